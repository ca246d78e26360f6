// @ts-check
/**
 * The configurator's snippets for the project's own servers, pasted (issue
 * 26, point 2): the HTML and the policy demo/configurator-model.js writes for
 * `<site-events>` (test/configurator.test.ts holds the configurator's own
 * snippet to the same text), each written into a blank page
 * (test/fixtures/configurator/blank.html, the policy in a meta element)
 * served the way the snippet says, in headless Chromium:
 *
 * - `dev`: the dev server (`npm run demo`, vite.config.ts), its /dist/ with
 *   the hashes of dist/sri.json and `base-url="/proxy"`;
 * - `proxy`: the kit's proxy CLI with `--serve .` in front of the demo API,
 *   the same files and no `base-url`.
 *
 * Each page shows the demo site's events, with nothing refused: no file
 * whose hash does not match, no violation of its policy. Reads dist/: runs
 * after `npm run build` (as `npm test` does).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {createServer} from 'vite';
import {contentSecurityPolicy, importMapText, servedFrom, snippetHtml} from '../../demo/configurator-model.js';
import {startDemoApiServer} from '../../demo/api/server.js';
import {launchBrowser, startProxyCli, watchPage} from './browser-page.js';
import {STRICT_CSP} from '../../scripts/csp.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));

/** @type {import('../../demo/configurator-model.js').Sri} */
let sri;
/** @type {import('puppeteer-core').Browser} */
let browser;

before(async () => {
  assert.ok(existsSync(`${root}dist/sri.json`) && existsSync(`${root}dist/lib/proxy/cli.js`), 'dist/ is missing: run `npm run build` first');
  sri = JSON.parse(readFileSync(`${root}dist/sri.json`, 'utf8'));
  browser = await launchBrowser();
});
after(() => browser?.close());

/**
 * The snippet and the policy the configurator gives for `<site-events>` (its
 * starting attributes, three events) on a page served as `where` says.
 * @param {import('../../demo/configurator-model.js').Served} where
 */
function configured(where) {
  const {files, baseUrl} = servedFrom(where, {version: pkg.version});
  /** @type {[string, string | true][]} */
  const provider = [['site-key', 'demo'], ...(typeof baseUrl === 'string' ? /** @type {[string, string][]} */ ([['base-url', baseUrl]]) : [])];
  const html = snippetHtml({tag: 'site-events', attributes: [['upcoming', true], ['limit', '3'], ['href', './event.html?slug={slug}']], provider, tokens: [], files, sri});
  const map = importMapText(sri, files);
  const mapHash = `sha256-${createHash('sha256').update(map).digest('base64')}`;
  const policy = contentSecurityPolicy({strict: STRICT_CSP, files, provider: new Map(provider), mapHash, rich: false});
  return {html, policy, files, baseUrl};
}

/**
 * The snippet written into the blank page at `origin`: the titles the
 * element shows, and everything the page refused or complained of.
 * @param {string} origin
 * @param {{html: string, policy: string}} snippet
 */
async function paste(origin, {html, policy}) {
  const page = await browser.newPage();
  const {complaints, finished} = watchPage(page);
  const kit = () => finished.filter((f) => f.split(' ')[1].startsWith('/dist/'));
  try {
    await page.goto(`${origin}/test/fixtures/configurator/blank.html?${new URLSearchParams({html, csp: policy})}`);
    await page
      .waitForFunction(() => (document.querySelector('site-events')?.shadowRoot?.querySelectorAll('[part~="title"]').length ?? 0) > 0, {timeout: 20000})
      .catch((cause) => {
        throw new Error(`no events on the pasted page at ${origin}: ${JSON.stringify({complaints, kit: kit()})}`, {cause});
      });
    const shown = await page.evaluate(() => ({
      titles: [...(document.querySelector('site-events')?.shadowRoot?.querySelectorAll('[part~="title"]') ?? [])].map((t) => t.textContent?.trim()),
      failed: !!document.querySelector('site-events')?.shadowRoot?.querySelector('[part~="error"], [part~="not-found"]'),
      violations: /** @type {any} */ (window).__violations,
      // (Vite puts its own client first in a page it serves.)
      integrity: document.querySelector('script[src$="/dist/site-widgets.js"]')?.getAttribute('integrity'),
    }));
    return {...shown, complaints, kit: kit()};
  } finally {
    await page.close();
  }
}

/** @param {Awaited<ReturnType<typeof paste>>} shown */
function showsEvents(shown) {
  assert.equal(shown.titles.length, 3, 'three events');
  assert.ok(shown.titles.every(Boolean), 'each with its title');
  assert.equal(shown.failed, false, 'no error or not-found');
  assert.deepEqual(shown.violations, [], 'what the page\u2019s policy refused');
  assert.deepEqual(shown.complaints, [], 'errors in the console (a file refused for its integrity is one)');
  assert.equal(shown.integrity, sri.files['site-widgets.js'], 'the kit with its hash');
  assert.ok(['200 /dist/site-widgets.js', '200 /dist/site-widgets.css', '200 /dist/elements/site-events.js'].every((f) => shown.kit.includes(f)), `the kit from this server\u2019s /dist/: ${shown.kit.join(', ')}`);
}

describe('the snippet for this dev server (npm run demo), pasted into a page it serves', () => {
  /** @type {import('vite').ViteDevServer} */
  let server;
  let origin = '';
  before(async () => {
    server = await createServer({configFile: `${root}vite.config.ts`, root, logLevel: 'silent', server: {port: 0, open: false}});
    await server.listen();
    const address = /** @type {import('node:net').AddressInfo} */ (server.httpServer?.address());
    origin = `http://localhost:${address.port}`;
  });
  after(() => server?.close());

  test('its /dist/ with the hashes of dist/sri.json and base-url="/proxy": the events, nothing refused', async () => {
    const snippet = configured('dev');
    assert.equal(snippet.baseUrl, '/proxy');
    assert.match(snippet.html, /<script type="module" src="\/dist\/site-widgets\.js" integrity="sha384-/);
    showsEvents(await paste(origin, snippet));
  });
});

describe('the snippet for the kit\u2019s proxy with --serve, pasted into a page it serves', () => {
  /** @type {{url: string, close: () => Promise<void>}} */
  let api;
  /** @type {Awaited<ReturnType<typeof startProxyCli>>} */
  let proxy;
  let origin = '';
  before(async () => {
    api = await startDemoApiServer({port: 0});
    // As the README runs it, in front of the demo API, serving the repository.
    proxy = await startProxyCli([`${root}dist/lib/proxy/cli.js`, 'proxy', '--site', 'demo', '--port', '0', '--upstream', api.url, '--media-base', `${api.url}/media/`, '--serve', root], {
      env: {VENUE_API_KEY: 'demo-token'},
    });
    ({origin} = proxy);
  });
  after(async () => {
    await proxy?.stop();
    await api?.close();
  });

  test('its /dist/ and no base-url (the API on the page\u2019s own origin): the events, nothing refused', async () => {
    const snippet = configured('proxy');
    assert.equal(snippet.baseUrl, null);
    assert.match(snippet.html, /<site-content-provider site-key="demo">/);
    showsEvents(await paste(origin, snippet));
  });
});
