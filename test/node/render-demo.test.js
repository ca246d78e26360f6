// @ts-check
/**
 * The demo site rendered on the server, page by page, as `npx site-widgets
 * prerender` renders it (renderPage with the page's address), with the built
 * kit in place of the sources (scripts/demo-page.js) and the demo API behind
 * the provider's `/proxy`, opened in headless Chromium at a phone's width:
 *
 * - JavaScript off: every element the server renders shows its content;
 * - JavaScript on: no data request on load, no layout shift, the same text
 *   in every rendered element before and after its script, nothing in the
 *   console.
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
import {SITE_PAGES, demoPage} from '../../scripts/demo-page.js';
import {kitSettled, launchBrowser, watchPage} from './browser-page.js';

/** The pages of the demo site, one whose body is Markdown (the about page's is a content tree), and the designers' page of templates (stamped on the server). */
const PAGES = [...SITE_PAGES, 'pages.html?slug=imprint', 'templates.html'];

/** The rendered pages, by path and query. */
const rendered = new Map();
const api = apiMiddleware();
const files = toNodeListener(staticFiles(resolve('.')));
const server = createServer((req, res) => {
  const html = rendered.get(req.url);
  if (html !== undefined) {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    return res.end(html);
  }
  // The provider's base-url is /proxy: the demo API behind it (as the kit's proxy in front of it).
  if (req.url?.startsWith('/proxy/')) req.url = req.url.slice('/proxy'.length);
  api(req, res, () => files(req, res));
});
/** @type {string} */
let origin;
/** @type {import('puppeteer-core').Browser} */
let browser;

before(async () => {
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  for (const page of PAGES) {
    const [file] = page.split('?');
    const result = await renderPage(await demoPage(file), {upstream: origin, apiKey: 'demo-token', url: `${origin}/demo/${page}`});
    assert.deepEqual(result.failures, [], page);
    assert.ok(result.rendered > 0, page);
    rendered.set(`/demo/${page}`, result.html);
  }
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await new Promise((done) => server.close(done));
});

/**
 * Every kit element of the page with a shadow root the server wrote: its tag
 * and text (its controls' words left out while hidden; what the page slots
 * into a state, such as an empty list's own words, in its slot's place).
 */
function serverText() {
  /** The visible text of a shadow root, a kit element's inside it (a news landing page's feed) in its place. @param {ShadowRoot} root @returns {string[]} */
  const textOf = (root) =>
    [...root.querySelectorAll('*')]
      .filter((n) => n.matches('h1,h2,h3,h4,p,li,time,a,td,th,figcaption,span[part],slot') || n.localName.startsWith('site-'))
      .flatMap((n) => (n instanceof HTMLSlotElement ? n.assignedElements() : [n]))
      .flatMap((n) => (n.localName.startsWith('site-') && n.shadowRoot ? textOf(n.shadowRoot) : n.checkVisibility({visibilityProperty: true}) ? [n.textContent?.trim() ?? ''] : []));
  return [...document.querySelectorAll('*')]
    .filter((el) => el.localName.startsWith('site-') && el.shadowRoot)
    .map(
      (el) =>
        `${el.localName}: ${textOf(/** @type {ShadowRoot} */ (el.shadowRoot))
          .join('|')
          .replace(/[\u2009\u202f\u00a0]/g, ' ')}`,
    );
}

for (const page of PAGES) {
  test(`the demo's ${page}, rendered: its content with JavaScript off; adopted with it on, no request, no shift, the same text`, async () => {
    const path = `/demo/${page}`;
    const off = await browser.newPage();
    await off.setViewport({width: 390, height: 844});
    await off.setJavaScriptEnabled(false);
    await off.goto(`${origin}${path}`);
    const before = await off.evaluate(serverText);
    await off.close();
    assert.ok(before.length > 0, 'rendered elements');
    for (const line of before) assert.ok(line.length > line.indexOf(':') + 2, `content in ${line}`);

    const on = await browser.newPage();
    // The tab in front: a tab behind gets no frames (requestAnimationFrame, layout shifts) in headless Chromium either.
    await on.bringToFront();
    await on.setViewport({width: 390, height: 844});
    const watched = watchPage(on);
    await on.evaluateOnNewDocument(() => {
      const seen = {shifts: 0};
      Object.assign(window, {seen});
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (seen.shifts += /** @type {any} */ (e).value))).observe({type: 'layout-shift', buffered: true});
    });
    clearRequestLog();
    await on.goto(`${origin}${path}`);
    await kitSettled(on);
    // Two frames more: a shift the last render made is reported.
    await on.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const after = await on.evaluate(serverText);
    const shifts = await on.evaluate(() => /** @type {any} */ (window).seen.shifts);
    assert.deepEqual(
      clearRequestLog().map((e) => `${e.path}?${e.query}`),
      [],
      'no data request on load',
    );
    // The rendered elements' text, after the upgrade, as the server wrote it (the "more" buttons' words show then).
    const rendered = after.filter((line) => before.some((b) => b.split(':')[0] === line.split(':')[0]));
    assert.deepEqual(rendered, before);
    assert.equal(shifts, 0, 'no layout shift');
    assert.deepEqual(watched.complaints, []);
    await on.close();
  });
}
