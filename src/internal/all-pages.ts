import type {CallOptions} from '../api/client.js';
import {FIRST_PAGE} from '../api/records.js';
import {explain} from './log.js';
import {readPage, type PageLoader, type PagedQuery} from './pages.js';

/**
 * The most items a whole list holds: 1 000 (10 requests of 100). A page
 * tree or a tag cloud beyond that is no navigation, and a broken or hostile
 * answer must not freeze the tab with it (2 000 pages take some 350 ms to
 * lay out and render on a slow machine).
 */
export const MAX_ITEMS = 1_000;

/**
 * Every page of a list, in order, for elements that show a whole list at
 * once: at most `max` requests, `limit` items from each page whatever the
 * service sends, MAX_ITEMS in all. What is left out is said once in the
 * console, naming the element `host`.
 */
export async function allPages<Q extends PagedQuery, Item>(host: Element, load: PageLoader<Q, Item>, query: Q, call: CallOptions, max = 20): Promise<Item[]> {
  const items: Item[] = [];
  let cut = false;
  let page = FIRST_PAGE;
  let more: boolean;
  do {
    const got = readPage(await load(query, page, call), page, query, false, host);
    cut ||= got.items.length > query.limit;
    items.push(...got.items.slice(0, query.limit));
    more = got.more;
  } while (more && items.length < MAX_ITEMS && ++page < FIRST_PAGE + max);
  // Stopped with more to come, or a page over its limit: cut, and said once.
  if (cut || more) explain('listCut', host.localName, Math.min(items.length, MAX_ITEMS), query.limit, MAX_ITEMS);
  return items.slice(0, MAX_ITEMS);
}
