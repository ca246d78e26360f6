import type {Translation} from '../../render/messages.js';
import type {words} from './site-tags.words.js';

/** <site-tags>'s own words in German. */
export default {
  noTags: 'Keine Schlagwörter',
  allTags: 'Alle',
} satisfies Translation<typeof words>;
