import type {Translation} from '../../render/messages.js';
import type {words} from './site-event.words.js';

/** <site-event>'s own words in German. */
export default {
  addToCalendar: 'Zum Kalender hinzufügen',
  performers: 'Mit',
  tickets: 'Tickets',
  cancelled: 'Abgesagt',
  freeEntry: 'Eintritt frei',
  map: 'Karte',
  partOf: 'Teil von',
  festivalEvents: 'Veranstaltungen des Festivals',
} satisfies Translation<typeof words>;
