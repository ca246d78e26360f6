/**
 * Dates through Intl, in the site's time zone and the active locale.
 * Formatters are cached: building one is far dearer than using it. Event
 * times are in when.ts and prices in money.ts: only the elements that show
 * them carry their code (the script-tag core holds what most pages need).
 */
import {explain} from '../internal/log.js';

/**
 * Formatters by their options object, then by locale and zone. Callers
 * pass module-level option objects (LONG_DATE, ISO_DAY, their own
 * constants): the lookup costs no serialization per call.
 */
const formatters = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/** "14 March 2026". */
export const LONG_DATE: Intl.DateTimeFormatOptions = {dateStyle: 'long'};
/** "2026-03-14" with the en-CA locale: a `<time datetime>` day. */
export const ISO_DAY: Intl.DateTimeFormatOptions = {year: 'numeric', month: '2-digit', day: '2-digit'};

export interface DateContext {
  locale?: string;
  timeZone?: string;
}

export function dateFormatter(ctx: DateContext, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${ctx.locale}|${ctx.timeZone}`;
  let byZone = formatters.get(options);
  if (!byZone) formatters.set(options, (byZone = new Map()));
  let f = byZone.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(ctx.locale, {...options, timeZone: ctx.timeZone});
    } catch {
      // A locale or time zone Intl does not know: say so once, use the browser's
      // zone (and its locale, unless only the zone was wrong: an ISO day is en-CA's form).
      explain('dates', ctx.locale, ctx.timeZone);
      try {
        f = new Intl.DateTimeFormat(ctx.locale, options);
      } catch {
        f = new Intl.DateTimeFormat(undefined, options);
      }
    }
    byZone.set(key, f);
  }
  return f;
}

/** A Date for an API date or date-time string, or undefined when unreadable. */
export function toDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const d = new Date(value);
  return isNaN(+d) ? undefined : d;
}
