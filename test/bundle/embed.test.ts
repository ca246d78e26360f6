/**
 * The built script-tag bundle, as a designer uses it: demo/embed.html is
 * plain HTML with one <script type="module" src="../dist/site-widgets.js">.
 * `npm test` builds dist/ first.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {loadFrame} from '../helpers/dom.js';

describe('dist/site-widgets.js through a plain script tag', () => {
  let frame: HTMLIFrameElement;
  afterEach(() => frame?.remove());

  it('renders demo/embed.html\u2019s upcoming events from the built file alone', async () => {
    frame = await loadFrame('/demo/embed.html', 800, 600);
    const doc = frame.contentDocument!;
    // (The test server injects its own reload script into every page; that one is not the page's.)
    const scripts = [...doc.querySelectorAll('script')].map((s) => s.getAttribute('src')).filter((src) => !src?.startsWith('/__web-dev-server'));
    expect(scripts).to.deep.equal(['../dist/site-widgets.js']);
    const events = doc.querySelector('site-events')!;
    await waitUntil(() => events.shadowRoot?.querySelectorAll('[part~="item"]').length === 5, 'no events rendered', {
      timeout: 10000,
    });
    const win = frame.contentWindow as Window & typeof globalThis;
    expect(win.customElements.get('site-events')).to.exist;
    expect(win.customElements.get('site-content-provider')).to.exist;
    // The page loaded the entry and the <site-events> chunk, nothing from node_modules.
    const scriptsLoaded = win.performance
      .getEntriesByType('resource')
      .map((r) => new URL(r.name).pathname)
      .filter((p) => p.endsWith('.js') && !p.startsWith('/__web-dev-server'));
    expect(scriptsLoaded.every((p) => p.startsWith('/dist/')), scriptsLoaded.join(', ')).to.be.true;
    // Two files for the content, the core and the element: nothing follows.
    expect(scriptsLoaded).to.include.members(['/dist/site-widgets.js', '/dist/elements/site-events.js']);
    const others = scriptsLoaded.filter((p) => p !== '/dist/site-widgets.js' && p !== '/dist/elements/site-events.js');
    expect(others, 'no other file').to.deep.equal([]);
    // A control that publishes (a news post), added now: the kit writes every element's JSON-LD in
    // one pass, so once the control's block is in, the list's would be too.
    const control = doc.createElement('site-news-post');
    control.setAttribute('slug', 'clara-weiss-records-goldberg-variations');
    doc.querySelector('site-content-provider')!.append(control);
    const blocks = () => [...doc.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')];
    await waitUntil(() => blocks().length > 0, 'the control wrote no JSON-LD', {timeout: 10000});
    expect(blocks().map((b) => b.dataset.siteWidgets), 'a list publishes no JSON-LD: the control\u2019s block only').to.deep.equal([
      'NewsArticle:clara-weiss-records-goldberg-variations',
    ]);
  });

  it('defines an element added after load, as a single-page app would', async () => {
    frame = await loadFrame('/demo/embed.html', 800, 600);
    const doc = frame.contentDocument!;
    const provider = doc.querySelector('site-content-provider')!;
    const added = doc.createElement('site-events');
    added.setAttribute('limit', '2');
    provider.append(added);
    await waitUntil(() => added.shadowRoot?.querySelectorAll('[part~="item"]').length === 2, 'the added element did not render', {
      timeout: 10000,
    });
  });
});
