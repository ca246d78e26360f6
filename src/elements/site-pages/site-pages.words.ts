import type {Words} from '../../render/messages.js';

/** <site-pages>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  noPages: 'No pages',
  pages: 'Pages',
  newTab: '(opens in a new tab)',
} satisfies Words;
