import type {Translation} from '../../render/messages.js';
import type {words} from './site-product.words.js';

/** <site-product>'s own words in German. */
export default {
  inStock: 'Verfügbar',
  preorder: 'Vorbestellung',
  buy: 'Kaufen',
  soldout: 'Ausverkauft',
} satisfies Translation<typeof words>;
