// @ts-check
/**
 * The hostile-content corpus (demo/api/corpus.js) through the server's
 * render path: every element renderPage() renders, on the demo API's
 * `corpus` site, with one <site-news-post> per entry (its Markdown alone),
 * rendered on the server and opened in headless Chromium, with JavaScript
 * off (only what the server wrote) and on (the elements adopt it).
 *
 * Asserted: no payload ran (`__xss` never called), nothing dangerous in any
 * shadow root the server wrote (no script, frame, style of the content's,
 * handler attribute or script URL), nor in the items the server stamped
 * from a designer's template into light DOM (the same elements again, each
 * with a template binding its fields), the page has no script the server
 * added but its inert island, and every entry reached the page as plain
 * text, in the shadow content and in the stamped items (so the test cannot
 * pass by rendering nothing).
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import {resolve} from 'node:path';
import {apiMiddleware} from '../../demo/api/node.js';
import {CORPUS, CORPUS_SLUGS, newsSlug, sentinel} from '../../demo/api/corpus.js';
import {renderPage} from '../../dist/lib/ssr/render.js';
import {staticFiles} from '../../dist/lib/proxy/static.js';
import {toNodeListener} from '../../dist/lib/proxy/node.js';
import {kitSettled, launchBrowser} from './browser-page.js';

const api = apiMiddleware();
const files = toNodeListener(staticFiles(resolve('dist')));
/** @type {string} */
let rendered = '';
const server = createServer((req, res) =>
  api(req, res, () => {
    if (req.url !== '/corpus.html') return files(Object.assign(req, {url: (req.url ?? '').replace(/^\/dist/, '')}), res);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(rendered);
  }),
);
/** @type {string} */
let origin;
/** @type {import('puppeteer-core').Browser} */
let browser;

const ELEMENTS = [
  '<site-events limit="100"></site-events>',
  `<site-event slug="${CORPUS_SLUGS.tickets}"></site-event>`,
  `<site-event slug="${CORPUS_SLUGS.jsonLd}"></site-event>`,
  `<site-page slug="${CORPUS_SLUGS.tree}"></site-page>`,
  `<site-page slug="${CORPUS_SLUGS.link}"></site-page>`,
  '<site-pages></site-pages>',
  '<site-news limit="100"></site-news>',
  '<site-products limit="100"></site-products>',
  `<site-product slug="${CORPUS_SLUGS.variants}"></site-product>`,
  '<site-profiles limit="100"></site-profiles>',
  '<site-info></site-info>',
  ...CORPUS.map((entry) => `<site-news-post slug="${newsSlug(entry.id)}"></site-news-post>`),
  // A designer's templates, stamped on the server (bind.ts there): every kind of field they bind.
  `<site-events limit="100" href="/event.html?slug={slug}"><template><li><a data-site-href="url" data-site-title="title"><site-field name="title"></site-field></a><img data-site-if="image" data-site-src="image"><site-field name="where"></site-field> <site-field name="price"></site-field><a data-site-if="ticket-url" data-site-href="ticket-url">Tickets</a><p><site-field name="excerpt"></site-field></p></li></template></site-events>`,
  `<site-news limit="100" href="/post.html?slug={slug}"><template><article><a data-site-href="url"><site-field name="title"></site-field></a><img data-site-if="image" data-site-src="image" data-site-alt="image.alt"><p><site-field name="excerpt"></site-field></p></article></template></site-news>`,
  ...CORPUS.map(
    (entry) => `<site-news-post slug="${newsSlug(entry.id)}"><template><h2><site-field name="title"></site-field></h2><div><site-field name="content"></site-field></div></template></site-news-post>`,
  ),
];

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>The hostile corpus, rendered on the server</title>
    <script>
      window.__ran = [];
      window.__xss = (id) => window.__ran.push(id);
    </script>
    <script type="module" src="/dist/site-widgets.js"></script>
  </head>
  <body>
    <site-content-provider site-key="corpus" token="demo-token">${ELEMENTS.join('\n')}</site-content-provider>
  </body>
</html>`;

before(async () => {
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  const result = await renderPage(page, {upstream: origin, apiKey: 'demo-token', url: `${origin}/corpus.html`});
  rendered = result.html;
  assert.equal(result.rendered, ELEMENTS.length, `every element rendered: ${JSON.stringify(result.failures)}`);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await new Promise((done) => server.close(done));
});

/** Elements and attributes that have no place in what the kit renders from data. */
const FORBIDDEN = ['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'svg', 'math', 'noscript', 'form', 'textarea', 'select'];

/** What the page shows: payloads run, dangerous nodes in shadow roots and in what templates stamped, and their text. */
function inspect(/** @type {string[]} */ forbidden) {
  const found = /** @type {string[]} */ ([]);
  let text = '';
  let stamped = '';
  for (const host of document.querySelectorAll('site-content-provider > *')) {
    const root = host.shadowRoot;
    if (!root) continue;
    text += root.textContent;
    // A template's content is its own fragment: what its items hold is the host's light DOM.
    stamped += host.textContent;
    for (const el of [...root.querySelectorAll('*'), ...host.querySelectorAll('*')]) {
      if (forbidden.includes(el.localName)) found.push(`<${el.localName}> in <${host.localName}>`);
      // The element's own <style> (its styles) is the only one.
      if (el.localName === 'style' && el !== root.querySelector('style')) found.push(`a second <style> in <${host.localName}>`);
      for (const {name, value} of el.attributes) {
        // Styles of the kit's own, numbers it computed: an image's focal point and ratio (image.ts), an embed's ratio (embed.ts).
        const own =
          name === 'style' &&
          ((el.localName === 'img' && /^(object-position: ?[\d.]+% [\d.]+%;)? ?(--_ratio: ?\d+\/\d+;?)?$/.test(value)) ||
            (el.getAttribute('part') === 'embed' && /^aspect-ratio: ?[\d.]+;?$/.test(value)));
        // The only input: a product's variant choice (its radio buttons).
        if (el.localName === 'input' && !(el.getAttribute('type') === 'radio' && el.parentElement?.getAttribute('part') === 'variant')) found.push(`<input> in <${host.localName}>`);
        if (name.startsWith('on') || (name === 'style' && !own) || name === 'srcdoc' || name === 'formaction') found.push(`${name}="${value}" on <${el.localName}> in <${host.localName}>`);
        if (/^\s*(javascript|data|vbscript):/i.test(value) && /href|src|action/.test(name)) found.push(`${name}="${value.slice(0, 40)}" in <${host.localName}>`);
      }
    }
  }
  return {ran: /** @type {any} */ (window).__ran ?? [], found, text, stamped};
}

for (const javascript of [false, true]) {
  test(`the corpus rendered on the server runs nothing, with JavaScript ${javascript ? 'on (the elements adopt it)' : 'off'}`, async () => {
    const tab = await browser.newPage();
    await tab.setJavaScriptEnabled(javascript);
    await tab.goto(`${origin}/corpus.html`);
    if (javascript) {
      await kitSettled(tab);
      // A template's body field is filled by the sanitizer, which may finish after the element's render: every stamped body
      // holds its text once it has (a body never filled fails here, by the wait's timeout).
      await tab.waitForFunction(
        (/** @type {string[]} */ marks) => {
          const stamped = [...document.querySelectorAll('site-content-provider > site-news-post')].map((host) => host.textContent).join('');
          return marks.every((mark) => stamped.includes(mark));
        },
        {polling: 'raf'},
        CORPUS.map((entry) => sentinel('markdown', entry.id)),
      );
    }
    // With JavaScript off the page's own script did not run either: its record is read as empty.
    const {ran, found, text, stamped} = await tab.evaluate(inspect, FORBIDDEN);
    assert.deepEqual(ran, [], 'no payload ran');
    assert.deepEqual(found, [], 'nothing dangerous in a shadow root');
    // Every entry reached the page as text (its plain-text field kind), so nothing passed by rendering nothing.
    const missing = CORPUS.filter((entry) => !text.includes(sentinel('text', entry.id))).map((entry) => entry.id);
    assert.deepEqual(missing, []);
    const unstamped = CORPUS.filter((entry) => !stamped.includes(sentinel('text', entry.id)) || !stamped.includes(sentinel('markdown', entry.id))).map((entry) => entry.id);
    assert.deepEqual(unstamped, [], 'every entry in the items stamped from the templates too');
    await tab.close();
  });
}

test('the server wrote no script but the island and the JSON-LD blocks, each inert JSON no content can end', () => {
  const scripts = [...rendered.matchAll(/<script\b([^>]*)>(.*?)<\/script>/gs)].map(([, attrs, text]) => ({attrs, text}));
  const added = scripts.filter(({attrs}) => attrs !== '' && attrs !== ' type="module" src="/dist/site-widgets.js"');
  assert.equal(scripts.length - added.length, 2, "the page's own two");
  assert.deepEqual([...new Set(added.map(({attrs}) => attrs.replace(/ data-site-widgets="[^"]*"/, '')))].sort(), [' type="application/json" data-site-answers', ' type="application/ld+json"']);
  for (const {attrs, text} of added) {
    assert.ok(!text.includes('<'), `no < in ${attrs}`);
    assert.doesNotThrow(() => JSON.parse(text), `${attrs} is JSON`);
  }
  // The events whose own jsonLd carries the corpus reached the head too.
  assert.ok(added.some(({attrs}) => attrs.includes(`Event:${CORPUS_SLUGS.jsonLd}`)));
});
