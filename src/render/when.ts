/**
 * When an event happens, as text, in the site's time zone and the active
 * locale.
 */
import {dateFormatter, toDate, type DateContext} from './format.js';

const DAY: Intl.DateTimeFormatOptions = {weekday: 'short', day: 'numeric', month: 'short', year: 'numeric'};
const DAY_TIME: Intl.DateTimeFormatOptions = {...DAY, hour: 'numeric', minute: '2-digit'};

/**
 * "Sat, 14 Mar 2026, 19:30" (or the range "… – 22:00") in the given zone.
 * All-day events show the date(s) alone.
 */
export function formatWhen(
  ctx: DateContext,
  start: Date,
  end?: Date,
  allDay = false,
): string {
  const f = dateFormatter(ctx, allDay ? DAY : DAY_TIME);
  return end && end > start ? f.formatRange(start, end) : f.format(start);
}

/**
 * When an event happens, as text. Timed events show in the context's zone.
 * All-day events are calendar dates, not instants: they show the dates
 * written in the API's strings (the site's own calendar), whatever zone the
 * visitor or the provider uses, so a festival on the 20th never slides to
 * the 19th in New York.
 */
export function formatEventWhen(ctx: DateContext, start: string, end?: string | null, allDay = false): string | undefined {
  if (allDay) {
    const day = (iso?: string | null) => (iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? toDate(`${iso.slice(0, 10)}T00:00:00Z`) : undefined);
    const from = day(start);
    return from && formatWhen({locale: ctx.locale, timeZone: 'UTC'}, from, day(end), true);
  }
  const from = toDate(start);
  return from && formatWhen(ctx, from, toDate(end));
}
