// @ts-check
// The proxy (site-widgets/proxy, site-widgets/proxy/node, npx site-widgets
// proxy) against real upstreams on free ports: the demo API's standalone
// server, which answers 401 without its token, and stubs that echo what
// they were sent. Reads dist/lib/proxy/: runs after `npm run build` (as
// `npm test` does), so it tests what the package ships.
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, request as httpRequest} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {startDemoApiServer} from '../../demo/api/server.js';

const root = new URL('../../', import.meta.url);
const lib = (/** @type {string} */ path) => new URL(`dist/lib/proxy/${path}`, root);
for (const file of ['proxy.js', 'node.js', 'cli.js']) {
  if (!existsSync(lib(file))) throw new Error(`dist/lib/proxy/${file} is missing: run \`npm run build\` first`);
}
/** @type {typeof import('../../src/proxy/proxy.js')} */
const {createSiteProxy, PUBLIC_PATHS} = await import(lib('proxy.js').href);
/** @type {typeof import('../../src/proxy/node.js')} */
const {toNodeListener} = await import(lib('node.js').href);

const DEMO_TOKEN = 'demo-token';
/** A key that must never show up in anything a visitor gets. */
const SECRET = 'sk_live_never-show-me-42';

/**
 * @typedef {{method: string, url: string, headers: import('node:http').IncomingHttpHeaders}} Seen
 * @typedef {{url: string, seen: Seen[], close: () => Promise<void>}} Stub
 */

/**
 * An upstream stub on a free port: records each request and answers with
 * `answer(req)` (default: 200 JSON echoing the headers, with a cookie and
 * headers the proxy must drop).
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} [answer]
 * @returns {Promise<Stub>}
 */
async function stub(answer) {
  /** @type {Seen[]} */
  const seen = [];
  const server = createServer((req, res) => {
    seen.push({method: req.method ?? '', url: req.url ?? '', headers: req.headers});
    if (answer) return answer(req, res);
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Set-Cookie': ['upstream_session=abc; HttpOnly', 'other=1'],
      'X-Upstream-Secret': 'internal',
      Server: 'upstream/1.0',
      'Access-Control-Allow-Origin': 'https://evil.example',
      ETag: '"v1"',
    });
    res.end(JSON.stringify({headers: req.headers, url: req.url}));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

/**
 * Serves a Fetch handler through the Node adapter on a free port.
 * @param {(request: Request) => Promise<Response>} handler
 */
async function serve(handler) {
  const server = createServer(toNodeListener(handler));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

/**
 * A raw HTTP GET whose path is sent exactly as given (fetch would resolve `..`).
 * @param {string} origin
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{status: number, headers: import('node:http').IncomingHttpHeaders, text: string}>}
 */
function rawGet(origin, path, headers = {}) {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({hostname, port, path, method: 'GET', headers}, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, text}));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A port nothing listens on. */
async function closedPort() {
  const s = await stub();
  const {port} = new URL(s.url);
  await s.close();
  return port;
}

describe('the proxy in front of the demo API', () => {
  /** @type {{url: string, close: () => Promise<void>}} */
  let api;
  /** @type {{url: string, close: () => Promise<void>}} */
  let proxy;

  before(async () => {
    api = await startDemoApiServer({port: 0});
    proxy = await serve(createSiteProxy({siteKey: 'demo', apiKey: DEMO_TOKEN, upstream: api.url}));
  });
  after(async () => {
    await proxy.close();
    await api.close();
  });

  test('the demo API itself wants the key', async () => {
    const res = await fetch(`${api.url}/api/v2/demo/public/site`);
    assert.equal(res.status, 401);
  });

  test('forwards a public read with the key added, the query kept, and content cacheable', async () => {
    const direct = await fetch(`${api.url}/api/v2/demo/public/events?limit=2&upcoming=true`, {headers: {Authorization: `Bearer ${DEMO_TOKEN}`}});
    const res = await fetch(`${proxy.url}/api/v2/demo/public/events?limit=2&upcoming=true`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=60, stale-while-revalidate=300');
    assert.deepEqual(await res.json(), await direct.json());
  });

  test('answers the detail paths, and passes 404 of an unknown slug through uncached', async () => {
    const list = await (await fetch(`${proxy.url}/api/v2/demo/public/events?limit=1`)).json();
    const slug = list.records[0].slug;
    const one = await fetch(`${proxy.url}/api/v2/demo/public/events/${encodeURIComponent(slug)}`);
    assert.equal(one.status, 200);
    assert.equal((await one.json()).slug, slug);
    const missing = await fetch(`${proxy.url}/api/v2/demo/public/events/no-such-event`);
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('cache-control'), 'no-store');
    assert.match(missing.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal((await missing.json()).status, 404);
  });

  test('HEAD answers the headers of a GET and no body', async () => {
    const res = await fetch(`${proxy.url}/api/v2/demo/public/site`, {method: 'HEAD'});
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=60, stale-while-revalidate=300');
    assert.equal(await res.text(), '');
  });

  test('a wrong key is the API\'s 401, passed through uncached', async () => {
    const wrong = await serve(createSiteProxy({siteKey: 'demo', apiKey: 'wrong-key', upstream: api.url}));
    try {
      const res = await fetch(`${wrong.url}/api/v2/demo/public/site`);
      assert.equal(res.status, 401);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      assert.ok(!(await res.text()).includes('wrong-key'));
    } finally {
      await wrong.close();
    }
  });

  test('passes Retry-After of a 503 through, uncached', async () => {
    const flaky = await serve(createSiteProxy({siteKey: 'flaky-proxy', apiKey: DEMO_TOKEN, upstream: api.url}));
    try {
      const res = await fetch(`${flaky.url}/api/v2/flaky-proxy/public/site`);
      assert.equal(res.status, 503);
      assert.equal(res.headers.get('retry-after'), '1');
      assert.equal(res.headers.get('cache-control'), 'no-store');
    } finally {
      await flaky.close();
    }
  });
});

describe('what the proxy sends upstream and what it passes back', () => {
  /** @type {Stub} */
  let upstream;
  /** @type {{url: string, close: () => Promise<void>}} */
  let proxy;

  before(async () => {
    upstream = await stub();
    proxy = await serve(createSiteProxy({siteKey: 'acme', apiKey: SECRET, upstream: upstream.url, maxAge: 30, staleWhileRevalidate: 600}));
  });
  after(async () => {
    await proxy.close();
    await upstream.close();
  });

  test('only the path, the query, Accept and the key go upstream: no cookie, no visitor Authorization, no X-Forwarded-*', async () => {
    upstream.seen.length = 0;
    const res = await rawGet(proxy.url, '/api/v2/acme/public/news?limit=3&query=a%20b', {
      Cookie: 'session=visitor-secret; theme=dark',
      Authorization: 'Bearer visitor-token',
      'X-Forwarded-For': '203.0.113.9',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
      Forwarded: 'for=203.0.113.9',
      'X-Real-IP': '203.0.113.9',
      Referer: 'https://www.example.com/page',
      'User-Agent': 'visitor-browser/1.0',
      Origin: 'https://www.example.com',
      'Accept-Language': 'de',
      Accept: 'application/json',
    });
    assert.equal(res.status, 200);
    assert.equal(upstream.seen.length, 1);
    const [seen] = upstream.seen;
    assert.equal(seen.method, 'GET');
    assert.equal(seen.url, '/api/v2/acme/public/news?limit=3&query=a%20b');
    assert.equal(seen.headers.authorization, `Bearer ${SECRET}`);
    assert.equal(seen.headers.accept, 'application/json');
    for (const name of ['cookie', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'x-real-ip', 'referer', 'origin']) {
      assert.equal(seen.headers[name], undefined, `${name} was forwarded`);
    }
    // The runtime's fetch sets defaults of its own (Node: user-agent, accept-language *); never the visitor's.
    assert.notEqual(seen.headers['user-agent'], 'visitor-browser/1.0');
    assert.notEqual(seen.headers['accept-language'], 'de');
    const all = JSON.stringify(seen.headers);
    assert.ok(!all.includes('visitor-secret') && !all.includes('visitor-token') && !all.includes('203.0.113.9'), all);
  });

  test('passes status, body and Content-Type; drops Set-Cookie and every other upstream header; sets Cache-Control', async () => {
    const res = await rawGet(proxy.url, '/api/v2/acme/public/site');
    assert.equal(res.status, 200);
    assert.equal(res.headers['set-cookie'], undefined);
    assert.equal(res.headers['x-upstream-secret'], undefined);
    assert.equal(res.headers.server, undefined);
    assert.equal(res.headers.etag, undefined);
    assert.equal(res.headers['access-control-allow-origin'], undefined);
    assert.equal(res.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(res.headers['cache-control'], 'public, max-age=30, stale-while-revalidate=600');
    assert.equal(JSON.parse(res.text).url, '/api/v2/acme/public/site');
  });

  test('forwards every public read path of the site, re-encoding slugs', async () => {
    upstream.seen.length = 0;
    for (const path of PUBLIC_PATHS) {
      const res = await fetch(`${proxy.url}/api/v2/acme/public/${path.replaceAll('*', 'caf%C3%A9-1')}`);
      assert.equal(res.status, 200, path);
    }
    assert.deepEqual(
      upstream.seen.map((s) => s.url),
      PUBLIC_PATHS.map((p) => `/api/v2/acme/public/${p.replaceAll('*', 'caf%C3%A9-1')}`),
    );
    assert.equal(PUBLIC_PATHS.length, 18);
  });

  test("forwards exactly the client's routes (/search/all among them)", async () => {
    // The proxy keeps its own list (it imports nothing, to run in any Fetch
    // runtime): this keeps the two lists from drifting apart.
    const {ROUTES} = await import(new URL('dist/lib/api/client.js', root).href);
    const fromClient = Object.values(ROUTES).map((path) => path.slice(1).replace('{slug}', '*'));
    assert.deepEqual([...PUBLIC_PATHS].sort(), [...fromClient].sort());
    assert.ok(PUBLIC_PATHS.includes('search/all'));
  });

  test('answers 405 with Allow to every method but GET and HEAD, without asking upstream', async () => {
    upstream.seen.length = 0;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const res = await fetch(`${proxy.url}/api/v2/acme/public/site`, {method, body: method === 'POST' || method === 'PUT' ? '{}' : undefined});
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.get('allow'), 'GET, HEAD');
      assert.equal(res.headers.get('cache-control'), 'no-store');
      await res.text();
    }
    assert.equal(upstream.seen.length, 0);
  });

  test('answers 404 to other paths, other sites and traversal tricks, without asking upstream', async () => {
    upstream.seen.length = 0;
    const paths = [
      '/',
      '/api/v2/acme/public',
      '/api/v2/acme/public/',
      '/api/v2/acme/public/site/',
      '/api/v2/acme/public/events/',
      '/api/v2/acme/public/events//dates',
      '/api/v2/acme/public/link-preview?url=http://169.254.169.254/',
      '/api/v2/acme/public/domains',
      '/api/v2/acme/public/media/x/playback-token',
      '/api/v2/acme/public/events/a/b',
      '/api/v2/acme/public/profiles/x/news',
      '/api/v2/acme/auth/signin',
      '/api/v2/acme/private/site',
      '/api/v1/acme/public/site',
      '/api/v2/other/public/site',
      '/api/v2/ACME/public/site',
      '/api/v2/acme%2Fpublic%2Fsite/public/site',
      '/api/v2/acme/public/events/..%2F..%2F..%2Fother%2Fpublic%2Fsite',
      '/api/v2/acme/public/events/a%2Fb',
      '/api/v2/acme/public/events/a%5Cb',
      '/api/v2/acme/public/events/%2e%2e',
      '/api/v2/acme/public/events/%252e%252e',
      '/api/v2/acme/public/events/a%25b',
      '/api/v2/acme/public/events/%E0%A4%A',
      '/api/v2/acme/public/events/a%00b',
      '/api/v2/acme/public/../../other/public/site',
      '/api/v2/acme/public/events/../site',
      '/api/v2/acme/public/./site',
      '/api/v2/acme/public/%2e%2e/%2e%2e/other/public/site',
      '/api/v2/acme/public/events\\..\\site',
      '/api/v2/acme/public/%20events',
    ];
    for (const path of paths) {
      const res = await rawGet(proxy.url, path);
      assert.equal(res.status, 404, path);
      assert.equal(res.headers['cache-control'], 'no-store', path);
      assert.match(res.headers['content-type'] ?? '', /^application\/json/, path);
    }
    assert.deepEqual(upstream.seen, []);
  });

  test('the handler alone (as an edge runtime runs it) answers 404 without calling fetch', async () => {
    let calls = 0;
    const handler = createSiteProxy({
      siteKey: 'acme',
      apiKey: SECRET,
      upstream: 'https://api.invalid',
      fetch: async () => {
        calls++;
        return new Response('{}');
      },
    });
    for (const path of ['/api/v2/other/public/site', '/api/v2/acme/public/events/a%2Fb', '/api/v2/acme/public/nope', '/favicon.ico']) {
      const res = await handler(new Request(`https://site.example${path}`));
      assert.equal(res.status, 404, path);
    }
    assert.equal(calls, 0);
    const ok = await handler(new Request('https://site.example/api/v2/acme/public/tags?limit=5', {headers: {Cookie: 'a=b'}}));
    assert.equal(ok.status, 200);
    assert.equal(calls, 1);
  });

  test('takes a base path and answers nothing outside it', async () => {
    const mounted = await serve(createSiteProxy({siteKey: 'acme', apiKey: SECRET, upstream: upstream.url, basePath: '/cms/'}));
    try {
      upstream.seen.length = 0;
      assert.equal((await fetch(`${mounted.url}/cms/api/v2/acme/public/site`)).status, 200);
      assert.equal((await fetch(`${mounted.url}/api/v2/acme/public/site`)).status, 404);
      assert.equal((await fetch(`${mounted.url}/cmsapi/v2/acme/public/site`)).status, 404);
      assert.deepEqual(
        upstream.seen.map((s) => s.url),
        ['/api/v2/acme/public/site'],
      );
    } finally {
      await mounted.close();
    }
  });
});

describe('images: /media/<key> from the storage (mediaBase)', () => {
  /**
   * A handler whose storage answers with `type`, recording what it was asked.
   * @param {string} type
   * @param {Partial<import('../../src/proxy/proxy.js').SiteProxyOptions>} [extra]
   */
  const withStorage = (type, extra = {}) => {
    /** @type {{url: string, headers: Headers}[]} */
    const seen = [];
    const handler = createSiteProxy({
      siteKey: 'acme',
      apiKey: SECRET,
      upstream: 'https://api.invalid',
      mediaBase: 'https://storage.example/public/bucket',
      fetch: async (input, init) => {
        seen.push({url: String(input), headers: new Headers(init?.headers)});
        return new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {headers: {'Content-Type': type, ETag: '"m1"', 'Set-Cookie': 'x=1'}});
      },
      ...extra,
    });
    return {handler, seen};
  };

  test('serves a storage key from mediaBase, without the key or the visitor\'s headers, cacheable for a day', async () => {
    const {handler, seen} = withStorage('image/jpeg');
    const res = await handler(new Request('https://site.example/media/sites/s1/media/a%20b.jpg', {headers: {Cookie: 'session=1', Authorization: 'Bearer visitor', Accept: 'image/avif'}}));
    assert.equal(res.status, 200);
    assert.equal(seen[0].url, 'https://storage.example/public/bucket/sites/s1/media/a%20b.jpg');
    assert.equal(seen[0].headers.get('authorization'), null, 'the API key never goes to the storage');
    assert.equal(seen[0].headers.get('cookie'), null);
    assert.equal(res.headers.get('content-type'), 'image/jpeg');
    assert.equal(res.headers.get('etag'), '"m1"');
    assert.equal(res.headers.get('set-cookie'), null);
    assert.match(res.headers.get('cache-control') ?? '', /^public, max-age=86400/);
    const head = await handler(new Request('https://site.example/media/sites/s1/x.jpg', {method: 'HEAD'}));
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
  });

  test('a compressed answer of the storage keeps no length of its compressed bytes (fetch hands over the body decompressed)', async () => {
    // A storage or CDN that compresses SVG, as Cloudflare does, over real HTTP.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg">' + '<rect width="1" height="1"/>'.repeat(200) + '</svg>';
    const zipped = gzipSync(svg);
    const storage = createServer((req, res) => {
      res.writeHead(200, {'Content-Type': 'image/svg+xml', 'Content-Encoding': 'gzip', 'Content-Length': String(zipped.length), ETag: '"z1"'});
      res.end(zipped);
    });
    await new Promise((ok) => storage.listen(0, '127.0.0.1', () => ok(undefined)));
    try {
      const {port} = /** @type {import('node:net').AddressInfo} */ (storage.address());
      const handler = createSiteProxy({siteKey: 'acme', apiKey: SECRET, upstream: 'https://api.invalid', mediaBase: `http://127.0.0.1:${port}/`});
      const res = await handler(new Request('https://site.example/media/logo.svg'));
      const body = Buffer.from(await res.arrayBuffer());
      assert.equal(body.toString(), svg, 'the image whole');
      const length = res.headers.get('content-length');
      assert.ok(length === null || Number(length) === body.length, `Content-Length ${length} for ${body.length} bytes: a browser would cut the image or wait for bytes that never come`);
      assert.equal(res.headers.get('content-encoding'), null);
      assert.equal(res.headers.get('etag'), '"z1"');
    } finally {
      storage.close();
    }
  });

  test('sandboxes an SVG and refuses what is not media', async () => {
    const svg = await withStorage('image/svg+xml').handler(new Request('https://site.example/media/x.svg'));
    assert.match(svg.headers.get('content-security-policy') ?? '', /sandbox/);
    assert.equal(svg.headers.get('x-content-type-options'), 'nosniff');
    const html = await withStorage('text/html').handler(new Request('https://site.example/media/x.html'));
    assert.equal(html.status, 502);
    assert.equal(html.headers.get('cache-control'), 'no-store');
  });

  test('refuses traversal and empty keys, and answers 404 without a mediaBase', async () => {
    const {handler, seen} = withStorage('image/png');
    // (A runtime resolves ../ and %2e%2e/ when it parses the URL; the Node adapter refuses them raw.)
    for (const path of ['/media/', '/media/..%2Fsecret', '/media/a%2Fb', '/media/a%5Cb', '/media/%25', '/media/a//b']) {
      assert.equal((await handler(new Request(`https://site.example${path}`))).status, 404, path);
    }
    assert.deepEqual(seen, []);
    const none = createSiteProxy({siteKey: 'acme', apiKey: SECRET, fetch: async () => new Response('')});
    const res = await none(new Request('https://site.example/media/x.png'));
    assert.equal(res.status, 404);
    assert.match(await res.text(), /mediaBase/);
    assert.throws(() => createSiteProxy({siteKey: 'acme', apiKey: SECRET, mediaBase: 'javascript:alert(1)'}), /mediaBase/);
  });

  test('under a base path', async () => {
    const {handler, seen} = withStorage('image/png', {basePath: '/cms'});
    assert.equal((await handler(new Request('https://site.example/cms/media/k.png'))).status, 200);
    assert.equal(seen[0].url, 'https://storage.example/public/bucket/k.png');
  });
});

describe('when the API cannot be reached', () => {
  test('answers 502 with a short JSON error that never holds the key', async () => {
    const port = await closedPort();
    const proxy = await serve(createSiteProxy({siteKey: 'acme', apiKey: SECRET, upstream: `http://127.0.0.1:${port}`}));
    try {
      const res = await fetch(`${proxy.url}/api/v2/acme/public/site`);
      assert.equal(res.status, 502);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      const text = await res.text();
      assert.ok(text.length < 200, text);
      assert.deepEqual(JSON.parse(text), {error: 'upstream_unreachable', message: 'The content API could not be reached.', status: 502});
      assert.ok(!text.includes(SECRET) && !text.includes(String(port)));
      assert.ok(![...res.headers.values()].some((v) => v.includes(SECRET)));
    } finally {
      await proxy.close();
    }
  });

  test('answers 504 when the API does not answer in time', async () => {
    const silent = await stub(() => {});
    const proxy = await serve(createSiteProxy({siteKey: 'acme', apiKey: SECRET, upstream: silent.url, timeout: 200}));
    try {
      const res = await fetch(`${proxy.url}/api/v2/acme/public/site`);
      assert.equal(res.status, 504);
      const text = await res.text();
      assert.equal(JSON.parse(text).error, 'upstream_timeout');
      assert.ok(!text.includes(SECRET));
    } finally {
      await proxy.close();
      await silent.close();
    }
  });

  test('does not follow a redirect, so the key goes nowhere else', async () => {
    const elsewhere = await stub();
    const redirecting = await stub((_, res) => {
      res.writeHead(302, {Location: `${elsewhere.url}/steal`});
      res.end();
    });
    const proxy = await serve(createSiteProxy({siteKey: 'acme', apiKey: SECRET, upstream: redirecting.url}));
    try {
      const res = await fetch(`${proxy.url}/api/v2/acme/public/site`, {redirect: 'manual'});
      assert.equal(res.status, 502);
      assert.equal(res.headers.get('location'), null);
      assert.ok(!(await res.text()).includes(SECRET));
      assert.equal(elsewhere.seen.length, 0);
    } finally {
      await proxy.close();
      await redirecting.close();
      await elsewhere.close();
    }
  });

  test('refuses to start without a site key or an API key, and never echoes the key', () => {
    assert.throws(() => createSiteProxy({siteKey: '', apiKey: SECRET}), /siteKey/);
    assert.throws(() => createSiteProxy({siteKey: 'acme', apiKey: ''}), /VENUE_API_KEY/);
    assert.throws(() => createSiteProxy({siteKey: 'acme', apiKey: '  \n'}), /VENUE_API_KEY/);
    assert.throws(
      () => createSiteProxy({siteKey: 'acme', apiKey: `${SECRET}\r\nX-Evil: 1`}),
      (/** @type {Error} */ error) => /control character/.test(error.message) && !error.message.includes(SECRET),
    );
    assert.throws(() => createSiteProxy({siteKey: 'acme', apiKey: SECRET, upstream: 'ftp://x'}), /http/);
  });
});

describe('the proxy ships in the package, outside every page budget', () => {
  const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

  test('package.json exports site-widgets/proxy and site-widgets/proxy/node, and the bin', () => {
    assert.deepEqual(pkg.exports['./proxy'], {types: './dist/lib/proxy/proxy.d.ts', default: './dist/lib/proxy/proxy.js'});
    assert.deepEqual(pkg.exports['./proxy/node'], {types: './dist/lib/proxy/node.d.ts', default: './dist/lib/proxy/node.js'});
    // A committed script, so `npx site-widgets` answers in a fresh clone too; it runs the built CLI.
    assert.equal(pkg.bin['site-widgets'], 'bin/site-widgets.js');
    assert.ok(pkg.files.includes('bin/'), 'the package ships bin/');
    for (const target of [...Object.values(pkg.exports['./proxy']), ...Object.values(pkg.exports['./proxy/node']), pkg.bin['site-widgets'], 'dist/lib/proxy/cli.js']) {
      assert.ok(existsSync(new URL(target, root)), `${target} was not built`);
    }
    for (const file of [pkg.bin['site-widgets'], 'dist/lib/proxy/cli.js']) {
      assert.match(readFileSync(new URL(file, root), 'utf8'), /^#!\/usr\/bin\/env node\n/, file);
    }
    assert.match(readFileSync(new URL(pkg.bin['site-widgets'], root), 'utf8'), /import\(cli\.href\)/);
  });

  test('the handler uses no Node API, no Lit and no DOM, so it runs in any Fetch runtime', () => {
    const source = readFileSync(new URL('src/proxy/proxy.ts', root), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    assert.doesNotMatch(source, /^\s*import\s/m, 'src/proxy/proxy.ts imports nothing');
    for (const word of ['process', 'Buffer', 'require', 'node:', 'lit', 'document', 'window', 'customElements', 'HTMLElement']) {
      assert.ok(!new RegExp(`\\b${word}\\b`).test(source), `src/proxy/proxy.ts uses ${word}`);
    }
  });

  test('no script-tag file holds any of it', () => {
    const files = ['dist/site-widgets.js', 'dist/site-widgets-all.js'];
    for (const dir of ['dist/elements', 'dist/all']) {
      for (const f of readdirSync(new URL(`${dir}/`, root))) if (f.endsWith('.js')) files.push(`${dir}/${f}`);
    }
    for (const file of files) {
      const code = readFileSync(new URL(file, root), 'utf8');
      for (const marker of ['upstream_unreachable', 'upstream_redirect', 'stale-while-revalidate=']) {
        assert.ok(!code.includes(marker), `${file} holds proxy code (${marker})`);
      }
    }
  });
});

describe('npx site-widgets proxy', () => {
  const cli = fileURLToPath(lib('cli.js'));
  const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  after(() => {
    for (const child of children) if (child.exitCode === null) child.kill();
  });

  /**
   * Starts the CLI and waits for its first line (or its exit).
   * @param {string[]} args
   * @param {Record<string, string | undefined>} env
   */
  function run(args, env) {
    const child = spawn(process.execPath, [cli, ...args], {env: {PATH: process.env.PATH, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    children.push(child);
    let out = '';
    let err = '';
    return /** @type {Promise<{child: import('node:child_process').ChildProcess, out: string, err: string, code: number | null}>} */ (
      new Promise((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          resolve({child, out, err, code: child.exitCode});
        };
        const timer = setTimeout(finish, 10_000);
        // It prints two lines once it listens.
        child.stdout.setEncoding('utf8').on('data', (c) => {
          out += c;
          if (out.split('\n').length > 2) finish();
        });
        child.stderr.setEncoding('utf8').on('data', (c) => (err += c));
        child.on('close', finish);
      })
    );
  }

  test('serves a page and the API on one origin, the key from VENUE_API_KEY', async () => {
    const api = await startDemoApiServer({port: 0});
    const dir = mkdtempSync(join(tmpdir(), 'site-widgets-proxy-'));
    writeFileSync(join(dir, 'index.html'), '<site-content-provider site-key="demo"><site-events></site-events></site-content-provider>');
    try {
      const {out, child} = await run(['proxy', '--site', 'demo', '--port', '0', '--upstream', api.url, '--serve', dir], {VENUE_API_KEY: DEMO_TOKEN});
      const origin = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      assert.ok(origin, out);
      assert.ok(!out.includes(DEMO_TOKEN), 'the key is printed');
      const page = await fetch(`${origin}/`);
      assert.equal(page.status, 200);
      assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
      assert.match(await page.text(), /site-content-provider/);
      const site = await fetch(`${origin}/api/v2/demo/public/site`);
      assert.equal(site.status, 200);
      assert.equal(site.headers.get('access-control-allow-origin'), null, 'same origin: no CORS header');
      assert.equal(typeof (await site.json()).name, 'string');
      assert.equal((await fetch(`${origin}/../package.json`)).status, 404);
      assert.equal((await fetch(`${origin}/api/v2/other/public/site`)).status, 404);
      child.kill();
    } finally {
      rmSync(dir, {recursive: true, force: true});
      await api.close();
    }
  });

  test('without --serve, a page on another origin may read it', async () => {
    const api = await startDemoApiServer({port: 0});
    try {
      const {out, child} = await run(['proxy', '--site', 'demo', '--port', '0', '--upstream', api.url], {VENUE_API_KEY: DEMO_TOKEN});
      const origin = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      assert.ok(origin, out);
      assert.match(out, /base-url="http:\/\/127\.0\.0\.1:\d+"/);
      const res = await fetch(`${origin}/api/v2/demo/public/tags`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('access-control-allow-origin'), '*');
      child.kill();
    } finally {
      await api.close();
    }
  });

  test('--serve with --media-base serves the images: the proxy\'s /media/ wins over the files', async () => {
    const api = await startDemoApiServer({port: 0});
    const dir = mkdtempSync(join(tmpdir(), 'site-widgets-proxy-'));
    writeFileSync(join(dir, 'index.html'), '<site-content-provider site-key="demo"><site-events></site-events></site-content-provider>');
    try {
      // As the README runs it: the pages of a folder, the API and the images on one origin.
      const {out, child} = await run(['proxy', '--site', 'demo', '--port', '0', '--upstream', api.url, '--media-base', `${api.url}/media/`, '--serve', dir], {VENUE_API_KEY: DEMO_TOKEN});
      const origin = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      assert.ok(origin, out);
      assert.match(out, /images at \/media\//);
      const events = await (await fetch(`${origin}/api/v2/demo/public/events?limit=3`)).text();
      const key = /sites\/[A-Za-z0-9_-]+\/media\/[A-Za-z0-9._-]+\.svg/.exec(events)?.[0];
      assert.ok(key, 'the events name an image');
      const image = await fetch(`${origin}/media/${key}`);
      assert.equal(image.status, 200);
      assert.match(image.headers.get('content-type') ?? '', /^image\//);
      assert.match(await image.text(), /<svg/);
      assert.equal((await fetch(`${origin}/`)).status, 200, 'the files are still served');
      assert.equal((await fetch(`${origin}/media/sites/x/media/none.svg`)).status, 404);
      child.kill();

      // Without a media base, /media/ is a folder of the files; where it has none, the proxy says what to give it.
      const bare = await run(['proxy', '--site', 'demo', '--port', '0', '--upstream', api.url, '--serve', dir], {VENUE_API_KEY: DEMO_TOKEN});
      const bareOrigin = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(bare.out)?.[1];
      assert.ok(bareOrigin, bare.out);
      assert.match(bare.out, /no images: no --media-base/);
      const missing = await fetch(`${bareOrigin}/media/${key}`);
      assert.equal(missing.status, 404);
      assert.match((await missing.json()).message, /mediaBase/);
      bare.child.kill();
    } finally {
      rmSync(dir, {recursive: true, force: true});
      await api.close();
    }
  });

  test('a page whose base-url misses the proxy hears "does not look like the API", not "unknown site key"', async () => {
    const api = await startDemoApiServer({port: 0});
    const dir = mkdtempSync(join(tmpdir(), 'site-widgets-proxy-'));
    try {
      const {out, child} = await run(['proxy', '--site', 'demo', '--port', '0', '--upstream', api.url, '--serve', dir], {VENUE_API_KEY: DEMO_TOKEN});
      const origin = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      assert.ok(origin, out);
      const {createSiteClient} = await import(new URL('dist/lib/api/client.js', root).href);
      const {SiteNotApiError, SiteNotFoundError} = await import(new URL('dist/lib/api/errors.js', root).href);
      const failure = (/** @type {string} */ baseUrl, siteKey = 'demo') => createSiteClient({baseUrl, siteKey, attempts: 1}).site().then(() => undefined, (/** @type {unknown} */ e) => e);
      // The case: the dev server's base-url="/proxy" under the CLI's --serve, where /proxy/… is a file that is not there.
      const wrongBase = await failure(`${origin}/proxy`);
      assert.ok(wrongBase instanceof SiteNotApiError, String(wrongBase));
      assert.match(wrongBase.message, new RegExp(`This base URL does not look like the API: ${origin}/proxy \\(`));
      // Right base URL, a key this proxy does not serve: its JSON 404, an unknown key.
      const wrongKey = await failure(origin, 'other');
      assert.ok(wrongKey instanceof SiteNotFoundError, String(wrongKey));
      assert.equal(wrongKey.kind, 'not-found');
      assert.equal(await failure(origin), undefined, 'the right base URL and key load the site');
      child.kill();
    } finally {
      rmSync(dir, {recursive: true, force: true});
      await api.close();
    }
  });

  test('does not default to the demo API\'s port, so both run at once', async () => {
    const {DEFAULT_PORT: apiPort} = await import('../../demo/api/server.js');
    const help = spawnSync(process.execPath, [cli, 'proxy', '--help'], {encoding: 'utf8'});
    assert.equal(help.status, 0, help.stderr);
    const proxyPort = Number(/--port <n> +port to listen on \(default (\d+)/.exec(help.stdout)?.[1]);
    assert.ok(proxyPort > 0, help.stdout);
    assert.notEqual(proxyPort, apiPort);
    // The default the help names is the one it uses (if another program holds it, the error names it).
    const started = await run(['proxy', '--site', 'demo'], {VENUE_API_KEY: DEMO_TOKEN});
    assert.match(started.out + started.err, new RegExp(`(listening on http://127\\.0\\.0\\.1|could not listen on 127\\.0\\.0\\.1):${proxyPort}\\b`));
    started.child.kill();
  });

  test('the help names every option, and how to put the proxy in front of the demo API', async () => {
    const help = spawnSync(process.execPath, [cli, '--help'], {encoding: 'utf8'});
    assert.equal(help.status, 0, help.stderr);
    const source = readFileSync(new URL('src/proxy/cli.ts', root), 'utf8');
    const block = /options: \{([\s\S]*?)\n {6}\},/.exec(source)?.[1] ?? '';
    const names = [...block.matchAll(/^\s+'?([a-z-]+)'?: \{type/gm)].map((m) => m[1]);
    assert.ok(names.length >= 10, `options read from src/proxy/cli.ts: ${names}`);
    for (const name of names) assert.match(help.stdout, new RegExp(`--${name}\\b`), `--${name} is not in the help`);
    assert.match(help.stdout, /VENUE_API_KEY=demo-token npx site-widgets proxy --site demo/);
    assert.match(help.stdout, /--upstream http:\/\/127\.0\.0\.1:8787 --media-base http:\/\/127\.0\.0\.1:8787\/media\/ --serve/);
  });

  test('the bin says to build first when dist/ is missing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-widgets-bin-'));
    try {
      const bin = join(dir, 'bin', 'site-widgets.js');
      mkdirSync(join(dir, 'bin'));
      copyFileSync(new URL(pkg.bin['site-widgets'], root), bin);
      writeFileSync(join(dir, 'package.json'), '{"type": "module"}');
      const child = spawnSync(process.execPath, [bin, '--help'], {encoding: 'utf8'});
      assert.equal(child.status, 1);
      assert.match(child.stderr, /site-widgets: run `npm run build` first \(dist\/lib\/proxy\/cli\.js is missing\)/);
      const built = spawnSync(process.execPath, [fileURLToPath(new URL(pkg.bin['site-widgets'], root)), '--help'], {encoding: 'utf8'});
      assert.equal(built.status, 0, built.stderr);
      assert.match(built.stdout, /Usage: VENUE_API_KEY/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('says what is missing: the key, the site', async () => {
    const noKey = await run(['proxy', '--site', 'demo', '--port', '0'], {});
    assert.equal(noKey.code, 1);
    assert.match(noKey.err, /VENUE_API_KEY/);
    const noSite = await run(['proxy'], {VENUE_API_KEY: SECRET});
    assert.equal(noSite.code, 2);
    assert.match(noSite.err, /--site <key> is required/);
    assert.ok(!noSite.err.includes(SECRET));
  });
});
