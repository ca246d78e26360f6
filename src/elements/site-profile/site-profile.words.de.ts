import type {Translation} from '../../render/messages.js';
import type {words} from './site-profile.words.js';

/** <site-profile>'s own words in German. */
export default {
  events: 'Veranstaltungen',
  products: 'Produkte',
} satisfies Translation<typeof words>;
