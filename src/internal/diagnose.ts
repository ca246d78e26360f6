/**
 * What the kit says when something is set up wrong: a provider that is
 * misconfigured or cannot load its site (one console error that names what
 * to fix, and a `site-error` event), and the warnings of `explain()` in
 * log.ts (an attribute's bad value, a slug missing, …). A chunk of its own
 * in the script-tag bundle, loaded when there is something to say, so that
 * pages that work never download these words.
 */
import {isSiteError} from '../api/request.js';
import {SiteErrorEvent} from '../events/site-events.js';
import {errorOnce, warnOnce} from './log.js';

/** The attribute of the provider that is wrong, as its `configError` names it. */
export type ConfigProblem = 'site-key' | 'base-url' | 'credentials' | 'token' | 'time-zone';

/** What is wrong, by problem; a secret (the token, a password in a URL) is never repeated. */
const PROBLEMS: Record<ConfigProblem, (value: string) => string> = {
  'site-key': () => 'needs a "site-key" attribute.',
  // Everything up to the last "@" may be a user name and password, however
  // the URL is spelled (https:user:pw@host, https:\\user:pw@host, https://user:p/w@host): never repeated.
  'base-url': (value) => `base-url="${value.replace(/^[^]*@/, '…@')}" is not an address of the API: give an http(s) URL, such as https://cms.example.com, or a path on this site, such as /proxy.`,
  credentials: () =>
    'base-url holds a user name or password: the browser would send them with every request and show them in errors. Leave them out; keep the key on a server (site-widgets/proxy) or in token="…".',
  token: () => 'token="…" is not a usable API token (it holds spaces, line breaks or characters outside ASCII): paste it again, whole.',
  'time-zone': (value) => `time-zone="${value}" is not a time zone the browser knows, such as Europe/Berlin.`,
};

/** One console error naming `host` (said once per page), and the `site-error` event of `error`. */
function report(host: HTMLElement, error: Error, line: string): void {
  errorOnce(`<${host.localName}> ${line}`);
  host.dispatchEvent(new SiteErrorEvent(error));
}

/** A configuration error of `host`: its console line and event. */
export function reportConfig(host: HTMLElement, problem: ConfigProblem): void {
  const line = PROBLEMS[problem](host.getAttribute(problem) ?? '');
  report(host, new Error(`<${host.localName}> ${line}`), line);
}

/** `/site` failed: says so, with a hint when the site key looks wrong (the API's 404, not a page that is not the API). */
export function reportSiteFailure(host: HTMLElement, error: unknown, siteKey: string): void {
  const e = error instanceof Error ? error : new Error(String(error));
  const hint = isSiteError(error) && error.kind == 'not-found' ? ` Is site-key="${siteKey}" right?` : '';
  report(host, e, `could not load /site: ${e.message}${hint}`);
}

/** The kinds of value an element's own converter takes (`checked()` in attributes.ts), in the words of its warning: here, not in the element's file. */
const KINDS = {
  day: 'a YYYY-MM-DD date',
  month: 'a month like 2026-03',
};

/** What an attribute takes: a kind of value, a number range, or a list of values. */
export type Expected = keyof typeof KINDS | readonly string[] | {min: number; max: number; whole: boolean};

function expected(what: Expected): string {
  if (typeof what == 'string') return KINDS[what];
  if ('min' in what) return `a ${what.whole ? 'whole ' : ''}number from ${what.min} to ${what.max}`;
  return `one of ${what.join(', ')}`;
}

/** The warnings `explain()` (log.ts) says, by key: what is wrong and what to do. */
const WARNINGS = {
  /** An attribute's value is unusable (`at`: `<site-events> limit`). */
  attribute: (at: string, value: string, what: Expected, fallback?: unknown) => `${at}="${value}" is not ${expected(what)}; ${fallback === undefined ? 'ignored' : `using ${fallback}`}.`,
  twice: () => 'site-widgets is loaded more than once on this page; the first copy is used.',
  noSlug: (tag: string, param: string) => `<${tag}> has no slug: set slug="…" or open the page with ?${param}=… in its URL.`,
  noTarget: (tag: string, id: string) => `<${tag}> for="${id}" names no element on the page.`,
  /** A word of `<site-profile with>` that names no section. */
  section: (host: Element, value: string, word: string) => `<${host.localName}> with="${value}": "${word}" is not one of "events", "products"; it is ignored.`,
  dates: (locale?: string, timeZone?: string) => `locale "${locale}" or time zone "${timeZone}" is not valid; using the browser's.`,
  badRecord: (host: Element, error: unknown) => `<${host.localName}> left out a record it could not show (${String(error)}).`,
  jsonLd: (error: string) => `no JSON-LD for this content: ${error}.`,
  listCut: (tag: string, n: number, each: number, all: number) => `<${tag}>: the list was cut at ${n} items (at most ${each} from each answer, ${all} in all); the rest is not shown.`,
  dropped: (n: number, where?: Element) =>
    `${where ? `<${where.localName}>: ` : ''}${n} ${n == 1 ? 'entry' : 'entries'} of a list answer ${n == 1 ? 'is' : 'are'} not a record (null, a number, …): left out.`,
  /** A locale (the provider's `locale`, or the page's `lang`) the site does not list (locale.ts). */
  /** `<site-search>`'s query in the page's address, longer than a query. */
  longQuery: (param: string, length: number, max: number) => `<site-search>: the address's ${param} is ${length} characters long, more than a query (${max}); nothing is searched.`,
  locale: (wanted: string, used: string) => `the site does not list locale "${wanted}" (settings.locale.supported); showing its default, "${used}".`,
  money: (currency?: string | null, locale?: string) => `currency "${currency}" or locale "${locale}" is not valid; showing the bare amount.`,
};

export type WarningKey = keyof typeof WARNINGS;
export type WarningArgs<K extends WarningKey> = Parameters<(typeof WARNINGS)[K]>;

/** Says the warning `key` once (see `explain()` in log.ts). */
export function explain<K extends WarningKey>(key: K, args: WarningArgs<K>): void {
  warnOnce((WARNINGS[key] as (...a: WarningArgs<K>) => string)(...args));
}
