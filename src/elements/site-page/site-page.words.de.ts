import type {Translation} from '../../render/messages.js';
import type {words} from './site-page.words.js';

/** <site-page>'s own words in German. */
export default {
  visit: (title: string) => `Weiter zu ${title}`,
} satisfies Translation<typeof words>;
