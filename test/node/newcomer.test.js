// @ts-check
/**
 * A newcomer follows the README (issue 26, point 7), as literally as a test
 * can. The snippet of its first screen (between the `cdn-snippet` markers)
 * is pasted into a blank `index.html` with its files from the build, as the
 * first screen says to do "before the package is published": the CDN
 * addresses made `/dist/` of the local server, the `integrity` hashes kept
 * as the README prints them (so they must be those of dist/); the site key
 * made the proxy's and `base-url` left out, as the README says for a page
 * the proxy serves. The README's own command from "Connecting to the API"
 * (read from the README, so this fails when that command stops working)
 * runs in front of the demo API: `npm run api` is the demo API on a free
 * port put in place of its port, `npx site-widgets` is `node
 * bin/site-widgets.js`, `--port 0` is added, and it runs in the page's
 * folder (`--serve .`), where `dist/` is a link to this build's.
 *
 * Headless Chromium opens the address the README says and must see the
 * events' titles. `<site-events>` shows no images, so the images are seen
 * where the snippet's own links lead (`href="/event.html?slug={slug}"`): the
 * same snippet with `<site-event>` in place of the list, as the first screen
 * says under the snippet (it reads the slug from the URL), must show that
 * event with its image
 * loaded through the proxy's /media/ (`--media-base`). Nothing may be
 * refused or fail on the way (a file whose hash does not match, a console
 * error, a request that fails or answers 400 or more); any of those ends the
 * wait at once. Reads dist/: runs after `npm run build` (as `npm test` does).
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {startDemoApiServer} from '../../demo/api/server.js';
import {launchBrowser, startProxyCli, watchPage} from './browser-page.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(`${root}README.md`, 'utf8');

/** The HTML between the README's `cdn-snippet` markers, out of its code fence. */
function quickStartSnippet() {
  const marked = /<!-- cdn-snippet:start -->([\s\S]*?)<!-- cdn-snippet:end -->/.exec(readme);
  assert.ok(marked, 'the README has its quick-start snippet between <!-- cdn-snippet:start --> and <!-- cdn-snippet:end -->');
  const fenced = /```html\n([\s\S]*?)```/.exec(marked[1]);
  assert.ok(fenced, 'the quick-start snippet is an ```html block');
  return fenced[1];
}

/**
 * Step 1 of "Connecting to the API": the demo API's port (`npm run api`
 * (port N)), the proxy command in front of it and the address to open.
 */
function connectingStepOne() {
  const section = /\n### Connecting to the API\n([\s\S]*?)\n#{2,3} /.exec(readme)?.[1];
  assert.ok(section, 'the README has a section "Connecting to the API"');
  const apiPort = /`npm run api` \(port (\d+)\)/.exec(section)?.[1];
  assert.ok(apiPort, 'it says on which port `npm run api` runs the demo API');
  const demoApi = `http://127.0.0.1:${apiPort}`;
  const command = [...section.matchAll(/`([^`]*npx site-widgets proxy[^`]*)`/g)].map((m) => m[1]).find((c) => c.includes(demoApi));
  assert.ok(command, `it shows the proxy command in front of the demo API (${demoApi})`);
  const open = /and open `(http:\/\/[^`]+)`/.exec(section.slice(section.indexOf(command)))?.[1];
  assert.ok(open, 'it says which address to open after that command');
  return {demoApi, command, open: new URL(open)};
}

/**
 * The command's words: its leading `NAME=value` assignments as the
 * environment, then `npx site-widgets proxy …` as `bin/site-widgets.js proxy
 * …`, every address on the demo API's port moved to `api`, and `--port 0`.
 * @param {string} command
 * @param {string} demoApi the demo API's address in the README
 * @param {string} api where the demo API really runs
 */
function asRun(command, demoApi, api) {
  const words = command.trim().split(/\s+/);
  /** @type {Record<string, string>} */
  const env = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = /** @type {string} */ (words.shift()).split('=');
    env[name] = value.join('=');
  }
  assert.deepEqual(words.slice(0, 3), ['npx', 'site-widgets', 'proxy'], `the command runs \`npx site-widgets proxy\`: ${command}`);
  const args = words.slice(2).map((word) => (word.startsWith(demoApi) ? api + word.slice(demoApi.length) : word));
  assert.ok(!args.includes('--port'), 'the README\u2019s command takes the default port; this test gives it a free one');
  return {env, argv: [`${root}bin/site-widgets.js`, ...args, '--port', '0'], site: args[args.indexOf('--site') + 1]};
}

/**
 * The page a newcomer writes from the snippet before the package is
 * published: the kit's files from `/dist/` of the server, their hashes as
 * printed; the provider for the proxy's site on the page's own origin, with
 * `elements` in place of the snippet's when given.
 * @param {string} snippet
 * @param {string} site
 * @param {string} [elements]
 */
function pageFrom(snippet, site, elements) {
  const cdn = /https:\/\/[^"'\s]+\/site-widgets@[^/"'\s]+\/dist\//g;
  assert.equal(snippet.match(cdn)?.length, 2, 'the snippet loads the script and the stylesheet from the CDN');
  assert.equal(snippet.match(/ integrity="sha384-[^"]+"/g)?.length, 2, 'each with its integrity hash');
  let body = snippet
    .replace(cdn, '/dist/')
    .replace(/(<site-content-provider\b[^>]*?) site-key="[^"]*"/, `$1 site-key="${site}"`)
    .replace(/(<site-content-provider\b[^>]*?) base-url="[^"]*"/, '$1');
  assert.match(body, new RegExp(`<site-content-provider site-key="${site}">`), 'the snippet\u2019s provider, for the proxy\u2019s site');
  if (elements) body = body.replace(/(<site-content-provider[^>]*>)[\s\S]*?(<\/site-content-provider>)/, `$1\n  ${elements}\n$2`);
  return `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>My page</title></head>\n<body>\n${body}</body>\n</html>\n`;
}

/** @type {string} */
let folder;
/** @type {{url: string, close: () => Promise<void>}} */
let api;
/** @type {Awaited<ReturnType<typeof startProxyCli>>} */
let proxy;
/** @type {import('puppeteer-core').Browser} */
let browser;

before(async () => {
  assert.ok(existsSync(`${root}dist/site-widgets.js`) && existsSync(`${root}dist/lib/proxy/cli.js`), 'dist/ is missing: run `npm run build` first');
  folder = mkdtempSync(join(tmpdir(), 'site-widgets-newcomer-'));
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await proxy?.stop();
  await api?.close();
  if (folder) rmSync(folder, {recursive: true, force: true});
});

test('the README\u2019s snippet on a page the README\u2019s proxy command serves: the events\u2019 titles, and an event\u2019s image on the page they link to', async () => {
  const {demoApi, command, open} = connectingStepOne();
  const snippet = quickStartSnippet();
  const {site} = asRun(command, demoApi, demoApi);
  // The snippet's items link to its href (/event.html?slug={slug}); there "Detail pages" puts the
  // detail element, which reads the slug from the URL (<site-events> itself shows no images).
  const detail = /<site-events\b[^>]*\bhref="\/?([^"?]+)\?slug=\{slug\}"/.exec(snippet)?.[1];
  assert.equal(detail, 'event.html', 'the snippet\u2019s events link to /event.html?slug={slug}');
  writeFileSync(join(folder, 'index.html'), pageFrom(snippet, site));
  // As the first screen says under the snippet: the same snippet, <site-event> in place of the list.
  assert.match(readFileSync(`${root}README.md`, 'utf8'), /make that page from the same\s+snippet with `<site-event><\/site-event>` in place of the list/, 'the README says how to make the page the events link to');
  writeFileSync(join(folder, detail), pageFrom(snippet, site, '<site-event></site-event>'));
  symlinkSync(`${root}dist`, join(folder, 'dist'), 'junction');

  api = await startDemoApiServer({port: 0});
  const {env, argv} = asRun(command, demoApi, api.url);
  proxy = await startProxyCli(argv, {env, cwd: folder});

  const page = await browser.newPage();
  await page.setViewport({width: 1280, height: 900});
  const {complaints, complained, finished} = watchPage(page);
  const seen = () => JSON.stringify({command, said: proxy.said(), complaints, finished}, null, 1);
  /**
   * Waits for `tag` to show its content (and, with `image`, for its image to
   * load or fail: a broken image is complete with no size) or a state, or
   * for the page to complain of anything (a file refused, a request failed).
   * @param {string} tag
   * @param {boolean} image
   */
  const shown = async (tag, image) => {
    const settled = page
      .waitForFunction(
        (tag, image) => {
          const shadow = document.querySelector(tag)?.shadowRoot;
          if (shadow?.querySelector('[part~="state"]:not([part~="loading"])')) return true;
          return !!shadow?.querySelector('[part~="title"]') && (!image || [...shadow.querySelectorAll('img')].some((img) => img.complete));
        },
        {timeout: 20000},
        tag,
        image,
      )
      .catch((cause) => {
        throw new Error(`no ${tag}${image ? ' with a settled image' : ''} on ${page.url()}: ${seen()}`, {cause});
      });
    await Promise.race([settled, complained]);
    assert.deepEqual(complaints, [], `nothing refused or failed on ${page.url()} (a file whose hash is not the README\u2019s is refused): ${seen()}`);
    const on = await page.evaluate((tag) => {
      const shadow = document.querySelector(tag)?.shadowRoot;
      return {
        titles: [...(shadow?.querySelectorAll('[part~="title"]') ?? [])].map((t) => t.textContent?.trim()),
        state: shadow?.querySelector('[part~="state"]')?.textContent?.trim(),
        images: [...(shadow?.querySelectorAll('img') ?? [])].filter((img) => img.complete).map((img) => ({src: img.currentSrc, width: img.naturalWidth})),
        integrity: [...document.querySelectorAll('[integrity]')].map((e) => e.getAttribute('src') ?? e.getAttribute('href')),
      };
    }, tag);
    assert.equal(on.state, undefined, `${tag} shows no error, not-found or empty state: ${seen()}`);
    assert.ok(on.titles.length > 0 && on.titles.every(Boolean), `${tag}: titles ${JSON.stringify(on.titles)}`);
    assert.deepEqual(on.integrity, ['/dist/site-widgets.js', '/dist/site-widgets.css'], 'the kit from the proxy\u2019s /dist/, checked by its hashes');
    return on;
  };

  await page.goto(new URL(open.pathname + open.search, proxy.origin).href);
  const list = await shown('site-events', false);
  // Follow the first event's link, as a visitor does.
  await Promise.all([
    page.waitForNavigation(),
    page.evaluate(() => /** @type {HTMLElement} */ (document.querySelector('site-events')?.shadowRoot?.querySelector('[part~="title"] a'))?.click()),
  ]);
  assert.equal(new URL(page.url()).pathname, `/${detail}`);
  const event = await shown('site-event', true);
  await page.close();

  assert.equal(event.titles[0], list.titles[0], 'the event page shows the event whose link was followed');
  assert.ok(event.images.length > 0, 'an image');
  for (const image of event.images) {
    assert.ok(image.width > 0, `the image ${image.src} loaded (a failed image has no size): ${seen()}`);
    assert.equal(new URL(image.src).origin, proxy.origin, 'the images come through the proxy');
    assert.match(new URL(image.src).pathname, /^\/media\//);
  }
  assert.deepEqual(complaints, [], `nothing refused or failed (a file whose hash is not the README\u2019s is refused): ${seen()}`);
  for (const file of ['200 /', '200 /dist/site-widgets.js', '200 /dist/site-widgets.css', '200 /dist/elements/site-events.js', '200 /dist/elements/site-event.js']) {
    assert.ok(finished.includes(file), `${file}: ${seen()}`);
  }
  assert.ok(finished.some((f) => f.startsWith('200 /api/v2/')), `the API through the proxy: ${seen()}`);
  assert.ok(finished.some((f) => f.startsWith('200 /media/')), `the images through the proxy: ${seen()}`);
});
