/**
 * Prices through Intl.NumberFormat, cached per locale and currency. Prices
 * are major units as the service sends them (34.9 is €34.90, never cents).
 */
import {explain} from '../internal/log.js';

const money = new Map<string, Intl.NumberFormat>();
const BARE = {maximumFractionDigits: 2};

/**
 * An amount (a finite number: its callers read the prices that are) in the
 * active locale and `currency`; without a currency, the bare amount (two
 * decimals at most).
 */
export function formatMoney(locale: string | undefined, amount: number, currency?: string | null): string {
  const key = `${locale}|${currency}`;
  let f = money.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, currency ? {style: 'currency', currency} : BARE);
    } catch {
      explain('money', currency, locale);
      f = new Intl.NumberFormat(undefined, BARE);
    }
    money.set(key, f);
  }
  return f.format(amount);
}

/** What carries a price: a product variant or an event's ticket tier. */
export interface Priced {
  price?: unknown;
  currency?: string | null;
}

/** The prices worth showing: numbers other than 0 (0 means "no price"). */
const priced = <T extends Priced>(items: unknown): T[] =>
  (Array.isArray(items) ? items : []).filter((i): i is T => Number.isFinite(i?.price) && i.price != 0);

/**
 * One variant's (or ticket's) price, as the service's own templates read
 * it: above 0 in its `currency`, else `fallback` (the site's default
 * currency); below 0 means free (`free`); 0 (or no number) shows no price.
 */
export function priceOf(locale: string | undefined, item: Priced | null | undefined, fallback: string | undefined, free: string): string | undefined {
  const [p] = priced(item && [item]);
  return p && ((p.price as number) < 0 ? free : formatMoney(locale, p.price as number, p.currency || fallback));
}

/**
 * The price of several variants (or tickets) in one: the price when they
 * all cost the same, else `from(…)` the lowest (a free one counts as 0 of
 * its currency); undefined when none has a price.
 */
export function lowestPrice(
  locale: string | undefined,
  items: unknown,
  fallback: string | undefined,
  free: string,
  from: (price: string) => string,
): string | undefined {
  const amount = (i: Priced) => Math.max(0, i.price as number);
  const currency = (i: Priced) => i.currency || fallback;
  const all = priced(items).sort((a, b) => amount(a) - amount(b));
  const low = all[0];
  return !low || all.every((i) => amount(i) == amount(low) && currency(i) == currency(low))
    ? priceOf(locale, low, fallback, free)
    : from(formatMoney(locale, amount(low), currency(low)));
}
