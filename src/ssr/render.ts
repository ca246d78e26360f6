/**
 * `renderPage(html, options)` (`site-widgets/render`): a page with the kit's
 * elements in, the same page with their content in it, before a browser asks
 * for anything.
 *
 * - Each element's shadow content as Declarative Shadow DOM, rendered by
 *   Lit's server renderer (`@lit-labs/ssr`) from the element's own class and
 *   templates, with the data its own `load()` fetches: the markup the
 *   browser would build, shown at the page's first paint, with JavaScript
 *   off too.
 * - One island per provider (`<script type="application/json"
 *   data-site-answers>`, its last child): the answers the elements were
 *   rendered from, keyed by their path under the API's base as the client
 *   keys its requests, with when each was fetched. The provider reads it
 *   into its client's cache, so the elements' first render in the browser
 *   comes from it: no data request while the answers are fresh (the
 *   provider's `cache-ttl`), stale ones shown at once and refreshed.
 *
 * The server asks the API itself (`upstream`, with the server's key), one
 * request per distinct resource, whatever `base-url` the page's provider
 * names for the browser; the key is never written into the page. An element
 * whose data fails is left as it was (the browser renders it) and named in
 * `failures`; a provider whose site fails (an unknown site, a bad key)
 * leaves all its elements so.
 *
 * A designer's `<template>` is stamped on the server too, by the kit's own
 * template code (src/template/), into the element's light DOM: its items
 * are written after it, between `<!--site-served-->` and
 * `<!--/site-served-->`, which the browser's template code replaces with its
 * own in the frame the element first shows its content.
 *
 * Left to the browser, with their answers in the island: the interactive
 * elements (the calendar, the archive, tag filters) and the search.
 *
 * Runs in Node and in edge runtimes (no Node API): the DOM the elements
 * need is Lit's shim (dom.ts). Pages render one at a time: the elements read
 * the page's address and language from `location` and `document`, set for
 * the page being rendered.
 */
import {building} from './dom.js';
import './body.js';
import {fromParsed, serializeLight} from './light.js';
import {escapeAttribute} from './sanitize.js';
import {onceEach} from './once-each.js';
import {LitElementRenderer, type RenderInfo} from '@lit-labs/ssr';
import {collectResult} from '@lit-labs/ssr/lib/render-result.js';
import {parse} from 'parse5';
import '../elements.gen.js';
import {createSiteClient, isSiteError, type SiteClient} from '../api/client.js';
import type {SiteContextValue} from '../context/site-context.js';
import type {SiteContentProvider} from '../elements/site-content-provider/site-content-provider.js';
import {SiteElement} from '../internal/site-element.js';
import {blocksOf, type StructuredItem} from '../internal/structured-data.js';
import * as builders from '../render/structured-data.js';
import {TaskStatus} from '@lit/task';

// What a rendered page's Content-Security-Policy needs: the proxy's own (which imports nothing of the renderer).
export {withStyleSources} from '../proxy/proxy.js';

/** The real service, as the proxy's default. */
export const DEFAULT_UPSTREAM = 'https://app.venuecms.com';

export interface RenderOptions {
  /** The API key, sent as `Authorization: Bearer <key>` to `upstream`: the server's, never written into the page. */
  apiKey?: string;
  /** The API the server asks (default the real service), whatever `base-url` the page names for the browser. */
  upstream?: string;
  /** The page's address: what its elements read of it (`?slug=`, for the detail elements). Default `http://localhost/`. */
  url?: string;
  /** Only the providers of this site key are rendered (a proxy or a build serves one site); by default every provider's. */
  siteKey?: string;
  /** The fetch to ask the API with (default the global one): a build may share one that asks each address once for all its pages. */
  fetch?: typeof fetch;
  /** The clock of the island's times (ms since 1970; default `Date.now`). */
  now?: () => number;
  /**
   * Whether the detail elements' JSON-LD goes into the head (default true).
   * It names the page's own address (`url`): leave it to the browser when
   * the address the page will be served at is not known.
   */
  jsonLd?: boolean;
}

/** An element (or a provider) the server left for the browser, and why. */
export interface RenderFailure {
  /** The element as it is in the page, its start tag (`<site-events upcoming limit="5">`). */
  element: string;
  /** The request that failed, when one did (under the API's base, without the key). */
  url?: string;
  message: string;
}

export interface RenderResult {
  /** The page with its elements' content in it. */
  html: string;
  /** How many elements were rendered. */
  rendered: number;
  failures: RenderFailure[];
  /**
   * What a strict Content Security Policy must allow in `style-src` for the
   * styles this page now holds, so that it needs no `'unsafe-inline'`: the
   * hash of each shadow root's `<style>` (the element's own styles, the same
   * for every page of a version of the kit), and, after `'unsafe-hashes'`,
   * of each `style` attribute the elements wrote (an image's focal point, an
   * embed's ratio: numbers the kit computed). Empty when nothing was
   * rendered. See the README's "Content in the HTML".
   */
  styleSources: string[];
}

/**
 * Elements whose data the server fetches into the island without rendering
 * them: the interactive ones (a month to step, years and tags to pick),
 * which the browser renders at once from the island, with no request, with
 * a designer's `<template>` or without.
 */
const ANSWERED = new Set(['site-event-calendar', 'site-news-archive', 'site-tags']);

/** The elements the server renders: those that show data without a visitor's input. */
const RENDERED = new Set(['site-events', 'site-event', 'site-news', 'site-news-post', 'site-pages', 'site-page', 'site-profiles', 'site-profile', 'site-products', 'site-product', 'site-info']);

const PROVIDER = 'site-content-provider';

/**
 * Added to the server's copy of an element's styles only:
 * - its content is there, so it takes its content's height: not the
 *   skeleton's that site-widgets.css reserves for an element whose code has
 *   not come (`:not(:defined)`), which would be given back when the code
 *   comes, moving what is below;
 * - its controls ("more", "try again", a product's variant buttons) keep their place but are not shown,
 *   nor read by a screen reader, nor reached by the keyboard, until the
 *   element's code has come and rendered its own (a button without its code
 *   would do nothing).
 * The browser's render brings its own styles and drops these.
 */
const SERVED_CSS = ":host{min-height:auto!important}[part~='more'],[part~='retry'],[part~='variant'] input{visibility:hidden}";

/** A node of parse5's tree, as far as this file reads it. */
interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: {name: string; value: string}[];
  childNodes?: Node[];
  content?: Node;
  parentNode?: Node | null;
  sourceCodeLocation?: {startOffset: number; endOffset: number; startTag?: {startOffset: number; endOffset: number}; endTag?: {startOffset: number; endOffset: number}} | null;
}

interface Found {
  node: Node;
  provider?: Node;
}

/** A provider of the page, as the server builds it. */
interface ServerProvider {
  node: Node;
  element: SiteContentProvider;
  value: SiteContextValue;
  answers: Record<string, [number, unknown]>;
}

/** The attributes of a parse5 element, by name. */
const attributes = (node: Node) => new Map((node.attrs ?? []).map(({name, value}) => [name, value]));

/** Walks the tree in document order, with the nearest enclosing provider. */
function find(node: Node, into: {providers: Node[]; elements: Found[]}, provider?: Node): void {
  for (const child of node.childNodes ?? []) {
    const name = child.tagName;
    if (name === PROVIDER) into.providers.push(child);
    else if (name && (RENDERED.has(name) || ANSWERED.has(name))) into.elements.push({node: child, provider});
    // A <template>'s content is a fragment of its own (a designer's template is not rendered here).
    if (name !== 'template') find(child, into, name === PROVIDER ? child : provider);
  }
}

/** An element's start tag as the page has it, for messages. */
function startTag(node: Node): string {
  const attrs = (node.attrs ?? []).map(({name, value}) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`)).join('');
  return `<${node.tagName}${attrs}>`;
}

/** Pages render one at a time (see the file's comment). */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders the kit's elements of a page on the server: see the file's
 * comment. Resolves with the page (unchanged where nothing could be
 * rendered) and what was left for the browser.
 */
export function renderPage(html: string, options: RenderOptions = {}): Promise<RenderResult> {
  const run = queue.then(() => render(html, options));
  queue = run.catch(() => {});
  return run;
}

async function render(html: string, options: RenderOptions): Promise<RenderResult> {
  const document = parse(html, {sourceCodeLocationInfo: true}) as unknown as Node;
  const found = {providers: [] as Node[], elements: [] as Found[]};
  find(document, found);
  const failures: RenderFailure[] = [];
  const edits: {at: number; end: number; text: string}[] = [];
  const html_ = document.childNodes?.find((n) => n.tagName === 'html');
  const lang = html_ ? (attributes(html_).get('lang') ?? '') : '';
  const scope = globalThis as unknown as {location: URL; document: object};
  scope.location = new URL(options.url ?? 'http://localhost/');
  // What links and images in content are resolved against (checkUrl), and the language of the page; an element named
  // by a filter's `for` is there (the server sets nothing on it: its own attributes and address give its view).
  const ids = new Set<string>();
  const walk = (node: Node): void => {
    const id = attributes(node).get('id');
    if (id) ids.add(id);
    for (const child of [...(node.childNodes ?? []), ...(node.content ? [node.content] : [])]) walk(child);
  };
  walk(document);
  const elsewhere = {getAttribute: () => null, setAttribute() {}, removeAttribute() {}};
  Object.assign(scope.document, {baseURI: scope.location.href, documentElement: {lang}, getElementById: (id: string) => (ids.has(id) ? elsewhere : null)});

  // Two providers of one site on the page ask each address once between them.
  const shared = {...options, fetch: onceEach(options.fetch)};
  const providers = new Map<Node, ServerProvider | undefined>();
  for (const node of found.providers) providers.set(node, await provide(node, shared, failures));

  let rendered = 0;
  const published: [Node, StructuredItem[]][] = [];
  for (const {node, provider: enclosing} of found.elements) {
    const wanted = attributes(node).get('provider');
    // As in the browser: a provider by id, else the enclosing one, else the page's first.
    const providerNode = wanted ? found.providers.find((p) => attributes(p).get('id') === wanted) : (enclosing ?? found.providers[0]);
    const provider = providerNode && providers.get(providerNode);
    if (!provider) continue;
    // Content the server put there before: left as it is.
    if (node.childNodes?.some((child) => child.tagName === 'template' && attributes(child).has('shadowrootmode'))) continue;
    const answersOnly = ANSWERED.has(node.tagName!);
    const done = await renderElement(node, provider, failures, answersOnly);
    if (!done || answersOnly) continue;
    const location = node.sourceCodeLocation!;
    const at = location.startTag!.endOffset;
    edits.push({at, end: at, text: `<template shadowrootmode="open">${done.shadow}</template>`});
    // The items stamped from a designer's template: its light DOM's last children, as the browser's template code puts them.
    if (done.light !== undefined) {
      const end = location.endTag?.startOffset ?? location.endOffset;
      edits.push({at: end, end, text: `<!--site-served-->${done.light}<!--/site-served-->`});
    }
    // Marked in its start tag (before its ">", or "/>"): site-widgets.css reserves no space for it, nor changes its display.
    const close = html[at - 2] === '/' ? at - 2 : at - 1;
    edits.push({at: close, end: close, text: ' data-site-rendered'});
    if (done.items?.length && options.jsonLd !== false) published.push([node, done.items]);
    rendered++;
  }

  // The detail elements' JSON-LD, one block each, in the head (where the browser's elements write theirs, and take these as theirs).
  const head = html_?.childNodes?.find((n) => n.tagName === 'head')?.sourceCodeLocation;
  const body = html_?.childNodes?.find((n) => n.tagName === 'body')?.sourceCodeLocation;
  const at = head?.endTag?.startOffset ?? body?.startTag?.endOffset;
  for (const [, {keys, json}] of blocksOf(published)) {
    if (json && at !== undefined) edits.push({at, end: at, text: `<script type="application/ld+json" data-site-widgets="${escapeAttribute(keys)}">${json}</script>`});
  }

  for (const provider of providers.values()) {
    // A provider that holds an island already was rendered before: its elements were left as they are, and so is it.
    if (!provider || provider.node.childNodes?.some((child) => child.tagName === 'script' && attributes(child).has('data-site-answers'))) continue;
    const location = provider.node.sourceCodeLocation!;
    const at = location.endTag?.startOffset ?? location.endOffset;
    edits.push({at, end: at, text: island(provider.answers)});
  }

  // From the end, so that each offset still points where it did; at one offset, the last made first, so that they read in the order made.
  let out = html;
  const ordered = edits.map((edit, i) => ({...edit, i})).sort((a, b) => b.at - a.at || b.i - a.i);
  for (const {at, end, text} of ordered) out = out.slice(0, at) + text + out.slice(end);
  return {html: out, rendered, failures, styleSources: await styleSources(edits.map((e) => e.text).filter((t) => t.startsWith('<template')))};
}

/** `'sha256-…'` of a text, as a CSP source (WebCrypto: Node and edge runtimes alike). */
async function hash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

const ENTITIES: Record<string, string> = {amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'"};

/** The CSP sources of the styles in the shadow roots written (RenderResult's `styleSources`). */
async function styleSources(shadows: string[]): Promise<string[]> {
  const elements = new Set<string>();
  const attributes = new Set<string>();
  for (const shadow of shadows) {
    for (const [, text] of shadow.matchAll(/<style>(.*?)<\/style>/gs)) elements.add(text);
    // Attribute values as the browser reads them: Lit's renderer escapes &, ", <, > and '.
    for (const [, value] of shadow.matchAll(/\sstyle="([^"]*)"/g)) attributes.add(value.replace(/&(amp|quot|lt|gt|#39);/g, (_, name: string) => ENTITIES[name]));
  }
  const sources = await Promise.all([...elements].map(hash));
  if (attributes.size) sources.push("'unsafe-hashes'", ...(await Promise.all([...attributes].map(hash))));
  return sources;
}

/**
 * The island: the answers as JSON in an inert script, `<` written as
 * `\u003c` so that no `</script>` or `<!--` in the content can end it.
 */
function island(answers: Record<string, unknown>): string {
  return `<script type="application/json" data-site-answers>${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`;
}

/** A provider as the browser builds it, its client asking `upstream` with the server's key; undefined when its site fails. */
async function provide(node: Node, options: RenderOptions, failures: RenderFailure[]): Promise<ServerProvider | undefined> {
  const attrs = attributes(node);
  const siteKey = attrs.get('site-key');
  if (!siteKey || (options.siteKey && siteKey !== options.siteKey)) return undefined;
  const upstream = (options.upstream ?? DEFAULT_UPSTREAM).replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const answers: Record<string, [number, unknown]> = {};
  // Every good answer, by its path under the API's base (as the browser's client keys it under its base-url).
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await send(input, init);
    if (response.ok) {
      const url = String(input instanceof Request ? input.url : input);
      const text = await response.clone().text();
      try {
        answers[url.slice(upstream.length)] = [now(), JSON.parse(text)];
      } catch {
        // Not JSON: the client says so; nothing to keep.
      }
    }
    return response;
  };
  const client = createSiteClient({baseUrl: upstream, siteKey, token: options.apiKey, fetch, attempts: 2});
  // The browser's base, for what the provider derives from it (images at <base-url>/media/).
  const browserBase = (attrs.get('base-url') ?? '').replace(/\/+$/, '');
  const renderer = new LitElementRenderer(PROVIDER);
  for (const [name, value] of attrs) renderer.setAttribute(name, value);
  const element = renderer.element as unknown as SiteContentProvider;
  element.client = {...client, baseUrl: browserBase} as SiteClient;
  // The language of the page around it, as the browser's provider reads it (locale.ts): its nearest `lang`, here from the page's tree.
  let around: Node | null | undefined = node;
  while (around && !attributes(around).has('lang')) around = around.parentNode;
  const lang = around && attributes(around).get('lang');
  Object.assign(element, {closest: (selector: string) => (selector === '[lang]' && lang !== undefined ? {lang} : null)});
  renderer.connectedCallback();
  const value = await new Promise<SiteContextValue>((resolve) => element.serve({callback: (v) => v?.siteSettled && resolve(v), subscribe: true}));
  if (value.siteError || !value.site) {
    failures.push({element: startTag(node), url: `/api/v2/${encodeURIComponent(siteKey)}/public/site`, message: value.siteError?.message ?? 'The site answered nothing the kit can read.'});
    return undefined;
  }
  return {node, element, value, answers};
}

/**
 * One element's shadow content, rendered, and the JSON-LD items it
 * publishes; undefined (and a failure said) when it has nothing to show yet.
 * With `answersOnly`, its data is fetched (into the island) and nothing is
 * rendered: an element the browser renders, from the island.
 */
async function renderElement(node: Node, provider: ServerProvider, failures: RenderFailure[], answersOnly = false): Promise<{shadow: string; light?: string; items?: StructuredItem[]} | undefined> {
  // A designer's template, which the element finds among its children when it is built (dom.ts): the kit's template code stamps its items.
  const template = node.childNodes?.find((child) => child.tagName === 'template');
  building.template = template && fromParsed(template as Parameters<typeof fromParsed>[0]);
  const renderer = new LitElementRenderer(node.tagName!);
  building.template = undefined;
  for (const [name, value] of attributes(node)) renderer.setAttribute(name, value);
  const element = renderer.element as unknown as SiteElement & {
    task: {run(): Promise<void>; status: number; error: unknown; value: unknown};
    siteLight?: Parameters<typeof serializeLight>[0];
    noStructuredData?: boolean;
    structuredItems?(item: unknown, build: typeof builders): StructuredItem[];
  };
  // Lit's DOM shim runs no attribute callbacks: an attribute the kit's own code sets on the element (url-state.ts applying
  // the address's view) reaches its property as in a browser.
  for (const method of ['setAttribute', 'removeAttribute'] as const) {
    const own = element[method].bind(element) as (name: string, value?: string) => void;
    element[method] = (name: string, value?: string) => {
      const old = element.getAttribute(name);
      own(name, value);
      element.attributeChangedCallback(name, old, element.getAttribute(name));
    };
  }
  // The element asks for its provider's context when it connects: the server's provider answers (its nested elements' too).
  serving = provider;
  element.addEventListener('context-request', (event) => provider.element.serve(event as unknown as Parameters<SiteContentProvider['serve']>[0]));
  renderer.connectedCallback();
  await element.task.run();
  const {status, error, value} = element.task;
  if (status !== TaskStatus.COMPLETE) {
    // Nothing asked (a detail element with no slug in its attributes or the address): the browser's to render.
    if (status === TaskStatus.ERROR) failures.push({element: startTag(node), url: isSiteError(error) ? error.url : undefined, message: String((error as Error)?.message ?? error)});
    return undefined;
  }
  if (answersOnly) return {shadow: ''};
  // As the element publishes it in the browser (site-item-element.ts), with the same builders.
  const items = element.noStructuredData ? undefined : element.structuredItems?.(value, builders);
  // Rendered as Lit renders the shadow of a custom element it meets in a template: the element is the host its slots belong to.
  const info = {
    elementRenderers: [NestedRenderer],
    customElementInstanceStack: [renderer],
    customElementHostStack: [renderer],
    eventTargetStack: [element],
    slotStack: [],
    deferHydration: false,
  } as unknown as RenderInfo;
  const shadow = await collectResult(renderer.renderShadow(info) ?? []);
  // What the element's template code stamped in its light DOM while it rendered.
  const light = template ? await serializeLight(element.siteLight ?? []) : undefined;
  // Lit's hydration markers: the browser renders its own content in place of the server's, so none is needed.
  return {shadow: shadow.replaceAll('</style>', `${SERVED_CSS}</style>`).replace(/<!--\/?lit-(?:part|node)[^>]*-->/g, ''), light, items};
}

/** The provider of the element being rendered: its nested kit elements' too (pages render one at a time). */
let serving: ServerProvider | undefined;

/**
 * A kit element inside another's shadow (a news landing page's feed, a
 * `<site-news>` in `<site-page>`): rendered by Lit's renderer as it meets it,
 * its provider's context answered and its data loaded first, as the element
 * around it had.
 */
class NestedRenderer extends LitElementRenderer {
  override connectedCallback(): void {
    const provider = serving;
    if (provider) this.element.addEventListener('context-request', (event) => provider.element.serve(event as unknown as Parameters<SiteContentProvider['serve']>[0]));
    super.connectedCallback();
  }

  override renderShadow(info: RenderInfo) {
    const task = (this.element as unknown as {task?: {run(): Promise<void>}}).task;
    if (!task) return super.renderShadow(info);
    // A thunk whose promise Lit's collectResult waits for, in its place in the page.
    return [() => task.run().then(() => super.renderShadow(info) ?? [])];
  }
}

// Kit elements connect on the server (their controllers ask for the provider's context then); others as Lit decides.
LitElementRenderer.renderOptions.push((element) => (element instanceof SiteElement ? {connectedCallback: true} : undefined));
