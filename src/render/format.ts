/**
 * Dates through Intl, in the site's time zone and the active locale.
 * Formatters are cached: building one is far dearer than using it. Event
 * times are in when.ts and prices in money.ts: only the elements that show
 * them carry their code (the script-tag core holds what most pages need).
 */
import {explain} from '../internal/log.js';

const formatters = new Map<string, Intl.DateTimeFormat>();

export interface DateContext {
  locale?: string;
  timeZone?: string;
}

export function dateFormatter(ctx: DateContext, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${ctx.locale}|${ctx.timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(ctx.locale, {...options, timeZone: ctx.timeZone});
    } catch {
      // A locale or time zone Intl does not know: say so once, use the browser's.
      explain('dates', ctx.locale, ctx.timeZone);
      f = new Intl.DateTimeFormat(undefined, options);
    }
    formatters.set(key, f);
  }
  return f;
}

/** A Date for an API date or date-time string, or undefined when unreadable. */
export function toDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}
