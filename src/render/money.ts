/** Prices through Intl.NumberFormat, cached per locale and currency. */
import {warnOnce} from '../internal/log.js';

const money = new Map<string, Intl.NumberFormat>();

/**
 * A price in the active locale: the record's currency, else the site's
 * default currency. Undefined when there is no amount or no currency.
 */
export function formatMoney(locale: string | undefined, amount: unknown, currency?: string | null): string | undefined {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || !currency) return undefined;
  const key = `${locale}|${currency}`;
  let f = money.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, {style: 'currency', currency});
    } catch {
      warnOnce(`currency "${currency}" or locale "${locale}" is not valid; showing the bare amount.`);
      f = new Intl.NumberFormat(undefined, {maximumFractionDigits: 2});
    }
    money.set(key, f);
  }
  return f.format(amount);
}
