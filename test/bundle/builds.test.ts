/**
 * One behaviour in every build: the same checks, on the same page
 * (test/fixtures/catalogue.html, every element of the kit), against
 *
 * - the npm package's modules (dist/lib/index.js, as a bundler loads them),
 * - the per-element script-tag build (dist/site-widgets.js: its compact
 *   autoloader table loads each element's file, which imports the core's
 *   short names),
 * - the one-file build (dist/site-widgets-all.js),
 *
 * and what each build shows is compared with the package's at the end.
 * `npm test` builds dist/ first.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {loadFrame} from '../helpers/dom.js';
import {TAGS, allDefined, allShowContent, scriptsLoaded, type Frame} from '../helpers/catalogue.js';

/** Each build: the page's `?bundle=`, its entry file and the file its detail elements' JSON-LD comes from, on demand. */
const BUILDS = {
  'the npm package': {bundle: 'lib', entry: '/dist/lib/index.js', jsonLd: '/dist/lib/internal/json-ld.js'},
  'the script-tag build': {bundle: 'split', entry: '/dist/site-widgets.js', jsonLd: '/dist/elements/structured-data.js'},
  'the one-file build': {bundle: 'all', entry: '/dist/site-widgets-all.js', jsonLd: '/dist/all/structured-data.js'},
};
type Build = keyof typeof BUILDS;

/** What each build showed, for the comparison at the end. */
const seen = new Map<Build, {jsonLd: Record<string, string>; titles: string[]; cards: string[]; more: number}>();

/** The detail elements of the page that publish JSON-LD (its <site-event> has no-structured-data), by their item's key. */
const JSON_LD_KEYS = ['NewsArticle:clara-weiss-records-goldberg-variations', 'Person:clara-weiss', 'Product:clara-weiss-goldberg-vinyl'];

type Props = Map<PropertyKey, {type?: unknown}>;

/**
 * What the kit said on the frame's console: the test server gives the
 * package's modules Lit's development build (as a bundler's dev server
 * does), which says so once; its other warnings would count.
 */
const kitSaid = (win: Frame) => win.consoleSaid.filter((m) => !m.startsWith('warn: Lit is in dev mode.'));

for (const [name, build] of Object.entries(BUILDS) as [Build, (typeof BUILDS)[Build]][]) {
  describe(`every element through ${name} (${build.entry})`, () => {
    let frame: HTMLIFrameElement;
    let win: Frame;
    let doc: Document;
    const mine = {jsonLd: {} as Record<string, string>, titles: [] as string[], cards: [] as string[], more: 0};

    before(async () => {
      frame = await loadFrame(`/test/fixtures/catalogue.html?bundle=${build.bundle}`, 1000, 800);
      win = frame.contentWindow as Frame;
      doc = frame.contentDocument!;
      seen.set(name, mine);
    });
    after(() => frame?.remove());

    it('defines every element, and each shows its content, saying nothing on the console', async () => {
      await allDefined(win);
      await allShowContent(doc);
      expect(scriptsLoaded(win)).to.include(build.entry);
      expect(kitSaid(win)).to.deep.equal([]);
    });

    it('every boolean property is false before it is set; set as Vue sets a bare attribute, it is true', () => {
      const booleans: string[] = [];
      for (const tag of TAGS) {
        const props = (win.customElements.get(tag) as unknown as {elementProperties: Props}).elementProperties;
        for (const [prop, options] of props) {
          // The frame's Boolean: the elements were declared there.
          if (options.type !== win.Boolean) continue;
          booleans.push(`${tag}.${String(prop)}`);
          const el = doc.createElement(tag) as unknown as Record<PropertyKey, unknown>;
          expect(el[prop], `${tag}.${String(prop)} before it is set`).to.equal(false);
          // Vue's patchDOMProp for a bare attribute: `true` where the property is a boolean already, else "".
          el[prop] = typeof el[prop] == 'boolean' ? true : '';
          expect(el[prop], `${tag}.${String(prop)} set as Vue sets it`).to.equal(true);
        }
      }
      expect(booleans).to.include.members(['site-content-provider.sessionCache', 'site-events.upcoming', 'site-event.noStructuredData']);
      // The page's bare attribute, as HTML reads it.
      expect((doc.getElementById('events') as unknown as {upcoming: unknown}).upcoming).to.equal(true);
    });

    it('the detail elements write their JSON-LD, from a file loaded on demand', async () => {
      const blocks = () => Object.fromEntries([...doc.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')].map((s) => [s.dataset.siteWidgets, s.text]));
      await waitUntil(() => JSON_LD_KEYS.every((key) => key in blocks()), `JSON-LD: ${Object.keys(blocks()).join(', ')}`);
      expect(Object.keys(blocks()).sort()).to.deep.equal(JSON_LD_KEYS);
      expect(scriptsLoaded(win)).to.include(build.jsonLd);
      // The page's own URL (each build's differs in its query) as one word, for the comparison.
      const url = JSON.stringify(win.location.href).slice(1, -1);
      for (const [key, text] of Object.entries(blocks())) mine.jsonLd[key] = text.replaceAll(url, 'PAGE');
    });

    it('a list\u2019s "More" loads and shows the next page', async () => {
      const events = doc.getElementById('events')!;
      const titles = () => [...events.shadowRoot!.querySelectorAll('[part~="item"] [part~="title"]')].map((t) => t.textContent!.trim());
      expect(titles()).to.have.length(3);
      events.shadowRoot!.querySelector<HTMLButtonElement>('[part~="more"]')!.click();
      await waitUntil(() => titles().length > 3, 'no second page');
      mine.titles = titles();
      mine.more = titles().length;
      expect(mine.more).to.equal(6);
    });

    it('an element with a designer\u2019s <template> renders each item from it', async () => {
      const news = doc.getElementById('news')!;
      const titles = [...news.shadowRoot!.querySelectorAll('[part~="item"] [part~="title"]')].map((t) => t.textContent!.trim());
      expect(titles).to.have.length(2);
      const el = doc.createElement('site-news');
      el.setAttribute('limit', '2');
      el.innerHTML = '<template><p class="card"><site-field name="title"></site-field></p></template>';
      doc.querySelector('site-content-provider')!.append(el);
      const cards = () => [...el.querySelectorAll(':scope > .card')].map((c) => c.textContent!.trim());
      await waitUntil(() => cards().length === 2 && cards().every(Boolean), 'no items from the template');
      // The same posts as the element's own list, in light DOM.
      expect(cards()).to.deep.equal(titles);
      mine.cards = cards();
      el.remove();
    });

    it('a bad attribute value (limit="abc") is ignored and said once, however many elements have it', async () => {
      expect(kitSaid(win)).to.deep.equal([]);
      const provider = doc.querySelector('site-content-provider')!;
      const lists = [doc.createElement('site-products'), doc.createElement('site-products')];
      for (const list of lists) {
        list.setAttribute('limit', 'abc');
        provider.append(list);
      }
      const said = () => win.consoleSaid.filter((m) => m.includes('limit="abc"'));
      await waitUntil(() => said().length > 0, 'no warning');
      // Both lists show their products (the value ignored), after both warnings were due.
      const items = (list: Element) => list.shadowRoot?.querySelectorAll('[part~="item"]').length ?? 0;
      await waitUntil(() => lists.every((list) => items(list) > 0), 'the lists show nothing');
      expect(said()).to.have.length(1);
      expect(said()[0]).to.match(/^warn: .*<site-products> limit="abc"/);
      expect(kitSaid(win)).to.have.length(1);
      lists.forEach((list) => list.remove());
    });
  });
}

describe('the same behaviour in every build', () => {
  it('each build showed what the npm package showed: the same JSON-LD, pages after "More" and items from a template', () => {
    const reference = seen.get('the npm package');
    expect(reference?.jsonLd, 'the package\u2019s run').to.have.keys(JSON_LD_KEYS);
    for (const build of Object.keys(BUILDS) as Build[]) expect(seen.get(build), build).to.deep.equal(reference);
  });
});
