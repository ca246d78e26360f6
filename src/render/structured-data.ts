/**
 * schema.org JSON-LD for what the elements show, written into the
 * document's <head> (outside every shadow root, where crawlers read it),
 * once per item however many elements show it.
 *
 * Under Trusted Types a script element's text needs a TrustedScript even for
 * a data block, so the kit has one policy, `site-widgets`, that only ever
 * wraps JSON.stringify output with every "<" escaped: it cannot carry code.
 */
import {localized, mediaUrl} from '../api/records.js';
import {safeUrl} from './url.js';
import {plainText} from './text.js';

type Json = Record<string, unknown>;

const POLICY = Symbol.for('site-widgets/trusted-types');
type ScriptPolicy = {createScript(input: string): unknown};
type Global = typeof globalThis & {
  [POLICY]?: ScriptPolicy | null;
  trustedTypes?: {createPolicy(name: string, rules: {createScript(input: string): string}): ScriptPolicy};
};

function policy(): ScriptPolicy | null {
  const g = globalThis as Global;
  if (g[POLICY] === undefined) {
    try {
      g[POLICY] = g.trustedTypes?.createPolicy('site-widgets', {createScript: (json) => json}) ?? null;
    } catch {
      // The page's CSP does not allow the policy: JSON-LD is left out, nothing breaks.
      g[POLICY] = null;
    }
  }
  return g[POLICY];
}

/**
 * Adds one JSON-LD block per item to the document head, keyed by `key`
 * (e.g. "Event:summer-gala"): an item already published is not written again.
 */
export function publishStructuredData(items: {key: string; data: object}[]): void {
  const head = document.head;
  if (!head) return;
  for (const {key, data} of items) {
    if (head.querySelector(`script[data-site-widgets="${CSS.escape(key)}"]`)) continue;
    const json = JSON.stringify({'@context': 'https://schema.org', ...prune(data)}).replace(/</g, '\\u003c');
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.siteWidgets = key;
    const tt = policy();
    if ((globalThis as Global).trustedTypes && !tt) continue;
    (script as {textContent: unknown}).textContent = tt ? tt.createScript(json) : json;
    head.append(script);
  }
}

/** Drops undefined, null, '' and empty objects or arrays, so that JSON-LD stays valid and small. */
function prune(value: unknown): Json {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      const a = v.map(walk).filter((x) => x !== undefined);
      return a.length ? a : undefined;
    }
    if (v && typeof v === 'object') {
      const o: Json = {};
      for (const [k, x] of Object.entries(v)) {
        const w = walk(x);
        if (w !== undefined) o[k] = w;
      }
      return Object.keys(o).length ? o : undefined;
    }
    return v === null || v === '' ? undefined : v;
  };
  return (walk(value) as Json) ?? {};
}

/** An absolute, safe URL for JSON-LD (crawlers want absolute ones), or undefined. */
export function absoluteUrl(url: unknown): string | undefined {
  const safe = safeUrl(url);
  return safe && new URL(safe, document.baseURI).href;
}

const EVENT_STATUS: Record<string, string> = {
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  scheduled: 'https://schema.org/EventScheduled',
};

interface EventLike {
  slug: string;
  title?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  status?: string | null;
  ticketUrl?: string | null;
  excerpt?: string | null;
  image?: {url?: string | null} | null;
  location?: {name?: string | null; city?: string | null; country?: string | null; address?: string | null} | null;
  profiles?: {name: string}[] | null;
}

/**
 * An event as schema.org sees it: MusicEvent (the demo is an artists'
 * organisation; MusicEvent is an Event), with eventStatus, location and offers.
 */
export function eventData(event: EventLike, title: string, url?: string) {
  const place = event.location;
  return {
    key: `Event:${event.slug}`,
    data: {
      '@type': 'MusicEvent',
      name: title,
      startDate: event.startDate,
      endDate: event.endDate,
      url: absoluteUrl(url),
      description: plainText(event.excerpt),
      image: absoluteUrl(event.image?.url),
      eventStatus: EVENT_STATUS[event.status ?? 'scheduled'] ?? EVENT_STATUS.scheduled,
      location: place && {
        '@type': 'Place',
        name: place.name ?? place.city,
        address: {'@type': 'PostalAddress', streetAddress: place.address, addressLocality: place.city, addressCountry: place.country},
      },
      offers: event.ticketUrl && {
        '@type': 'Offer',
        url: absoluteUrl(event.ticketUrl),
        availability: event.status === 'soldout' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      },
      performer: event.profiles?.map((p) => ({'@type': 'PerformingGroup', name: p.name})),
    },
  };
}

interface ImageLike {
  url?: string | null;
}

/** A news post: NewsArticle. */
export function newsData(
  post: {slug: string; publishedAt?: string | null; author?: string | null; excerpt?: string | null; image?: ImageLike | null},
  title: string,
  url?: string,
) {
  return {
    key: `NewsArticle:${post.slug}`,
    data: {
      '@type': 'NewsArticle',
      headline: title,
      datePublished: post.publishedAt,
      author: post.author ? {'@type': 'Person', name: post.author} : undefined,
      description: plainText(post.excerpt),
      image: absoluteUrl(post.image?.url),
      url: absoluteUrl(url),
    },
  };
}

/** What the JSON-LD of a product or profile needs of the provider's context (SiteContextValue). */
interface SiteLike {
  locale?: string;
  defaultLocale?: string;
  currency?: string;
  mediaBase?: string;
}

/** The parts of a Product the JSON-LD reads; every field may be missing. */
interface ProductLike {
  slug: string;
  author?: unknown;
  image?: ImageLike | null;
  artists?: unknown;
  variants?: unknown;
}

/**
 * A product: Product, named and described (shortContent) in the active
 * locale, with one Offer per variant that has a price (major units; a
 * negative one is free, 0 is no price: no offer) in the variant's currency
 * else the site's, bought at the variant's `externalLink`; the brand is the
 * author, else the first artist.
 */
export function productData(product: ProductLike, site: SiteLike = {}, url?: string) {
  const text = (record: unknown, field: 'title' | 'shortContent' = 'title') => localized(record as object, field, site.locale, site.defaultLocale);
  const artist = (Array.isArray(product.artists) ? product.artists : [])[0]?.profile;
  const brand = typeof product.author == 'string' && product.author ? product.author : text(artist);
  const variants = (Array.isArray(product.variants) ? product.variants : []) as {price?: unknown; currency?: string | null; externalLink?: unknown}[];
  return {
    key: `Product:${product.slug}`,
    data: {
      '@type': 'Product',
      name: text(product) ?? product.slug,
      description: plainText(text(product, 'shortContent')),
      image: absoluteUrl(mediaUrl(product.image?.url, site.mediaBase)),
      url: absoluteUrl(url),
      brand: brand ? {'@type': 'Brand', name: brand} : undefined,
      offers: variants
        .filter((v) => typeof v?.price == 'number' && Number.isFinite(v.price) && v.price != 0)
        .map((v) => ({
          '@type': 'Offer',
          price: Math.max(0, v.price as number),
          priceCurrency: v.currency || site.currency,
          url: absoluteUrl(v.externalLink),
        })),
    },
  };
}

/** Names of ensembles, as opposed to one person's. */
const GROUP = /quartet|quintet|trio|band|ensemble|orchestra|group|brass|choir|duo|collective|kollektiv|chor|orchester/i;

/**
 * A profile: named (localized title) and described (shortContent) in the
 * active locale; MusicGroup when the name or the short text names an
 * ensemble (the record has no kind), else Person.
 */
export function profileData(profile: {slug: string; image?: ImageLike | null}, site: SiteLike = {}, url?: string) {
  const name = localized(profile, 'title', site.locale, site.defaultLocale) ?? profile.slug;
  const description = localized(profile, 'shortContent', site.locale, site.defaultLocale);
  return {
    key: `Person:${profile.slug}`,
    data: {
      '@type': GROUP.test(`${name} ${description ?? ''}`) ? 'MusicGroup' : 'Person',
      name,
      description: plainText(description),
      image: absoluteUrl(mediaUrl(profile.image?.url, site.mediaBase)),
      url: absoluteUrl(url),
    },
  };
}
