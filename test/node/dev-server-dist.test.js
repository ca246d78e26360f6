// @ts-check
/**
 * The dev server (`npm run demo`) and `vite preview` serve dist/ byte for
 * byte (issue 26, point 2): the configurator's "files from this server"
 * snippet carries dist/sri.json's hashes, and a browser refuses a file
 * that differs by one byte. Vite rewrites the scripts it serves (it injects
 * `__variableDynamicImportRuntimeHelper` into the autoloader), so
 * vite.config.ts serves /dist/ from disk before Vite's transform; this
 * starts both servers with the project's config and compares every hashed
 * file with the disk and with dist/sri.json. The same servers answer the
 * snippet's `base-url="/proxy"` with the demo site's data. Reads dist/:
 * runs after `npm run build` (as `npm test` does).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {createServer, preview} from 'vite';

const root = fileURLToPath(new URL('../../', import.meta.url));
const configFile = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));
const sha384 = (/** @type {Uint8Array} */ bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** @type {{version: string, files: Record<string, string>}} */
let sri;

before(() => {
  assert.ok(existsSync(new URL('../../dist/sri.json', import.meta.url)), 'dist/sri.json is missing: run `npm run build` first');
  sri = JSON.parse(readFileSync(new URL('../../dist/sri.json', import.meta.url), 'utf8'));
});

/**
 * Every file dist/sri.json names, fetched from `origin` under /dist/: the
 * same bytes as on disk, its hash the one in dist/sri.json, with a type a
 * browser runs.
 * @param {string} origin
 */
async function servesDistUnchanged(origin) {
  const files = Object.keys(sri.files);
  assert.ok(files.includes('site-widgets.js') && files.some((f) => /^elements\/site-events\.js$/.test(f)) && files.length > 20, 'dist/sri.json names the kit, its elements and chunks');
  const changed = [];
  for (const file of files) {
    const response = await fetch(`${origin}/dist/${file}`);
    assert.equal(response.status, 200, `/dist/${file}`);
    const type = response.headers.get('content-type') ?? '';
    assert.match(type, file.endsWith('.css') ? /^text\/css\b/ : /^text\/javascript\b/, `/dist/${file}: its type`);
    const served = new Uint8Array(await response.arrayBuffer());
    const disk = readFileSync(`${root}dist/${file}`);
    if (!Buffer.from(served).equals(disk) || sha384(served) !== sri.files[file]) changed.push(file);
  }
  assert.deepEqual(changed, [], 'files served other than as built (a browser refuses them against dist/sri.json)');
  // The autoloader as the issue saw it rewritten: not a byte of Vite's in it.
  const kit = await (await fetch(`${origin}/dist/site-widgets.js`)).text();
  assert.ok(!kit.includes('__variableDynamicImportRuntimeHelper') && !kit.includes('/@vite/'), 'Vite\u2019s rewriting in /dist/site-widgets.js');
}

/** The snippet's provider, `site-key="demo" base-url="/proxy"`, as the kit's client asks: the site and its events. @param {string} origin */
async function proxyAnswers(origin) {
  for (const path of ['/proxy/api/v2/demo/public/site', '/proxy/api/v2/demo/public/events?limit=3']) {
    const response = await fetch(origin + path);
    assert.equal(response.status, 200, path);
    assert.match(response.headers.get('content-type') ?? '', /json/, `${path}: JSON`);
  }
  const {records} = /** @type {{records: {slug: string}[]}} */ (await (await fetch(`${origin}/proxy/api/v2/demo/public/events?limit=3`)).json());
  assert.ok(records.length > 0, 'the demo site\u2019s events through /proxy');
}

describe('the dev server (npm run demo)', () => {
  /** @type {import('vite').ViteDevServer} */
  let server;
  let origin = '';
  before(async () => {
    server = await createServer({configFile, root, logLevel: 'silent', server: {port: 0, open: false, strictPort: false}});
    await server.listen();
    const address = /** @type {import('node:net').AddressInfo} */ (server.httpServer?.address());
    origin = `http://localhost:${address.port}`;
  });
  after(() => server?.close());

  test('serves every file of dist/sri.json byte for byte, its hash the one the snippet carries', () => servesDistUnchanged(origin));

  test('answers a file of dist/ that is not there with a 404, and leaves the pages to Vite', async () => {
    assert.equal((await fetch(`${origin}/dist/elements/no-such-file.js`)).status, 404);
    const page = await fetch(`${origin}/demo/configurator.html`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /@vite\/client/, 'the demo pages still go through Vite');
  });

  test('answers the snippet\u2019s base-url="/proxy" with the demo site', () => proxyAnswers(origin));
});

describe('vite preview', () => {
  /** @type {import('vite').PreviewServer} */
  let server;
  let origin = '';
  before(async () => {
    server = await preview({configFile, root, logLevel: 'silent', preview: {port: 0, open: false, strictPort: false}});
    const address = /** @type {import('node:net').AddressInfo} */ (server.httpServer.address());
    origin = `http://localhost:${address.port}`;
  });
  after(() => server?.close());

  test('serves every file of dist/sri.json under /dist/ byte for byte', () => servesDistUnchanged(origin));
});
