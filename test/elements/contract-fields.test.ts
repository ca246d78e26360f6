/**
 * No element reads a field the contract does not define. Every element kind
 * (and, for those that take one, with a `<template>` binding every field it
 * offers: the fields are typed loosely, `Record<string, any>`) is rendered
 * from the demo API's real answers, each answer wrapped in recording
 * Proxies: every property read on it, at any depth, is checked against the
 * schema of src/api/openapi.yaml it answers to (`$ref`s and `allOf`
 * followed, arrays to their `items`). A read of a property that schema does
 * not declare fails the test, naming element, schema and field.
 *
 * Where the answers are intercepted: the provider takes an injected client
 * (`provider.client = …`, its documented hook for tests), so the test gives
 * it the demo API's real client wrapped in a Proxy whose methods resolve to
 * the recorded answer. Nothing in src/ is touched, and every read an element
 * makes (its rendering, its template's fields, its JSON-LD, the provider's
 * reads of `/site`) goes through the wrapper. The request layer still parses
 * and caches the real answers; a wrapped object is the same Proxy each time
 * it is asked for, so identities the elements compare stay as they are.
 *
 * Not reads of a field: Symbol keys, `then` (awaiting), `toJSON`, the names
 * of Object.prototype, an array's `length`, indices (they lead to the
 * items' schema) and methods, and the reads of an object's own keys while it
 * is being enumerated (a spread, JSON.stringify, Object.entries copy what is
 * there; they do not ask for a field by name). Free-form schemas (no
 * declared `properties`: `jsonLd`, `contentJSON`, `custom[].data`, a raw
 * `parent`, `settings.publicSite.template.config`) are not followed further.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import YAML from 'yaml';
import '../../src/index.js';
import {ROUTES, type SiteClient} from '../../src/api/client.js';
import {KINDS} from '../../src/template/fields.js';
import {DEMO_FACTS} from '../../demo/api/data.js';
import {DATA_ELEMENTS, demoClient, unique} from '../helpers/api.js';
import {mountInProvider, part, parts, settled} from '../helpers/dom.js';
import {structuredDataWritten} from '../helpers/signals.js';

type Schema = {$ref?: string; type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; allOf?: Schema[]};
/** A schema and where it is: the component it belongs to and the path inside it. */
type At = {schema: Schema; name: string};

let spec: {paths: Record<string, {get: {responses: Record<string, {content: Record<string, {schema: Schema}>}>}}>; components: {schemas: Record<string, Schema>}};

/** Follows `$ref`s to a component schema; names the place after the component when it is one. */
function resolve(node: Schema | undefined, name: string): At | undefined {
  for (let n = 0; node?.$ref && n < 20; n++) {
    const component = node.$ref.replace('#/components/schemas/', '');
    node = spec.components.schemas[component];
    name = component;
  }
  return node ? {schema: node, name} : undefined;
}

const types = (s: Schema) => [s.type ?? []].flat();
const isArray = (s: Schema) => types(s).includes('array') || !!s.items;

/** The declared properties of an object schema (allOf merged); undefined for a free-form object. */
function properties(at: At): Record<string, Schema> | undefined {
  const parts = [at.schema, ...(at.schema.allOf ?? []).map((s) => resolve(s, at.name)?.schema ?? {})];
  const found = parts.filter((s) => s.properties);
  return found.length ? Object.assign({}, ...found.map((s) => s.properties)) : undefined;
}

const OBJECT_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));
const NOT_FIELDS = new Set(['then', 'toJSON']);

interface Violation {
  element: string;
  schema: string;
  field: string;
  path: string;
}

/**
 * Wraps answers for one element kind (`label`): each object in a Proxy
 * that checks every property read against its schema.
 */
class Recorder {
  readonly violations: Violation[] = [];
  /** Every declared `Schema.field` read, to show the recording works. */
  readonly reads = new Set<string>();
  readonly #proxies = new WeakMap<object, object>();
  /** Objects whose own keys are being enumerated in this turn. */
  readonly #enumerating = new Set<object>();

  constructor(readonly label: string) {}

  wrap<T>(value: T, at: At | undefined, path: string): T {
    if (!at || !value || typeof value != 'object') return value;
    const known = this.#proxies.get(value);
    if (known) return known as T;
    const proxy = Array.isArray(value) ? this.#array(value, at, path) : this.#object(value, at, path);
    if (!proxy) return value;
    this.#proxies.set(value, proxy);
    return proxy as T;
  }

  #array(value: unknown[], at: At, path: string): object | undefined {
    if (!isArray(at.schema)) return undefined;
    const items = resolve(at.schema.items, at.name);
    return new Proxy(value, {
      get: (target, key, receiver) => {
        const v = Reflect.get(target, key, receiver);
        return typeof key == 'string' && /^\d+$/.test(key) ? this.wrap(v, items, `${path}[]`) : v;
      },
    });
  }

  #object(value: object, at: At, path: string): object | undefined {
    const declared = properties(at);
    // A free-form object (or a value whose schema is not an object's): any key is the contract's.
    if (!declared) return undefined;
    const check = (target: object, key: string | symbol): Schema | undefined => {
      if (typeof key == 'symbol' || NOT_FIELDS.has(key)) return undefined;
      if (Object.hasOwn(declared, key)) {
        this.reads.add(`${at.name}.${key}`);
        return declared[key];
      }
      if (OBJECT_NAMES.has(key)) return undefined;
      // A copy of what is there (spread, JSON.stringify, Object.entries): not a field asked for by name.
      if (this.#enumerating.has(target) && Object.hasOwn(target, key)) return undefined;
      this.violations.push({element: this.label, schema: at.name, field: key, path: `${path}.${key}`});
      return undefined;
    };
    return new Proxy(value, {
      get: (target, key, receiver) => {
        const v = Reflect.get(target, key, receiver);
        const child = check(target, key);
        return child ? this.wrap(v, resolve(child, at.name), `${path}.${String(key)}`) : v;
      },
      has: (target, key) => (check(target, key), Reflect.has(target, key)),
      ownKeys: (target) => {
        this.#enumerating.add(target);
        queueMicrotask(() => this.#enumerating.delete(target));
        return Reflect.ownKeys(target);
      },
      getOwnPropertyDescriptor: (target, key) => {
        if (!this.#enumerating.has(target)) check(target, key);
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
  }
}

/** The 200 answer's schema of each client method, from openapi.yaml. */
function answerSchema(method: keyof typeof ROUTES): At {
  const op = spec.paths[`/api/v2/{siteKey}/public${ROUTES[method]}`]?.get;
  const at = resolve(op?.responses['200']?.content['application/json']?.schema, method);
  if (!at) throw new Error(`openapi.yaml has no 200 answer for ${ROUTES[method]}`);
  return at;
}

/** The demo API's client (a site key of its own: its own cache), every answer recorded by `recorder`. */
function recordingClient(recorder: Recorder): SiteClient {
  const real = demoClient(unique('demo'));
  return new Proxy(real, {
    get(target, key, receiver) {
      const v = Reflect.get(target, key, receiver);
      if (typeof v != 'function' || !Object.hasOwn(ROUTES, key)) return v;
      const method = key as keyof typeof ROUTES;
      return (...args: unknown[]) => (v as (...a: unknown[]) => Promise<unknown>)(...args).then((answer) => recorder.wrap(answer, answerSchema(method), answerSchema(method).name));
    },
  });
}

/** Mounts `markup` in a provider whose client records for `recorder`; returns the wrapper. */
const mountRecorded = (recorder: Recorder, markup: string) => mountInProvider(markup, {client: recordingClient(recorder)}).parentElement!.parentElement!;

const describeViolations = (list: Violation[]) =>
  [...new Set(list.map((v) => `<${v.element}> reads ${v.schema}.${v.field} (at ${v.path}), which openapi.yaml's ${v.schema} does not define`))];

/** A `<template>` binding every field the element's kind offers. */
async function templateOf(tag: string): Promise<string> {
  const kind = await KINDS[tag]();
  return `<template><div class="t">${Object.keys(kind.fields).map((name) => `<site-field name="${name}"></site-field>`).join('')}</div></template>`;
}

const SEARCH_PARAM = 'contract-q';
const initialUrl = location.href;

interface Case {
  tag: string;
  /** The markup inside the provider: one or more elements of the kind, with attributes; `TEMPLATE` where a template goes. */
  markup: string;
  /** Reads the test expects the recording to see (proof that the answers went through it). */
  expects: string[];
  /** Of `expects`, the reads only the element's own rendering makes (a template has no field for them). */
  ownOnly?: string[];
  before?: () => void;
  /** Waits for what the element does after it settles (a body filled, results shown). */
  after?: (els: HTMLElement[]) => Promise<void>;
  template?: false;
}

const eventSlugs = [
  DEMO_FACTS.festival,
  DEMO_FACTS.festivalChildren[0],
  DEMO_FACTS.jsonLdEvent,
  DEMO_FACTS.cancelledEvent,
  DEMO_FACTS.usdEvent,
  DEMO_FACTS.noTicketsEvent,
  DEMO_FACTS.deOnlyEvent,
  DEMO_FACTS.lateNightEvent,
];

/** A detail element's body is filled (its content part, or its template's content field). */
const bodyFilled = async (els: HTMLElement[]) => {
  for (const el of els) {
    await waitUntil(() => (part(el, 'content')?.childNodes.length ?? 0) > 0 || (el.querySelector('site-field[name="content"]')?.childNodes.length ?? 0) > 0 || !!part(el, 'not-found'), `<${el.localName}> has no body`);
  }
};

const CASES: Case[] = [
  {tag: 'site-info', markup: '<site-info TEMPLATE></site-info><site-info field="logo"></site-info>', expects: ['Site.name', 'Site.settings', 'SiteSettings.locale']},
  {tag: 'site-events', markup: '<site-events limit="20" TEMPLATE></site-events><site-events upcoming featured limit="5"></site-events>', expects: ['EventList.records', 'Event.slug', 'LocalizedContent.title', 'TicketOnEvent.price']},
  {tag: 'site-event', markup: eventSlugs.map((slug) => `<site-event slug="${slug}" TEMPLATE></site-event>`).join(''), expects: ['Event.relations', 'EventRelations.children', 'LocationSlim.city', 'Tag.tag', 'TagInfo.title'], ownOnly: ['EventRelations.children'], after: bodyFilled},
  {tag: 'site-event-calendar', markup: '<site-event-calendar></site-event-calendar>', expects: ['EventDates.dates', 'EventDates.years'], template: false},
  {tag: 'site-news', markup: '<site-news limit="20" TEMPLATE></site-news>', expects: ['PageList.records', 'Page.date', 'Page.slug']},
  {tag: 'site-news-post', markup: `<site-news-post slug="${DEMO_FACTS.newYearPost}" TEMPLATE></site-news-post><site-news-post slug="clara-weiss-records-goldberg-variations" TEMPLATE></site-news-post>`, expects: ['Page.date', 'Page.tags'], after: bodyFilled},
  {tag: 'site-news-archive', markup: '<site-news-archive href="?y={year}&m={month}" TEMPLATE></site-news-archive>', expects: ['NewsDates.dates', 'NewsDates.years']},
  {tag: 'site-pages', markup: '<site-pages current="about" TEMPLATE></site-pages>', expects: ['Page.parentId', 'Page.order', 'Page.type', 'Page.linkUrl']},
  {
    tag: 'site-page',
    markup: ['about', DEMO_FACTS.treePage, DEMO_FACTS.markdownPage, DEMO_FACTS.linkPage, DEMO_FACTS.newsListPage].map((slug) => `<site-page slug="${slug}" TEMPLATE></site-page>`).join(''),
    expects: ['Page.type', 'LocalizedContent.contentJSON'],
    // The LINK page and the news landing page have no body.
    after: (els) => bodyFilled(els.filter((el) => ![DEMO_FACTS.linkPage, DEMO_FACTS.newsListPage].includes(el.getAttribute('slug')!))),
  },
  {tag: 'site-profiles', markup: '<site-profiles limit="20" TEMPLATE></site-profiles><site-profiles members></site-profiles>', expects: ['ProfileList.records', 'Profile.slug']},
  {tag: 'site-profile', markup: '<site-profile slug="clara-weiss" with="events products" TEMPLATE></site-profile><site-profile slug="aurora-quartet" with="events products"></site-profile>', expects: ['Profile.slug', 'OptionalCountEventList.records', 'ProductList.records'], after: bodyFilled},
  {tag: 'site-products', markup: '<site-products limit="20" TEMPLATE></site-products><site-products profile="clara-weiss"></site-products>', expects: ['OptionalCountProductList.records', 'ProductVariant.price', 'Product.author']},
  {
    tag: 'site-product',
    markup: [DEMO_FACTS.multiVariantProduct, DEMO_FACTS.usdProduct, DEMO_FACTS.sizedProduct].map((slug) => `<site-product slug="${slug}" TEMPLATE></site-product>`).join(''),
    expects: ['Product.variants', 'ProductVariant.price', 'ProductVariant.currency'],
    after: bodyFilled,
  },
  {
    tag: 'site-search',
    markup: `<site-search url-param="${SEARCH_PARAM}" debounce="0" TEMPLATE></site-search><site-search url-param="${SEARCH_PARAM}" debounce="0" ranked TEMPLATE></site-search>`,
    before: () => history.replaceState(history.state, '', `${location.pathname}?${SEARCH_PARAM}=clara`),
    expects: ['SearchSiteResults.events', 'SearchSlim.slug', 'SearchAllResult.type', 'SearchLocalized.title'],
    after: async (els) => {
      for (const el of els) await waitUntil(() => parts(el, 'option').length > 0, `<site-search${el.hasAttribute('ranked') ? ' ranked' : ''}> shows no results`);
    },
  },
  {tag: 'site-tags', markup: '<site-tags TEMPLATE></site-tags><site-tags href="?tag={id}"></site-tags>', expects: ['TagList.records', 'TagListItem.title', 'ParentTag.parentTagId']},
];

describe('elements read only fields the contract defines', () => {
  before(async () => {
    spec = YAML.parse(await (await fetch('/src/api/openapi.yaml')).text());
  });
  afterEach(() => history.replaceState(history.state, '', initialUrl));

  it('has a case for every data element', () => {
    expect(CASES.map((c) => c.tag).sort()).to.deep.equal(DATA_ELEMENTS);
  });

  it('the recording catches a read of an undeclared field, at depth, and lets declared ones, copies and internals pass', () => {
    const recorder = new Recorder('probe');
    const event = recorder.wrap(
      {slug: 'x', localizedContent: [{locale: 'en', title: 'X'}], location: {city: 'Berlin'}, artists: [], extra: 1},
      resolve({$ref: '#/components/schemas/Event'}, 'Event'),
      'Event',
    ) as Record<string, any>;
    void event.slug, event.localizedContent.map((e: {title: string}) => e.title), event.location.city, String(event), JSON.stringify(event), {...event};
    void Array.isArray(event.artists), event.artists.length;
    expect(describeViolations(recorder.violations)).to.deep.equal([]);
    void event.title, event.location.name, event.localizedContent[0].name, 'status' in event;
    expect(recorder.violations.map((v) => `${v.schema}.${v.field}`)).to.deep.equal(['Event.title', 'LocationSlim.name', 'LocalizedContent.name', 'Event.status']);
  });

  for (const c of CASES) {
    for (const templated of c.template === false ? [false] : [false, true]) {
      const label = templated ? `${c.tag} with a <template>` : c.tag;
      it(`<${label}>`, async () => {
        const recorder = new Recorder(label);
        c.before?.();
        const markup = c.markup.replaceAll(' TEMPLATE>', templated ? `>${await templateOf(c.tag)}` : '>');
        const wrapper = mountRecorded(recorder, markup);
        const els = [...wrapper.querySelectorAll<HTMLElement>(c.tag)].filter((el) => el.parentElement!.localName == 'site-content-provider');
        if (c.tag != 'site-search') for (const el of els) await settled(el);
        await c.after?.(els);
        // Lists inside (a profile's sections): settled too.
        for (const inner of wrapper.querySelectorAll('site-content-provider > * ')) for (const el of inner.shadowRoot?.querySelectorAll('site-events, site-products') ?? []) await settled(el);
        // The JSON-LD of the detail elements is built after they show: read by then.
        await structuredDataWritten(c.tag == 'site-news-post' ? 'product' : 'news');
        for (const el of els) expect(part(el, 'error'), `<${label}> shows its error state`).to.equal(null);
        expect(describeViolations(recorder.violations), `<${label}> reads fields openapi.yaml does not define`).to.deep.equal([]);
        for (const read of c.expects.filter((r) => !(templated && c.ownOnly?.includes(r)))) expect([...recorder.reads], `<${label}>: the recording never saw ${read} read`).to.include(read);
      });
    }
  }
});
