/**
 * createSiteClient(): one typed method per endpoint of the Public Content
 * Read API v2, typed by the `paths` generated from openapi.yaml.
 * No Lit here: the client works in any browser or in Node 20+.
 *
 * Why not openapi-fetch: it was the first choice and measured 6.5 KB
 * minified (about 2.5 KB gzip), a sixth of the 15 KB budget of a whole page,
 * for generality this GET-only API never uses (bodies, middleware, every
 * method and serialization style). Building a GET URL is the few lines in
 * `url()` below; the types still come from the generated description.
 */
import type {components, paths} from './schema.js';
import {RequestLayer, type RefreshListener, type RequestLayerOptions} from './request.js';

// What code built on the client needs besides its methods, so that it
// imports from the client alone: record helpers and error guards.
export {localized, listRecords, hasNextPage, listTotal, isRecord, FIRST_PAGE, type ListEnvelope} from './records.js';
// Not through this module in the kit's own elements (they import tags.ts and media.ts): the script-tag core re-exports client.ts.
export {tagsOf, type TagItem} from './tags.js';
export {mediaUrl} from './media.js';
export {isAbortError, isSiteError, type RefreshListener} from './request.js';

const PREFIX = '/api/v2/{siteKey}/public' as const;

type Prefixed = Extract<keyof paths, `${typeof PREFIX}${string}`>;
type Op<P extends Prefixed> = paths[P]['get'];
/** The query parameters of an endpoint. */
export type QueryOf<P extends Prefixed> = NonNullable<NonNullable<Op<P>['parameters']['query']>>;
/** The 200 answer of an endpoint. */
export type AnswerOf<P extends Prefixed> = Op<P>['responses'][200]['content']['application/json'];

export type Schemas = components['schemas'];
export type Site = Schemas['Site'];
/** A MediaItem: its `url` is a storage key (see `mediaUrl()`). */
export type MediaItem = Schemas['MediaItem'];
/** One event (`SiteEvent` is the <site-event> element's class). */
export type EventRecord = Schemas['Event'];
export type TicketOnEvent = Schemas['TicketOnEvent'];
export type LocationSlim = Schemas['LocationSlim'];
export type EventReference = Schemas['EventReference'];
/** A page; news items are pages too (of type `NEWS`, with a `date`). */
export type Page = Schemas['Page'];
export type Profile = Schemas['Profile'];
export type Product = Schemas['Product'];
export type ProductVariant = Schemas['ProductVariant'];
/** A tag of `/tags` (records carry join rows `{tagId, tag}`; read both with `tagsOf()`). */
export type TagListItem = Schemas['TagListItem'];
export type SearchSiteResults = Schemas['SearchSiteResults'];
export type SearchAllResult = Schemas['SearchAllResult'];
/** `/events/dates` and `/news/dates`: `{dates, years}`. */
export type DatesAnswer = Schemas['EventDates'];
export type LocalizedContent = Schemas['LocalizedContent'];

export type EventsQuery = QueryOf<`${typeof PREFIX}/events`>;
export type EventDatesQuery = QueryOf<`${typeof PREFIX}/events/dates`>;
export type NewsQuery = QueryOf<`${typeof PREFIX}/news`>;
export type NewsDatesQuery = QueryOf<`${typeof PREFIX}/news/dates`>;
export type PagesQuery = QueryOf<`${typeof PREFIX}/pages`>;
export type ProfilesQuery = QueryOf<`${typeof PREFIX}/profiles`>;
export type ProfileEventsQuery = QueryOf<`${typeof PREFIX}/profiles/{slug}/events`>;
export type ProfileProductsQuery = QueryOf<`${typeof PREFIX}/profiles/{slug}/products`>;
export type ProductsQuery = QueryOf<`${typeof PREFIX}/products`>;
export type SearchQuery = QueryOf<`${typeof PREFIX}/search`>;
export type TagsQuery = QueryOf<`${typeof PREFIX}/tags`>;

/** Per-call options. */
export interface CallOptions {
  /** Aborts this call; a request shared with other callers goes on for them. */
  signal?: AbortSignal;
  /**
   * Told when the cached answer this call got is refreshed in the background
   * (stale-while-revalidate): with no argument when it changed (call again
   * to get it, from the cache), with the error when the refresh failed.
   * Heard until `signal` aborts; without a signal, never.
   */
  onRefresh?: RefreshListener;
}

export interface SiteClientOptions extends Omit<RequestLayerOptions, 'fetch'> {
  /** Origin (and optional path) of the API, e.g. `https://cms.example.com`. */
  baseUrl: string;
  /** The site key: the `{siteKey}` path segment. */
  siteKey: string;
  /**
   * The API token, sent as `Authorization: Bearer <token>`. Leave it out when
   * `baseUrl` is a proxy that adds the key on the server (site-widgets/proxy):
   * then no Authorization header is sent.
   */
  token?: string;
  /** A fetch to use instead of the global one (tests, server-side rendering). */
  fetch?: typeof fetch;
}

export interface SiteClient {
  readonly baseUrl: string;
  readonly siteKey: string;
  /** Forgets every cached answer, so the next calls go to the network. */
  clearCache(): void;
  /** GET /site */
  site(options?: CallOptions): Promise<Site>;
  /** GET /events */
  events(query?: EventsQuery, options?: CallOptions): Promise<AnswerOf<`${typeof PREFIX}/events`>>;
  /** GET /events/dates */
  eventDates(query?: EventDatesQuery, options?: CallOptions): Promise<DatesAnswer>;
  /** GET /events/{slug} */
  event(slug: string, options?: CallOptions): Promise<EventRecord>;
  /** GET /news */
  news(query?: NewsQuery, options?: CallOptions): Promise<AnswerOf<`${typeof PREFIX}/news`>>;
  /** GET /news/dates */
  newsDates(query?: NewsDatesQuery, options?: CallOptions): Promise<DatesAnswer>;
  /** GET /news/{slug} */
  newsPost(slug: string, options?: CallOptions): Promise<Page>;
  /** GET /pages */
  pages(query?: PagesQuery, options?: CallOptions): Promise<AnswerOf<`${typeof PREFIX}/pages`>>;
  /** GET /pages/{slug} */
  page(slug: string, options?: CallOptions): Promise<Page>;
  /** GET /profiles */
  profiles(query?: ProfilesQuery, options?: CallOptions): Promise<AnswerOf<`${typeof PREFIX}/profiles`>>;
  /** GET /profiles/{slug} */
  profile(slug: string, options?: CallOptions): Promise<Profile>;
  /** GET /profiles/{slug}/events */
  profileEvents(
    slug: string,
    query?: ProfileEventsQuery,
    options?: CallOptions,
  ): Promise<AnswerOf<`${typeof PREFIX}/profiles/{slug}/events`>>;
  /** GET /profiles/{slug}/products */
  profileProducts(
    slug: string,
    query?: ProfileProductsQuery,
    options?: CallOptions,
  ): Promise<AnswerOf<`${typeof PREFIX}/profiles/{slug}/products`>>;
  /** GET /products */
  products(query?: ProductsQuery, options?: CallOptions): Promise<AnswerOf<`${typeof PREFIX}/products`>>;
  /** GET /products/{slug} */
  product(slug: string, options?: CallOptions): Promise<Product>;
  /** GET /search */
  search(query: SearchQuery, options?: CallOptions): Promise<SearchSiteResults>;
  /** GET /search/all: one list across types, best match first. */
  searchAll(query: SearchQuery, options?: CallOptions): Promise<AnswerOf<`${typeof PREFIX}/search/all`>>;
  /** GET /tags */
  tags(query?: TagsQuery, options?: CallOptions): Promise<AnswerOf<`${typeof PREFIX}/tags`>>;
}

/** Each method's short path; methods whose path has `{slug}` take the slug first. */
export const ROUTES: Record<Exclude<keyof SiteClient, 'baseUrl' | 'siteKey' | 'clearCache'>, string> = {
  site: '/site',
  events: '/events',
  eventDates: '/events/dates',
  event: '/events/{slug}',
  news: '/news',
  newsDates: '/news/dates',
  newsPost: '/news/{slug}',
  pages: '/pages',
  page: '/pages/{slug}',
  profiles: '/profiles',
  profile: '/profiles/{slug}',
  profileEvents: '/profiles/{slug}/events',
  profileProducts: '/profiles/{slug}/products',
  products: '/products',
  product: '/products/{slug}',
  search: '/search',
  searchAll: '/search/all',
  tags: '/tags',
};

/**
 * Fills the path template with URL-encoded segments and appends the query,
 * leaving out undefined, null and '' so that no empty parameter is sent. An
 * array repeats its key (`tags=a&tags=b`), as the service's own SDK sends it.
 */
function url(baseUrl: string, path: string, segments: Record<string, string>, query?: object): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(segments[name]));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) for (const x of [v].flat()) if (x != null && x !== '' && x !== false) search.append(k, String(x));
  const qs = search.toString();
  return baseUrl + filled + (qs ? `?${qs}` : '');
}

/**
 * Creates a client for one site. Every call carries the bearer token (when
 * one is given; none behind a key-adding proxy), puts the
 * URL-encoded site key in the path, accepts an AbortSignal and throws a typed
 * SiteApiError (see errors.ts) on any failure. Calls go through one
 * RequestLayer (request.ts): dedupe, cache, retries, timeouts; its options
 * are the client's options.
 */
export function createSiteClient(options: SiteClientOptions): SiteClient {
  const {siteKey, token} = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const layer = new RequestLayer(options);
  // No token, no header: a same-origin proxy adds the key on the server. The
  // request layer keys its cache and dedupe on the URL and this header.
  const headers: Record<string, string> = token ? {Authorization: `Bearer ${token}`} : {};

  // One untyped GET; the SiteClient interface gives each method its types
  // from the generated paths. The layer throws a typed error on any failure.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  function get(path: Prefixed, slug: string | undefined, query: object | undefined, opts?: CallOptions): Promise<any> {
    return layer.get(url(baseUrl, path, {siteKey, slug: slug ?? ''}, query), headers, opts?.signal, opts?.onRefresh);
  }

  const client = {baseUrl, siteKey, clearCache: () => layer.clear()} as Record<string, unknown>;
  for (const [method, path] of Object.entries(ROUTES)) {
    const full = (PREFIX + path) as Prefixed;
    // Single records (and /site) take no query: (slug?, options?); lists take (query?, options?).
    client[method] = path.includes('{slug}')
      ? path.endsWith('}')
        ? (slug: string, o?: CallOptions) => get(full, slug, undefined, o)
        : (slug: string, q?: object, o?: CallOptions) => get(full, slug, q, o)
      : method == 'site'
        ? (o?: CallOptions) => get(full, undefined, undefined, o)
        : (q?: object, o?: CallOptions) => get(full, undefined, q, o);
  }
  return client as unknown as SiteClient;
}
