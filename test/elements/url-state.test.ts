/**
 * `url-key` (issue 29): an element's view in the page's address. The test
 * page's own address (web-test-runner's parameters) is the host page's:
 * every test checks it is kept, and puts it back after.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import '../../src/index.js';
import type {SiteEvents} from '../../src/elements/site-events/site-events.js';
import {TOKEN, apiGet, recordPageFetches, unique} from '../helpers/api.js';
import {captureConsole, mount, part, parts, settled} from '../helpers/dom.js';
import {MAX_PAGES} from '../../src/internal/url-state.js';

const CLASSICAL = 'cmtag00classica';
const JAZZ = 'cmtag03jazzxxxx';

/** The address the runner opened the page at: its own parameters, which the kit must keep. */
const original = location.href;
const originalState = history.state;
afterEach(() => history.replaceState(originalState, '', original));

/** Opens "the address": the runner's own, with `params` added (as a visitor opening a shared link). */
function open(params: string): void {
  const url = new URL(original);
  for (const [name, value] of new URLSearchParams(params)) url.searchParams.set(name, value);
  history.replaceState(originalState, '', url);
}

/** The kit's parameters of the address now (those with a dot), sorted. */
const kitParams = () =>
  [...new URL(location.href).searchParams]
    .filter(([name]) => name.includes('.'))
    .map(([name, value]) => `${name}=${value}`)
    .sort();

/** The runner's own parameters are all still there, as they were. */
function expectHostKept(): void {
  const now = new URL(location.href);
  for (const [name, value] of new URL(original).searchParams) expect(now.searchParams.get(name), name).to.equal(value);
  expect(now.hash).to.equal(new URL(original).hash);
}

const titles = (el: Element) => parts(el, 'item').map((item) => item.querySelector('[part~="title"]')?.textContent?.trim());

/** The demo API's titles of the events of `query`, pages 0…n-1 of `limit`. */
async function expected(query: string, limit: number, pages: number): Promise<string[]> {
  const out: string[] = [];
  for (let page = 0; page < pages; page++) {
    const {records} = await apiGet(`/events?${query}&dir=asc&limit=${limit}&page=${page}`);
    out.push(...records.map((r) => r.localizedContent.find((c: {locale: string}) => c.locale === 'en')?.title ?? r.slug));
  }
  return out;
}

/** Waits for the next popstate after going back or forward (the kit's listener, added before, has applied the view). */
function travel(go: () => void): Promise<void> {
  return new Promise((resolve) => {
    addEventListener('popstate', () => resolve(), {once: true});
    go();
  });
}

/** Counts the history entries pushed and replaced from now on (history.length cannot: a push after Back drops what was ahead). */
function historyCalls() {
  const counts = {push: 0, replace: 0};
  const {pushState, replaceState} = History.prototype;
  history.pushState = (...args: Parameters<History['pushState']>) => (counts.push++, pushState.apply(history, args));
  history.replaceState = (...args: Parameters<History['replaceState']>) => (counts.replace++, replaceState.apply(history, args));
  return {counts, restore: () => ((history.pushState = pushState), (history.replaceState = replaceState))};
}
// (Own properties on the history object: the prototype's methods are back once they go.)
afterEach(() => {
  delete (history as Partial<History>).pushState;
  delete (history as Partial<History>).replaceState;
});

/** Waits until the address has the kit parameters `want`. */
const addressIs = (want: string[]) => waitUntil(() => JSON.stringify(kitParams()) === JSON.stringify([...want].sort()), `the address's kit parameters: ${kitParams().join('&')}`);

describe('url-key: a view opened from an address', () => {
  it('shows the filter and the pages the address names, a request per page, in order', async () => {
    open(`ev.tag=${CLASSICAL}&ev.pages=3`);
    const fetches = recordPageFetches();
    try {
      const site = unique('demo');
      const el = mount(`<site-content-provider site-key="${site}" token="${TOKEN}"><site-events url-key="ev" limit="3"></site-events></site-content-provider>`).querySelector(
        'site-events',
      ) as SiteEvents;
      await settled(el);
      expect(el.getAttribute('tag')).to.equal(CLASSICAL);
      expect(titles(el)).to.deep.equal(await expected(`tags=${CLASSICAL}`, 3, 3));
      // One request per page: never the unfiltered list, never a page twice.
      const events = fetches.calls.map((c) => new URL(c.url, location.href)).filter((u) => u.pathname === `/api/v2/${site}/public/events`);
      expect(events.map((u) => `${u.searchParams.get('tags')} ${u.searchParams.get('page')}`)).to.deep.equal([`${CLASSICAL} 0`, `${CLASSICAL} 1`, `${CLASSICAL} 2`]);
      // "More" goes on from the fourth page.
      (part(el, 'more') as HTMLButtonElement).click();
      await waitUntil(() => parts(el, 'item').length === 12, 'a fourth page');
      expect(titles(el)).to.deep.equal(await expected(`tags=${CLASSICAL}`, 3, 4));
      await addressIs([`ev.tag=${CLASSICAL}`, 'ev.pages=4']);
      expectHostKept();
    } finally {
      fetches.restore();
    }
  });

  it('a page past the end shows what exists, and the address says what is shown', async () => {
    open(`ev.tag=${JAZZ}&ev.pages=${MAX_PAGES}`);
    const el = mount(`<site-content-provider site-key="${unique('demo')}" token="${TOKEN}"><site-events url-key="ev" limit="2"></site-events></site-content-provider>`).querySelector(
      'site-events',
    ) as SiteEvents;
    await settled(el);
    // Jazz has 5 events: three pages of two.
    expect(titles(el)).to.deep.equal(await expected(`tags=${JAZZ}`, 2, 3));
    expect(part(el, 'more')).to.equal(null);
    await addressIs([`ev.tag=${JAZZ}`, 'ev.pages=3']);
  });

  it('bad addresses show the element’s own view, with one console note each, and reach no request', async () => {
    const hostile = '"><img src=x onerror=alert(1)>';
    open(`ev.tag=${encodeURIComponent(hostile)}&ev.pages=-1&ev.from=2026-13-01&news.tag=nosuchtag&news.year=1e9&news.pages=1000000000&cal.month=2026-13&cal.day=2026-02-30`);
    const warnings = captureConsole('warn');
    const fetches = recordPageFetches();
    try {
      const provider = mount(
        `<site-content-provider site-key="${unique('demo')}" token="${TOKEN}"><site-events url-key="ev" limit="3"></site-events><site-news url-key="news" limit="2"></site-news><site-event-calendar url-key="cal"></site-event-calendar></site-content-provider>`,
      );
      const [events, news, calendar] = [...provider.children] as SiteEvents[];
      await Promise.all([settled(events), settled(news), settled(calendar)]);
      expect(events.hasAttribute('tag') || events.hasAttribute('from') || news.hasAttribute('tag') || news.hasAttribute('year')).to.equal(false);
      expect(parts(events, 'item')).to.have.length(3);
      expect(parts(news, 'item')).to.have.length(2);
      // The calendar shows this month (the site's), no day chosen.
      expect(calendar.shadowRoot!.querySelector('[part~="selected"]')).to.equal(null);
      const notes = warnings.messages.filter((m) => m.includes('the address'));
      expect(notes).to.have.length(8);
      for (const name of ['ev.tag', 'ev.pages', 'ev.from', 'news.tag', 'news.year', 'news.pages', 'cal.month', 'cal.day'])
        expect(
          notes.some((m) => m.includes(`${name}=`)),
          name,
        ).to.equal(true);
      // None of the values went into a request, nor into the page.
      for (const {url} of fetches.calls) expect(decodeURIComponent(url)).not.to.match(/onerror|nosuchtag|1e9|2026-13|1000000000/);
      expect(document.querySelector('img[src="x"]')).to.equal(null);
      expectHostKept();
    } finally {
      warnings.restore();
      fetches.restore();
    }
  });
});

describe('url-key: the view written to the address', () => {
  it('a filter replaces the history entry, a page of "more" adds one; Back and Forward show each view again', async () => {
    open('');
    const provider = mount(
      `<site-content-provider site-key="${unique('demo')}" token="${TOKEN}"><site-tags for="listed"></site-tags><site-events id="listed" url-key="ev" limit="3"></site-events></site-content-provider>`,
    );
    const tags = provider.querySelector('site-tags')!;
    const el = provider.querySelector('site-events') as SiteEvents;
    await Promise.all([settled(tags), settled(el)]);
    const calls = historyCalls();
    const chip = [...tags.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="chip"]')].find((b) => b.textContent?.includes('Classical'))!;
    chip.click();
    await addressIs([`ev.tag=${CLASSICAL}`]);
    await waitUntil(() => JSON.stringify(titles(el)) !== '[]' && el.task.status === 2, 'the filtered list');
    expect(calls.counts, 'a filter replaces').to.deep.equal({push: 0, replace: 1});
    (part(el, 'more') as HTMLButtonElement).click();
    await addressIs([`ev.tag=${CLASSICAL}`, 'ev.pages=2']);
    expect(calls.counts, 'a page of "more" is a step').to.deep.equal({push: 1, replace: 1});
    calls.restore();
    expect(titles(el)).to.deep.equal(await expected(`tags=${CLASSICAL}`, 3, 2));
    expectHostKept();

    await travel(() => history.back());
    await waitUntil(() => parts(el, 'item').length === 3, 'one page again');
    expect(el.getAttribute('tag')).to.equal(CLASSICAL);
    expect(titles(el)).to.deep.equal(await expected(`tags=${CLASSICAL}`, 3, 1));
    await travel(() => history.forward());
    await waitUntil(() => parts(el, 'item').length === 6, 'two pages again');
    expect(titles(el)).to.deep.equal(await expected(`tags=${CLASSICAL}`, 3, 2));
    // The filter pressed shows as pressed.
    await waitUntil(() => chip.getAttribute('aria-pressed') === 'true', 'the chip pressed');
  });

  it('Back from a page of "more", with focus on its first item: focus goes to the list’s first item, not to the page', async () => {
    open('');
    const el = mount(
      `<site-content-provider site-key="${unique('demo')}" token="${TOKEN}"><site-events url-key="ev" limit="2" href="/e?slug={slug}"></site-events></site-content-provider>`,
    ).querySelector('site-events') as SiteEvents;
    await settled(el);
    (part(el, 'more') as HTMLButtonElement).click();
    await addressIs(['ev.pages=2']);
    // "More" moved focus to the first new item's link.
    await waitUntil(() => parts(el, 'item')[2]?.contains(el.shadowRoot!.activeElement), 'focus on the third item');
    await travel(() => history.back());
    await waitUntil(() => parts(el, 'item').length === 2, 'one page again');
    await waitUntil(() => parts(el, 'item')[0].contains(el.shadowRoot!.activeElement), 'focus on the first item');
    expect(document.activeElement).to.equal(el);
  });

  it('a day chosen in a calendar and the list it filters make one history entry; Back undoes both', async () => {
    // A month with events whatever the day (the demo's dates follow the clock): the month of the next event, in the site's zone.
    const {records} = await apiGet('/events?upcoming=true&dir=asc&limit=1&page=0');
    const month = new Intl.DateTimeFormat('en-CA', {timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit'}).format(new Date(records[0].startDate));
    open(`cal.month=${month}`);
    const provider = mount(
      `<site-content-provider site-key="${unique('demo')}" token="${TOKEN}" time-zone="Europe/Berlin"><site-event-calendar for="listed" url-key="cal"></site-event-calendar><site-events id="listed" url-key="ev" limit="20"></site-events></site-content-provider>`,
    );
    const calendar = provider.querySelector('site-event-calendar')!;
    const el = provider.querySelector('site-events') as SiteEvents;
    await Promise.all([settled(calendar), settled(el)]);
    await waitUntil(() => calendar.shadowRoot!.querySelector('[part~="has-events"]'), 'days with events');
    // The month the address names.
    expect(calendar.shadowRoot!.querySelector('[part~="month-label"]')!.textContent).to.contain(month.slice(0, 4));
    expect(calendar.shadowRoot!.querySelector('[part~="has-events"]')!.getAttribute('data-date')!.startsWith(`${month}-`)).to.equal(true);
    const calls = historyCalls();
    const dayCell = calendar.shadowRoot!.querySelector<HTMLElement>('[part~="has-events"]')!;
    const day = dayCell.dataset.date!;
    dayCell.click();
    await addressIs([`cal.month=${month}`, `cal.day=${day}`, `ev.from=${day}`, `ev.to=${day}`]);
    expect(calls.counts, 'one entry for both').to.deep.equal({push: 1, replace: 0});
    calls.restore();
    await travel(() => history.back());
    await addressIs([`cal.month=${month}`]);
    await waitUntil(() => !el.hasAttribute('from') && !el.hasAttribute('to'), 'the list unfiltered');
    await waitUntil(() => !calendar.shadowRoot!.querySelector('[part~="selected"]'), 'no day chosen');
    expectHostKept();
  });

  it('two lists of one kind keep their views under their own keys', async () => {
    open(`a.tag=${JAZZ}&b.pages=2`);
    const provider = mount(
      `<site-content-provider site-key="${unique('demo')}" token="${TOKEN}"><site-events url-key="a" limit="2"></site-events><site-events url-key="b" limit="2"></site-events></site-content-provider>`,
    );
    const [a, b] = [...provider.children] as SiteEvents[];
    await Promise.all([settled(a), settled(b)]);
    await waitUntil(() => parts(b, 'item').length === 4, 'b: two pages');
    expect(a.getAttribute('tag')).to.equal(JAZZ);
    expect(parts(a, 'item')).to.have.length(2);
    expect(b.hasAttribute('tag')).to.equal(false);
    (part(a, 'more') as HTMLButtonElement).click();
    await addressIs([`a.tag=${JAZZ}`, 'a.pages=2', 'b.pages=2']);
  });

  it('in a single-page app that pushes its own entries: its state and parameters pass through', async () => {
    open('');
    const route = new URL(original);
    route.searchParams.set('view', 'programme');
    history.pushState({route: 'programme'}, '', route);
    const el = mount(`<site-content-provider site-key="${unique('demo')}" token="${TOKEN}"><site-events url-key="ev" limit="2"></site-events></site-content-provider>`).querySelector(
      'site-events',
    ) as SiteEvents;
    await settled(el);
    (part(el, 'more') as HTMLButtonElement).click();
    await addressIs(['ev.pages=2']);
    expect(history.state).to.deep.equal({route: 'programme'});
    expect(new URL(location.href).searchParams.get('view')).to.equal('programme');
    // The app's own Back: to its entry before ours, the list at one page again.
    await travel(() => history.back());
    await waitUntil(() => parts(el, 'item').length === 2, 'one page again');
    expect(history.state).to.deep.equal({route: 'programme'});
  });

  it('without url-key nothing is written', async () => {
    open('');
    const el = mount(`<site-content-provider site-key="${unique('demo')}" token="${TOKEN}"><site-events limit="2"></site-events></site-content-provider>`).querySelector('site-events') as SiteEvents;
    await settled(el);
    const before = location.href;
    (part(el, 'more') as HTMLButtonElement).click();
    await waitUntil(() => parts(el, 'item').length === 4, 'two pages');
    expect(location.href).to.equal(before);
  });

  it('<site-search url-key> keeps its query as NAME.q, read back from the address; a query too long to be one is not searched', async () => {
    open('find.q=Clara');
    const search = mount(`<site-content-provider site-key="${unique('demo')}" token="${TOKEN}"><site-search url-key="find"></site-search></site-content-provider>`).querySelector('site-search')!;
    await waitUntil(() => search.shadowRoot?.querySelector<HTMLInputElement>('input')?.value === 'Clara', 'the query from the address');
    const warnings = captureConsole('warn');
    try {
      open(`long.q=${'a'.repeat(10_000)}`);
      const long = mount(`<site-content-provider site-key="${unique('demo')}" token="${TOKEN}"><site-search url-key="long"></site-search></site-content-provider>`).querySelector('site-search')!;
      await waitUntil(() => long.shadowRoot?.querySelector('input'), 'rendered');
      expect(long.shadowRoot!.querySelector('input')!.value).to.equal('');
      expect(warnings.messages.some((m) => m.includes('long.q') && m.includes('10000 characters'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });
});
