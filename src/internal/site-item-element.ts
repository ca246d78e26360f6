import {nothing, type PropertyDeclarations, type TemplateResult} from 'lit';
import {heading} from '../render/heading.js';
import type {SiteClient} from '../api/client.js';
import {SiteDataElement, type TaskArgs} from './site-data-element.js';
import {warnOnce} from './log.js';

/**
 * Base of the elements that show one record by its slug: the `slug`
 * attribute, or the page URL's query parameter named by `slug-param`
 * (default `slug`), so that one detail page serves every item. The URL is
 * read again on history navigation (back, forward, pushState + popstate).
 */
export abstract class SiteItemElement<Args extends TaskArgs, Item> extends SiteDataElement<
  readonly [string | undefined, ...Args],
  Item
> {
  protected static override followsUrl = true;

  static override properties: PropertyDeclarations = {
    slug: {},
    slugParam: {attribute: 'slug-param'},
    headingOffset: {attribute: 'heading-offset'},
    noTitle: {attribute: 'no-title', type: Boolean},
  };

  /** The record's slug. Without it, the slug is read from the page URL. */
  declare slug?: string;

  /** Name of the page URL's query parameter that holds the slug when `slug` is not set (default `slug`). */
  declare slugParam?: string;

  /** Levels added to every heading, 0–5 (default 0: the title is an h1). Use 1 under a host page's own h1. */
  declare headingOffset?: string;

  /** Hides the record's title (when the host page shows its own). */
  declare noTitle?: boolean;

  /** The heading offset in use (a bad value falls back to 0 with one warning). */
  protected get offset(): number {
    return this.numberIn('heading-offset', this.headingOffset, 0, 5, 0);
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
  protected abstract loadItem(client: SiteClient, slug: string, args: Args, locale: string | undefined, signal: AbortSignal): Promise<Item>;

  /** The element's own arguments besides the slug. */
  protected itemArgs(): Args {
    return [] as unknown as Args;
  }

  protected override taskArgs(): readonly [string | undefined, ...Args] {
    return [this.currentSlug, ...this.itemArgs()];
  }

  protected override load(
    client: SiteClient,
    [slug, ...args]: readonly [string | undefined, ...Args],
    locale: string | undefined,
    signal: AbortSignal,
  ): Promise<Item> {
    // No slug: nothing to ask for; render() shows not-found.
    if (!slug) return Promise.resolve(undefined as Item);
    return this.loadItem(client, slug, args as unknown as Args, locale, signal);
  }

  protected override render(): unknown {
    if (this.site && !this.site.configError && !this.currentSlug) {
      warnOnce(`<${this.localName}> has no slug: set slug="…" or open the page with ?${this.slugParam || 'slug'}=… in its URL.`);
      return this.renderNotFound();
    }
    return super.render();
  }


}
