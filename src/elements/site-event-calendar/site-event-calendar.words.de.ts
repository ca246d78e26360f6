import type {Translation} from '../../render/messages.js';
import type {words} from './site-event-calendar.words.js';

/** <site-event-calendar>'s own words in German. */
export default {
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  dayWithEvents: (day: string) => `${day}, Veranstaltungen`,
  noEventsIn: (month: string) => `Keine Veranstaltungen im ${month}`,
  eventsOn: (day: string) => `Veranstaltungen am ${day}`,
  noEvents: 'Keine Veranstaltungen',
} satisfies Translation<typeof words>;
