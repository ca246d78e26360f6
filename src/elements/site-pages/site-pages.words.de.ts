import type {Translation} from '../../render/messages.js';
import type {words} from './site-pages.words.js';

/** <site-pages>'s own words in German. */
export default {
  noPages: 'Keine Seiten',
  pages: 'Seiten',
  newTab: '(öffnet in einem neuen Tab)',
} satisfies Translation<typeof words>;
