/**
 * Every element of the catalogue through each script-tag build, as a page
 * that shows them all would use it: test/fixtures/catalogue.html with
 * dist/site-widgets.js (the autoloader: the core, then one file per element
 * on the page) or dist/site-widgets-all.js (everything in one file).
 * `npm test` builds dist/ first.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {loadFrame} from '../helpers/dom.js';
import {TAGS, allDefined, allShowContent, scriptsLoaded, type Frame} from '../helpers/catalogue.js';

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
    await waitUntil(() => doc.head.querySelector('script[type="application/ld+json"]'), 'no JSON-LD');
    expect(scriptsLoaded(win)).to.include('/dist/all/structured-data.js');
    // "More" loads a list's paging logic on the first press, from a file beside it, and shows the next page.
    expect(scriptsLoaded(win)).not.to.include('/dist/all/more.js');
    const events = doc.getElementById('events')!;
    const items = () => events.shadowRoot!.querySelectorAll('[part~="item"]').length;
    expect(items()).to.equal(3);
    events.shadowRoot!.querySelector<HTMLButtonElement>('[part~="more"]')!.click();
    await waitUntil(() => items() === 6, 'no second page');
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
    // The detail elements write their JSON-LD, from a file beside theirs (test/bundle/builds.test.ts: in every build).
    const doc = frame.contentDocument!;
    await waitUntil(() => doc.head.querySelector('script[type="application/ld+json"]'), 'no JSON-LD');
    expect(win.consoleSaid).to.deep.equal([]);
  });
});
