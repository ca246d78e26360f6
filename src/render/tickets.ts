/**
 * An event's ticket tiers and their prices, as Venue CMS's own templates
 * show them: a tier's price in major units and its currency; 0 is free.
 */
import type {TicketOnEvent} from '../api/client.js';
import {formatMoney} from './money.js';

/** The tiers of an event in their order, the first 50 sent; anything that is not a tier is left out. */
export function tiersOf(event: {tickets?: unknown}): TicketOnEvent[] {
  const list = Array.isArray(event.tickets) ? (event.tickets.slice(0, 50) as TicketOnEvent[]) : [];
  return list.filter((t) => t && typeof t == 'object').sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** A tier's price: above 0 in its currency (else `fallback`, the site's), else `free`; undefined without a number. */
export function ticketPrice(locale: string | undefined, tier: TicketOnEvent, fallback: string | undefined, free: string): string | undefined {
  return Number.isFinite(tier.price) ? (tier.price > 0 ? formatMoney(locale, tier.price, tier.currency || fallback) : free) : undefined;
}

/**
 * A list's one price line: the price when every tier shows the same, else
 * `from(…)` the lowest price above 0; `free` when every priced tier is free.
 */
export function priceLine(
  locale: string | undefined,
  tiers: TicketOnEvent[],
  fallback: string | undefined,
  free: string,
  from: (price: string) => string,
): string | undefined {
  const shown = tiers.map((t) => ticketPrice(locale, t, fallback, free)).filter(Boolean) as string[];
  const low = tiers.filter((t) => t.price > 0).sort((a, b) => a.price - b.price)[0];
  const price = low ? ticketPrice(locale, low, fallback, free)! : shown[0];
  return shown.every((p) => p == price) ? price : from(price!);
}
