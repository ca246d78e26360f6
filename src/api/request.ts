/**
 * The shared request layer under every client call: one per client, so one
 * per provider. It answers a GET with the parsed JSON body or throws a typed
 * SiteApiError, and it holds the policy every element relies on:
 *
 * - **Dedupe.** Identical GETs (same URL and Authorization header, or
 *   none) in flight at once are sent once; the body is parsed once and every
 *   caller gets that same value, to read, never to write. The cache is keyed
 *   the same way.
 * - **Cache.** Good answers are kept for `cacheTtl` ms (0: no cache), at most
 *   `maxEntries` of them, the least recently used dropped first. A fresh copy
 *   is served without a request. A stale copy is served at once and refreshed
 *   in the background (stale-while-revalidate); callers that passed an
 *   `onRefresh` listener hear, until their signal aborts, when the answer
 *   changed, or that the refresh failed while they keep the stale copy.
 * - **Retries.** Network failures, timeouts, 5xx and 429 are tried again, at
 *   most `attempts` times in all, after an exponential backoff with jitter or
 *   the server's Retry-After, capped at `maxDelay`. Other 4xx never are.
 * - **Timeouts.** Each attempt is aborted after `timeout` ms and counts as a
 *   failed attempt (SiteTimeoutError).
 * - **Cancellation.** A caller's AbortSignal detaches that caller; the network
 *   request is aborted only when no caller waits on it any more.
 *
 * No Lit here.
 */
import type {SiteApiError} from './errors.js';
import type {Outcome} from './request-failure.js';

/** Where an answer came from, for `onRequest` listeners. */
export interface RequestInfo {
  url: string;
  source: 'cache' | 'network';
  /** 1 for the first network attempt, 2 for the first retry…; 0 for the cache. */
  attempt: number;
}

/** One failed attempt, for `onFailure` listeners. */
export interface FailureInfo {
  url: string;
  error: SiteApiError;
  attempt: number;
  /** Whether another attempt follows. */
  retrying: boolean;
}

export interface RequestLayerOptions {
  /** The fetch to send requests with; defaults to the global one. */
  fetch?: typeof fetch;
  /** How long an answer stays fresh, in ms (default 60 000; 0 disables the cache). */
  cacheTtl?: number;
  /** Most answers kept (default 200). */
  maxEntries?: number;
  /** Attempts per request, first one included (default 3). */
  attempts?: number;
  /** Time allowed for one attempt, in ms (default 10 000). */
  timeout?: number;
  /** First backoff delay, in ms, doubled on each retry (default 400). */
  retryDelay?: number;
  /** Longest wait before a retry, Retry-After included, in ms (default 10 000). */
  maxDelay?: number;
  /** Told of every answer served: from the cache, or each network attempt. */
  onRequest?: (info: RequestInfo) => void;
  /** Told of every failed attempt. */
  onFailure?: (info: FailureInfo) => void;
  /** Keeps answers across page loads (the provider's `session-cache`: session-store.ts). */
  store?: AnswerStore;
}

/**
 * Where answers outlive the page: by URL (never a header, so never the
 * token), as their JSON text; `get` gives it back parsed too (none when it
 * is not JSON: asked again).
 */
export interface AnswerStore {
  get(url: string): (Answer & {time: number}) | undefined;
  set(url: string, text: string, time: number): void;
}

interface LayerRequest {
  url: string;
  headers: Record<string, string>;
  signal?: AbortSignal;
}

/** An answer: its JSON text (to tell a refresh that changed nothing) and the value parsed from it, once. */
export interface Answer {
  text: string;
  value: unknown;
}

interface InFlight {
  promise: Promise<Answer>;
  controller: AbortController;
  waiters: number;
}

interface Entry extends Answer {
  time: number;
}

/** Told when a cached answer was refreshed in the background: changed (no argument) or failed (the error). */
export type RefreshListener = (error?: SiteApiError) => void;

/** True for an AbortError raised by an AbortSignal. */
export function isAbortError(error: unknown): boolean {
  return (error as {name?: string} | null)?.name === 'AbortError';
}

/** A typed error of the client (checked by shape: the classes load only on failure). */
export const isSiteError = (error: unknown): error is SiteApiError => typeof (error as {kind?: unknown} | null)?.kind === 'string';

export class RequestLayer {
  readonly #fetch: typeof fetch;
  readonly #options: RequestLayerOptions;
  readonly #inFlight = new Map<string, InFlight>();
  readonly #cache = new Map<string, Entry>();
  readonly #listeners = new Map<string, Set<RefreshListener>>();

  constructor(options: RequestLayerOptions = {}) {
    this.#options = options;
    // Bound late so that a page (or a test) replacing window.fetch is honoured.
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  get #ttl(): number {
    return this.#options.cacheTtl ?? 60_000;
  }

  /**
   * GETs a URL and answers its parsed JSON body. `onRefresh` hears of the
   * background refreshes of this answer until `signal` aborts.
   */
  async get(url: string, headers: Record<string, string>, signal?: AbortSignal, onRefresh?: RefreshListener): Promise<unknown> {
    if (signal?.aborted) throw signal.reason;
    const key = `${url} ${headers.Authorization ?? ''}`;
    const cached = this.#cache.get(key) ?? this.#restore(url);
    let answer: Answer;
    if (cached) {
      // Least recently used goes first: move this one to the end.
      this.#cache.delete(key);
      this.#cache.set(key, cached);
      this.#options.onRequest?.({url, source: 'cache', attempt: 0});
      if (Date.now() - cached.time >= this.#ttl) this.#revalidate(key, url, headers);
      answer = cached;
    } else {
      answer = await this.#shared({url, headers, signal}, key);
    }
    if (signal && onRefresh) this.#listen(key, signal, onRefresh);
    // Parsed once, when it came: every element that asks shares the value and reads it, never writes it.
    return answer.value;
  }

  /** Forgets every cached answer. */
  clear(): void {
    this.#cache.clear();
  }

  /** Number of distinct requests on the wire now. */
  get pending(): number {
    return this.#inFlight.size;
  }

  #listen(key: string, signal: AbortSignal, listener: RefreshListener): void {
    if (!this.#ttl || signal.aborted) return;
    let set = this.#listeners.get(key);
    if (!set) this.#listeners.set(key, (set = new Set()));
    set.add(listener);
    signal.addEventListener('abort', () => set.delete(listener), {once: true});
  }

  /** An answer an earlier page kept (stale or fresh, by its time: a stale one is served and refreshed). */
  #restore(url: string): Entry | undefined {
    return this.#ttl ? this.#options.store?.get(url) : undefined;
  }

  #store(key: string, answer: Answer, url: string): void {
    if (!this.#ttl) return;
    const time = Date.now();
    this.#cache.delete(key);
    this.#cache.set(key, {...answer, time});
    this.#options.store?.set(url, answer.text, time);
    const max = this.#options.maxEntries ?? 200;
    for (const oldest of this.#cache.keys()) {
      if (this.#cache.size <= max) break;
      this.#cache.delete(oldest);
      this.#listeners.delete(oldest);
    }
  }

  /** Refreshes a stale answer in the background and tells the listeners what came of it. */
  #revalidate(key: string, url: string, headers: Record<string, string>): void {
    if (this.#inFlight.has(key)) return;
    const before = this.#cache.get(key)?.text;
    // A copy: a listener that runs its element's task again adds a new listener to this set at once.
    const tell = (error?: SiteApiError) => [...(this.#listeners.get(key) ?? [])].forEach((listener) => listener(error));
    this.#shared({url, headers}, key).then(
      ({text}) => text !== before && tell(),
      (error: unknown) => isSiteError(error) && tell(error),
    );
  }

  /** Joins the request in flight for `key`, or starts it. */
  #shared(request: LayerRequest, key: string): Promise<Answer> {
    let entry = this.#inFlight.get(key);
    if (!entry) {
      const controller = new AbortController();
      const promise = this.#send(request, controller.signal).then(
        (answer) => {
          this.#store(key, answer, request.url);
          return answer;
        },
      );
      const created: InFlight = {promise, controller, waiters: 0};
      promise.finally(() => {
        if (this.#inFlight.get(key) === created) this.#inFlight.delete(key);
      }).catch(() => {});
      this.#inFlight.set(key, (entry = created));
    }
    return this.#wait(key, entry, request.signal);
  }

  /** Waits on a shared request for one caller, detaching it when its signal aborts. */
  #wait(key: string, entry: InFlight, signal: AbortSignal | undefined): Promise<Answer> {
    // A caller without a signal (a background refresh) waits to the end.
    entry.waiters++;
    if (!signal) return entry.promise;
    return new Promise<Answer>((resolve, reject) => {
      const onAbort = () => {
        if (--entry.waiters === 0) {
          entry.controller.abort(signal.reason);
          if (this.#inFlight.get(key) === entry) this.#inFlight.delete(key);
        }
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, {once: true});
      entry.promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /** Sends a request, retrying what is worth retrying (the failure path loads on the first failure). */
  async #send({url, headers}: LayerRequest, signal: AbortSignal): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      this.#options.onRequest?.({url, source: 'network', attempt});
      const outcome = await this.#attempt(url, headers, signal);
      if ('value' in outcome) return outcome;
      // Throws the typed error, or waits before the next attempt.
      await (await import('./request-failure.js')).afterFailure(outcome, url, attempt, this.#options, signal, headers);
    }
  }

  /** One attempt, with its own timeout: the answer, parsed, or how it failed. Throws only on abort. */
  async #attempt(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<Answer | Outcome> {
    const ms = this.#options.timeout ?? 10_000;
    const controller = new AbortController();
    const abort = () => controller.abort(signal.reason);
    signal.addEventListener('abort', abort, {once: true});
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ms);
    try {
      let response: Response;
      let text: string;
      try {
        response = await this.#fetch(url, {headers, signal: controller.signal});
        text = await response.text();
      } catch (cause) {
        if (timedOut) return {kind: 'timeout', ms};
        if (isAbortError(cause) || signal.aborted) throw signal.reason ?? cause;
        return {kind: 'network', cause};
      }
      try {
        // Parsed once: every caller shares this value and reads it, never writes it (the kit's code
        // never does). Not frozen: a reviver walks the value recursively, and a deep answer would
        // overflow the stack where JSON.parse alone does not.
        if (response.ok) return {text, value: JSON.parse(text)};
      } catch {
        // A 2xx that is not JSON: request-failure.ts tells a broken answer of the API from a page that is not the API.
      }
      return {kind: response.ok ? 'parse' : 'http', response, text};
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    }
  }
}
