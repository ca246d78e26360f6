/**
 * Leniency, element by element: every data element is served answers in
 * the real shapes of src/api/openapi.yaml, but as sparse (or as odd) as the
 * contract allows, and must show its content (not its error state, not
 * endless loading), something sensible where a title goes (the localized
 * title, else the documented fallback: the slug; a tag's id), and say
 * nothing alarming in the console.
 *
 * The answers: a client whose fetch answers the element's paths with the
 * JSON of the scenario (as test/elements/bad-input.test.ts serves broken
 * ones), injected into the provider. Any other request is answered 404 and
 * fails the test: each scenario serves everything the element asks for,
 * `/site` included, so the provider's site is as sparse as the records.
 *
 * The scenarios:
 * - `required`: every record holds only the fields its schema requires
 *   (checked against openapi.yaml below), list envelopes have no `count`,
 *   `/site` is `{id, settings: {}}`;
 * - `nulls`: every optional field of every record (and of its localized
 *   entries but the title, and of the site and its settings) is present as
 *   `null`, read off openapi.yaml;
 * - `extras`: unknown fields on envelopes, records, localized entries and
 *   the site; pages of an unknown `type`; a content tree with a node type
 *   no renderer knows (its text must still be shown);
 * - `other-locale`: records with no localized entry for the page's locale
 *   (`en`), only a `de` one: that one is shown (the service's own SDK falls
 *   back to the first entry);
 * - `no-title`: the record's localized entry has no title: the slug shows.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import YAML from 'yaml';
import '../../src/index.js';
import type {SiteContentProvider} from '../../src/elements/site-content-provider/site-content-provider.js';
import {DATA_ELEMENTS, demoClient} from '../helpers/api.js';
import {captureConsole, mount, part, parts, settled} from '../helpers/dom.js';
import {lateWorkDone, watchEscapes} from '../helpers/signals.js';
import {dayIn, useClock, yearIn} from '../helpers/clock.js';

type Json = Record<string, unknown>;
type Scenario = 'required' | 'nulls' | 'extras' | 'other-locale' | 'no-title';
const SCENARIOS: Scenario[] = ['required', 'nulls', 'extras', 'other-locale', 'no-title'];

type Schema = {$ref?: string; required?: string[]; properties?: Record<string, Schema>; allOf?: Schema[]};
let schemas: Record<string, Schema>;

/** A component schema's required and declared fields (allOf merged). */
function fieldsOf(name: string): {required: string[]; all: string[]} {
  const schema = schemas[name];
  const parts = [schema, ...(schema.allOf ?? []).map((s) => schemas[s.$ref!.replace('#/components/schemas/', '')])];
  return {required: parts.flatMap((s) => s.required ?? []), all: parts.flatMap((s) => Object.keys(s.properties ?? {}))};
}

const SITE_ID = 'site_lenient';
const UNKNOWN_NODE = 'Text inside a node type no renderer knows';
const KNOWN_NODE = 'A paragraph the renderer knows';
/** The site's year and today (Berlin), on the clock the suite set. */
const thisYear = () => yearIn('Europe/Berlin');
const today = () => dayIn('Europe/Berlin');
/** Days from today (UTC), at an hour (UTC), as the service writes dates. */
const inDays = (days: number, hour = 19) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour)).toISOString();
};

/** What stands where the title goes, in each scenario: the localized title, the `de` one, or the slug. */
const titleOf = (slug: string, scenario: Scenario) => (scenario == 'no-title' ? slug : scenario == 'other-locale' ? `Titel von ${slug}` : `Title of ${slug}`);

/** Unknown fields, of several kinds. */
const EXTRA = {zzUnknownText: 'surprise', zzUnknownObject: {nested: [1, {deeper: null}]}, zzUnknownNull: null, zzUnknownList: [{a: 1}]};

/** The record with every optional field of its schema present as null. */
function nulled(record: Json, schema: string): Json {
  const {required, all} = fieldsOf(schema);
  return {...record, ...Object.fromEntries(all.filter((f) => !required.includes(f)).map((f) => [f, null]))};
}

/** A record's localized entries in a scenario. */
function localizedContent(slug: string, scenario: Scenario): Json[] {
  const entry: Json = {siteId: SITE_ID, locale: 'en', title: titleOf(slug, scenario)};
  switch (scenario) {
    case 'required':
      return [entry];
    case 'nulls':
      return [{...nulled(entry, 'LocalizedContent'), title: entry.title}];
    case 'extras':
      return [
        {
          ...entry,
          ...EXTRA,
          contentJSON: {
            type: 'doc',
            zzUnknown: true,
            content: [
              {type: 'paragraph', content: [{type: 'text', text: KNOWN_NODE}]},
              {type: 'zzCarousel', attrs: {speed: 3}, content: [{type: 'paragraph', content: [{type: 'text', text: UNKNOWN_NODE}]}]},
            ],
          },
        },
      ];
    case 'other-locale':
      return [{siteId: SITE_ID, locale: 'de', title: titleOf(slug, scenario)}];
    case 'no-title':
      return [{siteId: SITE_ID, locale: 'en'}];
  }
}

/** A record in a scenario: `required` holds exactly its schema's required fields (checked below). */
function record(schema: string, required: Json, scenario: Scenario): Json {
  const slug = required.slug as string;
  const base = 'localizedContent' in required ? {...required, localizedContent: localizedContent(slug, scenario)} : required;
  if (scenario == 'nulls') return nulled(base, schema);
  if (scenario == 'extras') return {...base, ...EXTRA, ...('type' in base && schema == 'Page' ? {type: 'ZZ_MICROSITE'} : {})};
  return base;
}

/** The required fields of each record type (the localized entries are the scenario's). */
const REQUIRED: Record<string, (slug: string, i: number) => Json> = {
  Event: (slug, i) => ({id: `ev-${slug}`, siteId: SITE_ID, slug, startDate: inDays(3 + i), endDate: inDays(3 + i, 21), hasTime: true, publishState: 'PUBLISHED', artists: [], localizedContent: []}),
  Page: (slug, i) => ({id: `pg-${slug}`, order: i, slug, featured: false, type: 'CONTENT', openInNewTab: false, siteId: SITE_ID, roles: [], localizedContent: []}),
  Profile: (slug) => ({siteId: SITE_ID, slug, localizedContent: []}),
  Product: (slug, i) => ({siteId: SITE_ID, slug, order: i, featured: false, localizedContent: [], artists: []}),
  TagListItem: (slug) => ({id: slug, siteId: SITE_ID, title: ''}),
  SearchSlim: (slug) => ({id: `s-${slug}`, siteId: SITE_ID, slug, localizedContent: []}),
  Site: () => ({id: SITE_ID, settings: {}}),
};

function records(schema: string, slugs: string[], scenario: Scenario): Json[] {
  return slugs.map((slug, i) => {
    const r = record(schema, REQUIRED[schema](slug, i), scenario);
    if (schema == 'TagListItem') {
      // A tag has one title (no localization): its own, none in `no-title` (its id shows), as it is otherwise.
      if (scenario == 'no-title') delete r.title;
      else r.title = `Tag ${slug}`;
    }
    if (schema == 'SearchSlim' && scenario == 'nulls') r.localizedContent = (r.localizedContent as Json[]).map((e) => ({locale: e.locale, title: e.title, shortContent: null, content: null}));
    if (schema == 'SearchSlim') r.localizedContent = (r.localizedContent as Json[]).map(({siteId: _, ...e}) => (scenario == 'extras' ? {locale: e.locale, title: e.title, ...EXTRA} : e));
    return r;
  });
}

/** A list answer: no `count` (in `extras`, unknown envelope fields besides). */
const list = (items: Json[], scenario: Scenario) => (scenario == 'extras' ? {records: items, ...EXTRA} : {records: items});

/** `/site` in a scenario. */
function site(scenario: Scenario): Json {
  const required = REQUIRED.Site('', 0);
  if (scenario == 'nulls') return {...nulled(required, 'Site'), settings: nulled({}, 'SiteSettings')};
  if (scenario == 'extras') return {...required, ...EXTRA, settings: {...EXTRA}};
  return required;
}

interface Row {
  tag: string;
  attrs: string;
  /** The scenarios that mean something for it (default all). */
  scenarios?: Scenario[];
  answers: (scenario: Scenario) => Record<string, unknown>;
  /** What it shows, per scenario, where a title goes. */
  shows: (el: HTMLElement, scenario: Scenario) => unknown;
  /** A detail element shows a body: in `extras`, its content tree with the unknown node's text. */
  body?: boolean;
  before?: () => void;
}

const texts = (el: Element, name: string) => parts(el, name).map((p) => p.textContent!.trim());
const slugs = (prefix: string) => [`${prefix}-one`, `${prefix}-two`];
const SEARCH_PARAM = 'lenient-q';
const initialUrl = location.href;

/** A list element: its items' titles (part `name`) are the scenario's. */
function listRow(tag: string, path: string, schema: string, name = 'title', attrs = 'limit="5"'): Row {
  const prefix = tag.replace('site-', '');
  return {
    tag,
    attrs,
    answers: (s) => ({[path]: list(records(schema, slugs(prefix), s), s)}),
    shows: (el, s) => expect(texts(el, name)).to.deep.equal(slugs(prefix).map((slug) => titleOf(slug, s))),
  };
}

/** A detail element: its title (part `name`) is the scenario's. */
function itemRow(tag: string, path: string, schema: string, name = 'title'): Row {
  const slug = `${tag.replace('site-', '')}-x`;
  return {
    tag,
    attrs: `slug="${slug}"`,
    answers: (s) => ({[`${path}/${slug}`]: records(schema, [slug], s)[0]}),
    shows: (el, s) => expect(part(el, name)!.textContent!.trim()).to.equal(titleOf(slug, s)),
    body: true,
  };
}

const ROWS: Row[] = [
  {
    tag: 'site-info',
    attrs: '',
    // The site's name is its own (no slug to fall back on): with no name, description or logo there is nothing to
    // show, and the element shows its empty state (the empty slot, by default nothing), not an empty box, nor an error.
    scenarios: ['required', 'nulls', 'extras'],
    answers: () => ({}),
    shows: (el) => {
      expect(!!part(el, 'info'), 'an empty box').to.equal(false);
      expect(!!part(el, 'error'), 'an error').to.equal(false);
      expect(el.shadowRoot!.querySelector('slot[name="empty"]'), 'the empty slot').to.exist;
    },
  },
  listRow('site-events', '/events', 'Event'),
  itemRow('site-event', '/events', 'Event'),
  {
    tag: 'site-event-calendar',
    attrs: '',
    scenarios: ['required', 'extras'],
    answers: (s) => ({'/events/dates': {dates: [today()], years: [thisYear()], ...(s == 'extras' ? EXTRA : {})}}),
    shows: (el) => expect(parts(el, 'has-events').map((d) => d.dataset.date)).to.deep.equal([today()]),
  },
  {...listRow('site-news', '/news', 'Page'), answers: (s) => ({'/news': list(records('Page', slugs('news'), s).map((p) => (s == 'extras' ? p : {...p, type: 'NEWS'})), s)})},
  itemRow('site-news-post', '/news', 'Page'),
  {
    tag: 'site-news-archive',
    attrs: '',
    scenarios: ['required', 'extras'],
    answers: (s) => ({'/news/dates': {dates: [`${thisYear()}-03`], years: [thisYear()], ...(s == 'extras' ? EXTRA : {})}}),
    shows: (el) => expect(texts(el, 'year-label')).to.deep.equal([String(thisYear())]),
  },
  {
    tag: 'site-pages',
    attrs: '',
    answers: (s) => ({'/pages': list(records('Page', slugs('pages'), s), s)}),
    shows: (el, s) => expect(texts(el, 'link')).to.deep.equal(slugs('pages').map((slug) => titleOf(slug, s))),
  },
  itemRow('site-page', '/pages', 'Page'),
  listRow('site-profiles', '/profiles', 'Profile', 'name'),
  itemRow('site-profile', '/profiles', 'Profile', 'name'),
  listRow('site-products', '/products', 'Product'),
  itemRow('site-product', '/products', 'Product'),
  {
    tag: 'site-search',
    attrs: `url-param="${SEARCH_PARAM}" debounce="0"`,
    before: () => history.replaceState(history.state, '', `${location.pathname}?${SEARCH_PARAM}=zz`),
    answers: (s) => ({
      '/search': {events: records('SearchSlim', ['search-event'], s), pages: records('SearchSlim', ['search-page'], s), profiles: [], products: [], ...(s == 'extras' ? EXTRA : {})},
    }),
    shows: async (el, s) => {
      await waitUntil(() => parts(el, 'option').length == 2, 'no results shown');
      expect(texts(el, 'title')).to.deep.equal(['search-event', 'search-page'].map((slug) => titleOf(slug, s)));
    },
  },
  {
    tag: 'site-tags',
    attrs: '',
    // A tag's title is not localized.
    scenarios: ['required', 'nulls', 'extras', 'no-title'],
    answers: (s) => ({'/tags': list(records('TagListItem', slugs('tag'), s), s)}),
    // Its title, else its id.
    shows: (el, s) => expect(texts(el, 'name')).to.deep.equal(slugs('tag').map((id) => (s == 'no-title' ? id : `Tag ${id}`))),
  },
];

/**
 * A client answering `answers` (paths after /public, query left out) and
 * `/site` with the scenario's JSON; any other path is answered 404 and
 * listed in `unexpected`.
 */
function clientAnswering(answers: Record<string, unknown>, unexpected: string[]) {
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^.*\/public/, '');
    if (!(path in answers)) {
      unexpected.push(path);
      return new Response('{"error": "not_found"}', {status: 404, headers: {'Content-Type': 'application/json'}});
    }
    return new Response(JSON.stringify(answers[path]), {headers: {'Content-Type': 'application/json'}});
  }) as typeof fetch;
  return demoClient('lenient', {fetch: fetchFn, attempts: 1});
}

/** Everything the console and the page heard while `run` ran. */
async function heard(run: () => Promise<void>): Promise<string[]> {
  const warnings = captureConsole('warn');
  const errors = captureConsole('error');
  const watch = watchEscapes();
  try {
    await run();
    // Every explanation asked for has been said, the JSON-LD written, and what was thrown reported.
    await lateWorkDone();
  } finally {
    watch.stop();
    warnings.restore();
    errors.restore();
  }
  return [...warnings.messages.map((m) => `warn: ${m}`), ...errors.messages.map((m) => `error: ${m}`), ...watch.escaped];
}

describe('leniency: sparse and odd answers in the real shapes', () => {
  useClock();
  before(async () => {
    schemas = (YAML.parse(await (await fetch('/src/api/openapi.yaml')).text()) as {components: {schemas: Record<string, Schema>}}).components.schemas;
  });
  afterEach(() => history.replaceState(history.state, '', initialUrl));

  it('has a row for every data element', () => {
    expect(ROWS.map((r) => r.tag).sort()).to.deep.equal(DATA_ELEMENTS);
  });

  it('the `required` records hold exactly the fields openapi.yaml requires', () => {
    for (const [schema, make] of Object.entries(REQUIRED)) {
      expect(Object.keys(make('x', 0)).sort(), schema).to.deep.equal(fieldsOf(schema).required.sort());
    }
    expect(Object.keys(localizedContent('x', 'no-title')[0]).sort()).to.deep.equal(fieldsOf('LocalizedContent').required.sort());
  });

  for (const row of ROWS) {
    describe(`<${row.tag}>`, () => {
      for (const scenario of row.scenarios ?? SCENARIOS) {
        it(scenario, async () => {
          const unexpected: string[] = [];
          let el!: HTMLElement;
          const said = await heard(async () => {
            row.before?.();
            const wrapper = mount(`<div><site-content-provider locale="en"><${row.tag} ${row.attrs}></${row.tag}></site-content-provider></div>`);
            const provider = wrapper.querySelector('site-content-provider') as SiteContentProvider;
            provider.client = clientAnswering({'/site': site(scenario), ...row.answers(scenario)}, unexpected);
            el = wrapper.querySelector(row.tag)!;
            await settled(el);
            await row.shows(el, scenario);
            if (row.body && scenario == 'extras') {
              // The content tree: the known node, and the unknown one's text (its children are rendered).
              await waitUntil(() => part(el, 'content')?.textContent?.includes(UNKNOWN_NODE), 'the unknown node\u2019s text is not shown');
              expect(part(el, 'content')!.textContent).to.contain(KNOWN_NODE);
            }
          });
          for (const state of ['error', 'loading', 'not-found', 'empty']) expect(part(el, state), `<${row.tag}> shows its ${state} state`).to.equal(null);
          expect(el.hasAttribute('aria-busy'), 'still busy').to.be.false;
          expect(unexpected, 'requests the scenario does not answer').to.deep.equal([]);
          expect(said, 'said in the console or thrown into the page').to.deep.equal([]);
        });
      }
    });
  }
});
