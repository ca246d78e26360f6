// @ts-check
/**
 * The proxy with rendering at the edge (issue 27): the worker of
 * test/fixtures/edge/worker.js, bundled from the package as a site's bundler
 * would (site-widgets/proxy, dist/lib), run in workerd (Cloudflare's runtime,
 * the npm package's binary, through miniflare) in front of the demo API on a
 * free port. The same code as in Node, unchanged: its pages come back with
 * their elements rendered (Declarative Shadow DOM holding the demo API's
 * events, an island of the answers) and cacheable.
 *
 * What a Worker needs for it, which the README's "At the edge" says too:
 * - lit resolved with the `node` export condition, its server build
 *   (`isServer`); workerd's own conditions (`workerd`, `worker`) come first,
 *   `browser` must not be among them (lit's browser build would be chosen);
 * - the `nodejs_compat` flag: the server build of @lit-labs/ssr-client
 *   imports `buffer` (the digests of Lit's templates).
 *
 * Run after `npm run build`: node --test test/node/proxy-workerd.test.js
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {build} from 'esbuild';
import {Miniflare} from 'miniflare';
import {startDemoApiServer} from '../../demo/api/server.js';
import {clearRequestLog} from '../../demo/api/handler.js';
import {CSS, PAGE} from '../fixtures/edge/site.js';

const root = new URL('../../', import.meta.url);
if (!existsSync(new URL('dist/lib/ssr/render.js', root))) throw new Error('dist/lib/ is missing: run `npm run build` first');

// The demo API's key, given to the worker as a secret is.
const KEY = 'demo-token';
/** @type {Record<string, string>} */
const ENTITIES = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'"};
/** The worker's bundle: its text and the files it was made of. */
let bundle = {text: '', inputs: /** @type {string[]} */ ([])};
/** @type {Awaited<ReturnType<typeof startDemoApiServer>>} */
let api;
/** @type {Miniflare} */
let worker;

before(async () => {
  const built = await build({
    entryPoints: [new URL('test/fixtures/edge/worker.js', root).pathname],
    absWorkingDir: new URL('.', root).pathname,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    // As wrangler with WRANGLER_BUILD_CONDITIONS=workerd,worker,node: the server build of lit.
    conditions: ['workerd', 'worker', 'node'],
    mainFields: ['module', 'main'],
    // A module of workerd's own under nodejs_compat.
    external: ['buffer'],
    metafile: true,
    logLevel: 'silent',
  });
  bundle = {text: built.outputFiles[0].text, inputs: Object.keys(built.metafile.inputs)};
  api = await startDemoApiServer({port: 0});
  // The CI runs this suite under Debian's faketime (a moved clock, through LD_PRELOAD): workerd, a runtime
  // of its own, hangs at start under it. Its process gets the machine's clock; this one keeps the moved one
  // (the demo API's dates), and what is asserted holds at any date.
  for (const name of ['LD_PRELOAD', 'FAKETIME', 'FAKETIME_DONT_FAKE_MONOTONIC', 'DONT_FAKE_MONOTONIC']) delete process.env[name];
  worker = new Miniflare({
    modules: [{type: 'ESModule', path: 'worker.js', contents: bundle.text}],
    compatibilityDate: '2026-04-01',
    compatibilityFlags: ['nodejs_compat'],
    bindings: {VENUE_API_KEY: KEY, UPSTREAM: api.url},
  });
});

after(async () => {
  // The API first: a worker that failed to start rethrows its failure here too, and the API must not keep the test running.
  await api?.close();
  await worker?.dispose();
});

test('the bundle is the server build: lit’s node build, no node-fetch, the renderer in it', () => {
  const from = (/** @type {string} */ name) => bundle.inputs.filter((file) => file.includes(`node_modules/${name}/`));
  assert.ok(from('lit-html').length, 'lit-html is in the bundle');
  assert.deepEqual(
    from('lit-html').filter((file) => !file.includes('/lit-html/node/')),
    [],
    'lit-html from its server build only',
  );
  assert.deepEqual(
    from('@lit/reactive-element').filter((file) => !file.includes('/reactive-element/node/')),
    [],
    'reactive-element from its server build only',
  );
  assert.deepEqual(from('node-fetch'), []);
  assert.ok(!bundle.text.includes('node-fetch'), 'nothing in the bundle names node-fetch');
  assert.ok(
    bundle.inputs.some((file) => file.endsWith('dist/lib/ssr/render.js')),
    'renderPage is bundled with the proxy',
  );
});

test('in workerd, a page comes back with its elements rendered from the demo API, an island and a cacheable Cache-Control', async () => {
  clearRequestLog();
  const res = await worker.dispatchFetch('http://site.example/');
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
  assert.equal(res.headers.get('cache-control'), 'public, max-age=60, stale-while-revalidate=300');
  const html = await res.text();
  // The page as it was written, the element's content inserted after its start tag.
  assert.ok(html.startsWith(PAGE.split('<site-events')[0]), html.slice(0, 300));
  assert.match(html, /<site-events upcoming limit="3" data-site-rendered><template shadowrootmode="open"><style>/);
  const island = /<script type="application\/json" data-site-answers>(.*?)<\/script><\/site-content-provider>/s.exec(html);
  assert.ok(island, 'one island, the provider’s last child');
  /** @type {Record<string, [number, any]>} */
  const answers = JSON.parse(island[1]);
  assert.deepEqual(Object.keys(answers).sort(), ['/api/v2/demo/public/events?upcoming=true&dir=asc&limit=3&page=0', '/api/v2/demo/public/site']);
  // The worker asked the demo API itself, with the key, for what it rendered.
  const asked = clearRequestLog().map((entry) => `${entry.status} ${entry.path}`);
  assert.deepEqual(asked.sort(), ['200 /api/v2/demo/public/events', '200 /api/v2/demo/public/site']);
  // Real events of the demo API, their titles in the shadow content.
  const records = answers['/api/v2/demo/public/events?upcoming=true&dir=asc&limit=3&page=0'][1].records;
  assert.equal(records.length, 3);
  const shadow = (/<template shadowrootmode="open">(.*?)<\/template>/s.exec(html)?.[1] ?? '').replace(/&(amp|lt|gt|quot|#39);/g, (_, name) => ENTITIES[name]);
  for (const record of records) {
    const event = await (await fetch(`${api.url}/api/v2/demo/public/events/${record.slug}`, {headers: {Authorization: `Bearer ${KEY}`}})).json();
    const title = event.localizedContent.find((/** @type {{locale: string}} */ c) => c.locale === 'en').title;
    assert.ok(shadow.includes(title), `"${title}" is in the rendered page`);
  }
  assert.ok(!html.includes(KEY), 'the key is not in the page');
});

test('in workerd, a designer’s template is stamped into the page’s light DOM by the kit’s template code', async () => {
  const res = await worker.dispatchFetch('http://site.example/news');
  assert.equal(res.status, 200);
  const html = await res.text();
  const served = /<\/template><!--site-served-->(.*?)<!--\/site-served--><\/site-news>/s.exec(html)?.[1] ?? '';
  const items = [...served.matchAll(/<article><h2><a href="\/post\?slug=([a-z0-9-]+)"><site-field name="title">([^<]+)<\/site-field><\/a><\/h2><\/article>/g)];
  assert.equal(items.length, 2, served || html.slice(0, 2000));
  assert.ok(!html.includes(KEY), 'the key is not in the page');
});

test('in workerd, what is not a page passes as it came, and the API is still proxied', async () => {
  const css = await worker.dispatchFetch('http://site.example/site.css');
  assert.equal(css.status, 200);
  assert.equal(css.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(await css.text(), CSS);
  const missing = await worker.dispatchFetch('http://site.example/nothing.html');
  assert.equal(missing.status, 404);
  assert.equal(await missing.text(), 'Not found\n');
  const site = await worker.dispatchFetch('http://site.example/api/v2/demo/public/site');
  assert.equal(site.status, 200);
  assert.equal(typeof (await site.json()).name, 'string');
});
