// @ts-check
/**
 * `url-key` on the demo site's events page (issue 29), with the built kit
 * (scripts/demo-page.js) and the demo API behind the provider's `/proxy`, in
 * headless Chromium: a visitor filters the list by a tag, presses "More",
 * steps the calendar a month on and picks a day; the address they copy,
 * opened in a new tab, shows the same view (with no layout shift, a request
 * per page of the list), the page's own parameters and hash intact; Back
 * and Forward go through the views; the page rendered on a server for that
 * address (renderPage) shows it with no request at all.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import {resolve} from 'node:path';
import {apiMiddleware} from '../../demo/api/node.js';
import {clearRequestLog} from '../../demo/api/handler.js';
import {staticFiles} from '../../dist/lib/proxy/static.js';
import {toNodeListener} from '../../dist/lib/proxy/node.js';
import {renderPage} from '../../dist/lib/ssr/render.js';
import {demoPage} from '../../scripts/demo-page.js';
import {kitSettled, launchBrowser, watchPage} from './browser-page.js';

/** Pages rendered on a server, by path and query. */
const rendered = new Map();
const api = apiMiddleware();
const files = toNodeListener(staticFiles(resolve('.')));
const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const html = rendered.get(req.url) ?? (url.pathname === '/demo/events.html' ? await demoPage('events.html') : undefined);
  if (html !== undefined) {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    return res.end(html);
  }
  // The provider's base-url: the demo API behind it with the key added, as the kit's proxy adds it.
  if (req.url?.startsWith('/proxy/')) {
    req.url = req.url.slice('/proxy'.length);
    req.headers.authorization = 'Bearer demo-token';
  }
  api(req, res, () => files(req, res));
});
/** @type {string} */
let origin;
/** @type {import('puppeteer-core').Browser} */
let browser;

before(async () => {
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await new Promise((done) => server.close(done));
});

/** What the events page shows: the list's titles, the pressed tag, the calendar's month and chosen day, the day list's titles. */
function view() {
  const shadow = (/** @type {string} */ selector) => /** @type {ShadowRoot} */ (document.querySelector(selector)?.shadowRoot);
  const titles = (/** @type {string} */ selector) => [...(shadow(selector)?.querySelectorAll('[part~="item"] [part~="title"]') ?? [])].map((n) => n.textContent?.trim());
  return {
    list: titles('#upcoming-list'),
    tag: [...(shadow('site-tags')?.querySelectorAll('[aria-pressed="true"]') ?? [])].map((n) => n.textContent?.trim()),
    month: shadow('site-event-calendar')?.querySelector('[part~="month-label"]')?.textContent?.trim(),
    day: shadow('site-event-calendar')?.querySelector('[part~="selected"]')?.getAttribute('data-date') ?? null,
    dayList: titles('#day-list'),
  };
}

/** Opens a tab at a phone's width with its layout shifts counted. @param {string} path */
async function openTab(path) {
  const tab = await browser.newPage();
  await tab.bringToFront();
  await tab.setViewport({width: 390, height: 844});
  const watched = watchPage(tab);
  await tab.evaluateOnNewDocument(() => {
    const seen = {shifts: 0};
    Object.assign(window, {seen});
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (seen.shifts += /** @type {any} */ (e).value))).observe({type: 'layout-shift', buffered: true});
  });
  await tab.goto(`${origin}${path}`);
  await kitSettled(tab);
  return {tab, watched};
}

/** The kit's parameters of a tab's address, sorted. @param {import('puppeteer-core').Page} tab */
const kitParams = (tab) =>
  [...new URL(tab.url()).searchParams]
    .filter(([name]) => name.includes('.'))
    .map(([name, value]) => `${name}=${value}`)
    .sort();

test('a filtered, paged, stepped view of the demo’s events survives being sent, Back and Forward, and a server rendering', async () => {
  const {tab, watched} = await openTab('/demo/events.html?utm_source=newsletter#programme');
  const start = await tab.evaluate(view);
  assert.ok(start.list.length > 0 && start.day === null, JSON.stringify(start));

  // A tag: "On tour" (more upcoming events than a page).
  await tab.evaluate(() => {
    const chip = [...(document.querySelector('site-tags')?.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('On tour'));
    /** @type {HTMLButtonElement} */ (chip).click();
  });
  await tab.waitForFunction(() => new URL(location.href).searchParams.has('events.tag'), {polling: 'raf'});
  await kitSettled(tab);
  const filtered = await tab.evaluate(view);
  assert.deepEqual(filtered.tag, ['On tour']);
  assert.equal(filtered.list.length, 10);
  const entries = await tab.evaluate(() => history.length);

  // "More": a second page, a history entry.
  await tab.evaluate(() => /** @type {HTMLButtonElement} */ (document.querySelector('#upcoming-list')?.shadowRoot?.querySelector('[part~="more"]')).click());
  await tab.waitForFunction(() => new URL(location.href).searchParams.get('events.pages') === '2', {polling: 'raf'});
  await kitSettled(tab);
  const paged = await tab.evaluate(view);
  assert.ok(paged.list.length > 10, `${paged.list.length} events`);

  // The calendar: next month, and its first day with events.
  await tab.evaluate(() => /** @type {HTMLButtonElement} */ (document.querySelector('site-event-calendar')?.shadowRoot?.querySelector('[part~="next"]')).click());
  await tab.waitForFunction(() => new URL(location.href).searchParams.has('calendar.month'), {polling: 'raf'});
  await kitSettled(tab);
  await tab.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('site-event-calendar')?.shadowRoot?.querySelector('[part~="has-events"]:not([part~="outside"])')).click());
  await tab.waitForFunction(() => new URL(location.href).searchParams.has('calendar.day'), {polling: 'raf'});
  await kitSettled(tab);
  const chosen = await tab.evaluate(view);
  assert.ok(chosen.day && chosen.dayList.length > 0, JSON.stringify(chosen));
  assert.equal(await tab.evaluate(() => history.length), entries + 3, 'a page, a month and a day: three entries; the tag none');
  const params = kitParams(tab);
  assert.deepEqual(
    params.map((p) => p.split('=')[0]),
    ['calendar.day', 'calendar.month', 'day.from', 'day.to', 'events.pages', 'events.tag'],
  );
  // The page's own parameter and hash, as they were.
  const address = new URL(tab.url());
  assert.equal(address.searchParams.get('utm_source'), 'newsletter');
  assert.equal(address.hash, '#programme');

  // Sent to a friend: the same view, no shift, one request per page of the list.
  clearRequestLog();
  const shared = await openTab(address.pathname + address.search + address.hash);
  assert.deepEqual(await shared.tab.evaluate(view), chosen);
  assert.equal(await shared.tab.evaluate(() => /** @type {any} */ (window).seen.shifts), 0, 'no layout shift');
  const eventsAsked = clearRequestLog().filter((e) => e.path === '/api/v2/demo/public/events' && e.query.includes('upcoming=true'));
  assert.deepEqual(
    eventsAsked.map((e) => new URLSearchParams(e.query).get('page')),
    ['0', '1'],
  );
  assert.deepEqual(shared.watched.complaints, []);
  await shared.tab.close();

  // Back: no day, then the month before, then one page; Forward again.
  const back = async () => {
    await tab.goBack();
    await kitSettled(tab);
    return tab.evaluate(view);
  };
  const noDay = await back();
  assert.equal(noDay.day, null);
  assert.equal(noDay.month, chosen.month);
  assert.equal((await back()).month, paged.month);
  assert.deepEqual((await back()).list, filtered.list);
  await tab.goForward();
  await kitSettled(tab);
  assert.deepEqual((await tab.evaluate(view)).list, paged.list);
  assert.deepEqual(watched.complaints, []);
  await tab.close();

  // Rendered on a server for that address: the same view in the HTML, and no request when the script comes.
  const path = `/demo/events.html${address.search}`;
  const page = await renderPage(await demoPage('events.html'), {upstream: origin, apiKey: 'demo-token', url: `${origin}${path}`});
  assert.deepEqual(page.failures, []);
  rendered.set(path, page.html);
  clearRequestLog();
  const served = await openTab(path);
  assert.deepEqual((await served.tab.evaluate(view)).list, chosen.list);
  assert.deepEqual(
    clearRequestLog().map((e) => `${e.path}?${e.query}`),
    [],
    'no data request on load',
  );
  assert.equal(await served.tab.evaluate(() => /** @type {any} */ (window).seen.shifts), 0, 'no layout shift');
  await served.tab.close();
});
