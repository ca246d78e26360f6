/**
 * When an event happens, as text, in the site's time zone and the active
 * locale.
 */
import {ISO_DAY, dateFormatter, toDate, type DateContext} from './format.js';

const DAY: Intl.DateTimeFormatOptions = {weekday: 'short', day: 'numeric', month: 'short', year: 'numeric'};
const DAY_TIME: Intl.DateTimeFormatOptions = {...DAY, hour: 'numeric', minute: '2-digit'};

/**
 * When an event happens, as text: "Sat, 14 Mar 2026, 19:30" (or the range
 * "… – 22:00"). Timed events show in the context's zone. All-day events
 * show the date(s) alone, and they are calendar dates, not instants: they
 * show the days of the site's own calendar (their start and end in the
 * site's zone, `siteZone`), whatever zone the visitor or the provider uses,
 * so a festival on the 20th never slides to the 19th in New York.
 */
export function formatEventWhen(ctx: DateContext, start: string, end?: string | null, allDay = false, siteZone?: string | null): string | undefined {
  const from = toDate(start);
  const to = toDate(end);
  if (!from) return undefined;
  const f = dateFormatter(allDay ? {...ctx, timeZone: siteZone ?? ctx.timeZone} : ctx, allDay ? DAY : DAY_TIME);
  return to && to > from ? f.formatRange(from, to) : f.format(from);
}

/** The `YYYY-MM-DD` day of an instant in a zone, for a `<time datetime>`. */
export function dayIn(iso: string, timeZone?: string | null): string {
  const d = toDate(iso);
  return d ? dateFormatter({locale: 'en-CA', timeZone: timeZone ?? undefined}, ISO_DAY).format(d) : iso;
}
