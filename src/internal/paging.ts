import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {readPage, type ListPage, type PageLoader, type PagedQuery} from './pages.js';
import {sameQuery} from './query.js';
import {FIRST_PAGE} from '../api/records.js';
import type {Messages} from '../render/messages.js';
import {plural} from '../render/plural.js';

/**
 * "More" for a paged list, as a reactive controller: the host tells it
 * which first page it shows (`start`), and `next()` fetches the following
 * page of that page's query and appends it. A first page of another query
 * drops what was appended; a refresh of the same query keeps it. One page
 * at a time; another list or the host leaving the page aborts the page in
 * flight.
 *
 * Used by every list element (loaded on the first press of "more", see
 * more.ts) and by `<site-search>`.
 */
export class Paging<Q extends PagedQuery, Item> implements ReactiveController {
  /** Items of the pages appended after the first, in order. */
  extra: Item[] = [];
  /** Whether another page follows what is shown. */
  more = false;
  /** Whether a page is being fetched. */
  loading = false;
  readonly #host: ReactiveControllerHost;
  readonly #load: PageLoader<Q, Item>;
  #first?: ListPage<Item, Q>;
  #page = FIRST_PAGE + 1;
  #controller?: AbortController;

  readonly #cap?: boolean;

  /** `cap`: each page holds at most `limit` items, whatever the service sends (see readPage). */
  constructor(host: ReactiveControllerHost, load: PageLoader<Q, Item>, cap?: boolean) {
    (this.#host = host).addController(this);
    this.#load = load;
    this.#cap = cap;
  }

  /** The first page shown now. Returns whether it starts another list: then what was appended is gone. */
  start(first: ListPage<Item, Q>): boolean {
    const last = this.#first;
    if (first === last) return false;
    this.#first = first;
    // A refresh of the same list; not the first page of another view the address named (url-state.ts).
    if (last && sameQuery(first.query, last.query) && first.view === last.view) return false;
    this.abort();
    this.extra = [];
    this.#page = FIRST_PAGE + (first.pages ?? 1);
    this.more = first.more;
    return true;
  }

  /**
   * Fetches the next page and appends it. Resolves with the new items, or
   * undefined when nothing was appended (no next page, one already loading,
   * or another list started meanwhile, which aborts it); rejects when the
   * request failed.
   */
  async next(): Promise<Item[] | undefined> {
    const first = this.#first;
    if (!first || this.loading || !this.more) return undefined;
    const controller = (this.#controller = new AbortController());
    this.loading = true;
    this.#host.requestUpdate();
    try {
      const page = readPage(await this.#load(first.query, this.#page, {signal: controller.signal}), this.#page, first.query, this.#cap, this.#host as unknown as Element);
      if (first !== this.#first) return undefined;
      this.extra = [...this.extra, ...page.items];
      this.more = page.more;
      this.#page++;
      return page.items;
    } catch (error) {
      // Aborted here (another list started, or the host left): nothing to append, nothing failed.
      if (controller.signal.aborted) return undefined;
      throw error;
    } finally {
      if (this.#controller === controller) {
        this.loading = false;
        this.#host.requestUpdate();
      }
    }
  }

  /** Aborts the page in flight, if any. */
  abort(): void {
    this.#controller?.abort();
    this.#controller = undefined;
    this.loading = false;
  }

  hostDisconnected(): void {
    this.abort();
  }
}

/**
 * "3 more loaded", said once a page was appended: in the active language
 * (`t`, its count in `locale`'s digits), English where its table has no such
 * words (the core's leaves them out).
 */
export function loadedMore(t: Messages, n: number, locale?: string): string {
  return t.loadedMore ? t.loadedMore(n, locale) : plural(locale || 'en', n, {other: '# more loaded'});
}
