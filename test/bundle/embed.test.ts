/**
 * The built script-tag bundle, as a designer uses it: demo/embed.html is
 * plain HTML with one <script type="module" src="../dist/site-widgets.js">.
 * `npm test` builds dist/ first.
 */
import {expect, waitUntil} from '@open-wc/testing';
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
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(doc.head.querySelectorAll('script[type="application/ld+json"]'), 'a list publishes no JSON-LD').to.have.length(0);
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
