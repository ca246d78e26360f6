/**
 * Typed errors thrown by the site client. Every error carries the URL of the
 * request that failed so that a console message or a `site-error` listener can
 * say exactly what went wrong and where. No Lit here: usable from any runtime.
 */

import type {FailureWords, Messages} from '../render/messages.js';

/** What kind of failure an error is, for code that would rather switch than `instanceof`. */
export type SiteErrorKind =
  | 'auth'
  | 'not-found'
  | 'rate-limit'
  | 'server'
  | 'http'
  | 'network'
  | 'timeout'
  | 'parse'
  | 'not-api';

/** Base class of every error the client throws. */
export class SiteApiError extends Error {
  /** HTTP status, or 0 when no answer came back (network failure, timeout). */
  readonly status: number;
  /** The request URL. */
  readonly url: string;
  readonly kind: SiteErrorKind;

  constructor(kind: SiteErrorKind, message: string, url: string, status = 0, cause?: unknown) {
    super(message, {cause});
    this.name = new.target.typeName;
    this.kind = kind;
    this.url = url;
    this.status = status;
  }

  /** The class's name as `error.name` shows it (class names do not survive minifying). */
  static typeName = 'SiteApiError';

  /**
   * What the element's error state says of this failure, in the active
   * language (`t`), English where its table has no such words.
   */
  describe(t: Messages, siteKey = ''): string {
    const words = {...ENGLISH, ...t};
    const kind = this.kind;
    return kind == 'auth'
      ? words.needsKey
      : kind == 'network' || kind == 'timeout'
        ? words.offline
        : kind == 'not-found'
          ? words.unknownSite(siteKey)
          : kind == 'not-api'
            ? words.notApi(baseOf(this.url))
            : t.error;
  }
}

/** The base URL a request URL was built on: the part before `/api/v2/`. */
const baseOf = (url: string): string => url.split('/api/v2/')[0];

/** The English words of a failed request (the core's table leaves them out). */
const ENGLISH: FailureWords = {
  unknownSite: (key) => `Unknown site key “${key}”.`,
  needsKey: 'The API wants a valid key.',
  offline: 'No connection to the content server.',
  notApi: (base) => `This base URL does not look like the API: ${base}`,
};

/** Why a 401 or 403 came back when the request carried a key. */
const REFUSED = '. The API refused the token: check the "token" attribute of <site-content-provider>, or the key (VENUE_API_KEY) of the proxy its base-url points at.';

/** Why a 401 or 403 came back when the request carried none: the API wants a key, and there are two ways to give it one. */
const KEYLESS =
  '. The API wants a key and this request carried none: set the "token" attribute of <site-content-provider>,' +
  ' or put the kit\'s proxy in front of the API (npx site-widgets proxy, or site-widgets/proxy on your server) and point base-url at it;' +
  ' if base-url already points at a proxy, it is not adding the key (check VENUE_API_KEY there).';

/** The API answered with a status that is not 2xx. */
export class SiteHttpError extends SiteApiError {
  static override typeName = 'SiteHttpError';
  /** The error body: parsed JSON when it was JSON, else the text. Error bodies may be anything. */
  readonly body: unknown;
  /** For 429 and 5xx: how long the server asked to wait, in ms, when it said. */
  readonly retryAfter?: number;

  /**
   * `keyed`: whether the request carried an Authorization header (for 401 and
   * 403, the message then says the key was refused, else that none was sent).
   */
  constructor(status: number, url: string, body: unknown, kind: SiteErrorKind = 'http', retryAfter?: number, keyed = true) {
    const said = (body as {message?: unknown} | null)?.message;
    const hint = kind !== 'auth' ? '' : keyed ? REFUSED : KEYLESS;
    super(kind, `HTTP ${status} from ${url}${typeof said === 'string' && said ? `: ${said.slice(0, 200)}` : ''}${hint}`, url, status);
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

/** 401 or 403: the key is missing (no token, and no proxy adding one), wrong, or not allowed for this site. */
export class SiteAuthError extends SiteHttpError {
  static override typeName = 'SiteAuthError';
}

/** 404: unknown site, unknown slug or unknown path. */
export class SiteNotFoundError extends SiteHttpError {
  static override typeName = 'SiteNotFoundError';
}

/** 429: too many requests; `retryAfter` says how long to wait when the server said. */
export class SiteRateLimitError extends SiteHttpError {
  static override typeName = 'SiteRateLimitError';
}

/** 5xx: the server failed; `retryAfter` says how long to wait when the server said. */
export class SiteServerError extends SiteHttpError {
  static override typeName = 'SiteServerError';
}

/** No answer: offline, DNS, CORS refusal, connection reset. */
export class SiteNetworkError extends SiteApiError {
  static override typeName = 'SiteNetworkError';
  constructor(url: string, cause?: unknown) {
    super('network', `No answer from ${url}: offline, blocked by CORS, or a wrong base-url.`, url, 0, cause);
  }
}

/** The request took longer than the time allowed and was aborted. */
export class SiteTimeoutError extends SiteApiError {
  static override typeName = 'SiteTimeoutError';
  constructor(url: string, ms: number) {
    super('timeout', `No answer from ${url} within ${ms} ms.`, url);
  }
}

/** A 2xx answer whose body is not JSON. */
export class SiteParseError extends SiteApiError {
  static override typeName = 'SiteParseError';
  constructor(url: string, status: number, cause?: unknown) {
    super('parse', `The answer from ${url} is not valid JSON.`, url, status, cause);
  }
}

/**
 * An answer that does not look like the API's: an HTML page (a 404 page, a
 * dev server's index.html), text, or anything but the JSON the API answers.
 * The provider's base-url points somewhere else than the API or the proxy.
 */
export class SiteNotApiError extends SiteApiError {
  static override typeName = 'SiteNotApiError';
  /** The body as it came, text. */
  readonly body: string;
  constructor(url: string, status: number, type: string, body: string) {
    const what = /html/i.test(type) || /^\s*</.test(body) ? 'an HTML page' : type.split(';')[0] || 'a body of no type';
    super(
      'not-api',
      `This base URL does not look like the API: ${baseOf(url)} (${url} answered HTTP ${status} with ${what}, where the API answers a JSON object). ` +
        'Point base-url of <site-content-provider> at the API or at the kit\'s proxy: the address its /api/v2/… paths are under, not a page of the site.',
      url,
      status,
    );
    this.body = body;
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

/** Builds the typed error for a non-2xx answer; `keyed`: whether the request carried an Authorization header. */
export function httpErrorFor(status: number, url: string, body: unknown, headers?: Headers, keyed = true): SiteHttpError {
  const retryAfter = parseRetryAfter(headers?.get('Retry-After'));
  if (status === 401 || status === 403) return new SiteAuthError(status, url, body, 'auth', undefined, keyed);
  if (status === 404) return new SiteNotFoundError(status, url, body, 'not-found');
  if (status === 429) return new SiteRateLimitError(status, url, body, 'rate-limit', retryAfter);
  if (status >= 500) return new SiteServerError(status, url, body, 'server', retryAfter);
  return new SiteHttpError(status, url, body);
}
