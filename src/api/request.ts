/**
 * The shared request layer under every client call. It answers a GET with
 * the parsed JSON body or throws a typed SiteApiError:
 *
 * - identical GETs in flight at once are sent once; each caller gets its own
 *   parsed copy of the body, so no element can change another's data;
 * - a caller's AbortSignal detaches that caller; the network request is
 *   aborted only when no caller waits on it any more;
 * - network failures, non-2xx answers and bodies that are not JSON become
 *   SiteNetworkError, SiteHttpError subclasses and SiteParseError, each
 *   carrying the URL.
 *
 * No Lit here.
 */
import {SiteNetworkError, SiteParseError, httpErrorFor, isAbortError} from './errors.js';

/** A good answer as the layer keeps it: already checked to be JSON. */
interface Answer {
  status: number;
  text: string;
}

interface LayerRequest {
  url: string;
  headers: Record<string, string>;
  signal?: AbortSignal;
}

interface InFlight {
  promise: Promise<Answer>;
  controller: AbortController;
  waiters: number;
}

export interface RequestLayerOptions {
  /** The fetch to send requests with; defaults to the global one. */
  fetch?: typeof fetch;
}

export class RequestLayer {
  readonly #fetch: typeof fetch;
  readonly #inFlight = new Map<string, InFlight>();

  constructor(options: RequestLayerOptions = {}) {
    // Bound late so that a page (or a test) replacing window.fetch is honoured.
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** GETs a URL and answers its parsed JSON body. */
  async get(url: string, headers: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
    const answer = await this.#get({url, headers, signal});
    return JSON.parse(answer.text);
  }

  /** Number of distinct requests on the wire now (for tests and integrators). */
  get pending(): number {
    return this.#inFlight.size;
  }

  #get(request: LayerRequest): Promise<Answer> {
    const signal = request.signal;
    if (signal?.aborted) return Promise.reject(signal.reason);
    const key = requestKey(request);
    let entry = this.#inFlight.get(key);
    if (!entry) {
      const controller = new AbortController();
      const promise = this.#send(request, controller.signal).finally(() => {
        if (this.#inFlight.get(key) === entry) this.#inFlight.delete(key);
      });
      entry = {promise, controller, waiters: 0};
      this.#inFlight.set(key, entry);
    }
    return this.#wait(key, entry, signal);
  }

  /** Waits on a shared request for one caller, detaching it when its signal aborts. */
  #wait(key: string, entry: InFlight, signal: AbortSignal | undefined): Promise<Answer> {
    entry.waiters++;
    if (!signal) return entry.promise;
    return new Promise<Answer>((resolve, reject) => {
      const onAbort = () => {
        entry.waiters--;
        if (entry.waiters === 0) {
          entry.controller.abort(signal.reason);
          if (this.#inFlight.get(key) === entry) this.#inFlight.delete(key);
        }
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, {once: true});
      entry.promise.then(
        (answer) => {
          signal.removeEventListener('abort', onAbort);
          resolve(answer);
        },
        (error) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  async #send(request: LayerRequest, signal: AbortSignal): Promise<Answer> {
    const url = request.url;
    let response: Response;
    try {
      response = await this.#fetch(url, {headers: request.headers, signal});
    } catch (error) {
      if (isAbortError(error) || signal.aborted) throw signal.reason ?? error;
      throw new SiteNetworkError(url, error);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw new SiteNetworkError(url, error);
    }
    if (!response.ok) throw httpErrorFor(response.status, url, parseLoosely(text), response.headers);
    try {
      JSON.parse(text);
    } catch (error) {
      throw new SiteParseError(url, response.status, error);
    }
    return {status: response.status, text};
  }
}

/** Requests are the same when URL and credentials are. */
function requestKey(request: LayerRequest): string {
  return `${request.url} ${request.headers.Authorization ?? ''}`;
}

function parseLoosely(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
