// @ts-check
/**
 * A page rendered by renderPage() (dist/lib/ssr/render.js), opened in
 * headless Chromium with the script-tag build (dist/site-widgets.js) and the
 * demo API on one origin, as a site serves it:
 *
 * - with JavaScript off, its content is there (titles, dates, places,
 *   prices, links), and its controls are not shown;
 * - with JavaScript on, the elements adopt it: no data request at all on
 *   load (`/site` included), no frame without content or with the skeleton,
 *   no frame whose text differs from the server's, no layout shift;
 * - answers older than the provider's `cache-ttl` are shown at once and
 *   refreshed in the background (one request each).
 *
 * Each frame is watched from inside the page (a requestAnimationFrame loop
 * installed before any of the page's own code runs), so a flash of one
 * frame is seen whatever the machine's speed; waits are on the elements'
 * own signals, never on time.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import {resolve} from 'node:path';
import {apiMiddleware} from '../../demo/api/node.js';
import {clearRequestLog} from '../../demo/api/handler.js';
import {renderPage} from '../../dist/lib/ssr/render.js';
import {staticFiles} from '../../dist/lib/proxy/static.js';
import {toNodeListener} from '../../dist/lib/proxy/node.js';
import {kitSettled, launchBrowser, watchPage} from './browser-page.js';
import {STRICT_CSP} from '../../scripts/csp.js';

/** The pages the server serves, by path: filled by each test. */
const pages = new Map();
/** The Content-Security-Policy a page is served with, by path. */
const policies = new Map();
const api = apiMiddleware();
const files = toNodeListener(staticFiles(resolve('dist')));
const server = createServer((req, res) =>
  api(req, res, () => {
    const html = pages.get(req.url);
    if (html === undefined) return files(Object.assign(req, {url: (req.url ?? '').replace(/^\/dist/, '')}), res);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    const csp = policies.get(req.url);
    if (csp) res.setHeader('content-security-policy', csp);
    res.end(html);
  }),
);
/** @type {string} */
let origin;
/** @type {import('puppeteer-core').Browser} */
let browser;

before(async () => {
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  origin = `http://127.0.0.1:${address.port}`;
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await new Promise((done) => server.close(done));
});

/** @param {string} body @param {string} [provider] the provider's attributes */
const page = (body, provider = '') => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Rendered</title>
    <link rel="stylesheet" href="/dist/site-widgets.css" />
    <script type="module" src="/dist/site-widgets.js"></script>
  </head>
  <body>
    <main>
      <site-content-provider site-key="demo"${provider}>${body}</site-content-provider>
      <footer><p>The page's own footer, below the elements.</p></footer>
    </main>
  </body>
</html>`;

const ELEMENTS = `<site-info></site-info><site-events upcoming limit="5" href="/event.html?slug={slug}"></site-events><site-news limit="3"></site-news><site-event slug="clara-weiss-goldberg-variations"></site-event>`;

/**
 * Before the page's own code: every frame, each kit element's shadow text
 * (its controls' words left out while they are hidden), whether it shows a
 * skeleton, and the layout shifts.
 */
function watchFrames() {
  /** @type {{frames: {text: string[], skeleton: boolean, empty: boolean}[], shifts: number}} */
  const seen = {frames: [], shifts: 0};
  Object.assign(window, {seen});
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (seen.shifts += /** @type {any} */ (e).value))).observe({type: 'layout-shift', buffered: true});
  const tags = ['site-info', 'site-events', 'site-news', 'site-event'];
  const frame = () => {
    const elements = tags.flatMap((t) => [...document.querySelectorAll(t)]);
    if (elements.length) {
      const roots = elements.map((e) => e.shadowRoot);
      seen.frames.push({
        text: roots.map((r) =>
          r
            ? [...r.querySelectorAll('h1,h2,h3,p,li,time,a')]
                .filter((n) => n.checkVisibility({visibilityProperty: true}))
                .map((n) => n.textContent?.trim())
                .join('|')
            : '',
        ),
        skeleton: roots.some((r) => !!r?.querySelector('[part~=skeleton]')),
        empty: roots.some((r) => !r || !r.querySelector('[part~=item],[part~=title],[part~=info]')),
      });
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Waits until every kit element of the page has its code, its data and its render, and the frame watcher has seen it. */
async function settled(/** @type {import('puppeteer-core').Page} */ tab) {
  await kitSettled(tab);
  await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test('with JavaScript off, the rendered page shows its content and no control', async () => {
  const {html, rendered, failures} = await renderPage(page(ELEMENTS), {upstream: origin, apiKey: 'demo-token', url: `${origin}/off.html`});
  assert.deepEqual(failures, []);
  assert.equal(rendered, 4);
  pages.set('/off.html', html);
  const tab = await browser.newPage();
  // In front: a tab behind gets no frames in headless Chromium either.
  await tab.bringToFront();
  await tab.setJavaScriptEnabled(false);
  await tab.goto(`${origin}/off.html`);
  const shown = await tab.evaluate(() => {
    const events = document.querySelector('site-events')?.shadowRoot;
    const more = events?.querySelector('[part~=more]');
    return {
      titles: [...(events?.querySelectorAll('[part~=item] [part~=title]') ?? [])].map((n) => n.textContent?.trim()),
      dates: [...(events?.querySelectorAll('time') ?? [])].map((n) => n.textContent?.trim()),
      links: [...(events?.querySelectorAll('[part~=title] a') ?? [])].map((a) => a.getAttribute('href')),
      prices: [...(events?.querySelectorAll('[part~=ticket-link]') ?? [])].map((n) => n.textContent?.trim()),
      moreShown: more ? more.checkVisibility({visibilityProperty: true}) : 'none',
      event: document.querySelector('site-event')?.shadowRoot?.querySelector('h1,h2')?.textContent?.trim(),
      news: document.querySelector('site-news')?.shadowRoot?.querySelectorAll('[part~=item]').length,
      info: document.querySelector('site-info')?.shadowRoot?.textContent?.replace(/\s+/g, ' ').trim(),
    };
  });
  assert.equal(shown.titles.length, 5);
  assert.ok(shown.titles.every(Boolean));
  assert.equal(shown.dates.length, 5);
  assert.ok(shown.links.every((href) => /^\/event\.html\?slug=[a-z0-9-]+$/.test(href ?? '')));
  assert.ok(shown.prices.length > 0);
  assert.equal(shown.moreShown, false, 'the "more" button is not shown without its code');
  assert.equal(shown.event, 'Clara Weiss plays the Goldberg Variations');
  assert.equal(shown.news, 3);
  assert.ok(shown.info);
  await tab.close();
});

test('with JavaScript off, an element the script would draw holds no blank room, and what the page put in it shows', async () => {
  const body = `<site-event-calendar for="listed"></site-event-calendar><site-search></site-search><site-tags for="listed"><a href="/tags.html">All tags</a></site-tags><site-events id="listed" limit="3"></site-events>`;
  const {html} = await renderPage(page(body), {upstream: origin, apiKey: 'demo-token', url: `${origin}/blank.html`});
  pages.set('/blank.html', html);
  const tab = await browser.newPage();
  await tab.setJavaScriptEnabled(false);
  await tab.goto(`${origin}/blank.html`);
  const heights = await tab.evaluate(() =>
    Object.fromEntries(['site-event-calendar', 'site-search', 'site-tags', 'site-events', 'site-tags > a'].map((s) => [s, document.querySelector(s)?.getBoundingClientRect().height])),
  );
  await tab.close();
  assert.equal(heights['site-event-calendar'], 0);
  assert.equal(heights['site-search'], 0);
  // The page's own link in it: one line, no more.
  const line = heights['site-tags > a'] ?? 0;
  assert.ok(line > 0 && (heights['site-tags'] ?? 0) >= line && (heights['site-tags'] ?? 0) < 2 * line, JSON.stringify(heights));
  // The rendered list is there, as tall as its content.
  assert.ok((heights['site-events'] ?? 0) > 100, JSON.stringify(heights));
});

test('with JavaScript on, the elements adopt the rendered page: no data request, no flash, no other text, no shift', async () => {
  const {html} = await renderPage(page(ELEMENTS), {upstream: origin, apiKey: 'demo-token', url: `${origin}/on.html`});
  pages.set('/on.html', html);
  const tab = await browser.newPage();
  // In front: a tab behind gets no frames in headless Chromium either.
  await tab.bringToFront();
  const watched = watchPage(tab);
  await tab.evaluateOnNewDocument(watchFrames);
  clearRequestLog();
  await tab.goto(`${origin}/on.html`);
  await settled(tab);
  const {frames, shifts, upgraded} = await tab.evaluate(() => ({
    .../** @type {any} */ (window).seen,
    upgraded: [...document.querySelectorAll('site-events,site-news,site-info,site-event')].every((e) => /** @type {any} */ (e).hasUpdated),
  }));
  assert.ok(upgraded, 'every element has its code and has rendered');
  assert.deepEqual(
    clearRequestLog().map((e) => `${e.path}?${e.query}`),
    [],
    'no data request on load',
  );
  assert.ok(frames.length > 0, 'frames were watched');
  assert.ok(!frames.some((/** @type {any} */ f) => f.skeleton), 'no frame with the skeleton');
  assert.ok(!frames.some((/** @type {any} */ f) => f.empty), 'no frame without content');
  // The first frame's text is the server's; after the upgrade the "more" button's word shows, nothing else changes.
  // Spaces are compared as spaces: Node's ICU and Chromium's put different ones (thin, narrow no-break, plain)
  // around the dash of a date range and before "PM", whatever the kit does.
  const words = (/** @type {string[]} */ texts) => texts.map((t) => t.replace(/[\u2009\u202f\u00a0]/g, ' '));
  const last = words(frames.at(-1).text);
  for (const f of frames) assert.deepEqual(words(f.text), last);
  assert.equal(shifts, 0, 'no layout shift');
  // The event's JSON-LD, written by the server into the head: the element takes that block as its own (one block, not two).
  await tab.waitForFunction(() => /** @type {any} */ (globalThis)[Symbol.for('site-widgets/json-ld@1')]?.blocks.size === 1, {polling: 'raf'});
  const blocks = await tab.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => `${s.parentElement?.localName} ${/** @type {HTMLElement} */ (s).dataset.siteWidgets}`),
  );
  assert.deepEqual(blocks, ['head Event:clara-weiss-goldberg-variations']);
  assert.deepEqual(watched.complaints, []);
  await tab.close();
});

test('answers older than cache-ttl are shown at once and each refreshed once in the background', async () => {
  // Rendered "an hour ago": the island's times are an hour old, the provider keeps answers 60 s.
  const {html} = await renderPage(page(`<site-events upcoming limit="5"></site-events>`), {upstream: origin, apiKey: 'demo-token', now: () => Date.now() - 3_600_000});
  pages.set('/stale.html', html);
  const tab = await browser.newPage();
  // In front: a tab behind gets no frames in headless Chromium either.
  await tab.bringToFront();
  await tab.evaluateOnNewDocument(watchFrames);
  clearRequestLog();
  await tab.goto(`${origin}/stale.html`);
  await settled(tab);
  // Each stale answer is asked for again in the background: wait for both answers to have come (resource timing).
  const api = () => performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith('/api/'));
  await tab.waitForFunction(`(${api})().length >= 2`, {polling: 'raf'});
  const paths = await tab.evaluate(`(${api})().map((e) => new URL(e.name).pathname)`);
  assert.deepEqual(/** @type {string[]} */ (paths).sort(), ['/api/v2/demo/public/events', '/api/v2/demo/public/site']);
  // The refreshed answer ran the element's task again (from the cache): it shows it, and never showed a skeleton.
  await settled(tab);
  const {frames} = await tab.evaluate(() => /** @type {any} */ (window).seen);
  assert.ok(!frames.some((/** @type {any} */ f) => f.skeleton || f.empty), 'the stale content showed at once, never a skeleton');
  await tab.close();
});

for (const javascript of [false, true]) {
  test(`under the README's strict policy with Trusted Types, plus the styles renderPage names, with JavaScript ${javascript ? 'on' : 'off'}: no violation, styled from the first paint`, async () => {
    const {html, styleSources} = await renderPage(page(ELEMENTS), {upstream: origin, apiKey: 'demo-token', url: `${origin}/csp.html`});
    const path = `/csp-${javascript}.html`;
    pages.set(path, html);
    policies.set(path, STRICT_CSP.replace("style-src 'self'", `style-src 'self' ${styleSources.join(' ')}`));
    const tab = await browser.newPage();
    // In front: a tab behind gets no frames in headless Chromium either.
    await tab.bringToFront();
    await tab.setJavaScriptEnabled(javascript);
    const watched = watchPage(tab);
    await tab.evaluateOnNewDocument(() => {
      /** @type {string[]} */
      const violations = [];
      Object.assign(window, {violations});
      document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
    });
    await tab.goto(`${origin}${path}`);
    if (javascript) await settled(tab);
    const seen = await tab.evaluate(() => {
      const events = document.querySelector('site-events')?.shadowRoot;
      return {
        // The shadow root's own styles apply: the list is unstyled by the page's, and the "more" button kept hidden without the script.
        listStyle: events && getComputedStyle(/** @type {Element} */ (events.querySelector('[part~=list]'))).listStyleType,
        more: events && getComputedStyle(/** @type {Element} */ (events.querySelector('[part~=more]'))).visibility,
        violations: /** @type {any} */ (window).violations ?? [],
      };
    });
    assert.equal(seen.listStyle, 'none');
    assert.equal(seen.more, javascript ? 'visible' : 'hidden');
    // With JavaScript off the page's own listener did not run: the console says what a violation would.
    assert.deepEqual(seen.violations, []);
    assert.deepEqual(watched.complaints, []);
    await tab.close();
  });
}

test('a page rendered in one language and opened in another corrects itself when the script comes, from the same answers', async () => {
  const {html} = await renderPage(page(`<site-events upcoming limit="3"></site-events>`), {upstream: origin, apiKey: 'demo-token', url: `${origin}/de.html`});
  // The site's own language switch, before the kit's script runs (a module runs after the page is parsed).
  pages.set('/de.html', html.replace('<main>', `<main><script>document.documentElement.lang = 'de';</script>`));
  const tab = await browser.newPage();
  // In front: a tab behind gets no frames in headless Chromium either.
  await tab.bringToFront();
  await tab.evaluateOnNewDocument(watchFrames);
  clearRequestLog();
  await tab.goto(`${origin}/de.html`);
  await settled(tab);
  const {frames} = await tab.evaluate(() => /** @type {any} */ (window).seen);
  const first = frames[0].text[0];
  const last = frames.at(-1).text[0];
  // English from the server (its page said lang="en"), German once the elements run: the records' own German titles, weekdays, prices.
  assert.match(first, /Clara Weiss plays the Goldberg Variations/);
  assert.match(first, /\b(Mon|Wed|Sun), /);
  assert.match(last, /Clara Weiss spielt die Goldberg-Variationen/);
  assert.match(last, /\b(Mo|Mi|So)\., /);
  assert.match(last, /ab 14,00\s€/);
  assert.ok(!frames.some((/** @type {any} */ f) => f.skeleton || f.empty), 'never a skeleton in between');
  assert.deepEqual(
    clearRequestLog().map((e) => e.path),
    [],
    'no data request: the same answers, another rendering',
  );
  await tab.close();
});

test('the interactive elements render in the browser from the island, beside a list stamped from a template: no data request either', async () => {
  const body = `<site-event-calendar for="listed"></site-event-calendar><site-tags for="listed"></site-tags><site-events id="listed" upcoming limit="5"></site-events><site-news-archive for="posts"></site-news-archive><site-news id="posts" limit="2"><template><h3><site-field name="title"></site-field></h3></template></site-news>`;
  const {html} = await renderPage(page(body), {upstream: origin, apiKey: 'demo-token', url: `${origin}/interactive.html`});
  pages.set('/interactive.html', html);
  const tab = await browser.newPage();
  // In front: a tab behind gets no frames in headless Chromium either.
  await tab.bringToFront();
  const watched = watchPage(tab);
  clearRequestLog();
  await tab.goto(`${origin}/interactive.html`);
  await kitSettled(tab);
  const shown = await tab.evaluate(() => {
    return {
      days: document.querySelector('site-event-calendar')?.shadowRoot?.querySelectorAll('[part~=day]').length,
      chips: document.querySelector('site-tags')?.shadowRoot?.querySelectorAll('[part~=chip]').length,
      // A filter of the list it is for: a button per year.
      years: document.querySelector('site-news-archive')?.shadowRoot?.querySelectorAll('[part~=button]').length,
      // The designer's template's items, in light DOM: the browser's, in place of the server's.
      titles: [...document.querySelectorAll('site-news > h3')].map((h) => h.textContent),
    };
  });
  assert.ok(shown.days && shown.days >= 28, `the calendar's days: ${shown.days}`);
  assert.ok(shown.chips && shown.chips > 0, 'the tags');
  assert.ok(shown.years && shown.years > 0, 'the archive');
  assert.equal(shown.titles.length, 2);
  assert.ok(shown.titles.every(Boolean));
  assert.deepEqual(
    clearRequestLog().map((e) => `${e.path}?${e.query}`),
    [],
    'no data request on load',
  );
  assert.deepEqual(watched.complaints, []);
  await tab.close();
});

/** Before the page's own code: every frame, the items the page's templates show in light DOM (visible ones), and the layout shifts. */
function watchLight() {
  /** @type {{frames: {items: string[], served: number}[], shifts: number}} */
  const seen = {frames: [], shifts: 0};
  Object.assign(window, {seen});
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (seen.shifts += /** @type {any} */ (e).value))).observe({type: 'layout-shift', buffered: true});
  const frame = () => {
    const hosts = document.querySelectorAll('site-news, site-event');
    if (hosts.length) {
      seen.frames.push({
        items: [...document.querySelectorAll('site-news > li, site-event > h2, site-event > .body')]
          .filter((n) => n.checkVisibility())
          .map((n) => n.textContent?.replace(/\s+/g, ' ').trim().slice(0, 60) ?? ''),
        served: [...hosts].flatMap((h) => [...h.childNodes]).filter((n) => n.nodeType === Node.COMMENT_NODE && /** @type {Comment} */ (n).data === 'site-served').length,
      });
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

test('a designer’s template stamped on the server: its items show with JavaScript off, and its code takes them over with no request, no other item, no shift', async () => {
  const body = `<site-news limit="3" href="/post.html?slug={slug}"><template><li><a data-site-href="url"><site-field name="title"></site-field></a> <time data-site-datetime="date.datetime"><site-field name="date"></site-field></time></li></template></site-news><site-event slug="clara-weiss-goldberg-variations"><template><h2><site-field name="title"></site-field></h2><div class="body"><site-field name="content"></site-field></div></template></site-event>`;
  const {html, rendered, failures} = await renderPage(page(body), {upstream: origin, apiKey: 'demo-token', url: `${origin}/designed.html`});
  assert.deepEqual(failures, []);
  assert.equal(rendered, 2);
  pages.set('/designed.html', html);
  const read = () => ({
    items: [...document.querySelectorAll('site-news > li')].map((li) => ({
      text: li.textContent?.replace(/\s+/g, ' ').trim(),
      href: li.querySelector('a')?.getAttribute('href'),
      shown: li.checkVisibility(),
    })),
    title: document.querySelector('site-event > h2')?.textContent,
    body: document.querySelector('site-event > .body')?.textContent?.trim().slice(0, 40),
    // The list the items are slotted into: the element's own, in its shadow.
    slotted: document
      .querySelector('site-news')
      ?.shadowRoot?.querySelector('ul[part~=list] slot')
      ?.assignedElements()
      .filter((e) => e.localName === 'li').length,
    comments: [...document.querySelectorAll('site-news, site-event')].flatMap((h) => [...h.childNodes]).filter((n) => n.nodeType === Node.COMMENT_NODE).length,
  });

  const off = await browser.newPage();
  await off.setJavaScriptEnabled(false);
  await off.goto(`${origin}/designed.html`);
  const served = await off.evaluate(read);
  await off.close();
  assert.equal(served.items.length, 3);
  assert.ok(
    served.items.every((item) => item.text && item.shown && /^\/post\.html\?slug=[a-z0-9-]+$/.test(item.href ?? '')),
    JSON.stringify(served.items),
  );
  assert.equal(served.title, 'Clara Weiss plays the Goldberg Variations');
  assert.ok(served.body, 'the event’s body is in the page');
  assert.equal(served.slotted, 3);
  assert.equal(served.comments, 4, 'two pairs of marks around what the server stamped');

  const tab = await browser.newPage();
  // In front: a tab behind gets no frames in headless Chromium either.
  await tab.bringToFront();
  const watched = watchPage(tab);
  await tab.evaluateOnNewDocument(watchLight);
  clearRequestLog();
  await tab.goto(`${origin}/designed.html`);
  await settled(tab);
  const adopted = await tab.evaluate(read);
  const {frames, shifts} = await tab.evaluate(() => /** @type {any} */ (window).seen);
  assert.deepEqual(
    clearRequestLog().map((e) => `${e.path}?${e.query}`),
    [],
    'no data request on load',
  );
  // The browser's items in place of the server's, the same ones: none twice, the marks gone.
  assert.deepEqual(adopted, {...served, comments: 0});
  assert.ok(frames.some((/** @type {any} */ f) => f.served === 0) && frames[0].served === 2, 'frames were watched from the server’s items to the browser’s');
  // Every frame shows the same items: never none, never both the server's and the browser's.
  for (const f of frames) assert.deepEqual(f.items, frames.at(-1).items);
  // Three posts, the event's title and its body.
  assert.equal(frames.at(-1).items.length, 5);
  assert.equal(shifts, 0, 'no layout shift');
  assert.deepEqual(watched.complaints, []);
  await tab.close();
});
