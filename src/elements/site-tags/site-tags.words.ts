import type {Words} from '../../render/messages.js';

/** <site-tags>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  noTags: 'No tags',
  allTags: 'All',
} satisfies Words;
