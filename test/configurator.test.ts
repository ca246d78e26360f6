/**
 * demo/configurator.html (issue 15, point 5): every element of
 * custom-elements.json offered with a control per attribute and token; an
 * element configured by its controls updates live against the demo API; the
 * snippet holds exactly what was chosen, and pasted into a blank page with
 * the built files (test/fixtures/configurator/blank.html, its policy the
 * configurator's) shows the same element; the keyboard reaches every
 * control; axe finds nothing; nothing moves while the page loads.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from './helpers/wait.js';
import {sendKeys} from '@web/test-runner-commands';
import {loadFrame} from './helpers/dom.js';
import {TOKEN} from './helpers/api.js';
import {localized, type EventRecord} from '../src/api/client.js';
import {done, axeViolations, layoutShifts} from './helpers/page.js';
import {servedFrom, snippetHtml} from '../demo/configurator-model.js';

type DataElement = HTMLElement & {task?: {status: number}; site?: {siteSettled: boolean}};
type Sri = {version: string; files: Record<string, string>};

/** The manifest's elements, as the test reads it for itself (not through the page's model). */
type ManifestAttribute = {name: string; type?: {text?: string}; description?: string};
type ManifestElement = {tagName: string; attributes?: ManifestAttribute[]; cssProperties?: {name: string}[]};
let manifest: ManifestElement[] = [];
let sri: Sri | undefined;
let version = '';

/** The same port on the other host name: another origin, as a CDN is (test/fixtures/sri/cdn.js serves dist/ there byte for byte). */
const CDN_ORIGIN = `${location.protocol}//${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${location.port}`;

before(async () => {
  const json = await (await fetch('/custom-elements.json')).json();
  manifest = json.modules.flatMap((m: {declarations?: (ManifestElement & {customElement?: boolean})[]}) => (m.declarations ?? []).filter((d) => d.customElement && d.tagName));
  const response = await fetch('/dist/sri.json', {cache: 'no-store'});
  sri = response.ok ? await response.json() : undefined;
  version = (await (await fetch('/package.json')).json()).version;
});

const failed = (el: Element) => !!el.shadowRoot!.querySelector('[part~="error"], [part~="not-found"]');
const titles = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part~="title"]')].map((t) => t.textContent!.trim());

/** The configurator in a frame, its preview element loaded. */
class Page {
  constructor(readonly frame: HTMLIFrameElement) {}
  get win() {
    return this.frame.contentWindow!;
  }
  get doc() {
    return this.frame.contentDocument!;
  }
  $<T extends Element = HTMLElement>(selector: string): T {
    const el = this.doc.querySelector<T>(selector);
    if (!el) throw new Error(`no ${selector} in the configurator`);
    return el;
  }
  get select() {
    return this.$<HTMLSelectElement>('#element');
  }
  get live() {
    return this.$<DataElement>('#preview-site > :last-child');
  }
  async settled(tag: string) {
    await waitUntil(() => this.live.localName === tag && done(this.live), `the preview's <${tag}> did not load`);
  }
  /** The control of an attribute (by its label), in the element's fieldset or the site's. */
  control<T extends HTMLElement = HTMLInputElement>(name: string, fieldset = '#attributes'): T {
    const label = [...this.doc.querySelectorAll<HTMLLabelElement>(`${fieldset} label`)].find((l) => l.textContent === name);
    if (!label) throw new Error(`no control labelled ${name}`);
    return this.doc.getElementById(label.htmlFor) as T;
  }
  radio(attribute: string, value: string): HTMLInputElement {
    const group = [...this.doc.querySelectorAll('#attributes fieldset.enum')].find((f) => f.querySelector('legend')!.textContent === attribute)!;
    return [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.value === value)!;
  }
  type(input: HTMLInputElement, value: string) {
    input.value = value;
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  choose(tag: string) {
    this.select.value = tag;
    this.select.dispatchEvent(new Event('change', {bubbles: true}));
  }
  get html() {
    return this.$('#snippet-html').textContent!;
  }
  get policy() {
    return this.$('#snippet-csp').textContent!;
  }
}

/**
 * The snippet pasted into a blank page of this server under its own policy
 * (test/fixtures/configurator/blank.html): the events it shows, once shown,
 * with no error, nothing the policy refused and no file the browser refused
 * (a refused file is no element at all: the wait fails). `files`: where the
 * kit's files must come from. (The snippets for this dev server and the kit's
 * proxy: test/node/snippet-pasted.test.js.)
 */
async function pasted(html: string, policy: string, files: string, check: (el: DataElement, win: Window, doc: Document) => void | Promise<void>) {
  const blank = await loadFrame(`/test/fixtures/configurator/blank.html?${new URLSearchParams({html, csp: policy})}`, 1100, 900);
  try {
    const doc = blank.contentDocument!;
    const win = blank.contentWindow! as Window & {__violations: string[]};
    const el = doc.querySelector<DataElement>('site-content-provider > site-events')!;
    expect(el, 'the element is on the blank page').to.exist;
    await waitUntil(() => !!el.shadowRoot && done(el) && titles(el).length > 0, `the element pasted with its files from ${files} showed no events`);
    expect(failed(el)).to.be.false;
    const kit = win.performance.getEntriesByType('resource').map((r) => r.name).filter((u) => /\/(site-widgets\.(js|css)|elements\/[\w-]+\.js)$/.test(new URL(u).pathname));
    expect(kit.filter((u) => !u.startsWith(files)), `the kit\u2019s files from ${files} only`).to.deep.equal([]);
    expect(kit.map((u) => new URL(u).pathname.split('/dist/')[1]), 'the script, the stylesheet and the element\u2019s file').to.include.members(['site-widgets.js', 'site-widgets.css', 'elements/site-events.js']);
    expect(win.__violations, 'what the page\u2019s policy refused').to.deep.equal([]);
    // The policy holds: a string where Trusted Types are required is refused.
    expect(() => {
      doc.createElement('script').text = '1';
    }).to.throw();
    await check(el, win, doc);
  } finally {
    blank.remove();
  }
}

/** The choice of where the snippet's page is served. */
function served(page: Page, where: 'dev' | 'proxy' | 'cdn') {
  const radio = page.$<HTMLInputElement>(`#your-site fieldset.served input[value="${where}"]`);
  radio.click();
  expect(radio.checked).to.be.true;
}

async function open(width = 1100, height = 900): Promise<Page> {
  const page = new Page(await loadFrame('/demo/configurator.html', width, height));
  await page.settled('site-events');
  return page;
}

/** The kind of control an attribute's type calls for. */
function kindOf(attribute: ManifestAttribute): 'enum' | 'boolean' | 'number' | 'string' {
  const members = (attribute.type?.text ?? '').split('|').map((m) => m.trim()).filter((m) => m && m !== 'undefined');
  if (members.length && members.every((m) => /^'.*'$/.test(m))) return 'enum';
  if (members.includes('boolean')) return 'boolean';
  if (members.includes('number')) return 'number';
  return 'string';
}

/** The base64 SHA-256 of a text, as a policy names an inline style. */
async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

describe('demo/configurator.html', () => {
  let page: Page;
  afterEach(() => page?.frame.remove());

  it('offers every element of the manifest but the provider, each with a control per attribute and token, shown live from its starting values', async function () {
    this.timeout(90000);
    page = await open();
    const tags = manifest.map((e) => e.tagName).filter((t) => t !== 'site-content-provider');
    expect(tags.length, 'the manifest has the kit\u2019s elements').to.equal(15);
    expect([...page.select.options].map((o) => o.value)).to.deep.equal(tags);
    expect([...page.select.options].map((o) => o.textContent)).to.deep.equal(tags.map((t) => `<${t}>`));
    expect(page.select.value, 'the page starts with <site-events>').to.equal('site-events');

    // The tokens whose control is not a text field; each on some element, so each is checked (counted below).
    const kinds: Record<string, string> = {'--site-color-accent': 'input color', '--site-color-text': 'input color', '--site-font-family': 'select', '--site-radius': 'input range'};
    const checkedKinds: string[] = [];
    for (const element of manifest.filter((e) => e.tagName !== 'site-content-provider')) {
      const tag = element.tagName;
      page.choose(tag);
      expect(page.live.localName).to.equal(tag);
      expect(page.$('#attributes legend').textContent).to.equal(`Attributes of <${tag}>`);
      for (const attribute of element.attributes ?? []) {
        const kind = kindOf(attribute);
        if (kind === 'enum') {
          const values = attribute.type!.text!.split('|').map((m) => m.trim()).filter((m) => m !== 'undefined').map((m) => m.slice(1, -1));
          const radios = [...page.$('#attributes').querySelectorAll<HTMLInputElement>('fieldset.enum')].find((f) => f.querySelector('legend')!.textContent === attribute.name);
          expect(radios, `<${tag}> ${attribute.name}: a radio group`).to.exist;
          expect([...radios!.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((r) => r.value), `<${tag}> ${attribute.name}`).to.deep.equal(['', ...values]);
          continue;
        }
        const input = page.control(attribute.name);
        if (kind === 'boolean') {
          expect([input.type, input.getAttribute('role')], `<${tag}> ${attribute.name}: a switch`).to.deep.equal(['checkbox', 'switch']);
        } else if (kind === 'number') {
          expect(input.type, `<${tag}> ${attribute.name}`).to.equal('number');
          const range = /(\d+)\s*–\s*(\d+)/.exec(attribute.description ?? '');
          expect([input.min, input.max], `<${tag}> ${attribute.name}: its range`).to.deep.equal(range ? [range[1], range[2]] : ['', '']);
        } else {
          expect(input.type, `<${tag}> ${attribute.name}`).to.equal('text');
        }
      }
      const tokens = [...page.doc.querySelectorAll<HTMLElement>('#tokens [data-token]')].map((c) => c.dataset.token);
      expect(tokens.sort(), `<${tag}>: a control per token`).to.deep.equal((element.cssProperties ?? []).map((p) => p.name).sort());
      for (const token of tokens.filter((t) => t! in kinds)) {
        const control = page.$<HTMLInputElement>(`#tokens [data-token="${token}"]`);
        expect(control.localName === 'input' ? `input ${control.type}` : control.localName, `<${tag}> ${token}`).to.equal(kinds[token!]);
        checkedKinds.push(token!);
      }
      // The element as the preview starts it, from the demo site.
      await page.settled(tag);
      expect(failed(page.live), `<${tag}> shows an error or not-found`).to.be.false;
      expect(page.html, `<${tag}>: the snippet names it`).to.contain(`<${tag}`).and.to.contain(`elements/${tag}.js`);
    }
    expect([...new Set(checkedKinds)], 'each such token, on some element').to.have.members(Object.keys(kinds));
    // The provider's attributes, for the snippet (all but the token: a key in the page is public).
    const provider = manifest.find((e) => e.tagName === 'site-content-provider')!;
    for (const attribute of provider.attributes ?? []) {
      if (attribute.name === 'token' || kindOf(attribute) === 'enum') continue;
      expect(page.control(attribute.name, '#your-site'), `the provider's ${attribute.name}`).to.exist;
    }
    expect(() => page.control('token', '#your-site')).to.throw();
  });

  it('site-events with limit 3, a switch, layout grid and an accent: the live element, its snippet, and the same element pasted into a blank page', async function () {
    this.timeout(40000);
    page = await open();
    page.choose('site-events');
    await page.settled('site-events');
    page.type(page.control('limit'), '3');
    page.control('root-only').click();
    page.radio('layout', 'grid').click();
    page.type(page.$<HTMLInputElement>('#tokens [data-token="--site-color-accent"]'), '#0f766e');

    // The live element: its attributes, three events from the demo API, the accent on its links.
    const live = page.live;
    await waitUntil(() => live.getAttribute('limit') === '3' && done(live) && titles(live).length === 3, 'the preview did not show three events');
    expect(Object.fromEntries([...live.attributes].map((a) => [a.name, a.value]))).to.deep.equal({upcoming: '', href: './event.html?slug={slug}', limit: '3', 'root-only': '', layout: 'grid'});
    const api = await fetch('/api/v2/demo/public/events?upcoming=true&rootOnly=true&dir=asc&limit=3&page=0', {headers: {Authorization: `Bearer ${TOKEN}`}});
    const {records} = (await api.json()) as {records: EventRecord[]};
    const shown = titles(live);
    expect(shown).to.deep.equal(records.map((r) => localized(r, 'title', 'en') ?? r.slug));
    const link = live.shadowRoot!.querySelector<HTMLElement>('[part~="link"]')!;
    expect(page.win.getComputedStyle(link).color, 'the accent on its links').to.equal('rgb(15, 118, 110)');
    expect(page.win.getComputedStyle(live.shadowRoot!.querySelector('[part~="list"]')!).display, 'layout grid').to.equal('grid');
    await waitUntil(() => page.$('#preview-status').textContent!.includes('3 items'), 'the live region did not say the preview changed');
    expect(page.$('#preview-status').textContent).to.equal('Preview updated: <site-events> shows 3 items.');
    expect(page.$('#preview-status').getAttribute('role')).to.equal('status');

    // The snippet: the element with exactly those attributes, the tokens' rule with exactly that token.
    const parsed = new DOMParser().parseFromString(page.html, 'text/html');
    const element = parsed.querySelector('site-content-provider > site-events')!;
    expect(Object.fromEntries([...element.attributes].map((a) => [a.name, a.value]))).to.deep.equal({layout: 'grid', upcoming: '', 'root-only': '', limit: '3', href: './event.html?slug={slug}'});
    expect(Object.fromEntries([...parsed.querySelector('site-content-provider')!.attributes].map((a) => [a.name, a.value]))).to.deep.equal({'site-key': 'demo', 'base-url': '/proxy'});
    const style = parsed.querySelectorAll('style');
    expect(style.length).to.equal(1);
    const declarations = /^site-events \{ (.*) \}$/.exec(style[0].textContent!)![1].split(';').map((d) => d.trim()).filter(Boolean);
    expect(declarations).to.deep.equal(['--site-color-accent: #0f766e']);
    // Served by this server, the first choice while the version is not on the CDN: its /dist/ and its proxy at /proxy, said beside the snippet.
    expect(page.$<HTMLInputElement>('#your-site fieldset.served input[value="dev"]').checked, 'this server, the first choice').to.be.true;
    const note = () => [...page.$('#served-note').querySelectorAll<HTMLElement>('p')].filter((p) => !p.hidden).map((p) => p.textContent!.replace(/\s+/g, ' ').trim());
    expect(note()).to.have.length(1);
    expect(note()[0]).to.contain('base-url="/proxy"').and.to.contain('/dist/').and.to.contain('/api');
    const base = '/dist/';
    const script = parsed.querySelector<HTMLScriptElement>('script[type="module"]')!;
    const preload = parsed.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')!;
    const sheet = parsed.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    expect([script.getAttribute('src'), preload.getAttribute('href'), sheet.getAttribute('href')]).to.deep.equal([`${base}site-widgets.js`, `${base}elements/site-events.js`, `${base}site-widgets.css`]);
    // The build writes dist/sri.json with the files this test loads below: the snippet has their hashes.
    expect(sri, 'dist/sri.json (npm run build writes it)').to.exist;
    const hashes = sri!.files;
    await waitUntil(() => page.html.includes('integrity='), 'the snippet has no integrity');
    const again = new DOMParser().parseFromString(page.html, 'text/html');
    const tags = [again.querySelector('script[type="module"]')!, again.querySelector('link[rel="modulepreload"]')!, again.querySelector('link[rel="stylesheet"]')!];
    expect(tags.map((t) => t.getAttribute('integrity'))).to.deep.equal([hashes['site-widgets.js'], hashes['elements/site-events.js'], hashes['site-widgets.css']]);
    expect(tags.map((t) => t.getAttribute('crossorigin'))).to.deep.equal(['anonymous', 'anonymous', 'anonymous']);
    expect(page.$('[data-sri="found"]').hidden).to.be.false;
    // The files the kit loads later (the element's chunks, the sanitizer…): the import map's table, before the kit.
    const map = again.querySelector('script[type="importmap"]')!;
    expect(map, 'an import map').to.exist;
    expect(map.compareDocumentPosition(tags[0]) & Node.DOCUMENT_POSITION_FOLLOWING, 'the map before the kit').to.be.greaterThan(0);
    const table = JSON.parse(map.textContent!).integrity as Record<string, string>;
    const modules = ['site-widgets.js', ...Object.keys(hashes).filter((f) => f.startsWith('elements/'))];
    expect(modules.length, 'the element files and their chunks').to.be.greaterThan(20);
    expect(table).to.deep.equal(Object.fromEntries(modules.map((f) => [base + f, hashes[f]])));
    const mapHash = await sha256(map.textContent!);
    await waitUntil(() => page.policy.includes(`script-src 'self' '${mapHash}';`), 'the policy does not allow the import map by its hash');
    // The policy: the README's, the rule allowed by its hash; the files are the page's own ('self').
    const hash = await sha256(style[0].textContent!);
    await waitUntil(() => page.policy.includes(hash), 'the policy does not allow the tokens\u2019 rule by its hash');
    expect(page.policy).to.match(/^Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-[\w+/=]+'; style-src 'self' '/);
    expect(page.policy).to.contain("require-trusted-types-for 'script'; trusted-types lit-html dompurify site-widgets; connect-src 'self'; img-src 'self'");
    expect(page.policy, 'one header line').not.to.contain('\n');

    // Copied as shown, and said so.
    const copied: string[] = [];
    Object.defineProperty(page.win.navigator, 'clipboard', {value: {writeText: async (text: string) => void copied.push(text)}, configurable: true});
    page.$('#copy-html').click();
    await waitUntil(() => page.$('#copy-status').textContent!.startsWith('Copied'), 'no "Copied" in the live region');
    expect(page.$('#copy-status').getAttribute('role')).to.equal('status');
    page.$('#copy-csp').click();
    await waitUntil(() => copied.length === 2, 'the policy was not copied');
    expect(copied).to.deep.equal([page.html, page.policy]);

    // This server's snippet pasted into a blank page of this server (its /dist/ as built, its proxy at /proxy): the same events, the same look.
    const checkSame = (el: DataElement, win: Window) => {
      expect(titles(el), 'the same events').to.deep.equal(shown);
      // (The style attribute is the element's own: the height it keeps while it loads.)
      expect(Object.fromEntries([...el.attributes].filter((a) => a.name !== 'style').map((a) => [a.name, a.value]))).to.deep.equal({layout: 'grid', upcoming: '', 'root-only': '', limit: '3', href: './event.html?slug={slug}'});
      expect(win.getComputedStyle(el.shadowRoot!.querySelector('[part~="link"]')!).color, 'the same accent').to.equal('rgb(15, 118, 110)');
      expect(win.getComputedStyle(el.shadowRoot!.querySelector('[part~="list"]')!).display, 'the same layout').to.equal('grid');
    };
    // This server's snippet is the model's for a page the dev server serves, which test/node/snippet-pasted.test.js pastes
    // into a blank page of the dev server (its /dist/ byte for byte, its proxy at /proxy) and sees the events. Not pasted
    // here: this test server rewrites the imports of the scripts it serves (`./../site-widgets.js`), so no hash would match.
    const attributes: [string, string | true][] = [['layout', 'grid'], ['upcoming', true], ['root-only', true], ['limit', '3'], ['href', './event.html?slug={slug}']];
    expect(page.html).to.equal(snippetHtml({tag: 'site-events', attributes, provider: [['site-key', 'demo'], ['base-url', '/proxy']], tokens: [['--site-color-accent', '#0f766e']], files: servedFrom('dev', {version}).files, sri}));

    // The kit's proxy with --serve: the same files, no base-url (the API on the page's own origin). Pasted in test/node/snippet-cli-proxy.test.js.
    served(page, 'proxy');
    await waitUntil(() => !page.html.includes('base-url'), 'the snippet for the kit\u2019s proxy has a base-url');
    expect(Object.fromEntries([...new DOMParser().parseFromString(page.html, 'text/html').querySelector('site-content-provider')!.attributes].map((a) => [a.name, a.value]))).to.deep.equal({'site-key': 'demo'});
    expect(page.html).to.contain('src="/dist/site-widgets.js"');
    expect(page.control('base-url', '#your-site').value).to.equal('');
    expect(note()[0]).to.contain('--serve .').and.to.contain('no base-url');
    expect(page.html, 'the model\u2019s snippet for the kit\u2019s proxy, pasted in test/node/snippet-pasted.test.js').to.equal(
      snippetHtml({tag: 'site-events', attributes, provider: [['site-key', 'demo']], tokens: [['--site-color-accent', '#0f766e']], files: servedFrom('proxy', {version}).files, sri}),
    );

    // The CDN: its versioned folder, and said plainly that it works once that version is published.
    served(page, 'dev');
    expect(page.control('base-url', '#your-site').value).to.equal('/proxy');
    served(page, 'cdn');
    const cdn = `https://cdn.jsdelivr.net/npm/site-widgets@${version}/dist/`;
    await waitUntil(() => page.html.includes(`src="${cdn}site-widgets.js"`), 'the snippet does not load the kit from jsDelivr');
    expect(note()[0]).to.contain(`Works once site-widgets@${version} is published on npm`);
    expect(page.control('Kit files from', '#your-site').value).to.equal(cdn);
    const cdnMap = new DOMParser().parseFromString(page.html, 'text/html').querySelector('script[type="importmap"]')!;
    expect(Object.keys(JSON.parse(cdnMap.textContent!).integrity)[0]).to.equal(`${cdn}site-widgets.js`);
    const cdnMapHash = await sha256(cdnMap.textContent!);
    await waitUntil(() => page.policy.includes(`script-src 'self' https://cdn.jsdelivr.net '${cdnMapHash}';`), 'the policy does not allow jsDelivr and its import map');
    expect(page.policy).to.match(/style-src 'self' https:\/\/cdn\.jsdelivr\.net '/);

    // The files from a CDN (another origin, serving dist/ byte for byte, as jsDelivr will once published): pasted into a blank page, under its own policy.
    const fixture = `${CDN_ORIGIN}/cdn/npm/site-widgets@${version}/dist/`;
    page.type(page.control('Kit files from', '#your-site'), fixture);
    await waitUntil(() => page.policy.includes(`script-src 'self' ${CDN_ORIGIN}`) && page.policy.includes(hash), 'the policy does not name the CDN');
    const pastedMap = new DOMParser().parseFromString(page.html, 'text/html').querySelector('script[type="importmap"]');
    expect(pastedMap, 'an import map').to.exist;
    expect(Object.keys(JSON.parse(pastedMap!.textContent!).integrity)[0]).to.equal(`${fixture}site-widgets.js`);
    const pastedMapHash = await sha256(pastedMap!.textContent!);
    await waitUntil(() => page.policy.includes(pastedMapHash), 'the policy does not allow the new import map');
    await pasted(page.html, page.policy, `${CDN_ORIGIN}/cdn/`, (el, win, doc) => {
      checkSame(el, win);
      expect(doc.querySelector('script[type="module"]')!.getAttribute('integrity')).to.equal(hashes['site-widgets.js']);
    });
  });

  it('works with the keyboard: the element select with its arrows, a radio group with its arrows, every control by Tab', async function () {
    this.timeout(60000);
    page = await open();
    const {select, doc} = page;
    const tags = [...select.options].map((o) => o.value);
    select.focus();
    await sendKeys({press: 'ArrowDown'});
    const next = tags[tags.indexOf('site-events') + 1];
    await waitUntil(() => select.value === next && page.live.localName === next, 'ArrowDown did not choose the next element');
    await sendKeys({press: 'ArrowUp'});
    await waitUntil(() => select.value === 'site-events' && page.live.localName === 'site-events', 'ArrowUp did not choose <site-events> again');
    expect(doc.activeElement).to.equal(select);

    // layout: "not set", then the arrow chooses list, grid.
    page.radio('layout', '').focus();
    await sendKeys({press: 'ArrowRight'});
    await sendKeys({press: 'ArrowRight'});
    expect(page.radio('layout', 'grid').checked).to.be.true;
    expect(page.live.getAttribute('layout')).to.equal('grid');
    // A switch by Space.
    const featured = page.control('featured');
    featured.focus();
    await sendKeys({press: 'Space'});
    expect(featured.checked).to.be.true;
    expect(page.live.hasAttribute('featured')).to.be.true;

    // Every control by Tab, from the select on (the more tokens open: Enter on their summary).
    const summary = page.$('#tokens details summary');
    summary.focus();
    await sendKeys({press: 'Enter'});
    expect(page.$<HTMLDetailsElement>('#tokens details').open).to.be.true;
    select.focus();
    const reached = new Set<Element>();
    /** How each control looked when Tab reached it: whether its focus showed. */
    const shown = new Map<Element, {visible: boolean; outline: string}>();
    for (let i = 0; i < 400 && document.activeElement === page.frame; i++) {
      const active = doc.activeElement!;
      reached.add(active);
      shown.set(active, {visible: active.matches(':focus-visible'), outline: page.win.getComputedStyle(active).outlineStyle});
      await sendKeys({press: 'Tab'});
    }
    const controls = [...doc.querySelectorAll<HTMLElement>('main :is(input, select, button, summary, textarea, [tabindex="0"])')];
    expect(controls.length).to.be.greaterThan(40);
    const radios = controls.filter((c) => (c as HTMLInputElement).type === 'radio') as HTMLInputElement[];
    const missed = controls.filter((c) => (c as HTMLInputElement).type !== 'radio' && !reached.has(c)).map((c) => c.id || c.outerHTML.slice(0, 80));
    expect(missed, 'controls Tab never reached').to.deep.equal([]);
    // A radio group is one stop (its checked radio): the arrows move within it.
    const groups = [...new Set(radios.map((r) => r.name))];
    expect(groups.filter((name) => !radios.some((r) => r.name === name && reached.has(r))), 'radio groups Tab never reached').to.deep.equal([]);
    // Every focus Tab gave is visible, as the visitor saw it then (a later focus() is the browser's guess at the input device).
    const tabbed = controls.filter((c) => reached.has(c));
    expect(tabbed.length).to.be.greaterThan(40);
    for (const control of tabbed) {
      const name = control.id || control.outerHTML.slice(0, 80);
      expect(shown.get(control)!.visible, `${name}: :focus-visible`).to.be.true;
      expect(shown.get(control)!.outline, `${name}: a visible focus`).to.not.equal('none');
    }
  });

  for (const [width, height] of [
    [1100, 9000],
    [390, 16000],
  ]) {
    it(`at ${width} px: axe finds nothing, before and after a change, and nothing moves while it loads (CLS 0, the whole page in view)`, async function () {
      this.timeout(30000);
      const frame = await loadFrame('/demo/configurator.html', width, height);
      const scale = Math.min(1, innerWidth / width, innerHeight / height);
      Object.assign(frame.style, {position: 'fixed', top: '0', left: '0', border: '0', transformOrigin: '0 0', transform: `scale(${scale})`});
      page = new Page(frame);
      await page.settled('site-events');
      const elements = [...page.doc.querySelectorAll<DataElement>('site-info, #preview-site > *')];
      await waitUntil(() => elements.every(done), 'the page did not load');
      await waitUntil(() => [...page.doc.images].every((img) => img.complete), 'images still loading');
      for (let i = 0; i < 3; i++) await new Promise((resolve) => page.win.requestAnimationFrame(resolve));
      expect(page.doc.documentElement.scrollHeight, 'the whole page in the frame').to.be.at.most(height);
      const {moved} = await layoutShifts(page.win);
      expect(moved, 'what moved').to.deep.equal([]);
      expect(await axeViolations(page.win, page.doc)).to.deep.equal([]);

      page.radio('layout', 'grid').click();
      page.type(page.$<HTMLInputElement>('#tokens [data-token="--site-color-accent"]'), '#0f766e');
      page.type(page.control('limit'), '3');
      await waitUntil(() => page.live.getAttribute('limit') === '3' && done(page.live) && titles(page.live).length === 3, 'the preview did not change');
      expect(await axeViolations(page.win, page.doc)).to.deep.equal([]);
    });
  }
});
