import type {Words} from '../../render/messages.js';

/** <site-profile>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  events: 'Events',
  products: 'Products',
} satisfies Words;
