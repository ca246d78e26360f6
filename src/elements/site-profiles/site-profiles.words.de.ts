import type {Translation} from '../../render/messages.js';
import type {words} from './site-profiles.words.js';

/** <site-profiles>'s own words in German. */
export default {
  noProfiles: 'Keine Profile',
  moreProfiles: 'Weitere Profile',
} satisfies Translation<typeof words>;
