// @ts-check
/**
 * `npx site-widgets prerender` (src/ssr/prerender.ts, dispatched by
 * src/proxy/cli.ts) run as the command it is, bin/site-widgets.js in a child
 * process, against the demo API on a free port in this process (its request
 * log is this process's): where the pages go (--out, created, paths kept; in
 * place without it), one request per distinct resource across all pages,
 * the site checked before any page (an unknown site, a refused key: one
 * line, nothing written), failures named and fatal only with --strict, and
 * the key in no output. Run after `npx tsc -p tsconfig.json`.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {startDemoApiServer} from '../../demo/api/server.js';
import {clearRequestLog} from '../../demo/api/handler.js';

const BIN = fileURLToPath(new URL('../../bin/site-widgets.js', import.meta.url));
// The demo API's key: checked there, as the real service checks its keys.
const KEY = 'demo-token';

/** @type {Awaited<ReturnType<typeof startDemoApiServer>>} */
let api;
/** @type {string} */
let root;
before(async () => {
  api = await startDemoApiServer({port: 0});
  root = mkdtempSync(join(tmpdir(), 'site-widgets-prerender-'));
});
after(async () => {
  await api.close();
  rmSync(root, {recursive: true, force: true});
});

/** @param {string} body */
const page = (body) => `<!doctype html><html lang="en"><head><title>A page</title></head><body>${body}</body></html>\n`;
const provider = (/** @type {string} */ inside, site = 'demo') => `<site-content-provider site-key="${site}" base-url="/proxy">${inside}</site-content-provider>`;
/** A page with no element of the kit, with a byte that is not UTF-8 (é in Latin-1): written as it was, byte for byte. */
const PLAIN = Buffer.concat([Buffer.from('<!doctype html><title>Team</title><P>Caf'), Buffer.from([0xe9]), Buffer.from(' <b>unclosed\n')]);

/** A fresh folder for one test, with these files (path → content) in it. */
function folder(/** @type {Record<string, string | Buffer>} */ files) {
  const dir = mkdtempSync(join(root, 'case-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/** Every file under a folder, by its path in it, with its bytes. */
function contents(/** @type {string} */ dir) {
  /** @type {Map<string, Buffer>} */
  const found = new Map();
  for (const entry of readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (entry.isFile()) found.set(relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'), readFileSync(join(entry.parentPath, entry.name)));
  }
  return found;
}

/**
 * Runs `site-widgets prerender <args>` in `cwd` with the key in its
 * environment (`key: null` for none), and resolves when it has ended.
 * @param {string[]} args
 * @param {{cwd: string, key?: string | null}} options
 * @returns {Promise<{code: number | null, stdout: string, stderr: string}>}
 */
function prerender(args, {cwd, key = KEY}) {
  const env = {...process.env};
  if (key === null) delete env.VENUE_API_KEY;
  else env.VENUE_API_KEY = key;
  const child = spawn(process.execPath, [BIN, 'prerender', ...args], {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({code, stdout, stderr}));
  });
}

/** Neither what the command said nor any file under `dir` holds the key. */
function assertNoKey(/** @type {string} */ dir, /** @type {{stdout: string, stderr: string}} */ run, key = KEY) {
  assert.ok(!run.stdout.includes(key) && !run.stderr.includes(key), 'the key is not said');
  for (const [path, bytes] of contents(dir)) assert.ok(!bytes.toString('latin1').includes(key), `the key is not in ${path}`);
}

/** The lines of an output, without the last line break. */
const lines = (/** @type {string} */ text) => text.split('\n').filter((line, i, all) => line || i < all.length - 1);

const SITE = {
  'site/index.html': page(provider('<site-events upcoming limit="2"></site-events>')),
  'site/news/index.html': page(provider('<site-news limit="3"></site-news>')),
  'site/about/team/index.html': PLAIN,
  'site/style.css': 'body {}',
};

test('a folder of pages into --out: created, each page at its path under the folder, only the HTML files', async () => {
  const dir = folder(SITE);
  const run = await prerender(['site', '--site', 'demo', '--upstream', api.url, '--out', 'build/deep/out'], {cwd: dir});
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stderr, '');
  const out = contents(join(dir, 'build/deep/out'));
  assert.deepEqual([...out.keys()].sort(), ['about/team/index.html', 'index.html', 'news/index.html']);
  // The elements' content right after their start tags, an island in each provider; the rest as it was.
  const home = out.get('index.html')?.toString() ?? '';
  assert.match(home, /<site-events upcoming limit="2" data-site-rendered><template shadowrootmode="open">/);
  assert.match(home, /<script type="application\/json" data-site-answers>/);
  assert.ok(home.startsWith('<!doctype html><html lang="en"><head><title>A page</title></head><body><site-content-provider site-key="demo" base-url="/proxy">'));
  assert.match(out.get('news/index.html')?.toString() ?? '', /<site-news limit="3" data-site-rendered><template shadowrootmode="open">/);
  assert.deepEqual(out.get('about/team/index.html'), PLAIN, 'a page without the kit’s elements: the very bytes it had');
  // The sources are untouched.
  for (const [path, content] of Object.entries(SITE)) assert.deepEqual(readFileSync(join(dir, path)), Buffer.from(content));
  assert.match(lines(run.stdout).at(-1) ?? '', /^site-widgets prerender: 3 pages written to build\/deep\/out \(1 of them unchanged\), 2 elements rendered, 0 failures, in [\d.]+ m?s$/);
  // Before it, what a strict CSP must allow for the shadow roots' styles: one hash per element's styles, and the news images' style attributes.
  assert.match(lines(run.stdout).at(-2) ?? '', /^Under a strict Content-Security-Policy, add to style-src: 'unsafe-hashes'( 'sha256-[\w+/=]+'){3,}$/);
  assertNoKey(dir, run);
});

test('without --out the pages are rewritten in place, and a page without the kit’s elements is left as it was', async () => {
  const dir = folder(SITE);
  const run = await prerender(['site', '--site', 'demo', '--upstream', api.url], {cwd: dir});
  assert.equal(run.code, 0, run.stderr);
  const now = contents(join(dir, 'site'));
  assert.deepEqual([...now.keys()].sort(), ['about/team/index.html', 'index.html', 'news/index.html', 'style.css'], 'no file added');
  assert.match(now.get('index.html')?.toString() ?? '', /<site-events upcoming limit="2" data-site-rendered><template shadowrootmode="open">/);
  assert.match(now.get('news/index.html')?.toString() ?? '', /<site-news limit="3" data-site-rendered><template shadowrootmode="open">/);
  assert.deepEqual(now.get('about/team/index.html'), PLAIN);
  assert.match(lines(run.stdout).at(-1) ?? '', /^site-widgets prerender: 3 pages: 2 rewritten in place, 1 unchanged, 2 elements rendered, 0 failures, in /);
  assertNoKey(dir, run);
});

test('one request per distinct resource across all the pages of a run, the site’s included', async () => {
  const dir = folder({
    'a.html': page(provider('<site-news limit="3"></site-news><site-info></site-info>')),
    'b.html': page(provider('<site-news limit="3"></site-news><site-events limit="2"></site-events>')),
    'more/c.html': page(provider('<site-info></site-info><site-events limit="2"></site-events><site-news limit="3"></site-news>')),
  });
  clearRequestLog();
  const run = await prerender(['.', '--site', 'demo', '--upstream', api.url, '--out', 'out'], {cwd: dir});
  assert.equal(run.code, 0, run.stderr);
  const asked = clearRequestLog().map((e) => `${e.status} ${e.path}?${e.query}`);
  assert.deepEqual(asked.sort(), ['200 /api/v2/demo/public/events?dir=asc&limit=2&page=0', '200 /api/v2/demo/public/news?dir=desc&limit=3&page=0', '200 /api/v2/demo/public/site?']);
  assert.match(run.stdout, /3 pages written to out \(0 of them unchanged\), 7 elements rendered, 0 failures/);
});

/** A run that the site's check stopped: one line, no stack, nothing written, only /site asked. */
async function assertStopped(/** @type {{site: string, key: string, said: RegExp}} */ {site, key, said}) {
  const dir = folder(SITE);
  for (const out of [['--out', 'out'], []]) {
    clearRequestLog();
    const run = await prerender(['site', '--site', site, '--upstream', api.url, ...out], {cwd: dir, key});
    assert.equal(run.code, 1);
    assert.equal(run.stdout, '');
    assert.equal(lines(run.stderr).length, 1, `one line: ${run.stderr}`);
    assert.match(run.stderr.trimEnd(), said);
    assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
    assert.deepEqual(
      clearRequestLog().map((e) => e.path),
      [`/api/v2/${site}/public/site`],
      'asked for nothing but the site',
    );
    assertNoKey(dir, run, key);
  }
  assert.ok(!existsSync(join(dir, 'out')), '--out is not created');
  for (const [path, content] of Object.entries(SITE)) assert.deepEqual(readFileSync(join(dir, path)), Buffer.from(content), `${path} as it was`);
}

test('an unknown site stops the command before any page: one line, a non-zero exit, nothing written', async () => {
  await assertStopped({site: 'no-such-site', key: KEY, said: /^site-widgets prerender: unknown site "no-such-site" at .*Nothing was written\.$/});
});

test('a refused key stops the command before any page, and is not said', async () => {
  await assertStopped({site: 'demo', key: 'wrong-key-4f9c2e', said: /^site-widgets prerender: the API refused the key in VENUE_API_KEY for site "demo" \(.*HTTP 401.*Nothing was written\.$/});
});

test('without VENUE_API_KEY nothing is asked and nothing written', async () => {
  const dir = folder(SITE);
  clearRequestLog();
  const run = await prerender(['site', '--site', 'demo', '--upstream', api.url, '--out', 'out'], {cwd: dir, key: null});
  assert.equal(run.code, 1);
  assert.match(run.stderr, /^site-widgets prerender: Set the API key in the environment first: VENUE_API_KEY=/);
  assert.deepEqual(clearRequestLog(), []);
  assert.ok(!existsSync(join(dir, 'out')));
});

const BROKEN = {
  'site/broken/index.html': page(provider('<site-event slug="no-such-event"></site-event><site-news limit="1"></site-news>')),
  'site/index.html': page(provider('<site-news limit="1"></site-news>')),
};

test('an element whose request fails is named with its page and URL, left for the browser, and the exit is 0', async () => {
  const dir = folder(BROKEN);
  const run = await prerender(['site', '--site', 'demo', '--upstream', api.url, '--out', 'out'], {cwd: dir});
  assert.equal(run.code, 0);
  const [line, ...others] = lines(run.stderr);
  assert.deepEqual(others, [], `one line: ${run.stderr}`);
  assert.ok(line.startsWith('site/broken/index.html: <site-event slug="no-such-event"> '), line);
  assert.ok(line.includes(`${api.url}/api/v2/demo/public/events/no-such-event`), line);
  assert.match(line, /404/);
  assert.match(run.stdout, /2 pages written to out \(0 of them unchanged\), 2 elements rendered, 1 failure, in /);
  const written = readFileSync(join(dir, 'out/broken/index.html'), 'utf8');
  assert.match(written, /<site-event slug="no-such-event"><\/site-event><site-news limit="1" data-site-rendered><template shadowrootmode="open">/);
  assertNoKey(dir, run);
});

test('with --strict a failed element makes the exit non-zero, the pages written all the same', async () => {
  const dir = folder(BROKEN);
  const run = await prerender(['site', '--site', 'demo', '--upstream', api.url, '--out', 'out', '--strict'], {cwd: dir});
  assert.equal(run.code, 1);
  assert.match(run.stderr, /^site\/broken\/index\.html: <site-event slug="no-such-event"> .*\/api\/v2\/demo\/public\/events\/no-such-event/);
  assert.deepEqual([...contents(join(dir, 'out')).keys()].sort(), ['broken/index.html', 'index.html']);
  assertNoKey(dir, run);
});

test('a file named directly goes to --out under its own name; --media-base, the proxy’s, is refused with why', async () => {
  const dir = folder(BROKEN);
  const run = await prerender(['site/broken/index.html', '--site', 'demo', '--upstream', api.url, '--out', 'out'], {cwd: dir});
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual([...contents(join(dir, 'out')).keys()], ['index.html']);
  assert.match(readFileSync(join(dir, 'out/index.html'), 'utf8'), /<site-event slug="no-such-event"><\/site-event>/);
  const refused = await prerender(['site', '--site', 'demo', '--upstream', api.url, '--out', 'elsewhere', '--media-base', 'https://storage.example.com/'], {cwd: dir});
  assert.equal(refused.code, 2);
  assert.match(refused.stderr, /--media-base is the proxy’s option.*media-base-url/);
  assert.ok(!existsSync(join(dir, 'elsewhere')));
});

test('onceEach: one request per address, shared while in flight, a fresh Response each time; 5xx and no answer asked again', async () => {
  const {onceEach} = await import('../../dist/lib/ssr/prerender.js');
  /** @type {string[]} */
  const sent = [];
  /** @type {Record<string, () => Response>} */
  const answers = {
    'https://api.test/ok': () => new Response('{"a":1}', {status: 200, headers: {'content-type': 'application/json'}}),
    'https://api.test/missing': () => new Response('{"error":"not_found"}', {status: 404}),
    'https://api.test/down': () => new Response('{"error":"down"}', {status: 503, headers: {'retry-after': '1'}}),
  };
  const fetch = onceEach(async (input) => {
    sent.push(String(input));
    const answer = answers[String(input)];
    if (!answer) throw new TypeError('fetch failed');
    return answer();
  });
  const [first, second] = await Promise.all([fetch('https://api.test/ok'), fetch('https://api.test/ok')]);
  const third = await fetch('https://api.test/ok');
  assert.notEqual(first, second);
  for (const response of [first, second, third]) {
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/json');
    assert.deepEqual(await response.json(), {a: 1});
  }
  assert.equal((await fetch('https://api.test/missing')).status, 404);
  assert.equal((await fetch('https://api.test/missing')).status, 404);
  assert.equal((await fetch('https://api.test/down')).headers.get('retry-after'), '1');
  assert.equal((await fetch('https://api.test/down')).status, 503);
  await assert.rejects(fetch('https://api.test/nowhere'), TypeError);
  await assert.rejects(fetch('https://api.test/nowhere'), TypeError);
  // The same address with another key is another request, as the client's own cache keys it.
  await fetch('https://api.test/ok', {headers: {Authorization: 'Bearer other'}});
  assert.deepEqual(sent, [
    'https://api.test/ok',
    'https://api.test/missing',
    'https://api.test/down',
    'https://api.test/down',
    'https://api.test/nowhere',
    'https://api.test/nowhere',
    'https://api.test/ok',
  ]);
});

test('--origin names each page’s address in its JSON-LD; without it the JSON-LD is left to the browser', async () => {
  const post = page(provider('<site-news-post slug="clara-weiss-records-goldberg-variations"></site-news-post>'));
  const dir = folder({'site/news/goldberg.html': post});
  const without = await prerender(['site', '--site', 'demo', '--upstream', api.url, '--out', 'plain'], {cwd: dir});
  assert.equal(without.code, 0, without.stderr);
  const plain = readFileSync(join(dir, 'plain/news/goldberg.html'), 'utf8');
  assert.match(plain, /<site-news-post slug="clara-weiss-records-goldberg-variations" data-site-rendered><template shadowrootmode="open">/);
  assert.doesNotMatch(plain, /application\/ld\+json/, 'no JSON-LD naming a stand-in address');
  const withOrigin = await prerender(['site', '--site', 'demo', '--upstream', api.url, '--out', 'served', '--origin', 'https://www.example.com'], {cwd: dir});
  assert.equal(withOrigin.code, 0, withOrigin.stderr);
  const served = readFileSync(join(dir, 'served/news/goldberg.html'), 'utf8');
  const [, json] = /<script type="application\/ld\+json" data-site-widgets="NewsArticle:clara-weiss-records-goldberg-variations">(.*?)<\/script>/s.exec(served) ?? [];
  assert.ok(json, 'the post’s JSON-LD in the head');
  assert.ok(json.includes('"https://www.example.com/news/goldberg.html"'), `naming the page where it is served: ${json}`);
  const bad = await prerender(['site', '--site', 'demo', '--upstream', api.url, '--origin', 'www.example.com'], {cwd: dir});
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--origin takes the http\(s\) address the pages will be served at, not "www.example.com"\./);
});
