import type {ComplexAttributeConverter} from 'lit';
import {warnOnce} from './log.js';

/**
 * Lit converters that type and check an attribute once, as it is set: a bad
 * value falls back (to the default, or to none) with one console warning
 * that names the element and the attribute. The property then holds a
 * value of its declared type, so `el.limit = 5` type-checks and no read
 * validates again.
 */
type Converter<T> = ComplexAttributeConverter<T | undefined>;

/** `<tag> name` of the attribute being converted (set by SiteElement around Lit's conversion). */
let converting = '';

/** Names the attribute the next conversions belong to, for their warnings. */
export function convertingAttribute(el: Element, name: string): void {
  converting = `<${el.localName}> ${name}`;
}

const bad = <T>(value: string, why: string, fallback: T): T => {
  warnOnce(`${converting}="${value}" ${why}; ${fallback === undefined ? 'ignored' : `using ${String(fallback)}`}.`);
  return fallback;
};

/** A number in [min, max] (a whole one unless `whole` is false); anything else is `fallback`. */
export function numberIn(min: number, max: number, fallback?: number, whole = true): Converter<number> {
  return {
    fromAttribute(value) {
      if (value === null || value === '') return undefined;
      const n = Number(value);
      return (whole ? Number.isInteger(n) : Number.isFinite(n)) && n >= min && n <= max
        ? n
        : bad(value, `is not a ${whole ? 'whole ' : ''}number from ${min} to ${max}`, fallback);
    },
  };
}

/** One of `allowed`; anything else is `fallback` (or none). */
export function oneOf<T extends string>(allowed: readonly T[], fallback?: T): Converter<T> {
  return {
    fromAttribute(value) {
      if (value === null || value === '') return undefined;
      return (allowed as readonly string[]).includes(value) ? (value as T) : bad(value, `is not one of ${allowed.join(', ')}`, fallback);
    },
  };
}

/** A `YYYY-MM-DD` date; anything else is none. */
export const isoDay: Converter<string> = {
  fromAttribute(value) {
    if (value === null || value === '') return undefined;
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : bad(value, 'is not a YYYY-MM-DD date', undefined);
  },
};
