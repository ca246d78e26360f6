/**
 * The README's CDN snippets, as a designer pastes them, in Chromium: the
 * tags are read from README.md (the blocks `npm run docs` writes from
 * dist/sri.json), only the CDN's origin is swapped for a local one that
 * serves dist/ byte for byte with CORS (test/fixtures/sri/cdn.js, on the
 * test server's other host name, so every file is cross-origin as on a real
 * CDN) and the provider pointed at the kit's proxy in front of the demo API.
 *
 * Each page shows its element with the right hashes; with one wrong hash (in
 * the script tag, the stylesheet, a modulepreload line or the import map),
 * the file it guards is refused and what it would define never is.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from './helpers/wait.js';
import {STRICT_CSP} from '../scripts/csp.js';

type Watched = Window & {__sri: {blocked: string[]; errors: string[]; violations: {directive: string; blocked: string; sample: string}[]}};

const JSDELIVR = 'https://cdn.jsdelivr.net/npm/';
/** The same port on the other host name: another origin, as a CDN is. */
const CDN_ORIGIN = `${location.protocol}//${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${location.port}`;
const CDN = `${CDN_ORIGIN}/cdn/npm/`;

let readme = '';
before(async () => {
  readme = await (await fetch('/README.md')).text();
});

/** The code of a generated README block (`<!-- cdn-NAME:start -->`), with the CDN's origin swapped for the local one. */
function block(name: string): string {
  const start = `<!-- cdn-${name}:start -->`;
  const a = readme.indexOf(start);
  const b = readme.indexOf(`<!-- cdn-${name}:end -->`);
  expect(a, `README.md has the ${name} block`).to.be.greaterThan(-1);
  const code = /```html\n([\s\S]*?)\n```/.exec(readme.slice(a + start.length, b))?.[1];
  expect(code, `the ${name} block holds an html snippet`).to.be.a('string');
  expect(code).to.include(JSDELIVR);
  return code!.split(JSDELIVR).join(CDN);
}

/** The README's first snippet, split into its tags (the head) and its markup (the body), the provider behind the proxy. */
function snippet(): {tags: string; body: string} {
  const code = block('snippet');
  const at = code.indexOf('<site-content-provider');
  const body = code.slice(at).replace('site-key="acme" base-url="https://www.example.com"', `site-key="demo" base-url="${location.origin}/proxy"`);
  expect(body, 'the snippet names the provider the test replaces').to.include('base-url="' + location.origin);
  return {tags: code.slice(0, at).trim(), body};
}

/** The import map text of a README block (between `<script type="importmap">` and `</script>`). */
function mapText(name: string): string {
  return /<script type="importmap">([\s\S]*?)<\/script>/.exec(block(name))![1];
}

/** A hash the file does not have: another file's. */
function wrongHash(code: string, file: string): string {
  const re = new RegExp(`(${CDN.replace(/[.]/g, '\\.')}site-widgets@[^/]+/dist/${file.replace(/[.]/g, '\\.')}"[^>]*?)sha384-[A-Za-z0-9+/=]+`);
  expect(re.test(code), `the snippet has a hash for ${file}`).to.equal(true);
  // A well-formed sha384 of other bytes (of nothing at all).
  return code.replace(re, '$1sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb');
}

/** Opens a page (an iframe's srcdoc: the test page's origin) and resolves once it has loaded. */
async function open(head: string, body: string, csp?: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.width = '900px';
  frame.style.height = '700px';
  frame.srcdoc = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8" />',
    csp ? `<meta http-equiv="Content-Security-Policy" content="${csp}" />` : '',
    `<script src="${location.origin}/test/fixtures/sri/watch.js"></script>`,
    head,
    '</head><body>',
    body,
    '</body></html>',
  ].join('\n');
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, {once: true}));
  document.body.append(frame);
  await loaded;
  return frame;
}

const opened: HTMLIFrameElement[] = [];
afterEach(() => opened.splice(0).forEach((f) => f.remove()));
async function page(head: string, body: string, csp?: string) {
  const frame = await open(head, body, csp);
  opened.push(frame);
  const win = frame.contentWindow as Watched;
  return {win, doc: frame.contentDocument!, sri: win.__sri};
}

const items = (el: Element | null) => el?.shadowRoot?.querySelectorAll('[part~="item"]').length ?? 0;
/** The paths this page fetched from the CDN, under dist/. */
const fromCdn = (win: Window) =>
  win.performance
    .getEntriesByType('resource')
    .map((r) => r.name)
    .filter((n) => n.startsWith(CDN))
    .map((n) => n.replace(/^.*?\/dist\//, ''));
/** The page's stylesheet from the CDN, if it was applied; its rules are readable only when it was fetched with CORS. */
const cdnSheet = (doc: Document) => [...doc.styleSheets].find((s) => s.href?.startsWith(CDN) && s.href.endsWith('/site-widgets.css'));

async function showsEvents(win: Watched, doc: Document) {
  const list = doc.querySelector('site-events');
  await waitUntil(() => items(list) > 0, 'the events from the CDN build were not shown', {timeout: 10000});
  expect(win.__sri.blocked, 'files refused').to.deep.equal([]);
  expect(win.__sri.errors, 'console errors').to.deep.equal([]);
}

describe('the README snippet from a CDN, with integrity', () => {
  it('loads the script and the stylesheet from another origin and shows the element', async () => {
    const {tags, body} = snippet();
    expect(tags).to.match(/<script type="module" src="[^"]+\/site-widgets\.js"\s+integrity="sha384-[^"]+" crossorigin="anonymous"><\/script>/);
    expect(tags).to.match(/<link rel="stylesheet" href="[^"]+\/site-widgets\.css"\s+integrity="sha384-[^"]+" crossorigin="anonymous" \/>/);
    const {win, doc} = await page(tags, body);
    await showsEvents(win as Watched, doc);
    const files = fromCdn(win);
    expect(files).to.include.members(['site-widgets.js', 'site-widgets.css', 'elements/site-events.js']);
    // Read with CORS: the page may read the stylesheet's rules, and they apply.
    expect(cdnSheet(doc)!.cssRules.length).to.be.greaterThan(0);
    expect(doc.querySelector('site-events')!.shadowRoot!.querySelector('[part~="item"] a')?.getAttribute('href')).to.match(/^\/event\.html\?slug=/);
  });

  it('with the import map and the modulepreload lines: every module it loads is in the map', async () => {
    const {tags, body} = snippet();
    const head = [`<script type="importmap">${mapText('importmap-elements')}</script>`, block('preload'), tags].join('\n');
    const {win, doc} = await page(head, body);
    await showsEvents(win as Watched, doc);
    const map = JSON.parse(mapText('importmap-elements')).integrity as Record<string, string>;
    const modules = fromCdn(win).filter((f) => f.endsWith('.js'));
    expect(modules).to.include('elements/site-events.js');
    for (const file of modules) expect(Object.keys(map).filter((url) => url.startsWith(CDN) && url.endsWith(`/dist/${file}`)), `the map checks ${file}`).to.have.length(1);
  });

  it('the one-file build with its import map', async () => {
    const {tags, body} = snippet();
    const css = tags.slice(tags.indexOf('<link'));
    const head = [`<script type="importmap">${mapText('importmap-all')}</script>`, block('all'), css].join('\n');
    const {win, doc} = await page(head, body);
    await showsEvents(win as Watched, doc);
    const files = fromCdn(win);
    expect(files).to.include('site-widgets-all.js');
    expect(files.filter((f) => f.startsWith('elements/') || f === 'site-widgets.js'), 'nothing of the other build').to.deep.equal([]);
  });

  it('under the strict CSP, the import map allowed by its hash', async () => {
    const {tags, body} = snippet();
    const text = mapText('importmap-elements');
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    const hash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    const csp = (withHash: boolean) =>
      STRICT_CSP.replace("script-src 'self'", `script-src 'self' ${CDN_ORIGIN}${withHash ? ` ${hash}` : ''}`).replace("style-src 'self'", `style-src 'self' ${CDN_ORIGIN}`);
    const head = [`<script type="importmap">${text}</script>`, block('preload'), tags].join('\n');
    const {win, doc} = await page(head, body, csp(true));
    await showsEvents(win as Watched, doc);
    expect((win as Watched).__sri.violations, 'CSP violations').to.deep.equal([]);
    // The control: without its hash, the policy refuses the map.
    const other = await page(head, body, csp(false));
    await waitUntil(() => other.sri.violations.some((v) => v.directive.startsWith('script-src') && v.blocked === 'inline'), 'the map was not refused without its hash');
  });
});

describe('a wrong hash blocks the file', () => {
  it('in the script tag: nothing is defined', async () => {
    const {tags, body} = snippet();
    const {win, sri} = await page(wrongHash(tags, 'site-widgets.js'), body);
    await waitUntil(() => sri.blocked.some((u) => u.endsWith('/dist/site-widgets.js')), 'the script was not refused');
    expect(win.customElements.get('site-content-provider')).to.equal(undefined);
    expect(win.customElements.get('site-events')).to.equal(undefined);
  });

  it('in the one-file build script tag: nothing is defined', async () => {
    const {body} = snippet();
    const {win, sri} = await page(wrongHash(block('all'), 'site-widgets-all.js'), body);
    await waitUntil(() => sri.blocked.some((u) => u.endsWith('/dist/site-widgets-all.js')), 'the script was not refused');
    expect(win.customElements.get('site-events')).to.equal(undefined);
  });

  it('in the stylesheet link: the stylesheet is not applied', async () => {
    const {tags, body} = snippet();
    const {doc, sri} = await page(wrongHash(tags, 'site-widgets.css'), body);
    await waitUntil(() => sri.blocked.some((u) => u.endsWith('/dist/site-widgets.css')), 'the stylesheet was not refused');
    expect(cdnSheet(doc)).to.equal(undefined);
  });

  it('a right hash without crossorigin: the stylesheet is blocked too (the page may not read it)', async () => {
    const {tags, body} = snippet();
    const bare = tags.replace(/(site-widgets\.css"\s+integrity="[^"]+") crossorigin="anonymous"/, '$1');
    expect(bare).not.to.equal(tags);
    const {doc, sri} = await page(bare, body);
    await waitUntil(() => sri.blocked.some((u) => u.endsWith('/dist/site-widgets.css')), 'the stylesheet was not refused');
    expect(cdnSheet(doc)).to.equal(undefined);
  });

  it("in the import map: the element's file, imported on demand, is refused", async () => {
    const {tags, body} = snippet();
    const map = wrongHash(block('importmap-elements'), 'elements/site-events.js');
    const {win, sri} = await page([map, tags].join('\n'), body);
    await waitUntil(() => sri.errors.some((m) => m.includes('could not load <site-events>')), 'the element file was not refused');
    expect(win.customElements.get('site-content-provider'), 'the core, whose hash is right, runs').to.exist;
    expect(win.customElements.get('site-events')).to.equal(undefined);
  });

  it('in the import map: a chunk an element imports later is refused', async () => {
    const {tags, body} = snippet();
    const map = wrongHash(block('importmap-elements'), 'elements/bounds.js');
    // A list narrowed by days imports the day bounds (elements/bounds.js) when it loads.
    const {win, doc} = await page([map, tags].join('\n'), body.replace('<site-events upcoming', '<site-events from="2020-01-01"'));
    const list = doc.querySelector('site-events')!;
    await waitUntil(() => list.shadowRoot?.querySelector('[part~="error"]'), 'the list did not fail without its chunk', {timeout: 10000});
    expect(fromCdn(win)).to.include('elements/bounds.js');
    expect(items(list)).to.equal(0);
    // The control: the right map, the same list.
    const good = await page([block('importmap-elements'), tags].join('\n'), body.replace('<site-events upcoming', '<site-events from="2020-01-01"'));
    await showsEvents(good.win as Watched, good.doc);
  });

  it("in a modulepreload line: the element's import fails with the preload", async () => {
    const {tags, body} = snippet();
    const preload = wrongHash(block('preload'), 'elements/site-events.js');
    const {win, sri} = await page([preload, tags].join('\n'), body);
    await waitUntil(() => sri.blocked.some((u) => u.endsWith('/dist/elements/site-events.js')), 'the preload was not refused');
    await waitUntil(() => sri.errors.some((m) => m.includes('could not load <site-events>')), 'the element was imported anyway');
    expect(win.customElements.get('site-events')).to.equal(undefined);
  });
});
