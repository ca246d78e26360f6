import type {Words} from '../../render/messages.js';

/** <site-events>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  noEvents: 'No events',
  noUpcomingEvents: 'No upcoming events',
  moreEvents: 'More events',
  tickets: 'Tickets',
  cancelled: 'Cancelled',
  freeEntry: 'Free',
  fromPrice: (price: string) => `from ${price}`,
} satisfies Words;
