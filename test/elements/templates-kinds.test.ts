/**
 * Item templates for every element kind that takes one: each element
 * rendered from a designer's template gives, field by field, what the same
 * element shows without one (both in one provider of the demo site, so
 * from the same answers), and as many items.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/index.js';
import type {SiteSearch} from '../../src/elements/site-search/site-search.js';
import {localized} from '../../src/api/client.js';
import {compile, stampItem, type Fields} from '../../src/template/bind.js';
import {searchFields} from '../../src/template/fields/search.js';
import {DEMO_FACTS} from '../../demo/api/data.js';
import {DATA_ELEMENTS, TOKEN, apiGet, recordPageFetches, unique} from '../helpers/api.js';
import {captureConsole, mount, part, parts, settled} from '../helpers/dom.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan} from '../helpers/signals.js';

const api = <T>(path: string, siteKey = 'demo') => apiGet<T>(path, siteKey);

/** Warnings said while a test runs: none may name an unknown field or a binding the template may not set. */
let warnings: ReturnType<typeof captureConsole>;
beforeEach(() => (warnings = captureConsole('warn')));
afterEach(() => {
  warnings.restore();
  expect(warnings.messages.filter((m) => /unknown field|may not set|takes no <template>/.test(m))).to.deep.equal([]);
});

/**
 * The same element twice in one provider: as it shows itself, and with the
 * designer's `template`; resolves once both have settled.
 */
async function both<T extends Element = HTMLElement>(tag: string, attrs: string, template: string, {siteKey = 'demo', provider = ''} = {}): Promise<{own: T; designed: T}> {
  const wrapper = mount(
    `<div><site-content-provider site-key="${siteKey}" token="${TOKEN}" ${provider}><${tag} ${attrs}></${tag}><${tag} ${attrs}><template>${template}</template></${tag}></site-content-provider></div>`,
  );
  const [own, designed] = [...wrapper.querySelectorAll(tag)] as unknown as T[];
  await settled(own);
  await settled(designed);
  return {own, designed};
}

/** The items rendered from the template: the element's light-DOM children that match `selector`. */
const items = (el: Element, selector: string) => [...el.querySelectorAll<HTMLElement>(`:scope > ${selector}`)];
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
const attr = (el: Element | null | undefined, name: string) => el?.getAttribute(name) ?? null;
/** A link's own text, without a hidden "opens in a new tab" note. */
const linkText = (a: Element) => [...a.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim();
const field = (el: Element, name: string, format?: string) => el.querySelector(`site-field[name="${name}"]${format ? `[format="${format}"]` : ''}`);
/** The element names of a body, in document order. */
const shape = (el: Element) => [...el.querySelectorAll('*')].map((e) => e.localName);

/** A detail element's `content` field holds the body the element itself shows: same text, same elements, sanitized. */
async function sameBody(designed: Element, own: Element) {
  const filled = field(designed, 'content')!;
  const body = part(own, 'content')!;
  await waitUntil(() => filled.childElementCount > 0 && body.childElementCount > 0, 'no body');
  expect(text(filled)).to.equal(text(body));
  expect(shape(filled)).to.deep.equal(shape(body));
  expect(filled.querySelector('script, style, iframe[srcdoc], object, embed')).to.equal(null);
  for (const node of filled.querySelectorAll('*')) for (const a of node.attributes) expect(a.name.startsWith('on'), a.name).to.be.false;
}

describe('item templates, every element kind', () => {
  /** The data elements that take no item template, and why. */
  const NO_TEMPLATE: Record<string, string> = {'site-event-calendar': 'a grid of days, not a list of records: nothing to template'};

  it('has a test, or a reason, for every data element', function () {
    const tested = this.test!.parent!.tests.map((t) => /^<(site-[a-z-]+)/.exec(t.title)?.[1]).filter(Boolean) as string[];
    expect([...new Set([...tested, ...Object.keys(NO_TEMPLATE)])].sort()).to.deep.equal(DATA_ELEMENTS);
  });

  it('<site-events>: title, url, date, where, price', async () => {
    const {own, designed} = await both(
      'site-events',
      'limit="6" href="/event.html?slug={slug}"',
      `<article class="card"><h3><a data-site-href="url"><site-field name="title"></site-field></a></h3><p><time data-site-datetime="date"><site-field name="date"></site-field></time></p><p class="where" data-site-if="where"><site-field name="where"></site-field></p><p class="price" data-site-if="price"><site-field name="price"></site-field></p><span class="badge" data-site-if="cancelled">x</span></article>`,
    );
    const mine = items(designed, '.card');
    const theirs = parts(own, 'item');
    expect(mine).to.have.length(theirs.length).and.length.greaterThan(0);
    mine.forEach((card, i) => {
      const li = theirs[i];
      expect(text(field(card, 'title'))).to.equal(text(li.querySelector('[part~="title"]')));
      expect(attr(card.querySelector('a'), 'href')).to.equal(attr(li.querySelector('[part~="link"]'), 'href'));
      expect(text(card.querySelector('time'))).to.equal(text(li.querySelector('[part="date"] time')));
      expect(attr(card.querySelector('time'), 'datetime')).to.equal(attr(li.querySelector('[part="date"] time'), 'datetime'));
      expect(text(card.querySelector('.where'))).to.equal(text(li.querySelector('[part="location"]')));
      expect(text(card.querySelector('.price'))).to.equal(text(li.querySelector('[part="tickets"]')));
      expect(!!card.querySelector('.badge')).to.equal(!!li.querySelector('[part="badge"]'));
    });
  });

  it('<site-event>: title, date and the sanitized body', async () => {
    const {own, designed} = await both(
      'site-event',
      `slug="${DEMO_FACTS.festival}"`,
      `<article class="event"><h1><site-field name="title"></site-field></h1><p class="when"><site-field name="date"></site-field></p><p class="price"><site-field name="price"></site-field></p><div class="body"><site-field name="content"></site-field></div></article>`,
    );
    const card = items(designed, '.event');
    expect(card).to.have.length(1);
    expect(part(designed, 'event')).to.equal(null);
    expect(text(field(card[0], 'title'))).to.equal(text(part(own, 'title')));
    expect(text(field(card[0], 'date'))).to.equal(text(part(own, 'date')));
    await sameBody(designed, own);
  });

  it('<site-products>: title, url, price, author, image', async () => {
    const {own, designed} = await both(
      'site-products',
      'limit="8" href="/product.html?slug={slug}"',
      `<li class="product"><img data-site-src="image" data-site-if="image"><a data-site-href="url"><site-field name="title"></site-field></a><p class="author" data-site-if="author"><site-field name="author"></site-field></p><p class="price" data-site-if="price"><site-field name="price"></site-field></p></li>`,
    );
    const mine = items(designed, '.product');
    const theirs = parts(own, 'item');
    expect(mine).to.have.length(theirs.length).and.length.greaterThan(0);
    // An `<li>` template: the element keeps its list around the slotted items.
    expect(part(designed, 'list')!.localName).to.equal('ul');
    mine.forEach((li, i) => {
      const shown = theirs[i];
      expect(text(field(li, 'title'))).to.equal(text(shown.querySelector('[part~="title"]')));
      expect(attr(li.querySelector('a'), 'href')).to.equal(attr(shown.querySelector('[part~="link"]'), 'href'));
      expect(text(li.querySelector('.author'))).to.equal(text(shown.querySelector('[part="author"]')));
      expect(text(li.querySelector('.price'))).to.equal(text(shown.querySelector('[part="price"]')));
      // (The demo's first eight products all have an image.)
      const img = shown.querySelector('img[part~="image"]');
      expect(img, `${text(field(li, 'title'))}: the element shows an image`).to.exist;
      for (const name of ['src', 'width', 'height', 'alt']) expect(attr(li.querySelector('img'), name), name).to.equal(attr(img, name));
    });
  });

  it('<site-product>: title, price and the sanitized body', async () => {
    const {own, designed} = await both(
      'site-product',
      `slug="${DEMO_FACTS.multiVariantProduct}"`,
      `<article class="product"><h1><site-field name="title"></site-field></h1><p class="price"><site-field name="price"></site-field></p><site-field name="content"></site-field></article>`,
    );
    const card = items(designed, '.product');
    expect(card).to.have.length(1);
    expect(text(field(card[0], 'title'))).to.equal(text(part(own, 'title')));
    await sameBody(designed, own);
  });

  it('<site-news>: title, url, date, excerpt, image', async () => {
    const {own, designed} = await both(
      'site-news',
      'limit="6" href="/post.html?slug={slug}"',
      `<article class="post"><h3><a data-site-href="url"><site-field name="title"></site-field></a></h3><time data-site-datetime="date" data-site-if="date"><site-field name="date"></site-field></time><p class="excerpt" data-site-if="excerpt"><site-field name="excerpt"></site-field></p><img data-site-src="image" data-site-if="image"></article>`,
    );
    const {records} = await api<{records: {slug: string}[]}>('/news?limit=6&page=0');
    const mine = items(designed, '.post');
    const theirs = parts(own, 'item');
    expect(mine).to.have.length(records.length).and.length(theirs.length);
    mine.forEach((post, i) => {
      const shown = theirs[i];
      expect(text(field(post, 'title'))).to.equal(text(shown.querySelector('[part~="title"]')));
      expect(attr(post.querySelector('a'), 'href')).to.equal(`/post.html?slug=${encodeURIComponent(records[i].slug)}`);
      expect(attr(post.querySelector('a'), 'href')).to.equal(attr(shown.querySelector('[part~="link"]'), 'href'));
      expect(text(post.querySelector('time'))).to.equal(text(shown.querySelector('[part="date"] time')));
      expect(attr(post.querySelector('time'), 'datetime')).to.equal(attr(shown.querySelector('[part="date"] time'), 'datetime'));
      expect(text(post.querySelector('.excerpt'))).to.equal(text(shown.querySelector('[part="excerpt"]')));
      expect(attr(post.querySelector('img'), 'src')).to.equal(attr(shown.querySelector('img[part~="image"]'), 'src'));
    });
  });

  it('<site-news-post>: title, date, tags, artists and the sanitized body', async () => {
    const [first] = (await api<{records: {slug: string}[]}>('/news?limit=1&page=0')).records;
    const {own, designed} = await both(
      'site-news-post',
      `slug="${first.slug}"`,
      `<article class="post"><h1><site-field name="title"></site-field></h1><time data-site-datetime="date"><site-field name="date"></site-field></time><p class="tags"><site-field name="tags"></site-field></p><p class="artists"><site-field name="artists"></site-field></p><site-field name="content"></site-field></article>`,
    );
    const post = items(designed, '.post');
    expect(post).to.have.length(1);
    expect(text(field(post[0], 'title'))).to.equal(text(part(own, 'title')));
    expect(text(post[0].querySelector('time'))).to.equal(text(part(own, 'date')));
    expect(attr(post[0].querySelector('time'), 'datetime')).to.equal(attr(part(own, 'date'), 'datetime'));
    expect(text(post[0].querySelector('.tags'))).to.equal(parts(own, 'tag').map(text).join(', ') || '');
    expect(text(post[0].querySelector('.artists'))).to.equal(text(part(own, 'artists')) ?? '');
    await sameBody(designed, own);
  });

  it('<site-news-post>: the hostile site\u2019s body is sanitized in the template, no script runs', async () => {
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const [first] = (await api<{records: {slug: string}[]}>('/news?limit=1&page=0', 'hostile')).records;
    const {own, designed} = await both('site-news-post', `slug="${first.slug}"`, `<article class="post"><h1><site-field name="title"></site-field></h1><site-field name="content"></site-field></article>`, {siteKey: 'hostile'});
    await sameBody(designed, own);
    const body = field(designed, 'content')!;
    expectSafeAttributes(body, ['href']);
    // The title is text: its markup shows as characters.
    expect(field(designed, 'title')!.childElementCount).to.equal(0);
    // A broken image's inline handler, added now, has run: one the body let through would have too.
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
  });

  it('<site-pages>: every page in navigation order, with its depth, link, current and new-tab state', async () => {
    const {own, designed} = await both(
      'site-pages',
      'current="team" href="/page.html?slug={slug}"',
      `<li class="pg" data-site-data-depth="depth" data-site-data-parent="parent"><a data-site-href="url" data-site-aria-current="current"><site-field name="title"></site-field></a><span class="new-tab" data-site-if="new-tab"> (new tab)</span></li>`,
    );
    const mine = items(designed, '.pg');
    // The element's links in document order (a LINK page without a safe URL is a span).
    const theirs = [...own.shadowRoot!.querySelectorAll<HTMLElement>('[part~="link"]')];
    expect(mine).to.have.length(theirs.length).and.length(DEMO_FACTS.pageCount);
    mine.forEach((li, i) => {
      const shown = theirs[i];
      expect(text(field(li, 'title'))).to.equal(linkText(shown));
      expect(attr(li.querySelector('a'), 'href')).to.equal(attr(shown, 'href'));
      expect(attr(li.querySelector('a'), 'aria-current')).to.equal(attr(shown, 'aria-current'));
      expect(!!li.querySelector('.new-tab')).to.equal(attr(shown, 'target') === '_blank');
      // Depth: how many lists the element nests the link in, less one.
      let depth = -1;
      for (let n: Element | null = shown; n; n = n.parentElement) if (n.localName === 'ul') depth++;
      expect(li.dataset.depth).to.equal(String(depth));
      const parentLi = shown.closest('li')!.parentElement!.closest('li');
      expect(li.dataset.parent ?? null).to.equal(parentLi ? linkText(parentLi.querySelector(':scope > [part~="link"]')!) : null);
    });
    expect(mine.filter((li) => li.querySelector('[aria-current="page"]')).map((li) => text(li))).to.deep.equal(['Team']);
    expect(part(designed, 'list')!.localName).to.equal('ul');
  });

  it('<site-page>: title, date and the sanitized body; a LINK page\u2019s link', async () => {
    const tpl = `<article class="page"><h1><site-field name="title"></site-field></h1><site-field name="content"></site-field><a class="out" data-site-if="link" data-site-href="link"><site-field name="link-text"></site-field><em class="tab" data-site-if="new-tab"> (new tab)</em></a></article>`;
    const {own, designed} = await both('site-page', 'slug="about"', tpl);
    const page = items(designed, '.page');
    expect(page).to.have.length(1);
    expect(text(field(page[0], 'title'))).to.equal(text(part(own, 'title')));
    expect(page[0].querySelector('.out')).to.equal(null);
    expect(page[0].querySelector('.tab')).to.equal(null);
    await sameBody(designed, own);

    const link = await both('site-page', `slug="${DEMO_FACTS.linkPage}"`, tpl);
    const out = link.designed.querySelector('.out')!;
    const ownLink = part(link.own, 'link')!;
    expect(attr(out, 'href')).to.equal(attr(ownLink, 'href'));
    // The words the element shows (its "(opens in a new tab)" is for screen readers, a template's to say).
    const visible = ownLink.cloneNode(true) as HTMLElement;
    visible.querySelector('.visually-hidden')?.remove();
    expect(text(out).replace(' (new tab)', '')).to.equal(text(visible));
    // `new-tab` where the element opens the link in a new tab (the demo's LINK page does).
    expect(ownLink.getAttribute('target')).to.equal('_blank');
    expect(link.designed.querySelector('.tab')).to.exist;
  });

  it('<site-profiles>: title, url, summary, image', async () => {
    const {own, designed} = await both(
      'site-profiles',
      'limit="8" href="/artist.html?slug={slug}"',
      `<div class="artist"><img data-site-src="image" data-site-if="image"><h3><a data-site-href="url"><site-field name="title"></site-field></a></h3><p class="summary" data-site-if="summary"><site-field name="summary"></site-field></p></div>`,
    );
    const mine = items(designed, '.artist');
    const theirs = parts(own, 'item');
    expect(mine).to.have.length(theirs.length).and.length.greaterThan(0);
    // Not an `<li>` template: no list around the items.
    expect(part(designed, 'list')).to.equal(null);
    mine.forEach((card, i) => {
      const shown = theirs[i];
      expect(text(field(card, 'title'))).to.equal(text(shown.querySelector('[part~="name"]')));
      expect(attr(card.querySelector('a'), 'href')).to.equal(attr(shown.querySelector('[part~="link"]'), 'href'));
      expect(text(card.querySelector('.summary'))).to.equal(text(shown.querySelector('[part="summary"]')));
      expect(attr(card.querySelector('img'), 'src')).to.equal(attr(shown.querySelector('img[part~="image"]'), 'src'));
    });
  });

  it('<site-profile>: title, summary, tags and the sanitized biography', async () => {
    const {own, designed} = await both(
      'site-profile',
      'slug="clara-weiss"',
      `<article class="profile"><h1><site-field name="title"></site-field></h1><p class="summary"><site-field name="summary"></site-field></p><p class="tags"><site-field name="tags"></site-field></p><site-field name="content"></site-field></article>`,
    );
    const profile = items(designed, '.profile');
    expect(profile).to.have.length(1);
    expect(text(field(profile[0], 'title'))).to.equal(text(part(own, 'name')));
    expect(text(profile[0].querySelector('.summary'))).to.equal(text(part(own, 'summary')));
    expect(text(profile[0].querySelector('.tags'))).to.equal(parts(own, 'tag').map(text).join(', '));
    await sameBody(designed, own);
  });

  it('<site-profile with="events products">: with a template, asks for no section it does not show', async () => {
    const fetches = recordPageFetches();
    try {
      const el = mount(
        `<site-content-provider site-key="${unique('demo')}" token="${TOKEN}"><site-profile slug="clara-weiss" with="events products"><template><h1><site-field name="title"></site-field></h1></template></site-profile></site-content-provider>`,
      ).querySelector('site-profile')!;
      await settled(el);
      await waitUntil(() => el.querySelector('h1')?.textContent?.trim(), 'no title stamped');
      const asked = fetches.calls.map((c) => new URL(c.url).pathname);
      expect(asked.some((p) => p.endsWith('/profiles/clara-weiss')), asked.join(', ')).to.be.true;
      expect(asked.filter((p) => /\/profiles\/clara-weiss\/(events|products)$/.test(p)), 'section requests').to.deep.equal([]);
    } finally {
      fetches.restore();
    }
  });

  it('<site-tags>: every tag, in the element\u2019s order, with its id, url and parent', async () => {
    const {own, designed} = await both(
      'site-tags',
      'href="/events.html?tag={id}&t={title}"',
      `<li class="tag" data-site-data-id="id" data-site-data-parent="parent"><a data-site-if="url" data-site-href="url"><site-field name="title"></site-field></a><span data-site-if="!url"><site-field name="title"></site-field></span></li>`,
    );
    const {records} = await api<{records: {id: string; title: string}[]}>('/tags?limit=100&page=0');
    const mine = items(designed, '.tag');
    const theirs = [...own.shadowRoot!.querySelectorAll<HTMLElement>('[part~="item"] > a, [part~="item"] > span')];
    expect(mine).to.have.length(theirs.length).and.length(DEMO_FACTS.tagCount);
    mine.forEach((li, i) => {
      const shown = theirs[i];
      expect(text(field(li, 'title'))).to.equal(text(shown));
      expect(attr(li.querySelector('a'), 'href')).to.equal(attr(shown, 'href'));
      expect(li.dataset.id).to.equal(records.find((r) => r.title === text(shown))!.id);
      const under = shown.closest('[part~="sublist"]');
      expect(li.dataset.parent ?? null).to.equal(under ? text(under.parentElement!.querySelector(':scope > a, :scope > span')) : null);
    });
    expect(mine.some((li) => li.dataset.parent)).to.be.true;
  });

  it('<site-tags for>: its filter buttons stay its own, said once', async () => {
    const wrapper = mount(
      `<div><site-content-provider site-key="demo" token="${TOKEN}"><site-tags for="kinds-news"><template><p class="tag"><site-field name="title"></site-field></p></template></site-tags><site-news id="kinds-news" limit="2"></site-news></site-content-provider></div>`,
    );
    const el = wrapper.querySelector('site-tags')!;
    await settled(el);
    expect(items(el, '.tag')).to.have.length(0);
    expect(parts(el, 'chip').length).to.equal(DEMO_FACTS.tagCount + 1);
    expect(warnings.messages.filter((m) => m.includes('<site-tags for="kinds-news">'))).to.have.length(1);
    // Without `for`, the template is used.
    el.removeAttribute('for');
    await waitUntil(() => items(el, '.tag').length === DEMO_FACTS.tagCount, 'the template is not used without for');
    expect(parts(el, 'chip')).to.have.length(0);
  });

  it('<site-news-archive>: each year, then its months, with label, datetime and url', async () => {
    const {own, designed} = await both(
      'site-news-archive',
      'href="/news.html?year={year}&month={month}" year-href="/news.html?year={year}"',
      `<li class="entry" data-site-data-datetime="datetime"><a data-site-href="url" data-site-aria-label="label"><site-field name="month" data-site-if="month"></site-field><site-field name="year" data-site-if="!month"></site-field></a></li>`,
    );
    const mine = items(designed, '.entry');
    const theirs = [...own.shadowRoot!.querySelectorAll<HTMLElement>('[part~="year-link"], [part~="month-link"]')];
    expect(mine).to.have.length(theirs.length).and.length.greaterThan(1);
    expect(new Set(theirs.map((e) => (e.matches('[part~="month-link"]') ? 'month' : 'year'))), 'both kinds of link').to.deep.equal(new Set(['year', 'month']));
    mine.forEach((li, i) => {
      const shown = theirs[i];
      const a = li.querySelector('a')!;
      expect(text(a)).to.equal(text(shown));
      expect(attr(a, 'href')).to.equal(attr(shown, 'href'));
      if (shown.matches('[part~="month-link"]')) {
        expect(li.dataset.datetime).to.equal(attr(shown.querySelector('time'), 'datetime'));
        expect(attr(a, 'aria-label')).to.equal(attr(shown, 'aria-label'));
      } else {
        expect(li.dataset.datetime).to.equal(text(shown));
      }
    });
  });

  it('<site-search>: each result\u2019s fields give what the element shows (title and excerpt marked, kind, url)', async () => {
    const wrapper = mount(
      `<div><site-content-provider site-key="demo" token="${TOKEN}"><site-search no-url debounce="0" href-event="/event.html?slug={slug}" href-profile="/artist.html?slug={slug}"></site-search></site-content-provider></div>`,
    );
    const el = wrapper.querySelector('site-search') as SiteSearch;
    await el.updateComplete;
    el.shadowRoot!.querySelector('input')!.focus();
    await sendKeys({type: 'clara'});
    const options = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')];
    await waitUntil(() => el.task.value?.q === 'clara' && options().length > 0, 'no results');
    await el.updateComplete;
    const template = Object.assign(document.createElement('template'), {
      innerHTML: `<a class="hit" data-site-href="url" data-site-data-type="type"><span class="kind"><site-field name="kind"></site-field></span><span class="title"><site-field name="title" format="marked"></site-field></span><span class="excerpt" data-site-if="excerpt"><site-field name="excerpt" format="marked"></site-field></span></a>`,
    });
    const fields = searchFields as Fields<unknown, unknown>;
    const compiled = compile(template, fields as Fields<never, never>, 'site-search');
    const hits = (el.task.value as unknown as {items: {type: string; record: {slug: string}}[]}).items;
    const shown = options();
    expect(hits).to.have.length(shown.length);
    const words = {event: 'Events', page: 'Pages', profile: 'Profiles', product: 'Products'} as Record<string, string>;
    hits.forEach((hit, i) => {
      const hitEl = stampItem<unknown, unknown>(compiled, hit, el, fields).firstElementChild as HTMLElement;
      const option = shown[i];
      expect(text(hitEl.querySelector('.title'))).to.equal(text(option.querySelector('[part="title"]')));
      expect([...hitEl.querySelectorAll('.title mark')].map(text)).to.deep.equal([...option.querySelectorAll('[part="title"] mark')].map(text));
      expect(text(hitEl.querySelector('.excerpt'))).to.equal(text(option.querySelector('[part="excerpt"]')));
      expect([...hitEl.querySelectorAll('.excerpt mark')].map(text)).to.deep.equal([...option.querySelectorAll('[part="excerpt"] mark')].map(text));
      expect(attr(hitEl, 'href')).to.equal(option.localName === 'a' ? attr(option, 'href') : null);
      expect(hitEl.dataset.type).to.equal(hit.type);
      expect(text(hitEl.querySelector('.kind'))).to.equal(words[hit.type]);
      expect(localized(hit.record, 'title', 'en', 'en') ?? hit.record.slug).to.equal(text(hitEl.querySelector('.title')));
    });
    expect(new Set(hits.map((h) => h.type)).size).to.be.greaterThan(1);
  });

  for (const locale of ['en', 'de']) {
    it(`<site-info>: name, description, logo, url (${locale})`, async () => {
      const {own, designed} = await both(
        'site-info',
        '',
        `<div class="site"><img data-site-src="logo" data-site-if="logo" alt=""><p class="name"><site-field name="name"></site-field></p><p class="description"><site-field name="description"></site-field></p><a class="home" data-site-if="url" data-site-href="url">Home</a></div>`,
        {provider: `locale="${locale}"`},
      );
      const site = items(designed, '.site');
      expect(site).to.have.length(1);
      expect(text(site[0].querySelector('.name'))).to.equal(text(part(own, 'name')));
      expect(text(site[0].querySelector('.description'))).to.equal(text(part(own, 'description')));
      expect(attr(site[0].querySelector('img'), 'src')).to.equal(attr(part(own, 'logo'), 'src'));
      const answer = await api<{settings?: {publicSite?: {baseUrl?: string}}}>('/site');
      expect(attr(site[0].querySelector('a'), 'href')).to.equal(answer.settings?.publicSite?.baseUrl ?? null);
    });
  }
});
