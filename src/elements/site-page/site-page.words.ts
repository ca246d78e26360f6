import type {Words} from '../../render/messages.js';

/** <site-page>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  visit: (title: string) => `Go to ${title}`,
  // The same words as <site-pages>'s (the merged translation tables hold one `newTab`).
  newTab: '(opens in a new tab)',
} satisfies Words;
