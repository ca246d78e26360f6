/**
 * An event's ticket tiers and their prices, as Venue CMS's own templates
 * show them: a tier's price in major units and its currency; 0 is free.
 */
import type {TicketOnEvent} from '../api/client.js';
import {formatMoney} from './money.js';

/** The tiers of an event in their order; anything that is not a tier is left out. */
export function tiersOf(event: {tickets?: unknown}): TicketOnEvent[] {
  const list = Array.isArray(event.tickets) ? (event.tickets as TicketOnEvent[]) : [];
  return list.filter((t) => t && typeof t == 'object').sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** A tier's price: above 0 in its currency (else `fallback`, the site's), else `free`. */
export function ticketPrice(locale: string | undefined, tier: TicketOnEvent, fallback: string | undefined, free: string): string | undefined {
  return Number.isFinite(tier.price) ? (tier.price > 0 ? formatMoney(locale, tier.price, tier.currency || fallback) : free) : undefined;
}

/**
 * A list's one price line: the price when every tier costs the same, else
 * `from(…)` the lowest price above 0; `free` when every tier is free.
 */
export function priceLine(
  locale: string | undefined,
  tiers: TicketOnEvent[],
  fallback: string | undefined,
  free: string,
  from: (price: string) => string,
): string | undefined {
  const paid = tiers.filter((t) => t.price > 0).sort((a, b) => a.price - b.price);
  const low = paid[0];
  if (!low) return tiers.some((t) => t.price === 0) ? free : undefined;
  const price = ticketPrice(locale, low, fallback, free)!;
  return tiers.every((t) => t.price === low.price && (t.currency || fallback) === (low.currency || fallback)) ? price : from(price);
}
