#!/usr/bin/env node
// @ts-check
/**
 * What a browser really does with a page of the kit (issue 13): loads pages
 * in headless Chromium (puppeteer-core, the system's browser) from a local
 * server (the project root, the demo API, the kit's proxy under /proxy) and
 * prints, per page:
 *
 * - script: the bytes of every script the page fetched, gzip level 9, each
 *   file on its own (the core, the element, every chunk it loaded after);
 * - hops: dependent round trips before the first item showed (HTML, script,
 *   element file, API: 4); requests that start together count once;
 * - time to the last item shown, as a ratio to a hand-written page (one
 *   inline script that fetches the same JSON and builds the same list with
 *   DOM calls), interleaved, median of `--runs` (default 15), min and max;
 *   on localhost and under a mobile profile (150 ms RTT, 1.6 Mbps down,
 *   4x CPU slowdown, through the DevTools protocol);
 * - a page rendered on the server (`render`, issue 27): renderPage() just
 *   before each load, as a build writes it; the last of 10 events against
 *   the hand-written inline page, the data requests it makes on load, CLS;
 *   and renderPage's own time for each demo page, per element;
 * - CLS, with the API answering at once, after 500 ms, and never (an error
 *   state), at 390 px and 1280 px wide;
 * - per item (`items`): what one more event shown costs the main thread, in
 *   DOM nodes and in JS heap, against a hand-written page that builds the
 *   same items (title link, date, place, price link) with DOM calls: pages
 *   of 10 and of 100 lists of 20 events, the difference divided by the
 *   1 800 items between them (what the page costs besides its items cancels).
 *
 *   npm run build && npm run bench:page            # Markdown
 *   npm run bench:page -- --json                   # machine-readable
 *   npm run bench:page -- --runs 5                 # fewer timing runs
 *   npm run bench:page -- --check                  # exit 1 when a budget is broken
 *   npm run bench:page -- --serve                  # only serve the pages, for a browser of your own
 *   npm run bench:page -- --only session,cls       # some parts: script, time, render, session, jsonld, cls, items
 *
 * Budgets (BENCHMARKS.md): a provider and one list at most 15 360 B of script
 * in all; the one-file build at most 30 720 B; time to the last item at most
 * 1.3x the hand-written page (and the README's page at most 1.3x the
 * hand-written page with its script in a file, on the mobile profile); a
 * rendered page's last event at most 1.0x the hand-written inline page's,
 * with no data request on load and CLS 0.00; CLS at most 0.01 (issue 26: an element gives
 * back the blank its reserve leaves, all but one item's height in view, so
 * what follows a reserve that overestimated may move a little; every CLS
 * above 0 is still listed, as "moved").
 */
import {createServer} from 'node:http';
import {existsSync} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import {extname, resolve, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import puppeteer from 'puppeteer-core';
import {apiMiddleware} from '../demo/api/node.js';
import {SITE_PAGES, demoPage} from './demo-page.js';
import {chromiumArgs, findChromium} from './browser.js';
import {listTags} from './gen-elements.js';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const JSON_OUT = args.includes('--json');
const CHECK = args.includes('--check');
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 15) : 15;
const onlyAt = args.indexOf('--only');
/** The parts to run: `--only script,time,render,session,jsonld,cls,items` (default every one). */
const ONLY = onlyAt >= 0 ? new Set(String(args[onlyAt + 1]).split(',')) : undefined;
const part = (/** @type {string} */ name) => !ONLY || ONLY.has(name);
const TOKEN = 'demo-token';
const BUDGET_PAGE = 15 * 1024;
const BUDGET_ALL = 30 * 1024;
const BUDGET_RATIO = 1.3;
/** A page rendered on the server: its last event painted no later than the hand-written inline page's (issue 27). */
const BUDGET_RENDERED = 1.0;

for (const file of ['dist/site-widgets.js', 'dist/site-widgets-all.js', 'dist/lib/proxy/proxy.js']) {
  if (!existsSync(resolve(ROOT, file))) {
    console.error(`${file} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
}

// ------------------------------------------------------------- pages

/** What a page writes on a list element besides its tag (limit 10: N = 10); none on the others. */
const ATTRIBUTES = /** @type {Record<string, string>} */ ({
  'site-events': 'upcoming limit="10"',
  'site-news': 'limit="10"',
  'site-profiles': 'limit="10"',
  'site-products': 'limit="10"',
});
/** The list elements (listTags(), read from their folders), each as a page writes it. */
const LISTS = Object.fromEntries(listTags().map((tag) => [tag, ATTRIBUTES[tag] ?? '']));
for (const tag of Object.keys(ATTRIBUTES)) if (!(tag in LISTS)) throw new Error(`scripts/bench-page.js: ATTRIBUTES names <${tag}>, which is not a list element (listTags() in scripts/gen-elements.js)`);

/** A page with one provider and `body` inside, loading `bundle`. */
function kitPage(/** @type {string} */ body, {bundle = 'site-widgets.js', siteKey = 'demo'} = {}) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bench</title>
<script type="module" src="/dist/${bundle}"></script><link rel="stylesheet" href="/dist/site-widgets.css">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem}</style></head>
<body><h1>Bench</h1><site-content-provider site-key="${siteKey}" token="${TOKEN}">${body}</site-content-provider><footer><p>Below the content.</p></footer></body></html>`;
}

/** The same page as a designer following the README writes it: the element's file named up front. */
function preloadPage(/** @type {string} */ tag, /** @type {string} */ attrs) {
  return kitPage(`<${tag} ${attrs}></${tag}>`).replace(
    '<script type="module" src="/dist/site-widgets.js"></script>',
    `<script type="module" src="/dist/site-widgets.js"></script><link rel="modulepreload" href="/dist/elements/${tag}.js">`,
  );
}

/**
 * JSON-LD timed in the page: n synthetic events built and written by one
 * element (the modules as tsc built them, dist/lib), 1 000 then 3 000 (the
 * budget: linear).
 */
const JSONLD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>json-ld</title></head><body>
<script type="module">
import {eventData} from '/dist/lib/render/structured-data.js';
import {publishStructuredData, writeStructuredData} from '/dist/lib/internal/structured-data.js';
const time = (n) => {
  const host = document.createElement('div');
  document.body.append(host);
  const start = performance.now();
  const items = Array.from({length: n}, (_, i) => eventData({slug: 'e' + i, startDate: '2026-03-14T19:30:00Z', hasTime: true, localizedContent: [{locale: 'en', title: 'Event ' + i}], location: {name: 'Hall', city: 'Berlin'}, tickets: [{price: 12, currency: 'EUR', externalLink: 'https://t.example/' + i}]}, {locale: 'en'}, '/event.html?slug=e' + i));
  publishStructuredData(host, items);
  writeStructuredData();
  const ms = performance.now() - start;
  host.remove();
  publishStructuredData(host);
  writeStructuredData();
  return ms;
};
time(200);
const runs = (n) => { const xs = Array.from({length: 7}, () => time(n)).sort((a, b) => a - b); return xs[3]; };
window.__jsonld = {ms1000: runs(1000), ms3000: runs(3000)};
</script></body></html>`;

/** The hand-written comparison: the same upcoming events, fetched and built with DOM calls by one script. */
const HAND_SCRIPT = `fetch('/api/v2/demo/public/events?upcoming=true&limit=10', {headers: {Authorization: 'Bearer ${TOKEN}'}}).then((r) => r.json()).then(({records}) => {
  const list = document.getElementById('list');
  const day = new Intl.DateTimeFormat('en', {weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Berlin'});
  for (const e of records) {
    const li = document.createElement('li');
    li.className = 'item';
    const h = document.createElement('h3');
    const a = document.createElement('a');
    a.href = '/event.html?slug=' + encodeURIComponent(e.slug);
    a.textContent = (e.localizedContent.find((c) => c.locale === 'en') || e.localizedContent[0] || {}).title || e.slug;
    h.append(a);
    const p = document.createElement('p');
    p.textContent = day.format(new Date(e.startDate));
    li.append(h, p);
    list.append(li);
  }
});
`;
/** The hand-written page: its script inline (no request before the API's). */
const HAND = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>hand</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem}</style></head>
<body><h1>Bench</h1><ul id="list"></ul><footer><p>Below the content.</p></footer>
<script>
${HAND_SCRIPT}</script></body></html>`;
/**
 * The same page with its script in a file, as a widget's page has it: one
 * round trip for the script before the API's, as many as the README's page
 * (the element's file preloaded beside the core). Not the budget's
 * baseline; printed beside it, with the README's page's ratio to it.
 */
const HAND_FILE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>hand</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem}</style></head>
<body><h1>Bench</h1><ul id="list"></ul><footer><p>Below the content.</p></footer>
<script src="/bench/hand.js"></script></body></html>`;

/**
 * Per item: `lists` lists of 20 events on a page, by the kit (one request:
 * the lists share it) and by hand, with what the kit's list shows of each
 * event (title linked to its page, date and time, venue and city, price
 * linked to the tickets). `window.__count()` says how many are shown.
 */
const ITEMS_KIT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>items</title>
<script type="module" src="/dist/site-widgets.js"></script><link rel="stylesheet" href="/dist/site-widgets.css"></head>
<body><site-content-provider site-key="demo" token="${TOKEN}"></site-content-provider>
<script>
const lists = Number(new URLSearchParams(location.search).get('lists'));
const provider = document.querySelector('site-content-provider');
for (let i = 0; i < lists; i++) provider.insertAdjacentHTML('beforeend', '<site-events upcoming limit="20" href="/event.html?slug={slug}"></site-events>');
window.__want = lists * 20;
window.__count = () => [...document.querySelectorAll('site-events')].reduce((n, e) => n + (e.shadowRoot?.querySelectorAll('[part~="item"]').length ?? 0), 0);
</script></body></html>`;
const ITEMS_HAND = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>items</title></head><body><main id="lists"></main>
<script>
const lists = Number(new URLSearchParams(location.search).get('lists'));
window.__want = lists * 20;
window.__count = () => document.querySelectorAll('li.item').length;
fetch('/api/v2/demo/public/events?upcoming=true&dir=asc&limit=20&page=0', {headers: {Authorization: 'Bearer ${TOKEN}'}}).then((r) => r.json()).then(({records}) => {
  const zone = {timeZone: 'Europe/Berlin'};
  const day = {weekday: 'short', day: 'numeric', month: 'short', year: 'numeric'};
  const dayTime = new Intl.DateTimeFormat('en', {...day, hour: 'numeric', minute: '2-digit', ...zone});
  const dayOnly = new Intl.DateTimeFormat('en', {...day, ...zone});
  const money = new Intl.NumberFormat('en', {style: 'currency', currency: 'EUR'});
  const el = (tag, text) => Object.assign(document.createElement(tag), text === undefined ? {} : {textContent: text});
  const main = document.getElementById('lists');
  for (let l = 0; l < lists; l++) {
    const ul = el('ul');
    for (const e of records) {
      const li = el('li');
      li.className = 'item';
      const a = el('a', (e.localizedContent.find((c) => c.locale === 'en') || e.localizedContent[0] || {}).title || e.slug);
      a.href = '/event.html?slug=' + encodeURIComponent(e.slug);
      li.append(el('h3'));
      li.lastChild.append(a);
      const f = e.hasTime === false ? dayOnly : dayTime;
      const time = el('time', e.endDate && e.endDate > e.startDate ? f.formatRange(new Date(e.startDate), new Date(e.endDate)) : f.format(new Date(e.startDate)));
      time.dateTime = e.startDate;
      li.append(el('p'));
      li.lastChild.append(time);
      if (e.location) li.append(el('p', [(e.location.localizedContent || [])[0]?.title || e.location.name, e.location.city].filter(Boolean).join(', ')));
      const tier = (e.tickets || [])[0];
      if (tier && tier.price > 0) {
        const t = el('a', money.format(tier.price));
        t.href = tier.externalLink;
        t.rel = 'noopener noreferrer';
        li.append(el('p'));
        li.lastChild.append(t);
      }
      ul.append(li);
    }
    main.append(ul);
  }
});
</script></body></html>`;

/** @type {Record<string, string | (() => Promise<string>)>} path → page */
const PAGES = {
  '/bench/hand': HAND,
  '/bench/hand-file': HAND_FILE,
  '/bench/all': kitPage(`<site-events ${LISTS['site-events']}></site-events>`, {bundle: 'site-widgets-all.js'}),
  '/bench/detail': kitPage('<site-event slug="clara-weiss-goldberg-variations"></site-event>'),
  '/bench/preload/site-events': preloadPage('site-events', LISTS['site-events']),
  // Everything named up front, behind the proxy (no token in the page): the element's file and the two API requests preloaded.
  '/bench/preload-all/site-events': kitPage(`<site-events ${LISTS['site-events']}></site-events>`)
    .replace(` token="${TOKEN}"`, ' base-url="/proxy"')
    .replace(
      '<script type="module" src="/dist/site-widgets.js"></script>',
      '<script type="module" src="/dist/site-widgets.js"></script><link rel="modulepreload" href="/dist/elements/site-events.js">' +
        '<link rel="preload" as="fetch" crossorigin href="/proxy/api/v2/demo/public/site">' +
        '<link rel="preload" as="fetch" crossorigin href="/proxy/api/v2/demo/public/events?upcoming=true&dir=asc&limit=10&page=0">',
    ),
  // A second page of the site in the same tab, with and without the provider's session-cache.
  '/bench/session/site-events': kitPage(`<site-events ${LISTS['site-events']}></site-events>`).replace('<site-content-provider ', '<site-content-provider session-cache '),
  '/bench/jsonld': JSONLD,
  '/bench/items/kit': ITEMS_KIT,
  '/bench/items/hand': ITEMS_HAND,
  // A designer's item template (issue 14): its code (design.js) loads on this page only.
  '/bench/template/site-events': kitPage(
    `<site-events ${LISTS['site-events']}><template><li class="item"><a data-site-href="url"><site-field name="title"></site-field></a> <site-field name="date"></site-field></li></template></site-events>`,
  ),
  ...Object.fromEntries(Object.entries(LISTS).map(([tag, attrs]) => [`/bench/${tag}`, kitPage(`<${tag} ${attrs}></${tag}>`)])),
  ...Object.fromEntries(Object.entries(LISTS).map(([tag, attrs]) => [`/bench/slow/${tag}`, kitPage(`<${tag} ${attrs}></${tag}>`, {siteKey: 'slow'})])),
  ...Object.fromEntries(Object.entries(LISTS).map(([tag, attrs]) => [`/bench/down/${tag}`, kitPage(`<${tag} ${attrs}></${tag}>`, {siteKey: 'down'})])),
  // The demo's home page with the built kit in place of the sources the dev server compiles.
  '/bench/home': () => demoPage('index.html'),
};

/** Every page of the demo site: the site's (scripts/demo-page.js), then the designers'. */
const DEMO_PAGES = [
  ...SITE_PAGES,
  'rich.html?slug=imprint',
  'designers.html',
  // The elements of the site's pages beside their HTML.
  'snippets.html',
  'states.html',
  'templates.html',
  // Its controls drawn before the first frame, its preview in a box of fixed height.
  'configurator.html',
];

// ------------------------------------------------------------- server

/** @type {Record<string, string>} */
const TYPES = {'.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.json': 'application/json'};
// The `slow` keys answer after 500 ms here: the "API after 500 ms" case.
const api = apiMiddleware({slowDelayMs: 500});
const {createSiteProxy} = await import(resolve(ROOT, 'dist/lib/proxy/proxy.js'));
const {renderPage} = await import(resolve(ROOT, 'dist/lib/ssr/render.js'));
/** Pages rendered on the server (renderPage) before they are loaded, by path: as a build writes them, served as files. */
const rendered = new Map();
/** @type {((request: Request) => Promise<Response>) | undefined} */
let proxy;

/** Text that a CDN or an API server sends compressed. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg)/;
/** Compressed files by path and modification time: compressed once, as a CDN keeps them. */
const gzipped = new Map();

/**
 * Sends `body` gzip-compressed when the browser accepts it and the type is
 * text, as the CDNs the README names and the content API do: the bytes on
 * the wire are the gzip bytes counted above, and under the mobile profile
 * their transfer time is what a visitor waits for (35 KB of the core sent
 * plain take 100 ms more at 1.6 Mbps than 13 KB).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {(body?: any) => unknown} end the response's own `end`
 * @param {Buffer | string | undefined} body
 * @param {string} [key] a cache key for a file's compressed bytes
 */
function sendBody(req, res, end, body, key) {
  const type = String(res.getHeader('content-type') ?? '');
  if (body === undefined || res.getHeader('content-encoding') || !COMPRESSIBLE.test(type) || !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return end(body);
  let zipped = key ? gzipped.get(key) : undefined;
  if (!zipped) {
    zipped = gzipSync(body, {level: 9});
    if (key) gzipped.set(key, zipped);
  }
  res.setHeader('content-encoding', 'gzip');
  res.setHeader('vary', 'accept-encoding');
  res.setHeader('content-length', zipped.length);
  end(zipped);
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', ORIGIN);
  // Every answer with a body goes through sendBody (the demo API's too: it writes with setHeader and end); one written with writeHead goes as it is.
  const end = res.end.bind(res);
  /** @type {any} */ (res).end = (/** @type {any} */ body, /** @type {any[]} */ ...rest) => (typeof body === 'function' || rest.length || res.headersSent ? end(body, ...rest) : sendBody(req, res, end, body));
  try {
    if (url.pathname.startsWith('/proxy-down/')) {
      res.writeHead(503, {'content-type': 'application/json'});
      return res.end('{"message":"down for the benchmark"}');
    }
    if (url.pathname.startsWith('/proxy-slow/')) {
      await new Promise((ok) => setTimeout(ok, 500));
      url.pathname = url.pathname.replace('/proxy-slow/', '/proxy/');
    }
    if (url.pathname.startsWith('/proxy/')) {
      proxy ??= createSiteProxy({siteKey: 'demo', apiKey: TOKEN, upstream: ORIGIN, basePath: '/proxy', mediaBase: `${ORIGIN}/media/`});
      const response = await /** @type {NonNullable<typeof proxy>} */ (proxy)(new Request(url, {headers: /** @type {any} */ (req.headers)}));
      res.statusCode = response.status;
      for (const [name, value] of response.headers) res.setHeader(name, value);
      return res.end(Buffer.from(await response.arrayBuffer()));
    }
    if (url.pathname === '/bench/hand.js') {
      res.setHeader('content-type', TYPES['.js']);
      res.setHeader('cache-control', 'max-age=600');
      return res.end(HAND_SCRIPT);
    }
    if (rendered.has(url.pathname)) {
      res.setHeader('content-type', TYPES['.html']);
      res.setHeader('cache-control', 'no-store');
      return res.end(rendered.get(url.pathname));
    }
    const page = url.pathname.startsWith('/bench/demo/') ? () => demoPage(url.pathname.slice('/bench/demo/'.length), url.searchParams.get('api') ?? '') : PAGES[url.pathname];
    if (page) {
      const html = typeof page === 'string' ? page : await page();
      res.setHeader('content-type', TYPES['.html']);
      res.setHeader('cache-control', 'no-store');
      return res.end(html);
    }
    api(req, res, async () => {
      const file = resolve(ROOT, `.${decodeURIComponent(url.pathname)}`);
      if (!file.startsWith(ROOT + sep) || !(await stat(file).catch(() => undefined))?.isFile()) {
        res.writeHead(404);
        return res.end();
      }
      // Cacheable, as from a CDN: every load() is a fresh browser context, so only a second page in the same one (loadAgain) hits it.
      res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
      res.setHeader('cache-control', 'max-age=600');
      const info = await stat(file);
      sendBody(req, res, end, await readFile(file), `${file}:${info.mtimeMs}`);
    });
  } catch (error) {
    if (!res.headersSent) res.writeHead(500);
    res.end(String(error));
  }
});
await new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(undefined)));
const address = server.address();
if (!address || typeof address === 'string') throw new Error('the server has no port');
const ORIGIN = `http://127.0.0.1:${address.port}`;
if (args.includes('--serve')) {
  // The pages for a browser of your own (DevTools' performance panel): the server stays up.
  console.log(`serving ${Object.keys(PAGES).join(' ')} at ${ORIGIN}`);
  await new Promise(() => {});
}

// ------------------------------------------------------------- measuring

/** In every page: layout shifts and when the first and last item showed (checked every frame, shadow roots included). */
const INSTRUMENT = `(() => {
  const m = (window.__m = {cls: 0, first: 0, last: 0});
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) m.cls += e.value; }).observe({type: 'layout-shift', buffered: true});
  const want = Number(new URLSearchParams(location.search).get('items') || 1);
  const count = (root) => {
    let n = root.querySelectorAll('[part~="item"], [part~="title"], [part~="year"], [part~="chip"], li.item').length;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) n += count(el.shadowRoot);
    return n;
  };
  const failed = (root) => !!root.querySelector('[part~="error"], [part~="empty"]') || [...root.querySelectorAll('*')].some((el) => el.shadowRoot && failed(el.shadowRoot));
  const tick = () => {
    const n = document.body ? count(document) : 0;
    const t = performance.now();
    if (n && !m.first) m.first = t;
    // Done when the items are there, or when an element shows its error (or empty) state instead.
    if (n >= want || (document.body && failed(document))) m.last = t;
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/**
 * Loads `path` in a fresh context and measures it.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} path
 * @param {{items?: number, width?: number, mobile?: boolean, settle?: number, after?: string}} [options] `after`: a page loaded first in the same tab
 */
async function load(browser, path, {items = 1, width = 1280, mobile = false, settle = 0, after = ''} = {}) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({width, height: 900});
    await page.evaluateOnNewDocument(INSTRUMENT);
    if (mobile) {
      const cdp = await page.createCDPSession();
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8});
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    }
    /** @type {Promise<number>[]} */
    const scripts = [];
    /** @type {string[]} */
    const urls = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.buffer().then((b) => gzipSync(b, {level: 9}).length, () => 0));
      urls.push(new URL(response.url()).pathname);
    });
    const sep = path.includes('?') ? '&' : '?';
    if (after) {
      // A page of the same site first, in the same tab: the next one is what is measured.
      await page.goto(`${ORIGIN}${after}${sep}items=${items}`, {waitUntil: 'load'});
      await page.waitForFunction(() => /** @type {any} */ (window).__m.last > 0, {timeout: 15_000, polling: 20}).catch(() => undefined);
      await page.waitForNetworkIdle({idleTime: 300, timeout: 5_000}).catch(() => undefined);
      scripts.length = 0;
      urls.length = 0;
    }
    await page.goto(`${ORIGIN}${path}${sep}items=${items}`, {waitUntil: 'load'});
    await page.waitForFunction(() => /** @type {any} */ (window).__m.last > 0, {timeout: 15_000, polling: 20}).catch(() => undefined);
    if (settle) await new Promise((ok) => setTimeout(ok, settle));
    await page.waitForNetworkIdle({idleTime: 300, timeout: 5_000}).catch(() => undefined);
    const figures = await page.evaluate(() => {
      const m = /** @type {any} */ (window).__m;
      // Dependent round trips before the first item: each request's depth is one more than the deepest that ended before it started.
      const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      /** @type {{start: number, end: number, depth: number}[]} */
      const done = [{start: 0, end: nav.responseEnd, depth: 1}];
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).sort((a, b) => a.startTime - b.startTime);
      for (const r of resources) {
        const before = done.filter((d) => d.end <= r.startTime + 1);
        done.push({start: r.startTime, end: r.responseEnd, depth: 1 + Math.max(0, ...before.map((d) => d.depth))});
      }
      const hops = Math.max(...done.filter((d) => m.first && d.end <= m.first).map((d) => d.depth));
      // Data requests made by the page (the API's, or the proxy's).
      const data = resources.filter((r) => /\/api\/v2\//.test(new URL(r.name).pathname)).length;
      return {cls: m.cls, first: m.first, last: m.last, hops, data};
    });
    const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    return {...figures, bytes, files: scripts.length, urls};
  } finally {
    await context.close();
  }
}

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * One items page (`kind` kit or hand, `lists` lists of 20 events) once all
 * its items show: main-thread time (every task, and style and layout of
 * it), DOM nodes (shadow roots' included) and JS heap after a collection.
 * @param {import('puppeteer-core').Browser} browser
 * @param {'kit' | 'hand'} kind
 * @param {number} lists
 */
async function itemsPage(browser, kind, lists) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({width: 1280, height: 900});
    const cdp = await page.createCDPSession();
    await cdp.send('Performance.enable');
    await page.goto(`${ORIGIN}/bench/items/${kind}?lists=${lists}`, {waitUntil: 'load'});
    await page.waitForFunction(() => /** @type {any} */ (window).__count() >= /** @type {any} */ (window).__want, {timeout: 60_000, polling: 50});
    // The frame that shows them, and any work they queued.
    await new Promise((ok) => setTimeout(ok, 500));
    const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const nodes = await page.evaluate(() => {
      const count = (/** @type {Node} */ root) => {
        let n = 0;
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
        for (let node = /** @type {Node | null} */ (walker.currentNode); node; node = walker.nextNode()) {
          n++;
          const shadow = /** @type {Element} */ (node).shadowRoot;
          if (shadow) n += count(shadow);
        }
        return n;
      };
      return count(document);
    });
    return {task: metrics.TaskDuration * 1000, style: (metrics.RecalcStyleDuration + metrics.LayoutDuration) * 1000, nodes, heap};
  } finally {
    await context.close();
  }
}

const browser = await puppeteer.launch({executablePath: findChromium(), args: chromiumArgs, headless: true});
/** @type {string[]} */
const broken = [];
/** CLS over the budget is broken; any above 0 is listed as moved. */
const CLS_BUDGET = 0.01;
/** @type {string[]} */
const moved = [];
/** @param {number} cls @param {string} where */
function judgeCls(cls, where) {
  if (cls > CLS_BUDGET) broken.push(`CLS ${cls.toFixed(3)} > ${CLS_BUDGET}: ${where}`);
  else if (cls > 0) moved.push(`CLS ${cls.toFixed(3)}: ${where}`);
}

const out = {/** @type {any[]} */ pages: [], /** @type {any[]} */ timing: [], /** @type {any[]} */ render: [], /** @type {any[]} */ renderTimes: [], /** @type {any[]} */ session: [], /** @type {any[]} */ cls: [], /** @type {any} */ jsonld: undefined, /** @type {any} */ items: undefined};
try {
  // Script and hops: each list page, the detail page, the one-file build, the demo home.
  if (part('script')) for (const [path, items, budget] of /** @type {[string, number, number | undefined][]} */ ([
    ...Object.keys(LISTS).map((tag) => /** @type {[string, number, number]} */ ([`/bench/${tag}`, 1, BUDGET_PAGE])),
    ['/bench/detail', 1, undefined],
    ['/bench/template/site-events', 1, undefined],
    ['/bench/all', 1, BUDGET_ALL],
    ['/bench/home', 1, undefined],
    ['/bench/requests.html', 1, undefined],
  ])) {
    const f = await load(browser, path, {items, settle: 300});
    out.pages.push({path, ...f, budget});
    if (budget && f.bytes > budget) broken.push(`${path}: ${f.bytes} B of script > ${budget}`);
    // The template code loads only where a template is (a page without one loads not a byte of it).
    const design = f.urls.some((/** @type {string} */ u) => u.endsWith('/design.js'));
    if (design !== path.startsWith('/bench/template/')) broken.push(`${path}: ${design ? 'loads' : 'does not load'} the template code (design.js)`);
  }
  // Time to the last of 10 events, kit vs hand-written, interleaved; localhost and mobile.
  if (part('time')) for (const mobile of [false, true]) {
    /** @type {number[]} */ const kit = [];
    /** @type {number[]} */ const preload = [];
    /** @type {number[]} */ const preloadAll = [];
    /** @type {number[]} */ const hand = [];
    /** @type {number[]} */ const handFile = [];
    for (let i = 0; i < RUNS; i++) {
      hand.push((await load(browser, '/bench/hand', {items: 10, mobile})).last);
      handFile.push((await load(browser, '/bench/hand-file', {items: 10, mobile})).last);
      kit.push((await load(browser, '/bench/site-events', {items: 10, mobile})).last);
      preload.push((await load(browser, '/bench/preload/site-events', {items: 10, mobile})).last);
      preloadAll.push((await load(browser, '/bench/preload-all/site-events', {items: 10, mobile})).last);
    }
    const ratio = median(kit) / median(hand);
    out.timing.push({
      profile: mobile ? 'mobile' : 'localhost',
      kit: median(kit), kitMin: Math.min(...kit), kitMax: Math.max(...kit),
      hand: median(hand), handMin: Math.min(...hand), handMax: Math.max(...hand),
      ratio,
      preload: median(preload), preloadRatio: median(preload) / median(hand),
      preloadAll: median(preloadAll), preloadAllRatio: median(preloadAll) / median(hand),
      handFile: median(handFile), fileRatio: median(preload) / median(handFile),
    });
    if (ratio > BUDGET_RATIO) broken.push(`time to the last event (${mobile ? 'mobile' : 'localhost'}): ${ratio.toFixed(2)}x the hand-written page > ${BUDGET_RATIO}x`);
    // Issue 27: the README's page (no rendering) against a hand-written page whose script is a file too, on the mobile profile.
    const fileRatio = median(preload) / median(handFile);
    if (mobile && fileRatio > BUDGET_RATIO) broken.push(`the README's page (mobile): ${fileRatio.toFixed(2)}x the hand-written page with its script in a file > ${BUDGET_RATIO}x`);
  }
  // Issue 27: a page rendered on the server (renderPage, as a build writes it) against the hand-written inline page:
  // the last of 10 events, the data requests on load, CLS; then the time renderPage takes for each demo page.
  if (part('render')) {
    const source = kitPage(`<site-events ${LISTS['site-events']}></site-events>`);
    for (const mobile of [false, true]) {
      /** @type {number[]} */ const page = [];
      /** @type {number[]} */ const hand = [];
      let data = 0;
      let cls = 0;
      for (let i = 0; i < RUNS; i++) {
        hand.push((await load(browser, '/bench/hand', {items: 10, mobile})).last);
        // Rendered just before (its answers fresh, as a build's are within the provider's cache-ttl); not timed.
        rendered.set('/bench/rendered/site-events', (await renderPage(source, {upstream: ORIGIN, apiKey: TOKEN, url: `${ORIGIN}/bench/rendered/site-events`})).html);
        const f = await load(browser, '/bench/rendered/site-events', {items: 10, mobile, settle: 300});
        page.push(f.last);
        data = Math.max(data, f.data);
        cls = Math.max(cls, f.cls);
      }
      const ratio = median(page) / median(hand);
      out.render.push({profile: mobile ? 'mobile' : 'localhost', page: median(page), pageMin: Math.min(...page), pageMax: Math.max(...page), hand: median(hand), ratio, data, cls});
      const where = mobile ? 'mobile' : 'localhost';
      if (ratio > BUDGET_RENDERED) broken.push(`the rendered page (${where}): the last event ${ratio.toFixed(2)}x the hand-written inline page > ${BUDGET_RENDERED}x`);
      if (data) broken.push(`the rendered page (${where}): ${data} data requests on load > 0`);
      if (cls >= 0.005) broken.push(`the rendered page (${where}): CLS ${cls.toFixed(3)} > 0.00`);
    }
    // renderPage's own time, per page of the demo site and per element it rendered (median of the runs, after one to warm up).
    for (const name of DEMO_PAGES) {
      const html = await demoPage(name.split('?')[0]);
      const url = `${ORIGIN}/bench/demo/${name}`;
      await renderPage(html, {upstream: ORIGIN, apiKey: TOKEN, url});
      /** @type {number[]} */ const ms = [];
      let elements = 0;
      for (let i = 0; i < Math.max(3, Math.round(RUNS / 3)); i++) {
        const started = performance.now();
        elements = (await renderPage(html, {upstream: ORIGIN, apiKey: TOKEN, url})).rendered;
        ms.push(performance.now() - started);
      }
      out.renderTimes.push({page: name, ms: median(ms), elements});
    }
  }
  // The provider's session-cache: the same page again in the same tab (scripts from the browser's cache either way).
  if (part('session')) for (const mobile of [false, true]) {
    /** @type {number[]} */ const plain = [];
    /** @type {number[]} */ const kept = [];
    for (let i = 0; i < RUNS; i++) {
      plain.push((await load(browser, '/bench/site-events', {items: 10, mobile, after: '/bench/site-events'})).last);
      kept.push((await load(browser, '/bench/session/site-events', {items: 10, mobile, after: '/bench/session/site-events'})).last);
    }
    out.session.push({profile: mobile ? 'mobile' : 'localhost', plain: median(plain), kept: median(kept)});
  }
  // JSON-LD: linear in the items.
  if (part('jsonld')) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/bench/jsonld`, {waitUntil: 'load'});
    await page.waitForFunction(() => /** @type {any} */ (window).__jsonld, {timeout: 60_000, polling: 50});
    const j = await page.evaluate(() => /** @type {any} */ (window).__jsonld);
    await context.close();
    out.jsonld = {...j, ratio: j.ms3000 / j.ms1000};
    if (out.jsonld.ratio > 3.5) broken.push(`JSON-LD: 3 000 items cost ${out.jsonld.ratio.toFixed(2)}x 1 000 > 3.5x`);
  }
  // Per item: 100 lists of 20 less 10 lists of 20, kit and hand-written, interleaved.
  if (part('items')) {
    /** @type {Record<string, {task: number, style: number, nodes: number, heap: number}[]>} */
    const runs = {kit10: [], kit100: [], hand10: [], hand100: []};
    for (let i = 0; i < Math.max(3, Math.round(RUNS / 3)); i++) {
      for (const kind of /** @type {const} */ (['hand', 'kit'])) for (const lists of [10, 100]) runs[kind + lists].push(await itemsPage(browser, kind, lists));
    }
    /** @param {string} kind @param {'task' | 'style' | 'nodes' | 'heap'} key */
    const perItem = (kind, key) => (median(runs[kind + 100].map((r) => r[key])) - median(runs[kind + 10].map((r) => r[key]))) / (90 * 20);
    out.items = Object.fromEntries(['task', 'style', 'nodes', 'heap'].map((key) => [key, {kit: perItem('kit', /** @type {any} */ (key)), hand: perItem('hand', /** @type {any} */ (key))}]));
  }
  // CLS: every list page, API at once / after 500 ms / never, 390 and 1280 px; every demo page.
  if (part('cls')) for (const width of [390, 1280]) {
    for (const [label, prefix] of [['at once', '/bench/'], ['after 500 ms', '/bench/slow/'], ['never (error)', '/bench/down/']]) {
      for (const tag of Object.keys(LISTS)) {
        const f = await load(browser, `${prefix}${tag}`, {width, settle: label === 'at once' ? 300 : 2500});
        out.cls.push({page: `<${tag}>`, api: label, width, cls: f.cls});
        judgeCls(f.cls, `<${tag}>, API ${label}, ${width} px`);
      }
    }
    // Every demo page, with the built kit, through the proxy: at once, after 500 ms, never.
    for (const [label, api] of [['at once', ''], ['after 500 ms', 'slow'], ['never (error)', 'down']]) {
      for (const page of [...DEMO_PAGES, 'embed.html']) {
        const path = `/bench/demo/${page}`;
        const sep = path.includes('?') ? '&' : '?';
        const f = await load(browser, api ? `${path}${sep}api=${api}` : path, {width, settle: label === 'at once' ? 1500 : 3000});
        // The page's file; with its query where the file is measured twice (pages.html: a content page and the news landing page).
        const file = page.split('?')[0];
        const name = `/demo/${DEMO_PAGES.filter((p) => p.split('?')[0] === file).length > 1 ? page : file}`;
        out.cls.push({page: name, api: label, width, cls: f.cls});
        judgeCls(f.cls, `${name}, API ${label}, ${width} px`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}

if (JSON_OUT) {
  console.log(JSON.stringify({...out, broken, moved}, null, 2));
} else {
  if (out.pages.length) console.log('| page | script fetched (gzip) | files | hops before the first item |\n|---|---:|---:|---:|');
  for (const p of out.pages) console.log(`| ${p.path} | ${p.bytes} B${p.budget ? ` (budget ${p.budget})` : ''} | ${p.files} | ${p.hops} |`);
  if (out.timing.length) console.log(`\n| profile | kit: last of 10 events, median (min–max) | hand-written | ratio (budget ${BUDGET_RATIO}) | with the element file preloaded | and the API requests, behind the proxy | hand-written, its script in a file | the README's page (element preloaded) to that |\n|---|---:|---:|---:|---:|---:|---:|---:|`);
  for (const t of out.timing) console.log(`| ${t.profile} | ${t.kit.toFixed(0)} ms (${t.kitMin.toFixed(0)}–${t.kitMax.toFixed(0)}) | ${t.hand.toFixed(0)} ms (${t.handMin.toFixed(0)}–${t.handMax.toFixed(0)}) | ${t.ratio.toFixed(2)}x | ${t.preload.toFixed(0)} ms, ${t.preloadRatio.toFixed(2)}x | ${t.preloadAll.toFixed(0)} ms, ${t.preloadAllRatio.toFixed(2)}x | ${t.handFile.toFixed(0)} ms | ${t.fileRatio.toFixed(2)}x |`);
  if (out.render.length) console.log(`\n| profile | rendered page: last of 10 events, median (min–max) | hand-written inline page | ratio (budget ${BUDGET_RENDERED}) | data requests on load | CLS |\n|---|---:|---:|---:|---:|---:|`);
  for (const r of out.render) console.log(`| ${r.profile} | ${r.page.toFixed(0)} ms (${r.pageMin.toFixed(0)}–${r.pageMax.toFixed(0)}) | ${r.hand.toFixed(0)} ms | ${r.ratio.toFixed(2)}x | ${r.data} | ${r.cls.toFixed(3)} |`);
  if (out.renderTimes.length) console.log('\n| renderPage, demo page | time (median) | elements rendered | per element |\n|---|---:|---:|---:|');
  for (const r of out.renderTimes) console.log(`| ${r.page} | ${r.ms.toFixed(1)} ms | ${r.elements} | ${r.elements ? `${(r.ms / r.elements).toFixed(1)} ms` : '—'} |`);
  if (out.session.length) console.log('\n| second visit of the events page, same tab | without session-cache | with session-cache | saved |\n|---|---:|---:|---:|');
  for (const s of out.session) console.log(`| ${s.profile} | ${s.plain.toFixed(0)} ms | ${s.kept.toFixed(0)} ms | ${(s.plain - s.kept).toFixed(0)} ms (${((1 - s.kept / s.plain) * 100).toFixed(0)}%) |`);
  if (out.jsonld) console.log(`\nJSON-LD, one element: 1 000 events ${out.jsonld.ms1000.toFixed(1)} ms, 3 000 events ${out.jsonld.ms3000.toFixed(1)} ms: ${out.jsonld.ratio.toFixed(2)}x (budget 3.5x)`);
  if (out.items) {
    const {task, style, nodes, heap} = out.items;
    console.log('\n| one more event shown (100 lists of 20 less 10 lists) | kit | hand-written | ratio |\n|---|---:|---:|---:|');
    console.log(`| main thread | ${task.kit.toFixed(3)} ms | ${task.hand.toFixed(3)} ms | ${(task.kit / task.hand).toFixed(2)}x |`);
    console.log(`| of it style and layout | ${style.kit.toFixed(3)} ms | ${style.hand.toFixed(3)} ms | ${(style.kit / style.hand).toFixed(2)}x |`);
    console.log(`| DOM nodes | ${nodes.kit.toFixed(1)} | ${nodes.hand.toFixed(1)} | ${(nodes.kit / nodes.hand).toFixed(2)}x |`);
    // The hand-written page keeps no object per item (its heap moves by less than the collector's noise): no ratio then.
    console.log(`| JS heap | ${(heap.kit / 1024).toFixed(2)} KB | ${(heap.hand / 1024).toFixed(2)} KB | ${heap.hand > 100 ? `${(heap.kit / heap.hand).toFixed(1)}x` : '—'} |`);
  }
  if (out.cls.length) console.log('\n| CLS | at once, 390 px | after 500 ms, 390 px | never, 390 px | at once, 1280 px | after 500 ms, 1280 px | never, 1280 px |\n|---|---:|---:|---:|---:|---:|---:|');
  for (const page of [...new Set(out.cls.map((c) => c.page))]) {
    const cell = (/** @type {string} */ api, /** @type {number} */ width) => out.cls.find((c) => c.page === page && c.api === api && c.width === width)?.cls.toFixed(3) ?? '—';
    console.log(`| ${page} | ${cell('at once', 390)} | ${cell('after 500 ms', 390)} | ${cell('never (error)', 390)} | ${cell('at once', 1280)} | ${cell('after 500 ms', 1280)} | ${cell('never (error)', 1280)} |`);
  }
  if (moved.length) console.log(`\nMoved, within CLS ${CLS_BUDGET}:\n  ${moved.join('\n  ')}`);
  console.log(broken.length ? `\nOver budget:\n  ${broken.join('\n  ')}` : ONLY ? '\nEvery budget of the parts run met.' : '\nEvery budget met.');
}
if (CHECK && broken.length) process.exit(1);
