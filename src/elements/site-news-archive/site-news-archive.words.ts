import type {Words} from '../../render/messages.js';

/** <site-news-archive>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  noArchive: 'No posts yet',
  archive: 'Archive',
  // The "All" button: the key <site-tags> uses for the same word. Every
  // element's words of a language share one table, so equal keys must agree.
  allTags: 'All',
} satisfies Words;
