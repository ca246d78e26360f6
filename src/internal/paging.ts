import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {CallOptions} from '../api/client.js';
import {hasNextPage, listRecords, type ListEnvelope} from '../api/records.js';
import {sameQuery, type Query} from './site-task.js';

/** A list answer as the API may give it: an envelope, or a bare array. */
export type ListAnswer<Item> = ListEnvelope<Item> | Item[];

/** One page of a list as an element keeps it. */
export interface ListPage<Item> {
  items: Item[];
  /** Whether another page follows. */
  more: boolean;
  /** How many items the whole list has, when the answer says. */
  total?: number;
}

/** A paged query: a named query with its page size. */
export type PagedQuery = Query & {limit: number};

/** Fetches page `page` (from 1) of a paged query. */
export type PageLoader<Q, Item> = (query: Q, page: number, call: CallOptions) => Promise<ListAnswer<Item>>;

/** One page of a list answer, read once: its records, whether another page follows, the total if given. */
export function readPage<Item>(body: ListAnswer<Item>, page: number, limit: number): ListPage<Item> {
  const total = Array.isArray(body) ? undefined : body?.total;
  return {items: listRecords(body), more: hasNextPage(body, page, limit), total: typeof total === 'number' ? total : undefined};
}

/** Every page of a list, in order, for elements that show a whole list at once (at most `max` requests). */
export async function allPages<Q extends PagedQuery, Item>(load: PageLoader<Q, Item>, query: Q, call: CallOptions, max = 20): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; page <= max; page++) {
    const got = readPage(await load(query, page, call), page, query.limit);
    items.push(...got.items);
    if (!got.more) break;
  }
  return items;
}

/**
 * Paging of a list, as a reactive controller: `first()` fetches a query's
 * first page (the host's task calls it), `start()` is told which first page
 * is shown now, and `next()` fetches the following page and appends it. A
 * first page of another query drops what was appended; a refresh of the
 * same query keeps it. One page at a time; a new first page or the host
 * leaving the page aborts the page in flight.
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
  readonly #queries = new WeakMap<ListPage<Item>, Q>();
  #query?: Q;
  #first?: ListPage<Item>;
  #page = 2;
  #controller?: AbortController;

  constructor(host: ReactiveControllerHost, load: PageLoader<Q, Item>) {
    (this.#host = host).addController(this);
    this.#load = load;
  }

  /** Fetches the first page of `query`. */
  async first(query: Q, call: CallOptions): Promise<ListPage<Item>> {
    this.abort();
    const page = readPage(await this.#load(query, 1, call), 1, query.limit);
    this.#queries.set(page, query);
    return page;
  }

  /**
   * The first page shown now (one `first()` answered). Returns whether it
   * starts a new list (another query): then what was appended is gone.
   */
  start(first: ListPage<Item>): boolean {
    if (first === this.#first) return false;
    const query = this.#queries.get(first);
    const fresh = !sameQuery(query, this.#query);
    if (fresh) {
      this.abort();
      this.extra = [];
      this.#page = 2;
      this.more = first.more;
    }
    this.#first = first;
    this.#query = query;
    return fresh;
  }

  /**
   * Fetches the next page and appends it. Resolves with the new items, or
   * undefined when nothing was appended (no next page, one already loading,
   * or another list started meanwhile); rejects when the request failed.
   */
  async next(): Promise<Item[] | undefined> {
    const query = this.#query;
    const first = this.#first;
    if (!query || this.loading || !this.more) return undefined;
    const controller = (this.#controller = new AbortController());
    this.loading = true;
    this.#host.requestUpdate();
    try {
      const page = readPage(await this.#load(query, this.#page, {signal: controller.signal}), this.#page, query.limit);
      if (first !== this.#first) return undefined;
      this.extra = [...this.extra, ...page.items];
      this.more = page.more;
      this.#page++;
      return page.items;
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
