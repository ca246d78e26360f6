import {html, type PropertyDeclarations, type PropertyValues} from 'lit';
import {styles} from './site-content-provider.styles.js';
import {createSiteClient, isAbortError, isRecord, isSiteError, type Site, type SiteClient} from '../../api/client.js';
import type {SiteApiError} from '../../api/errors.js';
import {siteContext, type SiteContextValue} from '../../context/site-context.js';
import {loadedRouter, type ServedRequest, type SiteContextRequest, type SiteRequestEvent as ContextRequest} from '../../context/request.js';
import {SiteErrorEvent, SiteRequestEvent} from '../../events/site-events.js';
import {SiteElement} from '../../internal/site-element.js';
import {numberIn} from '../../internal/attributes.js';
import {define} from '../../internal/define.js';
import type {ConfigProblem} from '../../internal/diagnose.js';
import {loadMessages} from '../../render/messages.js';
import {resolveLocale} from '../../internal/locale.js';

/** Whether Intl knows a time zone (an IANA name such as Europe/Berlin). */
function usable(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, {timeZone});
    return true;
  } catch {
    return false;
  }
}

/** The stores of answers a client starts from (session-store.ts: the tab's, a server's island): not loaded yet, or unavailable (null). */
let stores: typeof import('../../api/session-store.js') | null | undefined;

/** The console lines and events of a misconfigured or failing provider, loaded when one is. */
const diagnose = () => import('../../internal/diagnose.js');

/**
 * Connects the elements inside it to one site of the Public Content Read API.
 * It builds the shared client, loads `/site` once (default locale, time zone,
 * currency) and hands both to every element below it. It renders nothing of
 * its own and does not affect layout (`display: contents`).
 *
 * Only `site-key` is required. Real sites keep the API key on their server:
 * point `base-url` at the kit's proxy (`npx site-widgets proxy`, or
 * `site-widgets/proxy` on any server or edge runtime), which adds the key,
 * and leave `token` out. A `token` in the page is sent by the browser itself
 * and is readable by anyone: use it only for a key that may be public. When
 * the API answers 401 or 403, the console says whether a key was sent and
 * how to give one.
 *
 * Elements need not sit inside it: an element with no provider around it is
 * served by the first provider on the page, wherever that is, and
 * `provider="ID"` on an element picks a provider by id. Every element of a
 * provider shares one request layer: identical requests are sent once,
 * answers are cached for `cache-ttl` seconds and refreshed in the background
 * when stale, and failed requests are retried.
 *
 * @summary Connects the elements inside it to a site's published content.
 * @tag site-content-provider
 * @attr {'dark' | 'light'} theme - That colour scheme for every element inside (with `site-widgets.css` in the page), each on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 *
 * @slot - The kit's elements (and any other content).
 *
 * @fires {{error: Error; status: number; url?: string; attempt?: number; retrying?: boolean}} site-error - A request attempt failed (`detail: {error, status, url, attempt, retrying}`), `/site` failed, or the configuration is incomplete (no `site-key`, or a `base-url` that is not a URL).
 * @fires {{url: string; source: 'cache' | 'network'; attempt: number}} site-request - An element got an answer, from the cache or from a network attempt. `detail: {url, source, attempt}`.
 */
export class SiteContentProvider extends SiteElement {
  static override styles = styles;

  // Reactive properties are declared here rather than with decorators: the
  // decorator helpers cost about 2 KB of the 15 KB page budget.
  static override properties: PropertyDeclarations = {
    siteKey: {attribute: 'site-key', reflect: true},
    token: {},
    baseUrl: {attribute: 'base-url'},
    locale: {reflect: true},
    timeZone: {attribute: 'time-zone'},
    mediaBaseUrl: {attribute: 'media-base-url'},
    embedHosts: {attribute: 'embed-hosts'},
    cacheTtl: {attribute: 'cache-ttl', converter: numberIn(0, 86400, 60, false)},
    timeout: {converter: numberIn(0.1, 300, 10, false)},
    sessionCache: {attribute: 'session-cache', type: Boolean},
  };

  /** The site key: the `{siteKey}` segment of every request path. Required. */
  declare siteKey?: string;

  /**
   * The API token, sent as `Authorization: Bearer <token>`. Optional: leave it
   * out when `base-url` points at a proxy that adds the key on the server
   * (`npx site-widgets proxy`, `site-widgets/proxy`); then no Authorization
   * header is sent. A token in the page is public: anyone can read it and call
   * the read API as the site.
   */
  declare token?: string;

  /** Origin of the kit's proxy (or of the API), e.g. `https://www.example.com` or `/cms`. Defaults to the page's origin. */
  declare baseUrl?: string;

  /**
   * Locale to show (BCP 47). Defaults to the page's language (the nearest
   * `lang` around the provider, then `<html lang>`), then the site's default
   * locale. A locale the site does not list (nor its language) shows the
   * site's default, with a note in the console. Changing it, or the page's
   * `lang`, shows every element in the new language at once. Every record
   * carries all its locales; a record with no text in this locale shows the
   * site's default locale, else its first.
   */
  declare locale?: string;

  /** IANA time zone for dates, e.g. `Europe/Berlin`. Defaults to the site's time zone. */
  declare timeZone?: string;

  /**
   * Where image files are served: the API gives each image a storage key
   * (`sites/…/photo.jpg`), shown from `<media-base-url><key>`. Defaults to
   * `<base-url>/media/`, the route the kit's proxy (`SITE_MEDIA_BASE`) and
   * Venue CMS's own site templates serve. Absolute image URLs are used as
   * they are.
   */
  declare mediaBaseUrl?: string;

  /**
   * More hosts that content may embed players from (space-separated, e.g.
   * `w.soundcloud.com media.example.org`), besides the kit's defaults
   * (YouTube's no-cookie player, Vimeo, Bandcamp). An embed loads only when
   * the visitor asks for it, sandboxed; under a CSP, `frame-src` must allow
   * the host too.
   */
  declare embedHosts?: string;

  /** Seconds an answer is served from the cache before it is refreshed (default 60; `0` turns the cache off). */
  declare cacheTtl?: number;

  /** Seconds one request attempt may take before it is aborted and retried (default 10). */
  declare timeout?: number;

  /**
   * Keeps answers in the tab's sessionStorage, so that the next page of the
   * site shows them at once and refreshes the stale ones (`cache-ttl`) in the
   * background. Keyed by URL (never the token), versioned, at most about
   * 2 MB. Its code loads only when it is set.
   */
  declare sessionCache?: boolean;

  #injected?: SiteClient;
  #built?: SiteClient;
  #site?: Site;
  #siteError?: SiteApiError;
  #siteSettled = false;
  #configError?: ConfigProblem;
  #siteController?: AbortController;
  /** Elements subscribed to this provider's context, with their unsubscribe functions. */
  readonly #subscribers = new Map<SiteContextRequest['callback'], () => void>();
  /** Hears the page's `lang` attributes (a site's language menu): the elements follow. */
  readonly #langs = new MutationObserver(() => this.#relang());

  constructor() {
    super();
    // Answer the elements inside, except those that asked for another provider by id.
    this.addEventListener('context-request', (request) => {
      if (request.context !== siteContext) return;
      const wanted = request.contextTarget?.getAttribute('provider');
      if (wanted && wanted !== this.id) return;
      request.stopPropagation();
      this.serve(request as ContextRequest);
    });
  }

  /** Gives an element this provider's context (and later changes, when it subscribes). */
  serve({callback, subscribe}: ServedRequest): void {
    if (!subscribe) return callback(this.#value());
    const unsubscribe = () => this.#subscribers.delete(callback);
    this.#subscribers.set(callback, unsubscribe);
    callback(this.#value(), unsubscribe);
  }

  /**
   * The client shared by every element below. Set it to inject your own
   * (tests, a custom fetch); it then wins over the attributes.
   */
  get client(): SiteClient | undefined {
    return this.#injected ?? this.#built;
  }
  set client(client: SiteClient | undefined) {
    const old = this.client;
    this.#injected = client;
    this.requestUpdate('client', old);
  }

  /** The `/site` answer, once loaded. */
  get siteData(): Site | undefined {
    return this.#site;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#siteController?.abort();
    this.#langs.disconnect();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#langs.observe(document, {attributeFilter: ['lang'], subtree: true});
    // Reconnected after a move: reload what disconnecting aborted.
    if (this.hasUpdated && !this.#siteSettled) this.#loadSite();
    // Serve the elements that asked before this provider was defined or connected.
    loadedRouter()?.flush();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const clientChanged =
      !this.hasUpdated ||
      changed.has('siteKey') ||
      changed.has('token') ||
      changed.has('baseUrl') ||
      changed.has('cacheTtl') ||
      changed.has('timeout') ||
      changed.has('timeZone') ||
      changed.has('sessionCache') ||
      changed.has('client' as keyof SiteContentProvider);
    if (clientChanged) {
      this.#buildClient();
      this.#loadSite();
    } else if (changed.has('locale')) {
      this.#relang();
    } else if (changed.has('mediaBaseUrl') || changed.has('embedHosts')) {
      this.#publish();
    }
  }

  #buildClient(): void {
    this.#built = undefined;
    this.#configError = undefined;
    if (this.#injected) return;
    // The token is optional: without one no Authorization header is sent, as
    // behind a proxy that adds the key (base-url, or the page's own origin).
    // Nothing is said here; a 401 says how to give the API a key.
    const {siteKey, token, timeZone, baseUrl = location.origin} = this;
    let url: URL | undefined;
    try {
      // An http(s) address, or a path on this site (/proxy, ./api): never text the page's URL would make one of.
      if (/^(https?:\/\/|\.{0,2}\/)/i.test(baseUrl)) url = new URL(baseUrl, location.href);
    } catch {
      // Not a URL: said below.
    }
    // What cannot work is refused here, said once (diagnose.ts), never sent nor retried.
    this.#configError = !siteKey
      ? 'site-key'
      : !url
        ? 'base-url'
        : url.username || url.password
          ? 'credentials'
          : token && !/^[\x21-\x7e]+$/.test(token)
            ? 'token'
            : timeZone && !usable(timeZone)
              ? 'time-zone'
              : undefined;
    if (this.#configError) return;
    // The answers a server rendered this provider's elements with (renderPage(): `<script type="application/json"
    // data-site-answers>`, its last child).
    const island = this.querySelector(':scope>script[data-site-answers]');
    if ((this.sessionCache || island) && stores === undefined) {
      // The stores' code first (a chunk of its own; on the next page it comes from the browser's cache), then the client.
      // Meanwhile the server's content stays on screen.
      void import('../../api/session-store.js')
        .then(
          (m) => (stores = m),
          () => (stores = null),
        )
        // The client to build again, now with its stores (a change of `client` as willUpdate sees it: null was none).
        .then(() => this.requestUpdate('client', null));
      return;
    }
    // The client's base, as it keys its requests (no trailing slash).
    const base = url!.href.replace(/\/+$/, '');
    this.#built = createSiteClient({
      store: stores?.answers(base, island?.textContent, this.sessionCache),
      baseUrl: base,
      siteKey: siteKey!,
      token,
      cacheTtl: (this.cacheTtl ?? 60) * 1000,
      timeout: (this.timeout ?? 10) * 1000,
      onRequest: (info) => this.dispatchEvent(new SiteRequestEvent(info)),
      // The failure's own url is its error's.
      onFailure: (failure) => this.dispatchEvent(new SiteErrorEvent(failure.error, failure)),
    });
  }

  #loadSite(): void {
    this.#siteController?.abort();
    this.#site = undefined;
    this.#siteError = undefined;
    const client = this.client;
    this.#siteSettled = !client;
    const problem = this.#configError;
    if (problem) void diagnose().then((d) => d.reportConfig(this, problem));
    this.#publish();
    if (!client) return;
    const controller = new AbortController();
    this.#siteController = controller;
    // The words of a non-English locale load beside /site, not after it.
    void loadMessages(this.#value().locale);
    client.site({signal: controller.signal}).then(
      (site) => {
        if (controller.signal.aborted) return;
        // Only an object is a site; anything else is read as no site at all.
        this.#site = isRecord(site) ? site : undefined;
        this.#relang(controller.signal);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        this.#siteError = isSiteError(error) ? error : undefined;
        void diagnose().then((d) => d.reportSiteFailure(this, error, client.siteKey));
        this.#relang(controller.signal);
      },
    );
  }

  /**
   * Publishes the active locale once its words are there: the page's
   * language or `locale` changed (records carry every locale: the words, not
   * the data, change), or, with the signal of a `/site` request, that
   * request has settled (the site loaded or failed), unless aborted since.
   */
  #relang(signal?: AbortSignal): void {
    void loadMessages(this.#value().locale).then(() => {
      if (signal?.aborted) return;
      this.#siteSettled ||= !!signal;
      this.#publish();
    });
  }

  #publish(): void {
    const value = this.#value();
    for (const [callback, unsubscribe] of this.#subscribers) callback(value, unsubscribe);
  }

  #value(): SiteContextValue {
    const site = this.#site;
    const client = this.client;
    // A string, or nothing: every element reads the locale as one.
    const locales = site?.settings?.locale;
    const defaultLocale = [locales?.default, site?.defaultLocale].find((l) => typeof l == 'string' && l) as string | undefined;
    return {
      client,
      configError: this.#injected ? undefined : this.#configError,
      site,
      siteError: this.#siteError,
      siteSettled: this.#siteSettled,
      locale: resolveLocale(this, locales?.supported, defaultLocale),
      defaultLocale,
      timeZone: this.timeZone || site?.timeZone || undefined,
      currency: site?.settings?.defaults?.currency ?? undefined,
      mediaBase: this.mediaBaseUrl || (client && `${client.baseUrl}/media/`),
      embedHosts: this.embedHosts?.split(/\s+/).filter(Boolean),
    };
  }

  protected override render(): unknown {
    return html`<slot></slot>`;
  }
}

define('site-content-provider', SiteContentProvider);

declare global {
  interface HTMLElementTagNameMap {
    'site-content-provider': SiteContentProvider;
  }
}
