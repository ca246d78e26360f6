/**
 * The states every data element shares (test/helpers/states.ts), run over
 * every data element from one table: the loading skeleton, then site-load
 * with the count; the error state on a 500, with site-error; one console
 * warning per invalid attribute; what an attribute change shows. Each row
 * says how to mount the element, what it shows then, the path of its
 * request, its invalid attributes and an attribute change. Each element's
 * own test file keeps what is its own.
 */
import {expect} from '@open-wc/testing';
import '../../src/index.js';
import type {SiteSearch} from '../../src/elements/site-search/site-search.js';
import {DATA_ELEMENTS, apiGet, unique} from '../helpers/api.js';
import {localized} from '../../src/api/client.js';
import {dayBounds} from '../../src/api/bounds.js';
import {DEMO_FACTS} from '../../demo/api/data.js';
import {captureConsole, mountInProvider, part, parts, settled} from '../helpers/dom.js';
import {expectLoadingThenLoad, expectOneWarningEach, expectServerError, reloaded} from '../helpers/states.js';
import {useClock, yearIn} from '../helpers/clock.js';

type Check = 'loading' | 'error' | 'invalid' | 'change';

interface Row {
  tag: string;
  /** Attributes of the element for the loading, error and change checks. */
  attrs: string;
  /** site-load's count for `attrs`, from the demo API where it is not fixed. */
  count: () => Promise<number>;
  /** Least height of the loading skeleton, in px. */
  minHeight: number;
  /** What the element shows once loaded, besides the count. */
  loaded?: (el: Element) => void | Promise<void>;
  /** Path of its request under /api/v2/{siteKey}/public, as site-error names it. */
  path: string;
  /** Attributes with invalid values, the value each warning names, and what the element shows instead. */
  invalid?: {attrs: string; warns: string[]; shows: (el: Element) => void | Promise<void>};
  /** An attribute set on the loaded element, and what it shows then. */
  change?: {name: string; value: () => Promise<string> | string; shows: (el: Element) => void | Promise<void>};
  /** A check the element does not fit, and why (its own test file covers that its own way). */
  unfit?: Partial<Record<Check, string>>;
  /** Runs before the element is mounted. */
  before?: () => void;
}

const api = <T = {records: Record<string, any>[]; count?: number}>(path: string) => apiGet<T>(path);

const texts = (el: Element, name: string) => parts(el, name).map((p) => p.textContent!.trim());
/** The number of hits of a grouped /search answer. */
const hits = (answer: Record<string, unknown[]>) => Object.values(answer).reduce((n, list) => n + list.length, 0);
/** A record's title as the kit reads it. */
const title = (r: object) => localized(r, 'title', 'en', 'en');
/** The demo site's bounds of a whole year, as the news list sends them. */
const yearBounds = (year: number) => {
  const {gt, lt} = dayBounds(`${year}-01-01`, `${year}-12-31`, 'Europe/Berlin');
  return `gt=${gt}&lt=${lt}`;
};
/** The year of today in the demo site's zone. */
/** The site's year, on the clock the suite set. */
const siteYear = () => yearIn('Europe/Berlin');

const EVENT = 'nachtfalter-late-night-set';
const OTHER_EVENT = 'clara-weiss-goldberg-variations';
const POST = 'clara-weiss-records-goldberg-variations';
const PRODUCT = 'clara-weiss-goldberg-vinyl';
const USD_PRODUCT = 'jonas-berg-trio-blue-hour-lp';
const PROFILE = 'clara-weiss';
/** The query <site-search> finds in the page URL (its only way to search on its own). */
const SEARCH_PARAM = 'states-q';
const initialUrl = location.href;

/** A single-record element's title and what another slug shows. */
function single(tag: string, slug: string, other: string, collection: string, titlePart = 'title'): Row {
  return {
    tag,
    attrs: `slug="${slug}"`,
    count: async () => 1,
    minHeight: 0,
    loaded: (el) => expect(part(el, titlePart)).to.exist,
    path: `/${collection}/${slug}`,
    invalid: {
      attrs: `slug="${slug}" heading-offset="nine"`,
      warns: ['heading-offset="nine"'],
      shows: (el) => expect(part(el, titlePart)!.localName).to.equal('h1'),
    },
    change: {
      name: 'slug',
      value: () => other,
      shows: async (el) => expect(part(el, titlePart)!.textContent!.trim()).to.equal(title(await api<Record<string, any>>(`/${collection}/${other}`))),
    },
  };
}

const ROWS: Row[] = [
  {
    tag: 'site-info',
    attrs: '',
    count: async () => 1,
    minHeight: 0,
    loaded: async (el) => expect(part(el, 'name')!.textContent).to.equal((await api<{name: string}>('/site')).name),
    path: '/site',
    invalid: {
      attrs: 'field="slogan"',
      warns: ['field="slogan"'],
      shows: (el) => {
        expect(part(el, 'name')).to.exist;
        expect(part(el, 'description')).to.exist;
      },
    },
    change: {
      name: 'field',
      value: () => 'name',
      shows: (el) => {
        expect(part(el, 'name')).to.exist;
        expect(part(el, 'description')).to.equal(null);
      },
    },
  },
  {
    tag: 'site-events',
    attrs: 'upcoming limit="2"',
    count: async () => 2,
    minHeight: 100,
    loaded: (el) => expect(parts(el, 'item')).to.have.length(2),
    path: '/events',
    invalid: {
      attrs: 'limit="abc" dir="sideways" upcoming',
      warns: ['limit="abc"', 'dir="sideways"'],
      shows: async (el) => {
        expect(parts(el, 'item')).to.have.length(10);
        expect(texts(el, 'title')).to.deep.equal((await api('/events?upcoming=true&limit=10&dir=asc')).records.map((e) => title(e)));
      },
    },
    change: {name: 'limit', value: () => '4', shows: (el) => expect(parts(el, 'item')).to.have.length(4)},
  },
  single('site-event', EVENT, OTHER_EVENT, 'events'),
  {
    tag: 'site-event-calendar',
    attrs: '',
    // The days of the year shown (the site's current one), asked with that year's bounds as the calendar asks them.
    count: async () => {
      const {gt, lt} = dayBounds(`${siteYear()}-01-01`, `${siteYear()}-12-31`, 'Europe/Berlin');
      return (await api<{dates: string[]}>(`/events/dates?interval=day&gt=${gt}&lt=${lt}`)).dates.length;
    },
    minHeight: 100,
    path: '/events/dates',
    invalid: {
      attrs: 'month="March"',
      warns: ['month="March"'],
      // The current month of the site, with today marked.
      shows: (el) => expect(el.shadowRoot!.querySelector('[aria-current="date"]')).to.exist,
    },
    change: {
      name: 'month',
      value: () => `${siteYear() - 1}-06`,
      shows: async (el) => {
        const month = `${siteYear() - 1}-06`;
        expect(el.shadowRoot!.querySelector(`[data-date="${month}-15"]`)).to.exist;
        const marked = parts(el, 'has-events').map((d) => d.dataset.date);
        expect(marked).to.deep.equal((await api<{dates: string[]}>('/events/dates?interval=day')).dates.filter((d) => d.startsWith(month)));
      },
    },
  },
  {
    tag: 'site-news',
    attrs: 'limit="2"',
    count: async () => 2,
    minHeight: 100,
    loaded: (el) => expect(parts(el, 'item')).to.have.length(2),
    path: '/news',
    invalid: {
      attrs: 'limit="abc" dir="sideways" year="last" heading-level="9"',
      warns: ['limit="abc"', 'dir="sideways"', 'year="last"', 'heading-level="9"'],
      shows: async (el) => {
        expect(parts(el, 'item')).to.have.length(10);
        expect(texts(el, 'title')).to.deep.equal((await api('/news?limit=10&dir=desc')).records.map((p) => title(p)));
        // A level past the last is the last one (h6), said once.
        expect(el.shadowRoot!.querySelectorAll('h6')).to.have.length(10);
      },
    },
    change: {
      name: 'year',
      value: () => '2024',
      shows: async (el) => expect(texts(el, 'title')).to.deep.equal((await api(`/news?${yearBounds(2024)}&limit=2`)).records.map((p) => title(p))),
    },
  },
  single('site-news-post', POST, 'spree-lights-add-amsterdam-london', 'news'),
  {
    tag: 'site-news-archive',
    attrs: '',
    count: async () => (await api<{years: number[]}>('/news/dates?interval=month')).years.length,
    minHeight: 50,
    path: '/news/dates',
    invalid: {
      attrs: 'year="soon"',
      warns: ['year="soon"'],
      shows: async (el) => expect(parts(el, 'year')).to.have.length((await api<{years: number[]}>('/news/dates?interval=month')).years.length),
    },
    change: {
      name: 'year',
      value: () => '2025',
      shows: (el) => expect(texts(el, 'year-label')).to.deep.equal(['2025']),
    },
  },
  {
    tag: 'site-pages',
    attrs: 'current="about"',
    count: async () => (await api('/pages?limit=100')).records.length,
    minHeight: 50,
    loaded: (el) => expect(el.shadowRoot!.querySelector('[aria-current="page"]')).to.exist,
    path: '/pages',
    unfit: {invalid: 'site-pages has no attribute that it validates, so nothing to warn about'},
    change: {
      name: 'current',
      value: () => 'contact',
      shows: async (el) => {
        const current = [...el.shadowRoot!.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent);
        expect(current).to.deep.equal([title(await api<object>('/pages/contact'))]);
      },
    },
  },
  single('site-page', 'about', 'contact', 'pages'),
  {
    tag: 'site-profiles',
    attrs: 'limit="3"',
    count: async () => 3,
    minHeight: 100,
    loaded: (el) => expect(parts(el, 'item')).to.have.length(3),
    path: '/profiles',
    invalid: {
      attrs: 'limit="lots" heading-level="9"',
      warns: ['limit="lots"', 'heading-level="9"'],
      shows: (el) => {
        expect(parts(el, 'item')).to.have.length(10);
        expect(parts(el, 'name').every((h) => h.localName === 'h6')).to.be.true;
      },
    },
    change: {
      name: 'tag',
      value: () => DEMO_FACTS.tagIds.jazz,
      shows: async (el) => expect(texts(el, 'name')).to.deep.equal((await api(`/profiles?tags=${DEMO_FACTS.tagIds.jazz}&limit=3`)).records.map((p) => title(p))),
    },
  },
  single('site-profile', PROFILE, 'aurora-quartet', 'profiles', 'name'),
  {
    tag: 'site-products',
    attrs: 'limit="2"',
    count: async () => 2,
    minHeight: 100,
    loaded: (el) => expect(parts(el, 'item')).to.have.length(2),
    path: '/products',
    invalid: {
      attrs: 'limit="abc" heading-level="9"',
      warns: ['limit="abc"', 'heading-level="9"'],
      shows: (el) => {
        expect(parts(el, 'item')).to.have.length(10);
        expect(parts(el, 'title').every((h) => h.localName === 'h6')).to.be.true;
      },
    },
    change: {
      name: 'profile',
      value: () => 'spree-lights',
      shows: async (el) => expect(texts(el, 'title')).to.deep.equal((await api('/profiles/spree-lights/products?limit=2')).records.map((p) => title(p))),
    },
  },
  single('site-product', PRODUCT, USD_PRODUCT, 'products'),
  {
    tag: 'site-search',
    attrs: `url-param="${SEARCH_PARAM}"`,
    before: () => history.replaceState(history.state, '', `${location.pathname}?${SEARCH_PARAM}=goldberg`),
    count: async () => hits(await api<Record<string, unknown[]>>('/search?query=goldberg&limit=10')),
    minHeight: 0,
    path: '/search',
    unfit: {
      // Its own test file checks its busy results panel while a query loads.
      loading: 'site-search marks its results panel busy, not the host: the search box stays usable while a query loads',
    },
    // debounce is read when the visitor types, and this row does not type:
    // its own test file checks debounce="-5" (and these two) while typing.
    invalid: {
      attrs: `url-param="${SEARCH_PARAM}" limit="abc" min-length="0"`,
      warns: ['limit="abc"', 'min-length="0"'],
      shows: async (el) => {
        expect(parts(el, 'title')).to.have.length(hits(await api<Record<string, unknown[]>>('/search?query=goldberg&limit=10')));
        expect((el as SiteSearch).task.value!.q).to.equal('goldberg');
      },
    },
    change: {
      name: 'limit',
      value: () => '1',
      // `limit` is per type on /search: one result in each group, and more to come.
      shows: (el) => {
        const groups = parts(el, 'group');
        expect(groups.length).to.be.greaterThan(1);
        for (const group of groups) expect(group.querySelectorAll('[part~="option"]')).to.have.length(1);
        expect(part(el, 'more')).to.exist;
      },
    },
  },
  {
    tag: 'site-tags',
    attrs: '',
    count: async () => (await api('/tags?limit=100')).records.length,
    minHeight: 0,
    // Grouped by parent: the same tags, children after their parent.
    loaded: async (el) => expect([...texts(el, 'name')].sort()).to.deep.equal((await api('/tags?limit=100')).records.map((t) => t.title).sort()),
    path: '/tags',
    invalid: {
      attrs: 'for="no-such-list"',
      warns: ['for="no-such-list"'],
      shows: async (el) => expect(parts(el, 'item')).to.have.length((await api('/tags?limit=100')).records.length),
    },
    change: {
      name: 'parent',
      value: () => DEMO_FACTS.tagIds.classical,
      shows: async (el) =>
        expect([...texts(el, 'name')].sort()).to.deep.equal(
          ['Classical', ...(await api(`/tags?parentId=${DEMO_FACTS.tagIds.classical}&limit=100`)).records.map((t) => t.title)].sort(),
        ),
    },
  },
];

function mountRow(row: Row, attrs: string, siteKey: string): Element {
  row.before?.();
  return mountInProvider(`<${row.tag} ${attrs}></${row.tag}>`, {siteKey});
}

describe('the states every data element shares', () => {
  useClock();
  afterEach(() => history.replaceState(history.state, '', initialUrl));

  it('has a row for every data element', () => {
    expect(ROWS.map((r) => r.tag).sort()).to.deep.equal(DATA_ELEMENTS);
    for (const row of ROWS) {
      const checks = (['invalid', 'change'] as const).filter((c) => !row[c] && !row.unfit?.[c]);
      expect(checks, `${row.tag}: checks with neither data nor a reason`).to.deep.equal([]);
    }
  });

  for (const row of ROWS) {
    describe(`<${row.tag}>`, () => {
      if (!row.unfit?.loading) {
        it('reserves space with a skeleton while loading, then fires site-load with the count', async () => {
          const el = mountRow(row, row.attrs, unique('slow'));
          await expectLoadingThenLoad(el, await row.count(), {minHeight: row.minHeight});
          await row.loaded?.(el);
        });
      }

      if (!row.unfit?.error) {
        it('shows an error with a retry button on a 500 and fires site-error', async () => {
          await expectServerError((siteKey) => mountRow(row, row.attrs, siteKey), row.path);
        });
      }

      const {invalid, change} = row;
      if (invalid && !row.unfit?.invalid) {
        it('falls back to defaults for invalid attributes, with one warning each', async () => {
          const warnings = captureConsole('warn');
          try {
            const el = mountRow(row, invalid.attrs, 'demo');
            await settled(el);
            await invalid.shows(el);
            expectOneWarningEach(warnings.messages, invalid.warns);
          } finally {
            warnings.restore();
          }
        });
      }

      if (change && !row.unfit?.change) {
        it('shows what an attribute change asks for', async () => {
          const el = mountRow(row, row.attrs, 'demo');
          await settled(el);
          el.setAttribute(change.name, await change.value());
          await reloaded(el);
          await change.shows(el);
        });
      }
    });
  }
});
