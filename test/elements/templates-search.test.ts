/**
 * `<site-search>` with a designer's `<template>` (issue 14): each result is
 * rendered from it in the element's light DOM and shown, through a named
 * slot, inside its option, which stays in the shadow root beside the input
 * (role, id, aria-activedescendant, the arrow keys and Enter, the link or
 * site-select, "more", the dialog).
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {a11ySnapshot, findAccessibilityNode, sendKeys} from '@web/test-runner-commands';
import '../../src/index.js';
import type {SiteSearch} from '../../src/elements/site-search/site-search.js';
import {localized, type SearchSiteResults} from '../../src/api/client.js';
import {plainText} from '../../src/render/text.js';
import type {SiteSelectEvent} from '../../src/events/site-events.js';
import {apiGet, unique} from '../helpers/api.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan} from '../helpers/signals.js';
import {captureConsole, mountInProvider, part, parts} from '../helpers/dom.js';

/** A designer's result: a link around the marked title (the option is the link: this one loses its href), the marked excerpt, the type for CSS. */
const TEMPLATE = `<div class="hit" data-site-data-type="type" data-site-data-slug="slug"><a class="title" data-site-href="url"><site-field name="title" format="marked"></site-field></a><p class="excerpt" data-site-if="excerpt"><site-field name="excerpt" format="marked"></site-field></p></div>`;

/** Warnings said while a test runs: none may name an unknown field or a binding the template may not set. */
let warnings: ReturnType<typeof captureConsole>;
beforeEach(() => (warnings = captureConsole('warn')));
afterEach(() => {
  warnings.restore();
  expect(warnings.messages.filter((m) => /unknown field|may not set|takes no <template>/.test(m))).to.deep.equal([]);
});

const initialUrl = location.href;
afterEach(() => history.replaceState(history.state, '', initialUrl));

const mountSearch = (attrs: string, template = TEMPLATE, siteKey = 'demo') =>
  mountInProvider<SiteSearch>(`<site-search ${attrs}>${template === '' ? '' : `<template>${template}</template>`}</site-search>`, {siteKey});

const input = (el: SiteSearch) => el.shadowRoot!.querySelector('input')!;
const options = (el: SiteSearch) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')];
const active = (el: SiteSearch) => input(el).getAttribute('aria-activedescendant');
const hits = (el: Element) => [...el.querySelectorAll<HTMLElement>(':scope > .hit')];
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
/** The light-DOM elements an option shows: those assigned to the slot it holds. */
const shownIn = (option: Element) => [...option.querySelectorAll('slot')].flatMap((s) => s.assignedElements());

async function type(el: SiteSearch, words: string) {
  await el.updateComplete;
  input(el).focus();
  await sendKeys({type: words});
}

/** Waits until the results of `q` are shown, each option holding one result of the template. */
async function results(el: SiteSearch, q: string) {
  await waitUntil(
    () => el.task.value?.q === q && options(el).length > 0 && input(el).getAttribute('aria-expanded') === 'true' && options(el).every((o) => shownIn(o).length === 1),
    `no templated results shown for "${q}"`,
    {timeout: 8000},
  );
  await el.updateComplete;
}

/** The demo API's grouped answer, flattened in the element's order: type, slug, title and excerpt as the element shows them. */
async function api(q: string, siteKey = 'demo') {
  const body = await apiGet<SearchSiteResults>(`/search?query=${encodeURIComponent(q)}&limit=10&page=0`, siteKey);
  const types = {events: 'event', pages: 'page', profiles: 'profile', products: 'product'} as const;
  return (Object.keys(types) as (keyof typeof types)[]).flatMap((group) =>
    body[group].map((r) => ({
      type: types[group],
      slug: r.slug,
      title: localized(r, 'title', 'en', 'en') ?? r.slug,
      excerpt: plainText(localized(r, 'shortContent', 'en', 'en') ?? localized(r, 'content', 'en', 'en'), 160),
    })),
  );
}

interface AXNode {
  role: string;
  name: string;
  selected?: boolean;
  children: AXNode[];
}

/** The browser's accessible name of the option the input names active (Chrome's own tree, through the slots). */
async function activeOptionName(): Promise<string | undefined> {
  const tree = (await a11ySnapshot({})) as unknown as AXNode;
  return findAccessibilityNode<AXNode>(tree, (n) => n.role === 'option' && n.selected === true)?.name;
}

describe('<site-search> with a template', () => {
  it('renders each result from the template in light DOM, inside its option, titles and excerpts marked', async () => {
    const el = mountSearch('no-url href-event="#ev-{slug}" href-page="#news-{slug}"');
    await type(el, 'goldberg');
    await results(el, 'goldberg');
    const expected = await api('goldberg');
    const opts = options(el);
    const mine = hits(el);
    expect(mine).to.have.length(expected.length).and.length(opts.length).and.length.greaterThan(2);
    mine.forEach((hit, i) => {
      const r = expected[i];
      // Its option shows it: the slot named for the option's index is assigned this element, and nothing else.
      expect(hit.slot).to.equal(`result-${i}`);
      expect(shownIn(opts[i])).to.deep.equal([hit]);
      expect(hit.dataset.type).to.equal(r.type);
      expect(hit.dataset.slug).to.equal(r.slug);
      expect(text(hit.querySelector('.title'))).to.equal(r.title);
      expect(text(hit.querySelector('.excerpt'))).to.equal(r.excerpt ?? null);
      // The option is the link (with its type's template), the template's link has no href: nothing in a result to tab to.
      expect(hit.querySelector('a')!.hasAttribute('href')).to.be.false;
      expect(opts[i].getAttribute('href')).to.equal(r.type === 'event' ? `#ev-${r.slug}` : r.type === 'page' ? `#news-${r.slug}` : null);
      expect(hit.offsetHeight, 'shown').to.be.greaterThan(0);
    });
    const marks = mine.flatMap((hit) => [...hit.querySelectorAll('.title mark, .excerpt mark')]);
    expect(marks.length).to.be.greaterThan(2);
    expect(marks.every((m) => m.textContent!.toLowerCase() === 'goldberg')).to.be.true;
    expect(mine.every((hit) => hit.querySelector('.title mark'))).to.be.true;
    // The element's own result markup is not rendered; its groups and states are.
    expect(parts(el, 'title')).to.have.length(0);
    expect(parts(el, 'group').length).to.be.greaterThan(1);
    await expect(el).to.be.accessible();
  });

  it('keeps the keyboard: ArrowDown moves, the active option is named by its result, Enter follows its link or selects it', async () => {
    const el = mountSearch('no-url href-event="#ev-{slug}" href-page="#news-{slug}"');
    await type(el, 'goldberg');
    await results(el, 'goldberg');
    const opts = options(el);
    expect(active(el)).to.equal(null);
    await sendKeys({press: 'ArrowDown'});
    expect(active(el)).to.equal(opts[0].id);
    expect(opts[0].getAttribute('aria-selected')).to.equal('true');
    expect(opts[0].getAttribute('part')).to.contain('active');
    // The input's active descendant is in its own tree; its accessible name is its (slotted) result's text, title first.
    const first = shownIn(el.shadowRoot!.getElementById(active(el)!)!)[0] as HTMLElement;
    let name = await activeOptionName();
    expect(name, 'the active option has a name').to.be.a('string');
    expect(name!.startsWith(text(first.querySelector('.title'))!)).to.be.true;
    expect(name!.replace(/\s+/g, '')).to.equal(first.textContent!.replace(/\s+/g, ''));
    await expect(el).to.be.accessible();

    await sendKeys({press: 'ArrowDown'});
    const second = el.shadowRoot!.getElementById(active(el)!)!;
    expect(second).to.equal(opts[1]);
    const result = shownIn(second)[0] as HTMLElement;
    expect(result.dataset.type).to.equal('page');
    name = await activeOptionName();
    expect(name!.startsWith(text(result.querySelector('.title'))!)).to.be.true;
    expect(el.shadowRoot!.activeElement).to.equal(input(el));
    await sendKeys({press: 'Enter'});
    await waitUntil(() => location.hash === `#news-${result.dataset.slug}`, 'Enter did not follow the active result\u2019s link');
    await el.updateComplete;
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');

    // A type without a link template: Enter fires site-select for the active result.
    const heard: SiteSelectEvent[] = [];
    const listen = (e: SiteSelectEvent) => heard.push(e);
    document.addEventListener('site-select', listen);
    try {
      input(el).focus();
      await sendKeys({press: 'ArrowUp'});
      await el.updateComplete;
      const last = el.shadowRoot!.getElementById(active(el)!)!;
      expect(last).to.equal(options(el).at(-1));
      const product = shownIn(last)[0] as HTMLElement;
      expect(product.dataset.type).to.equal('product');
      await sendKeys({press: 'Enter'});
      expect(heard).to.have.length(1);
      expect(heard[0].detail).to.include({kind: 'product', value: product.dataset.slug});
    } finally {
      document.removeEventListener('site-select', listen);
    }
  });

  it('a search from the URL (?q=) shows the template\u2019s results, never the element\u2019s own first', async () => {
    history.replaceState(history.state, '', `${location.pathname}?q=clara`);
    const el = mountSearch('');
    const own: Node[] = [];
    new MutationObserver(() => own.push(...el.shadowRoot!.querySelectorAll('[part~="title"]'))).observe(el.shadowRoot!, {childList: true, subtree: true});
    await results(el, 'clara');
    expect(hits(el).length).to.equal(options(el).length).and.greaterThan(0);
    expect(own, 'no default result markup before the template\u2019s').to.have.length(0);
  });

  it('follows a template added after results are shown, and one removed', async () => {
    const el = mountSearch('no-url href-page="#news-{slug}"', '');
    await type(el, 'goldberg');
    await waitUntil(() => el.task.value?.q === 'goldberg' && parts(el, 'title').length > 0, 'no results');
    await el.updateComplete;
    const count = options(el).length;
    await sendKeys({press: 'ArrowDown'});
    expect(active(el)).to.equal('opt-0');
    el.append(Object.assign(document.createElement('template'), {innerHTML: TEMPLATE}));
    await results(el, 'goldberg');
    expect(hits(el)).to.have.length(count);
    expect(parts(el, 'title')).to.have.length(0);
    options(el).forEach((o, i) => expect(shownIn(o)).to.deep.equal([hits(el)[i]]));
    await sendKeys({press: 'ArrowDown'});
    expect(active(el)).to.equal('opt-1');
    expect(el.shadowRoot!.activeElement).to.equal(input(el));

    el.querySelector('template')!.remove();
    await waitUntil(() => parts(el, 'title').length === count, 'the element\u2019s own results did not come back');
    expect(hits(el)).to.have.length(0);
  });

  it('appends the next page ("more") from the template, each result in the option of its group', async () => {
    const el = mountSearch('no-url limit="3"');
    await type(el, 'berlin');
    await results(el, 'berlin');
    const first = options(el).length;
    (part(el, 'more') as HTMLButtonElement).click();
    await waitUntil(() => options(el).length > first && options(el).every((o) => shownIn(o).length === 1), 'the next page was not appended');
    await el.updateComplete;
    expect(hits(el)).to.have.length(options(el).length);
    // Grouped by type, a new event comes before the pages shown: each option still shows its own result.
    for (const group of parts(el, 'group')) {
      const type = group.getAttribute('aria-labelledby')!.slice('group-'.length);
      for (const o of group.querySelectorAll('[role="option"]')) expect((shownIn(o)[0] as HTMLElement).dataset.type).to.equal(type);
    }
    expect(new Set(hits(el).map((h) => h.slot)).size).to.equal(options(el).length);
    expect(active(el)).to.not.equal(null);
  });

  it('works in the dialog (modal)', async () => {
    const el = mountSearch('modal no-url');
    await el.updateComplete;
    await el.show();
    await sendKeys({type: 'goldberg'});
    await results(el, 'goldberg');
    expect((part(el, 'dialog') as HTMLDialogElement).open).to.be.true;
    for (const hit of hits(el)) expect(hit.offsetHeight, 'shown in the dialog').to.be.greaterThan(0);
    await sendKeys({press: 'ArrowDown'});
    expect(active(el)).to.equal('opt-0');
    await expect(el).to.be.accessible();
    el.hide();
  });

  it('keeps hostile results as text, and their links off', async () => {
    const calls: string[] = [];
    (window as unknown as {__xss: (s: string) => void}).__xss = (s) => calls.push(s);
    const el = mountSearch(
      'no-url href-event="/event.html?slug={slug}"',
      `<div class="hit"><a data-site-href="url" data-site-title="title"><site-field name="title"></site-field></a><img data-site-src="image" data-site-if="image"><p><site-field name="excerpt" format="marked"></site-field></p><site-field name="kind"></site-field></div>`,
      unique('hostile'),
    );
    await type(el, 'quartet');
    await results(el, 'quartet');
    const mine = hits(el);
    expect(mine.some((h) => /<script>|<img|<iframe/.test(h.querySelector('a')!.textContent!)), 'markup shown as text').to.be.true;
    expect(mine.length, 'hits').to.be.greaterThan(0);
    for (const hit of mine) {
      expect(hit.querySelectorAll('script, iframe, object, embed, [style]')).to.have.length(0);
      expect(hit.querySelector('a')!.hasAttribute('href')).to.be.false;
    }
    expectSafeAttributes(
      mine.flatMap((hit) => [hit, ...hit.querySelectorAll('*')]),
      ['src'],
    );
    const links = [...el.shadowRoot!.querySelectorAll('a')];
    expect(links.length, 'links to events').to.be.greaterThan(0);
    for (const a of links) expect(a.getAttribute('href')).to.match(/^\/event\.html\?slug=/);
    await brokenImageHandlerRan();
    expect(calls).to.deep.equal([]);
  });
});
