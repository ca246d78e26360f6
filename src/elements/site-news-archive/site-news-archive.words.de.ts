import type {Translation} from '../../render/messages.js';
import type {words} from './site-news-archive.words.js';

/** <site-news-archive>'s own words in German. */
export default {
  noArchive: 'Noch keine Beiträge',
  archive: 'Archiv',
  allTags: 'Alle',
} satisfies Translation<typeof words>;
