import type {Words} from '../../render/messages.js';

/** <site-pages>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  noPages: 'No pages',
  pages: 'Pages',
} satisfies Words;
