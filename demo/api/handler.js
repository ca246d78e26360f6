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
 * Extra routes: `GET /media/<storage key>` (the images), `GET /__demo/log`
 * (the last 1000 API requests; `?clear` empties it), `GET /__demo/reset`
 * (clears the log and the flaky counters).
 */
import {buildDemoDataset, buildEmptyDataset} from './data.js';
import {buildHostileDataset} from './hostile.js';
import {buildCorpusDataset} from './corpus.js';
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
 * @property {() => number | undefined} [clock] the current time (epoch ms) at each
 *   request, for a test server whose tests set the date (undefined: the machine's)
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
  corpus: 'The hostile-content corpus (corpus.js): every XSS vector in every field kind, payloads calling __xss(id) (also corpus-*).',
  down: 'Every answer 500 (also down-*).',
  empty: 'A valid site with no content: every list empty (also empty-*).',
});

const LIST = ['dir', 'limit', 'orderBy', 'page'];
const EVENTS = ['dir', 'featured', 'gt', 'legacyId', 'limit', 'lt', 'orderBy', 'page', 'query', 'rootOnly', 'tags', 'upcoming'];
const NEWS = ['dir', 'featured', 'gt', 'limit', 'lt', 'orderBy', 'page', 'query', 'tags', 'upcoming'];
const SEARCH = ['debug', 'disableVector', 'noCache', 'dir', 'limit', 'orderBy', 'page', 'query', 'minResultSimilarity', 'trigramThreshold', 'vectorThreshold', 'searchProvider'];

/**
 * The query parameters of every operation, exactly as the service's
 * published SDK names them. Others (`locale`, `from`, `q`…) are ignored, as
 * a lenient server ignores what it does not know.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const OPERATION_PARAMETERS = Object.freeze({
  getSite: [],
  listEvents: EVENTS,
  getEventDates: ['gt', 'lt', 'interval', 'upcoming'],
  getEvent: [],
  listNews: NEWS,
  getNewsDates: ['gt', 'lt', 'interval'],
  getNewsItem: [],
  listPages: ['dir', 'featured', 'limit', 'orderBy', 'page', 'query', 'tags'],
  getPage: [],
  listProfiles: [...LIST, 'query', 'tags', 'type'],
  getProfile: [],
  listProfileEvents: EVENTS,
  listProfileProducts: ['dir', 'featured', 'limit', 'orderBy', 'page'],
  listProducts: [...LIST, 'query', 'tags', 'type'],
  getProduct: [],
  search: SEARCH,
  searchAll: SEARCH,
  listTags: [...LIST, 'parentId', 'query'],
});

/** @type {[string, RegExp][]} operationId and the pattern of the path after `/public/` */
const ROUTES = [
  ['getSite', /^site$/],
  ['getEventDates', /^events\/dates$/],
  ['listEvents', /^events$/],
  ['getEvent', /^events\/([^/]+)$/],
  ['getNewsDates', /^news\/dates$/],
  ['listNews', /^news$/],
  ['getNewsItem', /^news\/([^/]+)$/],
  ['listPages', /^pages$/],
  ['getPage', /^pages\/([^/]+)$/],
  ['listProfiles', /^profiles$/],
  ['listProfileEvents', /^profiles\/([^/]+)\/events$/],
  ['listProfileProducts', /^profiles\/([^/]+)\/products$/],
  ['getProfile', /^profiles\/([^/]+)$/],
  ['listProducts', /^products$/],
  ['getProduct', /^products\/([^/]+)$/],
  ['search', /^search$/],
  ['searchAll', /^search\/all$/],
  ['listTags', /^tags$/],
];

/** Path prefixes this handler answers. */
export const HANDLED_PREFIXES = Object.freeze(['/api/', '/__demo/', '/media/']);

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
 * @param {'demo' | 'hostile' | 'empty' | 'corpus'} kind
 * @param {number} now
 * @returns {Dataset}
 */
export function getDataset(kind, now = Date.now()) {
  const day = zonedDate(now, 'Europe/Berlin');
  const cached = datasetCache.get(kind);
  if (cached && cached.day === day) return cached.data;
  const data = kind === 'hostile' ? buildHostileDataset(now) : kind === 'corpus' ? buildCorpusDataset(now) : kind === 'empty' ? buildEmptyDataset(now) : buildDemoDataset(now);
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
 * @property {number} page from 0
 * @property {number} limit
 * @property {boolean} [upcoming]
 * @property {'asc' | 'desc'} [dir]
 * @property {string} [orderBy]
 * @property {string[]} [tags] tag ids
 * @property {number} [gt] epoch ms
 * @property {number} [lt] epoch ms
 * @property {boolean} [featured]
 * @property {boolean} [rootOnly]
 * @property {string} [query]
 * @property {'day' | 'month' | 'year'} [interval]
 * @property {'member'} [type]
 * @property {string} [parentId]
 */

/**
 * Validates the parameters an operation takes; others are ignored.
 * @param {string} operationId
 * @param {URLSearchParams} params
 * @returns {Query}
 */
function parseQuery(operationId, params) {
  const allowed = new Set(OPERATION_PARAMETERS[operationId] ?? []);
  /** @type {Query} */
  const q = {page: 0, limit: operationId.startsWith('search') ? 10 : 20};
  /** @param {string} name */
  const get = (name) => (allowed.has(name) ? params.get(name) : null);
  /** @param {string} name @param {string} value */
  const whole = (name, value, min = 0, max = 1e9) => {
    if (!/^\d{1,10}$/.test(value) || Number(value) < min || Number(value) > max) throw new ParamError(name, `Query parameter '${name}' must be an integer from ${min} to ${max}; got '${value}'.`);
    return Number(value);
  };
  /** @param {string} name */
  const bool = (name) => {
    const v = get(name);
    if (v === null) return undefined;
    if (!['true', 'false', '1', '0'].includes(v)) throw new ParamError(name, `Query parameter '${name}' must be 'true' or 'false'; got '${v}'.`);
    return v === 'true' || v === '1';
  };
  const page = get('page');
  if (page !== null) q.page = whole('page', page);
  const limit = get('limit');
  // Assumption (ours): at most 100 per page; the real maximum is unknown.
  if (limit !== null) q.limit = whole('limit', limit, 1, 100);
  q.upcoming = bool('upcoming');
  // On profile products the SDK types `featured` as the strings 'true' | 'false'.
  if (operationId === 'listProfileProducts' && get('featured') !== null && !['true', 'false'].includes(/** @type {string} */ (get('featured')))) {
    throw new ParamError('featured', `Query parameter 'featured' must be 'true' or 'false'; got '${get('featured')}'.`);
  }
  q.featured = bool('featured');
  q.rootOnly = bool('rootOnly');
  const dir = get('dir');
  if (dir !== null) {
    if (dir !== 'asc' && dir !== 'desc') throw new ParamError('dir', `Query parameter 'dir' must be 'asc' or 'desc'; got '${dir}'.`);
    q.dir = dir;
  }
  for (const name of /** @type {const} */ (['gt', 'lt'])) {
    const v = get(name);
    if (v !== null) {
      if (!/^-?\d{1,16}(\.\d+)?$/.test(v)) throw new ParamError(name, `Query parameter '${name}' must be a time in epoch milliseconds; got '${v}'.`);
      q[name] = Number(v);
    }
  }
  const orderBy = get('orderBy');
  if (orderBy) q.orderBy = orderBy;
  if (allowed.has('tags')) {
    const tags = params.getAll('tags').flatMap((t) => t.split(',')).map((t) => t.trim()).filter(Boolean);
    if (tags.length) q.tags = tags;
  }
  const text = get('query');
  if (text !== null && text.trim()) q.query = text.trim().slice(0, 200);
  const interval = get('interval');
  if (interval !== null) {
    if (interval !== 'day' && interval !== 'month' && interval !== 'year') throw new ParamError('interval', `Query parameter 'interval' must be 'day', 'month' or 'year'; got '${interval}'.`);
    q.interval = interval;
  }
  const type = get('type');
  if (type !== null) {
    if (type !== 'member') throw new ParamError('type', `Query parameter 'type' must be 'member'; got '${type}'.`);
    q.type = 'member';
  }
  const parentId = get('parentId');
  if (parentId) q.parentId = parentId;
  // The search tuning parameters change nothing here, but are checked as the contract types them.
  for (const name of ['debug', 'disableVector', 'noCache']) {
    const v = get(name);
    if (v !== null && !['true', 'false', '1', '0'].includes(v)) throw new ParamError(name, `Query parameter '${name}' must be 'true', 'false', '1' or '0'; got '${v}'.`);
  }
  for (const name of ['minResultSimilarity', 'trigramThreshold', 'vectorThreshold']) {
    const v = get(name);
    if (v !== null && !/^-?\d{1,16}(\.\d+)?$/.test(v)) throw new ParamError(name, `Query parameter '${name}' must be a number; got '${v}'.`);
  }
  const provider = get('searchProvider');
  if (provider !== null && !['algolia', 'trigram', 'hybrid'].includes(provider)) throw new ParamError('searchProvider', `Query parameter 'searchProvider' must be 'algolia', 'trigram' or 'hybrid'; got '${provider}'.`);
  return q;
}

// ---------------------------------------------------------------- content helpers

/**
 * One page of a list: `{records, count}`, pages counted from 0.
 * @template T
 * @param {T[]} records
 * @param {Query} q
 */
function paged(records, q) {
  const start = q.page * q.limit;
  return {records: records.slice(start, start + q.limit), count: records.length};
}

/**
 * Whether a record carries any of the tag ids (OR, our assumption).
 * @param {{tags?: {tagId: string}[]}} record
 * @param {string[] | undefined} ids
 */
const hasTag = (record, ids) => !ids || !!record.tags?.some((t) => ids.includes(t.tagId));

/**
 * A record's localized entries (every locale), for matching text.
 * @param {any} record
 * @returns {string[]}
 */
const titles = (record) => (record.localizedContent ?? []).map((/** @type {any} */ e) => e.title ?? '').filter(Boolean);

/** @param {any} record @param {string | undefined} text */
const matches = (record, text) => !text || titles(record).some((t) => t.toLowerCase().includes(text.toLowerCase()));

/**
 * The time a record is filtered and sorted by: an event's start, a news page's date.
 * @param {any} r
 */
const timeOf = (r) => Date.parse(r.startDate ?? r.date ?? '') || 0;

/**
 * Sorts by `orderBy` (startDate, date, title, order) or the endpoint's default.
 * @template T
 * @param {T[]} list
 * @param {Query} q
 * @param {'time' | 'order'} by default key
 * @param {'asc' | 'desc'} dir default direction
 */
function sorted(list, q, by, dir) {
  const key = q.orderBy === 'title' ? 'title' : q.orderBy === 'order' ? 'order' : q.orderBy === 'startDate' || q.orderBy === 'date' ? 'time' : by;
  const sign = (q.dir ?? dir) === 'desc' ? -1 : 1;
  /** @param {any} r */
  const value = (r) => (key === 'time' ? timeOf(r) : key === 'order' ? r.order ?? 0 : titles(r)[0] ?? '');
  return [...list].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return sign * (typeof x === 'string' ? x.localeCompare(/** @type {string} */ (y)) : x - /** @type {number} */ (y)) || /** @type {any} */ (a).slug.localeCompare(/** @type {any} */ (b).slug);
  });
}

/**
 * Events as a list endpoint filters them: `upcoming` (end now or later),
 * `gt`/`lt` (strict, on the start), `tags`, `featured`, `rootOnly`, `query`.
 * @param {Event[]} events
 * @param {Query} q
 * @param {number} now
 */
function filterEvents(events, q, now) {
  let list = events.filter((e) => hasTag(e, q.tags) && matches(e, q.query));
  if (q.upcoming) list = list.filter((e) => Date.parse(e.endDate) >= now);
  if (q.gt !== undefined) list = list.filter((e) => timeOf(e) > /** @type {number} */ (q.gt));
  if (q.lt !== undefined) list = list.filter((e) => timeOf(e) < /** @type {number} */ (q.lt));
  if (q.featured) list = list.filter((e) => e.featured);
  if (q.rootOnly) list = list.filter((e) => !e.relations?.parents?.length);
  return sorted(list, q, 'time', 'asc');
}

/**
 * The dates endpoints: the unique dates of the records' times, formatted by
 * `interval` in the site's zone (our assumption), and their years.
 * @param {number[]} times epoch ms
 * @param {'day' | 'month' | 'year'} interval
 * @param {string} tz
 */
function datesResponse(times, interval, tz) {
  const days = [...new Set(times.map((t) => zonedDate(t, tz)))].sort();
  const length = interval === 'day' ? 10 : interval === 'month' ? 7 : 4;
  return {dates: [...new Set(days.map((d) => d.slice(0, length)))], years: [...new Set(days.map((d) => Number(d.slice(0, 4))))]};
}

/**
 * List items of pages and news carry no content tree (our assumption: the
 * real service's list items are unknown in this respect).
 * @param {any} page
 */
function withoutTree(page) {
  return {...page, localizedContent: page.localizedContent.map((/** @type {any} */ {contentJSON: _t, ...entry}) => entry)};
}

/**
 * The text of a content tree.
 * @param {any} node
 * @returns {string}
 */
function treeText(node) {
  if (!node || typeof node !== 'object') return '';
  const own = typeof node.text === 'string' ? node.text : '';
  const children = Array.isArray(node.content) ? node.content.map(treeText).join(' ') : '';
  return `${own} ${children}`.replace(/\s+/g, ' ').trim();
}

/**
 * A search hit in the slim form of `/search`: the localized title,
 * shortContent and content of each entry.
 * @param {any} r
 */
function slimHit(r) {
  return {
    id: r.id ?? `cm${r.slug}`,
    siteId: r.siteId,
    slug: r.slug,
    ...(r.image ? {image: r.image} : {}),
    localizedContent: r.localizedContent.map((/** @type {any} */ e) => ({locale: e.locale, title: e.title ?? null, shortContent: e.shortContent ?? null, content: e.content ?? (treeText(e.contentJSON) || null)})),
  };
}

/**
 * How well a record matches the search words: 0 when not every word is in
 * its text; more when words are in a title.
 * @param {any} r
 * @param {string[]} words lower case
 */
function similarity(r, words) {
  if (!words.length) return 0;
  const entries = r.localizedContent ?? [];
  const title = entries.map((/** @type {any} */ e) => e.title ?? '').join(' ').toLowerCase();
  const text = `${title} ${entries.map((/** @type {any} */ e) => `${e.shortContent ?? ''} ${e.content ?? ''} ${treeText(e.contentJSON)}`).join(' ')} ${r.location?.localizedContent?.[0]?.title ?? ''}`.toLowerCase();
  if (!words.every((w) => text.includes(w))) return 0;
  return Math.round((0.5 + (0.5 * words.filter((w) => title.includes(w)).length) / words.length) * 1000) / 1000;
}

/**
 * Search: every word must occur in a record's text in any locale; best
 * matches first. `/search` groups by type (news under pages), `limit` and
 * `page` per group (our assumption); `/search/all` is one ranked list.
 * @param {Dataset} data
 * @param {Query} q
 * @param {boolean} all
 */
function search(data, q, all) {
  const words = (q.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  /** @param {any[]} records */
  const hits = (records) =>
    records
      .map((r) => ({r, score: similarity(r, words)}))
      .filter((h) => h.score > 0)
      .sort((a, b) => b.score - a.score || a.r.slug.localeCompare(b.r.slug));
  const groups = {events: hits(data.events), pages: hits([...data.pages.filter((p) => p.type !== 'LINK'), ...data.news]), profiles: hits(data.profiles), products: hits(data.products)};
  if (all) {
    const type = /** @type {const} */ ({events: 'event', pages: 'page', profiles: 'profile', products: 'product'});
    const flat = Object.entries(groups)
      .flatMap(([group, list]) => list.map((h) => ({...h, type: type[/** @type {keyof typeof type} */ (group)]})))
      .sort((a, b) => b.score - a.score || a.r.slug.localeCompare(b.r.slug));
    const start = q.page * q.limit;
    return {
      records: flat.slice(start, start + q.limit).map((h) => ({
        ...slimHit(h.r),
        type: h.type,
        startDate: h.r.startDate ?? null,
        endDate: h.r.endDate ?? null,
        similarity: h.score,
      })),
    };
  }
  const start = q.page * q.limit;
  /** @param {{r: any}[]} list */
  const page = (list) => list.slice(start, start + q.limit).map((h) => slimHit(h.r));
  return {events: page(groups.events), pages: page(groups.pages), profiles: page(groups.profiles), products: page(groups.products)};
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
  /** @param {any[]} list */
  const bySlug = (list) => list.find((r) => r.slug === slug);
  switch (operationId) {
    case 'getSite':
      return ok(data.site);
    case 'listEvents':
      return ok(paged(filterEvents(data.events, q, now), q));
    case 'getEventDates': {
      let list = data.events;
      if (q.upcoming) list = list.filter((e) => Date.parse(e.endDate) >= now);
      if (q.gt !== undefined) list = list.filter((e) => timeOf(e) > /** @type {number} */ (q.gt));
      if (q.lt !== undefined) list = list.filter((e) => timeOf(e) < /** @type {number} */ (q.lt));
      // Assumption (ours): an event counts on the day it starts.
      return ok(datesResponse(list.slice(0, 1000).map(timeOf), q.interval ?? 'day', tz));
    }
    case 'getEvent':
      return bySlug(data.events) ? ok(bySlug(data.events)) : notFound('event');
    case 'listNews': {
      let list = data.news.filter((n) => hasTag(n, q.tags) && matches(n, q.query));
      if (q.gt !== undefined) list = list.filter((n) => timeOf(n) > /** @type {number} */ (q.gt));
      if (q.lt !== undefined) list = list.filter((n) => timeOf(n) < /** @type {number} */ (q.lt));
      if (q.upcoming) list = list.filter((n) => timeOf(n) >= now);
      if (q.featured) list = list.filter((n) => n.featured);
      return ok(paged(sorted(list, q, 'time', 'desc').map(withoutTree), q));
    }
    case 'getNewsDates': {
      let list = data.news;
      if (q.gt !== undefined) list = list.filter((n) => timeOf(n) > /** @type {number} */ (q.gt));
      if (q.lt !== undefined) list = list.filter((n) => timeOf(n) < /** @type {number} */ (q.lt));
      return ok(datesResponse(list.slice(0, 1000).map(timeOf), q.interval ?? 'month', tz));
    }
    case 'getNewsItem':
      return bySlug(data.news) ? ok(bySlug(data.news)) : notFound('news item');
    case 'listPages': {
      let list = data.pages.filter((pg) => hasTag(pg, q.tags) && matches(pg, q.query));
      if (q.featured) list = list.filter((pg) => pg.featured);
      return ok(paged(sorted(list, q, 'order', 'asc').map(withoutTree), q));
    }
    case 'getPage':
      // News items are pages too: /pages/{slug} finds them.
      return bySlug(data.pages) ?? bySlug(data.news) ? ok(bySlug(data.pages) ?? bySlug(data.news)) : notFound('page');
    case 'listProfiles': {
      let list = data.profiles.filter((p) => hasTag(p, q.tags) && matches(p, q.query));
      if (q.type === 'member') list = list.filter((p) => data.members.has(p.slug));
      return ok(paged(sorted(list, q, 'order', 'asc'), q));
    }
    case 'getProfile':
      return bySlug(data.profiles) ? ok(bySlug(data.profiles)) : notFound('profile');
    case 'listProfileEvents': {
      if (!bySlug(data.profiles)) return notFound('profile');
      const mine = data.events.filter((e) => e.artists.some((/** @type {any} */ a) => a.profile.slug === slug));
      return ok(paged(filterEvents(mine, q, now), q));
    }
    case 'listProfileProducts': {
      if (!bySlug(data.profiles)) return notFound('profile');
      let list = data.products.filter((p) => p.artists.some((/** @type {any} */ a) => a.profile.slug === slug));
      if (q.featured) list = list.filter((p) => p.featured);
      return ok(paged(sorted(list, q, 'order', 'asc'), q));
    }
    case 'listProducts': {
      const list = data.products.filter((p) => hasTag(p, q.tags) && matches(p, q.query));
      return ok(paged(sorted(list, q, 'order', 'asc'), q));
    }
    case 'getProduct':
      return bySlug(data.products) ? ok(bySlug(data.products)) : notFound('product');
    case 'search':
    case 'searchAll':
      return ok(search(data, q, operationId === 'searchAll'));
    case 'listTags': {
      let list = data.tags.filter((t) => !q.query || t.title.toLowerCase().includes(q.query.toLowerCase()));
      if (q.parentId) list = list.filter((t) => t.parentTags?.some((/** @type {any} */ p) => p.parentTagId === q.parentId));
      const tags = [...list].sort((a, b) => (q.dir === 'desc' ? -1 : 1) * a.title.localeCompare(b.title, 'en'));
      return ok(paged(tags, q));
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
      if (operationId?.startsWith('list')) return '{"records": [{"slug": "clara-weiss-goldberg-variations", "localizedContent": [{"title": "Clara Weiss plays the Go';
      return "{'slug': 'broken', 'localizedContent': 'Single quotes are not JSON',}";
  }
}

// ---------------------------------------------------------------- entry point

/**
 * Answers one request of the demo API: `/api/v2/{siteKey}/public/...`,
 * `/__demo/log`, `/__demo/reset` and `/media/<storage key>` (the images).
 * @param {ApiRequest} req
 * @param {HandlerOptions} [options]
 * @returns {Promise<ApiResponse>}
 */
export async function handleApiRequest(req, options = {}) {
  const now = options.now ?? options.clock?.() ?? Date.now();
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
  if (path.startsWith('/media/')) {
    if (method !== 'GET') return fail(405, 'method_not_allowed', `Method ${method} is not allowed; use GET.`, {allow: 'GET, OPTIONS'});
    // Storage keys `sites/<siteId>/media/<name>.svg`, as Venue CMS's own templates serve them under /media/.
    const m = /^\/media\/sites\/[A-Za-z0-9_-]+\/media\/([A-Za-z0-9._-]+)\.svg$/.exec(path);
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

    const kindMatch = /^(demo|slow|flaky|broken|hostile|corpus|down|empty)(?:-[A-Za-z0-9_.~-]+)?$/.exec(siteKey);
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

    const data = getDataset(kind === 'hostile' || kind === 'corpus' || kind === 'empty' ? kind : 'demo', now);
    const result = operate(operationId, slug, q, data, now);
    if (result.status === 404) return fail(404, 'not_found', result.message);
    return json(200, result.body, originOf(req, headers));
  }
}

/** The zone helpers, for tests that need to reason in the site's zone. */
export {zonedDate, zonedToUtc};
