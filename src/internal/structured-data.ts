/**
 * schema.org JSON-LD for what the elements show, written into the
 * document's <head> (outside every shadow root, where crawlers read it):
 * one block per element, an `@graph` of its items, each item once however
 * many elements show it, and gone with the element that showed it.
 *
 * Not in the core: the detail elements (which publish their record by
 * default) import it on demand with their builders (render/structured-data.ts),
 * one module (json-ld.ts), after their content is shown. Lists publish
 * nothing: search engines read an event's, a product's or an article's data
 * on its own page. Each copy of this module on a page (one per build the
 * page loads) shares one state, kept on globalThis: the items of every
 * element of the page are written together, each once.
 *
 * Under Trusted Types a script element's text needs a TrustedScript even for
 * a data block, so the kit has one policy, `site-widgets`, that only ever
 * wraps JSON.stringify output with every "<" escaped: it cannot carry code.
 */
import {explain} from './log.js';

/** One schema.org item and the key that makes it one per page (e.g. "Event:summer-gala"). */
export interface StructuredItem {
  key: string;
  data: object;
}

const POLICY = Symbol.for('site-widgets/trusted-types');
const STATE = Symbol.for('site-widgets/json-ld@1');
type ScriptPolicy = {createScript(input: string): unknown};
type Global = typeof globalThis & {
  [POLICY]?: ScriptPolicy | null;
  [STATE]?: State;
  trustedTypes?: {createPolicy(name: string, rules: {createScript(input: string): string}): ScriptPolicy};
};

interface State {
  /** What each element publishes, in the order the elements first published. */
  owners: Map<Element, StructuredItem[]>;
  /** Each element's block in the head. */
  blocks: Map<Element, HTMLScriptElement>;
  pending: ReturnType<typeof setTimeout> | 0;
}
/** One state for every copy of this module on the page (see above). */
const state: State = ((globalThis as Global)[STATE] ??= {owners: new Map(), blocks: new Map(), pending: 0});

/**
 * Publishes `items` as `host`'s block (replacing what it published before),
 * or, with no items, takes its block away. The head is written once per
 * task however many elements publish in it, after the content is painted.
 */
export function publishStructuredData(host: Element, items?: StructuredItem[]): void {
  if (items) state.owners.set(host, items);
  else if (!state.owners.delete(host)) return;
  state.pending ||= setTimeout(writeStructuredData);
}

/**
 * Publishes what `build` returns as `host`'s block (none: takes it away). A
 * record the builder cannot read costs its JSON-LD only, said once.
 */
export function publishBuilt(host: Element, build?: () => StructuredItem[] | undefined): void {
  let items: StructuredItem[] | undefined;
  try {
    items = build?.();
  } catch (error) {
    explain('jsonLd', String(error));
  }
  publishStructuredData(host, items);
}

/**
 * Writes every element's block from the owners, first publisher first (an
 * item that an element published first stays in that element's block
 * only): linear in the items, and a block is rewritten only when its text
 * changed. Exported for the benchmark, which times it.
 */
export function writeStructuredData(): void {
  const {owners, blocks} = state;
  state.pending = 0;
  for (const [host, script] of blocks) {
    if (!owners.has(host)) {
      script.remove();
      blocks.delete(host);
    }
  }
  for (const [host, block] of blocksOf(owners)) write(host, block);
}

/** One element's block: the keys of its items, in the order of its graph, and its JSON (every "<" escaped); no JSON when it has no item. */
export interface Block {
  keys: string;
  json?: string;
}

/**
 * Each element's block, first publisher first (an item that an element
 * published first stays in that element's block only). Also what a server
 * writes into a rendered page's head (site-widgets/render): the same text,
 * which the browser's elements then take as theirs.
 */
export function blocksOf<Host>(owners: Iterable<[Host, StructuredItem[]]>): [Host, Block][] {
  const taken = new Set<string>();
  const blocks: [Host, Block][] = [];
  for (const [host, items] of owners) {
    const keys: string[] = [];
    const graph: string[] = [];
    for (const {key, data} of items) {
      if (taken.has(key)) continue;
      taken.add(key);
      try {
        // null, '' and [] say nothing: left out, as undefined is.
        graph.push(JSON.stringify(data, (_, v: unknown) => (v === null || v === '' || (Array.isArray(v) && !v.length) ? undefined : v)));
        keys.push(key);
      } catch (error) {
        // A record too deep (or too strange) to write costs its own item only.
        explain('jsonLd', String(error));
      }
    }
    const json = graph.length ? `{"@context":"https://schema.org","@graph":[${graph.join()}]}`.replace(/</g, '\\u003c') : undefined;
    blocks.push([host, {keys: keys.join(' '), json}]);
  }
  return blocks;
}

function write(host: Element, {keys, json}: Block): void {
  const {blocks} = state;
  const head = document.head;
  const tt = policy();
  // The block a server wrote for the same items, the first time (site-widgets/render): this element's now.
  let script = blocks.get(host) ?? [...(head?.querySelectorAll<HTMLScriptElement>('script[data-site-widgets]') ?? [])].find((s) => s.dataset.siteWidgets === keys && ![...blocks.values()].includes(s));
  if (!json || !head || ((globalThis as Global).trustedTypes && !tt)) {
    script?.remove();
    blocks.delete(host);
    return;
  }
  if (script?.text !== json || script.parentNode !== head) {
    script ??= document.createElement('script');
    script.type = 'application/ld+json';
    // The items' keys, in the order of the graph: which element shows what, for whoever reads the page.
    script.dataset.siteWidgets = keys;
    (script as {text: unknown}).text = tt ? tt.createScript(json) : json;
    if (script.parentNode !== head) head.append(script);
  }
  blocks.set(host, script);
}

function policy(): ScriptPolicy | null {
  const g = globalThis as Global;
  if (g[POLICY] === undefined) {
    try {
      g[POLICY] = g.trustedTypes?.createPolicy('site-widgets', {createScript: (json) => json}) ?? null;
    } catch {
      // The page's CSP does not allow the policy: JSON-LD is left out, nothing breaks.
      g[POLICY] = null;
    }
  }
  return g[POLICY];
}
