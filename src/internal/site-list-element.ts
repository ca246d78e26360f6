import {html, nothing, type PropertyDeclarations, type PropertyValues} from 'lit';
import type {CallOptions, SiteClient} from '../api/client.js';
import {numberIn} from './attributes.js';
import {Paging, type ListAnswer, type ListPage} from './paging.js';
import {SiteDataElement, type Localized, type Query} from './site-data-element.js';

export type {ListAnswer, ListPage} from './paging.js';

/** A list's query: the element's own values and the page size. */
export type ListQuery<Q> = Localized<Q> & {limit: number};

/**
 * Base of the list elements: `limit` and `href`, the first page through the
 * task, and a "more" button (the Paging controller) that fetches the next
 * page and appends it, keeping focus and announcing how many items came.
 */
export abstract class SiteListElement<Q extends Query, Item> extends SiteDataElement<Q & {limit: number}, ListPage<Item>> {
  static readonly defaultLimit: number = 10;

  static override properties: PropertyDeclarations = {limit: {converter: numberIn(1, 100)}, href: {}};

  /** Items per page, 1–100 (default 10). */
  declare limit?: number;

  /** Link template for each item, e.g. `/event.html?slug={slug}`. */
  declare href?: string;

  #client?: SiteClient;
  readonly #paging = new Paging<ListQuery<Q>, Item>(this, (query, page, call) => this.loadPage(this.#client!, {...query, page}, call));
  #announcement = '';

  /** The list's own named values besides `limit`. */
  protected abstract listQuery(): Q;

  /** The request of one page. */
  protected abstract loadPage(client: SiteClient, query: ListQuery<Q> & {page: number}, call: CallOptions): Promise<ListAnswer<Item>>;

  /** Renders the items (first page plus every appended page). */
  protected abstract renderItems(items: Item[]): unknown;

  /** Text of the "more" button. */
  protected abstract moreText(): string;

  protected override query(): Q & {limit: number} {
    return {...this.listQuery(), limit: this.limit ?? (this.constructor as typeof SiteListElement).defaultLimit};
  }

  protected override load(client: SiteClient, query: ListQuery<Q>, call: CallOptions): Promise<ListPage<Item>> {
    this.#client = client;
    return this.#paging.first(query, call);
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    // A new first page resets the appended pages, unless it is a refresh of
    // the same list (same query): then what "more" added stays.
    const first = this.task.value;
    if (first && this.#paging.start(first)) this.#announcement = '';
  }

  protected override isEmpty(result: ListPage<Item>): boolean {
    return result.items.length === 0;
  }

  protected override countOf(result: ListPage<Item>): number {
    return result.items.length;
  }

  protected override renderContent(result: ListPage<Item>): unknown {
    const {extra, more, loading} = this.#paging;
    const items = extra.length ? [...result.items, ...extra] : result.items;
    const button = more
      ? html`<button type="button" part="more" ?disabled=${loading} aria-busy=${loading} @click=${this.more}>${loading ? this.t.loadingMore : this.moreText()}</button>`
      : nothing;
    // prettier-ignore
    return html`${this.renderItems(items)}${button}<div class="visually-hidden" role="status">${this.#announcement}</div>`;
  }

  /** Fetches the next page and appends it, then moves focus to its first item. */
  async more(): Promise<void> {
    const first = this.task.value;
    if (!first) return;
    const before = first.items.length + this.#paging.extra.length;
    try {
      const items = await this.#paging.next();
      if (!items) return;
      this.#announcement = this.t.loadedMore(items.length);
      this.requestUpdate();
      this.publishStructuredData({items, more: false});
      await this.updateComplete;
      this.focusItem(before);
    } catch (error) {
      this.#announcement = this.t.error;
      this.requestUpdate();
      this.reportError(error);
    }
  }

  /** Moves focus to the item at `index` (its first link, else the item itself) after "more". */
  protected focusItem(index: number): void {
    const item = this.renderRoot.querySelectorAll<HTMLElement>('[part~="item"]')[index];
    if (item) (item.querySelector<HTMLElement>('a[href]') ?? Object.assign(item, {tabIndex: -1})).focus();
  }
}
