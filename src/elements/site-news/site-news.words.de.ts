import type {Translation} from '../../render/messages.js';
import type {words} from './site-news.words.js';

/** <site-news>'s own words in German. */
export default {
  noNews: 'Noch keine Neuigkeiten',
  moreNews: 'Weitere Neuigkeiten',
} satisfies Translation<typeof words>;
