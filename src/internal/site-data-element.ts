import type {TemplateResult} from 'lit';
import type {CallOptions, SiteClient} from '../api/client.js';
// Elements import the API through client.ts; the bases import the module
// that holds what they use (records.ts), since client.ts's re-exports made
// the bundler split the one-file build.
import {localized, type LocalizedField} from '../api/records.js';
import type {SiteContextValue} from '../context/site-context.js';
import type {Messages} from '../render/messages.js';
import type {DateContext} from '../render/format.js';
import {describeError, emptyState, errorState, isNotFound, loadingState, notFoundState} from '../render/states.js';
import {KeptHeight} from './kept-height.js';
import {SiteData, type Renderer, type SiteDataSource, type StateViews} from './site-data.js';
import {SiteElement} from './site-element.js';
import type {Query} from './query.js';

export {reportFailure} from './site-data.js';
export type {NoQuery, Query} from './query.js';

/**
 * Base of every element that shows one request's data in the usual states.
 * Its data lifecycle (the provider's context, the request, `aria-busy`,
 * `site-load`, retry, failures, the wait for a template's code) is a
 * SiteData controller, its kept height a KeptHeight controller; it draws
 * the states (render/states.ts) and asks for a designer's `renderer`
 * where it draws content.
 *
 * A subclass gives `query()` (a flat, named object: the task reruns when a
 * value in it changes), `load()` (the client calls, each given `call`) and
 * `renderContent()`; the hooks below adjust the states.
 */
export abstract class SiteDataElement<Q extends Query, Result> extends SiteElement {
  // No locale in the query: every record carries all its locales, so
  // another locale is another rendering of the same answer, not a request.
  // Its query(), load() and countOf() below are the data's source (SiteData's SiteDataSource).
  readonly #data = new SiteData<Q, Result>(this, this as unknown as SiteDataSource<Q, Result>);

  /** The element's request. Tests and integrators may await `task.taskComplete`. */
  readonly task = this.#data.task;

  readonly #kept = new KeptHeight(this, this.#data);

  /** What the nearest provider knows: client, locale, time zone, site. */
  protected get site(): SiteContextValue | undefined {
    return this.#data.site;
  }

  /** A designer's template's rendering, while the element has one: where it renders content, the element asks for it. */
  protected get renderer(): Renderer | undefined {
    return this.#data.renderer;
  }

  /** The request's named values (attribute values, mostly); undefined when there is nothing to ask. */
  protected abstract query(): Q | undefined;

  /** Fetches the element's data; passes `call` to every client call. */
  protected abstract load(client: SiteClient, query: Q, call: CallOptions): Promise<Result>;

  /** Renders loaded data (never empty: `isEmpty()` is checked first). */
  protected abstract renderContent(result: Result): unknown;

  /** Whether a result has nothing to show (renders the empty state); by default, an empty array. */
  protected isEmpty(result: Result): boolean {
    return Array.isArray(result) && !result.length;
  }

  /** How many items a result shows, for `site-load`'s detail; by default an array's length, else 1. */
  protected countOf(result: Result): number {
    return Array.isArray(result) ? result.length : 1;
  }

  /** Text of the default empty state. */
  protected emptyText(): string {
    return this.t.notFound;
  }

  /** Number of placeholder rows in the default loading skeleton. */
  protected skeletonRows(): number {
    return 3;
  }

  /**
   * A record's localized field (default its title) in the active locale,
   * else the site's default locale, else the record's first entry.
   */
  protected text<T = string>(record: object | null | undefined, field: LocalizedField = 'title'): T | undefined {
    return localized<T>(record, field, this.site?.locale, this.site?.defaultLocale);
  }

  /** The message table for the active locale. */
  protected get t(): Messages {
    return this.#data.words;
  }

  /** Locale and time zone for dates. */
  protected get dateContext(): DateContext {
    // The provider's value holds the locale and the time zone: no new object per call.
    return this.site ?? {};
  }

  /** Runs the request again (the error state's retry button). */
  retry(): void {
    this.#data.retry();
  }

  protected override render(): unknown {
    // Its views of the states are its own protected methods (SiteData's StateViews).
    return this.#data.render(this as unknown as StateViews<Result>);
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    // A new filter, slug or limit: the next content takes the height it needs.
    if (this.hasUpdated) this.#kept.release();
    super.attributeChangedCallback(name, old, value);
  }

  protected renderLoading(): TemplateResult {
    return loadingState(this.t, this.skeletonRows());
  }

  protected renderEmpty(): TemplateResult {
    return emptyState(this.emptyText());
  }

  protected renderFailure(error: unknown): TemplateResult {
    const t = this.t;
    return isNotFound(error, this.site) ? notFoundState(t) : errorState(t, describeError(t, error, this.site), () => this.retry());
  }
}
