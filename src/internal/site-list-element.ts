import {html, nothing, type PropertyDeclarations} from 'lit';
import type {CallOptions, SiteClient} from '../api/client.js';
import {numberIn} from './attributes.js';
import {explain} from './log.js';
import {readPage, type ListAnswer, type ListPage} from './pages.js';
import type {MoreHost, MoreState} from './more.js';
import {FIRST_PAGE} from '../api/records.js';
import {SiteDataElement, reportFailure, type Query} from './site-data-element.js';

export type {ListAnswer, ListPage} from './pages.js';

/** A list's query: the element's own values and the page size. */
export type ListQuery<Q> = Q & {limit: number};

/**
 * Base of the list elements: `limit` and `href`, the first page through the
 * task, and a "more" button that fetches the next page and appends it (the
 * Paging controller, loaded on the first press), keeping focus and
 * announcing how many items came. A list publishes no JSON-LD: search
 * engines read an item's on its own page, where the detail elements publish it.
 */
export abstract class SiteListElement<Q extends Query, Item> extends SiteDataElement<Q & {limit: number}, ListPage<Item, ListQuery<Q>>> {
  static override properties: PropertyDeclarations = {limit: {converter: numberIn(1, 100)}, href: {}};

  /**
   * Items per page, 1–100 (default 10). More than 100 is 100, said once in
   * the console: the most the kit asks the API for in one page (the
   * service's own maximum is not documented); "more" loads the rest.
   */
  declare limit?: number;

  /** Link template for each item, its `{slug}` filled (URL-encoded): `/event.html?slug={slug}` on `<site-events>`, `/product.html?slug={slug}` on `<site-products>`. */
  declare href?: string;

  /** The client the first page came from, for the next ones. */
  #client?: SiteClient;
  /** What "more" keeps (its code, more.ts, loads on the first press). */
  readonly #more: MoreState<ListQuery<Q>, Item> = {pressed: false, announcement: ''};

  /** The list's own named values besides `limit`. */
  protected abstract listQuery(): Q;

  /** The request of one page. */
  protected abstract loadPage(client: SiteClient, query: ListQuery<Q> & {page: number}, call: CallOptions): Promise<ListAnswer<Item>>;

  /** Renders the items (first page plus every appended page). */
  protected abstract renderItems(items: Item[]): unknown;

  /** Text of the "more" button. */
  protected abstract moreText(): string;

  protected override query(): (Q & {limit: number}) | undefined {
    return {...this.listQuery(), limit: this.limit ?? 10};
  }

  protected override async load(client: SiteClient, query: ListQuery<Q>, call: CallOptions): Promise<ListPage<Item, ListQuery<Q>>> {
    this.#client = client;
    this.#more.paging?.abort();
    return readPage(await this.loadPage(client, {...query, page: FIRST_PAGE}, call), FIRST_PAGE, query, true, this);
  }

  /** The skeleton stands for a full page: one row per item asked for. */
  protected override skeletonRows(): number {
    return this.limit ?? 10;
  }

  protected override isEmpty(result: ListPage<Item>): boolean {
    return result.items.length === 0;
  }

  protected override countOf(result: ListPage<Item>): number {
    return result.items.length;
  }

  protected override renderContent(result: ListPage<Item, ListQuery<Q>>): unknown {
    const {view, pressed, announcement} = this.#more;
    // Once a page was asked for, more.ts keeps what the list shows (set before each render).
    const {items, more, loading} = view ?? {...result, loading: pressed};
    const button = more
      ? html`<button type="button" part="more" ?disabled=${loading} aria-busy=${loading} @click=${this.more}>${loading ? this.t.loadingMore : this.moreText()}</button>`
      : nothing;
    // A designer's template renders the items where there is one (src/template/design.ts).
    const renderer = this.renderer;
    return html`${renderer?.items ? renderer.items(items) : this.renderItems(items)}${button}
      <div class="visually-hidden" role="status">${announcement}</div>`;
  }

  /**
   * Each item through `render`: an item it cannot render (a record with a
   * field of a type it does not expect) is left out, and the console says
   * so once; the others are shown.
   */
  protected each<T>(items: T[], render: (item: T) => unknown): unknown[] {
    return items.map((item) => {
      try {
        return render(item);
      } catch (error) {
        explain('badRecord', this, error);
        return nothing;
      }
    });
  }

  /** Fetches the next page and appends it, then moves focus to its first item (more.ts, loaded on the first press; it says what failed). */
  more(): void {
    const state = this.#more;
    if (!this.task.value || state.pressed) return;
    // Busy at once, while more.ts loads (on the first press) and the page comes.
    state.pressed = !state.paging;
    this.requestUpdate();
    import('./more.js').then(
      (m) => m.press(this as unknown as MoreHost<ListQuery<Q>, Item>, state, (query, page, call) => this.loadPage(this.#client!, {...query, page}, call)),
      (error: unknown) => ((state.pressed = false), reportFailure(this, error), this.requestUpdate()),
    );
  }
}
