import type {Translation} from '../../render/messages.js';
import type {words} from './site-product.words.js';

/** <site-product>'s own words in German. */
export default {
  buy: 'Kaufen',
  free: 'Kostenlos',
  artists: 'Künstler',
  released: 'Erschienen',
  version: 'Ausführung',
  option: (n: number) => `Option ${n}`,
} satisfies Translation<typeof words>;
