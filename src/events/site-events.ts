/**
 * The kit's DOM events. All bubble and are composed, so a listener on the
 * document hears them from inside any shadow root. `site-select`, fired only
 * by the elements a visitor picks things in, is in site-select.ts.
 */

import type {SiteApiError} from '../api/errors.js';

export interface SiteLoadDetail {
  /** Number of items shown (1 for a single record). */
  count: number;
}

export interface SiteErrorDetail {
  /** The typed error (status, url, kind). */
  error: SiteApiError | Error;
  /** HTTP status, or 0 when no answer came back. */
  status: number;
  /** The URL of the failed request, when there was one. */
  url?: string;
  /** Set on the provider's reports of each failed attempt: which attempt failed. */
  attempt?: number;
  /** Set on the provider's reports: whether another attempt follows. */
  retrying?: boolean;
}

export interface SiteRequestDetail {
  /** The request URL. */
  url: string;
  /** `cache` when the answer came from the provider's cache, else `network`. */
  source: 'cache' | 'network';
  /** 1 for the first network attempt, 2 for the first retry…; 0 for the cache. */
  attempt: number;
}

/** How the kit's events travel (the context request too: site-data.ts). */
export const init = {bubbles: true, composed: true};

/** Fired when an element shows its content. */
export class SiteLoadEvent extends CustomEvent<SiteLoadDetail> {
  constructor(detail: SiteLoadDetail) {
    super('site-load', {...init, detail});
  }
}

/**
 * Fired by an element whose request failed, and by the provider for every
 * failed attempt (then with `attempt` and `retrying`).
 */
export class SiteErrorEvent extends CustomEvent<SiteErrorDetail> {
  constructor(error: SiteApiError | Error, attempt?: {attempt: number; retrying: boolean}) {
    super('site-error', {...init, detail: {error, status: (error as Partial<SiteApiError>).status ?? 0, url: (error as Partial<SiteApiError>).url, ...attempt}});
  }
}

/** Fired by the provider for every answer an element gets: from its cache or from each network attempt. */
export class SiteRequestEvent extends CustomEvent<SiteRequestDetail> {
  constructor(detail: SiteRequestDetail) {
    super('site-request', {...init, detail});
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'site-load': SiteLoadEvent;
    'site-error': SiteErrorEvent;
    'site-request': SiteRequestEvent;
  }
}

export {SiteSelectEvent, type SiteSelectDetail} from './site-select.js';
