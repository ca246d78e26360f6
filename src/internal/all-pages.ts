import type {CallOptions} from '../api/client.js';
import {FIRST_PAGE} from '../api/records.js';
import {readPage, type PageLoader, type PagedQuery} from './pages.js';

/** Every page of a list, in order, for elements that show a whole list at once (at most `max` requests). */
export async function allPages<Q extends PagedQuery, Item>(load: PageLoader<Q, Item>, query: Q, call: CallOptions, max = 20): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = FIRST_PAGE; page < FIRST_PAGE + max; page++) {
    const got = readPage(await load(query, page, call), page, query);
    items.push(...got.items);
    if (!got.more) break;
  }
  return items;
}
