/**
 * Layouts and themes (issue 14): src/site-widgets.css's `layout` and
 * `theme` attributes as a visitor meets them. Every layout and theme passes
 * axe with its contrast rule, on a light page and on a dark one; a dark
 * theme is dark and a light one light; a grid has columns, a compact list
 * one line an item, a list its image at the start; the page's accent
 * restyles every layout, and text on the accent stays readable whatever the
 * accent; and nothing moves while each layout loads (the space before the
 * script, the skeleton, then the content).
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import '../../src/index.js';
import {DEMO_FACTS} from '../../demo/api/data.js';
import {DATA_ELEMENTS, TOKEN} from '../helpers/api.js';
import {loadFrame, mount, part, parts, settled} from '../helpers/dom.js';
import {done, layoutShifts} from '../helpers/page.js';

type DataElement = HTMLElement & {task?: {status: number}; site?: {siteSettled: boolean}; updateComplete?: Promise<unknown>};
type AxeResult = {id: string; nodes: {target: (string | string[])[]; failureSummary?: string}[]};
type Axe = {run(context: Element | Document, options?: object): Promise<{violations: AxeResult[]; passes: AxeResult[]; incomplete: AxeResult[]}>};

/** The lists, each in every layout it has (the default first). */
const LISTS: [tag: string, attrs: string, layouts: string[]][] = [
  ['site-events', 'upcoming limit="4" href="/event.html?slug={slug}"', ['', 'grid', 'compact']],
  ['site-news', 'limit="4" href="/post.html?slug={slug}"', ['', 'grid', 'compact']],
  ['site-pages', 'href="/page.html?slug={slug}"', ['', 'grid', 'compact']],
  ['site-products', 'limit="4" href="/product.html?slug={slug}"', ['', 'grid', 'list', 'compact']],
  ['site-profiles', 'limit="4" href="/artist.html?slug={slug}"', ['', 'grid', 'list', 'compact']],
];

/** Every list in every layout, each with `extra` (a theme). */
const everyLayout = (extra = '') =>
  LISTS.flatMap(([tag, attrs, layouts]) =>
    // (Each navigation landmark named apart, as a page with several does.)
    layouts.map((layout) => `<${tag} ${layout ? `layout="${layout}" ` : ''}${attrs}${tag === 'site-pages' ? ` label="Pages ${layout || 'list'}"` : ''} ${extra}></${tag}>`),
  ).join('');

/** The single elements, each showing what it has most of (tickets, a buy link, a body with code and embeds, filter buttons with one pressed). */
const singles = (extra = '') =>
  [
    `<site-event slug="${DEMO_FACTS.festival}" ${extra}></site-event>`,
    `<site-product slug="${DEMO_FACTS.multiVariantProduct}" ${extra}></site-product>`,
    `<site-profile slug="clara-weiss" ${extra}></site-profile>`,
    `<site-news-post slug="clara-weiss-records-goldberg-variations" ${extra}></site-news-post>`,
    `<site-page slug="${DEMO_FACTS.treePage}" ${extra}></site-page>`,
    `<site-info ${extra}></site-info>`,
    `<site-info field="name" ${extra}></site-info>`,
    `<site-tags href="/tag.html?id={id}" ${extra}></site-tags>`,
    `<site-tags for="themed-news" ${extra}></site-tags>`,
    `<site-news-archive href="/news.html?year={year}&amp;month={month}" ${extra}></site-news-archive>`,
    `<site-news-archive for="themed-news" ${extra}></site-news-archive>`,
    `<site-news id="themed-news" limit="2" ${extra}></site-news>`,
    `<site-event-calendar ${extra}></site-event-calendar>`,
    `<site-search ${extra}></site-search>`,
  ].join('');

/** The elements of everyLayout() and singles() with muted text (a date, place, author or summary): the others have none. */
const MUTED = 'site-events, site-news, site-products, site-profiles, site-event, site-product, site-profile, site-news-post';
const mutedOf = (el: Element) => el.shadowRoot!.querySelector('[part~="date"], [part~="location"], [part~="author"], [part~="summary"], [part~="excerpt"]');
/** Those with links of part "link" (a list's titles, the tag cloud's tags): the ones given an href, the archive's month links left out. */
const LINKED = '[href]:not(site-news-archive)';
/** Those with a "more" button: the ones given a limit. */
const PAGED = '[limit]';

/**
 * The elements of `elements` that match `selector`, each checked to have
 * what `find` finds, and none of the others to have it, so that a check
 * made on what each has is made every time, and a new element's part is
 * not left unchecked.
 */
function having<T extends Element>(elements: T[], selector: string, find: (el: T) => Element | null, what: string): [T, Element][] {
  expect(elements.filter((el) => !el.matches(selector) && find(el)).map(label), `${what} beyond ${selector}: add them to the test`).to.deep.equal([]);
  const found = elements.filter((el) => el.matches(selector)).map((el) => [el, find(el)] as [T, Element | null]);
  expect(found.filter(([, e]) => !e).map(([el]) => label(el)), `without ${what}`).to.deep.equal([]);
  expect(found.length, `elements with ${what}`).to.be.greaterThan(0);
  return found as [T, Element][];
}

/** The kit's elements in `root`, the provider left out. */
const kitElements = (root: ParentNode) => [...root.querySelectorAll<DataElement>('*')].filter((el) => el.localName.startsWith('site-') && el.localName !== 'site-content-provider');

/** What an element is, for a message: its tag and attributes. */
const label = (el: Element) => `<${el.localName}${[...el.attributes].filter((a) => a.name !== 'style').map((a) => ` ${a.name}="${a.value}"`).join('')}>`;

/**
 * `markup` in a provider of the demo site, in a box `width` px wide (by
 * default within this window: axe checks the contrast of text in view);
 * resolves once every element in it has shown its content, none failed.
 */
async function show(markup: string, {width = 760, provider = ''} = {}): Promise<{box: HTMLElement; elements: DataElement[]}> {
  const box = mount(`<div style="width: ${width}px"><site-content-provider site-key="demo" token="${TOKEN}" ${provider}>${markup}</site-content-provider></div>`);
  const elements = kitElements(box);
  await waitUntil(() => elements.every(done), `still loading: ${elements.filter((el) => !done(el)).map(label).join(', ')}`, {timeout: 10000});
  await Promise.all(elements.map((el) => el.updateComplete));
  const failed = elements.filter((el) => el.shadowRoot!.querySelector('[part~="error"], [part~="not-found"]'));
  expect(failed.map(label), 'elements that failed').to.deep.equal([]);
  return {box, elements};
}

/** The page in the dark: `color-scheme: dark` on the root, its canvas colours drawn. */
function darkPage(): () => void {
  const style = document.createElement('style');
  style.textContent = ':root { color-scheme: dark; background: Canvas; color: CanvasText; }';
  document.head.append(style);
  return () => style.remove();
}

// Colours as the browser draws them: any CSS colour (lch() from a relative colour included) through a canvas, to sRGB.
const ink = Object.assign(document.createElement('canvas'), {width: 1, height: 1}).getContext('2d', {willReadFrequently: true})!;
function rgba(color: string): [number, number, number, number] {
  ink.clearRect(0, 0, 1, 1);
  ink.fillStyle = '#010203';
  ink.fillStyle = color;
  ink.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = ink.getImageData(0, 0, 1, 1).data;
  return [r, g, b, a / 255];
}
/** WCAG relative luminance (0 black, 1 white) of an opaque colour (`what`, for a message). */
function luminance(color: string, what = color): number {
  const [r, g, b, a] = rgba(color);
  expect(a, `${what}: ${color} is opaque`).to.equal(1);
  const lin = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
/** WCAG contrast ratio of two opaque colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
const sameColor = (a: string, b: string) => rgba(a).join() === rgba(b).join();

/** The lines an element's text takes on screen: the tops of its text's boxes, those within a few pixels counted once. */
function lines(el: Element): number[] {
  const range = document.createRange();
  range.selectNodeContents(el);
  const tops = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => r.top).sort((a, b) => a - b);
  return tops.filter((top, i) => i === 0 || top - tops[i - 1] > 6);
}

async function axe(): Promise<Axe> {
  const w = window as Window & {axe?: Axe};
  if (!w.axe) {
    const script = Object.assign(document.createElement('script'), {src: '/node_modules/axe-core/axe.min.js'});
    await new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
      document.head.append(script);
    });
  }
  return w.axe!;
}

/**
 * axe-core on `root` with its contrast rule on: what it finds (rule, where,
 * why); and, so that nothing passes unseen, the elements inside whose shadow
 * root it checked no text's contrast.
 */
async function axeWithContrast(root: Element, elements: Element[]): Promise<{violations: string[]; unchecked: string[]}> {
  const {violations, passes, incomplete} = await (await axe()).run(root, {rules: {'color-contrast': {enabled: true}}});
  const where = (target: (string | string[])[]) => target.map((t) => (Array.isArray(t) ? t.join(' >> ') : t)).join(' >>> ');
  const found = [...violations, ...incomplete.filter((r) => r.id === 'color-contrast')].map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${where(n.target)} (${n.failureSummary?.replace(/\s+/g, ' ')})`).join('; ')}`,
  );
  // A node in a shadow root is named by its host's selector, then its own inside it.
  const hosts = (passes.find((r) => r.id === 'color-contrast')?.nodes ?? []).map((n) => n.target[0]).filter((t): t is string[] => Array.isArray(t) && t.length > 1);
  const checked = new Set(hosts.map(([host]) => document.querySelector(host)));
  return {violations: found, unchecked: elements.filter((el) => !checked.has(el)).map(label)};
}

const sheet = document.createElement('link');
before(async () => {
  // The page's stylesheet, as a page links it beside the script.
  Object.assign(sheet, {rel: 'stylesheet', href: '/src/site-widgets.css'});
  await new Promise((resolve, reject) => {
    sheet.onload = resolve;
    sheet.onerror = reject;
    document.head.append(sheet);
  });
  await axe();
});
after(() => sheet.remove());

describe('themes and layouts: axe, contrast checked', () => {
  it('shows every data element: the lists in everyLayout(), the others in singles()', () => {
    const tags = (markup: string) => [...markup.matchAll(/<(site-[a-z-]+)/g)].map((m) => m[1]);
    expect([...new Set([...tags(everyLayout()), ...tags(singles())])].sort()).to.deep.equal(DATA_ELEMENTS);
  });

  const cases: [name: string, markup: () => string, dark: boolean][] = [
    ['every list in every layout, no theme, light page', () => everyLayout(), false],
    ['every list in every layout, theme="dark", light page', () => everyLayout('theme="dark"'), false],
    ['every list in every layout, no theme, dark page', () => everyLayout(), true],
    ['every list in every layout, theme="light", dark page', () => everyLayout('theme="light"'), true],
    ['the single elements, theme="dark", light page', () => singles('theme="dark"'), false],
    ['the single elements, no theme, dark page', () => singles(), true],
  ];
  for (const [name, markup, dark] of cases) {
    it(name, async () => {
      const restore = dark ? darkPage() : () => undefined;
      try {
        const {box, elements} = await show(markup());
        const {violations, unchecked} = await axeWithContrast(box, elements);
        expect(violations).to.deep.equal([]);
        expect(unchecked, 'elements whose text axe did not check').to.deep.equal([]);
      } finally {
        restore();
      }
    });
  }

  it('the single elements, theme="dark" on the provider, dark page', async () => {
    const restore = darkPage();
    try {
      const {box, elements} = await show(singles(), {provider: 'theme="dark"'});
      const {violations, unchecked} = await axeWithContrast(box, elements);
      expect(violations).to.deep.equal([]);
      expect(unchecked).to.deep.equal([]);
    } finally {
      restore();
    }
  });

  it('the check is able to fail: a muted colour too light for a white page is a contrast violation inside the shadow roots', async () => {
    const {box, elements} = await show(everyLayout().replace(/<(site-[a-z]+) /g, '<$1 style="--site-color-muted: #b4b4b4" '));
    const {violations} = await axeWithContrast(box, elements);
    expect(violations.join('\n')).to.match(/^color-contrast: .*>>/);
  });
});

describe('themes: dark is dark, light is light', () => {
  const surface = (el: Element) => getComputedStyle(el).backgroundColor;
  const text = (el: Element) => getComputedStyle(el).color;

  it('theme="dark" on a light page: every element on a dark surface, its text light, its muted text and links readable', async () => {
    const {elements} = await show(everyLayout('theme="dark"') + singles('theme="dark"'));
    // (A field of the site is a word in the page's text, on no surface of its own.)
    for (const el of elements.filter((e) => !e.matches('site-info[field]'))) {
      expect(luminance(surface(el), `${label(el)}: its background`), `${label(el)}: its background`).to.be.below(0.05);
      expect(luminance(text(el), `${label(el)}: its text`), `${label(el)}: its text`).to.be.above(0.7);
    }
    for (const [el, muted] of having(elements, MUTED, mutedOf, 'muted text')) {
      expect(contrast(text(muted), surface(el)), `${label(el)}: ${muted.getAttribute('part')}`).to.be.at.least(4.5);
    }
    for (const [el, a] of having(elements, LINKED, (e) => e.shadowRoot!.querySelector('a[part~="link"]'), 'links')) {
      expect(contrast(text(a), surface(el)), `${label(el)}: its links`).to.be.at.least(4.5);
    }
  });

  it('a page with color-scheme: dark: the lists\u2019 text turns light without the attribute, muted text and links too', async () => {
    const restore = darkPage();
    try {
      const {elements} = await show(everyLayout());
      const page = getComputedStyle(document.documentElement).backgroundColor;
      expect(luminance(page), 'the page').to.be.below(0.05);
      for (const el of elements) {
        expect(rgba(surface(el))[3], `${label(el)}: no surface of its own`).to.equal(0);
        expect(luminance(text(el), `${label(el)}: its text`), `${label(el)}: its text`).to.be.above(0.7);
        const a = el.shadowRoot!.querySelector('a[part~="link"]')!;
        expect(contrast(text(a), page), `${label(el)}: its links`).to.be.at.least(4.5);
      }
      for (const [el, muted] of having(elements, MUTED, mutedOf, 'muted text')) {
        expect(contrast(text(muted), page), `${label(el)}: ${muted.getAttribute('part')}`).to.be.at.least(4.5);
      }
    } finally {
      restore();
    }
  });

  it('theme="light" in a dark page stays light; theme="dark" on the provider darkens every element inside', async () => {
    const restore = darkPage();
    try {
      const light = await show(everyLayout('theme="light"'));
      for (const el of light.elements) {
        expect(luminance(surface(el), `${label(el)}: its background`), `${label(el)}: its background`).to.be.above(0.9);
        expect(luminance(text(el), `${label(el)}: its text`), `${label(el)}: its text`).to.be.below(0.05);
        const a = el.shadowRoot!.querySelector('a[part~="link"]')!;
        expect(contrast(text(a), surface(el)), `${label(el)}: its links`).to.be.at.least(4.5);
      }
    } finally {
      restore();
    }
    const dark = await show(singles(), {provider: 'theme="dark"'});
    for (const el of dark.elements.filter((e) => !e.matches('site-info[field]'))) {
      expect(luminance(surface(el), `${label(el)}: its background`), `${label(el)}: its background`).to.be.below(0.05);
      expect(luminance(text(el), `${label(el)}: its text`), `${label(el)}: its text`).to.be.above(0.7);
    }
  });
});

describe('layouts: the shape of each', () => {
  /** The items of a list (a site-pages' top pages only), and their boxes. */
  const items = (el: Element) => parts(el, 'item').filter((li) => !li.parentElement!.matches('[part~="sublist"]'));
  const box = (e: Element) => e.getBoundingClientRect();
  const grids = LISTS.map(([tag, attrs]) => `<${tag} layout="grid" ${attrs}></${tag}>`).join('');

  it('grid: cards side by side in a wide box', async () => {
    const {elements} = await show(grids, {width: 1000});
    for (const el of elements) {
      const tops = items(el).map((li) => Math.round(box(li).top));
      expect(tops.length, `${label(el)}: items`).to.be.at.least(2);
      expect(tops[1], `${label(el)}: the second item beside the first`).to.equal(tops[0]);
      expect(box(items(el)[1]).left, label(el)).to.be.greaterThan(box(items(el)[0]).right);
    }
  });

  it('grid: one column in a narrow box (320 px)', async () => {
    const {elements} = await show(grids, {width: 320});
    for (const el of elements) {
      const boxes = items(el).map(box);
      for (let i = 1; i < boxes.length; i++) {
        expect(boxes[i].top, `${label(el)}: item ${i + 1} below the one before`).to.be.at.least(boxes[i - 1].bottom);
        expect(boxes[i].left, label(el)).to.be.closeTo(boxes[0].left, 0.5);
      }
      expect(boxes[0].width, `${label(el)}: as wide as the box`).to.be.closeTo(box(part(el, 'list')!).width, 0.5);
    }
  });

  it('compact events: one line each at desktop width (date, title, place and price on one row), no image', async () => {
    const {elements} = await show(`<site-events layout="compact" upcoming limit="8" href="/event.html?slug={slug}" style="font: 16px/1.5 sans-serif"></site-events>`, {width: 1100});
    const [el] = elements;
    const rows = items(el);
    expect(rows).to.have.length(8);
    for (const li of rows) {
      const [date, title, place, price] = ['date', 'title', 'location', 'tickets'].map((name) => li.querySelector(`[part~="${name}"]`));
      const name = `"${title!.textContent}"`;
      const [titleLine] = lines(title!);
      // (The demo's next eight events all have a place and tickets: only the livestream, months away, has neither.)
      expect([date, title, place, price].map((e) => !!e), `${name}: date, title, place and price`).to.deep.equal([true, true, true, true]);
      for (const field of [date!, title!, place!, price!]) {
        const fieldLines = lines(field);
        expect(fieldLines, `${name}: its ${field.getAttribute('part')} on one line`).to.have.length(1);
        expect(fieldLines[0], `${name}: its ${field.getAttribute('part')} on the title\u2019s line`).to.be.closeTo(titleLine, 6);
      }
      expect(box(date!).right, `${name}: the date first`).to.be.at.most(box(title!).left);
      expect(box(place!).left, `${name}: the place after the title`).to.be.at.least(box(title!).right);
      expect(box(li).height, `${name}: a line and its padding`).to.be.below(45);
    }
    expect(parts(el, 'image').filter((img) => img.checkVisibility())).to.deep.equal([]);
  });

  it('compact news, products and profiles: no image, an item a line', async () => {
    const markup = ['site-news', 'site-products', 'site-profiles'].map((tag) => `<${tag} limit="4"></${tag}><${tag} layout="compact" limit="4"></${tag}>`).join('');
    const {elements} = await show(markup, {width: 1100});
    for (const [plain, compact] of [elements.slice(0, 2), elements.slice(2, 4), elements.slice(4, 6)]) {
      expect(parts(plain, 'image').filter((img) => img.checkVisibility()).length, `${label(plain)}: images`).to.be.greaterThan(0);
      expect(parts(compact, 'image').filter((img) => img.checkVisibility()), `${label(compact)}: images`).to.deep.equal([]);
      for (const li of items(compact)) expect(box(li).height, `${label(compact)}: an item`).to.be.below(50);
    }
  });

  it('list products and profiles: one a row, the image at the item\u2019s start, left of the title', async () => {
    const {elements} = await show('<site-products layout="list" limit="4"></site-products><site-profiles layout="list" limit="4"></site-profiles>', {width: 800});
    for (const el of elements) {
      const rows = items(el);
      expect(rows.length, label(el)).to.be.at.least(2);
      for (let i = 1; i < rows.length; i++) expect(box(rows[i]).top, `${label(el)}: one a row`).to.be.at.least(box(rows[i - 1]).bottom - 0.5);
      expect(parts(el, 'image').length, `${label(el)}: images`).to.be.at.least(2);
      for (const li of rows) {
        const img = li.querySelector('[part~="image"]');
        const title = li.querySelector('[part~="title"], [part~="name"]')!;
        // (The demo's first four products and profiles all have an image.)
        expect(img, `${label(el)}: "${title.textContent}" has its image`).to.exist;
        const [i, t, row] = [box(img!), box(title), box(li)];
        expect(i.left, `${label(el)}: the image at the start`).to.be.closeTo(row.left, 0.5);
        expect(i.right, `${label(el)}: the image left of the title`).to.be.at.most(t.left);
        expect(t.top, `${label(el)}: the title beside the image`).to.be.below(i.bottom);
      }
    }
  });
});

describe('the accent: --site-color-accent restyles every layout, and text on it stays readable', () => {
  const ACCENT = '#0f766e';

  /** `--site-color-accent` on the page's root while `run` runs. */
  async function withAccent(accent: string, run: () => Promise<void>): Promise<void> {
    document.documentElement.style.setProperty('--site-color-accent', accent);
    try {
      await run();
    } finally {
      document.documentElement.style.removeProperty('--site-color-accent');
    }
  }

  for (const theme of ['', 'theme="dark"']) {
    it(`the title links and the "more" button take the page\u2019s accent${theme ? `, ${theme}` : ''}`, async () => {
      await withAccent(ACCENT, async () => {
        const {elements} = await show(everyLayout(theme));
        for (const el of elements) {
          const links = parts(el, 'link');
          expect(links.length, `${label(el)}: links`).to.be.greaterThan(0);
          for (const a of links.slice(0, 3)) expect(sameColor(getComputedStyle(a).color, ACCENT), `${label(el)}: ${a.textContent} is ${getComputedStyle(a).color}`).to.be.true;
        }
        for (const [el, more] of having(elements, PAGED, (e) => part(e, 'more'), 'a "more" button')) {
          expect(sameColor(getComputedStyle(more).color, ACCENT), `${label(el)}: "more"`).to.be.true;
        }
      });
    });
  }

  for (const accent of ['#fde68a', '#1e3a8a']) {
    for (const theme of ['', 'theme="dark"']) {
      it(`text on the accent ${accent}${theme ? `, ${theme}` : ''}: buy, ticket, pressed chip and year, selected day all at 4.5:1 or more`, async () => {
        await withAccent(accent, async () => {
          const {elements} = await show(
            `<site-product slug="${DEMO_FACTS.multiVariantProduct}" ${theme}></site-product><site-event slug="${DEMO_FACTS.jsonLdEvent}" ${theme}></site-event><site-tags for="filtered" ${theme}></site-tags><site-news-archive for="filtered" ${theme}></site-news-archive><site-news id="filtered" limit="1" ${theme}></site-news><site-event-calendar ${theme}></site-event-calendar>`,
          );
          const [product, event, tags, archive, , calendar] = elements;
          // A day with events: this month's, else a later month's (each month shown once loaded).
          for (let i = 0; i < 3 && !part(calendar, 'has-events'); i++) {
            part(calendar, 'next')!.click();
            await calendar.updateComplete;
            await settled(calendar);
          }
          part(calendar, 'has-events')!.click();
          await waitUntil(() => part(calendar, 'selected'), 'no day selected');
          const onAccent = [part(product, 'buy'), ...parts(event, 'ticket-link'), tags.shadowRoot!.querySelector('[part~="chip"][aria-pressed="true"]'), part(archive, 'pressed'), part(calendar, 'selected')];
          expect(onAccent.filter((e) => !e).length, 'each is there').to.equal(0);
          for (const e of onAccent as HTMLElement[]) {
            const style = getComputedStyle(e);
            expect(sameColor(style.backgroundColor, accent), `${e.getAttribute('part')}: on the accent`).to.be.true;
            expect(contrast(style.color, style.backgroundColor), `${e.getAttribute('part')}: ${style.color} on ${style.backgroundColor}`).to.be.at.least(4.5);
          }
        });
      });
    }
  }
});

describe('layouts: nothing moves while they load', () => {
  for (const width of [390, 1100]) {
    it(`at ${width} px: the space before the script \u2265 the content, for every layout; what it does not fill given back but one item, only what follows moving`, async () => {
      const height = width < 800 ? 24000 : 16000;
      // Drawn scaled down to fit this window: the whole page in view (the elements keep their height while in view).
      const frame = await loadFrame('/test/fixtures/themes/layouts.html', width, height);
      const scale = Math.min(1, innerWidth / width, innerHeight / height);
      Object.assign(frame.style, {position: 'fixed', top: '0', left: '0', border: '0', transformOrigin: '0 0', transform: `scale(${scale})`});
      try {
        const win = frame.contentWindow! as Window & {go(): void};
        const doc = frame.contentDocument!;
        const elements = kitElements(doc);
        const name = (el: Element) => el.previousElementSibling!.textContent!;
        expect(elements.filter((el) => win.customElements.get(el.localName)), 'nothing defined before the script').to.deep.equal([]);
        const reserved = elements.map((el) => el.getBoundingClientRect().height);
        win.go();
        await waitUntil(() => elements.every(done), 'the page did not load', {timeout: 10000});
        expect(doc.documentElement.scrollHeight, 'the whole page in the frame').to.be.at.most(height);
        const loading = () => elements.flatMap((el) => [...el.shadowRoot!.querySelectorAll('img')].filter((img) => img.checkVisibility() && !img.complete).map((img) => `${name(el)}: ${img.src}`));
        await waitUntil(() => !loading().length, `images still loading: ${loading().join(', ')}`).catch(() => expect(loading(), 'images still loading').to.deep.equal([]));
        for (let i = 0; i < 3; i++) await new Promise((resolve) => win.requestAnimationFrame(resolve));
        const {cls, moved} = await layoutShifts(win);
        const shown = elements.map((el) => el.getBoundingClientRect().height);
        // An element gives back what its content does not fill but one item (the first item's height, or its content's own
        // where it has none): all is in view here.
        const slack = elements.map((el) => (el.shadowRoot!.querySelector('[part~=item]') ?? el).getBoundingClientRect().height);
        const gaveBack = elements.filter((_, i) => shown[i] < reserved[i] - 1).map((el) => el.getBoundingClientRect().top);
        elements.forEach((el) => el.style.removeProperty('--_kept'));
        const content = elements.map((el) => el.getBoundingClientRect().height);
        slack.forEach((height, i) => elements[i].shadowRoot!.querySelector('[part~=item]') || (slack[i] = content[i]));
        const report = elements.map((el, i) => `${name(el)}: before ${reserved[i].toFixed(1)}, content ${content[i].toFixed(1)}, one item ${slack[i].toFixed(1)}, shown ${shown[i].toFixed(1)}`);
        const wrong = report.filter((_, i) => !(content[i] <= reserved[i] + 0.5 && Math.abs(shown[i] - Math.max(content[i], Math.min(reserved[i], content[i] + slack[i]))) <= 1.5));
        expect(wrong, `every layout:\n${report.join('\n')}`).to.deep.equal([]);
        // Nothing moved but what followed an element that gave space back, and only up.
        const first = Math.min(...gaveBack);
        const wrongMoves = moved.filter((move) => {
          const [from, to] = /(-?\d+)\+\d+ -> (-?\d+)\+/.exec(move)!.slice(1).map(Number);
          return !(to < from && from > first);
        });
        expect(wrongMoves, `what moved (after an element that gave space back at ${first} px: fine)`).to.deep.equal([]);
        if (!gaveBack.length) expect(cls).to.equal(0);
      } finally {
        frame.remove();
      }
    });
  }
});
