import type {Translation} from '../../render/messages.js';
import type {words} from './site-page.words.js';

/** <site-page>'s own words in German. */
export default {
  visit: (title: string) => `Weiter zu ${title}`,
  newTab: '(öffnet in einem neuen Tab)',
} satisfies Translation<typeof words>;
