import type {Translation} from '../../render/messages.js';
import type {words} from './site-events.words.js';

/** <site-events>'s own words in German. */
export default {
  noEvents: 'Keine Veranstaltungen',
  noUpcomingEvents: 'Keine anstehenden Veranstaltungen',
  moreEvents: 'Weitere Veranstaltungen',
  tickets: 'Tickets',
  cancelled: 'Abgesagt',
  freeEntry: 'Eintritt frei',
  fromPrice: (price: string) => `ab ${price}`,
} satisfies Translation<typeof words>;
