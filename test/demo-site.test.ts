/**
 * The demo site as a visitor sees it on a phone (390 x 844) and a laptop
 * (1280 x 900), issue 26, point 6: every page of the site, each in a frame
 * of that size drawn scaled down to fit this test page's window (so that
 * the frame's own viewport is the screen: its layout shifts, and what the
 * elements count as in view). On each page:
 *
 * - nothing moves while it loads (CLS 0), nothing is wider than the screen,
 *   and the header's menu is one row of links a finger can hit;
 * - axe finds nothing, its colour-contrast rule on (and no text whose
 *   contrast it could not tell);
 * - one h1, headings going down a level at a time, none shown twice;
 * - no element keeps more blank space below its content than one of its
 *   items (a list's tallest item; a record's or a filter's, a skeleton row,
 *   4.5rem): the space it reserved before its content came is given back.
 *
 * The language menu in the header (demo/language.js) switches a page live
 * between English, German, Japanese and Arabic (issue 28, point 4).
 *
 * The designers' showcase pages (snippets, states, templates, rich content,
 * the configurator) are test/demo.test.ts's and test/configurator.test.ts's.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from './helpers/wait.js';
import {DEMO_FACTS} from '../demo/api/data.js';
import {loadFrame} from './helpers/dom.js';
import {done, layoutShifts, type DataElement} from './helpers/page.js';
import {apiGet} from './helpers/api.js';
import {localized, type EventRecord} from '../src/api/client.js';
import {loadMessages, messages} from '../src/render/messages.js';
import {words as EVENTS_WORDS} from '../src/elements/site-events/site-events.words.js';

/** Every page of the site, as its links open them. */
const PAGES = [
  'index.html',
  'events.html',
  `event.html?slug=${DEMO_FACTS.jsonLdEvent}`,
  `event.html?slug=${DEMO_FACTS.festival}`,
  'news.html',
  'news-post.html?slug=clara-weiss-records-goldberg-variations',
  'artists.html',
  'artist.html?slug=clara-weiss',
  // A member of staff: no events, no products.
  `artist.html?slug=${DEMO_FACTS.member}`,
  'shop.html',
  `product.html?slug=${DEMO_FACTS.multiVariantProduct}`,
  'pages.html?slug=about',
  `pages.html?slug=${DEMO_FACTS.markdownPage}`,
  'search.html',
  'designers.html',
];

const SCREENS: [width: number, height: number][] = [
  [390, 844],
  [1280, 900],
];

/** The size a finger needs, px (WCAG 2.5.5's 44, as the platforms' guidelines ask). */
const TAP = 44;

/** One skeleton row of the kit (--site-skeleton-item-height's default, 4.5rem at 16px): "one item" of an element that is not a list. */
const ONE_ROW = 72;

type AxeResult = {id: string; nodes: {target: (string | string[])[]; failureSummary?: string}[]};
type Axe = {run(context: Document, options?: object): Promise<{violations: AxeResult[]; incomplete: AxeResult[]}>};

/** The site's page in a frame `width` x `height`, scaled to fit this window, once its elements are done and the images in view are in. */
async function openPage(path: string, width: number, height: number): Promise<HTMLIFrameElement> {
  const frame = await loadFrame(`/demo/${path}`, width, height);
  const scale = Math.min(1, innerWidth / width, innerHeight / height);
  Object.assign(frame.style, {position: 'fixed', top: '0', left: '0', border: '0', transformOrigin: '0 0', transform: `scale(${scale})`});
  const win = frame.contentWindow!;
  const doc = frame.contentDocument!;
  const elements = dataElements(doc);
  await waitUntil(() => elements.every(done), `${path}: the page did not load (${elements.filter((el) => !done(el)).map((el) => el.localName)})`);
  const inView = () => [...doc.images, ...elements.flatMap((el) => [...el.shadowRoot!.querySelectorAll('img')])].filter((img) => img.getBoundingClientRect().top < height);
  await waitUntil(() => inView().every((img) => img.complete), `${path}: images still loading`);
  for (let i = 0; i < 3; i++) await new Promise((resolve) => win.requestAnimationFrame(resolve));
  return frame;
}

/** The page's kit elements that load something (not the provider), the ones inside other elements' shadow roots included. */
function dataElements(root: Document | ShadowRoot): DataElement[] {
  return [...root.querySelectorAll<DataElement>('*')].flatMap((el) => [
    ...(el.localName.startsWith('site-') && el.localName !== 'site-content-provider' ? [el] : []),
    ...(el.shadowRoot ? dataElements(el.shadowRoot) : []),
  ]);
}

/** The headings a visitor meets, in the order the page shows them (into the elements' shadow roots, and what their slots show). */
function headings(node: Element | Document): HTMLHeadingElement[] {
  const children = (node as Element).localName === 'slot' ? (node as HTMLSlotElement).assignedElements({flatten: true}) : [...((node as Element).shadowRoot ?? node).children];
  return children.flatMap((child) => [
    ...(/^h[1-6]$/.test(child.localName) && (child as HTMLElement).checkVisibility() ? [child as HTMLHeadingElement] : []),
    ...(/^h[1-6]$/.test(child.localName) ? [] : headings(child)),
  ]);
}

/** The boxes `nodes` draw: each one's own, or where it draws none (a slot, display: contents), its children's or what is slotted into it. */
function boxes(nodes: Element[]): DOMRect[] {
  return nodes.flatMap((node) => {
    if (['style', 'template', 'script'].includes(node.localName)) return [];
    const rect = node.getBoundingClientRect();
    if (rect.height > 0) return [rect];
    return boxes(node.localName === 'slot' ? (node as HTMLSlotElement).assignedElements({flatten: true}) : [...node.children]);
  });
}

async function axe(win: Window, doc: Document): Promise<Axe> {
  const w = win as Window & {axe?: Axe};
  if (!w.axe) {
    const script = Object.assign(doc.createElement('script'), {src: '/node_modules/axe-core/axe.min.js'});
    await new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
      doc.head.append(script);
    });
  }
  return w.axe!;
}

for (const [width, height] of SCREENS) {
  describe(`the demo site at ${width} x ${height}`, () => {
    for (const path of PAGES) {
      describe(path, () => {
        let frame: HTMLIFrameElement;
        let win: Window;
        let doc: Document;
        before(async () => {
          frame = await openPage(path, width, height);
          win = frame.contentWindow!;
          doc = frame.contentDocument!;
        });
        after(() => frame?.remove());

        it('nothing moves while it loads, nothing is wider than the screen, the menu is one line tall and its links a finger can hit', async () => {
          const {cls, moved} = await layoutShifts(win);
          expect(moved, 'what moved').to.deep.equal([]);
          expect(cls, 'CLS').to.equal(0);
          expect(doc.documentElement.scrollWidth, 'the page\u2019s width').to.be.at.most(width);
          expect(doc.querySelectorAll('pre, .snippet'), 'no code blocks on the site').to.have.length(0);
          const header = doc.querySelector('header')!;
          expect(header.getBoundingClientRect().height, 'the header one line tall').to.be.at.most(TAP + 24);
          const links = [...header.querySelectorAll<HTMLAnchorElement>('nav a')];
          expect(
            links.map((a) => a.textContent),
            'the site\u2019s sections, and one link for designers',
          ).to.deep.equal(['Home', 'Events', 'News', 'Artists', 'Shop', 'About', 'Search', 'For designers']);
          // On a phone, behind the menu button (a popover); from 60rem, a row.
          const menu = header.querySelector<HTMLElement>('nav [popover]')!;
          const button = header.querySelector<HTMLButtonElement>('nav button[popovertarget]')!;
          if (width < 960) {
            expect(
              links.some((a) => a.checkVisibility()),
              'the links hidden until the menu opens',
            ).to.be.false;
            const box = button.getBoundingClientRect();
            expect(
              [box.width, box.height].every((side) => side >= TAP),
              `the menu button a finger can hit (${box.width} x ${box.height})`,
            ).to.be.true;
            button.click();
            await waitUntil(() => menu.matches(':popover-open'), 'the menu did not open');
          } else {
            expect(button.checkVisibility(), 'no menu button').to.be.false;
            expect(new Set(links.map((a) => Math.round(a.getBoundingClientRect().top))).size, 'one row of links').to.equal(1);
          }
          try {
            const small = links.map((a) => [a.textContent, a.getBoundingClientRect()] as const).filter(([, r]) => r.height < TAP || r.width < TAP);
            expect(
              small.map(([name, r]) => `${name}: ${r.width} x ${r.height}`),
              'links smaller than a finger',
            ).to.deep.equal([]);
            expect(
              links.every((a) => a.getBoundingClientRect().right <= width),
              'every link on the screen',
            ).to.be.true;
          } finally {
            if (menu.matches(':popover-open')) menu.hidePopover();
          }
        });

        it('axe finds nothing, colour contrast included', async () => {
          const {violations, incomplete} = await (await axe(win, doc)).run(doc, {rules: {'color-contrast': {enabled: true}}});
          const where = (target: (string | string[])[]) => target.map((t) => (Array.isArray(t) ? t.join(' >> ') : t)).join(' >>> ');
          const found = [...violations, ...incomplete.filter((r) => r.id === 'color-contrast')].map(
            (v) => `${v.id}: ${v.nodes.map((n) => `${where(n.target)} (${n.failureSummary?.replace(/\s+/g, ' ')})`).join('; ')}`,
          );
          expect(found).to.deep.equal([]);
        });

        it('one h1, headings a level at a time, none shown twice', () => {
          const shown = headings(doc).map((h) => ({level: Number(h.localName[1]), text: h.textContent!.trim().replace(/\s+/g, ' ')}));
          expect(shown.filter((h) => h.level === 1).length, `one h1 (${shown.map((h) => `h${h.level} ${h.text}`).join(' | ')})`).to.equal(1);
          expect(shown[0].level, 'the h1 first').to.equal(1);
          const skips = shown.filter((h, i) => i > 0 && h.level > shown[i - 1].level + 1).map((h) => `h${h.level} ${h.text}`);
          expect(skips, 'headings more than one level below the one before').to.deep.equal([]);
          const texts = shown.map((h) => h.text);
          expect(
            texts.filter((t, i) => texts.indexOf(t) !== i),
            'headings shown twice',
          ).to.deep.equal([]);
        });

        it('no element keeps more blank space below its content than one item', () => {
          const blank = dataElements(doc)
            .filter((el) => el.checkVisibility() && getComputedStyle(el).display !== 'inline')
            .flatMap((el) => {
              const box = el.getBoundingClientRect();
              const bottoms = boxes([...el.shadowRoot!.children]).map((r) => r.bottom);
              const bottom = bottoms.length ? Math.max(...bottoms) - box.top : 0;
              const items = [...el.shadowRoot!.querySelectorAll('[part~="item"]')].map((item) => item.getBoundingClientRect().height);
              const oneItem = Math.max(ONE_ROW, ...items);
              const left = Math.round(box.height - bottom);
              return left > oneItem ? [`<${el.localName}${el.id ? `#${el.id}` : ''}> ${left} px blank below its content (${Math.round(box.height)} px tall, one item ${Math.round(oneItem)} px)`] : [];
            });
          expect(blank).to.deep.equal([]);
        });
      });
    }
  });
}

describe('the designers\u2019 pages: what the site\u2019s pages had beside them', () => {
  it('snippets.html: the restyled list\u2019s prices are readable, white on their teal label', async () => {
    const frame = await openPage('snippets.html', 1280, 900);
    try {
      const [win, doc] = [frame.contentWindow!, frame.contentDocument!];
      const styled = doc.querySelector<HTMLElement>('.styled')!;
      const links = [...styled.querySelector('site-events')!.shadowRoot!.querySelectorAll<HTMLElement>('[part~="ticket-link"]')];
      expect(links.length, 'prices').to.be.greaterThan(0);
      for (const link of links) expect(win.getComputedStyle(link).color, link.textContent!).to.equal('rgb(255, 255, 255)');
      const {violations, incomplete} = await (await axe(win, doc)).run(doc, {runOnly: ['color-contrast']});
      const inStyled = [...violations, ...incomplete].flatMap((v) => v.nodes).filter((n) => String(n.target[0]).includes('styled') || JSON.stringify(n.target).includes('ticket-link'));
      expect(inStyled.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary}`)).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  it('states.html: "Try again" is a button that looks like one', async () => {
    const frame = await openPage('states.html', 1280, 900);
    try {
      const [win, doc] = [frame.contentWindow!, frame.contentDocument!];
      const buttons = dataElements(doc).flatMap((el) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button[part~="retry"]')]);
      expect(buttons.length, 'the failing examples\u2019 buttons').to.be.greaterThan(1);
      for (const button of buttons) {
        const style = win.getComputedStyle(button);
        expect([style.backgroundColor, style.color, style.borderRadius, style.cursor], button.textContent!).to.deep.equal(['rgb(185, 28, 28)', 'rgb(255, 255, 255)', '999px', 'pointer']);
        expect(button.getBoundingClientRect().height).to.be.at.least(40);
      }
    } finally {
      frame.remove();
    }
  });

  it('rich.html: each page\u2019s heading once (no title above a content that opens with its own), the headings a level at a time', async () => {
    const frame = await openPage('rich.html?slug=imprint', 1280, 900);
    try {
      const shown = headings(frame.contentDocument!).map((h) => ({level: Number(h.localName[1]), text: h.textContent!.trim()}));
      for (const title of ['House style', 'Imprint']) expect(shown.filter((h) => h.text === title).length, title).to.equal(1);
      expect(shown.filter((h, i) => i > 0 && h.level > shown[i - 1].level + 1).map((h) => `h${h.level} ${h.text}`)).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  it('product.html: the artist named once (the author line is the artist linked below it)', async () => {
    const frame = await openPage(`product.html?slug=${DEMO_FACTS.multiVariantProduct}`, 1280, 900);
    try {
      const product = frame.contentDocument!.querySelector('site-product')!;
      const named = [...product.shadowRoot!.querySelectorAll<HTMLElement>('*')].filter((el) => el.checkVisibility() && el.children.length === 0 && el.textContent!.trim() === 'Clara Weiss');
      expect(named.map((el) => el.getAttribute('part'))).to.deep.equal(['profile-link']);
    } finally {
      frame.remove();
    }
  });
});

describe('the site\u2019s record pages for an address that names no record', () => {
  for (const page of ['event.html', 'news-post.html', 'artist.html', 'product.html']) {
    it(`${page} for an address that names no record: the site\u2019s own "not found" with its heading and the way back, and no blank left in the element`, async () => {
      const frame = await openPage(`${page}?slug=no-such-record`, 390, 844);
      try {
        const doc = frame.contentDocument!;
        const record = doc.querySelector<DataElement>('site-event, site-news-post, site-profile, site-product')!;
        expect(record.shadowRoot!.querySelector('[part~=not-found]'), 'not found').to.exist;
        const gone = record.querySelector<HTMLElement>('[slot=not-found]')!;
        expect(gone.checkVisibility(), 'the page\u2019s words show').to.equal(true);
        expect(
          headings(doc).map((h) => h.localName),
          'one h1, the page\u2019s',
        ).to.deep.equal(['h1']);
        expect(gone.querySelector('a')!.checkVisibility(), 'the way back').to.equal(true);
        await waitUntil(
          () => record.getBoundingClientRect().bottom - gone.getBoundingClientRect().bottom < 1,
          `blank under the words: ${record.getBoundingClientRect().bottom - gone.getBoundingClientRect().bottom} px`,
        );
      } finally {
        frame.remove();
      }
    });
  }
});

describe('the demo site\u2019s language menu', () => {
  it('switches events.html live between English, German, Japanese and Arabic: the words, the records\u2019 titles, the dates, the direction', async () => {
    const frame = await openPage('events.html', 1280, 900);
    try {
      const [win, doc] = [frame.contentWindow!, frame.contentDocument!];
      const menu = doc.querySelector<HTMLSelectElement>('header select#language')!;
      expect([...menu.options].map((o) => o.value)).to.deep.equal(['en', 'de', 'ja', 'ar']);
      expect(menu.getBoundingClientRect().height, 'a finger can hit it').to.be.at.least(TAP);
      const list = doc.querySelector<DataElement>('#upcoming-list')!;
      const calendar = doc.querySelector<DataElement>('site-event-calendar')!;
      const titles = () => [...list.shadowRoot!.querySelectorAll('[part~="title"]')].map((t) => t.textContent!.trim());
      const {records} = await apiGet<{records: EventRecord[]}>('/events?upcoming=true&dir=asc&limit=10&page=0');
      expect(titles()).to.deep.equal(records.map((r) => localized(r, 'title', 'en')));
      const more = () => list.shadowRoot!.querySelector('[part~="more"]')!.textContent!.trim();
      const english = more();
      for (const lang of ['de', 'ja', 'ar', 'en']) {
        menu.value = lang;
        menu.dispatchEvent(new Event('change'));
        expect(doc.documentElement.lang).to.equal(lang);
        expect(doc.documentElement.dir).to.equal(lang === 'ar' ? 'rtl' : 'ltr');
        const expected = records.map((r) => localized(r, 'title', lang, 'en'));
        await waitUntil(() => JSON.stringify(titles()) === JSON.stringify(expected), `${lang}: ${titles()}`);
        await loadMessages(lang);
        expect(more(), `${lang}: the kit\u2019s words`).to.equal({...EVENTS_WORDS, ...messages(lang)}.moreEvents);
        if (lang === 'de') expect(more(), 'German words, not English').to.not.equal(english);
        const month = new Intl.DateTimeFormat(lang, {month: 'long', year: 'numeric', timeZone: 'Europe/Berlin'}).format(new Date());
        await waitUntil(() => calendar.shadowRoot!.querySelector('[part~="month-label"]')!.textContent!.trim() === month, `${lang}: the calendar\u2019s month`);
        // The direction: in Arabic an item's date line ends at its right edge, the calendar's first weekday is its rightmost column.
        const item = list.shadowRoot!.querySelector('[part~="item"]')!.getBoundingClientRect();
        const time = list.shadowRoot!.querySelector('[part~="item"] time')!.getBoundingClientRect();
        const grid = calendar.shadowRoot!.querySelector('[part~="grid"]')!.getBoundingClientRect();
        const weekday = calendar.shadowRoot!.querySelector('[part~="weekday"]')!.getBoundingClientRect();
        if (lang === 'ar') {
          expect(win.getComputedStyle(list).direction).to.equal('rtl');
          expect(item.right - time.right, 'the date at the item\u2019s right').to.be.below(2);
          expect(grid.right - weekday.right, 'the first weekday on the right').to.be.below(weekday.width / 2);
        } else {
          expect(time.left - item.left, 'the date at the item\u2019s left').to.be.below(2);
          expect(weekday.left - grid.left, 'the first weekday on the left').to.be.below(weekday.width / 2);
        }
      }
      expect(
        records.some((r) => localized(r, 'title', 'ja') !== localized(r, 'title', 'en')),
        'Japanese titles in the demo\u2019s first events',
      ).to.be.true;
      const {violations} = await (await axe(win, doc)).run(doc);
      expect(violations.map((v) => v.id)).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
