/**
 * Dates and money through Intl, in the site's time zone and the active
 * locale. Formatters are cached: building one is far dearer than using it.
 */
import {warnOnce} from '../internal/log.js';

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
      warnOnce(`locale "${ctx.locale}" or time zone "${ctx.timeZone}" is not valid; using the browser's.`);
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

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateInZone(date: Date, timeZone?: string): string {
  return dateFormatter({locale: 'en-CA', timeZone}, {year: 'numeric', month: '2-digit', day: '2-digit'}).format(date);
}

const money = new Map<string, Intl.NumberFormat>();

/**
 * A price in the active locale: the record's currency, else the site's
 * default currency. Undefined when there is no amount or no currency.
 */
export function formatMoney(locale: string | undefined, amount: unknown, currency?: string | null): string | undefined {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || !currency) return undefined;
  const key = `${locale}|${currency}`;
  let f = money.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, {style: 'currency', currency});
    } catch {
      warnOnce(`currency "${currency}" or locale "${locale}" is not valid; showing the bare amount.`);
      f = new Intl.NumberFormat(undefined, {maximumFractionDigits: 2});
    }
    money.set(key, f);
  }
  return f.format(amount);
}
