import type {Translation} from '../../render/messages.js';
import type {words} from './site-page.words.js';

/** <site-page>'s own words in German. */
export default {
  subPages: (title: string) => `Seiten unter ${title}`,
} satisfies Translation<typeof words>;
