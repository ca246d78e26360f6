import type {Words} from '../../render/messages.js';

/** <site-news>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  noNews: 'No news yet',
  moreNews: 'More news',
} satisfies Words;
