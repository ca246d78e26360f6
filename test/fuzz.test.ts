/**
 * Property-based fuzzing of every endpoint against the elements that read
 * it (fast-check): arbitrary JSON values, arbitrary mutations of the demo
 * API's real answer (nulls, wrong types, huge strings, dense and deeply
 * nested Markdown, deep objects, huge arrays, fields removed, fields added),
 * and the real answer with one of its arrays made huge (10 000 copies of its
 * first entry: records, localized entries, tree nodes, dates), each served
 * to the element by an injected client. `/site`, which every element reads,
 * is fuzzed the same way against a set of element kinds (lists, details, the
 * calendar, search) whose own endpoint answers as the demo API does.
 *
 * A run fails on an uncaught error or unhandled rejection, on an element
 * that never leaves loading (HANG), and on an element that renders more
 * than the kit's caps allow (ELEMENT_CAP elements, PART_CAP of any one part):
 * the work is counted, not timed, so that a busy machine cannot fail a case
 * and a runaway (10 000 items rendered) still does. Each endpoint runs RUNS cases, or fewer when its share of BUDGET is
 * spent (the count run is printed), so the whole suite stays within a few minutes.
 *
 * Replay: every failure prints the command that runs exactly that case,
 * `FUZZ_SEED=… FUZZ_PATH=… FUZZ_ENDPOINT=… npx wtr --files test/fuzz.test.ts`
 * (fast-check's seed and path, and the endpoint whose test failed; the test
 * runner hands them to the page: `fuzz-replay` in web-test-runner.config.js).
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from './helpers/wait.js';
import {executeServerCommand} from '@web/test-runner-commands';
import fc from 'fast-check';
import '../src/index.js';
import type {SiteContentProvider} from '../src/elements/site-content-provider/site-content-provider.js';
import {DEMO_FACTS} from '../demo/api/data.js';
import {apiGet, demoClient} from './helpers/api.js';
import {lateWorkDone, watchEscapes} from './helpers/signals.js';
import {MAX_ELEMENTS} from '../src/render/markdown.js';
import {MAX_ITEMS} from '../src/internal/all-pages.js';

/** A failure to replay, from FUZZ_SEED, FUZZ_PATH and FUZZ_ENDPOINT: fast-check's seed and path and the endpoint, as a failure prints them. */
const REPLAY = (await executeServerCommand<{seed: number; path: string; endpoint: string} | false>('fuzz-replay')) || undefined;
/** Runs per endpoint: CI's budget is a few minutes for the whole suite. */
const RUNS = 50;
/** The whole suite's time, shared out evenly among its endpoints: past its share an endpoint starts no more cases. */
const BUDGET = 120_000;
/**
 * An element that shows no state after this long is "endlessly loading": a
 * hang, which no slowness of the machine comes near (a case takes well under
 * a second; the wait ends as soon as the element shows a state).
 */
const HANG = 60_000;
/**
 * The most elements one element may render (nested elements' shadow trees
 * included), whatever it is answered: a content tree's 20 000 nodes
 * (content-tree.ts) or Markdown's MAX_ELEMENTS, and room for everything
 * around them.
 */
const ELEMENT_CAP = 20_000 + MAX_ELEMENTS + 2_000;
/**
 * The most times one part may repeat in one shadow tree: twice MAX_ITEMS,
 * the longest list any element shows (<site-pages>, <site-tags>): a tag's
 * parent that is not listed comes as an item of its own, its title alone,
 * so 1 000 tags read may show with as many parents (seed 1483077581 showed
 * 1 001). A body's own nodes (inside the `content` part) are held by the
 * content caps instead, counted in ELEMENT_CAP.
 */
const PART_CAP = 2 * MAX_ITEMS;

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

const ENDPOINTS: Target[] = [
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

/** `/site` fuzzed against each kind of element (lists, details, the calendar, search), their own endpoints answering for real. */
const SITE_READERS: Pick<Target, 'markup' | 'act'>[] = [
  {markup: '<site-events limit="5"></site-events>'},
  {markup: `<site-event slug="${DEMO_FACTS.jsonLdEvent}"></site-event>`},
  {markup: '<site-event-calendar></site-event-calendar>'},
  {markup: '<site-news-archive></site-news-archive>'},
  {markup: `<site-page slug="${DEMO_FACTS.treePage}"></site-page>`},
  {markup: '<site-pages></site-pages>'},
  {markup: `<site-product slug="${DEMO_FACTS.multiVariantProduct}"></site-product>`},
  {markup: '<site-profile slug="clara-weiss" with="events products"></site-profile>'},
  {markup: '<site-tags></site-tags>'},
  {markup: '<site-search debounce="0" no-url></site-search>', act: type},
];

const TARGETS: Target[] = [...ENDPOINTS, ...SITE_READERS.map((t) => ({...t, path: '/site', real: '/site'}))];
/** Each endpoint's share of BUDGET. */
const SHARE = BUDGET / TARGETS.length;

/** An object nested `depth` levels deep. */
function deep(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = {next: value};
  return value;
}

const HUGE = 'x'.repeat(200_000);
const DEEP = deep(2_000);
/** 200 000 characters of Markdown, a list item and a link every 12 (16 667 lines). */
const DENSE_MARKDOWN = '- [a](/b?c)\n'.repeat(16_667);
/** 2 000 nested Markdown quotes: deeper than the Markdown parser can recurse. */
const DEEP_MARKDOWN = `${'> '.repeat(2_000)}bottom`;
/** 10 000 entries of junk. */
const JUNK_ARRAY = Array.from({length: 10_000}, (_, i) => (i % 3 ? i : null));
/** Written as 10 000 copies of what it replaces (of its first entry, for an array): see repeat(). */
const REPEAT = Symbol('repeat');
/**
 * The most a huge array of copies may weigh as JSON: a heavy record gets
 * fewer than 10 000 copies. 5 MB, the largest answer README's "Bad input"
 * measures (a 5 MB `content`): a 10 MB answer (2 176 copies of a page with
 * its content tree) took 402–414 ms to parse and render on this 2-core
 * machine under the test runner's load, at the bound: a run passed or failed by chance.
 */
const REPEAT_BYTES = 5_000_000;

/** 10 000 copies of `value`'s first entry (of `value`, when it is no array), fewer when they would weigh over REPEAT_BYTES. */
function repeat(value: unknown): unknown[] {
  const item = Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
  const size = JSON.stringify(item)?.length ?? 4;
  // One object in every place: nothing walks into them after (REPEAT is written last), and JSON writes each copy.
  return Array(Math.max(1, Math.min(10_000, Math.floor(REPEAT_BYTES / size)))).fill(item);
}

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
  fc.constant(DENSE_MARKDOWN),
  fc.constant(DEEP_MARKDOWN),
  fc.constant(DEEP),
  fc.constant(JUNK_ARRAY),
  fc.constant(REPEAT),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({maxDepth: 3}),
);

/** A mutation: a walk into the value (each step picks a key by index) and what to write at its end. */
const mutation = fc.record({at: fc.array(fc.nat(), {minLength: 1, maxLength: 6}), to: replacement, extra: fc.boolean()});

type Json = Record<string, unknown> | unknown[];

/** The real answer with the mutations applied (on a copy); the first REPEAT last (one huge array at most), any other left out. */
function mutate(real: unknown, mutations: {at: number[]; to: unknown; extra: boolean}[]): unknown {
  let root: unknown = structuredClone(real);
  const repeated = mutations.find((m) => m.to === REPEAT);
  const ordered = [...mutations.filter((m) => m.to !== REPEAT), ...(repeated ? [repeated] : [])];
  for (const {at, to, extra} of ordered) {
    if (!root || typeof root !== 'object') {
      root = to === REPEAT ? REPEAT : structuredClone(to);
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
        else (node as Record<string, unknown>)[key] = to === REPEAT ? repeat(child) : structuredClone(to);
        break;
      }
      node = child as Json;
    }
  }
  return root === REPEAT ? repeat(real) : root;
}

/** The paths to every array in `value` (not inside another array's later entries), depth first. */
function arrays(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    out.push(at);
    if (value.length) arrays(value[0], [...at, 0], out);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) arrays(child, [...at, key], out);
  }
  return out;
}

/** The real answer with its `n`th array (modulo their number) made 10 000 copies of its first entry (see repeat()). */
function hugeArray(real: unknown, n: number): unknown {
  const root = structuredClone(real);
  const paths = arrays(root);
  if (!paths.length) return root;
  const path = paths[n % paths.length];
  if (!path.length) return repeat(root);
  const parent = path.slice(0, -1).reduce((node: any, key) => node[key], root) as Record<string | number, unknown>;
  parent[path[path.length - 1]] = repeat(parent[path[path.length - 1]]);
  return root;
}

/** Where an answer is big (arrays of 1 000 entries or more, strings of 10 000 characters or more, 100 levels or more): what a failure report names. */
function bigParts(value: unknown, at = '', depth = 0, out: string[] = []): string[] {
  if (depth >= 100) out.push(`${at || '(root)'}: 100 levels deep or more`);
  else if (typeof value === 'string' && value.length >= 10_000) out.push(`${at || '(root)'}: a string of ${value.length} characters (${JSON.stringify(value.slice(0, 12))}…)`);
  else if (Array.isArray(value)) {
    if (value.length >= 1_000) out.push(`${at || '(root)'}: an array of ${value.length}`);
    value.slice(0, 50).forEach((v, i) => bigParts(v, `${at}[${i}]`, depth + 1, out));
  } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) bigParts(v, `${at}.${k}`, depth + 1, out);
  return out.slice(0, 12);
}

const realAnswer = (path: string) => apiGet<unknown>(path);

type DataElement = HTMLElement & {task?: {status: number}; site?: {siteSettled: boolean; configError?: string}};

/** Past loading: settled and complete or failed (an element with nothing to ask is done when settled). */
function done(el: DataElement): boolean {
  const root = el.shadowRoot;
  if (!root || !el.site?.siteSettled) return false;
  if (root.querySelector('[part~="loading"]')) return false;
  return el.task?.status === 2 || el.task?.status === 3 || el.task?.status === 0;
}

/** What an element rendered: its elements (nested shadow trees included), and the most any one part repeats in one shadow tree. */
function rendered(el: Element): {elements: number; part: string; repeats: number} {
  const count = {elements: 0, part: '', repeats: 0};
  const walk = (root: ShadowRoot) => {
    const parts = new Map<string, number>();
    for (const node of root.querySelectorAll('*')) {
      count.elements++;
      const names = node.parentElement?.closest('[part~="content"]') ? [] : (node.getAttribute('part')?.split(/\s+/).filter(Boolean) ?? []);
      for (const name of names) parts.set(name, (parts.get(name) ?? 0) + 1);
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    for (const [name, n] of parts) if (n > count.repeats) Object.assign(count, {part: name, repeats: n});
  };
  if (el.shadowRoot) walk(el.shadowRoot);
  return count;
}

/** Serves `body` (JSON text) for `path` and mounts the target; resolves, once it shows a state and its late work has run, with what it rendered. */
async function runOnce(target: Target, body: string): Promise<ReturnType<typeof rendered>> {
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
    await waitUntil(() => done(el), `<${el.localName}> never left loading`, {timeout: HANG, interval: 10});
    // Late work (JSON-LD, warnings) has run, and what it threw has been reported.
    await lateWorkDone();
    return rendered(el);
  } finally {
    wrapper.remove();
  }
}

describe(`fuzz: every endpoint, arbitrary and mutated answers (seed ${SEED})`, function () {
  // Its share, and a case begun just before the share was spent.
  this.timeout(SHARE + HANG + 15_000);
  let watch: ReturnType<typeof watchEscapes> | undefined;
  let warn: typeof console.warn;
  let error: typeof console.error;

  before(() => {
    console.log(REPLAY ? `fuzz: replaying seed ${SEED}, path "${REPLAY.path}", ${REPLAY.endpoint || 'every endpoint'}` : `fuzz seed ${SEED}`);
    watch = watchEscapes();
    // The elements say what is wrong with each answer; thousands of lines would drown the report.
    [warn, error] = [console.warn, console.error];
    console.warn = console.error = () => {};
  });
  after(() => {
    watch?.stop();
    [console.warn, console.error] = [warn, error];
  });

  // A replay runs the endpoint that failed; the others' cases are not the ones its path names.
  for (const target of TARGETS.filter((t) => !REPLAY?.endpoint || t.path === REPLAY.endpoint)) {
    it(`${target.path} → ${target.markup.match(/<([\w-]+)/)![1]}`, async () => {
      const real = await realAnswer(target.real);
      const answers = fc.oneof(
        {weight: 1, arbitrary: fc.jsonValue({maxDepth: 4})},
        {weight: 4, arbitrary: fc.array(mutation, {minLength: 1, maxLength: 8}).map((list) => mutate(real, list))},
        {weight: 1, arbitrary: fc.nat().map((n) => hugeArray(real, n))},
      );
      // Past its share of BUDGET an endpoint runs no more cases (they pass untried); a replay runs whatever it takes.
      const deadline = REPLAY ? Infinity : performance.now() + SHARE;
      let ran = 0;
      const details = await fc.check(
        fc.asyncProperty(answers, async (answer) => {
          if (performance.now() > deadline) return;
          ran++;
          const body = answer === undefined ? 'null' : JSON.stringify(answer);
          const escaped = watch!.escaped;
          escaped.length = 0;
          const {elements, part, repeats} = await runOnce(target, body);
          expect(escaped, `thrown into the page: ${escaped.join(' | ')}`).to.deep.equal([]);
          // The work counted: what a busy machine cannot change, and a runaway cannot stay under.
          expect(elements, 'elements rendered').to.be.at.most(ELEMENT_CAP);
          expect(repeats, `times the part "${part}" is rendered`).to.be.at.most(PART_CAP);
        }),
        {numRuns: RUNS, seed: SEED, path: REPLAY?.path || undefined, endOnFailure: true},
      );
      if (ran < RUNS && !details.failed) console.log(`${target.path} → <${target.markup.match(/<([\w-]+)/)![1]}>: ${ran} of ${RUNS} cases within its ${Math.round(SHARE / 1000)} s`);
      if (details.failed) {
        // The command replays it; the answer is cut (it may hold 200 000-character strings).
        const answer = JSON.stringify(details.counterexample?.[0]) ?? 'undefined';
        const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        const replay = `FUZZ_SEED=${details.seed} FUZZ_PATH='${details.counterexamplePath}' FUZZ_ENDPOINT='${target.path}' npx wtr --files test/fuzz.test.ts`;
        throw new Error(`${error}\nreplay: ${replay}\nits big parts: ${bigParts(details.counterexample?.[0]).join(', ') || 'none'}\nanswer (first 600 characters): ${answer.slice(0, 600)}`);
      }
    });
  }
});
