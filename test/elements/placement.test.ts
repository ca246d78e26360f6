/**
 * Where the provider sits, and in what order things arrive: every element
 * must find its provider without any call from the page.
 */
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import '../../src/index.js';
import type {SiteContentProvider} from '../../src/elements/site-content-provider/site-content-provider.js';
import type {SiteEvents} from '../../src/elements/site-events/site-events.js';
import {TOKEN} from '../helpers/api.js';
import {mount, parts, settled} from '../helpers/dom.js';

const count = (el: Element) => parts(el, 'item').length;

/** The site key an element was served for. */
const keyOf = (el: Element) => (el as unknown as {site?: {client?: {siteKey: string}}}).site?.client?.siteKey;

function frame(src: string): Promise<HTMLIFrameElement> {
  const f = document.createElement('iframe');
  f.src = src;
  return new Promise((resolve) => {
    f.addEventListener('load', () => resolve(f), {once: true});
    document.body.append(f);
  });
}

describe('provider placement', () => {
  it('serves elements beside it and after it, not only inside it', async () => {
    const page = mount(`<div>
      <header><site-content-provider site-key="demo" token="${TOKEN}"></site-content-provider></header>
      <aside><site-events limit="2"></site-events></aside>
      <footer><site-events limit="1"></site-events></footer>
    </div>`);
    const [a, b] = page.querySelectorAll('site-events');
    await settled(a);
    await settled(b);
    expect([count(a), count(b)]).to.deep.equal([2, 1]);
  });

  it('serves elements that come before the provider in the page', async () => {
    const page = mount(`<div>
      <main><site-events limit="2"></site-events></main>
      <footer><site-content-provider site-key="demo" token="${TOKEN}"></site-content-provider></footer>
    </div>`);
    const el = page.querySelector('site-events')!;
    await settled(el);
    expect(count(el)).to.equal(2);
  });

  it('waits for a provider that is added later, then renders without any call', async () => {
    const page = mount(`<div><site-events limit="2"></site-events></div>`);
    const el = page.querySelector<SiteEvents>('site-events')!;
    // Rendered with no provider to ask: nothing but a provider can move it on (no timer waits in the kit).
    await el.updateComplete;
    expect(parts(el, 'skeleton'), 'waiting, shown as loading').to.have.length(1);
    const provider = document.createElement('site-content-provider');
    provider.setAttribute('site-key', 'demo');
    provider.setAttribute('token', TOKEN);
    page.append(provider);
    await settled(el);
    expect(count(el)).to.equal(2);
  });

  it('renders elements a single-page app adds later by innerHTML and appendChild', async () => {
    const provider = await fixture<SiteContentProvider>(html`<site-content-provider site-key="demo" token=${TOKEN}></site-content-provider>`);
    const view = document.createElement('section');
    view.innerHTML = '<site-events limit="1"></site-events>';
    document.body.append(view);
    const added = document.createElement('site-events');
    added.setAttribute('limit', '2');
    provider.append(added);
    try {
      await settled(view.firstElementChild!);
      await settled(added);
      expect(count(view.firstElementChild!)).to.equal(1);
      expect(count(added)).to.equal(2);
    } finally {
      view.remove();
    }
  });

  it('lets nested providers each serve their own subtree (two sites on one page)', async () => {
    const page = mount(`<site-content-provider site-key="demo" token="${TOKEN}">
      <site-events limit="1" id="outer"></site-events>
      <site-content-provider site-key="empty" token="${TOKEN}">
        <site-events id="inner" upcoming></site-events>
      </site-content-provider>
    </site-content-provider>`);
    const outer = page.querySelector('#outer')!;
    const inner = page.querySelector('#inner')!;
    await settled(outer);
    await settled(inner);
    expect(count(outer)).to.equal(1);
    expect(keyOf(inner)).to.equal('empty');
    expect(parts(inner, 'empty')).to.have.length(1);
  });

  it('picks a provider by id with provider="ID", wherever both sit', async () => {
    const page = mount(`<div>
      <site-content-provider site-key="demo" token="${TOKEN}">
        <site-events id="chosen" provider="second" upcoming></site-events>
      </site-content-provider>
      <site-content-provider id="second" site-key="empty" token="${TOKEN}"></site-content-provider>
    </div>`);
    const el = page.querySelector('#chosen')!;
    await settled(el);
    expect(keyOf(el)).to.equal('empty');
  });

  it('serves elements defined before their provider is, inside it or not', async () => {
    const f = await frame('/test/fixtures/late-define.html');
    try {
      const doc = f.contentDocument!;
      const inside = doc.querySelector('#inside')!;
      const outside = doc.querySelector('#outside')!;
      await waitUntil(() => inside.shadowRoot?.querySelectorAll('[part~="item"]').length === 3, 'inside not served');
      await waitUntil(() => outside.shadowRoot?.querySelectorAll('[part~="item"]').length === 2, 'outside not served');
    } finally {
      f.remove();
    }
  });
});

describe('the bundle loaded twice', () => {
  it('keeps working with no exception and one warning', async () => {
    const f = await frame('/test/fixtures/twice.html');
    try {
      const win = f.contentWindow as Window & {__seen: {warnings: string[]; errors: string[]}};
      const el = f.contentDocument!.querySelector('site-events')!;
      await waitUntil(() => el.shadowRoot?.querySelectorAll('[part~="item"]').length === 2, 'no events rendered');
      // Both copies ran before the frame's load event, which frame() waited
      // for (module scripts run before DOMContentLoaded); the second copy's
      // request for the events chunk gets the module the first one loaded,
      // which has run and defined its tags: the events are on screen.
      expect(f.contentDocument!.readyState).to.equal('complete');
      const copies = win.performance.getEntriesByType('resource').map((r) => new URL(r.name)).filter((u) => u.pathname === '/dist/site-widgets.js');
      expect(copies.map((u) => u.search).sort(), 'both copies loaded').to.deep.equal(['', '?copy=2']);
      await win.customElements.whenDefined('site-events');
      expect(win.__seen.errors).to.deep.equal([]);
      // The warning's words load on demand (the diagnose chunk): wait for them, then count.
      const twice = () => win.__seen.warnings.filter((w) => w.includes('loaded more than once'));
      await waitUntil(() => twice().length > 0, 'no warning about the second copy');
      // Every explain() of either copy ran before the load event and asked
      // for that chunk then; an import of it asked for now resolves after
      // theirs, so any second warning has been said by the time it does.
      await new (win as unknown as typeof globalThis).Function('return import("/dist/elements/diagnose.js")')();
      expect(twice()).to.have.length(1);
    } finally {
      f.remove();
    }
  });
});

describe('the first request of a page', () => {
  it('builds Intl\u2019s first formatter while the answer is on its way, not once it is in', async () => {
    const f = await frame('/test/fixtures/intl-warm.html');
    try {
      const win = f.contentWindow as Window & {__formatters: number[]; __requests: {url: string; at: number}[]};
      const el = f.contentDocument!.querySelector('site-events')!;
      // The slow site answers after about 2 s; a formatter is built long before.
      await waitUntil(() => win.__formatters.length > 0, 'no formatter built while waiting');
      expect(el.shadowRoot?.querySelector('[part~="item"]'), 'the answer is not in yet').to.equal(null);
      expect(el.shadowRoot?.querySelector('[part~="skeleton"]'), 'the list still waits').to.exist;
      // Built once the list's request was on its way, not before: ICU's first load (20–30 ms) never holds up the element and its request.
      const sent = win.__requests.find((r) => r.url.includes('/public/events?'));
      expect(sent, 'the list\u2019s request went out').to.exist;
      expect(win.__formatters[0]).to.be.greaterThan(sent!.at);
    } finally {
      f.remove();
    }
  });

  it('asks for the element files of the page before the rest of the core starts', async () => {
    const f = await frame('/test/fixtures/intl-warm.html');
    try {
      const win = f.contentWindow as Window & {__defined: Record<string, number>};
      await waitUntil(() => win.__defined['site-events'], 'site-events was never defined');
      const file = (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => r.name.endsWith('/elements/site-events.js'));
      expect(file, 'the element file was fetched').to.exist;
      // The file left before the core went on to Lit and the provider (under a phone's CPU 50 ms and more), not after.
      expect(file!.startTime).to.be.lessThan(win.__defined['site-content-provider']);
    } finally {
      f.remove();
    }
  });
});
