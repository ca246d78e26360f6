import type {Words} from '../../render/messages.js';

/** <site-products>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  noProducts: 'No products',
  moreProducts: 'More products',
  inStock: 'In stock',
  preorder: 'Pre-order',
  soldout: 'Sold out',
} satisfies Words;
