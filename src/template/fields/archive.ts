/** The fields of the news archive's years and months, in `<site-news-archive>`. */
import {dateFormatter} from '../../render/format.js';
import {fillTemplate} from '../../render/url.js';
import {warnOnce} from '../../internal/log.js';
import type {Fields} from '../bind.js';
import {entryOf, type Host} from './common.js';

/** `<site-news-archive>` as its fields see it. */
interface ArchiveHost extends Host {
  readonly htmlFor?: string;
  readonly yearHref?: string;
}

/** One entry: a year, or one of its months ("01"–"12"), with its link. */
interface Entry {
  year: number;
  month?: string;
  url?: string;
}

const MONTH: Intl.DateTimeFormatOptions = {month: 'long'};
const SHORT: Intl.DateTimeFormatOptions = {month: 'short'};
const MONTH_YEAR: Intl.DateTimeFormatOptions = {month: 'long', year: 'numeric'};

/**
 * `<site-news-archive>`'s entries, in the order it shows them: each year,
 * newest first, then its months, newest first. With `for`, the element
 * keeps its own year buttons (a template binds no click, nor
 * `aria-pressed`): undefined.
 */
export function archiveEntries(years: {year: number; months: string[]}[], host: ArchiveHost): Entry[] | undefined {
  if (host.htmlFor) {
    warnOnce(`<${host.localName} for="${host.htmlFor}">: its filter buttons are its own; its <template> is used without \`for\` (links or text).`);
    return undefined;
  }
  return years.flatMap((y) => {
    const url = fillTemplate(host.yearHref, {year: y.year});
    return [
      entryOf(y, `${url}`, () => ({year: y.year, url})),
      ...y.months.map((month) => {
        const url = fillTemplate(host.href, {year: y.year, month});
        return entryOf(y, `${month} ${url}`, () => ({year: y.year, month, url}));
      }),
    ];
  });
}

/** A month's first day, for its names (in UTC: a month is a month of the calendar, not an instant). */
const first = (e: Entry) => new Date(Date.UTC(e.year, Number(e.month) - 1, 1));
const names = (host: Host) => ({locale: host.site?.locale, timeZone: 'UTC'});

/** `<site-news-archive>`'s: one year or month. */
export const archiveFields: Fields<Entry, Host> = {
  year: (e) => e.year,
  month: (e, host) => (e.month ? {text: dateFormatter(names(host), MONTH).format(first(e)), short: dateFormatter(names(host), SHORT).format(first(e)), number: e.month} : undefined),
  label: (e, host) => (e.month ? dateFormatter(names(host), MONTH_YEAR).format(first(e)) : String(e.year)),
  datetime: (e) => (e.month ? `${e.year}-${e.month}` : String(e.year)),
  url: (e) => e.url,
};
