// @ts-check
/**
 * The demo site's implementation of the Public Content Read API v2: all 17
 * endpoints under `/api/v2/{siteKey}/public/...`, with real filtering,
 * sorting, paging and search, token checks, and site keys that misbehave on
 * purpose. Framework-free: `handleApiRequest()` takes a plain request and
 * resolves to a plain response; `node.js` adapts it to Node/connect (Vite)
 * and Koa (@web/test-runner), `server.js` runs it standalone.
 *
 * Site keys (token for every key: `demo-token`):
 * - `demo`: the realistic sample site "Nordlicht Artists"
 * - `slow`, `slow-*`: same data, every answer delayed ~2000 ms
 * - `flaky`, `flaky-*`: same data; each distinct URL (path + query) answers
 *   503 with `Retry-After: 1` twice, then 200, and the cycle repeats
 * - `broken`, `broken-*`: 200, `Content-Type: application/json`, body not JSON
 * - `hostile`, `hostile-*`: same shape, content full of XSS payloads
 * - `down`, `down-*`: every answer 500
 * - `empty`, `empty-*`: a valid site with every list empty
 * - anything else: 404 unknown site
 *
 * Extra routes: `GET /demo-media/<name>.svg` (the images), `GET /__demo/log`
 * (the last 1000 API requests; `?clear` empties it), `GET /__demo/reset`
 * (clears the log and the flaky counters).
 */
import {buildDemoDataset, buildEmptyDataset} from './data.js';
import {buildHostileDataset} from './hostile.js';
import {ORIGIN_TOKEN, mediaBytes} from './media.js';
import {addDays, isCalendarDate, zonedDate, zonedParts, zonedToUtc} from './time.js';

/** @typedef {import('./data.js').Dataset} Dataset */
/** @typedef {import('./data.js').Event} Event */
/** @typedef {import('./data.js').ContentNode} ContentNode */
/** @typedef {import('./data.js').LocalizedContent} LocalizedContent */

/**
 * @typedef {object} ApiRequest
 * @property {string} [method] HTTP method (default GET)
 * @property {string} url path and query, e.g. `/api/v2/demo/public/events?upcoming=true`
 * @property {Record<string, string | string[] | undefined>} [headers] lower-case names
 * @property {string} [origin] origin for absolute media URLs (default: from the Host header)
 */
/**
 * @typedef {object} ApiResponse
 * @property {number} status
 * @property {Record<string, string>} headers lower-case names
 * @property {string | Uint8Array} body
 */
/**
 * @typedef {object} HandlerOptions
 * @property {number} [now] the current time (epoch ms), for tests
 * @property {number} [slowDelayMs] delay of the `slow` keys (default {@link SLOW_DELAY_MS})
 */
/**
 * @typedef {object} LogEntry
 * @property {string | null} siteKey
 * @property {string | null} operationId
 * @property {string} method
 * @property {string} path
 * @property {string} query the raw query string without `?` (empty when none)
 * @property {number} status
 * @property {string} time ISO date-time of the request
 */

/** The bearer token every demo site key accepts. */
export const DEMO_TOKEN = 'demo-token';
/** Delay of the `slow` site keys. */
export const SLOW_DELAY_MS = 2000;
/** Seconds sent in `Retry-After` by the `flaky` site keys. */
export const FLAKY_RETRY_AFTER = 1;
/** How many requests the log keeps. */
export const LOG_SIZE = 1000;

/** The site keys and what they do (for docs and demo pages). */
export const SITE_KEYS = Object.freeze({
  demo: 'The realistic sample site "Nordlicht Artists" (also demo-*, so that tests can count their own requests).',
  slow: 'Same data as demo; every answer delayed ~2 s (also slow-*).',
  flaky: 'Same data; each distinct URL answers 503 (Retry-After: 1) twice, then 200 (also flaky-*).',
  broken: 'Answers 200 application/json with a body that is not JSON (also broken-*).',
  hostile: 'Same shape; content full of XSS payloads calling __xss(id) (also hostile-*).',
  down: 'Every answer 500 (also down-*).',
  empty: 'A valid site with no content: every list empty (also empty-*).',
});

const LOCALE_RE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const LIST = ['page', 'limit'];
const EVENT_FILTERS = ['upcoming', 'dir', 'tag', 'from', 'to'];

/**
 * Query parameters of every operation besides `locale` (which all take).
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const OPERATION_PARAMETERS = Object.freeze({
  getSite: [],
  listEvents: [...EVENT_FILTERS, ...LIST],
  getEventDates: ['year'],
  getEvent: [],
  listNews: ['tag', 'year', 'dir', ...LIST],
  getNewsDates: ['year'],
  getNewsPost: [],
  listPages: [...LIST],
  getPage: [],
  listProfiles: ['tag', ...LIST],
  getProfile: [],
  listProfileEvents: [...EVENT_FILTERS, ...LIST],
  listProfileProducts: ['tag', ...LIST],
  listProducts: ['tag', ...LIST],
  getProduct: [],
  search: ['q', ...LIST],
  listTags: [],
});

/** @type {[string, RegExp][]} operationId and the pattern of the path after `/public/` */
const ROUTES = [
  ['getSite', /^site$/],
  ['getEventDates', /^events\/dates$/],
  ['listEvents', /^events$/],
  ['getEvent', /^events\/([^/]+)$/],
  ['getNewsDates', /^news\/dates$/],
  ['listNews', /^news$/],
  ['getNewsPost', /^news\/([^/]+)$/],
  ['listPages', /^pages$/],
  ['getPage', /^pages\/([^/]+)$/],
  ['listProfiles', /^profiles$/],
  ['listProfileEvents', /^profiles\/([^/]+)\/events$/],
  ['listProfileProducts', /^profiles\/([^/]+)\/products$/],
  ['getProfile', /^profiles\/([^/]+)$/],
  ['listProducts', /^products$/],
  ['getProduct', /^products\/([^/]+)$/],
  ['search', /^search$/],
  ['listTags', /^tags$/],
];

/** Path prefixes this handler answers. */
export const HANDLED_PREFIXES = Object.freeze(['/api/', '/__demo/', '/demo-media/']);

/**
 * Whether a request path belongs to the demo API (API, log or media).
 * @param {string | undefined} url
 */
export function isDemoApiPath(url) {
  if (!url) return false;
  const path = url.split('?')[0];
  return HANDLED_PREFIXES.some((p) => path.startsWith(p)) || path === '/__demo' || path === '/api';
}

// ---------------------------------------------------------------- state

/** @type {LogEntry[]} */
let requestLog = [];
/** @type {Map<string, number>} */
const flakyCounters = new Map();
/** @type {Map<string, {day: string, data: Dataset}>} */
const datasetCache = new Map();

/** The last {@link LOG_SIZE} API requests, oldest first (a copy). */
export function getRequestLog() {
  return requestLog.map((e) => ({...e}));
}

/** Empties the request log and returns what it held. */
export function clearRequestLog() {
  const old = requestLog;
  requestLog = [];
  return old;
}

/** Clears the request log and the flaky counters. */
export function resetDemoState() {
  requestLog = [];
  flakyCounters.clear();
}

/**
 * The dataset behind a site kind, built once per Berlin day.
 * @param {'demo' | 'hostile' | 'empty'} kind
 * @param {number} now
 * @returns {Dataset}
 */
export function getDataset(kind, now = Date.now()) {
  const day = zonedDate(now, 'Europe/Berlin');
  const cached = datasetCache.get(kind);
  if (cached && cached.day === day) return cached.data;
  const data = kind === 'hostile' ? buildHostileDataset(now) : kind === 'empty' ? buildEmptyDataset(now) : buildDemoDataset(now);
  datasetCache.set(kind, {day, data});
  return data;
}

// ---------------------------------------------------------------- responses

/** @returns {Record<string, string>} */
function baseHeaders() {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, OPTIONS',
    'access-control-allow-headers': 'Authorization, Content-Type, Accept',
    'access-control-expose-headers': 'Retry-After',
    'cache-control': 'no-store',
  };
}

/**
 * @param {number} status
 * @param {unknown} value
 * @param {string} origin
 * @param {Record<string, string>} [extra]
 * @returns {ApiResponse}
 */
function json(status, value, origin, extra = {}) {
  const body = JSON.stringify(value).replaceAll(ORIGIN_TOKEN, origin);
  return {
    status,
    headers: {...baseHeaders(), 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff', ...extra},
    body,
  };
}

/**
 * The `Error` body `{error, message, status}`.
 * @param {number} status
 * @param {string} code
 * @param {string} message
 * @param {Record<string, string>} [extra] headers
 * @returns {ApiResponse}
 */
function fail(status, code, message, extra = {}) {
  return json(status, {error: code, message, status}, '', extra);
}

class ParamError extends Error {
  /** @param {string} parameter @param {string} message */
  constructor(parameter, message) {
    super(message);
    this.parameter = parameter;
  }
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {string} name
 */
function header(headers, name) {
  const v = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * @param {ApiRequest} req
 * @param {Record<string, string | string[] | undefined>} headers
 */
function originOf(req, headers) {
  if (req.origin) return req.origin.replace(/\/+$/, '');
  const safe = (/** @type {string | undefined} */ s) => (s && /^[A-Za-z0-9.\-:[\]]+$/.test(s) ? s : undefined);
  const host = safe(header(headers, 'x-forwarded-host')?.split(',')[0].trim()) ?? safe(header(headers, 'host')) ?? 'localhost';
  const proto = header(headers, 'x-forwarded-proto')?.split(',')[0].trim() === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}

// ---------------------------------------------------------------- parameters

/**
 * @typedef {object} Query
 * @property {string} [locale]
 * @property {number} page
 * @property {number} limit
 * @property {boolean} [upcoming]
 * @property {'asc' | 'desc'} [dir]
 * @property {string} [tag]
 * @property {string} [from]
 * @property {string} [to]
 * @property {number} [year]
 * @property {string} [q]
 */

/**
 * Validates the parameters an operation takes; others are ignored.
 * @param {string} operationId
 * @param {URLSearchParams} params
 * @returns {Query}
 */
function parseQuery(operationId, params) {
  const allowed = new Set(['locale', ...(OPERATION_PARAMETERS[operationId] ?? [])]);
  /** @type {Query} */
  const q = {page: 1, limit: 20};
  /** @param {string} name */
  const get = (name) => (allowed.has(name) ? params.get(name) : null);

  const locale = get('locale');
  if (locale !== null) {
    if (!LOCALE_RE.test(locale)) throw new ParamError('locale', `Query parameter 'locale' must be a BCP 47 language tag such as 'en', 'de' or 'de-DE'; got '${locale}'.`);
    q.locale = locale;
  }
  const page = get('page');
  if (page !== null) {
    if (!/^\d{1,9}$/.test(page) || Number(page) < 1) throw new ParamError('page', `Query parameter 'page' must be an integer >= 1; got '${page}'.`);
    q.page = Number(page);
  }
  const limit = get('limit');
  if (limit !== null) {
    if (!/^\d{1,9}$/.test(limit) || Number(limit) < 1 || Number(limit) > 100) throw new ParamError('limit', `Query parameter 'limit' must be an integer from 1 to 100; got '${limit}'.`);
    q.limit = Number(limit);
  }
  const upcoming = get('upcoming');
  if (upcoming !== null) {
    if (!['true', 'false', '1', '0'].includes(upcoming)) throw new ParamError('upcoming', `Query parameter 'upcoming' must be 'true' or 'false'; got '${upcoming}'.`);
    q.upcoming = upcoming === 'true' || upcoming === '1';
  }
  const dir = get('dir');
  if (dir !== null) {
    if (dir !== 'asc' && dir !== 'desc') throw new ParamError('dir', `Query parameter 'dir' must be 'asc' or 'desc'; got '${dir}'.`);
    q.dir = dir;
  }
  const tag = get('tag');
  if (tag !== null) {
    if (tag.length < 1) throw new ParamError('tag', "Query parameter 'tag' must be a tag slug, not empty.");
    q.tag = tag;
  }
  for (const name of /** @type {const} */ (['from', 'to'])) {
    const value = get(name);
    if (value !== null) {
      if (!isCalendarDate(value)) throw new ParamError(name, `Query parameter '${name}' must be a calendar date YYYY-MM-DD; got '${value}'.`);
      q[name] = value;
    }
  }
  if (q.from && q.to && q.from > q.to) throw new ParamError('from', `Query parameter 'from' (${q.from}) must not be after 'to' (${q.to}).`);
  const year = get('year');
  if (year !== null) {
    if (!/^\d{1,4}$/.test(year) || Number(year) < 1) throw new ParamError('year', `Query parameter 'year' must be an integer from 1 to 9999; got '${year}'.`);
    q.year = Number(year);
  }
  if (allowed.has('q')) {
    const text = params.get('q');
    if (text === null) throw new ParamError('q', "Query parameter 'q' (the search text) is required.");
    if (text.trim().length < 1 || text.length > 200) throw new ParamError('q', "Query parameter 'q' must be 1 to 200 characters and not blank.");
    q.q = text.trim();
  }
  return q;
}

// ---------------------------------------------------------------- content helpers

/**
 * @template T
 * @param {T[]} records
 * @param {Query} q
 */
function paged(records, q) {
  const start = (q.page - 1) * q.limit;
  return {records: records.slice(start, start + q.limit), page: q.page, limit: q.limit, total: records.length};
}

/**
 * @param {{tags?: {slug: string}[]}} record
 * @param {string | undefined} tag
 */
const hasTag = (record, tag) => !tag || !!record.tags?.some((t) => t.slug === tag);

/**
 * The calendar dates (site zone) an event occupies: its start date, or for
 * an all-day event every date from start to end.
 * @param {Event} e
 * @param {string} tz
 */
export function eventDatesOf(e, tz) {
  const first = zonedDate(Date.parse(e.startDate), tz);
  if (!e.allDay || !e.endDate) return [first];
  const last = zonedDate(Date.parse(e.endDate), tz);
  const out = [];
  for (let d = first; d <= last && out.length < 400; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * @param {Event[]} events
 * @param {Query} q
 * @param {string} tz
 * @param {number} now
 */
function filterEvents(events, q, tz, now) {
  let list = events.filter((e) => hasTag(e, q.tag));
  if (q.upcoming) list = list.filter((e) => Date.parse(e.endDate ?? e.startDate) >= now);
  if (q.from || q.to) {
    const from = q.from ?? '0000-01-01';
    const to = q.to ?? '9999-12-31';
    list = list.filter((e) => eventDatesOf(e, tz).some((d) => d >= from && d <= to));
  }
  const sign = q.dir === 'desc' ? -1 : 1;
  return [...list].sort((a, b) => sign * (Date.parse(a.startDate) - Date.parse(b.startDate) || a.slug.localeCompare(b.slug)));
}

/**
 * @param {string[]} dates
 * @param {number | undefined} year
 */
function datesResponse(dates, year) {
  const unique = [...new Set(dates)].sort();
  const years = [...new Set(unique.map((d) => Number(d.slice(0, 4))))];
  return {years, dates: year ? unique.filter((d) => Number(d.slice(0, 4)) === year) : unique};
}

/** @param {{contentJSON?: unknown, localizedContent?: LocalizedContent[]}} page */
function withoutTree(page) {
  const {contentJSON: _tree, ...rest} = page;
  if (rest.localizedContent) {
    rest.localizedContent = rest.localizedContent.map(({contentJSON: _t, ...entry}) => entry);
  }
  return rest;
}

const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);
const ENTITIES = /** @type {Record<string, string>} */ ({amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', colon: ':'});

/**
 * Plain text of an HTML string: tags, comments, scripts and styles removed,
 * entities decoded, white space collapsed.
 * @param {string | null | undefined} html
 */
export function htmlToText(html) {
  if (!html) return '';
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?([A-Za-z][A-Za-z0-9-]*)?[^>]*>/g, (_, name) => (INLINE_TAGS.has(String(name).toLowerCase()) ? '' : ' '))
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text of a content tree.
 * @param {ContentNode | undefined} node
 * @returns {string}
 */
function treeText(node) {
  if (!node || typeof node !== 'object') return '';
  const own = typeof node.text === 'string' ? node.text : '';
  const children = Array.isArray(node.content) ? node.content.map(treeText).join(' ') : '';
  return `${own} ${children}`.replace(/\s+/g, ' ').trim();
}

/**
 * The entry of the wanted locale (exact tag, then same language).
 * @template {{locale?: string}} T
 * @param {T[] | undefined} entries
 * @param {string | undefined} locale
 * @returns {T | undefined}
 */
function entryFor(entries, locale) {
  if (!entries || !locale) return undefined;
  const wanted = locale.toLowerCase();
  const lang = wanted.split('-')[0];
  return entries.find((e) => e.locale?.toLowerCase() === wanted) ?? entries.find((e) => e.locale?.toLowerCase().split('-')[0] === lang);
}

/**
 * @typedef {object} SearchDoc
 * @property {'event'|'news'|'page'|'profile'|'product'} type
 * @property {string} slug
 * @property {{locale: string, title: string, text: string}[]} variants  default first
 */

/**
 * Joins text parts, leaving out empty ones and ones already contained in
 * the text so far (an excerpt repeated at the start of the content).
 * @param {string[]} parts
 */
function joinText(parts) {
  let out = '';
  for (const part of parts) {
    if (!part) continue;
    if (out.includes(part)) continue;
    if (part.startsWith(out) && out) out = part;
    else out = out ? `${out} ${part}` : part;
  }
  return out;
}

/**
 * @param {Dataset} data
 * @returns {SearchDoc[]}
 */
function searchDocs(data) {
  /** @type {SearchDoc[]} */
  const docs = [];
  /**
   * @param {SearchDoc['type']} type
   * @param {any} r
   * @param {string} title
   * @param {string[]} extra
   */
  const add = (type, r, title, extra) => {
    const variants = [{locale: data.defaultLocale, title, text: joinText([htmlToText(r.excerpt), htmlToText(r.content), treeText(r.contentJSON), ...extra])}];
    for (const e of /** @type {LocalizedContent[]} */ (r.localizedContent ?? [])) {
      variants.push({
        locale: e.locale,
        title: e.title || title,
        text: joinText([htmlToText(e.excerpt), htmlToText(e.shortContent), htmlToText(e.content), treeText(e.contentJSON)]),
      });
    }
    docs.push({type, slug: r.slug, variants});
  };
  for (const r of data.events) add('event', r, r.title, [r.location?.name ?? '', r.location?.city ?? '']);
  for (const r of data.news) add('news', r, r.title, [r.author ?? '']);
  for (const r of data.pages) add('page', r, r.title, []);
  for (const r of data.profiles) add('profile', r, r.name, [r.role ?? '']);
  for (const r of data.products) add('product', r, r.title, []);
  return docs;
}

/**
 * A plain-text snippet of about 160 characters around the first match.
 * @param {string} text
 * @param {string[]} words lower case
 */
function snippet(text, words) {
  const lower = text.toLowerCase();
  let at = -1;
  for (const w of words) {
    const i = lower.indexOf(w);
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  if (at < 0) return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
  let start = Math.max(0, at - 60);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < at) start = space + 1;
  }
  let end = Math.min(text.length, start + 160);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

const TYPE_ORDER = ['event', 'news', 'page', 'profile', 'product'];

/**
 * @param {Dataset} data
 * @param {Query} q
 */
function search(data, q) {
  const words = (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const hits = [];
  for (const doc of searchDocs(data)) {
    const haystack = doc.variants.map((v) => `${v.title} ${v.text}`).join(' ').toLowerCase();
    if (!words.every((w) => haystack.includes(w))) continue;
    const shown = entryFor(doc.variants.slice(1), q.locale) ?? doc.variants[0];
    const matchingText = [shown, ...doc.variants].find((v) => words.some((w) => v.text.toLowerCase().includes(w)));
    const title = shown.title;
    const score = words.filter((w) => title.toLowerCase().includes(w)).length;
    hits.push({score, record: {type: doc.type, slug: doc.slug, title, excerpt: snippet((matchingText ?? shown).text, words)}});
  }
  hits.sort((a, b) => b.score - a.score || TYPE_ORDER.indexOf(a.record.type) - TYPE_ORDER.indexOf(b.record.type) || a.record.title.localeCompare(b.record.title));
  return hits.map((h) => h.record);
}

// ---------------------------------------------------------------- operations

/**
 * @param {string} operationId
 * @param {string | undefined} slug
 * @param {Query} q
 * @param {Dataset} data
 * @param {number} now
 * @returns {{status: 200, body: unknown} | {status: 404, message: string}}
 */
function operate(operationId, slug, q, data, now) {
  const tz = data.timeZone;
  /** @param {string} what */
  const notFound = (what) => ({status: /** @type {404} */ (404), message: `No ${what} with slug '${slug}'.`});
  /** @param {unknown} body */
  const ok = (body) => ({status: /** @type {200} */ (200), body});
  switch (operationId) {
    case 'getSite':
      return ok(data.site);
    case 'listEvents':
      return ok(paged(filterEvents(data.events, q, tz, now), q));
    case 'getEventDates':
      return ok(datesResponse(data.events.flatMap((e) => eventDatesOf(e, tz)), q.year));
    case 'getEvent': {
      const e = data.events.find((r) => r.slug === slug);
      return e ? ok(e) : notFound('event');
    }
    case 'listNews': {
      let list = data.news.filter((n) => hasTag(n, q.tag));
      if (q.year) list = list.filter((n) => zonedParts(Date.parse(n.publishedAt), tz).year === q.year);
      const sign = q.dir === 'asc' ? 1 : -1;
      list = [...list].sort((a, b) => sign * (Date.parse(a.publishedAt) - Date.parse(b.publishedAt) || a.slug.localeCompare(b.slug)));
      return ok(paged(list, q));
    }
    case 'getNewsDates':
      return ok(datesResponse(data.news.map((n) => zonedDate(Date.parse(n.publishedAt), tz)), q.year));
    case 'getNewsPost': {
      const n = data.news.find((r) => r.slug === slug);
      return n ? ok(n) : notFound('news post');
    }
    case 'listPages': {
      const tops = data.pages.filter((pg) => !pg.parent).sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.title.localeCompare(b.title));
      /** @type {typeof data.pages} */
      const ordered = [];
      /** @param {typeof data.pages[number]} pg */
      const visit = (pg) => {
        if (ordered.includes(pg)) return;
        ordered.push(pg);
        data.pages.filter((c) => c.parent?.slug === pg.slug).sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).forEach(visit);
      };
      tops.forEach(visit);
      data.pages.forEach(visit);
      return ok(paged(ordered.map(withoutTree), q));
    }
    case 'getPage': {
      const pg = data.pages.find((r) => r.slug === slug);
      return pg ? ok(pg) : notFound('page');
    }
    case 'listProfiles':
      return ok(paged(data.profiles.filter((p) => hasTag(p, q.tag)), q));
    case 'getProfile': {
      const p = data.profiles.find((r) => r.slug === slug);
      return p ? ok(p) : notFound('profile');
    }
    case 'listProfileEvents': {
      if (!data.profiles.some((r) => r.slug === slug)) return notFound('profile');
      const mine = data.events.filter((e) => e.profiles?.some((p) => p.slug === slug));
      return ok(paged(filterEvents(mine, q, tz, now), q));
    }
    case 'listProfileProducts': {
      if (!data.profiles.some((r) => r.slug === slug)) return notFound('profile');
      return ok(paged(data.products.filter((p) => p.profile?.slug === slug && hasTag(p, q.tag)), q));
    }
    case 'listProducts':
      return ok(paged(data.products.filter((p) => hasTag(p, q.tag)), q));
    case 'getProduct': {
      const p = data.products.find((r) => r.slug === slug);
      return p ? ok(p) : notFound('product');
    }
    case 'search':
      return ok(paged(search(data, q), q));
    case 'listTags': {
      const tags = [...data.tags].sort((a, b) => a.name.localeCompare(b.name, 'en'));
      return ok({records: tags, total: tags.length});
    }
    default:
      return {status: 404, message: 'Unknown path.'};
  }
}

/**
 * A body that is not JSON, for the `broken` keys (varies by operation).
 * @param {string | null} operationId
 */
function brokenBody(operationId) {
  switch (operationId) {
    case 'getSite':
      return '<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><p>nginx</p></body></html>\n';
    case 'search':
      return '';
    case 'getEventDates':
    case 'getNewsDates':
      return '{"years": [2025, 2026], "dates": [NaN, undefined]}';
    default:
      if (operationId?.startsWith('list')) return '{"records": [{"slug": "clara-weiss-goldberg-variations", "title": "Clara Weiss plays the Go';
      return "{'slug': 'broken', 'title': 'Single quotes are not JSON',}";
  }
}

// ---------------------------------------------------------------- entry point

/**
 * Answers one request of the demo API: `/api/v2/{siteKey}/public/...`,
 * `/__demo/log`, `/__demo/reset` and `/demo-media/<name>.svg`.
 * @param {ApiRequest} req
 * @param {HandlerOptions} [options]
 * @returns {Promise<ApiResponse>}
 */
export async function handleApiRequest(req, options = {}) {
  const now = options.now ?? Date.now();
  const method = (req.method ?? 'GET').toUpperCase();
  const headers = req.headers ?? {};
  const rawUrl = req.url || '/';
  const qIndex = rawUrl.indexOf('?');
  const rawPath = qIndex >= 0 ? rawUrl.slice(0, qIndex) : rawUrl;
  const search = qIndex >= 0 ? rawUrl.slice(qIndex + 1) : '';
  const params = new URLSearchParams(search);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;

  if (method === 'OPTIONS') {
    return {status: 204, headers: {...baseHeaders(), 'access-control-max-age': '600'}, body: ''};
  }

  // The demo's own helpers.
  if (path === '/__demo/log' || path === '/__demo/reset') {
    if (method !== 'GET') return fail(405, 'method_not_allowed', `Method ${method} is not allowed; use GET.`, {allow: 'GET, OPTIONS'});
    if (path === '/__demo/reset') {
      resetDemoState();
      return json(200, {ok: true}, '');
    }
    return json(200, params.has('clear') ? clearRequestLog() : getRequestLog(), '');
  }
  if (path.startsWith('/demo-media/')) {
    if (method !== 'GET') return fail(405, 'method_not_allowed', `Method ${method} is not allowed; use GET.`, {allow: 'GET, OPTIONS'});
    const m = /^\/demo-media\/([A-Za-z0-9._-]+)\.svg$/.exec(path);
    getDataset('demo', now); // registers the images
    const bytes = m ? mediaBytes(m[1]) : undefined;
    if (!bytes) return fail(404, 'not_found', `No demo image at ${path}.`);
    return {status: 200, headers: {...baseHeaders(), 'content-type': 'image/svg+xml', 'x-content-type-options': 'nosniff', 'content-length': String(bytes.length)}, body: bytes};
  }

  // The API.
  /** @type {LogEntry} */
  const entry = {siteKey: null, operationId: null, method, path, query: search, status: 0, time: new Date(now).toISOString()};
  const response = await answerApi();
  entry.status = response.status;
  requestLog.push(entry);
  if (requestLog.length > LOG_SIZE) requestLog.splice(0, requestLog.length - LOG_SIZE);
  return response;

  /** @returns {Promise<ApiResponse>} */
  async function answerApi() {
    const m = /^\/api\/v2\/([^/]+)\/public(?:\/(.*))?$/.exec(path);
    if (!m) {
      if (method !== 'GET') return fail(405, 'method_not_allowed', `Method ${method} is not allowed; use GET.`, {allow: 'GET, OPTIONS'});
      return fail(404, 'not_found', `Unknown path ${path}. Endpoints live under /api/v2/{siteKey}/public/.`);
    }
    let siteKey;
    try {
      siteKey = decodeURIComponent(m[1]);
    } catch {
      siteKey = m[1];
    }
    entry.siteKey = siteKey;
    const rest = m[2] ?? '';
    const route = ROUTES.find(([, re]) => re.test(rest));
    entry.operationId = route ? route[0] : null;

    if (method !== 'GET') return fail(405, 'method_not_allowed', `Method ${method} is not allowed; the API is read-only (GET).`, {allow: 'GET, OPTIONS'});

    const kindMatch = /^(demo|slow|flaky|broken|hostile|down|empty)(?:-[A-Za-z0-9_.~-]+)?$/.exec(siteKey);
    if (!kindMatch) return fail(404, 'site_not_found', `Unknown site '${siteKey}'. Demo site keys: ${Object.keys(SITE_KEYS).join(', ')}.`);
    const kind = kindMatch[1];

    if (kind === 'slow') await sleep(options.slowDelayMs ?? SLOW_DELAY_MS);
    if (kind === 'down') return fail(500, 'internal_error', 'The demo site is down (site key "down" always answers 500).');
    if (kind === 'broken') {
      return {status: 200, headers: {...baseHeaders(), 'content-type': 'application/json; charset=utf-8'}, body: brokenBody(entry.operationId)};
    }
    if (kind === 'flaky') {
      const key = `${siteKey} ${path}?${search}`;
      const n = flakyCounters.get(key) ?? 0;
      flakyCounters.set(key, n + 1);
      if (n % 3 !== 2) {
        return fail(503, 'service_unavailable', `Temporarily unavailable (flaky demo site, attempt ${(n % 3) + 1} of 3); retry after ${FLAKY_RETRY_AFTER} s.`, {'retry-after': String(FLAKY_RETRY_AFTER)});
      }
    }

    const auth = header(headers, 'authorization');
    const token = auth && /^Bearer\s+(.+)$/i.exec(auth.trim())?.[1].trim();
    if (!auth) return fail(401, 'unauthorized', 'Missing bearer token: send "Authorization: Bearer <token>" (the demo token is "demo-token").', {'www-authenticate': 'Bearer realm="site-widgets demo"'});
    if (token !== DEMO_TOKEN) return fail(401, 'unauthorized', 'Invalid bearer token.', {'www-authenticate': 'Bearer realm="site-widgets demo", error="invalid_token"'});

    if (!route) return fail(404, 'not_found', `Unknown path /${rest}. See the OpenAPI description for the 17 endpoints.`);
    const [operationId, re] = route;
    const rawSlug = re.exec(rest)?.[1];
    let slug;
    if (rawSlug !== undefined) {
      try {
        slug = decodeURIComponent(rawSlug);
      } catch {
        return fail(404, 'not_found', `Malformed slug '${rawSlug}'.`);
      }
    }

    /** @type {Query} */
    let q;
    try {
      q = parseQuery(operationId, params);
    } catch (err) {
      if (err instanceof ParamError) return fail(400, 'invalid_parameter', err.message);
      throw err;
    }

    const data = getDataset(kind === 'hostile' ? 'hostile' : kind === 'empty' ? 'empty' : 'demo', now);
    const result = operate(operationId, slug, q, data, now);
    if (result.status === 404) return fail(404, 'not_found', result.message);
    return json(200, result.body, originOf(req, headers));
  }
}

/** The zone helpers, for tests that need to reason in the site's zone. */
export {zonedDate, zonedToUtc};
