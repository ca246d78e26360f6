import type {Words} from '../../render/messages.js';

/** <site-profiles>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  noProfiles: 'No profiles',
  moreProfiles: 'More profiles',
} satisfies Words;
