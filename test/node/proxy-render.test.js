// @ts-check
/**
 * The proxy serving a site's pages with their content in them (issue 27, "on
 * request"): createSiteProxy's `pages` and `render` options and the CLI's
 * `--serve <dir> --render`, in Node, in front of the demo API on a free port.
 * An HTML page comes back with its elements rendered (renderPage, with the
 * proxy's upstream and key) and a cacheable Cache-Control; everything else
 * passes as `pages` answered it; what fails to render is left for the
 * browser; the key is never in a page. The same proxy in workerd:
 * test/node/proxy-workerd.test.js.
 *
 * Run after `npm run build`: node --test test/node/proxy-render.test.js
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {startDemoApiServer} from '../../demo/api/server.js';
import {clearRequestLog} from '../../demo/api/handler.js';

const root = new URL('../../', import.meta.url);
const lib = (/** @type {string} */ path) => new URL(`dist/lib/${path}`, root);
for (const file of ['proxy/proxy.js', 'proxy/cli.js', 'ssr/render.js']) {
  if (!existsSync(lib(file))) throw new Error(`dist/lib/${file} is missing: run \`npm run build\` first`);
}
/** @type {typeof import('../../src/proxy/proxy.js')} */
const {createSiteProxy} = await import(lib('proxy/proxy.js').href);
/** @type {typeof import('../../src/ssr/render.js')} */
const {renderPage} = await import(lib('ssr/render.js').href);

// The demo API's key: checked there, as the real service checks its keys.
const KEY = 'demo-token';
const CACHEABLE = 'public, max-age=60, stale-while-revalidate=300';

/** @param {string} body */
const page = (body) => `<!doctype html><html lang="en"><head><title>A page</title></head><body>${body}</body></html>`;
const EVENTS = page('<site-content-provider site-key="demo"><site-events upcoming limit="2"></site-events></site-content-provider>');

/** @type {Awaited<ReturnType<typeof startDemoApiServer>>} */
let api;
before(async () => {
  api = await startDemoApiServer({port: 0});
});
after(() => api.close());

/**
 * A site's files as a `pages` handler: each path's answer made anew, the
 * requests it was asked recorded, and the last answer it gave kept.
 * @param {Record<string, () => Response>} files
 */
function site(files) {
  /** @type {{method: string, url: string}[]} */
  const asked = [];
  /** @type {Response | undefined} */
  let last;
  /** @param {Request} request */
  const handler = async (request) => {
    asked.push({method: request.method, url: request.url});
    const make = files[new URL(request.url).pathname];
    last = make ? make() : new Response('<!doctype html><title>Not found</title>', {status: 404, headers: {'Content-Type': 'text/html; charset=utf-8'}});
    return last;
  };
  return {handler, asked, last: () => last};
}

const html =
  (/** @type {string} */ text, /** @type {Record<string, string>} */ headers = {}) =>
  () =>
    new Response(text, {headers: {'Content-Type': 'text/html; charset=utf-8', ...headers}});

/** The text of the events' answer in a page's island. @param {string} text */
function islandOf(text) {
  const found = /<script type="application\/json" data-site-answers>(.*?)<\/script>/s.exec(text);
  assert.ok(found, 'the page has an island');
  return /** @type {Record<string, [number, any]>} */ (JSON.parse(found[1]));
}

/** @type {Record<string, string>} */
const ENTITIES = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'"};
/** The text of a page's shadow roots, as a browser reads it. @param {string} text */
const shadowText = (text) =>
  [...text.matchAll(/<template shadowrootmode="open">(.*?)<\/template>/gs)]
    .map((m) => m[1].replace(/<style>.*?<\/style>/gs, '').replace(/<[^>]+>/g, ' '))
    .join(' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name) => ENTITIES[name]);

/** An event's English title. @param {any} record */
const titleOf = (record) => record.localizedContent.find((/** @type {{locale: string}} */ c) => c.locale === 'en').title;

describe('createSiteProxy({pages, render: renderPage})', () => {
  test('an HTML page of `pages` comes back with its elements rendered, cacheable, its other headers kept, without the key', async () => {
    const files = site({'/': html(EVENTS, {ETag: '"v1"', 'Last-Modified': 'Tue, 01 Sep 2026 00:00:00 GMT', 'Cache-Control': 'no-cache', 'X-Frame-Options': 'DENY'})});
    const proxy = createSiteProxy({siteKey: 'demo', apiKey: KEY, upstream: api.url, pages: files.handler, render: renderPage, maxAge: 120, staleWhileRevalidate: 600});
    const res = await proxy(new Request('http://site.example/'));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=120, stale-while-revalidate=600', 'the API’s Cache-Control, from the proxy’s options');
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(res.headers.get('x-frame-options'), 'DENY', 'the page’s own headers are kept');
    // They described the file, not the page sent.
    for (const name of ['etag', 'last-modified', 'content-length']) assert.equal(res.headers.get(name), null, name);
    const text = await res.text();
    assert.match(text, /<site-events upcoming limit="2" data-site-rendered><template shadowrootmode="open"><style>/);
    const events = islandOf(text)['/api/v2/demo/public/events?upcoming=true&dir=asc&limit=2&page=0'];
    assert.ok(events, 'the events’ answer is in the island');
    assert.equal(events[1].records.length, 2);
    for (const record of events[1].records) assert.ok(shadowText(text).includes(titleOf(record)), `"${titleOf(record)}" is in the page`);
    assert.ok(!text.includes(KEY), 'the key is not in the page');
  });

  test('a page served with its own Content-Security-Policy gets the rendered styles’ hashes in its style-src', async () => {
    const policy = "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'";
    const files = site({'/': html(EVENTS, {'Content-Security-Policy': policy})});
    const proxy = createSiteProxy({siteKey: 'demo', apiKey: KEY, upstream: api.url, pages: files.handler, render: renderPage});
    const res = await proxy(new Request('http://site.example/'));
    const sent = res.headers.get('content-security-policy') ?? '';
    const [, styleSrc] = /(?:^|; )style-src ([^;]*)/.exec(sent) ?? [];
    assert.match(styleSrc ?? '', /^'self'( 'sha256-[\w+/=]+')+$/, sent);
    // Each <style> the page now holds is one of them (WebCrypto's digest, as a browser computes it).
    const text = await res.text();
    for (const [, css] of text.matchAll(/<style>(.*?)<\/style>/gs)) {
      const digest = Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(css))).toString('base64');
      assert.ok(styleSrc.includes(`'sha256-${digest}'`), 'a style’s hash');
    }
    assert.equal(sent.replace(/ 'sha256-[^']+'/g, ''), policy, 'the rest of the policy as it was');
  });

  test('the page’s address is the request’s: a detail element reads its slug from it', async () => {
    const listed = await (await fetch(`${api.url}/api/v2/demo/public/events?limit=1`, {headers: {Authorization: `Bearer ${KEY}`}})).json();
    const [event] = listed.records;
    const files = site({'/event.html': html(page('<site-content-provider site-key="demo"><site-event></site-event></site-content-provider>'))});
    const proxy = createSiteProxy({siteKey: 'demo', apiKey: KEY, upstream: api.url, pages: files.handler, render: renderPage});
    const res = await proxy(new Request(`http://site.example/event.html?slug=${encodeURIComponent(event.slug)}`));
    assert.equal(res.headers.get('cache-control'), CACHEABLE);
    const text = await res.text();
    assert.match(text, /<site-event data-site-rendered><template shadowrootmode="open">/);
    assert.ok(shadowText(text).includes(titleOf(event)), `"${titleOf(event)}" is in the page`);
    assert.ok(!text.includes(KEY));
  });

  test('what is not a 200 HTML answer to a GET passes as `pages` gave it, and nothing is asked of the API', async () => {
    const files = site({
      '/site.css': () => new Response('body { color: red }', {headers: {'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable'}}),
      '/app.js': () => new Response('console.log("<site-events></site-events>")', {headers: {'Content-Type': 'text/javascript; charset=utf-8'}}),
      '/data.json': () => new Response('{"html": "<site-events></site-events>"}', {headers: {'Content-Type': 'application/json'}}),
      '/old.html': () => new Response(null, {status: 304, headers: {ETag: '"v1"'}}),
      // Sent in another encoding than the UTF-8 a rendered page would be in.
      '/latin1.html': html(EVENTS, {'Content-Type': 'text/html; charset=iso-8859-1'}),
      '/': html(EVENTS),
    });
    const proxy = createSiteProxy({siteKey: 'demo', apiKey: KEY, upstream: api.url, pages: files.handler, render: renderPage});
    clearRequestLog();
    for (const [method, path] of [
      ['GET', '/site.css'],
      ['GET', '/app.js'],
      ['GET', '/data.json'],
      ['GET', '/old.html'],
      ['GET', '/latin1.html'],
      ['GET', '/missing.html'],
      ['HEAD', '/'],
      ['POST', '/'],
      ['OPTIONS', '/'],
    ]) {
      const res = await proxy(new Request(`http://site.example${path}`, {method}));
      // The very answer `pages` gave: body, status and headers untouched.
      assert.equal(res, files.last(), `${method} ${path} passes unchanged`);
      assert.deepEqual(files.asked.at(-1), {method, url: `http://site.example${path}`}, `${method} ${path} went to pages as it came`);
    }
    assert.deepEqual(clearRequestLog(), [], 'nothing was rendered');
  });

  test('the proxy’s own paths stay its own: /api/ always, /media/ with a media base; without one, the proxy says what /media/ needs where the site has nothing', async () => {
    const files = site({'/media/logo.svg': () => new Response('<svg/>', {headers: {'Content-Type': 'image/svg+xml'}})});
    const proxy = createSiteProxy({siteKey: 'demo', apiKey: KEY, upstream: api.url, pages: files.handler, render: renderPage});
    const siteInfo = await proxy(new Request('http://site.example/api/v2/demo/public/site'));
    assert.equal(siteInfo.status, 200);
    assert.equal(typeof (await siteInfo.json()).name, 'string');
    assert.equal((await proxy(new Request('http://site.example/api/v2/other/public/site'))).status, 404);
    assert.equal((await proxy(new Request('http://site.example/api/v2/demo/public/site', {method: 'POST'}))).status, 405);
    assert.equal(files.asked.length, 0, 'pages was never asked for /api/');
    // No media base: /media/ is the site's, and where it has nothing, the proxy's 404 names what is missing.
    assert.equal(await (await proxy(new Request('http://site.example/media/logo.svg'))).text(), '<svg/>');
    const missing = await proxy(new Request('http://site.example/media/sites/x/media/none.svg'));
    assert.equal(missing.status, 404);
    assert.match((await missing.json()).message, /mediaBase/);
    // A media base: /media/ is the proxy's.
    const withMedia = site({});
    const media = createSiteProxy({siteKey: 'demo', apiKey: KEY, upstream: api.url, mediaBase: `${api.url}/media/`, pages: withMedia.handler, render: renderPage});
    assert.equal((await media(new Request('http://site.example/media/logo.svg'))).status, 404);
    assert.equal(withMedia.asked.length, 0, 'pages was never asked for /media/');
  });

  test('without `pages`, the proxy answers as it did: its own 404 and 405 outside its paths', async () => {
    const proxy = createSiteProxy({siteKey: 'demo', apiKey: KEY, upstream: api.url, render: renderPage});
    const res = await proxy(new Request('http://site.example/index.html'));
    assert.equal(res.status, 404);
    assert.equal((await res.json()).error, 'not_found');
    assert.equal((await proxy(new Request('http://site.example/index.html', {method: 'POST'}))).status, 405);
  });

  test('what fails to render is left for the browser: the page is sent with what could be rendered, and not cached', async () => {
    const files = site({'/': html(page('<site-content-provider site-key="demo"><site-events limit="2"></site-events><site-event slug="no-such-event"></site-event></site-content-provider>'))});
    const proxy = createSiteProxy({siteKey: 'demo', apiKey: KEY, upstream: api.url, pages: files.handler, render: renderPage});
    const res = await proxy(new Request('http://site.example/'));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store', 'a CDN must not keep a page its next request may render whole');
    const text = await res.text();
    assert.match(text, /<site-events limit="2" data-site-rendered><template shadowrootmode="open">/);
    assert.match(text, /<site-event slug="no-such-event"><\/site-event>/);

    // The API out of reach: the page as it was written.
    const closed = await new Promise((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
        server.close(() => resolve(`http://127.0.0.1:${port}`));
      });
    });
    const unreachable = createSiteProxy({siteKey: 'demo', apiKey: KEY, upstream: /** @type {string} */ (closed), pages: site({'/': html(EVENTS)}).handler, render: renderPage});
    const bare = await unreachable(new Request('http://site.example/'));
    assert.equal(bare.status, 200);
    assert.equal(bare.headers.get('cache-control'), 'no-store');
    assert.equal(await bare.text(), EVENTS);
  });

  test('the renderer asks the configured upstream only: a redirect is not followed with the key', async () => {
    /** @type {string[]} */
    const elsewhereSaw = [];
    const elsewhere = createServer((req, res) => {
      elsewhereSaw.push(`${req.url} ${req.headers.authorization ?? ''}`);
      res.end('{}');
    });
    await new Promise((resolve) => elsewhere.listen(0, '127.0.0.1', () => resolve(undefined)));
    const elsewhereUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (elsewhere.address()).port}`;
    const redirecting = createServer((req, res) => {
      res.writeHead(302, {Location: `${elsewhereUrl}${req.url}`});
      res.end();
    });
    await new Promise((resolve) => redirecting.listen(0, '127.0.0.1', () => resolve(undefined)));
    try {
      const upstream = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (redirecting.address()).port}`;
      const proxy = createSiteProxy({siteKey: 'demo', apiKey: KEY, upstream, pages: site({'/': html(EVENTS)}).handler, render: renderPage});
      const res = await proxy(new Request('http://site.example/'));
      assert.equal(await res.text(), EVENTS);
      assert.deepEqual(elsewhereSaw, []);
    } finally {
      elsewhere.closeAllConnections();
      redirecting.closeAllConnections();
      await Promise.all([new Promise((resolve) => elsewhere.close(resolve)), new Promise((resolve) => redirecting.close(resolve))]);
    }
  });

  test('the proxy imports none of the renderer: a proxy that does not render loads none of it', () => {
    // In a process of its own: the renderer's DOM shim sets globals (window) once loaded.
    const script = `
      const {createSiteProxy} = await import(${JSON.stringify(lib('proxy/proxy.js').href)});
      const pages = async () => new Response('<p>Hello</p>', {headers: {'Content-Type': 'text/html'}});
      const proxy = createSiteProxy({siteKey: 'demo', apiKey: 'k', upstream: 'http://127.0.0.1:9', pages});
      const text = await (await proxy(new Request('http://site.example/'))).text();
      console.log(JSON.stringify({window: typeof window, text}));`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {encoding: 'utf8'});
    assert.equal(child.status, 0, child.stderr);
    assert.deepEqual(JSON.parse(child.stdout), {window: 'undefined', text: '<p>Hello</p>'});
    // Nor does its module graph name it: the proxy imports nothing, so a bundler takes nothing of the renderer with it.
    const source = readFileSync(fileURLToPath(lib('proxy/proxy.js')), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    assert.deepEqual([...source.matchAll(/\bimport\s*\(|^\s*import\s/gm)], []);
  });
});

describe('npx site-widgets proxy --serve <dir> --render', () => {
  const cli = fileURLToPath(lib('proxy/cli.js'));

  test('--render without --serve is a usage error that says why, in one line', () => {
    const child = spawnSync(process.execPath, [cli, 'proxy', '--site', 'demo', '--render'], {encoding: 'utf8', env: {PATH: process.env.PATH, VENUE_API_KEY: KEY}});
    assert.equal(child.status, 2);
    assert.equal(child.stdout, '');
    assert.equal(child.stderr, '--render renders the pages the proxy serves: give it their folder with --serve <dir>.\n');
  });

  test('serves the folder’s HTML pages rendered and cacheable, its other files and its 404s as they are, the key nowhere', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-widgets-render-'));
    writeFileSync(join(dir, 'index.html'), EVENTS);
    writeFileSync(join(dir, 'site.css'), 'site-events { color: red }\n');
    writeFileSync(join(dir, 'app.js'), 'document.title = "<site-events></site-events>";\n');
    const child = spawn(process.execPath, [cli, 'proxy', '--site', 'demo', '--port', '0', '--upstream', api.url, '--serve', dir, '--render', '--max-age', '30', '--stale', '90'], {
      env: {PATH: process.env.PATH, VENUE_API_KEY: KEY},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      // It prints two lines once it listens (or exits, and says why).
      const out = await new Promise((resolve) => {
        let text = '';
        child.stdout.setEncoding('utf8').on('data', (chunk) => {
          text += chunk;
          if (text.split('\n').length > 2) resolve(text);
        });
        child.on('exit', () => resolve(text));
      });
      const origin = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      assert.ok(origin, out);
      assert.match(out, /its HTML pages with their elements rendered in them/);
      assert.ok(!out.includes(KEY), 'the key is not printed');

      const res = await fetch(`${origin}/`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'public, max-age=30, stale-while-revalidate=90');
      const text = await res.text();
      assert.match(text, /<site-events upcoming limit="2" data-site-rendered><template shadowrootmode="open">/);
      const events = islandOf(text)['/api/v2/demo/public/events?upcoming=true&dir=asc&limit=2&page=0'];
      for (const record of events[1].records) assert.ok(shadowText(text).includes(titleOf(record)), `"${titleOf(record)}" is in the page`);
      assert.ok(!text.includes(KEY), 'the key is not in the page');

      for (const [path, body] of [
        ['/site.css', 'site-events { color: red }\n'],
        ['/app.js', 'document.title = "<site-events></site-events>";\n'],
      ]) {
        const file = await fetch(`${origin}${path}`);
        assert.equal(file.status, 200);
        assert.equal(file.headers.get('cache-control'), 'no-cache', `${path}: the folder's own Cache-Control`);
        assert.equal(await file.text(), body, `${path} as it is on disk`);
      }
      const missing = await fetch(`${origin}/missing.html`);
      assert.equal(missing.status, 404);
      assert.equal(await missing.text(), 'Not found\n');
      const head = await fetch(`${origin}/`, {method: 'HEAD'});
      assert.equal(head.status, 200);
      assert.equal(head.headers.get('cache-control'), 'no-cache', 'a HEAD is the folder’s');
      assert.equal((await fetch(`${origin}/api/v2/demo/public/site`)).status, 200);
    } finally {
      child.kill();
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
