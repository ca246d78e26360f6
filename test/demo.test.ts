/**
 * The demo site as a visitor opens it: every page, through the kit's proxy
 * (the pages' providers have base-url="/proxy" and no token; the test server
 * mounts the proxy as the demo server does). Each page's elements all get
 * past their loading state to content (or to an empty state a page asks for),
 * none fails, nothing is said on the console, and every API and media request
 * goes through the proxy. demo/states.html shows failures on purpose and
 * demo/embed.html has its own test (test/bundle/embed.test.ts). How the
 * site's pages look on a phone and a laptop (layout shifts, overflow, axe
 * with contrast, headings, blank space) is test/demo-site.test.ts's.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from './helpers/wait.js';
import {DEMO_FACTS} from '../demo/api/data.js';
import {loadFrame, parts} from './helpers/dom.js';
import {TOKEN} from './helpers/api.js';
import {localized, type EventRecord, type Product} from '../src/api/client.js';
import {done, axeViolations, layoutShifts} from './helpers/page.js';

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
  'designers.html',
  // The elements of the site's pages beside their HTML (the German list, the restyled one, the calendar filling a list…).
  'snippets.html',
  'templates.html',
  'configurator.html',
];

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
        // (<site-field> is a template's binding, not an element: demo/templates.html.)
        const elements = [...doc.querySelectorAll<DataElement>('*')].filter((el) => el.localName.startsWith('site-') && !['site-content-provider', 'site-field'].includes(el.localName));
        expect(elements.length, 'the page has elements').to.be.greaterThan(0);
        const pending = () => elements.filter((el) => !done(el)).map((el) => el.localName);
        await waitUntil(() => !pending().length, undefined).catch(() => undefined);
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

  it('snippets.html: the German example shows the records\u2019 German titles', async () => {
    await inFrame('/demo/snippets.html', async (_, doc) => {
      const list = doc.querySelector('site-content-provider[locale="de"] site-events') as DataElement;
      await waitUntil(() => done(list), 'the German list did not load');
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
      await waitUntil(() => done(search), 'the search did not load');
      const input = search.shadowRoot!.querySelector('input')!;
      input.value = 'clara';
      input.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
      const options = () => [...search.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[role="option"]')];
      await waitUntil(() => options().length > 0, 'no results for "clara"');
      expect(options().some((a) => new URL(a.href).pathname.endsWith('/demo/event.html') && a.textContent!.includes('Clara'))).to.be.true;
      const api = win.performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.includes('/search'));
      expect(api.length).to.be.greaterThan(0);
      expect(api.every((p) => p.startsWith('/proxy/api/v2/demo/public/search'))).to.be.true;
    });
  });
});

/** The records demo/templates.html shows three times: the Spree Lights' next four concerts and their products. */
async function spreeLights(): Promise<{events: EventRecord[]; products: Product[]}> {
  const get = async (path: string) => (await (await fetch(`/api/v2/demo/public/profiles/spree-lights${path}`, {headers: {Authorization: `Bearer ${TOKEN}`}})).json()).records;
  return {events: await get('/events?upcoming=true&dir=asc&limit=4&page=0'), products: await get('/products?limit=10&page=0')};
}

/** A record's title as an English page shows it. */
const titleOf = (record: EventRecord | Product) => localized(record, 'title', 'en') ?? record.slug;

/** The titles an element shows in its own markup (its shadow root). */
const ownTitles = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part~="title"]')].map((t) => t.textContent!.trim());

/** Every data element of a page has shown what it got (and, with `images`, every image is in); then three frames drawn. */
async function loaded(win: Window, doc: Document, images = false): Promise<void> {
  const elements = [...doc.querySelectorAll<DataElement>('*')].filter((el) => el.localName.startsWith('site-') && !['site-content-provider', 'site-field'].includes(el.localName));
  await waitUntil(() => elements.every(done), 'the page did not load');
  if (images) await waitUntil(() => [...doc.images].every((img) => img.complete), 'images still loading');
  for (let i = 0; i < 3; i++) await new Promise((resolve) => win.requestAnimationFrame(resolve));
}

/**
 * A demo page in a frame `width` x `height`, drawn scaled down to fit this
 * test page's window: the frame's whole page is then in view for what the
 * browser measures against the window (lazy images, the elements' "out of
 * view"), and in the frame's own viewport for its layout shifts.
 */
async function wholePage(path: string, width: number, height: number): Promise<HTMLIFrameElement> {
  const frame = await loadFrame(path, width, height);
  const scale = Math.min(1, innerWidth / width, innerHeight / height);
  Object.assign(frame.style, {position: 'fixed', top: '0', left: '0', border: '0', transformOrigin: '0 0', transform: `scale(${scale})`});
  return frame;
}

describe('demo/templates.html: the same events and products, three ways', () => {
  it('shows the same records as the elements draw them, in the designer\u2019s markup, and in the dark grid', async () => {
    await inFrame('/demo/templates.html', async (win, doc) => {
      const [plainEvents, agenda, themedEvents] = doc.querySelectorAll<DataElement>('main site-events');
      const [plainProducts, shelf, themedProducts] = doc.querySelectorAll<DataElement>('main site-products');
      expect(agenda.classList.contains('agenda') && shelf.classList.contains('shelf')).to.be.true;
      expect([themedEvents, themedProducts].map((el) => [el.getAttribute('layout'), el.getAttribute('theme')])).to.deep.equal([
        ['grid', 'dark'],
        ['grid', 'dark'],
      ]);
      await loaded(win, doc);
      const {events, products} = await spreeLights();
      expect(events.length, 'four concerts').to.equal(4);
      expect(products.length, 'some products').to.be.greaterThan(1);

      // As the elements come, and as a dark grid: their own markup, the same records.
      for (const el of [plainEvents, themedEvents]) expect(ownTitles(el)).to.deep.equal(events.map(titleOf));
      for (const el of [plainProducts, themedProducts]) expect(ownTitles(el)).to.deep.equal(products.map(titleOf));

      // In the designer's markup: light DOM, each field where the template put it.
      const gigs = [...agenda.querySelectorAll<HTMLLIElement>(':scope > li.gig')];
      expect(gigs.map((g) => g.querySelector('h3 a site-field')!.textContent)).to.deep.equal(events.map(titleOf));
      const slotted = (el: Element, slot: string) => el.shadowRoot!.querySelector<HTMLSlotElement>(slot)!.assignedElements().filter((e) => e.localName !== 'template');
      expect(slotted(agenda, 'ul[part~="list"] slot'), 'slotted into the element\u2019s list').to.deep.equal(gigs);
      expect(parts(agenda, 'item'), 'none of the element\u2019s own items').to.have.length(0);
      const inBerlin = (iso: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en', {...options, timeZone: 'Europe/Berlin'}).format(new Date(iso));
      gigs.forEach((gig, i) => {
        const event = events[i] as EventRecord & {featured?: boolean; image: {url: string; altText: string; width?: number; height?: number; metadata?: {width?: number; height?: number}}};
        const link = new URL(gig.querySelector<HTMLAnchorElement>('h3 a')!.href);
        expect(link.pathname + link.search).to.equal(`/demo/event.html?slug=${event.slug}`);
        const badge = gig.querySelector('time.badge')!;
        expect(badge.getAttribute('datetime')).to.equal(event.startDate);
        expect(badge.querySelector('.day')!.textContent).to.equal(inBerlin(event.startDate!, {day: 'numeric'}));
        expect(badge.querySelector('.month')!.textContent).to.equal(inBerlin(event.startDate!, {month: 'short'}));
        const cancelled = event.publishState === 'CANCELLED';
        expect(!!gig.querySelector('.ribbon.cancelled'), `${event.slug}: the "Cancelled" ribbon`).to.equal(cancelled);
        expect(!!gig.querySelector('.ribbon.pick'), `${event.slug}: the "Don't miss" ribbon`).to.equal(event.featured === true);
        expect(!!gig.querySelector('.price'), `${event.slug}: a price unless cancelled`).to.equal(!cancelled);
        expect(gig.querySelector('.when')!.textContent, 'the date line').to.match(/\d/);
        const img = gig.querySelector('img')!;
        expect(new URL(img.src).pathname).to.equal(`/proxy/media/${event.image.url}`);
        expect(img.alt).to.equal(event.image.altText);
        expect(img.getAttribute('width')).to.equal(String(event.image.width ?? event.image.metadata?.width));
        expect(img.getAttribute('height')).to.equal(String(event.image.height ?? event.image.metadata?.height));
        expect(img.getAttribute('loading')).to.equal('lazy');
        expect(gig.outerHTML, 'no binding left behind').not.to.contain('data-site-');
        expect(gig.checkVisibility() && gig.getBoundingClientRect().height > 0, 'shown').to.be.true;
      });
      // The page shows both ribbons.
      expect(agenda.querySelectorAll('.ribbon.cancelled').length).to.equal(1);
      expect(agenda.querySelectorAll('.ribbon.pick').length).to.equal(1);

      const cards = [...shelf.querySelectorAll<HTMLElement>(':scope > article.record')];
      expect(cards.map((c) => c.querySelector('h3 a site-field')!.textContent)).to.deep.equal(products.map(titleOf));
      expect(slotted(shelf, 'slot:not([name])'), 'the cards are the element\u2019s own children').to.deep.equal(cards);
      expect(getComputedStyle(shelf).display, 'laid out by the page\u2019s stylesheet').to.equal('grid');
      cards.forEach((card, i) => {
        const product = products[i] as Product & {author?: string; featured?: boolean; image: {url: string}};
        const link = new URL(card.querySelector<HTMLAnchorElement>('h3 a')!.href);
        expect(link.pathname + link.search).to.equal(`/demo/product.html?slug=${product.slug}`);
        expect(card.querySelector('.by')!.textContent).to.equal(product.author);
        expect(card.querySelector('.price')!.textContent).to.match(/€\d/);
        expect(!!card.querySelector('.ribbon'), `${product.slug}: "Staff pick"`).to.equal(product.featured === true);
        const img = card.querySelector('img')!;
        expect(new URL(img.src).pathname).to.equal(`/proxy/media/${product.image.url}`);
        expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).to.deep.equal(['600', '600', 'lazy']);
        expect(card.outerHTML, 'no binding left behind').not.to.contain('data-site-');
        expect(card.checkVisibility() && card.getBoundingClientRect().height > 0, 'shown').to.be.true;
      });

      // Each way with its snippet: the markup as written (the template's included), and the designer's CSS beside it.
      const snippets = [...doc.querySelectorAll<HTMLElement>('.example')].map((ex) => [...ex.querySelectorAll('pre.snippet')].map((pre) => pre.textContent!));
      expect(snippets.map((s) => s.length)).to.deep.equal([1, 2, 1]);
      expect(snippets[0][0]).to.contain('<site-events profile="spree-lights" upcoming limit="4"');
      expect(snippets[1][0]).to.contain('<template>').and.to.contain('data-site-href="url"').and.to.contain('<site-field name="date" format="day"></site-field>');
      expect(snippets[1][0], 'the markup as written, not the items rendered from it').not.to.contain('class="gig" ');
      expect(snippets[1][0].match(/<li class="gig">/g)).to.have.length(1);
      expect(snippets[1][1]).to.equal(doc.getElementById('designer-css')!.textContent!.replace(/^\n/, '').trimEnd().replace(/^ {6}/gm, ''));
      expect(snippets[2][0]).to.contain('layout="grid" theme="dark"');
    });
  });

  for (const [width, height] of [
    [1100, 16000],
    [390, 24000],
  ]) {
    it(`templates.html at ${width} px: axe finds nothing, and nothing moves while it loads (CLS 0, the whole page in view)`, async () => {
      const frame = await wholePage('/demo/templates.html', width, height);
      try {
        const win = frame.contentWindow!;
        const doc = frame.contentDocument!;
        await loaded(win, doc, true);
        expect(doc.documentElement.scrollHeight, 'the whole page in the frame').to.be.at.most(height);
        const {cls, moved} = await layoutShifts(win);
        expect(moved, 'what moved').to.deep.equal([]);
        expect(cls).to.equal(0);
        expect(await axeViolations(win, doc)).to.deep.equal([]);
      } finally {
        frame.remove();
      }
    });
  }

  it('the layout-shift measure is able to fail, at the foot of a tall page', async () => {
    const frame = await wholePage('/demo/templates.html', 1100, 16000);
    try {
      const win = frame.contentWindow!;
      const doc = frame.contentDocument!;
      await loaded(win, doc, true);
      // A block put before the last example, once the page is still: everything after it moves.
      const block = doc.createElement('div');
      block.style.height = '200px';
      doc.querySelector('#ex-themed')!.closest('section')!.before(block);
      for (let i = 0; i < 3; i++) await new Promise((resolve) => win.requestAnimationFrame(resolve));
      const {cls} = await layoutShifts(win);
      expect(cls).to.be.greaterThan(0);
    } finally {
      frame.remove();
    }
  });
});
