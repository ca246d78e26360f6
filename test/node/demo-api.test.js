// @ts-check
/**
 * The demo site's API (demo/api/), which serves what Venue CMS's public API v2
 * serves: endpoints, filters, paging, search, dates
 * in the site's time zone, errors, the misbehaving site keys, CORS, media,
 * the request log, the standalone server, and conformance of every answer
 * to src/api/openapi.yaml.
 *
 * Run: node --test test/node/demo-api.test.js
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {fileURLToPath} from 'node:url';
import {parse as parseYaml} from 'yaml';
import Ajv2020Module from 'ajv/dist/2020.js';
import {
  DEMO_TOKEN,
  OPERATION_PARAMETERS,
  SLOW_DELAY_MS,
  clearRequestLog,
  getRequestLog,
  handleApiRequest,
  resetDemoState,
} from '../../demo/api/handler.js';
import {DEMO_FACTS, TIME_ZONE} from '../../demo/api/data.js';
import {mediaBytes, mediaKey} from '../../demo/api/media.js';
import {startDemoApiServer} from '../../demo/api/server.js';
import {addDays, isCalendarDate, zonedDate, zonedParts, zonedToUtc} from '../../demo/api/time.js';

const Ajv2020 = /** @type {typeof import('ajv/dist/2020.js').default} */ (/** @type {any} */ (Ajv2020Module).default ?? Ajv2020Module);

const OPENAPI = fileURLToPath(new URL('../../src/api/openapi.yaml', import.meta.url));
const HOST = 'demo.test:5173';
const ORIGIN = `http://${HOST}`;

/**
 * @typedef {object} Answer
 * @property {number} status
 * @property {Record<string, string>} headers
 * @property {string} text
 * @property {any} body parsed JSON, or undefined when not JSON
 */

/**
 * Calls the handler directly.
 * @param {string} siteKey
 * @param {string} path short path with query, e.g. `/events?limit=3`
 * @param {{token?: string | null, method?: string, headers?: Record<string, string>}} [options]
 * @returns {Promise<Answer>}
 */
async function call(siteKey, path, options = {}) {
  return raw(`/api/v2/${siteKey}/public${path}`, options);
}

/**
 * @param {string} url path and query
 * @param {{token?: string | null, method?: string, headers?: Record<string, string>}} [options]
 * @returns {Promise<Answer>}
 */
async function raw(url, options = {}) {
  /** @type {Record<string, string>} */
  const headers = {host: HOST, accept: 'application/json', ...options.headers};
  const token = options.token === undefined ? DEMO_TOKEN : options.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  const res = await handleApiRequest({method: options.method ?? 'GET', url, headers}, {now});
  const text = typeof res.body === 'string' ? res.body : new TextDecoder().decode(res.body);
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return {status: res.status, headers: res.headers, text, body};
}

/**
 * @param {string} siteKey
 * @param {string} path
 */
async function ok(siteKey, path) {
  const res = await call(siteKey, path);
  assert.equal(res.status, 200, `${siteKey}${path}: ${res.text.slice(0, 300)}`);
  return res.body;
}

/**
 * Whether every item of a list passes, and first that the list has items:
 * every() of an empty list is true, which would check nothing.
 * @template T
 * @param {T[]} list
 * @param {(item: T) => boolean} passes
 * @param {string} [what]
 */
function assertEvery(list, passes, what = 'the list') {
  assert.ok(list.length > 0, `${what}: empty, nothing to check`);
  assert.ok(list.every(passes), what);
}

/** All records of a list endpoint (limit 100). */
async function all(/** @type {string} */ path, siteKey = 'demo') {
  const sep = path.includes('?') ? '&' : '?';
  const body = await ok(siteKey, `${path}${sep}limit=100`);
  assert.ok(body.count <= 100, 'one page holds everything');
  return /** @type {any[]} */ (body.records);
}

/**
 * The demo API's "now" in these tests: a fixed instant (a Friday whose week
 * ends in December), so that what they expect holds on any day the suite runs.
 */
const now = Date.parse('2026-11-27T10:00:00Z');
const thisYear = zonedParts(now, TIME_ZONE).year;
/** @param {string} iso */
const berlinDate = (iso) => zonedDate(Date.parse(iso), TIME_ZONE);

before(() => resetDemoState());

// ---------------------------------------------------------------------------

/** A record's text in a locale (the entry, else the first), as the kit reads it. */
const text = (/** @type {any} */ r, field = 'title', locale = 'en') => (r.localizedContent.find((/** @type {any} */ e) => e.locale === locale) ?? r.localizedContent[0])?.[field];
/** Epoch ms of the start of a Berlin day. */
const dayStart = (/** @type {string} */ day) => zonedToUtc(day, 0, 0, TIME_ZONE);

describe('endpoints', () => {
  test('each of the 18 endpoints answers 200 in the real shapes', async () => {
    const site = await ok('demo', '/site');
    assert.equal(site.name, 'Nordlicht Artists');
    assert.equal(site.timeZone, 'Europe/Berlin');
    assert.deepEqual(site.settings.locale, {default: 'en', supported: ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'ja', 'ko', 'ar', 'he']});
    assert.equal(site.settings.defaults.currency, 'EUR');
    assert.equal(site.image.url, mediaKey(site.id, 'site-logo'), 'the logo is site.image, a storage key');
    assert.equal(site.webSites[0].logo, undefined);

    const events = await ok('demo', '/events');
    assert.deepEqual(Object.keys(events), ['records', 'count']);
    assert.equal(events.count, DEMO_FACTS.eventCount);
    assert.equal(events.records.length, 20);
    for (const e of events.records) {
      assert.equal(e.title, undefined, 'no top-level title');
      assert.equal(typeof text(e), 'string');
      assert.equal(typeof e.hasTime, 'boolean');
      assert.ok(['PUBLISHED', 'CANCELLED'].includes(e.publishState));
      assert.ok(Array.isArray(e.artists));
    }
    const dates = await ok('demo', '/events/dates');
    assertEvery(dates.dates, (/** @type {string} */ d) => isCalendarDate(d), 'day interval by default');
    assertEvery(dates.years, (/** @type {unknown} */ y) => typeof y === 'number', 'years');
    const event = await ok('demo', `/events/${DEMO_FACTS.jsonLdEvent}`);
    assert.equal(event.jsonLd['@type'], 'MusicEvent');

    const news = await ok('demo', '/news');
    assert.equal(news.count, DEMO_FACTS.newsCount);
    assertEvery(news.records, (/** @type {any} */ n) => n.type === 'NEWS' && typeof n.date === 'string', 'news');
    const newsDates = await ok('demo', '/news/dates');
    assertEvery(newsDates.dates, (/** @type {string} */ d) => /^\d{4}-\d{2}$/.test(d), 'month interval by default');
    const post = await ok('demo', `/news/${news.records[0].slug}`);
    assert.equal(post.slug, news.records[0].slug);

    const pages = await ok('demo', '/pages?limit=100');
    assert.equal(pages.count, DEMO_FACTS.pageCount);
    assertEvery(pages.records, (/** @type {any} */ p) => p.type !== 'NEWS', '/pages leaves news out');
    const page = await ok('demo', `/pages/${DEMO_FACTS.treePage}`);
    assert.equal(page.localizedContent[0].contentJSON.type, 'doc');

    const profiles = await ok('demo', '/profiles');
    assert.equal(profiles.count, DEMO_FACTS.profileCount);
    assert.equal(profiles.records[0].name, undefined);
    await ok('demo', '/profiles/clara-weiss');
    const clara = await ok('demo', '/profiles/clara-weiss/events?limit=100');
    assert.ok(clara.records.length > 0);
    assert.ok(clara.records.every((/** @type {any} */ e) => e.artists.some((/** @type {any} */ a) => a.profile.slug === 'clara-weiss')));
    const claraProducts = await ok('demo', '/profiles/clara-weiss/products');
    assert.ok(claraProducts.records.length > 0);

    const products = await ok('demo', '/products');
    assert.equal(products.count, DEMO_FACTS.productCount);
    assertEvery(products.records, (/** @type {any} */ p) => p.variants.length > 0 && p.price === undefined, 'products');
    await ok('demo', `/products/${DEMO_FACTS.usdProduct}`);

    const search = await ok('demo', '/search?query=clara');
    assert.deepEqual(Object.keys(search), ['events', 'pages', 'profiles', 'products']);
    const searchAll = await ok('demo', '/search/all?query=clara');
    assert.ok(searchAll.records.length > 0);

    const tags = await ok('demo', '/tags');
    assert.equal(tags.count, DEMO_FACTS.tagCount);
    assertEvery(tags.records, (/** @type {any} */ t) => typeof t.id === 'string' && typeof t.title === 'string' && t.slug === undefined, 'tags');
  });

  test('the dataset holds every case the elements must show', async () => {
    const festival = await ok('demo', `/events/${DEMO_FACTS.festival}`);
    assert.equal(festival.hasTime, false);
    assert.deepEqual(festival.relations.children.map((/** @type {any} */ c) => c.slug), DEMO_FACTS.festivalChildren);
    assert.deepEqual(festival.tickets.map((/** @type {any} */ t) => t.price), [129, 59, 0]);
    const child = await ok('demo', `/events/${DEMO_FACTS.festivalChildren[0]}`);
    assert.equal(child.relations.parents[0].slug, DEMO_FACTS.festival);
    assert.equal(typeof text(child.relations.parents[0]), 'string');

    const allDay = await ok('demo', `/events/${DEMO_FACTS.allDayEvent}`);
    assert.equal(allDay.hasTime, false);
    assert.equal(zonedParts(Date.parse(allDay.startDate), TIME_ZONE).hour, 0, 'all-day events start at midnight in the site zone');

    const cancelled = await ok('demo', `/events/${DEMO_FACTS.cancelledEvent}`);
    assert.equal(cancelled.publishState, 'CANCELLED');
    const usd = await ok('demo', `/events/${DEMO_FACTS.usdEvent}`);
    assertEvery(usd.tickets, (/** @type {any} */ t) => t.currency === 'USD', 'USD tickets');
    const free = await ok('demo', `/events/${DEMO_FACTS.freeEvent}`);
    assert.deepEqual(free.tickets.map((/** @type {any} */ t) => t.price), [0]);
    const none = await ok('demo', `/events/${DEMO_FACTS.noTicketsEvent}`);
    assert.equal(none.tickets, undefined);
    assert.equal(none.location, undefined);

    const deOnly = await ok('demo', `/events/${DEMO_FACTS.deOnlyEvent}`);
    assert.deepEqual(deOnly.localizedContent.map((/** @type {any} */ e) => e.locale), ['de'], 'no entry for an English page');
    const goldberg = await ok('demo', `/events/${DEMO_FACTS.jsonLdEvent}`);
    assert.deepEqual(goldberg.localizedContent.map((/** @type {any} */ e) => e.locale), ['en', 'de']);
    assert.notEqual(text(goldberg, 'title', 'de'), text(goldberg, 'title', 'en'));
    assert.equal(goldberg.location.isDefault, true);
    assert.equal(typeof text(goldberg.location), 'string', 'the venue name is in its localizedContent');
    assert.match(goldberg.location.mapLink, /^https:\/\//);
    assert.match(text(goldberg, 'content'), /^# Programme$/m, 'content is Markdown, its section headings at the top level (an h2 under the event\u2019s h1 title)');
    assert.equal(goldberg.tags[0].tagId, goldberg.tags[0].tag.id, 'tags are join rows');

    const link = await ok('demo', `/pages/${DEMO_FACTS.linkPage}`);
    assert.equal(link.type, 'LINK');
    assert.equal(link.openInNewTab, true);
    assert.match(link.linkUrl, /^https:\/\//);
    assert.equal((await ok('demo', `/pages/${DEMO_FACTS.newsListPage}`)).type, 'NEWSLIST');
    const pages = await all('/pages');
    const byId = new Map(pages.map((p) => [p.id, p]));
    assert.ok(pages.some((p) => !('parentId' in p)), 'root pages have no parentId');
    const children = pages.filter((p) => p.parentId);
    assert.ok(children.length > 0, 'some pages have a parent');
    for (const p of children) assert.ok(byId.has(p.parentId), `${p.slug}'s parent is a page`);

    const tree = (await ok('demo', `/pages/${DEMO_FACTS.treePage}`)).localizedContent[0].contentJSON;
    /** @param {any} n @returns {any[]} */
    const nodes = (n) => [n, ...(n.content ?? []).flatMap(nodes)];
    const types = new Set(nodes(tree).map((n) => n.type));
    for (const type of ['paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'codeBlock', 'hardBreak', 'text', 'image', 'youtube', 'iframe', 'linkCard', 'blockquote']) assert.ok(types.has(type), type);
    const marks = new Set(nodes(tree).flatMap((n) => (n.marks ?? []).map((/** @type {any} */ m) => m.type)));
    for (const mark of ['bold', 'italic', 'underline', 'strike', 'link']) assert.ok(marks.has(mark), mark);
    assertEvery(nodes(tree).filter((n) => n.type === 'image'), (n) => n.attrs.src.startsWith('/media/sites/'), 'image nodes point at /media/<key>');
    assert.ok(nodes(tree).some((n) => n.type === 'iframe' && n.src && !n.attrs), 'an iframe with its attrs at the top level');
    const markdown = await ok('demo', `/pages/${DEMO_FACTS.markdownPage}`);
    assert.match(text(markdown, 'content'), /<abbr/, 'Markdown with inline HTML');

    const vinyl = await ok('demo', `/products/${DEMO_FACTS.multiVariantProduct}`);
    assert.deepEqual(vinyl.variants.map((/** @type {any} */ v) => v.productType.type), ['Vinyl', 'CD', 'Download']);
    assert.ok(vinyl.variants[1].image, 'a variant with its own image');
    assert.equal(typeof vinyl.author, 'string');
    const shirt = await ok('demo', `/products/${DEMO_FACTS.sizedProduct}`);
    assert.equal(new Set(shirt.variants.map((/** @type {any} */ v) => v.price)).size, 2);
    assert.equal((await ok('demo', `/products/${DEMO_FACTS.usdProduct}`)).variants[0].currency, 'USD');

    const tags = (await ok('demo', '/tags')).records;
    assert.ok(tags.some((/** @type {any} */ t) => t.parentTags?.[0]?.parentTag?.title === 'Classical'), 'tags with a parent');
    assert.deepEqual(Object.values(DEMO_FACTS.tagIds).sort(), tags.map((/** @type {any} */ t) => t.id).sort());
  });

  test('images are storage keys the API serves at /media/<key>, sized in metadata', async () => {
    const events = await all('/events');
    const images = events.map((e) => e.image).filter(Boolean);
    assert.ok(images.length > 10);
    for (const image of images) {
      assert.match(image.url, /^sites\/[^/]+\/media\/[\w.-]+\.svg$/);
      assert.equal(image.id, undefined, 'a MediaItem has no id');
      assert.equal(typeof image.size, 'string');
      assert.ok(image.metadata.width > 0 && image.metadata.height > 0);
      const res = await raw(`/media/${image.url}`, {token: null});
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-type'], 'image/svg+xml');
      assert.equal(String(res.text.length > 0 && new TextEncoder().encode(res.text).length), image.size);
      const svg = res.text;
      assert.match(svg, new RegExp(`width="${image.metadata.width}"`));
    }
    assert.ok(images.some((i) => i.width === undefined), 'some images have their size only in metadata, as real ones do');
    const profile = await ok('demo', '/profiles/clara-weiss');
    assert.deepEqual(profile.image.metadata.focus, {x: 0.2, y: -0.4});
    assert.equal((await raw('/media/sites/x/media/nope.svg', {token: null})).status, 404);
    assert.equal((await raw('/media/../data.js', {token: null})).status, 404);
  });
});

// ---------------------------------------------------------------------------

describe('parameters, as the real service takes them', () => {
  test('page counts from 0; count is the total; limit caps at 100', async () => {
    const first = await ok('demo', '/events?limit=5');
    const again = await ok('demo', '/events?limit=5&page=0');
    const second = await ok('demo', '/events?limit=5&page=1');
    assert.deepEqual(first, again);
    assert.equal(first.count, DEMO_FACTS.eventCount);
    assert.equal(second.records[0].slug, (await ok('demo', '/events?limit=10')).records[5].slug);
    const last = Math.floor((DEMO_FACTS.eventCount - 1) / 5);
    assert.ok((await ok('demo', `/events?limit=5&page=${last}`)).records.length > 0);
    assert.deepEqual((await ok('demo', `/events?limit=5&page=${last + 1}`)).records, []);
    assert.equal((await ok('demo', '/events?limit=100')).records.length, DEMO_FACTS.eventCount);
  });

  test('gt/lt are epoch milliseconds, strict, compared with the start (news: the date)', async () => {
    const events = await all('/events');
    const pivot = events[10];
    const t = Date.parse(pivot.startDate);
    const after = await all(`/events?gt=${t}`);
    assert.ok(!after.some((e) => e.slug === pivot.slug), 'strict');
    assertEvery(after, (e) => Date.parse(e.startDate) > t, 'gt');
    assert.ok((await all(`/events?gt=${t - 1}`)).some((e) => e.slug === pivot.slug));
    const before = await all(`/events?lt=${t}&dir=desc`);
    assertEvery(before, (e) => Date.parse(e.startDate) < t, 'lt');
    assert.ok(Date.parse(before[0].startDate) >= Date.parse(before[1].startDate), 'dir=desc');
    // One Berlin day, as the calendar asks for it.
    const day = berlinDate(pivot.startDate);
    const onDay = await all(`/events?gt=${dayStart(day) - 1}&lt=${dayStart(addDays(day, 1))}`);
    assert.ok(onDay.some((e) => e.slug === pivot.slug));
    assertEvery(onDay, (e) => berlinDate(e.startDate) === day, 'one Berlin day');
    const news = await all('/news');
    const n = Date.parse(news[3].date);
    assertEvery(await all(`/news?lt=${n}`), (x) => Date.parse(x.date) < n, 'news lt');
  });

  test('upcoming keeps events that end now or later; dir asc by start by default, news desc by date', async () => {
    const upcoming = await all('/events?upcoming=true');
    assert.ok(upcoming.length > 10);
    assertEvery(upcoming, (e) => Date.parse(e.endDate) >= now, 'upcoming');
    assert.ok(upcoming.some((e) => e.slug === DEMO_FACTS.ongoingFestival), 'a festival that started but has not ended');
    const starts = upcoming.map((e) => Date.parse(e.startDate));
    assert.deepEqual(starts, [...starts].sort((a, b) => a - b));
    const news = (await all('/news')).map((x) => Date.parse(x.date));
    assert.deepEqual(news, [...news].sort((a, b) => b - a));
  });

  test('tags takes tag ids (repeated or comma-separated), any of them', async () => {
    const jazz = DEMO_FACTS.tagIds.jazz;
    const piano = DEMO_FACTS.tagIds.piano;
    const jazzEvents = await all(`/events?tags=${jazz}`);
    assert.ok(jazzEvents.length > 0);
    assertEvery(jazzEvents, (e) => e.tags.some((/** @type {any} */ t) => t.tagId === jazz), 'jazz');
    assert.deepEqual(await all('/events?tags=jazz'), [], 'a title or slug is not an id');
    const either = await all(`/events?tags=${jazz}&tags=${piano}`);
    assert.deepEqual(either.map((e) => e.slug), (await all(`/events?tags=${jazz},${piano}`)).map((e) => e.slug));
    assert.ok(either.length > jazzEvents.length, 'OR');
    // A tag each list's records carry (no page is tagged classical: the demo's pages are tagged tour).
    const {classical, tour} = DEMO_FACTS.tagIds;
    for (const [list, tag] of [['/news', classical], ['/pages', tour], ['/profiles', classical], ['/products', classical]]) {
      const tagged = await all(`${list}?tags=${tag}`);
      assertEvery(tagged, (r) => r.tags.some((/** @type {any} */ t) => t.tagId === tag), list);
      assert.ok(tagged.length < (await all(list)).length, `${list}: the tag leaves some out`);
    }
  });

  test('featured, rootOnly, query, type=member, orderBy', async () => {
    const featured = await all('/events?featured=true');
    assert.deepEqual(featured.map((e) => e.slug).sort(), [DEMO_FACTS.jsonLdEvent, DEMO_FACTS.festival].sort());
    const roots = await all('/events?rootOnly=true');
    assert.equal(roots.length, DEMO_FACTS.eventCount - DEMO_FACTS.festivalChildren.length);
    assert.ok(!roots.some((e) => DEMO_FACTS.festivalChildren.includes(e.slug)));
    const found = await all('/events?query=goldberg');
    assert.deepEqual(found.map((e) => e.slug), [DEMO_FACTS.jsonLdEvent]);
    assert.equal((await all('/events?query=GOLDBERG')).length, 1, 'case-insensitive');
    assert.equal((await all('/events?query=Goldberg-Variationen')).length, 1, 'titles of every locale');
    assert.deepEqual(await all('/events?query=programme'), [], 'titles only');
    const members = await all('/profiles?type=member');
    assert.ok(members.some((p) => p.slug === DEMO_FACTS.member));
    assert.ok(!members.some((p) => p.slug === 'clara-weiss'));
    const byTitle = (await all('/products?orderBy=title')).map((p) => text(p));
    assert.deepEqual(byTitle, [...byTitle].sort((a, b) => a.localeCompare(b)));
    assertEvery(await all('/pages?featured=true'), (p) => p.featured, 'featured pages');
    const featuredProducts = await ok('demo', '/profiles/clara-weiss/products?featured=true');
    assertEvery(featuredProducts.records, (/** @type {any} */ p) => p.featured, 'featured products');
  });

  test('the dates endpoints take interval (day, month, year) and gt/lt', async () => {
    const events = await all('/events');
    const days = (await ok('demo', '/events/dates?interval=day')).dates;
    assert.deepEqual(days, [...new Set(events.map((e) => berlinDate(e.startDate)))].sort(), 'the Berlin day each event starts');
    const months = (await ok('demo', '/events/dates?interval=month')).dates;
    assert.deepEqual(months, [...new Set(days.map((/** @type {string} */ d) => d.slice(0, 7)))]);
    const years = await ok('demo', '/events/dates?interval=year');
    assert.deepEqual(years.dates, years.years.map(String));
    const thisYearOnly = (await ok('demo', `/events/dates?gt=${dayStart(`${thisYear}-01-01`) - 1}&lt=${dayStart(`${thisYear + 1}-01-01`)}`)).dates;
    assertEvery(thisYearOnly, (/** @type {string} */ d) => d.startsWith(String(thisYear)), 'this year');
    const upcoming = (await ok('demo', '/events/dates?upcoming=true')).dates;
    assert.ok(upcoming.length < days.length);
    const news = await ok('demo', '/news/dates?interval=day');
    assert.ok(news.dates.includes(berlinDate((await ok('demo', `/news/${DEMO_FACTS.newYearPost}`)).date)));
    assert.ok(news.dates.some((/** @type {string} */ d) => d.endsWith('-01-01')), 'the post at 00:30 Berlin on Jan 1 counts on Jan 1');
  });

  test('old-dialect parameters are ignored, as a lenient server ignores what it does not know', async () => {
    const plain = await ok('demo', '/events?limit=3');
    assert.deepEqual(await ok('demo', '/events?limit=3&locale=de&tag=jazz&from=2020-01-01&q=x'), plain);
  });
});

// ---------------------------------------------------------------------------

describe('search', () => {
  test('/search answers one array per type, news under pages, slim records', async () => {
    const hits = await ok('demo', '/search?query=goldberg');
    assert.ok(hits.events.some((/** @type {any} */ h) => h.slug === DEMO_FACTS.jsonLdEvent));
    assert.ok(hits.pages.some((/** @type {any} */ h) => h.slug === 'clara-weiss-records-goldberg-variations'), 'a news item, under pages');
    assert.ok(hits.products.some((/** @type {any} */ h) => h.slug === DEMO_FACTS.multiVariantProduct));
    for (const h of [...hits.events, ...hits.pages, ...hits.products]) {
      assert.deepEqual(Object.keys(h.localizedContent[0]).sort(), ['content', 'locale', 'shortContent', 'title']);
    }
    const every = await ok('demo', '/search?query=clara%20bach');
    assert.ok([...every.events, ...every.profiles].length > 0, 'every word must match, in any field');
    assert.deepEqual(await ok('demo', '/search?query=nothing-matches-this'), {events: [], pages: [], profiles: [], products: []});
    assert.deepEqual(await ok('demo', '/search'), {events: [], pages: [], profiles: [], products: []}, 'no query, no hits');
    const german = await ok('demo', '/search?query=Klavierzoo');
    assert.equal(german.events[0].slug, 'clara-weiss-family-concert', 'German text is found');
    const small = await ok('demo', '/search?query=clara&limit=1');
    assert.ok(Object.values(small).every((/** @type {any} */ g) => g.length <= 1), 'limit per group');
  });

  test('/search/all answers one list across types, best first, with the similarity', async () => {
    const {records} = await ok('demo', '/search/all?query=clara%20weiss&limit=50');
    assert.ok(records.length > 5);
    assert.ok(new Set(records.map((/** @type {any} */ r) => r.type)).size >= 3);
    const scores = records.map((/** @type {any} */ r) => r.similarity);
    assert.deepEqual(scores, [...scores].sort((a, b) => b - a));
    assertEvery(records, (/** @type {any} */ r) => ['event', 'page', 'profile', 'product'].includes(r.type), 'types');
    const event = records.find((/** @type {any} */ r) => r.type === 'event');
    assert.equal(typeof event.startDate, 'string');
  });
});

// ---------------------------------------------------------------------------

describe('errors', () => {
  test('401 for a missing, wrong or malformed token', async () => {
    for (const [token, headers] of /** @type {[string | null, Record<string, string>][]} */ ([
      [null, {}],
      ['wrong-token', {}],
      ['', {}],
      [null, {authorization: 'demo-token'}],
      [null, {authorization: 'Basic ZGVtbzpkZW1vLXRva2Vu'}],
    ])) {
      const res = await call('demo', '/events', {token, headers});
      assert.equal(res.status, 401, JSON.stringify([token, headers]));
      assert.equal(res.body.status, 401);
      assert.equal(res.body.error, 'unauthorized');
      assert.ok(res.headers['www-authenticate'].startsWith('Bearer'));
    }
    assert.equal((await call('demo', '/site', {headers: {authorization: 'bearer demo-token'}, token: null})).status, 200, 'scheme is case-insensitive');
  });

  test('404 for an unknown site, slug or path', async () => {
    const site = await call('no-such-site', '/site');
    assert.equal(site.status, 404);
    assert.equal(site.body.error, 'site_not_found');
    assert.match(site.body.message, /no-such-site/);
    for (const path of ['/events/nope', '/news/nope', '/pages/nope', '/profiles/nope', '/profiles/nope/events', '/profiles/nope/products', '/products/nope']) {
      const res = await call('demo', path);
      assert.equal(res.status, 404, path);
      assert.deepEqual(Object.keys(res.body).sort(), ['error', 'message', 'status']);
      assert.equal(res.body.status, 404);
    }
    for (const url of ['/api/v2/demo/public/nope', '/api/v2/demo/public/events/x/y', '/api/v2/demo/public', '/api/v1/demo/public/site', '/api/v2/demo/private/site', '/api/whatever']) {
      assert.equal((await raw(url)).status, 404, url);
    }
  });

  test('400 names the malformed parameter', async () => {
    const cases = [
      ['/events?limit=abc', 'limit'],
      ['/events?limit=0', 'limit'],
      ['/events?limit=1000', 'limit'],
      ['/events?limit=', 'limit'],
      ['/events?page=-1', 'page'],
      ['/events?page=1.5', 'page'],
      ['/events?dir=sideways', 'dir'],
      ['/news?dir=DOWN', 'dir'],
      ['/events?upcoming=maybe', 'upcoming'],
      ['/events?gt=tomorrow', 'gt'],
      ['/events?lt=2026-01-01', 'lt'],
      ['/profiles/clara-weiss/events?gt=x', 'gt'],
      ['/events/dates?interval=week', 'interval'],
      ['/news/dates?interval=DAY', 'interval'],
      ['/profiles?type=staff', 'type'],
      ['/events?rootOnly=yes', 'rootOnly'],
      ['/search?searchProvider=google', 'searchProvider'],
      ['/search/all?noCache=maybe', 'noCache'],
    ];
    for (const [path, parameter] of cases) {
      const res = await call('demo', path);
      assert.equal(res.status, 400, path);
      assert.equal(res.body.error, 'invalid_parameter');
      assert.equal(res.body.status, 400);
      assert.ok(res.body.message.includes(`'${parameter}'`), `${path}: ${res.body.message}`);
    }
    // Parameters an endpoint does not take are ignored.
    assert.equal((await call('demo', '/site?limit=abc&year=abc&q=')).status, 200);
    assert.equal((await call('demo', '/events/dates?limit=abc')).status, 200);
  });

  test('405 for other methods; OPTIONS preflight; CORS on every answer', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await call('demo', '/events', {method});
      assert.equal(res.status, 405);
      assert.match(res.headers.allow, /GET/);
    }
    const pre = await call('demo', '/events', {method: 'OPTIONS', token: null, headers: {'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization'}});
    assert.equal(pre.status, 204);
    assert.equal(pre.text, '');
    assert.equal(pre.headers['access-control-allow-origin'], '*');
    assert.match(pre.headers['access-control-allow-headers'], /Authorization/);
    assert.match(pre.headers['access-control-allow-methods'], /GET/);
    for (const res of [await call('demo', '/site'), await call('demo', '/site', {token: null}), await call('nope', '/site'), await call('demo', '/events?limit=x'), await call('down', '/site'), await call('broken', '/site'), pre]) {
      assert.equal(res.headers['access-control-allow-origin'], '*');
      assert.equal(res.headers['access-control-allow-headers'], 'Authorization, Content-Type, Accept');
      assert.equal(res.headers['access-control-expose-headers'], 'Retry-After');
      assert.equal(res.headers['cache-control'], 'no-store');
    }
  });
});

// ---------------------------------------------------------------------------

describe('misbehaving site keys', () => {
  test('slow: the same data, SLOW_DELAY_MS (2 s) later', async (t) => {
    assert.equal(SLOW_DELAY_MS, 2000, 'the README and SITE_KEYS say about 2 s');
    // On a mocked clock: not answered 1 ms before the delay, answered at it (a longer
    // wait leaves the answer pending with nothing left to run, which fails the test).
    t.mock.timers.enable({apis: ['setTimeout']});
    let answered = false;
    const answer = ok('slow', '/events?limit=2').finally(() => (answered = true));
    // The handler runs synchronously up to its wait: the timer is set.
    t.mock.timers.tick(SLOW_DELAY_MS - 1);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(answered, false, 'answered before SLOW_DELAY_MS');
    t.mock.timers.tick(1);
    const body = await answer;
    t.mock.timers.reset();
    assert.deepEqual(body, await ok('demo', '/events?limit=2'));
  });

  test('flaky: 503, 503, 200 per URL, with Retry-After, and again', async () => {
    resetDemoState();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await call('flaky', '/events?limit=1');
      statuses.push(res.status);
      if (res.status === 503) {
        assert.equal(res.headers['retry-after'], '1');
        assert.equal(res.body.status, 503);
      } else {
        assert.equal(res.body.records.length, 1);
      }
    }
    assert.deepEqual(statuses, [503, 503, 200, 503, 503, 200]);
    // Another URL, another key: their own counters.
    assert.equal((await call('flaky', '/events?limit=2')).status, 503);
    assert.equal((await call('flaky-abc', '/events?limit=1')).status, 503);
    assert.equal((await call('flaky-abc', '/events?limit=1')).status, 503);
    assert.equal((await call('flaky-abc', '/events?limit=1')).status, 200);
  });

  test('broken: 200 application/json that does not parse', async () => {
    for (const path of ['/site', '/events', '/events/dates', `/events/${DEMO_FACTS.lateNightEvent}`, '/news', '/search?q=x', '/tags', '/nope']) {
      for (const key of ['broken', 'broken-1']) {
        const res = await call(key, path);
        assert.equal(res.status, 200);
        assert.match(res.headers['content-type'], /^application\/json/);
        assert.throws(() => JSON.parse(res.text), SyntaxError, `${key}${path}`);
      }
    }
  });

  test('hostile: the same shape, full of payloads in the real fields', async () => {
    const events = await all('/events', 'hostile');
    assert.equal(events.length, DEMO_FACTS.eventCount + 1, 'plus one event with a hostile slug');
    /** @param {unknown} value @returns {string[]} */
    const strings = (value) => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []);
    const all_ = strings(events).join('\n');
    for (const needle of ['<script>', 'onerror=', 'onload=', 'javascript:', 'JaVaScRiPt:', 'vbscript:', 'data:text/html', '<iframe srcdoc', '<svg', '<math>', '<form action', '<base href', 'http-equiv="refresh"', 'expression(', 'url(javascript:', '&#106;&#97;', 'jav&#x09;ascript:', '&lt;script&gt;', '<strong>', '<a href="https://example.com/safe">', '](javascript:', '</script><script>']) {
      assert.ok(all_.includes(needle), needle);
    }
    const event = events.find((e) => e.slug === DEMO_FACTS.lateNightEvent);
    assert.match(text(event), /__xss/);
    assert.match(text(event, 'content'), /<script>__xss/);
    assert.match(text(event.location), /onerror/);
    assert.ok(events.some((e) => e.tickets?.some((/** @type {any} */ t) => /^(javascript|vbscript|data):/i.test(t.externalLink))));
    assert.ok(events.some((e) => /^(javascript|data):/i.test(e.image?.url ?? '')));
    assert.match(JSON.stringify(event.jsonLd), /<\/script><script>/);

    const weird = events.find((e) => e.slug.includes('<img'));
    const single = await call('hostile', `/events/${encodeURIComponent(weird.slug)}`);
    assert.equal(single.status, 200);
    assert.equal(single.body.slug, weird.slug);

    const page = await ok('hostile', '/pages/about');
    const tree = JSON.stringify(page.localizedContent[0].contentJSON);
    assert.match(tree, /"href":"javascript:__xss/);
    assert.match(tree, /"src":"javascript:__xss/);
    assert.match(tree, /"type":"script"/);
    assert.ok(page.localizedContent[0].contentJSON.content.some((/** @type {any} */ n) => n.type === 'heading' && n.content[0].text === 'About Nordlicht Artists'), 'the real content is still there');
    const link = await ok('hostile', `/pages/${DEMO_FACTS.linkPage}`);
    assert.match(link.linkUrl, /^(javascript|vbscript|data|https):/i);

    const profile = await ok('hostile', '/profiles/clara-weiss');
    assert.match(text(profile), /__xss/);
    const products = await all('/products', 'hostile');
    assert.ok(products.some((p) => p.variants.some((/** @type {any} */ v) => /^(javascript|vbscript|data):/i.test(v.externalLink))));
    const site = await ok('hostile', '/site');
    assert.match(site.name, /onerror/);
    const tags = await ok('hostile', '/tags');
    assert.ok(tags.records.every((/** @type {any} */ t) => t.title.includes('__xss')));
    const hits = await ok('hostile', '/search?query=clara');
    assert.ok(hits.profiles.some((/** @type {any} */ h) => text(h).includes('__xss')));
  });

  test('down: 500 for everything', async () => {
    for (const path of ['/site', '/events', '/search?query=x', '/nope']) {
      for (const key of ['down', 'down-x']) {
        const res = await call(key, path);
        assert.equal(res.status, 500);
        assert.equal(res.body.status, 500);
      }
    }
    assert.equal((await call('down', '/site', {token: null})).status, 500);
  });

  test('empty: a valid site with every list empty', async () => {
    for (const key of ['empty', 'empty-42']) {
      const site = await ok(key, '/site');
      assert.equal(typeof site.id, 'string');
      assert.equal(site.timeZone, 'Europe/Berlin');
      for (const path of ['/events', '/events?upcoming=true', '/news', '/pages', '/profiles', '/products', '/tags']) {
        const body = await ok(key, path);
        assert.deepEqual(body, {records: [], count: 0}, path);
      }
      assert.deepEqual(await ok(key, '/search?query=clara'), {events: [], pages: [], profiles: [], products: []});
      assert.deepEqual(await ok(key, '/search/all?query=clara'), {records: []});
      assert.deepEqual(await ok(key, '/events/dates'), {years: [], dates: []});
      assert.deepEqual(await ok(key, '/news/dates'), {years: [], dates: []});
      assert.equal((await call(key, '/events/x')).status, 404);
      assert.equal((await call(key, '/profiles/clara-weiss/events')).status, 404);
    }
    assert.equal((await call('empty', '/events', {token: 'nope'})).status, 401);
  });

  test('unknown key families are unknown sites', async () => {
    for (const key of ['Demo', 'demos', 'slowly', 'hostile_', 'x']) {
      assert.equal((await call(key, '/site')).status, 404, key);
    }
  });

  test('demo-* is the demo site under a key of its own', async () => {
    const answer = await call('demo-1', '/site');
    assert.equal(answer.status, 200);
    assert.equal(answer.body.name, (await call("demo", "/site")).body.name);
  });
});

// ---------------------------------------------------------------------------

describe('request log', () => {
  test('records API requests; ?clear empties it', async () => {
    clearRequestLog();
    await call('demo', '/events?upcoming=true&limit=2');
    await call('demo', '/events/nope');
    await call('nope', '/site');
    await call('demo', '/tags', {method: 'OPTIONS'});
    await raw('/media/sites/site_nordlicht_artists/media/site-logo.svg');
    const log = getRequestLog();
    assert.deepEqual(
      log.map(({siteKey, operationId, path, query, status}) => ({siteKey, operationId, path, query, status})),
      [
        {siteKey: 'demo', operationId: 'listEvents', path: '/api/v2/demo/public/events', query: 'upcoming=true&limit=2', status: 200},
        {siteKey: 'demo', operationId: 'getEvent', path: '/api/v2/demo/public/events/nope', query: '', status: 404},
        {siteKey: 'nope', operationId: 'getSite', path: '/api/v2/nope/public/site', query: '', status: 404},
      ],
    );
    const viaHttp = await raw('/__demo/log', {token: null});
    assert.equal(viaHttp.status, 200);
    assert.equal(viaHttp.body.length, 3);
    assert.equal((await raw('/__demo/log?clear', {token: null})).body.length, 3);
    assert.deepEqual((await raw('/__demo/log', {token: null})).body, []);
    for (let i = 0; i < 1005; i++) await call('demo', '/nope');
    assert.equal(getRequestLog().length, 1000);
    clearRequestLog();
  });
});

// ---------------------------------------------------------------------------

describe('standalone server', () => {
  test('answers over real HTTP', async () => {
    const {url, close} = await startDemoApiServer({port: 0});
    try {
      assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${url}/api/v2/demo/public/events?upcoming=true&limit=2`, {headers: {Authorization: `Bearer ${DEMO_TOKEN}`}});
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('access-control-allow-origin'), '*');
      assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
      const body = await res.json();
      assert.equal(body.records.length, 2);
      const image = body.records.find((/** @type {any} */ e) => e.image).image;
      assert.match(image.url, /^sites\//, 'a storage key');
      const svg = await fetch(`${url}/media/${image.url}`);
      assert.equal(svg.status, 200);
      assert.equal(svg.headers.get('content-type'), 'image/svg+xml');
      assert.equal(String((await svg.arrayBuffer()).byteLength), image.size);

      const pre = await fetch(`${url}/api/v2/demo/public/events`, {method: 'OPTIONS', headers: {Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization'}});
      assert.equal(pre.status, 204);
      assert.match(pre.headers.get('access-control-allow-headers') ?? '', /Authorization/);

      const unauthorized = await fetch(`${url}/api/v2/demo/public/site`);
      assert.equal(unauthorized.status, 401);
      assert.equal((await unauthorized.json()).status, 401);
      const flaky = await fetch(`${url}/api/v2/flaky-http/public/site`, {headers: {Authorization: `Bearer ${DEMO_TOKEN}`}});
      assert.equal(flaky.status, 503);
      assert.equal(flaky.headers.get('retry-after'), '1');
      await flaky.arrayBuffer();
      assert.equal((await fetch(`${url}/nothing-here`)).status, 404);
      assert.equal((await fetch(`${url}/`)).status, 200);
      const log = await (await fetch(`${url}/__demo/log`)).json();
      assert.ok(log.some((/** @type {any} */ e) => e.siteKey === 'flaky-http' && e.status === 503));
    } finally {
      await close();
    }
  });
});

// ---------------------------------------------------------------------------

describe('conformance to src/api/openapi.yaml', () => {
  /** @type {any} */
  let doc;
  /** @type {InstanceType<typeof Ajv2020>} */
  let ajv;
  /** @type {{operationId: string, template: string, regex: RegExp, params: number, operation: any, query: Map<string, any>}[]} */
  const operations = [];
  const DOC_ID = 'https://site-widgets.test/openapi.yaml';
  /** @type {Map<string, import('ajv').ValidateFunction>} */
  const validators = new Map();

  /** @param {string} ref */
  const resolvePointer = (ref) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((o, k) => o?.[k], doc);
  /** @param {any} value */
  const deref = (value) => {
    let v = value;
    for (let i = 0; v && typeof v.$ref === 'string' && i < 10; i++) v = resolvePointer(v.$ref);
    return v;
  };
  /**
   * A deep copy whose local refs point into the registered document.
   * @param {any} schema
   * @returns {any}
   */
  const absolutize = (schema) => {
    if (Array.isArray(schema)) return schema.map(absolutize);
    if (!schema || typeof schema !== 'object') return schema;
    return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${DOC_ID}${v}` : absolutize(v)]));
  };

  before(async () => {
    // openapi.yaml is part of the repository (the published contract): no waiting for it.
    assert.ok(existsSync(OPENAPI), `${OPENAPI} is missing`);
    doc = parseYaml(await readFile(OPENAPI, 'utf8'));
    ajv = new Ajv2020({strict: false, allErrors: true, validateSchema: false, logger: false});
    ajv.addFormat('date', {type: 'string', validate: (s) => isCalendarDate(s)});
    ajv.addFormat('date-time', {
      type: 'string',
      validate: (s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(s) && isCalendarDate(s.slice(0, 10)) && !Number.isNaN(Date.parse(s)),
    });
    ajv.addFormat('uri', {type: 'string', validate: (s) => /^[A-Za-z][A-Za-z0-9+.-]*:\S*$/.test(s)});
    ajv.addFormat('uri-reference', {type: 'string', validate: (s) => !/\s/.test(s)});
    ajv.addFormat('email', {type: 'string', validate: (s) => /^[^\s@]+@[^\s@]+$/.test(s)});
    for (const f of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(f, true);
    ajv.addSchema({...doc, $id: DOC_ID});

    for (const [template, item] of Object.entries(doc.paths ?? {})) {
      const operation = /** @type {any} */ (item).get;
      if (!operation) continue;
      const params = [...(/** @type {any} */ (item).parameters ?? []), ...(operation.parameters ?? [])].map(deref);
      const query = new Map(params.filter((p) => p.in === 'query').map((p) => [p.name, p]));
      const source = `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`;
      operations.push({operationId: operation.operationId, template, regex: new RegExp(source), params: (template.match(/\{/g) ?? []).length, operation, query});
    }
  });

  /**
   * The YAML operation of a request path (fewest path parameters wins).
   * @param {string} path
   */
  const operationOf = (path) =>
    operations.filter((o) => o.regex.test(path)).sort((a, b) => a.params - b.params)[0];

  /**
   * @param {any} operation
   * @param {number} status
   */
  const validatorFor = (operation, status) => {
    const key = `${operation.operationId} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      const responses = operation.operation.responses ?? {};
      const response = deref(responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default);
      assert.ok(response, `${operation.operationId} documents no ${status} answer`);
      const media = Object.entries(response.content ?? {}).find(([type]) => /json/.test(type))?.[1];
      assert.ok(media?.schema, `${operation.operationId} ${status}: no JSON schema`);
      validate = ajv.compile(absolutize(media.schema));
      validators.set(key, validate);
    }
    return validate;
  };

  /**
   * Calls the handler and validates the answer against the YAML.
   * @param {string} siteKey
   * @param {string} path
   * @param {number} [expected]
   * @param {{token?: string | null}} [options]
   */
  const conform = async (siteKey, path, expected = 200, options = {}) => {
    const url = `/api/v2/${siteKey}/public${path}`;
    const res = await raw(url, options);
    assert.equal(res.status, expected, `${url}: ${res.text.slice(0, 200)}`);
    const pathname = url.split('?')[0];
    const operation = operationOf(pathname.replace(/^\/api\/v2\/[^/]+/, '/api/v2/{siteKey}'));
    assert.ok(operation, `no YAML operation for ${pathname}`);
    const logged = getRequestLog().at(-1);
    assert.equal(logged?.operationId, operation.operationId, `the handler routes ${pathname} as the YAML does`);
    assert.match(res.headers['content-type'], /^application\/json/);
    const validate = validatorFor(operation, res.status);
    if (!validate(res.body)) {
      assert.fail(`${url} (${res.status}) does not match ${operation.operationId}:\n${JSON.stringify(validate.errors?.slice(0, 5), null, 2)}`);
    }
    return res.body;
  };

  test('the YAML has the 18 operations with the parameters the demo takes', () => {
    assert.deepEqual(operations.map((o) => o.operationId).sort(), Object.keys(OPERATION_PARAMETERS).sort());
    for (const o of operations) {
      assert.ok(o.template.startsWith('/api/v2/{siteKey}/public/'), o.template);
      assert.deepEqual([...o.query.keys()].sort(), [...OPERATION_PARAMETERS[o.operationId]].sort(), `${o.operationId} query parameters`);
      for (const status of ['200', '400', '401', '404']) assert.ok(o.operation.responses?.[status], `${o.operationId} ${status}`);
    }
  });

  test('every 200 answer (demo, hostile, corpus, empty; with and without parameters) matches its schema', async () => {
    const year = thisYear - 1;
    const today = zonedDate(now, TIME_ZONE);
    for (const siteKey of ['demo', 'hostile', 'corpus']) {
      const ids = DEMO_FACTS.tagIds;
      for (const path of [
        '/site',
        '/events',
        `/events?upcoming=true&dir=desc&limit=5&page=2&featured=false&rootOnly=true&orderBy=startDate`,
        `/events?tags=${ids.jazz}&tags=${ids.piano}&gt=${dayStart(addDays(today, -200))}&lt=${dayStart(addDays(today, 200))}&query=a`,
        '/events/dates',
        `/events/dates?interval=month&upcoming=true&gt=0&lt=${now + 1e10}`,
        '/events/dates?interval=year',
        '/news',
        `/news?tags=${ids.festival}&dir=asc&limit=3&page=1&featured=true&lt=${now}`,
        '/news/dates',
        `/news/dates?interval=day&gt=${dayStart(`${year}-01-01`)}`,
        '/pages',
        `/pages?limit=3&page=2&featured=true&tags=${ids.tour}&orderBy=title`,
        '/profiles',
        `/profiles?tags=${ids.classical}&limit=2&page=1&type=member&query=a`,
        '/profiles/clara-weiss/events',
        `/profiles/clara-weiss/events?upcoming=true&dir=desc&tags=${ids.piano}&limit=2&page=1`,
        '/profiles/spree-lights/products',
        '/profiles/spree-lights/products?featured=false&limit=1&page=2',
        '/profiles/anna-schmidt/products',
        '/products',
        `/products?tags=${ids.indie}&limit=2&page=1&orderBy=order`,
        '/search?query=clara',
        '/search?query=konzert&limit=3&page=1&searchProvider=hybrid&noCache=1',
        '/search?query=nothing-matches-this',
        '/search/all?query=clara',
        '/search/all?query=weiss&limit=3&page=1',
        '/tags',
        `/tags?parentId=${ids.classical}&query=m&dir=desc`,
      ]) {
        await conform(siteKey, path);
      }
      // Every single record, in both sites.
      for (const [list, single] of [['/events', '/events/'], ['/news', '/news/'], ['/pages', '/pages/'], ['/profiles', '/profiles/'], ['/products', '/products/']]) {
        const {records} = await conform(siteKey, `${list}?limit=100`);
        for (const record of records) {
          await conform(siteKey, `${single}${encodeURIComponent(record.slug)}`);
        }
        if (list === '/profiles') {
          for (const record of records) {
            await conform(siteKey, `/profiles/${record.slug}/events`);
            await conform(siteKey, `/profiles/${record.slug}/products`);
          }
        }
      }
    }
    for (const path of ['/site', '/events', '/events/dates', '/news', '/news/dates', '/pages', '/profiles', '/products', '/search?query=x', '/search/all?query=x', '/tags']) {
      await conform('empty', path);
    }
  });

  test('error answers match the Error schema', async () => {
    await conform('demo', '/events?limit=abc', 400);
    await conform('demo', '/events?dir=sideways', 400);
    await conform('demo', '/news/dates?interval=week', 400);
    await conform('demo', '/search?searchProvider=google', 400);
    await conform('hostile', '/events?upcoming=maybe', 400);
    await conform('demo', '/site', 401, {token: null});
    await conform('demo', '/events', 401, {token: 'wrong'});
    await conform('hostile', '/tags', 401, {token: 'wrong'});
    await conform('no-such-site', '/site', 404);
    await conform('demo', '/events/nope', 404);
    await conform('hostile', '/pages/nope', 404);
    await conform('demo', '/profiles/nope/products', 404);
    await conform('down', '/events', 500);
    resetDemoState();
    await conform('flaky', '/events', 503);
  });

  test('the handler answers 400 exactly for values the YAML parameter schemas reject', async () => {
    /** @type {Record<string, string[]>} */
    const candidates = {
      integer: ['0', '1', '2', '20', '100', '-1', '101', '1000', 'abc', '1.5', '', '10000'],
      number: ['0', '1700000000000', '-5', '1.5', 'abc', '', '2026-01-01'],
      boolean: ['true', 'false', 'maybe', 'yes', ''],
      enum: ['asc', 'desc', 'day', 'month', 'member', 'true', '1', 'hybrid', 'sideways', 'ASC', ''],
      string: ['jazz', 'no-such-tag', 'x', '', 'x'.repeat(200)],
    };
    let checked = 0;
    for (const o of operations) {
      const path = o.template.replace('{siteKey}', 'demo').replace('{slug}', 'clara-weiss').replace(/^\/api\/v2\/demo\/public/, '');
      const validPath = o.template.includes('/events/{slug}') ? path.replace('clara-weiss', DEMO_FACTS.lateNightEvent)
        : o.template.includes('/news/{slug}') ? path.replace('clara-weiss', DEMO_FACTS.newYearPost)
        : o.template.includes('/pages/{slug}') ? path.replace('clara-weiss', 'about')
        : o.template.includes('/products/{slug}') ? path.replace('clara-weiss', DEMO_FACTS.usdProduct)
        : path;
      for (const [name, parameter] of o.query) {
        const schema = parameter.schema ?? {};
        const types = [schema.type].flat();
        const kind = schema.enum ? 'enum' : types.includes('integer') ? 'integer' : types.includes('number') ? 'number' : types.includes('boolean') ? 'boolean' : 'string';
        const validate = ajv.compile(absolutize(schema));
        for (const value of candidates[kind]) {
          // A query string carries text: coerce it the way a server reads it for the schema's type.
          const numeric = /^-?\d+(\.\d+)?$/.test(value);
          const coerced = (kind === 'integer' || kind === 'number') && numeric ? Number(value) : kind === 'boolean' && (value === 'true' || value === 'false') ? value === 'true' : value;
          const valid = validate(coerced);
          const res = await call('demo', `${validPath}?${name}=${encodeURIComponent(value)}`);
          assert.equal(res.status, valid ? 200 : 400, `${o.operationId} ${name}=${JSON.stringify(value)}: YAML says ${valid ? 'valid' : 'invalid'}, handler answered ${res.status}`);
          checked++;
        }
      }
    }
    assert.ok(checked > 150, `checked ${checked} values`);
  });
});

after(() => resetDemoState());
