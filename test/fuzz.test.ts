/**
 * Property-based fuzzing of every endpoint against the elements that read
 * it (fast-check): arbitrary JSON values, and arbitrary mutations of the
 * demo API's real answer (nulls, wrong types, huge strings, deep objects,
 * fields removed, fields added), each served to the element by an injected
 * client. A run fails on an uncaught error or unhandled rejection, on an
 * element still loading after LOADING_BOUND ms, and on a long task over
 * BLOCK_BOUND ms.
 *
 * Replay: every failure prints fast-check's `seed` and `path`; put them in
 * REPLAY below (and `.only` the endpoint's test) to run exactly that case.
 */
import {expect, waitUntil} from '@open-wc/testing';
import fc from 'fast-check';
import '../src/index.js';
import type {SiteContentProvider} from '../src/elements/site-content-provider/site-content-provider.js';
import {DEMO_FACTS} from '../demo/api/data.js';
import {TOKEN, demoClient} from './helpers/api.js';

/** A failure to replay: fast-check's seed and path, as it printed them. */
const REPLAY: {seed: number; path: string} | undefined = undefined;
/** Runs per endpoint: CI's budget is a few minutes for the whole suite. */
const RUNS = 50;
/** An element that shows no state after this long is "endlessly loading". */
const LOADING_BOUND = 5000;
/** The longest the main thread may be blocked by one answer. */
const BLOCK_BOUND = 400;

const SEED = REPLAY?.seed ?? Math.floor(Math.random() * 2 ** 31);

interface Target {
  /** The path answered with the generated value (after /public). */
  path: string;
  /** The element reading it, as a page writes it. */
  markup: string;
  /** The real answer the mutations start from. */
  real: string;
  /** Something to do once the element is there (search: type a query). */
  act?: (el: Element) => void;
}

const type = (el: Element) => {
  const input = el.shadowRoot!.querySelector('input')!;
  input.value = 'clara';
  input.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
};

const TARGETS: Target[] = [
  {path: '/site', markup: '<site-info></site-info>', real: '/site'},
  {path: '/events', markup: '<site-events limit="5"></site-events>', real: '/events?limit=5'},
  {path: '/events/e', markup: '<site-event slug="e"></site-event>', real: `/events/${DEMO_FACTS.jsonLdEvent}`},
  {path: '/events/dates', markup: '<site-event-calendar></site-event-calendar>', real: '/events/dates?interval=day'},
  {path: '/news', markup: '<site-news limit="5"></site-news>', real: '/news?limit=5'},
  {path: '/news/n', markup: '<site-news-post slug="n"></site-news-post>', real: '/news/clara-weiss-records-goldberg-variations'},
  {path: '/news/dates', markup: '<site-news-archive></site-news-archive>', real: '/news/dates?interval=month'},
  {path: '/pages', markup: '<site-pages></site-pages>', real: '/pages?limit=100'},
  {path: '/pages/p', markup: '<site-page slug="p"></site-page>', real: `/pages/${DEMO_FACTS.treePage}`},
  {path: '/profiles', markup: '<site-profiles limit="5"></site-profiles>', real: '/profiles?limit=5'},
  {path: '/profiles/a', markup: '<site-profile slug="a" with="events products"></site-profile>', real: '/profiles/clara-weiss'},
  {path: '/profiles/a/events', markup: '<site-events profile="a" limit="5"></site-events>', real: '/profiles/clara-weiss/events?limit=5'},
  {path: '/profiles/a/products', markup: '<site-products profile="a" limit="5"></site-products>', real: '/profiles/clara-weiss/products?limit=5'},
  {path: '/products', markup: '<site-products limit="5"></site-products>', real: '/products?limit=5'},
  {path: '/products/x', markup: '<site-product slug="x"></site-product>', real: `/products/${DEMO_FACTS.multiVariantProduct}`},
  {path: '/tags', markup: '<site-tags></site-tags>', real: '/tags'},
  {path: '/search', markup: '<site-search debounce="0" no-url></site-search>', real: '/search?query=clara&limit=5', act: type},
  {path: '/search/all', markup: '<site-search ranked debounce="0" no-url></site-search>', real: '/search/all?query=clara&limit=5', act: type},
];

/** An object nested `depth` levels deep. */
function deep(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = {next: value};
  return value;
}

const HUGE = 'x'.repeat(200_000);
const DEEP = deep(2_000);

/** What a mutation writes: a wrong type, an empty value, a huge or a deep one, or nothing (the field is removed). */
const replacement = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.string({maxLength: 20}),
  fc.constant(''),
  fc.constant(HUGE),
  fc.constant(DEEP),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({maxDepth: 3}),
);

/** A mutation: a walk into the value (each step picks a key by index) and what to write at its end. */
const mutation = fc.record({at: fc.array(fc.nat(), {minLength: 1, maxLength: 6}), to: replacement, extra: fc.boolean()});

type Json = Record<string, unknown> | unknown[];

/** The real answer with the mutations applied (on a copy). */
function mutate(real: unknown, mutations: {at: number[]; to: unknown; extra: boolean}[]): unknown {
  let root: unknown = structuredClone(real);
  for (const {at, to, extra} of mutations) {
    if (!root || typeof root !== 'object') {
      root = structuredClone(to);
      continue;
    }
    let node = root as Json;
    for (let i = 0; i < at.length; i++) {
      const keys = Object.keys(node);
      // A field that is not there (an extra one), or one that is.
      const key = extra && i === at.length - 1 ? `extra${at[i]}` : keys[at[i] % Math.max(1, keys.length)];
      if (key === undefined) break;
      const child = (node as Record<string, unknown>)[key];
      if (i === at.length - 1 || !child || typeof child !== 'object') {
        // A copy of what is written: the same object in two places could be walked into and made circular.
        if (to === undefined && !Array.isArray(node)) delete (node as Record<string, unknown>)[key];
        else (node as Record<string, unknown>)[key] = structuredClone(to);
        break;
      }
      node = child as Json;
    }
  }
  return root;
}

async function realAnswer(path: string): Promise<unknown> {
  return (await fetch(`/api/v2/demo/public${path}`, {headers: {Authorization: `Bearer ${TOKEN}`}})).json();
}

type DataElement = HTMLElement & {task?: {status: number}; site?: {siteSettled: boolean; configError?: string}};

/** Past loading: settled and complete or failed (an element with nothing to ask is done when settled). */
function done(el: DataElement): boolean {
  const root = el.shadowRoot;
  if (!root || !el.site?.siteSettled) return false;
  if (root.querySelector('[part~="loading"]')) return false;
  return el.task?.status === 2 || el.task?.status === 3 || el.task?.status === 0;
}

/** Serves `answer` for `path` and mounts the target; resolves once it shows a state. */
async function runOnce(target: Target, answer: unknown, escaped: string[], blocked: number[]): Promise<void> {
  const body = answer === undefined ? 'null' : JSON.stringify(answer);
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.pathname.replace(/^.*\/public/, '') !== target.path) return fetch(input, init);
    return new Response(body, {headers: {'Content-Type': 'application/json'}});
  }) as typeof fetch;
  const wrapper = document.createElement('div');
  wrapper.innerHTML = `<site-content-provider>${target.markup}</site-content-provider>`;
  const provider = wrapper.firstElementChild as SiteContentProvider;
  provider.client = demoClient('demo', {fetch: fetchFn, attempts: 1});
  document.body.append(wrapper);
  const el = provider.firstElementChild as DataElement;
  try {
    await customElements.whenDefined(el.localName);
    await (el as unknown as {updateComplete: Promise<unknown>}).updateComplete;
    target.act?.(el);
    await waitUntil(() => done(el), `<${el.localName}> still loading after ${LOADING_BOUND} ms`, {timeout: LOADING_BOUND, interval: 10});
    // Late work (rich content, JSON-LD) gets its turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    wrapper.remove();
  }
  expect(escaped, `thrown into the page: ${escaped.join(' | ')}`).to.deep.equal([]);
  expect(blocked.filter((ms) => ms > BLOCK_BOUND), `main thread blocked over ${BLOCK_BOUND} ms`).to.deep.equal([]);
}

describe(`fuzz: every endpoint, arbitrary and mutated answers (seed ${SEED})`, function () {
  this.timeout(120_000);
  const escaped: string[] = [];
  const blocked: number[] = [];
  const onError = (e: ErrorEvent) => escaped.push(String(e.message));
  const onRejection = (e: PromiseRejectionEvent) => escaped.push(String(e.reason));
  let observer: PerformanceObserver | undefined;
  let warn: typeof console.warn;
  let error: typeof console.error;

  before(() => {
    console.log(`fuzz seed ${SEED} (replay: REPLAY in test/fuzz.test.ts)`);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => blocked.push(e.duration)));
    observer.observe({type: 'longtask'});
    // The elements say what is wrong with each answer; thousands of lines would drown the report.
    [warn, error] = [console.warn, console.error];
    console.warn = console.error = () => {};
  });
  after(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    observer?.disconnect();
    [console.warn, console.error] = [warn, error];
  });

  for (const target of TARGETS) {
    it(`${target.path} → ${target.markup.match(/<([\w-]+)/)![1]}`, async () => {
      const real = await realAnswer(target.real);
      const answers = fc.oneof(
        {weight: 1, arbitrary: fc.jsonValue({maxDepth: 4})},
        {weight: 4, arbitrary: fc.array(mutation, {minLength: 1, maxLength: 8}).map((list) => mutate(real, list))},
      );
      const details = await fc.check(
        fc.asyncProperty(answers, async (answer) => {
          escaped.length = 0;
          blocked.length = 0;
          await runOnce(target, answer, escaped, blocked);
        }),
        {numRuns: RUNS, seed: SEED, path: REPLAY?.path, endOnFailure: true},
      );
      if (details.failed) {
        // The seed and path replay it; the answer is cut (it may hold 200 000-character strings).
        const answer = JSON.stringify(details.counterexample?.[0]) ?? 'undefined';
        const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        throw new Error(`seed ${details.seed}, path "${details.counterexamplePath}": ${error}\nanswer (first 600 characters): ${answer.slice(0, 600)}`);
      }
    });
  }
});
