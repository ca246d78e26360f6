import type {Words} from '../../render/messages.js';
import {plural} from '../../render/plural.js';

/** <site-search>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  search: 'Search',
  searchResults: 'Search results',
  searchHint: (n: number, locale = 'en') => plural(locale, n, {one: 'Type at least # character to search.', other: 'Type at least # characters to search.'}),
  searching: 'Searching…',
  results: (n: number, locale = 'en') => plural(locale, n, {one: '# result', other: '# results'}),
  noResults: (q: string) => `No results for “${q}”`,
  moreResults: 'More results',
  closeSearch: 'Close search',
  events: 'Events',
  pages: 'Pages',
  profiles: 'Profiles',
  products: 'Products',
} satisfies Words;
