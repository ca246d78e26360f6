/**
 * Every element of the catalogue through each script-tag build, as a page
 * that shows them all would use it: test/fixtures/catalogue.html with
 * dist/site-widgets.js (the autoloader: the core, then one file per element
 * on the page) or dist/site-widgets-all.js (everything in one file).
 * `npm test` builds dist/ first.
 */
import {expect, waitUntil} from '@open-wc/testing';
import {DATA_ELEMENTS} from '../helpers/api.js';
import {loadFrame} from '../helpers/dom.js';

/** Every element, the provider first: the folders of src/elements/ (the autoloader's generated table). */
const TAGS = ['site-content-provider', ...DATA_ELEMENTS];

type Frame = Window & typeof globalThis & {consoleSaid: string[]};
type DataElement = HTMLElement & {task?: {status: number}; site?: {siteSettled: boolean}};

/** The page's data elements have all shown content: no loading, error, empty or not-found state. */
async function allShowContent(doc: Document): Promise<void> {
  const shown = (el: DataElement) => {
    const root = el.shadowRoot;
    if (!root || !el.site?.siteSettled) return false;
    if (el.localName === 'site-search') return !!root.querySelector('input[role="combobox"]');
    if (el.localName === 'site-event-calendar') return !!root.querySelector('[role="grid"] [data-date]');
    return el.task?.status === 2 && !root.querySelector('[part~="state"]');
  };
  const elements = [...doc.querySelectorAll<DataElement>(TAGS.slice(1).join(','))];
  expect(elements).to.have.length(TAGS.length - 1);
  const notShown = () => elements.filter((e) => !shown(e)).map((e) => e.localName);
  await waitUntil(() => !notShown().length, undefined, {timeout: 15000}).catch(() => undefined);
  expect(notShown(), 'elements without content').to.deep.equal([]);
}

/** Waits until every tag is defined in the frame, then says which are not. */
async function allDefined(win: Window): Promise<void> {
  const missing = () => TAGS.filter((tag) => !win.customElements.get(tag));
  await waitUntil(() => !missing().length, undefined, {timeout: 10000}).catch(() => undefined);
  expect(missing(), 'elements not defined').to.deep.equal([]);
}

/** Script files the page loaded (the test server's own left out). */
function scriptsLoaded(win: Window): string[] {
  return win.performance
    .getEntriesByType('resource')
    .map((r) => new URL(r.name).pathname)
    .filter((p) => p.endsWith('.js') && !p.startsWith('/__web-dev-server'));
}

describe('every element through a script tag', () => {
  let frame: HTMLIFrameElement;
  afterEach(() => frame?.remove());

  it('dist/site-widgets-all.js defines and renders all of them from one file', async () => {
    frame = await loadFrame('/test/fixtures/catalogue.html?bundle=all', 1000, 800);
    const win = frame.contentWindow as Frame;
    await allDefined(win);
    await allShowContent(frame.contentDocument!);
    const scripts = scriptsLoaded(win);
    expect(scripts).to.include('/dist/site-widgets-all.js');
    // Nothing from the autoloader's files; only the one file's on-demand chunks beside it.
    expect(scripts.filter((p) => p !== '/dist/site-widgets-all.js').every((p) => p.startsWith('/dist/all/')), scripts.join(', ')).to.be.true;
    // The detail elements' JSON-LD comes on demand here, from one file beside it, and is written.
    const doc = frame.contentDocument!;
    await waitUntil(() => doc.head.querySelector('script[type="application/ld+json"]'), 'no JSON-LD', {timeout: 5000});
    expect(scriptsLoaded(win)).to.include('/dist/all/structured-data.js');
    // "More" loads a list's paging logic on the first press, from a file beside it, and shows the next page.
    expect(scriptsLoaded(win)).not.to.include('/dist/all/more.js');
    const events = doc.getElementById('events')!;
    const items = () => events.shadowRoot!.querySelectorAll('[part~="item"]').length;
    expect(items()).to.equal(3);
    events.shadowRoot!.querySelector<HTMLButtonElement>('[part~="more"]')!.click();
    await waitUntil(() => items() === 6, 'no second page', {timeout: 5000});
    expect(scriptsLoaded(win)).to.include('/dist/all/more.js');
    expect(win.consoleSaid).to.deep.equal([]);
  });

  it('dist/site-widgets.js loads each element on the page, one file each, and renders them all', async () => {
    frame = await loadFrame('/test/fixtures/catalogue.html', 1000, 800);
    const win = frame.contentWindow as Frame;
    await allDefined(win);
    await allShowContent(frame.contentDocument!);
    const scripts = scriptsLoaded(win);
    for (const tag of TAGS.slice(1)) expect(scripts.filter((p) => p === `/dist/elements/${tag}.js`), tag).to.have.length(1);
    expect(scripts.every((p) => p === '/dist/site-widgets.js' || p.startsWith('/dist/elements/')), scripts.join(', ')).to.be.true;
    // The detail elements write their JSON-LD from their own files.
    const doc = frame.contentDocument!;
    await waitUntil(() => doc.head.querySelector('script[type="application/ld+json"]'), 'no JSON-LD', {timeout: 5000});
    expect(win.consoleSaid).to.deep.equal([]);
  });
});
