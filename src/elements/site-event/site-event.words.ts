import type {Words} from '../../render/messages.js';

/** <site-event>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  addToCalendar: 'Add to calendar',
  performers: 'With',
  tickets: 'Tickets',
  cancelled: 'Cancelled',
  freeEntry: 'Free',
  map: 'Map',
  partOf: 'Part of',
  festivalEvents: 'Festival events',
} satisfies Words;
