import type {Words} from '../../render/messages.js';

/** <site-product>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  inStock: 'In stock',
  preorder: 'Pre-order',
  buy: 'Buy',
  soldout: 'Sold out',
} satisfies Words;
