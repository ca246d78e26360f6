/**
 * The same-origin proxy real sites put in front of the Venue CMS API: it
 * holds the API key on the server, so the page needs none
 * (`<site-content-provider site-key="…" base-url="https://your-site/">`).
 *
 * A standard Fetch-API handler, `(request: Request) => Promise<Response>`:
 * it runs unchanged in Node 20+ (see ./node.ts for `http.createServer`),
 * Deno (`Deno.serve(handler)`), Bun (`Bun.serve({fetch: handler})`) and the
 * edge runtimes of the big CDNs (`export default {fetch: handler}`). No Node
 * API, no Lit, no DOM here: only `fetch`, `Request`, `Response`, `Headers`,
 * `URL` and `AbortSignal`.
 *
 * What it forwards, and nothing else:
 * - GET and HEAD (HEAD is asked upstream as a GET, its body dropped); any
 *   other method is answered 405 with `Allow: GET, HEAD`;
 * - of the one configured site, the public read paths
 *   `/api/v2/{siteKey}/public/` + site, events, events/dates, events/{slug},
 *   news, news/dates, news/{slug}, pages, pages/{slug}, profiles,
 *   profiles/{slug}, profiles/{slug}/events, profiles/{slug}/products,
 *   products, products/{slug}, tags, search, search/all, with their query
 *   string as it came; any other path, site key, or a slug that decodes to
 *   a dot segment or holds a slash, a backslash or a percent sign (encoded
 *   slashes, double encoding) is answered 404 without asking upstream.
 *   (Runtimes resolve `..` segments when they parse a request's URL; the
 *   Node adapter answers 404 to a raw path that has them.)
 *
 * What it sends upstream: the path (rebuilt from the parts it checked), the
 * query, the visitor's `Accept` and `Authorization: Bearer <apiKey>`; never
 * the visitor's cookies, Authorization, X-Forwarded-* or any other header.
 * What it answers: the upstream status, body and `Content-Type` (and
 * `Retry-After`, which the kit's retries honour); every other upstream
 * header, Set-Cookie first, is dropped. `Cache-Control` is
 * `public, max-age=…, stale-while-revalidate=…` on 2xx, so a CDN in front
 * can cache public content, and `no-store` on everything else. When the
 * API cannot be reached the answer is 502 (504 after `timeout`) with a
 * short JSON error. No answer and no error message ever holds the key.
 *
 * With `mediaBase`, it also serves images: `GET {basePath}/media/<key>`
 * from `<mediaBase><key>`, each segment checked as a slug is, without the
 * key (storage is public) and without any header of the visitor's but
 * `Accept`; only image, audio, video and PDF answers pass (an SVG with a
 * sandboxing Content-Security-Policy), cached for a day.
 *
 * With `pages`, it answers the site's other paths too (not `/api/`, nor
 * `/media/` when it has a media base) from that handler: a folder's files, an
 * edge platform's assets, an origin. With `render` as well, a page's HTML
 * (a 200 `text/html` answer to a GET) is sent with the kit's elements rendered
 * in it by `renderPage()` (site-widgets/render), which asks the same
 * upstream with the same key (never written into the page), and with the
 * API's cacheable `Cache-Control`, so a CDN keeps the rendered page. The
 * renderer (the elements, their server renderer and its DOM shim, about
 * 150 KB gzip) is the one given as `render`: this module imports nothing,
 * so a proxy that does not render bundles none of it.
 */

/**
 * A Content-Security-Policy with `sources` (renderPage's `styleSources`)
 * added where the policy governs styles: to `style-src`, and to
 * `style-src-elem` / `style-src-attr` where it has them; without any of
 * them, to a `style-src` made from its `default-src`. A directive that
 * allows `'unsafe-inline'` is left as it is (a hash beside it would turn
 * `'unsafe-inline'` off for the page's own styles), and so is a policy that
 * says nothing of styles.
 */
export function withStyleSources(policy: string, sources: string[]): string {
  if (!sources.length) return policy;
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const name = (d: string) => d.split(/\s+/)[0].toLowerCase();
  const styles = directives.filter((d) => /^style-src(-elem|-attr)?$/.test(name(d)));
  const add = (d: string) => (/'unsafe-inline'/i.test(d) || /'none'/i.test(d) ? d : `${d} ${sources.join(' ')}`);
  if (styles.length) return directives.map((d) => (styles.includes(d) ? add(d) : d)).join('; ');
  const fallback = directives.find((d) => name(d) === 'default-src');
  return fallback ? [...directives, add(`style-src ${fallback.split(/\s+/).slice(1).join(' ')}`)].join('; ') : policy;
}

/** Options of {@link createSiteProxy}. */
export interface SiteProxyOptions {
  /** The one site this proxy serves: the `{siteKey}` path segment. */
  siteKey: string;
  /** The Venue CMS API key, sent upstream as `Authorization: Bearer <apiKey>`. Keep it in the server's environment (`VENUE_API_KEY`). */
  apiKey: string;
  /** Origin (and optional path) of the API. Default `https://app.venuecms.com`. */
  upstream?: string;
  /** Path the proxy is mounted under, e.g. `/cms` for `/cms/api/v2/…`. Default: none (`/api/v2/…`). */
  basePath?: string;
  /** Seconds a CDN or browser may serve a 2xx answer as fresh (`max-age`). Default 60. */
  maxAge?: number;
  /** Seconds after that a stale answer may still be served while it is refreshed (`stale-while-revalidate`). Default 300. */
  staleWhileRevalidate?: number;
  /** Milliseconds the API has to answer before the proxy gives up with 504. Default 10 000. */
  timeout?: number;
  /**
   * `Access-Control-Allow-Origin` of every answer, for a page on another
   * origin than the proxy (`*`, or one origin such as `https://www.example.com`).
   * Default: none, the proxy serves its own origin only.
   */
  allowOrigin?: string;
  /**
   * The public address images are stored under, e.g.
   * `https://<project>.supabase.co/storage/v1/object/public/<bucket>/`
   * (`SITE_MEDIA_BASE`). With it, `GET {basePath}/media/<key>` is served from
   * `<mediaBase><key>`: the route the provider's default `media-base-url`
   * (`<base-url>/media/`) and Venue CMS's own templates use. Without it,
   * `/media/…` is a 404.
   */
  mediaBase?: string;
  /** The fetch to ask upstream with; defaults to the runtime's global one. */
  fetch?: typeof fetch;
  /**
   * Where the site's other paths are answered: every path but the proxy's own
   * (`{basePath}/api/`, and `{basePath}/media/` with a `mediaBase`), whatever
   * the method: a static file handler, an edge platform's assets binding
   * (`(request) => env.ASSETS.fetch(request)`), a fetch of the origin.
   * Without it, those paths are a 404 of the proxy's own.
   */
  pages?: FetchHandler;
  /**
   * Renders the kit's elements of the pages `pages` answers: each 200
   * `text/html` answer to a GET gets its elements' content (Declarative
   * Shadow DOM and an island of the answers, see site-widgets/render), asked
   * of the same upstream with the same key, and the API's `Cache-Control`
   * (`maxAge`, `staleWhileRevalidate`) so a CDN keeps the rendered page.
   * What fails to render is left for the browser (the page is sent with what
   * could be rendered, and not cached); other answers, HEAD and other
   * methods pass as `pages` gave them. Give it site-widgets/render's
   * `renderPage` (`import {renderPage} from 'site-widgets/render'`); without
   * it, pages pass as they are.
   */
  render?: (html: string, options: {apiKey?: string; upstream?: string; siteKey?: string; url?: string; fetch?: typeof fetch}) => Promise<{html: string; failures: unknown[]; styleSources: string[]}>;
}

/** A Fetch-API request handler. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** The public read paths after `/api/v2/{siteKey}/public/`; `*` is one slug. */
export const PUBLIC_PATHS: readonly string[] = [
  'site',
  'events',
  'events/dates',
  'events/*',
  'news',
  'news/dates',
  'news/*',
  'pages',
  'pages/*',
  'profiles',
  'profiles/*',
  'profiles/*/events',
  'profiles/*/products',
  'products',
  'products/*',
  'tags',
  'search',
  'search/all',
];

const ROUTES = PUBLIC_PATHS.map((path) => path.split('/'));
const ALLOW = 'GET, HEAD';

/** The headers of a page that describe its bytes as `pages` sent them, not as rendered. */
const SOURCE_HEADERS = ['Content-Length', 'Content-Encoding', 'ETag', 'Last-Modified', 'Content-MD5', 'Digest'];

/** One path segment, decoded; undefined when it is malformed, empty, a dot segment, or holds `/`, `\`, `%`, `?`, `#` or a control character. */
function segment(raw: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  if (!decoded || decoded === '.' || decoded === '..' || /[/\\%?#\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  return decoded;
}

/**
 * The upstream path for a request path (`/api/v2/{siteKey}/public/…`, after
 * the base path), rebuilt from checked, re-encoded segments; undefined when
 * it is not a public read path of `siteKey`.
 */
export function publicPath(pathname: string, siteKey: string): string | undefined {
  const parts = pathname.split('/');
  // ['', 'api', 'v2', siteKey, 'public', ...rest]
  if (parts.length < 6 || parts[0] !== '' || parts[1] !== 'api' || parts[2] !== 'v2' || parts[4] !== 'public') return undefined;
  if (segment(parts[3]) !== siteKey) return undefined;
  const rest = parts.slice(5);
  const out: string[] = [];
  const route = ROUTES.find((r) => r.length === rest.length && r.every((p, i) => (p === '*' ? segment(rest[i]) !== undefined : p === rest[i])));
  if (!route) return undefined;
  route.forEach((p, i) => out.push(p === '*' ? encodeURIComponent(segment(rest[i])!) : p));
  return `/api/v2/${encodeURIComponent(siteKey)}/public/${out.join('/')}`;
}

/** A non-negative whole number (seconds, milliseconds), else the default. */
function whole(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
}

/**
 * Creates the proxy for one site: a Fetch-API handler that forwards the
 * public read requests of `siteKey` to `upstream` with the API key added.
 *
 * ```js
 * import {createSiteProxy} from 'site-widgets/proxy';
 * export default {fetch: createSiteProxy({siteKey: 'acme', apiKey: env.VENUE_API_KEY})};
 * ```
 */
export function createSiteProxy(options: SiteProxyOptions): FetchHandler {
  const {siteKey} = options;
  if (typeof siteKey !== 'string' || !siteKey) throw new TypeError('createSiteProxy needs a siteKey: the site whose content it serves.');
  // A key read from a file or a secret store often ends in a newline.
  const apiKey = typeof options.apiKey === 'string' ? options.apiKey.trim() : '';
  if (!apiKey) throw new TypeError('createSiteProxy needs an apiKey: the Venue CMS API key, from the server environment (VENUE_API_KEY).');
  // Never echo the key itself, not even in this message.
  if (/[\u0000-\u001f\u007f]/.test(apiKey)) throw new TypeError('createSiteProxy: the apiKey holds a control character; check VENUE_API_KEY.');
  let upstream: string;
  try {
    const url = new URL(options.upstream ?? 'https://app.venuecms.com');
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error();
    upstream = (url.origin + url.pathname).replace(/\/+$/, '');
  } catch {
    throw new TypeError(`createSiteProxy: upstream must be an http(s) URL such as https://app.venuecms.com.`);
  }
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  if (basePath && !basePath.startsWith('/')) throw new TypeError('createSiteProxy: basePath must start with "/", e.g. "/cms".');
  const cacheControl = `public, max-age=${whole(options.maxAge, 60)}, stale-while-revalidate=${whole(options.staleWhileRevalidate, 300)}`;
  const timeout = whole(options.timeout, 10_000) || 10_000;
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const cors: Record<string, string> = options.allowOrigin ? {'Access-Control-Allow-Origin': options.allowOrigin} : {};
  let mediaBase: string | undefined;
  if (options.mediaBase) {
    try {
      const url = new URL(options.mediaBase);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error();
      mediaBase = url.href.replace(/\/*$/, '/');
    } catch {
      throw new TypeError('createSiteProxy: mediaBase must be an http(s) URL such as https://storage.example.com/bucket/.');
    }
  }

  /** A short JSON answer of the proxy's own; never cached. */
  const own = (status: number, error: string, message: string, headers: Record<string, string> = {}): Response =>
    new Response(JSON.stringify({error, message, status}), {
      status,
      headers: {'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...cors, ...headers},
    });

  /** An image of the site's storage, by its key; never with the API key. */
  async function media(rawKey: string, method: string): Promise<Response> {
    if (!mediaBase) return own(404, 'not_found', 'No media here: give the proxy a mediaBase (SITE_MEDIA_BASE) to serve /media/<key>.');
    const parts = rawKey.split('/').map(segment);
    if (!rawKey || parts.some((p) => p === undefined)) return own(404, 'not_found', 'Not a media key.');
    const timer = AbortSignal.timeout(timeout);
    let answer: Response;
    try {
      answer = await send(mediaBase + parts.map((p) => encodeURIComponent(p!)).join('/'), {
        method: 'GET',
        headers: {Accept: 'image/*,video/*,audio/*,application/pdf'},
        signal: timer,
        redirect: 'manual',
      });
    } catch {
      return timer.aborted ? own(504, 'upstream_timeout', `The media storage did not answer within ${timeout} ms.`) : own(502, 'upstream_unreachable', 'The media storage could not be reached.');
    }
    const type = answer.headers.get('Content-Type') ?? '';
    if (answer.status >= 300 && answer.status < 400) {
      await answer.body?.cancel();
      return own(502, 'upstream_redirect', 'The media storage answered with a redirect.');
    }
    if (answer.ok && !/^(image|audio|video)\/|^application\/pdf\b/i.test(type)) {
      await answer.body?.cancel();
      return own(502, 'not_media', 'The media storage answered with something that is not an image, audio, video or PDF.');
    }
    const out = new Headers({'Cache-Control': answer.ok ? 'public, max-age=86400, stale-while-revalidate=604800' : 'no-store', 'X-Content-Type-Options': 'nosniff', ...cors});
    // fetch() hands over a compressed answer decompressed: its Content-Length
    // counts the compressed bytes, and a browser would cut the file short.
    for (const name of ['Content-Type', answer.headers.has('Content-Encoding') ? '' : 'Content-Length', 'ETag', 'Last-Modified']) {
      const value = name && answer.headers.get(name);
      if (value) out.set(name, value);
    }
    // An SVG served from the page's own origin must not run anything.
    if (/svg/i.test(type)) out.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (method === 'HEAD') await answer.body?.cancel();
    return new Response(method === 'HEAD' ? null : answer.body, {status: answer.status, headers: out});
  }

  const {pages} = options;
  const renderPage = pages && options.render;
  // The renderer's requests: the key to the configured upstream and nowhere else (no redirect followed), within `timeout`.
  const renderFetch: typeof fetch = (input, init) => {
    const timer = AbortSignal.timeout(timeout);
    const signal = init?.signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([init.signal, timer]) : timer;
    return send(input, {...init, signal, redirect: 'manual'});
  };

  /** A page of `pages`, with the kit's elements rendered in it when it is HTML and `render` is on. */
  async function page(request: Request, inside: string | undefined): Promise<Response> {
    const answer = await pages!(request);
    // No media base: a /media/ path is the site's like any other, and where the site has nothing there, say what the proxy needs.
    if (answer.status === 404 && inside?.startsWith('/media/')) {
      await answer.body?.cancel();
      return media(inside.slice(7), request.method.toUpperCase());
    }
    const type = answer.headers.get('Content-Type') ?? '';
    // A page in another encoding than UTF-8 (the one it would be sent in) is the browser's to render.
    const html = /^text\/html\s*(;|$)/i.test(type) && !/;\s*charset=(?!"?utf-?8\b)/i.test(type);
    if (!renderPage || request.method.toUpperCase() !== 'GET' || answer.status !== 200 || !html) return answer;
    const source = await answer.text();
    let out = source;
    let whole = false;
    const headers = new Headers(answer.headers);
    try {
      const result = await renderPage(source, {apiKey, upstream, siteKey, url: request.url, fetch: renderFetch});
      out = result.html;
      whole = !result.failures.length;
      // The page's own policy, if it has one, allows the styles the rendered elements brought (no 'unsafe-inline').
      const policy = headers.get('Content-Security-Policy');
      if (policy) headers.set('Content-Security-Policy', withStyleSources(policy, result.styleSources));
    } catch {
      // Not the visitor's error: the page goes as it came, its elements rendered by the browser.
    }
    for (const name of SOURCE_HEADERS) headers.delete(name);
    // What failed may render on the next request: a CDN must not keep the page without it.
    headers.set('Cache-Control', whole ? cacheControl : 'no-store');
    return new Response(out, {status: answer.status, statusText: answer.statusText, headers});
  }

  return async (request: Request): Promise<Response> => {
    const method = request.method.toUpperCase();
    const url = new URL(request.url);
    const inside = basePath ? (url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : undefined) : url.pathname;
    // The proxy's own paths, /api/ and (with a media base) /media/; the rest is the site's.
    if (pages && !(inside?.startsWith('/api/') || (mediaBase && inside?.startsWith('/media/')))) return page(request, inside);
    if (method !== 'GET' && method !== 'HEAD') {
      return own(405, 'method_not_allowed', `${method} is not allowed: this proxy only reads (GET, HEAD).`, {Allow: ALLOW});
    }
    if (inside?.startsWith('/media/')) return media(inside.slice(7), method);
    const path = inside === undefined ? undefined : publicPath(inside, siteKey);
    if (!path) return own(404, 'not_found', 'Not a public read path of this site.');

    const headers: Record<string, string> = {Authorization: `Bearer ${apiKey}`, Accept: request.headers.get('Accept') || 'application/json'};
    // Given up after `timeout`, or when the visitor goes away.
    const timer = AbortSignal.timeout(timeout);
    const signal = request.signal && typeof AbortSignal.any === 'function' ? AbortSignal.any([request.signal, timer]) : timer;
    let answer: Response;
    try {
      // Redirects are not followed: the key goes to the configured upstream and nowhere else.
      answer = await send(upstream + path + url.search, {method: 'GET', headers, signal, redirect: 'manual'});
    } catch {
      if (timer.aborted) return own(504, 'upstream_timeout', `The content API did not answer within ${timeout} ms.`);
      return own(502, 'upstream_unreachable', 'The content API could not be reached.');
    }

    // A redirect (its Location could name anything) is not a public read answer.
    if (answer.type === 'opaqueredirect' || (answer.status >= 300 && answer.status < 400)) {
      await answer.body?.cancel();
      return own(502, 'upstream_redirect', `The content API answered with a redirect (${answer.status || 'opaque'}); check the upstream URL.`);
    }
    const out = new Headers({'Cache-Control': answer.ok ? cacheControl : 'no-store', 'X-Content-Type-Options': 'nosniff', ...cors});
    for (const name of ['Content-Type', 'Retry-After']) {
      const value = answer.headers.get(name);
      if (value) out.set(name, value);
    }
    const empty = method === 'HEAD' || answer.status === 204 || answer.status === 205;
    if (empty) await answer.body?.cancel();
    return new Response(empty ? null : answer.body, {status: answer.status, statusText: answer.statusText, headers: out});
  };
}
