/**
 * Test helpers: the demo API runs on the test server's own origin (mounted
 * by web-test-runner.config.js), so every helper here goes over real HTTP.
 */
import {waitUntil} from './wait.js';
import {createSiteClient, type SiteClient, type SiteClientOptions} from '../../src/api/client.js';
import {loaders} from '../../src/autoload.gen.js';

export const TOKEN = 'demo-token';

/**
 * A fetch that records every request it sends (`at`: performance.now()), then
 * sends it for real with the fetch of the moment it was made.
 */
export function recordingFetch() {
  const send = globalThis.fetch;
  const calls: {url: string; headers: Headers; signal?: AbortSignal | null; at: number}[] = [];
  const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({url, headers: new Headers(init?.headers ?? (input as Request).headers), signal: init?.signal, at: performance.now()});
    return send(input, init);
  }) as typeof fetch;
  return {fetch: fetchFn, calls};
}

/**
 * Records the requests of the page's own fetch (a provider's client, which
 * has no fetch to inject), until `restore()`.
 */
export function recordPageFetches() {
  const original = window.fetch;
  const recording = recordingFetch();
  window.fetch = recording.fetch;
  return {calls: recording.calls, restore: () => void (window.fetch = original)};
}

export function demoClient(siteKey = 'demo', extra: Partial<SiteClientOptions> = {}): SiteClient {
  return createSiteClient({baseUrl: location.origin, siteKey, token: TOKEN, ...extra});
}

/**
 * The demo API's own answer to GET /api/v2/{siteKey}/public{path} (with
 * its query), read as JSON (an error's body too): what a test compares an
 * element with.
 */
export async function apiGet<T = {records: any[]; count?: number}>(path: string, siteKey = 'demo'): Promise<T> {
  return (await fetch(`/api/v2/${siteKey}/public${path}`, {headers: {Authorization: `Bearer ${TOKEN}`}})).json();
}

/**
 * A client of a site key of its own (its own cache) whose fetch answers
 * from `answer(path)`, the path after /public (`/products/x`): what it
 * returns as JSON, a 404 when it returns undefined. `calls` gets each
 * request's path and query. For a stub site, records the demo need not hold.
 */
export function stubSiteClient(answer: (path: string) => unknown): {client: SiteClient; calls: string[]} {
  const calls: string[] = [];
  const client = demoClient(unique('stub'), {
    fetch: (async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      const path = url.pathname.replace(/^\/api\/v2\/[^/]+\/public/, '');
      calls.push(path + url.search);
      const body = answer(path);
      return body === undefined ? new Response('{"error":"not_found"}', {status: 404}) : new Response(JSON.stringify(body));
    }) as typeof fetch,
  });
  return {client, calls};
}

export interface LogEntry {
  siteKey: string;
  operationId: string;
  path: string;
  query: string;
  status: number;
  /** ISO date-time the request arrived. */
  time: string;
}

/** What the demo API has seen (see demo/api/handler.js). */
export async function apiLog(): Promise<LogEntry[]> {
  return (await fetch('/__demo/log')).json();
}

/** A unique suffix, so that tests sharing the demo API never share a site key's state. */
export function unique(prefix: string): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Waits until an answer the request layer cached no later than `cachedBy`
 * (a Date.now() taken after it arrived) is `ttl` ms old: the layer's own
 * staleness test, `Date.now() - stored >= ttl`, on the clock it reads. For
 * tests of the cache's time to live, where that deadline is the thing under
 * test; no other wait may use it.
 */
export async function cacheExpired(cachedBy: number, ttl: number): Promise<void> {
  await waitUntil(() => Date.now() - cachedBy >= ttl, `the cached answer is not ${ttl} ms old yet`, {interval: 5, timeout: ttl + 5000});
}

/**
 * Every data element of the kit (every element but the provider), sorted:
 * the autoloader's table, generated from the folders of src/elements/. The
 * suites that must cover each element (states, leniency, contract fields)
 * compare their rows with it, so a new element needs a row in each.
 */
export const DATA_ELEMENTS = Object.keys(loaders).sort();
