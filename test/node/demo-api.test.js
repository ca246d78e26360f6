// @ts-check
/**
 * The demo site's API (demo/api/): endpoints, filters, paging, search, dates
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
  clearRequestLog,
  getRequestLog,
  handleApiRequest,
  resetDemoState,
} from '../../demo/api/handler.js';
import {DEMO_FACTS, TIME_ZONE} from '../../demo/api/data.js';
import {mediaBytes} from '../../demo/api/media.js';
import {startDemoApiServer} from '../../demo/api/server.js';
import {addDays, isCalendarDate, zonedDate, zonedParts} from '../../demo/api/time.js';

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
  const res = await handleApiRequest({method: options.method ?? 'GET', url, headers});
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

/** All records of a list endpoint (limit 100). */
async function all(/** @type {string} */ path, siteKey = 'demo') {
  const sep = path.includes('?') ? '&' : '?';
  const body = await ok(siteKey, `${path}${sep}limit=100`);
  assert.ok(body.total <= 100, 'one page holds everything');
  return /** @type {any[]} */ (body.records);
}

const now = Date.now();
const thisYear = zonedParts(now, TIME_ZONE).year;
/** @param {string} iso */
const berlinDate = (iso) => zonedDate(Date.parse(iso), TIME_ZONE);

before(() => resetDemoState());

// ---------------------------------------------------------------------------

describe('endpoints', () => {
  test('each of the 17 endpoints answers 200 with its shape', async () => {
    const site = await ok('demo', '/site');
    assert.equal(site.name, 'Nordlicht Artists');
    assert.equal(site.defaultLocale, 'en');
    assert.equal(site.timeZone, 'Europe/Berlin');
    assert.deepEqual(site.settings.locale, {default: 'en', supported: ['en', 'de']});
    assert.equal(site.settings.defaults.currency, 'EUR');
    assert.equal(typeof site.settings.defaults.event.location, 'string');
    assert.match(site.settings.publicSite.baseUrl, /^https:\/\//);
    assert.equal(typeof site.settings.publicSite.template.id, 'string');
    assert.equal(site.webSites.length, 1);
    assert.deepEqual(site.webSites[0].localizedContent.map((/** @type {any} */ l) => l.locale), ['en', 'de']);
    assert.ok(site.webSites[0].logo.url.startsWith(`${ORIGIN}/demo-media/`));

    const events = await ok('demo', '/events');
    assert.ok(Array.isArray(events.records));
    assert.deepEqual([events.page, events.limit, events.total], [1, 20, DEMO_FACTS.eventCount]);
    assert.equal(events.records.length, 20);
    for (const e of events.records) {
      assert.equal(typeof e.slug, 'string');
      assert.equal(typeof e.title, 'string');
      assert.match(e.startDate, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    }

    const eventDates = await ok('demo', '/events/dates');
    assert.ok(eventDates.years.every(Number.isInteger));
    assert.ok(eventDates.dates.every(isCalendarDate));

    const event = await ok('demo', `/events/${DEMO_FACTS.lateNightEvent}`);
    assert.equal(event.slug, DEMO_FACTS.lateNightEvent);
    assert.equal(event.location.city, 'Berlin');

    const news = await ok('demo', '/news');
    assert.equal(news.total, 20);
    assert.ok(news.records.every((/** @type {any} */ n) => typeof n.publishedAt === 'string' && typeof n.author === 'string'));

    const newsDates = await ok('demo', '/news/dates');
    assert.deepEqual(newsDates.years, [thisYear - 2, thisYear - 1, thisYear]);

    const post = await ok('demo', `/news/${DEMO_FACTS.newYearPost}`);
    assert.equal(post.slug, DEMO_FACTS.newYearPost);

    const pages = await ok('demo', '/pages');
    assert.equal(pages.total, 9);
    assert.ok(pages.records.every((/** @type {any} */ p) => !('contentJSON' in p)), 'list items omit contentJSON');
    assert.ok(pages.records.every((/** @type {any} */ p) => (p.localizedContent ?? []).every((/** @type {any} */ l) => !('contentJSON' in l))));

    const page = await ok('demo', '/pages/about');
    assert.equal(page.contentJSON.type, 'doc');
    assert.deepEqual(page.children.map((/** @type {any} */ c) => c.slug), ['history', 'team']);
    assert.equal(page.parent, null);

    const profiles = await ok('demo', '/profiles');
    assert.equal(profiles.total, 12);
    assert.deepEqual(
      profiles.records.map((/** @type {any} */ p) => p.kind).filter((/** @type {string} */ k) => k === 'staff').length,
      3,
    );

    const profile = await ok('demo', '/profiles/clara-weiss');
    assert.equal(profile.name, 'Clara Weiss');
    assert.equal(profile.role, 'Pianist');
    assert.ok(profile.links.length >= 2);

    const profileEvents = await ok('demo', '/profiles/clara-weiss/events');
    assert.ok(profileEvents.total > 3);
    const profileProducts = await ok('demo', '/profiles/clara-weiss/products');
    assert.equal(profileProducts.total, 2);

    const products = await ok('demo', '/products');
    assert.equal(products.total, 15);
    const product = await ok('demo', `/products/${DEMO_FACTS.usdProduct}`);
    assert.deepEqual(product.price, {amount: 29.99, currency: 'USD'});

    const hits = await ok('demo', '/search?q=goldberg');
    assert.ok(hits.records.length >= 3);
    for (const hit of hits.records) {
      assert.ok(['event', 'news', 'page', 'profile', 'product'].includes(hit.type));
      assert.equal(typeof hit.slug, 'string');
      assert.equal(typeof hit.title, 'string');
      assert.equal(typeof hit.excerpt, 'string');
    }

    const tags = await ok('demo', '/tags');
    assert.equal(tags.records.length, 10);
    assert.ok(tags.records.every((/** @type {any} */ t) => Number.isInteger(t.count) && t.count > 0 && t.localizedContent[0].locale === 'de'));
  });

  test('the dataset is rich enough for every element', async () => {
    const events = await all('/events');
    const upcoming = events.filter((e) => Date.parse(e.endDate ?? e.startDate) >= now);
    assert.ok(upcoming.length >= 25, `upcoming: ${upcoming.length}`);
    assert.ok(events.length - upcoming.length >= 12, 'past events');
    const last = Math.max(...upcoming.map((e) => Date.parse(e.startDate)));
    assert.ok(last - now > 200 * 864e5, 'upcoming events spread over months');
    /** @param {string} s */
    const count = (s) => events.filter((e) => e.status === s).length;
    assert.ok(count('cancelled') >= 2 && count('postponed') >= 2 && count('soldout') >= 3);
    assert.ok(count('scheduled') > events.length / 2);
    assert.ok(events.filter((e) => e.allDay).length >= 3, 'all-day festivals');
    assert.ok(events.some((e) => e.allDay && berlinDate(e.endDate) > berlinDate(e.startDate)), 'a festival spans days');
    assert.ok(events.some((e) => !e.location), 'an event without location');
    assert.ok(events.filter((e) => e.ticketUrl?.startsWith('https://tickets.example.com/')).length > events.length / 2);
    assert.ok(new Set(events.map((e) => e.location?.city).filter(Boolean)).size >= 8);
    assert.ok(events.filter((e) => e.localizedContent?.some((/** @type {any} */ l) => l.locale === 'de')).length > events.length / 2);

    const news = await all('/news');
    assert.deepEqual([...new Set(news.map((n) => zonedParts(Date.parse(n.publishedAt), TIME_ZONE).year))].sort(), [thisYear - 2, thisYear - 1, thisYear]);
    assert.ok(news.every((n) => Date.parse(n.publishedAt) <= now), 'no news from the future');

    // Content trees: across the pages, every node type and mark.
    /** @type {Set<string>} */
    const types = new Set();
    /** @type {Set<string>} */
    const marks = new Set();
    /** @type {Set<number>} */
    const levels = new Set();
    let imageObject = false;
    let localizedTree = false;
    /** @param {any} node */
    const walk = (node) => {
      types.add(node.type);
      if (node.type === 'heading') levels.add(node.attrs.level);
      if (node.type === 'image' && node.attrs.image?.url) imageObject = true;
      for (const m of node.marks ?? []) marks.add(m.type);
      (node.content ?? []).forEach(walk);
    };
    const pages = await all('/pages');
    for (const {slug} of pages) {
      const page = await ok('demo', `/pages/${slug}`);
      walk(page.contentJSON);
      for (const l of page.localizedContent ?? []) {
        if (l.contentJSON) {
          localizedTree = true;
          walk(l.contentJSON);
        }
      }
    }
    for (const t of ['doc', 'paragraph', 'heading', 'text', 'bulletList', 'orderedList', 'listItem', 'blockquote', 'codeBlock', 'hardBreak', 'horizontalRule', 'image', 'table', 'tableRow', 'tableHeader', 'tableCell']) {
      assert.ok(types.has(t), `node type ${t}`);
    }
    for (const m of ['bold', 'italic', 'underline', 'strike', 'code', 'link']) assert.ok(marks.has(m), `mark ${m}`);
    assert.deepEqual([...levels].sort(), [1, 2, 3, 4, 5, 6]);
    assert.ok(imageObject, 'an image node with an Image object under attrs.image');
    assert.ok(localizedTree, 'a localized content tree');

    const profiles = await all('/profiles');
    assert.equal(profiles.filter((p) => p.kind === 'artist').length, 9);
    assert.equal(profiles.filter((p) => p.kind === 'staff').length, 3);
    const products = await all('/products');
    assert.ok(products.filter((p) => p.profile).length >= 10);
    assert.ok(products.filter((p) => p.price.currency === 'EUR').length >= 13);
    assert.deepEqual(new Set(products.map((p) => p.availability)), new Set(['in_stock', 'sold_out', 'preorder']));
  });

  test('images point to SVGs the API serves, with the right size', async () => {
    const site = await ok('demo', '/site');
    const images = [site.image, site.webSites[0].logo];
    for (const p of await all('/products')) images.push(...(p.images ?? []));
    for (const p of await all('/profiles')) images.push(p.image);
    for (const image of images) {
      assert.ok(image.url.startsWith(`${ORIGIN}/demo-media/`), image.url);
      assert.equal(image.mimeType, 'image/svg+xml');
      assert.equal(image.duration, 0);
      const res = await raw(new URL(image.url).pathname);
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-type'], 'image/svg+xml');
      assert.equal(res.headers['access-control-allow-origin'], '*');
      assert.equal(String(Buffer.byteLength(res.text)), image.size);
      assert.match(res.text, new RegExp(`^<svg [^>]*width="${image.width}" height="${image.height}"`));
    }
    assert.equal((await raw('/demo-media/no-such-image.svg')).status, 404);
    assert.equal((await raw('/demo-media/../handler.js')).status, 404);
    assert.ok(mediaBytes('site-logo'));
  });

  test('the origin of media URLs follows the request', async () => {
    const res = await raw('/api/v2/demo/public/site', {headers: {host: 'cms.example.org', 'x-forwarded-proto': 'https'}});
    assert.ok(res.body.image.url.startsWith('https://cms.example.org/demo-media/'));
    const evil = await raw('/api/v2/demo/public/site', {headers: {host: 'x"><script>'}});
    assert.ok(evil.body.image.url.startsWith('http://localhost/demo-media/'));
  });
});

// ---------------------------------------------------------------------------

describe('filters, sorting and paging', () => {
  test('upcoming keeps events that end now or later', async () => {
    const every = await all('/events');
    const upcoming = await all('/events?upcoming=true');
    assert.ok(upcoming.length > 0 && upcoming.length < every.length);
    assert.ok(upcoming.every((e) => Date.parse(e.endDate ?? e.startDate) >= now));
    assert.deepEqual(upcoming, every.filter((e) => Date.parse(e.endDate ?? e.startDate) >= now));
    assert.ok(upcoming.some((e) => e.slug === DEMO_FACTS.ongoingFestival), 'a running festival is upcoming');
    assert.deepEqual(await all('/events?upcoming=1'), upcoming);
    assert.deepEqual(await all('/events?upcoming=false'), every);
    assert.deepEqual(await all('/events?upcoming=0'), every);
  });

  test('dir sorts by start date, asc by default', async () => {
    const asc = await all('/events');
    const starts = asc.map((e) => Date.parse(e.startDate));
    assert.deepEqual(starts, [...starts].sort((a, b) => a - b));
    assert.deepEqual(await all('/events?dir=asc'), asc);
    assert.deepEqual((await all('/events?dir=desc')).map((e) => e.slug), asc.map((e) => e.slug).reverse());
    const news = await all('/news');
    const published = news.map((n) => Date.parse(n.publishedAt));
    assert.deepEqual(published, [...published].sort((a, b) => b - a), 'news: newest first by default');
    assert.deepEqual((await all('/news?dir=asc')).map((n) => n.slug), news.map((n) => n.slug).reverse());
  });

  test('tag filters events, news, profiles and products', async () => {
    for (const [path, tag] of [['/events', 'jazz'], ['/news', 'new-release'], ['/profiles', 'classical'], ['/products', 'indie'], ['/profiles/spree-lights/products', 'tour']]) {
      const records = await all(`${path}?tag=${tag}`);
      assert.ok(records.length > 0, `${path}?tag=${tag}`);
      assert.ok(records.every((r) => r.tags.some((/** @type {any} */ t) => t.slug === tag)));
      assert.ok(records.length < (await all(path)).length);
      assert.deepEqual(await all(`${path}?tag=no-such-tag`), []);
    }
  });

  test('from/to are inclusive dates in the site time zone', async () => {
    const late = await ok('demo', `/events/${DEMO_FACTS.lateNightEvent}`);
    assert.match(late.startDate, /T23:30:00\+0[12]:00$/, '23:30 Berlin time');
    const day = berlinDate(late.startDate);
    assert.equal(day, addDays(zonedDate(now, TIME_ZONE), 9));
    const onDay = await all(`/events?from=${day}&to=${day}`);
    assert.ok(onDay.some((e) => e.slug === late.slug));
    assert.ok(onDay.every((e) => berlinDate(e.startDate) <= day && berlinDate(e.endDate ?? e.startDate) >= day));
    const next = await all(`/events?from=${addDays(day, 1)}&to=${addDays(day, 1)}`);
    assert.ok(!next.some((e) => e.slug === late.slug), 'not on the next day although it ends then');

    // 00:30 Berlin is the previous day in UTC: it belongs to its Berlin date.
    const early = await ok('demo', `/events/${DEMO_FACTS.afterMidnightEvent}`);
    assert.match(early.startDate, /T00:30:00\+0[12]:00$/);
    const earlyDay = berlinDate(early.startDate);
    assert.equal(new Date(early.startDate).toISOString().slice(0, 10), addDays(earlyDay, -1));
    assert.ok((await all(`/events?from=${earlyDay}&to=${earlyDay}`)).some((e) => e.slug === early.slug));
    assert.ok(!(await all(`/events?from=${addDays(earlyDay, -1)}&to=${addDays(earlyDay, -1)}`)).some((e) => e.slug === early.slug));

    // An all-day festival is found on each of its days; open ranges work.
    const festival = await ok('demo', `/events/${DEMO_FACTS.ongoingFestival}`);
    const middle = addDays(berlinDate(festival.startDate), 2);
    assert.ok((await all(`/events?from=${middle}&to=${middle}`)).some((e) => e.slug === festival.slug));
    const fromOnly = await all(`/events?from=${day}`);
    assert.ok(fromOnly.every((e) => berlinDate(e.endDate ?? e.startDate) >= day));
    const toOnly = await all(`/events?to=${day}`);
    assert.ok(toOnly.every((e) => berlinDate(e.startDate) <= day));
    assert.ok(toOnly.some((e) => e.slug === late.slug));
  });

  test('year filters news in the site time zone', async () => {
    for (const year of [thisYear, thisYear - 1, thisYear - 2]) {
      const posts = await all(`/news?year=${year}`);
      assert.ok(posts.length >= 6);
      assert.ok(posts.every((n) => zonedParts(Date.parse(n.publishedAt), TIME_ZONE).year === year));
    }
    const newYear = await ok('demo', `/news/${DEMO_FACTS.newYearPost}`);
    assert.equal(newYear.publishedAt, `${thisYear - 2}-12-31T23:30:00Z`, 'UTC says the year before');
    assert.ok((await all(`/news?year=${thisYear - 1}`)).some((n) => n.slug === newYear.slug));
    assert.ok(!(await all(`/news?year=${thisYear - 2}`)).some((n) => n.slug === newYear.slug));
    assert.deepEqual(await all('/news?year=1999'), []);
    const tagged = await all(`/news?year=${thisYear - 1}&tag=festival`);
    assert.ok(tagged.length >= 1 && tagged.every((n) => n.tags.some((/** @type {any} */ t) => t.slug === 'festival')));
  });

  test('profile events and products', async () => {
    const events = await all('/profiles/dj-nachtfalter/events');
    assert.ok(events.length >= 5);
    assert.ok(events.every((e) => e.profiles.some((/** @type {any} */ p) => p.slug === 'dj-nachtfalter')));
    const upcoming = await all('/profiles/dj-nachtfalter/events?upcoming=true&dir=desc');
    assert.ok(upcoming.length < events.length);
    assert.deepEqual(upcoming.map((e) => e.slug), events.filter((e) => Date.parse(e.endDate ?? e.startDate) >= now).map((e) => e.slug).reverse());
    const tagged = await all('/profiles/dj-nachtfalter/events?tag=tour');
    assert.ok(tagged.length > 0 && tagged.length < events.length);

    const products = await all('/profiles/spree-lights/products');
    assert.equal(products.length, 3);
    assert.ok(products.every((p) => p.profile.slug === 'spree-lights'));
    assert.deepEqual(await all('/profiles/anna-schmidt/products'), []);
    assert.deepEqual(await all('/profiles/anna-schmidt/events'), []);
  });

  test('paging: page, limit, total', async () => {
    const every = await all('/events');
    /** @type {any[]} */
    const collected = [];
    for (let page = 1; page <= Math.ceil(every.length / 7); page++) {
      const body = await ok('demo', `/events?limit=7&page=${page}`);
      assert.equal(body.page, page);
      assert.equal(body.limit, 7);
      assert.equal(body.total, every.length);
      collected.push(...body.records);
    }
    assert.deepEqual(collected, every);
    const beyond = await ok('demo', '/events?limit=7&page=99');
    assert.deepEqual(beyond.records, []);
    assert.equal(beyond.total, every.length);
    const upcoming = await ok('demo', '/events?upcoming=true&limit=3');
    assert.equal(upcoming.records.length, 3);
    assert.ok(upcoming.total > 3 && upcoming.total < every.length);
    for (const path of ['/news', '/pages', '/profiles', '/products', '/search?q=berlin', '/profiles/clara-weiss/events']) {
      const sep = path.includes('?') ? '&' : '?';
      const first = await ok('demo', `${path}${sep}limit=2`);
      const second = await ok('demo', `${path}${sep}limit=2&page=2`);
      assert.equal(first.records.length, 2, path);
      assert.notDeepEqual(first.records, second.records);
      assert.equal(first.total, second.total);
    }
    const tags = await ok('demo', '/tags');
    assert.equal(tags.total, tags.records.length);
  });

  test('pages come in tree order with parents and children', async () => {
    const pages = await all('/pages');
    assert.deepEqual(pages.map((p) => p.slug), ['about', 'history', 'team', 'booking', 'technical-riders', 'press', 'house-style', 'contact', 'imprint']);
    const bySlug = new Map(pages.map((p) => [p.slug, p]));
    for (const page of pages) {
      for (const child of page.children) assert.equal(bySlug.get(child.slug).parent.slug, page.slug);
      if (page.parent) assert.ok(bySlug.get(page.parent.slug).children.some((/** @type {any} */ c) => c.slug === page.slug));
    }
    const riders = await ok('demo', '/pages/technical-riders');
    assert.deepEqual(riders.parent, {slug: 'booking', title: 'Booking'});
  });
});

// ---------------------------------------------------------------------------

describe('search', () => {
  test('hits: case-insensitive, every word must match, across types', async () => {
    const hits = (await ok('demo', '/search?q=GOLDBERG&limit=100')).records;
    assert.deepEqual(new Set(hits.map((/** @type {any} */ h) => h.type)), new Set(['event', 'news', 'product']));
    const both = (await ok('demo', '/search?q=clara%20goldberg')).records;
    assert.ok(both.length >= 2);
    assert.equal((await ok('demo', '/search?q=clara%20zebra')).total, 0);
    assert.equal((await ok('demo', '/search?q=xylophone')).total, 0);
    const types = new Set((await ok('demo', '/search?q=berlin&limit=100')).records.map((/** @type {any} */ h) => h.type));
    assert.deepEqual(types, new Set(['event', 'news', 'page', 'profile', 'product']));
    const page = (await ok('demo', '/search?q=steinway%20442')).records;
    assert.deepEqual(page.map((/** @type {any} */ h) => [h.type, h.slug]), [['page', 'technical-riders']], 'content trees are searched');
  });

  test('HTML is stripped: markup does not match, excerpts are plain text', async () => {
    assert.equal((await ok('demo', '/search?q=href')).total, 0);
    assert.equal((await ok('demo', '/search?q=%3Cp%3E')).total, 0);
    const hits = (await ok('demo', '/search?q=kreuzberg&limit=100')).records;
    assert.ok(hits.length >= 2);
    for (const hit of hits) {
      assert.doesNotMatch(hit.excerpt, /<[a-z/]/i);
      assert.ok(hit.excerpt.length <= 170);
    }
    const snippet = (await ok('demo', '/search?q=masterclass')).records.find((/** @type {any} */ h) => h.slug === 'clara-weiss');
    assert.match(snippet.excerpt, /masterclass/i, 'the excerpt shows the match');
  });

  test('localized text is searched; titles follow the locale', async () => {
    const de = (await ok('demo', '/search?q=klavierzoo&locale=de')).records;
    assert.deepEqual(de.map((/** @type {any} */ h) => h.slug), ['clara-weiss-family-concert']);
    assert.equal(de[0].title, 'Familienkonzert: Der Klavierzoo');
    const en = (await ok('demo', '/search?q=klavierzoo')).records;
    assert.equal(en[0].title, 'Family Concert: The Piano Zoo');
  });
});

// ---------------------------------------------------------------------------

describe('dates endpoints', () => {
  test('event dates are Berlin dates; year narrows the dates', async () => {
    const body = await ok('demo', '/events/dates');
    assert.deepEqual(body.dates, [...new Set(body.dates)].sort());
    const late = await ok('demo', `/events/${DEMO_FACTS.lateNightEvent}`);
    const day = berlinDate(late.startDate);
    assert.ok(body.dates.includes(day), 'the 23:30 event sits on its Berlin date');
    const early = await ok('demo', `/events/${DEMO_FACTS.afterMidnightEvent}`);
    assert.ok(body.dates.includes(berlinDate(early.startDate)));
    const events = await all('/events');
    const expected = new Set();
    for (const e of events) {
      let d = berlinDate(e.startDate);
      expected.add(d);
      if (e.allDay) while (d < berlinDate(e.endDate)) expected.add((d = addDays(d, 1)));
    }
    assert.deepEqual(new Set(body.dates), expected);
    assert.deepEqual(body.years, [...new Set(body.dates.map((/** @type {string} */ d) => Number(d.slice(0, 4))))]);
    const year = body.years[body.years.length - 1];
    const narrowed = await ok('demo', `/events/dates?year=${year}`);
    assert.deepEqual(narrowed.years, body.years);
    assert.deepEqual(narrowed.dates, body.dates.filter((/** @type {string} */ d) => d.startsWith(`${year}-`)));
    assert.deepEqual((await ok('demo', '/events/dates?year=1999')).dates, []);
  });

  test('news dates are Berlin dates', async () => {
    const body = await ok('demo', '/news/dates');
    assert.equal(body.dates.length, new Set((await all('/news')).map((n) => berlinDate(n.publishedAt))).size);
    assert.ok(body.dates.includes(`${thisYear - 1}-01-01`), 'Jan 1 00:30 Berlin');
    assert.ok(!body.dates.includes(`${thisYear - 2}-12-31`), 'not its UTC date');
    const last = await ok('demo', `/news/dates?year=${thisYear - 1}`);
    assert.equal(last.dates.length, 8);
    assert.ok(last.dates.every((/** @type {string} */ d) => d.startsWith(`${thisYear - 1}-`)));
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
      ['/events?page=0', 'page'],
      ['/events?page=-1', 'page'],
      ['/events?page=1.5', 'page'],
      ['/events?dir=sideways', 'dir'],
      ['/news?dir=DOWN', 'dir'],
      ['/events?upcoming=maybe', 'upcoming'],
      ['/events?from=2026-13-45', 'from'],
      ['/events?to=2026-02-30', 'to'],
      ['/events?from=tomorrow', 'from'],
      ['/events?from=2026-05-02&to=2026-05-01', 'from'],
      ['/profiles/clara-weiss/events?from=2026-13-45', 'from'],
      ['/news?year=abc', 'year'],
      ['/events/dates?year=abc', 'year'],
      ['/news/dates?year=0', 'year'],
      ['/site?locale=not%20a%20locale', 'locale'],
      ['/events?locale=de_DE', 'locale'],
      ['/search', 'q'],
      ['/search?q=', 'q'],
      ['/search?q=%20%20', 'q'],
      [`/search?q=${'x'.repeat(201)}`, 'q'],
      ['/products?tag=', 'tag'],
    ];
    for (const [path, parameter] of cases) {
      const res = await call('demo', path);
      assert.equal(res.status, 400, path);
      assert.equal(res.body.error, 'invalid_parameter');
      assert.equal(res.body.status, 400);
      assert.ok(res.body.message.includes(`'${parameter}'`), `${path}: ${res.body.message}`);
    }
    // Parameters an endpoint does not take are ignored.
    assert.equal((await call('demo', '/tags?limit=abc&page=0')).status, 200);
    assert.equal((await call('demo', '/site?year=abc&q=')).status, 200);
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
  test('slow: the same data, about 2 s later', async () => {
    const started = performance.now();
    const body = await ok('slow', '/events?limit=2');
    const elapsed = performance.now() - started;
    assert.ok(elapsed >= 1800, `took ${elapsed} ms`);
    assert.ok(elapsed < 4000, `took ${elapsed} ms`);
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

  test('hostile: the same shape, full of payloads around harmless formatting', async () => {
    const events = await all('/events', 'hostile');
    assert.equal(events.length, DEMO_FACTS.eventCount + 1, 'plus one event with a hostile slug');
    /** @param {unknown} value @returns {string[]} */
    const strings = (value) => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []);
    const text = strings(events).join('\n');
    for (const needle of ['<script>', 'onerror=', 'onload=', 'javascript:', 'JaVaScRiPt:', 'vbscript:', 'data:text/html', '<iframe srcdoc', '<svg', '<math>', '<form action', '<base href', 'http-equiv="refresh"', 'expression(', 'url(javascript:', '&#106;&#97;', 'jav&#x09;ascript:', '&lt;script&gt;', '<strong>', '<a href="https://example.com/safe">']) {
      assert.ok(text.includes(needle), needle);
    }
    const event = events.find((e) => e.slug === DEMO_FACTS.lateNightEvent);
    assert.match(event.title, /__xss/);
    assert.match(event.excerpt, /__xss/);
    assert.match(event.content, /<script>__xss/);
    assert.match(event.localizedContent[0].content, /<script>__xss/);
    assert.match(event.localizedContent[0].title, /__xss/);
    assert.ok(events.some((e) => /^(javascript|vbscript|data):/i.test(e.ticketUrl)));
    assert.ok(events.some((e) => /^(javascript|data):/i.test(e.image?.url ?? '')));

    const weird = events.find((e) => e.slug.includes('<img'));
    const single = await call('hostile', `/events/${encodeURIComponent(weird.slug)}`);
    assert.equal(single.status, 200);
    assert.equal(single.body.slug, weird.slug);

    const page = await ok('hostile', '/pages/about');
    const tree = JSON.stringify(page.contentJSON);
    assert.match(tree, /"href":"javascript:__xss/);
    assert.match(tree, /"src":"javascript:__xss/);
    assert.match(tree, /"type":"script"/);
    assert.match(JSON.stringify(page.localizedContent[0].contentJSON), /javascript:__xss/);
    assert.ok(page.contentJSON.content.some((/** @type {any} */ n) => n.type === 'heading' && n.content[0].text === 'About Nordlicht Artists'), 'the real content is still there');

    const profile = await ok('hostile', '/profiles/clara-weiss');
    assert.ok(profile.links.some((/** @type {any} */ l) => l.url.startsWith('javascript:')));
    assert.match(profile.name, /__xss/);
    const products = await all('/products', 'hostile');
    assert.ok(products.some((p) => /^(javascript|vbscript|data):/i.test(p.url)));
    const site = await ok('hostile', '/site');
    assert.match(site.name, /onerror/);
    const tags = await ok('hostile', '/tags');
    assert.ok(tags.records.every((/** @type {any} */ t) => t.name.includes('__xss')));
    const hits = await ok('hostile', '/search?q=clara');
    assert.ok(hits.total > 0);
    assert.ok(hits.records.some((/** @type {any} */ h) => h.title.includes('__xss')));
  });

  test('down: 500 for everything', async () => {
    for (const path of ['/site', '/events', '/search?q=x', '/nope']) {
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
      for (const path of ['/events', '/events?upcoming=true', '/news', '/pages', '/profiles', '/products', '/search?q=clara', '/tags']) {
        const body = await ok(key, path);
        assert.deepEqual(body.records, [], path);
        assert.equal(body.total, 0);
      }
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
    await raw('/demo-media/site-logo.svg');
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
      const image = body.records[0].image;
      assert.ok(image.url.startsWith(`${url}/demo-media/`), image.url);
      const svg = await fetch(image.url);
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
      const response = deref(operation.operation.responses?.[String(status)] ?? operation.operation.responses?.default);
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

  test('the YAML has the 17 operations with the parameters the demo takes', () => {
    assert.deepEqual(operations.map((o) => o.operationId).sort(), Object.keys(OPERATION_PARAMETERS).sort());
    for (const o of operations) {
      assert.ok(o.template.startsWith('/api/v2/{siteKey}/public/'), o.template);
      assert.deepEqual([...o.query.keys()].sort(), ['locale', ...OPERATION_PARAMETERS[o.operationId]].sort(), `${o.operationId} query parameters`);
      for (const status of ['200', '400', '401', '404']) assert.ok(o.operation.responses?.[status], `${o.operationId} ${status}`);
    }
  });

  test('every 200 answer (demo, hostile, empty; with and without parameters) matches its schema', async () => {
    const year = thisYear - 1;
    const today = zonedDate(now, TIME_ZONE);
    for (const siteKey of ['demo', 'hostile']) {
      for (const path of [
        '/site',
        '/site?locale=de',
        '/events',
        '/events?upcoming=true&dir=desc&limit=5&page=2&locale=de',
        `/events?tag=jazz&from=${addDays(today, -200)}&to=${addDays(today, 200)}&upcoming=false`,
        '/events/dates',
        `/events/dates?year=${thisYear}&locale=de-DE`,
        '/news',
        `/news?tag=festival&year=${year}&dir=asc&limit=3&page=1&locale=de`,
        '/news/dates',
        `/news/dates?year=${year}`,
        '/pages',
        '/pages?limit=3&page=2&locale=de',
        '/profiles',
        '/profiles?tag=classical&limit=2&page=2&locale=en',
        '/profiles/clara-weiss/events',
        `/profiles/clara-weiss/events?upcoming=true&dir=desc&tag=piano&from=${addDays(today, -400)}&to=${addDays(today, 400)}&limit=2&page=1&locale=de`,
        '/profiles/spree-lights/products',
        '/profiles/spree-lights/products?tag=tour&limit=1&page=2&locale=de',
        '/profiles/anna-schmidt/products',
        '/products',
        '/products?tag=indie&limit=2&page=2&locale=de',
        '/search?q=clara',
        '/search?q=konzert&locale=de&limit=3&page=2',
        '/search?q=nothing-matches-this',
        '/tags',
        '/tags?locale=de',
      ]) {
        await conform(siteKey, path);
      }
      // Every single record, in both sites.
      for (const [list, single] of [['/events', '/events/'], ['/news', '/news/'], ['/pages', '/pages/'], ['/profiles', '/profiles/'], ['/products', '/products/']]) {
        const {records} = await conform(siteKey, `${list}?limit=100`);
        for (const record of records) {
          await conform(siteKey, `${single}${encodeURIComponent(record.slug)}`);
          await conform(siteKey, `${single}${encodeURIComponent(record.slug)}?locale=de`);
        }
        if (list === '/profiles') {
          for (const record of records) {
            await conform(siteKey, `/profiles/${record.slug}/events`);
            await conform(siteKey, `/profiles/${record.slug}/products`);
          }
        }
      }
    }
    for (const path of ['/site', '/events', '/events/dates', '/news', '/news/dates', '/pages', '/profiles', '/products', '/search?q=x', '/tags']) {
      await conform('empty', path);
    }
  });

  test('error answers match the Error schema', async () => {
    await conform('demo', '/events?limit=abc', 400);
    await conform('demo', '/events?dir=sideways', 400);
    await conform('demo', '/news?year=abc', 400);
    await conform('demo', '/search', 400);
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
      integer: ['1', '2', '20', '100', '0', '-1', '101', '1000', 'abc', '1.5', '', '9999', '10000'],
      boolean: ['true', 'false', 'maybe', 'yes', ''],
      enum: ['asc', 'desc', 'sideways', 'ASC', ''],
      date: ['2026-03-01', '2024-02-29', '2026-13-45', '2026-02-30', '2026-3-1', 'tomorrow', ''],
      locale: ['en', 'de', 'de-DE', 'zh-Hant-TW', 'e', 'english-language-tag-x', 'de_DE', 'not a locale', ''],
      string: ['jazz', 'no-such-tag', 'x', '', 'x'.repeat(200), 'x'.repeat(201)],
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
        const kind = schema.type === 'integer' ? 'integer' : schema.type === 'boolean' ? 'boolean' : schema.enum ? 'enum' : schema.format === 'date' ? 'date' : name === 'locale' ? 'locale' : 'string';
        const validate = ajv.compile(absolutize(schema));
        for (const value of candidates[kind]) {
          const coerced = kind === 'integer' && /^-?\d+$/.test(value) ? Number(value) : kind === 'boolean' && (value === 'true' || value === 'false') ? value === 'true' : value;
          const valid = validate(coerced);
          const extra = o.query.has('q') && name !== 'q' ? '&q=clara' : '';
          const res = await call('demo', `${validPath}?${name}=${encodeURIComponent(value)}${extra}`);
          assert.equal(res.status, valid ? 200 : 400, `${o.operationId} ${name}=${JSON.stringify(value)}: YAML says ${valid ? 'valid' : 'invalid'}, handler answered ${res.status}`);
          checked++;
        }
      }
      if (o.query.get('q')?.required) assert.equal((await call('demo', validPath)).status, 400, `${o.operationId}: q is required`);
    }
    assert.ok(checked > 150, `checked ${checked} values`);
  });
});

after(() => resetDemoState());
