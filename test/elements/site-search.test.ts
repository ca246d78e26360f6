import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {executeServerCommand, sendKeys, sendMouse, resetMouse} from '@web/test-runner-commands';
import '../../src/index.js';
import type {SiteSearch} from '../../src/elements/site-search/site-search.js';
import type {SiteContentProvider} from '../../src/elements/site-content-provider/site-content-provider.js';
import {localized, type SearchSiteResults, type SiteClient} from '../../src/api/client.js';
import {plainText} from '../../src/render/text.js';
import type {SiteErrorEvent, SiteSelectEvent} from '../../src/events/site-events.js';
import {apiGet, apiLog, demoClient, recordingFetch, unique} from '../helpers/api.js';
import {captureConsole, mount, mountInProvider, part, parts} from '../helpers/dom.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan} from '../helpers/signals.js';

/** One hit as the element shows it: its type, slug, localized title and short text. */
interface Hit {
  type: string;
  slug: string;
  title?: string;
  excerpt?: string;
}

/** The demo API's grouped answer, read directly, flattened in the element's order (events, pages, profiles, products). */
async function api(q: string, limit = 10, siteKey = 'demo', page = 0): Promise<{records: Hit[]; total: number}> {
  const body = await apiGet<SearchSiteResults>(`/search?query=${encodeURIComponent(q)}&limit=${limit}&page=${page}`, siteKey);
  const types = {events: 'event', pages: 'page', profiles: 'profile', products: 'product'} as const;
  const records = (Object.keys(types) as (keyof typeof types)[]).flatMap((group) =>
    body[group].map((r) => ({
      type: types[group],
      slug: r.slug,
      title: localized(r, 'title', 'en', 'en'),
      excerpt: plainText(localized(r, 'shortContent', 'en', 'en') ?? localized(r, 'content', 'en', 'en'), 160),
    })),
  );
  return {records, total: records.length};
}

function mountSearch(attrs = '', siteKey = 'demo', providerAttrs = '') {
  const el = mountInProvider<SiteSearch>(`<site-search ${attrs}></site-search>`, {siteKey, attrs: providerAttrs});
  return {el, provider: el.parentElement as SiteContentProvider};
}

const input = (el: SiteSearch) => el.shadowRoot!.querySelector('input')!;
const options = (el: SiteSearch) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')];
const status = (el: SiteSearch) => el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();
const active = (el: SiteSearch) => input(el).getAttribute('aria-activedescendant');
const titles = (el: SiteSearch) => parts(el, 'title').map((t) => t.textContent!);
const searches = <T extends {url: string}>(calls: T[]) => calls.filter((c) => c.url.includes('/search?'));

/** Types into the focused input like a visitor (real key presses). */
async function type(el: SiteSearch, text: string) {
  await el.updateComplete;
  input(el).focus();
  await sendKeys({type: text});
}

/** Waits until the results of `q` are shown. */
async function results(el: SiteSearch, q: string, timeout = 8000) {
  await waitUntil(
    () => el.task.value?.q === q && el.task.status === 2 && options(el).length > 0 && input(el).getAttribute('aria-expanded') === 'true',
    `no results shown for "${q}"`,
    {timeout},
  );
  await el.updateComplete;
}

/**
 * A client whose search is recorded and can be held back per query: the
 * answer goes out once `hold(q)` settles. `answered` settles with it.
 */
function fakeClient(real: SiteClient, hold: (q: string) => Promise<void>) {
  const seen: {q: string; signal?: AbortSignal; answered: Promise<unknown>}[] = [];
  const client = Object.assign(Object.create(real) as SiteClient, {
    search: (query: {query: string}, options?: {signal?: AbortSignal}) => {
      // Ignores the signal on purpose: the element must drop the late answer itself.
      const answered = hold(query.query).then(() => real.search(query));
      seen.push({q: query.query, signal: options?.signal, answered});
      return answered;
    },
  });
  return {client, seen};
}

/** The queries the requests of a recording fetch searched for, in order. */
const queries = (calls: {url: string}[]) => searches(calls).map((c) => new URL(c.url).searchParams.get('query'));

/**
 * Types `text` into a second <site-search> with the same debounce (and a
 * client of its own) and waits for its results. Timers of equal delay fire in
 * the order they were set, so once this one's debounce has run, the debounce
 * of anything typed before it has run too.
 */
async function laterSearchDone(attrs: string, text: string) {
  const witness = mountSearch(attrs, unique('demo')).el;
  await type(witness, text);
  await results(witness, text);
}

const initialUrl = location.href;

async function ctrlK() {
  await sendKeys({down: 'Control'});
  await sendKeys({press: 'k'});
  await sendKeys({up: 'Control'});
}

describe('<site-search>', () => {
  afterEach(() => history.replaceState(history.state, '', initialUrl));

  it('is a labelled combobox with an idle hint, and stays idle below min-length', async () => {
    const rec = recordingFetch();
    const {el, provider} = mountSearch('no-url');
    provider.client = demoClient('demo', {fetch: rec.fetch});
    await el.updateComplete;
    const box = input(el);
    expect(box.getAttribute('role')).to.equal('combobox');
    expect(box.getAttribute('aria-controls')).to.equal('listbox');
    expect(el.shadowRoot!.getElementById('listbox')!.getAttribute('role')).to.equal('listbox');
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    expect(box.labels![0].textContent).to.equal('Search');
    expect(el.closest('div')!.querySelector('site-search')).to.equal(el);
    await type(el, 'g');
    await el.updateComplete;
    expect(part(el, 'hint')!.textContent).to.equal('Type at least 2 characters to search.');
    // A search typed after "g", with the same (default) debounce, has come
    // back: the debounce of "g" ran before it, and sent nothing.
    await laterSearchDone('no-url', 'goldberg');
    expect(searches(rec.calls)).to.have.length(0);
    expect(part(el, 'hint')!.textContent).to.equal('Type at least 2 characters to search.');
    await expect(el).to.be.accessible();
  });

  it('waits for the debounce: typing fast sends one request, for the last query', async () => {
    const rec = recordingFetch();
    const {el, provider} = mountSearch('no-url');
    provider.client = demoClient(unique('demo'), {fetch: rec.fetch});
    await type(el, 'goldberg');
    await results(el, 'goldberg');
    expect(searches(rec.calls).map((c) => new URL(c.url).searchParams.get('query'))).to.deep.equal(['goldberg']);
  });

  it('honours min-length and debounce attributes', async () => {
    const rec = recordingFetch();
    const {el, provider} = mountSearch('no-url min-length="4" debounce="600"');
    provider.client = demoClient(unique('demo'), {fetch: rec.fetch});
    await type(el, 'ber');
    // A search typed after "ber" with the same 600 ms debounce has come back:
    // the debounce of "ber" ran first, and three characters sent nothing.
    await laterSearchDone('no-url min-length="4" debounce="600"', 'berlin');
    expect(searches(rec.calls)).to.have.length(0);
    expect(part(el, 'hint')!.textContent).to.contain('4 characters');
    input(el).focus();
    const pressed = performance.now();
    await sendKeys({type: 'l'});
    await results(el, 'berl');
    expect(queries(rec.calls)).to.deep.equal(['berl']);
    // Not before the debounce: the request went out 600 ms or more after the key.
    expect(searches(rec.calls)[0].at - pressed, 'not before the debounce').to.be.at.least(600);
  });

  it('aborts the older request when a newer query starts, and shows only the last query\u2019s results', async () => {
    const rec = recordingFetch();
    const {el, provider} = mountSearch('no-url debounce="0"');
    provider.client = demoClient(unique('slow'), {fetch: rec.fetch});
    await type(el, 'clara');
    await waitUntil(() => searches(rec.calls).length === 4, 'one request per query from the second character');
    await results(el, 'clara', 10000);
    const sent = searches(rec.calls);
    expect(sent.map((c) => new URL(c.url).searchParams.get('query'))).to.deep.equal(['cl', 'cla', 'clar', 'clara']);
    expect(sent.slice(0, 3).every((c) => c.signal?.aborted), 'the stale requests were aborted').to.be.true;
    expect(sent[3].signal?.aborted).to.be.false;
    const marks = parts(el, 'mark').map((m) => m.textContent!.toLowerCase());
    expect(marks.length).to.be.greaterThan(0);
    expect(marks.every((m) => m === 'clara')).to.be.true;
  });

  it('never shows an older answer over a newer one', async () => {
    const {el, provider} = mountSearch('no-url debounce="0"');
    // "go" answers only after "goldberg" is shown.
    let release!: () => void;
    const goHeld = new Promise<void>((resolve) => (release = resolve));
    const fake = fakeClient(demoClient(unique('demo')), (q) => (q === 'go' ? goHeld : Promise.resolve()));
    provider.client = fake.client;
    await type(el, 'go');
    await waitUntil(() => fake.seen.length === 1);
    // The run of "go", which the late answer settles.
    const goRun = el.task.taskComplete;
    await sendKeys({type: 'ldberg'});
    await results(el, 'goldberg');
    const expected = (await api('goldberg')).records.map((r) => r.title);
    release();
    await fake.seen[0].answered;
    await goRun.catch(() => undefined);
    await el.updateComplete;
    expect(fake.seen[0].q).to.equal('go');
    expect(fake.seen[0].signal?.aborted, 'the element aborted the first query').to.be.true;
    expect(el.task.value!.q).to.equal('goldberg');
    expect([...titles(el)].sort()).to.deep.equal([...expected].sort());
  });

  it('groups results by type in a fixed order, with group labels', async () => {
    const {el} = mountSearch('no-url');
    await type(el, 'goldberg');
    await results(el, 'goldberg');
    const {records} = await api('goldberg');
    const groups = parts(el, 'group');
    // News come under pages, as /search answers them.
    expect(groups.map((g) => g.querySelector('[part~="group-label"]')!.textContent)).to.deep.equal(['Events', 'Pages', 'Products']);
    for (const g of groups) {
      expect(g.getAttribute('role')).to.equal('group');
      const label = el.shadowRoot!.getElementById(g.getAttribute('aria-labelledby')!)!;
      expect(g.contains(label)).to.be.true;
    }
    expect(titles(el)).to.deep.equal(records.map((r) => r.title));
    expect(parts(el, 'excerpt').map((x) => x.textContent)).to.deep.equal(records.map((r) => r.excerpt));
  });

  it('highlights the query\u2019s words with <mark>, case-insensitively', async () => {
    const {el} = mountSearch('no-url');
    await type(el, 'Clara BERLIN');
    await results(el, 'Clara BERLIN');
    const marks = parts(el, 'mark');
    expect(marks.length).to.be.greaterThan(1);
    expect(marks.every((m) => m.localName === 'mark')).to.be.true;
    const words = new Set(marks.map((m) => m.textContent!.toLowerCase()));
    expect([...words].sort()).to.deep.equal(['berlin', 'clara']);
    // The text around the marks is intact.
    const first = options(el)[0];
    const {records} = await api('Clara BERLIN');
    expect(records.map((r) => r.title)).to.include(first.querySelector('[part~="title"]')!.textContent);
  });

  it('renders hostile titles and excerpts as text', async () => {
    const calls: string[] = [];
    (window as unknown as {__xss: (s: string) => void}).__xss = (s) => calls.push(s);
    const {el} = mountSearch('no-url href-event="/event.html?slug={slug}"', unique('hostile'));
    await type(el, 'quartet');
    await results(el, 'quartet');
    const root = el.shadowRoot!;
    expect(titles(el).some((t) => t.includes('<script>') || t.includes('<img') || t.includes('<iframe')), 'markup shown as text').to.be.true;
    expect(root.querySelectorAll('script, img, iframe, [style]')).to.have.length(0);
    expectSafeAttributes(root, ['href']);
    const links = [...root.querySelectorAll('a')];
    expect(links.length, 'links to events').to.be.greaterThan(0);
    for (const a of links) expect(a.getAttribute('href')).to.match(/^\/event\.html\?slug=/);
    await brokenImageHandlerRan();
    expect(calls).to.deep.equal([]);
  });

  it('moves with the arrow keys, Home and End; aria-activedescendant follows; Enter follows the link', async () => {
    const {el} = mountSearch('no-url href-event="#ev-{slug}" href-page="#news-{slug}" href-product="#product-{slug}"');
    await type(el, 'goldberg');
    await results(el, 'goldberg');
    const opts = options(el);
    expect(opts).to.have.length(3);
    expect(active(el)).to.equal(null);
    await sendKeys({press: 'ArrowDown'});
    expect(active(el)).to.equal(opts[0].id);
    expect(opts[0].getAttribute('aria-selected')).to.equal('true');
    expect(opts[0].getAttribute('part')).to.contain('active');
    await sendKeys({press: 'ArrowDown'});
    expect(active(el)).to.equal(opts[1].id);
    expect(opts[0].getAttribute('aria-selected')).to.equal('false');
    await sendKeys({press: 'End'});
    expect(active(el)).to.equal(opts[2].id);
    await sendKeys({press: 'ArrowDown'});
    expect(active(el), 'wraps to the first').to.equal(opts[0].id);
    await sendKeys({press: 'ArrowUp'});
    expect(active(el), 'wraps to the last').to.equal(opts[2].id);
    await sendKeys({press: 'Home'});
    expect(active(el)).to.equal(opts[0].id);
    await sendKeys({press: 'ArrowDown'});
    expect(el.shadowRoot!.getElementById(active(el)!)!.getAttribute('href')).to.match(/^#news-/);
    expect(el.shadowRoot!.activeElement).to.equal(input(el));
    await sendKeys({press: 'Enter'});
    await waitUntil(() => location.hash === '#news-clara-weiss-records-goldberg-variations', 'Enter did not follow the link');
    await el.updateComplete;
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
  });

  it('fires a cancelable site-select when the type has no href template', async () => {
    const {el} = mountSearch('no-url href-event="#ev-{slug}"');
    await type(el, 'goldberg');
    await results(el, 'goldberg');
    const heard: SiteSelectEvent[] = [];
    const listen = (e: SiteSelectEvent) => {
      heard.push(e);
      if (heard.length === 1) e.preventDefault();
    };
    document.addEventListener('site-select', listen);
    try {
      await sendKeys({press: 'End'}); // no active option yet: the caret moves
      expect(active(el)).to.equal(null);
      await sendKeys({press: 'ArrowUp'});
      const product = options(el)[2];
      expect(active(el)).to.equal(product.id);
      expect(product.localName).to.equal('div');
      expect(product.hasAttribute('href')).to.be.false;
      await sendKeys({press: 'Enter'});
      expect(heard).to.have.length(1);
      expect(heard[0].detail).to.include({kind: 'product', value: 'clara-weiss-goldberg-vinyl'});
      expect(localized(heard[0].detail.item as object, 'title')).to.equal('Goldberg Variations (2 LP)');
      expect(heard[0].composed && heard[0].bubbles).to.be.true;
      await el.updateComplete;
      expect(input(el).getAttribute('aria-expanded'), 'cancelled: the list stays').to.equal('true');
      await sendKeys({press: 'Enter'});
      expect(heard).to.have.length(2);
      await el.updateComplete;
      expect(input(el).getAttribute('aria-expanded'), 'not cancelled: the list closes').to.equal('false');
    } finally {
      document.removeEventListener('site-select', listen);
    }
  });

  it('selects with the mouse inside the shadow root, keeping focus in the input', async () => {
    const {el} = mountSearch('no-url href-event="#mouse-{slug}"');
    await type(el, 'goldberg');
    await results(el, 'goldberg');
    const heard: SiteSelectEvent[] = [];
    const listen = (e: SiteSelectEvent) => heard.push(e);
    document.addEventListener('site-select', listen);
    try {
      const news = options(el)[1];
      news.scrollIntoView({block: 'center'});
      const r = news.getBoundingClientRect();
      await sendMouse({type: 'move', position: [Math.round(r.left + 20), Math.round(r.top + r.height / 2)]});
      await el.updateComplete;
      expect(active(el), 'the pointer makes an option active').to.equal(news.id);
      await sendMouse({type: 'click', position: [Math.round(r.left + 20), Math.round(r.top + r.height / 2)]});
      expect(heard).to.have.length(1);
      expect(heard[0].detail).to.include({kind: 'page', value: 'clara-weiss-records-goldberg-variations'});
      expect(el.shadowRoot!.activeElement, 'focus stayed in the input').to.equal(input(el));

      // A result with a link: the click lands and follows it.
      input(el).focus();
      await sendKeys({type: 's'});
      await sendKeys({press: 'Backspace'});
      await results(el, 'goldberg');
      const event = options(el)[0];
      const e = event.getBoundingClientRect();
      await sendMouse({type: 'click', position: [Math.round(e.left + 20), Math.round(e.top + e.height / 2)]});
      await waitUntil(() => location.hash === '#mouse-clara-weiss-goldberg-variations', 'the click did not follow the link');
    } finally {
      document.removeEventListener('site-select', listen);
      await resetMouse();
    }
  });

  it('announces "N results" and "No results for …" in a polite live region', async () => {
    const {el} = mountSearch('no-url');
    await el.updateComplete;
    const live = el.shadowRoot!.querySelector('[role="status"]')!;
    expect(live.getAttribute('role')).to.equal('status');
    await type(el, 'goldberg');
    await results(el, 'goldberg');
    expect(status(el)).to.equal(`${(await api('goldberg')).total} results`);
    input(el).select();
    await sendKeys({type: 'zzqxv'});
    await waitUntil(() => part(el, 'empty'), 'no empty state');
    expect(part(el, 'empty')!.textContent).to.equal('No results for \u201czzqxv\u201d');
    expect(status(el)).to.equal('No results for \u201czzqxv\u201d');
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
    await expect(el).to.be.accessible();
  });

  it('is accessible with results shown and one active', async () => {
    const {el} = mountSearch('no-url href-event="#a-{slug}"');
    await type(el, 'clara');
    await results(el, 'clara');
    await sendKeys({press: 'ArrowDown'});
    await expect(el).to.be.accessible();
  });

  it('clears with Escape, then closes', async () => {
    const {el} = mountSearch('no-url');
    await type(el, 'goldberg');
    await results(el, 'goldberg');
    await sendKeys({press: 'Escape'});
    await el.updateComplete;
    expect(input(el).value).to.equal('');
    expect(input(el).getAttribute('aria-expanded')).to.equal('false');
    expect(part(el, 'panel')!.hidden).to.be.false;
    await sendKeys({press: 'Escape'});
    await el.updateComplete;
    expect(part(el, 'panel')!.hidden).to.be.true;
  });

  it('shows "more results" when a group came back full, and appends the next page (limit is per group)', async () => {
    const first = (await api('berlin', 3)).total;
    const second = (await api('berlin', 3, 'demo', 1)).total;
    expect(second).to.be.greaterThan(0);
    const {el} = mountSearch('no-url limit="3"');
    await type(el, 'berlin');
    await results(el, 'berlin');
    expect(options(el)).to.have.length(first);
    const more = part(el, 'more') as HTMLButtonElement;
    expect(more.textContent).to.equal('More results');
    more.click();
    await waitUntil(() => options(el).length === first + second, 'the next page was not appended');
    expect(status(el)).to.equal(`${second} more loaded`);
    expect(el.shadowRoot!.activeElement).to.equal(input(el));
    expect(active(el)).to.not.equal(null);
  });

  it('with ranked, shows one list across types from /search/all, best first, each with its type', async () => {
    const rec = recordingFetch();
    const {el, provider} = mountSearch('no-url ranked');
    provider.client = demoClient(unique('demo'), {fetch: rec.fetch});
    await type(el, 'clara weiss');
    await results(el, 'clara weiss');
    const sent = rec.calls.find((c) => c.url.includes('/search/all?'))!;
    expect(new URL(sent.url).searchParams.get('query')).to.equal('clara weiss');
    const body = await apiGet('/search/all?query=clara%20weiss&limit=10');
    expect(titles(el)).to.deep.equal(body.records.map((r: object) => localized(r, 'title', 'en', 'en')));
    expect(parts(el, 'group')).to.have.length(0);
    const types = {event: 'Events', page: 'Pages', profile: 'Profiles', product: 'Products'} as Record<string, string>;
    expect(parts(el, 'type').map((t) => t.textContent)).to.deep.equal(body.records.map((r: {type: string}) => types[r.type]));
    await expect(el).to.be.accessible();
  });

  describe('the URL', () => {
    it('keeps the query in ?q= with history.replaceState', async () => {
      const length = history.length;
      const {el} = mountSearch();
      await type(el, 'goldberg');
      await results(el, 'goldberg');
      expect(new URL(location.href).searchParams.get('q')).to.equal('goldberg');
      expect(history.length, 'no new history entry').to.equal(length);
      await sendKeys({press: 'Escape'});
      await el.updateComplete;
      expect(new URL(location.href).searchParams.has('q')).to.be.false;
    });

    it('runs the search of a q= in the URL on connect (reload, shared link, back)', async () => {
      history.replaceState(history.state, '', `${location.pathname}?keep=1&q=clara`);
      const {el} = mountSearch();
      await results(el, 'clara');
      expect(input(el).value).to.equal('clara');
      expect(titles(el)).to.have.length((await api('clara')).records.length);
      expect(new URL(location.href).searchParams.get('keep')).to.equal('1');
    });

    it('uses url-param, and leaves the URL alone with no-url', async () => {
      history.replaceState(history.state, '', `${location.pathname}?s=berlin&q=untouched`);
      const {el} = mountSearch('url-param="s"');
      await results(el, 'berlin');
      input(el).select();
      await sendKeys({type: 'goldberg'});
      await results(el, 'goldberg');
      const params = new URL(location.href).searchParams;
      expect(params.get('s')).to.equal('goldberg');
      expect(params.get('q')).to.equal('untouched');

      const before = location.href;
      const other = mountSearch('no-url').el;
      await other.updateComplete;
      expect(input(other).value, 'no-url reads nothing').to.equal('');
      await type(other, 'clara');
      await results(other, 'clara');
      expect(location.href).to.equal(before);
    });
  });

  describe('modal', () => {
    it('opens a dialog from the trigger or Ctrl+K, moves focus into the input and back to the trigger', async () => {
      const {el} = mountSearch('modal no-url');
      await el.updateComplete;
      const trigger = part(el, 'trigger') as HTMLButtonElement;
      const dialog = part(el, 'dialog') as HTMLDialogElement;
      expect(trigger.getAttribute('aria-haspopup')).to.equal('dialog');
      expect(trigger.getAttribute('aria-keyshortcuts')).to.equal('Control+K Meta+K');
      expect(dialog.open).to.be.false;
      await expect(el).to.be.accessible();

      trigger.focus();
      trigger.click();
      await waitUntil(() => el.shadowRoot!.activeElement === input(el), 'focus did not move into the input');
      expect(dialog.open).to.be.true;
      expect(dialog.getAttribute('aria-label')).to.equal('Search');
      await sendKeys({type: 'goldberg'});
      await results(el, 'goldberg');
      await expect(el).to.be.accessible();
      await sendKeys({press: 'Escape'});
      await el.updateComplete;
      expect(input(el).value, 'the first Escape clears').to.equal('');
      expect(dialog.open, 'and keeps the dialog open').to.be.true;
      await sendKeys({press: 'Escape'});
      await waitUntil(() => !dialog.open, 'the second Escape did not close the dialog');
      await waitUntil(() => el.shadowRoot!.activeElement === trigger, 'focus did not return to the trigger');

      (document.activeElement as HTMLElement | null)?.blur();
      await ctrlK();
      await waitUntil(() => dialog.open, 'Ctrl+K did not open the dialog');
      expect(el.shadowRoot!.activeElement).to.equal(input(el));
      (part(el, 'close') as HTMLButtonElement).click();
      await waitUntil(() => !dialog.open && el.shadowRoot!.activeElement === trigger, 'the close button did not restore focus');
    });

    it('shows the keyboard hint only where there is a keyboard: not on a touch screen (no hover, a coarse pointer)', async () => {
      const {el} = mountSearch('modal no-url');
      await el.updateComplete;
      const hint = part(el, 'shortcut')!;
      expect(getComputedStyle(hint).display, 'with a mouse and a keyboard').to.not.equal('none');
      await executeServerCommand('emulate-touch', true);
      try {
        expect(matchMedia('(hover: none) and (pointer: coarse)').matches, 'the touch screen is emulated').to.be.true;
        expect(getComputedStyle(hint).display).to.equal('none');
        // The trigger still names the search, and the shortcut stays for assistive technology.
        expect(part(el, 'trigger')!.textContent!.trim()).to.match(/^Search/);
        expect(part(el, 'trigger')!.getAttribute('aria-keyshortcuts')).to.equal('Control+K Meta+K');
      } finally {
        await executeServerCommand('emulate-touch', false);
      }
      expect(getComputedStyle(hint).display).to.not.equal('none');
    });

    it('takes another key with shortcut="/", not while the visitor types in a field', async () => {
      const {el} = mountSearch('modal no-url shortcut="/" href-event="#modal-{slug}"');
      const field = mount<HTMLInputElement>('<input aria-label="other field">');
      await el.updateComplete;
      const dialog = part(el, 'dialog') as HTMLDialogElement;
      field.focus();
      await sendKeys({press: '/'});
      expect(dialog.open).to.be.false;
      expect(field.value).to.equal('/');
      field.blur();
      await ctrlK();
      expect(dialog.open, 'Ctrl+K is not the shortcut any more').to.be.false;
      await sendKeys({press: '/'});
      await waitUntil(() => dialog.open, '/ did not open the dialog');
      expect(input(el).value).to.equal('');
      await sendKeys({type: 'goldberg'});
      await results(el, 'goldberg');
      await sendKeys({press: 'ArrowDown'});
      await sendKeys({press: 'Enter'});
      await waitUntil(() => !dialog.open, 'choosing a result closes the dialog');
      expect(location.hash).to.equal('#modal-clara-weiss-goldberg-variations');
    });
  });

  it('shows an error with a retry button when the API is down, and fires site-error', async () => {
    const errors = captureConsole('error');
    try {
      const siteKey = unique('down');
      const {el} = mountSearch('no-url', siteKey);
      const heard: SiteErrorEvent[] = [];
      el.addEventListener('site-error', (e) => heard.push(e));
      await type(el, 'goldberg');
      await waitUntil(() => part(el, 'retry'), 'no error state', {timeout: 12000});
      expect(part(el, 'error')!.textContent).to.contain('could not be loaded');
      expect(heard[0].detail.status).to.equal(500);
      expect(heard[0].detail.url).to.contain(`/api/v2/${siteKey}/public/search`);
      await expect(el).to.be.accessible();
      const before = (await apiLog()).filter((l) => l.siteKey === siteKey && l.operationId === 'search').length;
      (part(el, 'retry') as HTMLButtonElement).click();
      await waitUntil(
        async () => (await apiLog()).filter((l) => l.siteKey === siteKey && l.operationId === 'search').length > before,
        'retry sent no request',
      );
    } finally {
      errors.restore();
    }
  });

  it('recovers through retry when the next attempt works', async () => {
    const errors = captureConsole('error');
    try {
      const real = demoClient(unique('demo'));
      let fail = true;
      const client = Object.assign(Object.create(real) as SiteClient, {
        search: (query: {q: string}, options?: {signal?: AbortSignal}) =>
          fail ? Promise.reject(Object.assign(new Error('HTTP 500'), {status: 500})) : real.search(query, options),
      });
      const {el, provider} = mountSearch('no-url');
      provider.client = client;
      await type(el, 'goldberg');
      await waitUntil(() => part(el, 'retry'), 'no error state');
      fail = false;
      (part(el, 'retry') as HTMLButtonElement).click();
      await results(el, 'goldberg');
      expect(part(el, 'error')).to.equal(null);
    } finally {
      errors.restore();
    }
  });

  it('shows the group labels of the active language', async () => {
    const {el} = mountSearch('no-url', 'demo', 'locale="de"');
    await type(el, 'goldberg');
    await results(el, 'goldberg');
    const labels = parts(el, 'group-label').map((l) => l.textContent);
    expect(labels[0]).to.equal('Veranstaltungen');
    expect(labels[labels.length - 1]).to.equal('Produkte');
  });

  it('falls back to defaults for invalid attributes, with one warning each', async () => {
    const warnings = captureConsole('warn');
    try {
      const rec = recordingFetch();
      const {el, provider} = mountSearch('no-url limit="abc" min-length="0" debounce="-5"');
      provider.client = demoClient(unique('demo'), {fetch: rec.fetch});
      await type(el, 'goldberg');
      await results(el, 'goldberg');
      expect(new URL(searches(rec.calls)[0].url).searchParams.get('limit')).to.equal('10');
      for (const name of ['limit="abc"', 'min-length="0"', 'debounce="-5"']) {
        expect(warnings.messages.filter((m) => m.includes(name)), name).to.have.length(1);
      }
    } finally {
      warnings.restore();
    }
  });
});
