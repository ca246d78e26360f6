import {html, nothing, type PropertyDeclarations, type PropertyValues} from 'lit';
import type {SiteClient} from '../api/client.js';
import {hasNextPage, listRecords, type ListEnvelope} from '../api/records.js';
import {SiteDataElement, type TaskArgs} from './site-data-element.js';

/** One page of a list answer as the list element keeps it. */
export interface ListPage<Item> {
  items: Item[];
  more: boolean;
}

/** A list answer as the API may give it. */
export type ListAnswer<Item> = ListEnvelope<Item> | Item[];

/**
 * Base of the list elements: `limit` and `href`, the first page through the
 * Task, and a "more" button that fetches the next page and appends it,
 * keeping focus and announcing how many items came.
 */
export abstract class SiteListElement<Args extends TaskArgs, Item> extends SiteDataElement<
  readonly [number, ...Args],
  ListPage<Item>
> {
  static readonly defaultLimit: number = 10;

  static override properties: PropertyDeclarations = {limit: {}, href: {}};

  /** Items per page, 1–100 (default 10). */
  declare limit?: string;

  /** Link template for each item, e.g. `/event.html?slug={slug}`. */
  declare href?: string;

  // Paging state; every change goes through more() or willUpdate(), which update.
  /** Items of the pages appended by "more", in order. */
  #extra: Item[] = [];
  #nextPage = 2;
  #hasMore = false;
  #loadingMore = false;
  #announcement = '';
  #moreController?: AbortController;
  #firstPage?: ListPage<Item>;
  #firstKey?: string;

  /** The request of one page. */
  protected abstract loadPage(
    client: SiteClient,
    args: Args,
    locale: string | undefined,
    page: number,
    limit: number,
    signal: AbortSignal,
  ): Promise<ListAnswer<Item>>;

  /** Renders the items (first page plus every appended page). */
  protected abstract renderItems(items: Item[]): unknown;

  /** Text of the "more" button. */
  protected abstract moreText(): string;

  /** The list's own arguments besides `limit`. */
  protected abstract listArgs(): Args;

  protected get pageSize(): number {
    return this.numberIn('limit', this.limit, 1, 100, (this.constructor as typeof SiteListElement).defaultLimit);
  }

  protected override taskArgs(): readonly [number, ...Args] {
    return [this.pageSize, ...this.listArgs()];
  }

  protected override async load(
    client: SiteClient,
    [limit, ...args]: readonly [number, ...Args],
    locale: string | undefined,
    signal: AbortSignal,
  ): Promise<ListPage<Item>> {
    this.#moreController?.abort();
    const body = await this.loadPage(client, args as unknown as Args, locale, 1, limit, signal);
    return {items: listRecords(body), more: hasNextPage(body, 1, limit)};
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    // A new first page resets the appended pages, unless it is a refresh of
    // the same list (same arguments): then what "more" added stays.
    const first = this.task.value;
    if (first && first !== this.#firstPage) {
      const key = JSON.stringify(this.taskArgs());
      if (key !== this.#firstKey) {
        this.#extra = [];
        this.#nextPage = 2;
        this.#hasMore = first.more;
        this.#announcement = '';
      }
      this.#firstPage = first;
      this.#firstKey = key;
    }
  }

  protected override isEmpty(result: ListPage<Item>): boolean {
    return result.items.length === 0;
  }

  protected override countOf(result: ListPage<Item>): number {
    return result.items.length;
  }

  protected override renderContent(result: ListPage<Item>): unknown {
    const items = this.#extra.length ? [...result.items, ...this.#extra] : result.items;
    const loading = this.#loadingMore;
    const more = this.#hasMore
      ? html`<button type="button" part="more" ?disabled=${loading} aria-busy=${loading} @click=${this.more}>${loading ? this.t.loadingMore : this.moreText()}</button>`
      : nothing;
    // prettier-ignore
    return html`${this.renderItems(items)}${more}<div class="visually-hidden" role="status">${this.#announcement}</div>`;
  }

  /** Fetches the next page and appends it, then moves focus to its first item. */
  async more(): Promise<void> {
    const client = this.site?.client;
    const first = this.#firstPage;
    if (!client || !first || this.#loadingMore || !this.#hasMore) return;
    const controller = new AbortController();
    this.#moreController = controller;
    this.#loadingMore = true;
    this.requestUpdate();
    const [limit, ...args] = this.taskArgs();
    try {
      const body = await this.loadPage(client, args as unknown as Args, this.site?.requestLocale, this.#nextPage, limit, controller.signal);
      if (first !== this.#firstPage) return;
      const items = listRecords(body);
      const firstNew = first.items.length + this.#extra.length;
      this.#extra = [...this.#extra, ...items];
      this.#hasMore = hasNextPage(body, this.#nextPage, limit);
      this.#nextPage++;
      this.#announcement = this.t.loadedMore(items.length);
      this.publishStructuredData({items, more: false});
      this.#loadingMore = false;
      this.requestUpdate();
      await this.updateComplete;
      this.focusItem(firstNew);
    } catch (error) {
      this.#announcement = this.t.error;
      this.reportError(error);
    } finally {
      if (this.#moreController === controller && this.#loadingMore) {
        this.#loadingMore = false;
        this.requestUpdate();
      }
    }
  }

  /** Moves focus to the item at `index` (its first link, else the item itself) after "more". */
  protected focusItem(index: number): void {
    const item = this.renderRoot.querySelectorAll<HTMLElement>('[part~="item"]')[index];
    if (item) (item.querySelector<HTMLElement>('a[href]') ?? Object.assign(item, {tabIndex: -1})).focus();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#moreController?.abort();
  }
}
