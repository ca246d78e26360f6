import type {Translation} from '../../render/messages.js';
import type {words} from './site-products.words.js';

/** <site-products>'s own words in German. */
export default {
  noProducts: 'Keine Produkte',
  moreProducts: 'Weitere Produkte',
  free: 'Kostenlos',
  from: (price: string) => `ab ${price}`,
} satisfies Translation<typeof words>;
