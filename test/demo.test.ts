/**
 * The demo site as a visitor opens it: every page, through the kit's proxy
 * (the pages' providers have base-url="/proxy" and no token; the test server
 * mounts the proxy as the demo server does). Each page's elements all get
 * past their loading state to content (or to an empty state a page asks for),
 * none fails, nothing is said on the console, and every API and media request
 * goes through the proxy. demo/states.html shows failures on purpose and
 * demo/embed.html has its own test (test/bundle/embed.test.ts).
 */
import {expect, waitUntil} from '@open-wc/testing';
import {DEMO_FACTS} from '../demo/api/data.js';
import {loadFrame} from './helpers/dom.js';
import {TOKEN} from './helpers/api.js';
import {localized, type EventRecord} from '../src/api/client.js';

type Watched = Window & {__watch: {console: string[]; siteErrors: string[]; uncaught: string[]}};
type DataElement = HTMLElement & {task?: {status: number}; site?: {siteSettled: boolean}};

const PAGES = [
  'index.html',
  'events.html',
  'news.html',
  'artists.html',
  'shop.html',
  // As the header links them: each with the page its URL names.
  'pages.html?slug=about',
  'rich.html?slug=imprint',
  'search.html',
  `event.html?slug=${DEMO_FACTS.jsonLdEvent}`,
  `event.html?slug=${DEMO_FACTS.festival}`,
  'news-post.html?slug=clara-weiss-records-goldberg-variations',
  `product.html?slug=${DEMO_FACTS.multiVariantProduct}`,
  'artist.html?slug=clara-weiss',
];

/** An element that has shown what it got: settled, past loading, and not failed. */
function done(el: DataElement): boolean {
  const root = el.shadowRoot;
  if (!root || !el.site?.siteSettled) return false;
  if (el.localName === 'site-search') return !!root.querySelector('input[role="combobox"]');
  if (el.localName === 'site-event-calendar') return !!root.querySelector('[role="grid"] [data-date]');
  return (el.task?.status === 2 || el.task?.status === 3) && !root.querySelector('[part~="loading"]');
}

/** Opens a demo page in a frame, runs `check` on it, and removes the frame whatever happens. */
async function inFrame(path: string, check: (win: Window, doc: Document) => Promise<void>): Promise<void> {
  const frame = await loadFrame(path, 1100, 900);
  try {
    await check(frame.contentWindow!, frame.contentDocument!);
  } finally {
    frame.remove();
  }
}

describe('the demo site through the kit\u2019s proxy', () => {
  for (const path of PAGES) {
    it(`${path}: every element shows content, nothing fails, nothing is said`, async () => {
      const sep = path.includes('?') ? '&' : '?';
      await inFrame(`/demo/${path}${sep}watch`, async (page, doc) => {
        const win = page as Watched;
        const elements = [...doc.querySelectorAll<DataElement>('*')].filter((el) => el.localName.startsWith('site-') && el.localName !== 'site-content-provider');
        expect(elements.length, 'the page has elements').to.be.greaterThan(0);
        const pending = () => elements.filter((el) => !done(el)).map((el) => el.localName);
        await waitUntil(() => !pending().length, undefined, {timeout: 8000}).catch(() => undefined);
        expect(pending(), 'elements still loading').to.deep.equal([]);
        const failed = elements.filter((el) => el.shadowRoot!.querySelector('[part~="error"], [part~="not-found"]')).map((el) => el.localName);
        expect(failed, 'elements that failed').to.deep.equal([]);
        // Something real on the page: items, a title or a record's content.
        expect(elements.some((el) => el.shadowRoot!.querySelector('[part~="item"], [part~="title"], [part~="content"], [part~="name"]'))).to.be.true;
        const requests = win.performance.getEntriesByType('resource').map((r) => new URL(r.name));
        const api = requests.filter((u) => u.pathname.includes('/api/v2/') || u.pathname.includes('/media/'));
        expect(api.length, 'requests to the API').to.be.greaterThan(0);
        // /proxy for the demo site, /proxy-hostile for the hostile one (demo/rich.html).
        expect(api.filter((u) => !/^\/proxy(-hostile)?\//.test(u.pathname)).map((u) => u.pathname), 'requests around the proxy').to.deep.equal([]);
        expect(win.__watch.siteErrors, 'site-error events').to.deep.equal([]);
        expect(win.__watch.uncaught, 'uncaught errors').to.deep.equal([]);
        // (The test server serves Lit's development build, which says so once.)
        expect(win.__watch.console.filter((m) => !m.includes('Lit is in dev mode')), 'console messages').to.deep.equal([]);
      });
    });
  }

  it('events.html: the German example shows the records\u2019 German titles', async () => {
    await inFrame('/demo/events.html', async (_, doc) => {
      const list = doc.querySelector('site-content-provider[locale="de"] site-events') as DataElement;
      await waitUntil(() => done(list), 'the German list did not load', {timeout: 8000});
      const res = await fetch('/api/v2/demo/public/events?upcoming=true&limit=3', {headers: {Authorization: `Bearer ${TOKEN}`}});
      const {records} = (await res.json()) as {records: EventRecord[]};
      const titles = [...list.shadowRoot!.querySelectorAll('[part~="title"]')].map((h) => h.textContent!.trim());
      expect(titles).to.deep.equal(records.map((r) => localized(r, 'title', 'de')));
      expect(list.shadowRoot!.querySelector('[part~="date"]')!.textContent).to.match(/^(Mo|Di|Mi|Do|Fr|Sa|So)\./);
    });
  });

  it('search.html: a query finds events, linked to the event page, through the proxy', async () => {
    await inFrame('/demo/search.html', async (win, doc) => {
      const search = doc.querySelector('site-search') as DataElement;
      await waitUntil(() => done(search), 'the search did not load', {timeout: 8000});
      const input = search.shadowRoot!.querySelector('input')!;
      input.value = 'clara';
      input.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
      const options = () => [...search.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[role="option"]')];
      await waitUntil(() => options().length > 0, 'no results for "clara"', {timeout: 8000});
      expect(options().some((a) => new URL(a.href).pathname.endsWith('/demo/event.html') && a.textContent!.includes('Clara'))).to.be.true;
      const api = win.performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.includes('/search'));
      expect(api.length).to.be.greaterThan(0);
      expect(api.every((p) => p.startsWith('/proxy/api/v2/demo/public/search'))).to.be.true;
    });
  });
});
