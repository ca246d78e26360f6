/**
 * schema.org JSON-LD for what the elements show, written into the
 * document's <head> (outside every shadow root, where crawlers read it),
 * once per item however many elements show it.
 *
 * Under Trusted Types a script element's text needs a TrustedScript even for
 * a data block, so the kit has one policy, `site-widgets`, that only ever
 * wraps JSON.stringify output with every "<" escaped: it cannot carry code.
 */
import {safeUrl} from './url.js';

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
export function publishStructuredData(items: {key: string; data: Json}[]): void {
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

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'"};

/** The text of an HTML string, for descriptions (tags dropped, common entities decoded). */
export function plainText(html: unknown): string | undefined {
  if (typeof html !== 'string' || !html) return undefined;
  // Not DOMParser: parsing hostile markup under a strict CSP would report violations.
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, e: string) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
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
