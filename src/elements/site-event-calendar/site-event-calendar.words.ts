import type {Words} from '../../render/messages.js';

/** <site-event-calendar>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  dayWithEvents: (day: string) => `${day}, events`,
  noEventsIn: (month: string) => `No events in ${month}`,
  eventsOn: (day: string) => `Events on ${day}`,
  noEvents: 'No events',
} satisfies Words;
