/**
 * The schema.org items of the records the detail elements show. Each
 * detail element loads them on demand with the writer
 * (internal/structured-data.ts), which puts the items into the head: one
 * module, internal/json-ld.ts. Lists publish none. Fields left undefined,
 * null or empty are left out there.
 *
 * A builder takes the record's `description` as plain text from its caller
 * (render/text.ts, which a detail element's file holds anyway).
 */
import {localized} from '../api/records.js';
import {mediaUrl} from '../api/media.js';
import {safeUrl} from './url.js';
import {dayIn} from './when.js';
import {MAX_ARTISTS} from './artists.js';

type Json = Record<string, unknown>;

/** An absolute, safe URL for JSON-LD (crawlers want absolute ones), or undefined. */
export function absoluteUrl(url: unknown): string | undefined {
  const safe = safeUrl(url);
  return safe && new URL(safe, document.baseURI).href;
}

/** What the JSON-LD of a record needs of the provider's context (SiteContextValue). */
interface SiteLike {
  locale?: string;
  defaultLocale?: string;
  currency?: string;
  mediaBase?: string;
  /** The `/site` answer: its time zone holds an all-day event's days. */
  site?: {timeZone?: string | null} | null;
}

/** The parts of an Event the JSON-LD reads; every field may be missing. */
interface EventLike {
  slug: string;
  startDate?: unknown;
  endDate?: unknown;
  hasTime?: unknown;
  publishState?: unknown;
  image?: ImageLike | null;
  location?: {city?: unknown; country?: unknown; address?: unknown; zipCode?: unknown} | null;
  tickets?: unknown;
  artists?: unknown;
  jsonLd?: unknown;
}

/**
 * An event as schema.org sees it. When the service sends its own `jsonLd`
 * for the event, that is published as it is (escaped like the rest);
 * otherwise a MusicEvent (the kit serves venues and artists; a MusicEvent is
 * an Event) with its status, place, one Offer per ticket tier and the
 * performing artists. An all-day event gives dates without a time.
 */
export function eventData(event: EventLike, site: SiteLike = {}, url?: string, description?: string) {
  const key = `Event:${event.slug}`;
  if (event.jsonLd && typeof event.jsonLd == 'object' && !Array.isArray(event.jsonLd)) return {key, data: event.jsonLd as Json};
  const text = (record: unknown, field: 'title' | 'shortContent' = 'title') => localized(record as object, field, site.locale, site.defaultLocale);
  // An all-day event's days are the site's own: its start and end as dates in the site's zone.
  const day = (d: unknown) => (typeof d == 'string' && event.hasTime === false ? dayIn(d, site.site?.timeZone) : d);
  const place = event.location;
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  return {
    key,
    data: {
      '@type': 'MusicEvent',
      name: text(event) ?? event.slug,
      startDate: day(event.startDate),
      endDate: day(event.endDate),
      url: absoluteUrl(url),
      description,
      image: absoluteUrl(mediaUrl(event.image?.url, site.mediaBase)),
      eventStatus: `https://schema.org/Event${event.publishState == 'CANCELLED' ? 'Cancelled' : 'Scheduled'}`,
      location: place && {
        '@type': 'Place',
        name: text(place) ?? place.city,
        address: {'@type': 'PostalAddress', streetAddress: place.address, postalCode: place.zipCode, addressLocality: place.city, addressCountry: place.country},
      },
      offers: list(event.tickets)
        .filter((t) => Number.isFinite(t?.price))
        .map((t) => ({'@type': 'Offer', name: t.name, price: t.price, priceCurrency: t.currency || site.currency, url: absoluteUrl(t.externalLink)})),
      // The artists the page shows (the first MAX_ARTISTS), not 10 000 of a hostile answer.
      performer: list(event.artists)
        .slice(0, MAX_ARTISTS)
        .map((a) => ({'@type': 'PerformingGroup', name: text(a?.profile)})),
    },
  };
}

interface ImageLike {
  url?: string | null;
}

/** A news item (a page with a date): NewsArticle, headlined in the active locale. */
export function newsData(post: {slug: string; date?: unknown; image?: ImageLike | null}, site: SiteLike = {}, url?: string, description?: string) {
  const text = (field: 'title' | 'shortContent') => localized(post, field, site.locale, site.defaultLocale);
  return {
    key: `NewsArticle:${post.slug}`,
    data: {
      '@type': 'NewsArticle',
      headline: text('title') ?? post.slug,
      datePublished: typeof post.date == 'string' ? post.date : undefined,
      description,
      image: absoluteUrl(mediaUrl(post.image?.url, site.mediaBase)),
      url: absoluteUrl(url),
    },
  };
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
export function productData(product: ProductLike, site: SiteLike = {}, url?: string, description?: string) {
  const text = (record: unknown, field: 'title' | 'shortContent' = 'title') => localized(record as object, field, site.locale, site.defaultLocale);
  const artist = (Array.isArray(product.artists) ? product.artists : [])[0]?.profile;
  const brand = typeof product.author == 'string' && product.author ? product.author : text(artist);
  // The first 100, as the element shows them (an answer of 10 000 is no product page).
  const variants = (Array.isArray(product.variants) ? product.variants.slice(0, 100) : []) as {price?: unknown; currency?: string | null; externalLink?: unknown}[];
  return {
    key: `Product:${product.slug}`,
    data: {
      '@type': 'Product',
      name: text(product) ?? product.slug,
      description,
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
export function profileData(profile: {slug: string; image?: ImageLike | null}, site: SiteLike = {}, url?: string, description?: string) {
  const name = localized(profile, 'title', site.locale, site.defaultLocale) ?? profile.slug;
  const short = localized(profile, 'shortContent', site.locale, site.defaultLocale);
  return {
    key: `Person:${profile.slug}`,
    data: {
      '@type': GROUP.test(`${name} ${short ?? ''}`) ? 'MusicGroup' : 'Person',
      name,
      description,
      image: absoluteUrl(mediaUrl(profile.image?.url, site.mediaBase)),
      url: absoluteUrl(url),
    },
  };
}
