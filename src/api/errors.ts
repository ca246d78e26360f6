/**
 * Typed errors thrown by the site client. Every error carries the URL of the
 * request that failed so that a console message or a `site-error` listener can
 * say exactly what went wrong and where. No Lit here: usable from any runtime.
 */

/** What kind of failure an error is, for code that would rather switch than `instanceof`. */
export type SiteErrorKind =
  | 'auth'
  | 'not-found'
  | 'rate-limit'
  | 'server'
  | 'http'
  | 'network'
  | 'timeout'
  | 'parse';

/** Base class of every error the client throws. */
export class SiteApiError extends Error {
  override name = 'SiteApiError';
  /** HTTP status, or 0 when no answer came back (network failure, timeout). */
  readonly status: number;
  /** The request URL. */
  readonly url: string;
  readonly kind: SiteErrorKind;

  constructor(kind: SiteErrorKind, message: string, url: string, status = 0, options?: {cause?: unknown}) {
    super(message, options);
    this.kind = kind;
    this.url = url;
    this.status = status;
  }
}

/** The API answered with a status that is not 2xx. */
export class SiteHttpError extends SiteApiError {
  override name = 'SiteHttpError';
  /** The error body: parsed JSON when it was JSON, else the text. Error bodies may be anything. */
  readonly body: unknown;

  constructor(status: number, url: string, body: unknown, kind: SiteErrorKind = 'http', hint = '') {
    const said = (body as {message?: unknown} | null)?.message;
    super(kind, `HTTP ${status} from ${url}${typeof said === 'string' && said ? `: ${said.slice(0, 200)}` : ''}${hint}`, url, status);
    this.body = body;
  }
}

/** 401 or 403: the token is missing, wrong, or not allowed for this site. */
export class SiteAuthError extends SiteHttpError {
  override name = 'SiteAuthError';
  constructor(status: number, url: string, body: unknown) {
    super(status, url, body, 'auth', '. The API refused the token: check the "token" attribute of <site-content-provider>.');
  }
}

/** 404: unknown site, unknown slug or unknown path. */
export class SiteNotFoundError extends SiteHttpError {
  override name = 'SiteNotFoundError';
  constructor(url: string, body: unknown) {
    super(404, url, body, 'not-found');
  }
}

/** 429: too many requests. `retryAfter` is in milliseconds when the server said. */
export class SiteRateLimitError extends SiteHttpError {
  override name = 'SiteRateLimitError';
  readonly retryAfter: number | undefined;
  constructor(url: string, body: unknown, retryAfter?: number) {
    super(429, url, body, 'rate-limit');
    this.retryAfter = retryAfter;
  }
}

/** 5xx: the server failed. `retryAfter` is in milliseconds when the server said. */
export class SiteServerError extends SiteHttpError {
  override name = 'SiteServerError';
  readonly retryAfter: number | undefined;
  constructor(status: number, url: string, body: unknown, retryAfter?: number) {
    super(status, url, body, 'server');
    this.retryAfter = retryAfter;
  }
}

/** No answer: offline, DNS, CORS refusal, connection reset. */
export class SiteNetworkError extends SiteApiError {
  override name = 'SiteNetworkError';
  constructor(url: string, cause?: unknown) {
    super(
      'network',
      `Network failure for ${url}: no answer (offline, blocked by CORS, or the base-url is wrong).`,
      url,
      0,
      {cause},
    );
  }
}

/** The request took longer than the time allowed and was aborted. */
export class SiteTimeoutError extends SiteApiError {
  override name = 'SiteTimeoutError';
  constructor(url: string, ms: number) {
    super('timeout', `No answer from ${url} within ${ms} ms.`, url);
  }
}

/** A 2xx answer whose body is not JSON. */
export class SiteParseError extends SiteApiError {
  override name = 'SiteParseError';
  constructor(url: string, status: number, cause?: unknown) {
    super('parse', `The answer from ${url} is not valid JSON.`, url, status, {cause});
  }
}

/**
 * Parses a Retry-After header (delta-seconds or an HTTP date) into
 * milliseconds from `now`; undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Builds the typed error for a non-2xx answer. */
export function httpErrorFor(status: number, url: string, body: unknown, headers?: Headers): SiteHttpError {
  const retryAfter = parseRetryAfter(headers?.get('Retry-After'));
  if (status === 401 || status === 403) return new SiteAuthError(status, url, body);
  if (status === 404) return new SiteNotFoundError(url, body);
  if (status === 429) return new SiteRateLimitError(url, body, retryAfter);
  if (status >= 500) return new SiteServerError(status, url, body, retryAfter);
  return new SiteHttpError(status, url, body);
}

/** True for an AbortError raised by an AbortSignal (not a timeout we raised). */
export function isAbortError(error: unknown): boolean {
  return (error as {name?: string} | null)?.name === 'AbortError';
}
