import {html, nothing, type PropertyDeclarations, type PropertyValues} from 'lit';
import type {CallOptions, SiteClient} from '../api/client.js';
import {numberIn} from './attributes.js';
import {readPage, type ListAnswer, type ListPage} from './pages.js';
import type {Paging} from './paging.js';
import {FIRST_PAGE} from '../api/records.js';
import {SiteDataElement, reportFailure, type Query} from './site-data-element.js';

export type {ListAnswer, ListPage} from './pages.js';

/** A list's query: the element's own values and the page size. */
export type ListQuery<Q> = Q & {limit: number};

/**
 * Base of the list elements: `limit` and `href`, the first page through the
 * task, and a "more" button that fetches the next page and appends it (the
 * Paging controller, loaded on the first press), keeping focus and
 * announcing how many items came.
 */
export abstract class SiteListElement<Q extends Query, Item> extends SiteDataElement<Q & {limit: number}, ListPage<Item, ListQuery<Q>>> {
  static readonly defaultLimit: number = 10;

  static override properties: PropertyDeclarations = {limit: {converter: numberIn(1, 100)}, href: {}};

  /** Items per page, 1–100 (default 10). */
  declare limit?: number;

  /** Link template for each item, e.g. `/event.html?slug={slug}`. */
  declare href?: string;

  /** The client the first page came from, for the next ones. */
  #client?: SiteClient;
  /** Appends the next pages; there once "more" was pressed. */
  #paging?: Paging<ListQuery<Q>, Item>;
  /** Whether "more" was pressed and its code is on its way. */
  #pressed = false;
  #announcement = '';

  /** The list's own named values besides `limit`. */
  protected abstract listQuery(): Q;

  /** The request of one page. */
  protected abstract loadPage(client: SiteClient, query: ListQuery<Q> & {page: number}, call: CallOptions): Promise<ListAnswer<Item>>;

  /** Renders the items (first page plus every appended page). */
  protected abstract renderItems(items: Item[]): unknown;

  /** Text of the "more" button. */
  protected abstract moreText(): string;

  protected override query(): (Q & {limit: number}) | undefined {
    return {...this.listQuery(), limit: this.limit ?? (this.constructor as typeof SiteListElement).defaultLimit};
  }

  protected override async load(client: SiteClient, query: ListQuery<Q>, call: CallOptions): Promise<ListPage<Item, ListQuery<Q>>> {
    this.#client = client;
    this.#paging?.abort();
    return readPage(await this.loadPage(client, {...query, page: FIRST_PAGE}, call), FIRST_PAGE, query);
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    // A new first page resets the appended pages, unless it is a refresh of
    // the same list (same query): then what "more" added stays.
    const first = this.task.value;
    if (first && this.#paging?.start(first)) this.#announcement = '';
  }

  protected override isEmpty(result: ListPage<Item>): boolean {
    return result.items.length === 0;
  }

  protected override countOf(result: ListPage<Item>): number {
    return result.items.length;
  }

  protected override renderContent(result: ListPage<Item, ListQuery<Q>>): unknown {
    const paging = this.#paging;
    const items = paging?.extra.length ? [...result.items, ...paging.extra] : result.items;
    const loading = this.#pressed || !!paging?.loading;
    const button = (paging ? paging.more : result.more)
      ? html`<button type="button" part="more" ?disabled=${loading} aria-busy=${loading} @click=${this.more}>${loading ? this.t.loadingMore : this.moreText()}</button>`
      : nothing;
    // prettier-ignore
    return html`${this.renderItems(items)}${button}<div class="visually-hidden" role="status">${this.#announcement}</div>`;
  }

  /** Fetches the next page and appends it, then moves focus to its first item. */
  async more(): Promise<void> {
    const first = this.task.value;
    if (!first || this.#pressed) return;
    try {
      if (!this.#paging) {
        this.#pressed = true;
        this.requestUpdate();
        const {Paging} = await import('./more.js');
        this.#paging = new Paging(this, (query, page, call) => this.loadPage(this.#client!, {...query, page}, call));
        this.#pressed = false;
        this.#paging.start(this.task.value ?? first);
      }
      const paging = this.#paging;
      const before = first.items.length + paging.extra.length;
      const items = await paging.next();
      if (!items) return;
      this.#announcement = this.t.loadedMore(items.length);
      this.requestUpdate();
      this.publishStructuredData({...first, items, more: false});
      await this.updateComplete;
      this.focusItem(before);
    } catch (error) {
      this.#pressed = false;
      this.#announcement = this.t.error;
      this.requestUpdate();
      reportFailure(this, error);
    }
  }

  /** Moves focus to the item at `index` (its first link, else the item itself) after "more". */
  protected focusItem(index: number): void {
    const item = this.renderRoot.querySelectorAll<HTMLElement>('[part~="item"]')[index];
    if (item) (item.querySelector<HTMLElement>('a[href]') ?? Object.assign(item, {tabIndex: -1})).focus();
  }
}
