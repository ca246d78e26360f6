/**
 * What the request layer needs only when a request fails: the typed errors
 * and the retry policy. A chunk of its own in the script-tag bundle, loaded
 * at the first failure, so that pages whose requests succeed never download
 * it (retries wait far longer than the chunk takes to load): the typed
 * errors, whether to retry, and the wait before the next attempt.
 */
import {SiteApiError, SiteNetworkError, SiteNotApiError, SiteParseError, SiteTimeoutError, httpErrorFor} from './errors.js';
import type {RequestLayerOptions} from './request.js';

/** How an attempt ended when it did not end well (see request.ts): `parse` is a 2xx whose body is not JSON (`text`: the body, read). */
export type Outcome =
  | {kind: 'http' | 'parse'; response: Response; text: string}
  | {kind: 'network'; cause: unknown}
  | {kind: 'timeout'; ms: number};

/**
 * The typed error for a failed attempt; `keyed`: whether the request carried an Authorization header.
 *
 * An answer that does not look like the API's is told apart from the API's
 * own failures, so a wrong base-url is not reported as an unknown site key:
 * a 2xx that is not JSON and not sent as JSON (a dev server's index.html),
 * or an error status but 401, 403, 429 and 5xx whose body is there but is
 * not a JSON object (an HTML 404 page, a file server's text). The API
 * answers JSON; its errors are objects (`{error, message, status}`), and a
 * 404 with no body at all stays a 404.
 */
export function toError(outcome: Outcome, url: string, keyed = true): SiteApiError {
  switch (outcome.kind) {
    case 'http':
    case 'parse': {
      const {text, response: {status, headers}} = outcome;
      let body: unknown = text;
      let cause: unknown;
      try {
        body = JSON.parse(text);
      } catch (error) {
        // Error bodies may be anything: keep the text.
        cause = error;
      }
      const type = headers.get('Content-Type') ?? '';
      if (outcome.kind == 'parse') {
        // Sent as JSON but broken: the API's own failure. Anything else: not the API.
        return /\bjson\b/i.test(type) ? new SiteParseError(url, status, cause) : new SiteNotApiError(url, status, type, text);
      }
      const object = typeof body == 'object' && body !== null && !Array.isArray(body);
      if (text.trim() && !object && status < 500 && status != 401 && status != 403 && status != 429) return new SiteNotApiError(url, status, type, text);
      return httpErrorFor(status, url, body, headers, keyed);
    }
    case 'timeout':
      return new SiteTimeoutError(url, outcome.ms);
    default:
      return new SiteNetworkError(url, outcome.cause);
  }
}

/** Network failures, timeouts, 5xx and 429 are worth another attempt; other 4xx and bad bodies are not. */
export function retryable(error: SiteApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server' || error.kind === 'rate-limit';
}

/** The wait before the next attempt: the server's Retry-After, else exponential backoff with jitter; at most maxDelay. */
export function delayBefore(error: SiteApiError, attempt: number, retryDelay: number, maxDelay: number): number {
  const told = (error as {retryAfter?: number}).retryAfter;
  const backoff = retryDelay * 2 ** (attempt - 1) * (0.5 + Math.random() / 2);
  return Math.min(told ?? backoff, maxDelay);
}

/** Waits `ms`, or rejects when the signal aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', done);
      resolve();
    }, ms);
    signal.addEventListener('abort', done, {once: true});
  });
}

/**
 * What follows a failed attempt (`headers`: the ones the request was sent
 * with): the failure is told to `onFailure`, then
 * either the typed error is thrown (not worth retrying, or the last
 * attempt) or the wait before the next attempt passes.
 */
export async function afterFailure(
  outcome: Outcome,
  url: string,
  attempt: number,
  options: RequestLayerOptions,
  signal: AbortSignal,
  headers: Record<string, string>,
): Promise<void> {
  if (signal.aborted) throw signal.reason;
  const {attempts = 3, retryDelay = 400, maxDelay = 10_000, onFailure} = options;
  // A 401 without a key says how to give one (token or proxy); with one, that it was refused.
  const error = toError(outcome, url, 'Authorization' in headers);
  const retrying = attempt < attempts && retryable(error);
  onFailure?.({url, error, attempt, retrying});
  if (!retrying) throw error;
  await sleep(delayBefore(error, attempt, retryDelay, maxDelay), signal);
}
