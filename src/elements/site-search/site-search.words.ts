import type {Words} from '../../render/messages.js';

/** <site-search>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  search: 'Search',
  searchResults: 'Search results',
  searchHint: (n: number) => `Type at least ${n} characters to search.`,
  searching: 'Searching…',
  results: (n: number) => (n === 1 ? '1 result' : `${n} results`),
  noResults: (q: string) => `No results for “${q}”`,
  moreResults: 'More results',
  closeSearch: 'Close search',
  events: 'Events',
  pages: 'Pages',
  profiles: 'Profiles',
  products: 'Products',
} satisfies Words;
