import type {Words} from '../../render/messages.js';

/** <site-products>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  noProducts: 'No products',
  moreProducts: 'More products',
  free: 'Free',
  from: (price: string) => `from ${price}`,
} satisfies Words;
