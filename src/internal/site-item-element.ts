import {nothing, type PropertyDeclarations, type TemplateResult} from 'lit';
import {isRecord, type CallOptions, type SiteClient} from '../api/client.js';
import {heading} from '../render/heading.js';
import {loadRich} from '../render/body.js';
import {notFoundState} from '../render/states.js';
import {numberIn} from './attributes.js';
import {SiteDataElement} from './site-data-element.js';
import {UrlWatcher} from './url-watcher.js';
import {explain} from './log.js';
import type {StructuredItem} from './structured-data.js';
import type {Builders, Build} from './json-ld.js';

/** The query of one record: its slug. */
export type ItemQuery = {slug: string};

/**
 * Base of the elements that show one record by its slug: the `slug`
 * attribute, or the page URL's query parameter named by `slug-param`
 * (default `slug`), so that one detail page serves every item. The URL is
 * read again on history navigation (back, forward, pushState + popstate).
 */
export abstract class SiteItemElement<Item> extends SiteDataElement<ItemQuery, Item> {
  static override properties: PropertyDeclarations = {
    slug: {},
    slugParam: {attribute: 'slug-param'},
    headingOffset: {attribute: 'heading-offset', converter: numberIn(0, 5, 0)},
    noTitle: {attribute: 'no-title', type: Boolean},
    noStructuredData: {attribute: 'no-structured-data', type: Boolean},
  };

  /** The record's slug. Without it, the slug is read from the page URL. */
  declare slug?: string;

  /** Name of the page URL's query parameter that holds the slug when `slug` is not set (default `slug`). */
  declare slugParam?: string;

  /** Levels added to every heading, 0–5 (default 0: the title is an h1). Use 1 under a host page's own h1. */
  declare headingOffset?: number;

  /** Hides the record's title (when the host page shows its own). */
  declare noTitle?: boolean;

  /** Its "not found" and error take their own height once shown (KeptHeight): on a detail page they are all there is. */
  readonly failureTakesOwnHeight = true;

  /** Leaves out the schema.org JSON-LD the element otherwise adds to the document head for its record (`<site-page>` adds none). */
  declare noStructuredData?: boolean;

  constructor() {
    super();
    new UrlWatcher(this);
    // Its record on screen (its own site-load, not one from a list inside it): its JSON-LD.
    this.addEventListener('site-load', (event) => event.composedPath()[0] == this && this.publishStructuredData(this.task.value));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Gone from the page, so is its JSON-LD; not when it was only moved (back before the next microtask).
    queueMicrotask(() => this.isConnected || this.publishStructuredData());
  }

  /** The heading offset in use. */
  protected get offset(): number {
    return this.headingOffset ?? 0;
  }

  /** The record's title as an h1 shifted by the offset, or nothing with `no-title`. */
  protected titleHeading(part: string, text: unknown): TemplateResult | typeof nothing {
    return this.noTitle ? nothing : heading(1 + this.offset, part, text);
  }

  /** The slug in use: the attribute, else the page URL's parameter. */
  get currentSlug(): string | undefined {
    return this.slug || new URLSearchParams(location.search).get(this.slugParam || 'slug') || undefined;
  }

  /** Fetches the record. */
  protected abstract loadItem(client: SiteClient, slug: string, call: CallOptions): Promise<Item>;

  protected override query(): ItemQuery | undefined {
    const slug = this.currentSlug;
    return slug ? {slug} : undefined;
  }

  protected override async load(client: SiteClient, {slug}: ItemQuery, call: CallOptions): Promise<Item> {
    // The body's code comes beside the record, and what its body needs before it is shown: it shows whole, at once.
    const rich = loadRich().catch(() => undefined);
    const item = await this.loadItem(client, slug, call);
    // The answer must be a record (an object): `null`, a list or a string is the error state.
    if (!isRecord(item)) throw new TypeError(`the answer for "${slug}" is not a record`);
    // A body whose code did not come is shown when it can be; the record is shown now.
    await rich.then((m) => m?.ready(...this.bodyOf(item))).catch(() => undefined);
    return item;
  }

  /**
   * A record's body as body() takes it: the TipTap tree and the Markdown
   * string of the active locale. Read both by rendering and by load() (which
   * loads what the body needs before the record shows).
   */
  protected bodyOf(item: Item): [tree: unknown, markdown: unknown] {
    return [this.text(item as object, 'contentJSON'), this.text(item as object, 'content')];
  }

  /**
   * The JSON-LD module, for the elements that publish their record: they
   * return `import('…/internal/json-ld.js')`, so it loads on demand, after
   * their content is shown, in every build (its own file beside theirs).
   */
  protected jsonLd?(): Promise<{publishWith(host: Element, build?: Build): void}>;

  /** The schema.org items of the record shown, built with the builders given (`jsonLd()`'s). */
  protected structuredItems?(item: Item, build: Builders): StructuredItem[];

  /** Publishes the JSON-LD of the record shown, or takes it away (with none: the element left the page). */
  protected publishStructuredData(item?: Item): void {
    const build = item === undefined || this.noStructuredData ? undefined : (b: Builders) => this.structuredItems?.(item, b);
    void this.jsonLd?.().then(
      (m) => m.publishWith(this, build),
      (error: unknown) => explain('jsonLd', String(error)),
    );
  }

  protected override render(): unknown {
    if (this.site && !this.site.configError && !this.currentSlug) {
      explain('noSlug', this.localName, this.slugParam || 'slug');
      return notFoundState(this.t);
    }
    return super.render();
  }
}
