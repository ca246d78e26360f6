/**
 * Calendar arithmetic for <site-event-calendar>. A calendar date is a Date
 * at UTC midnight (its ISO form YYYY-MM-DD): adding days and months never
 * meets a daylight-saving change, whatever the browser's own time zone.
 * Only `todayIn()` reads a zone, to name the date of an instant there.
 */
import {ISO_DAY, dateFormatter} from './format.js';

/** The calendar date of year `y`, month `m` (0–11, may overflow), day `d` (0 is the month before's last). */
export const utcDate = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m, d));

/** YYYY-MM-DD of a calendar date. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** YYYY-MM of a calendar date: the month it lies in. */
export const isoMonth = (d: Date) => isoDay(d).slice(0, 7);

/** The calendar date of YYYY-MM-DD (a date-only ISO string is UTC midnight, by the standard). */
export const parseDay = (iso: string) => new Date(iso);

/** True for a month written YYYY-MM (01–12). */
export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The last day of the month that holds `d` (its date is the number of days in that month). */
export const monthEnd = (d: Date) => utcDate(d.getUTCFullYear(), d.getUTCMonth() + 1, 0);

export const addDays = (d: Date, n: number) => utcDate(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n);

/** The same day n months on, kept inside the target month (31 Jan + 1 month = 28/29 Feb). */
export const addMonths = (d: Date, n: number) => {
  const first = utcDate(d.getUTCFullYear(), d.getUTCMonth() + n);
  return utcDate(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d.getUTCDate(), monthEnd(first).getUTCDate()));
};

/** The locale's first day of the week (1 = Monday … 7 = Sunday), from Intl where the browser knows it. */
export function firstDayOfWeek(locale: string): number {
  try {
    const l = new Intl.Locale(locale) as Intl.Locale & {getWeekInfo?(): {firstDay: number}; weekInfo?: {firstDay: number}};
    const day = (l.getWeekInfo?.() ?? l.weekInfo)?.firstDay;
    if (day) return day;
  } catch {
    // An unreadable locale: the fallback below.
  }
  return /^en-US$/i.test(locale) ? 7 : 1;
}

/** Where `d` falls in a week that starts on `firstDay` (1 = Monday … 7 = Sunday): 0 to 6. */
export const dayOfWeek = (d: Date, firstDay: number) => (d.getUTCDay() + 7 - firstDay) % 7;

/**
 * The weeks a month grid shows for the month that starts on `first`: whole
 * weeks starting on `firstDay` (1 = Monday … 7 = Sunday), seven dates each,
 * the first week holding the 1st and the last the month's last day, with the
 * days of the months before and after that fill them.
 */
export function monthGrid(first: Date, firstDay: number): Date[][] {
  const lead = dayOfWeek(first, firstDay);
  const weeks = Math.ceil((lead + monthEnd(first).getUTCDate()) / 7);
  return Array.from({length: weeks}, (_, w) => Array.from({length: 7}, (_, i) => addDays(first, w * 7 + i - lead)));
}

/**
 * The date (YYYY-MM-DD) an instant (default: now) has in a time zone (default:
 * the browser's). Now is `new Date()`, not `format()`'s own default, which
 * reads the engine's clock past any `Date` a page (or a test) has set.
 */
export const todayIn = (timeZone?: string, now = new Date()) =>
  dateFormatter({locale: 'en-CA', timeZone}, ISO_DAY).format(now);

/** The first and last day of the years a calendar may show (1 January of the first, 31 December of the last). */
export const yearBounds = (years: readonly number[] | undefined): [Date, Date] | undefined =>
  years?.length ? [utcDate(Math.min(...years), 0), utcDate(Math.max(...years), 11, 31)] : undefined;

/** `d`, or the nearer bound when it lies outside them. */
export const clampDay = (d: Date, bounds: readonly [Date, Date] | undefined) => (bounds && d < bounds[0] ? bounds[0] : bounds && d > bounds[1] ? bounds[1] : d);
