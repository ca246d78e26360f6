/**
 * `url-key="NAME"`: an element keeps its view in the page's address, under
 * its own names (`?events.tag=…&events.pages=3&cal.month=2027-03`), so that
 * a reload, Back and Forward, and an address sent to a friend show the same
 * view. Loaded only for an element with the attribute (SiteData applies
 * what `attach()` reads before the element's first request).
 *
 * What is kept:
 * - a list (`<site-events>`, `<site-news>`, `<site-products>`,
 *   `<site-profiles>`): its filters, the attributes `tag`, `year`, `from`
 *   and `to` it has (whoever sets them: a visitor through `<site-tags
 *   for>`, `<site-news-archive for>` or `<site-event-calendar for>`, or the
 *   page's script), and how many pages "more" has shown (`pages`);
 * - `<site-event-calendar>`: the month shown (`month`) and the chosen day
 *   (`day`).
 * (`<site-search>` keeps its query itself, as `NAME.q`.)
 *
 * Only these names are read and written: the page's own parameters, its
 * hash and `history.state` stay as they are. A filter replaces the history
 * entry; a step a visitor expects Back to undo (a month, a day, a page)
 * pushes one; what one action changes in several elements (a day chosen in
 * a calendar, which filters its list) makes one entry. A value the element
 * shows by default is not written. Each value read from the address is
 * checked as the element's attribute is (and a tag against the site's
 * tags): a bad one is said once in the console and the element's default
 * shown in its place.
 */
import type {ReactiveControllerHost} from 'lit';
import type {CallOptions, SiteClient} from '../api/client.js';
import {FIRST_PAGE} from '../api/records.js';
import type {SiteContextValue} from '../context/site-context.js';
import {warnOnce} from './log.js';
import {readPage, type ListAnswer, type ListPage, type PagedQuery} from './pages.js';
import {sameQuery} from './query.js';

/** The most pages an address restores at once (a request each): past them, "more" goes on. */
export const MAX_PAGES = 10;

/** A view: each kept value by name, as the address writes it; absent: the element's default. */
type View = Record<string, string>;

/** An element as this module sees it. */
interface Host extends ReactiveControllerHost, HTMLElement {
  readonly task: {status: number; run(): Promise<void>};
  readonly renderRoot: ParentNode;
  readonly limit?: number;
  readonly renderer?: {rendered(): Element[]};
  load?(client: SiteClient, query: PagedQuery, call: CallOptions): Promise<ListPage<unknown>>;
  query?(): PagedQuery | undefined;
  loadPage?(client: SiteClient, query: PagedQuery & {page: number}, call: CallOptions): Promise<ListAnswer<unknown>>;
  /** `<site-event-calendar>`'s view: the month it shows once a visitor moved, the chosen day, and the list a day filters. */
  viewMonth?: string;
  chosenDay?: string;
  htmlFor?: string;
}

/** What SiteData gives: its context (the client) and whether the element shows its loading state. */
interface Data {
  site?: SiteContextValue;
  loading?: boolean;
}

/** One element that keeps its view. */
interface Kept {
  host: Host;
  key: string;
  /** Its names, each with the check of a value read from the address (the value to use, or undefined when it is bad). */
  checks: Record<string, (value: string) => string | undefined>;
  /** The names whose change Back undoes. */
  steps: string[];
  /** The view it shows now; undefined while it has none to keep (loading, failed). */
  read(): View | undefined;
  /** Shows a view; resolves once it is shown. */
  apply(view: View): Promise<unknown>;
  /** Where focus goes in the view shown (its first item, the calendar's day). */
  start(): HTMLElement | null | undefined;
  /** The view last written or applied. */
  last: View;
}

const kept = new Set<Kept>();

/** A day of the calendar (`YYYY-MM-DD`), not 30 February. */
const day = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !isNaN(+date) && date.toISOString().startsWith(value) ? value : undefined;
};
const month = (value: string) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined);
const CHECKS: Record<string, (value: string) => string | undefined> = {
  // A tag's id (checked against the site's tags too, in attach()); empty: none, where the element's default has one.
  tag: (value) => (/^[\w.:-]{0,100}$/.test(value) ? value : undefined),
  year: (value) => (/^[1-9]\d{0,3}$/.test(value) ? value : undefined),
  from: day,
  to: day,
  pages: (value) => (/^\d+$/.test(value) && +value >= 2 && +value <= MAX_PAGES ? value : undefined),
  month,
  day,
};

/** What each value must be, for the console. */
const EXPECTED: Record<string, string> = {
  tag: 'the id of one of the site’s tags',
  year: 'a year',
  from: 'a day (YYYY-MM-DD)',
  to: 'a day (YYYY-MM-DD)',
  pages: `a number of pages from 2 to ${MAX_PAGES}`,
  month: 'a month (YYYY-MM)',
  day: 'a day (YYYY-MM-DD)',
};

const param = (k: Kept, name: string) => `${k.key}.${name}`;

/** The view the address names for an element, each value checked (a bad one said, and left out: the default shows). */
function fromAddress(k: Kept): View {
  const params = new URL(location.href).searchParams;
  const view: View = {};
  for (const [name, check] of Object.entries(k.checks)) {
    const raw = params.get(param(k, name));
    if (raw === null) continue;
    const value = check(raw);
    if (value === undefined)
      warnOnce(
        `<${k.host.localName} url-key="${k.key}">: the address's ${param(k, name)}=${JSON.stringify(raw.slice(0, 40))}${raw.length > 40 ? '…' : ''} is not ${EXPECTED[name]}; the element's own view is shown instead.`,
      );
    else view[name] = value;
  }
  return view;
}

const same = (a: View, b: View) => Object.keys({...a, ...b}).every((name) => a[name] === b[name]);

let timer: ReturnType<typeof setTimeout> | undefined;
let push = false;

/** Writes what changed, once for all the elements one action changed (a timer: the elements update one after another). */
function schedule(step: boolean): void {
  // A server rendering the page (site-widgets/render) reads the address, and has none to write.
  if (typeof history == 'undefined') return;
  push ||= step;
  timer ??= setTimeout(() => {
    timer = undefined;
    const url = new URL(location.href);
    for (const k of kept) {
      if (!k.host.isConnected) continue;
      for (const name of Object.keys(k.checks)) url.searchParams.delete(param(k, name));
      for (const [name, value] of Object.entries(k.last)) url.searchParams.set(param(k, name), value);
    }
    if (url.href !== location.href) history[push ? 'pushState' : 'replaceState'](history.state, '', url);
    push = false;
  });
}

// Back and Forward (and a router's popstate): every element shows the view its address names.
addEventListener('popstate', () => {
  for (const k of kept) {
    const host = k.host;
    if (!host.isConnected) continue;
    const view = fromAddress(k);
    if (same(view, k.last)) continue;
    k.last = view;
    // Focus in the element (on an item "more" added, a day): where it is once the view is back, if it was lost, at the view's start.
    const focused = host.matches(':focus-within');
    void k.apply(view).then(async () => {
      await host.updateComplete;
      if (focused && !host.matches(':focus-within') && (!document.activeElement || document.activeElement === document.body)) k.start()?.focus();
    });
  }
});

/** A list's view: its filters among `tag`, `year`, `from` and `to`, and the pages "more" showed. */
function list(host: Host, key: string): Kept {
  const properties = (host.constructor as unknown as {elementProperties: Map<string, unknown>}).elementProperties;
  const filters = ['tag', 'year', 'from', 'to'].filter((name) => properties.has(name));
  // The page's own values: the view without an address.
  const defaults = Object.fromEntries(filters.map((name) => [name, host.getAttribute(name)]));
  /** How many pages the next first page brings, and of which query (set by apply; a list of another query starts at one). */
  let restore: {pages: number; query?: PagedQuery} = {pages: 1};
  /** Whether the address's first view is applied (the element's request waited for it). */
  let attached = false;
  const k: Kept = {
    host,
    key,
    checks: Object.fromEntries([...filters, 'pages'].map((name) => [name, CHECKS[name]])),
    steps: ['pages'],
    last: {},
    read() {
      const view: View = {};
      for (const name of filters) {
        const value = host.getAttribute(name);
        if (value !== defaults[name]) view[name] = value ?? '';
      }
      if (host.task.status === 2) {
        const shown = (host.renderer?.rendered() ?? host.renderRoot.querySelectorAll('[part~="item"]')).length;
        const pages = Math.ceil(shown / (host.limit ?? 10));
        if (pages > 1) view.pages = String(pages);
      } else if (k.last.pages && filters.every((name) => view[name] === k.last[name])) {
        // Its pages while it loads again: those shown (a refresh), none for another filter (a list filtered anew starts at one).
        view.pages = k.last.pages;
      }
      return view;
    },
    apply(view) {
      const again = attached;
      attached = true;
      for (const name of filters) {
        const value = name in view ? view[name] || null : defaults[name];
        if (value === null) host.removeAttribute(name);
        else host.setAttribute(name, value);
      }
      restore = {pages: Number(view.pages ?? 1)};
      // Its first page again, with the pages the address names (from the cache, where it has them); not on the first view,
      // which the element's first request waits for (SiteData).
      return again ? host.task.run() : Promise.resolve();
    },
    start() {
      const item = (host.renderer?.rendered() ?? host.renderRoot.querySelectorAll<HTMLElement>('[part~="item"]'))[0] as HTMLElement | undefined;
      // Its link, else the item itself (as "more" moves focus: more.ts).
      return item && (item.querySelector<HTMLElement>('a[href]') ?? Object.assign(item, {tabIndex: -1}));
    },
  };
  // The first page of a list, and as many more as the address names: shown together, a request each, in order.
  const load = host.load!.bind(host);
  host.load = async (client, query, call) => {
    const first = await load(client, query, call);
    if (restore.query && !sameQuery(restore.query, query)) restore = {pages: 1};
    restore.query = query;
    const items = [...first.items];
    let {more} = first;
    let pages = 1;
    for (; pages < restore.pages && more; pages++) {
      const page = readPage(await host.loadPage!(client, {...query, page: FIRST_PAGE + pages}, call), FIRST_PAGE + pages, query, true, host);
      items.push(...page.items);
      more = page.more;
    }
    return {...first, items, more, pages, view: restore};
  };
  return k;
}

/** `<site-event-calendar>`'s view: the month shown and the chosen day, each a step Back undoes. */
function calendar(host: Host, key: string): Kept {
  return {
    host,
    key,
    checks: {month: CHECKS.month, day: CHECKS.day},
    steps: ['month', 'day'],
    last: {},
    read() {
      const {viewMonth: month, chosenDay: day} = host;
      return {...(month && {month}), ...(day && {day})};
    },
    apply({month, day}) {
      const chosen = host.chosenDay;
      // Undefined: the calendar's own (the `month` attribute's, no day).
      host.viewMonth = month;
      host.chosenDay = day;
      host.requestUpdate();
      // The day's events: on the `for` list (back to no day, the filter the calendar set goes too), else below the grid (its render).
      const root = host.getRootNode() as Document | ShadowRoot;
      const target = host.htmlFor ? (root.getElementById?.(host.htmlFor) ?? document.getElementById(host.htmlFor)) : null;
      if (target && (day || chosen)) for (const name of ['from', 'to']) day ? target.setAttribute(name, day) : target.removeAttribute(name);
      return host.updateComplete;
    },
    start() {
      // The grid's tab stop: the chosen day, else the month's first.
      return host.renderRoot.querySelector<HTMLElement>('[tabindex="0"]');
    },
  };
}

/** Waits for the element's provider's client (the context may come after this module). */
function clientOf(host: Host, data: Data): Promise<SiteClient> {
  return new Promise((resolve) => {
    const now = data.site?.client;
    if (now) return resolve(now);
    const controller = {
      hostUpdate() {
        const client = data.site?.client;
        if (client) (host.removeController(controller), resolve(client));
      },
    };
    host.addController(controller);
  });
}

/**
 * Keeps an element's view in the address: applies the view the address
 * names now (checked: a tag among the site's tags), then writes the
 * element's view whenever it changes. Resolves once the view is applied.
 */
export async function attach(element: ReactiveControllerHost & HTMLElement, data: Data): Promise<void> {
  const host = element as Host;
  const key = host.getAttribute('url-key')?.trim() ?? '';
  // <site-search> keeps its query itself (NAME.q).
  if (host.localName === 'site-search') return;
  if (!/^[\w-]{1,40}$/.test(key)) return warnOnce(`<${host.localName}>: url-key="${key}" is not a name (letters, digits, - and _): its view is not kept in the address.`);
  const k = host.load && host.loadPage ? list(host, key) : host.localName == 'site-event-calendar' ? calendar(host, key) : undefined;
  if (!k) return warnOnce(`<${host.localName}> has no view to keep in the address: url-key is for lists, <site-event-calendar> and <site-search>.`);
  // The element's request, which waits for this: of the view applied below, not of the one it had when it was asked for.
  const load = host.load!.bind(host);
  host.load = (client, query, call) => load(client, host.query?.() ?? query, call);
  for (const other of kept)
    if (other.key === key && other.host.isConnected) warnOnce(`<${host.localName} url-key="${key}">: another element of the page keeps its view under "${key}" too; give each its own.`);
  kept.add(k);
  const view = fromAddress(k);
  if (view.tag) {
    // A tag the site has: an unknown one would show an empty list, not the list's own view.
    const client = await clientOf(host, data);
    // (The answer read by hand: the records reader is not among what the core shares with the files it loads.)
    const tags = await client.tags(undefined, {}).then(
      (answer) => {
        const records: unknown = Array.isArray(answer) ? answer : (answer as {records?: unknown})?.records;
        return Array.isArray(records) ? records.map((tag) => String((tag as {id?: unknown})?.id)) : undefined;
      },
      () => undefined,
    );
    if (tags && !tags.includes(view.tag)) {
      warnOnce(`<${host.localName} url-key="${key}">: the address's ${param(k, 'tag')}=${JSON.stringify(view.tag)} is not ${EXPECTED.tag}; the element's own view is shown instead.`);
      delete view.tag;
    }
  }
  k.last = view;
  void k.apply(view);
  host.addController({
    // An element that leaves the page (a single-page app's view) is forgotten, and kept again when it comes back.
    hostConnected: () => void kept.add(k),
    hostDisconnected: () => void kept.delete(k),
    hostUpdated() {
      // The view shown, once there is one (not while loading: a list that failed keeps the address's).
      const now = data.loading ? undefined : k.read();
      if (!now || same(now, k.last)) return;
      // A step (a month, a day, a page) unless a filter changed too: a list filtered anew starts at its first page, and that is the filter's doing.
      const changed = Object.keys({...now, ...k.last}).filter((name) => now[name] !== k.last[name]);
      const step = changed.every((name) => k.steps.includes(name));
      k.last = now;
      schedule(step);
    },
  });
}
