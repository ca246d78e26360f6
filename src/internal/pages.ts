import type {CallOptions} from '../api/client.js';
import {hasNextPage, listRecords, type ListEnvelope} from '../api/records.js';
import type {Query} from './query.js';

/** A list answer: the `{records, count}` envelope (a bare array is read too). */
export type ListAnswer<Item> = ListEnvelope<Item> | Item[];

/** A paged query: a named query with its page size. */
export type PagedQuery = Query & {limit: number};

/** One page of a list as an element keeps it, with the query it answers. */
export interface ListPage<Item, Q extends PagedQuery = PagedQuery> {
  items: Item[];
  /** Whether another page follows. */
  more: boolean;
  /** The query this page answers (without its page number). */
  query: Q;
  /** How many of the list's pages it holds, when more than one (a view restored from the address: url-state.ts). */
  pages?: number;
  /** The address's view it shows (url-state.ts): a first page of another view starts the list anew, whatever its query. */
  view?: object;
}

/** Fetches page `page` (counted from FIRST_PAGE, see records.ts) of a paged query. */
export type PageLoader<Q, Item> = (query: Q, page: number, call: CallOptions) => Promise<ListAnswer<Item>>;

/** Page `page` of a list answer to `query`, read once: its records and whether another page follows. */
export function readPage<Item, Q extends PagedQuery>(body: ListAnswer<Item>, page: number, query: Q, cap?: boolean, where?: Element): ListPage<Item, Q> {
  // `cap`: never more items than `limit`, whatever the service sends (a list's page; not search's groups).
  // `where`: the element that reads it, named in the console line about entries left out.
  const items = listRecords(body, where);
  return {items: cap ? items.slice(0, query.limit) : items, more: hasNextPage(body, page, query.limit), query};
}
