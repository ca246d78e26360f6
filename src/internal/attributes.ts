import type {ComplexAttributeConverter} from 'lit';
import {explain} from './log.js';
import type {Expected} from './diagnose.js';

/**
 * Lit converters that type and check an attribute once, as it is set: a bad
 * value falls back (to the default, or to none) with one console warning
 * that names the element and the attribute. The property then holds a
 * value of its declared type, so `el.limit = 5` type-checks and no read
 * validates again. An absent or empty attribute is undefined (the default).
 */
type Converter<T> = ComplexAttributeConverter<T | undefined>;

/** `<tag> name` of the attribute being converted (set by SiteElement around Lit's conversion). */
let converting = '';

/** Names the attribute the next conversions belong to, for their warnings. */
export function convertingAttribute(el: Element, name: string): void {
  converting = `<${el.localName}> ${name}`;
}

/**
 * A converter that keeps what `read` makes of a value (else `fallback`), and
 * warns once that the value `is not …` (`what`) whenever what it uses is not
 * the value as written: the one all of these are made with, for an element's
 * own kinds of value too.
 */
export function checked<T>(read: (value: string) => T | undefined, what: Expected, fallback?: T): Converter<T> {
  return {
    fromAttribute(value) {
      if (!value) return undefined;
      const result = read(value) ?? fallback;
      if (result === undefined || (typeof result == 'number' ? result !== Number(value) : result !== value)) explain('attribute', converting, value, what, result);
      return result;
    },
  };
}

/**
 * A number in [min, max] (a whole one unless `whole` is false): one past a
 * bound is that bound (limit="300" shows 100, the most there is, not the
 * default), anything that is no such number is `fallback`; both are said.
 */
export const numberIn = (min: number, max: number, fallback?: number, whole = true): Converter<number> =>
  checked(
    (value) => {
      const n = Number(value);
      return (whole ? Number.isInteger(n) : Number.isFinite(n)) ? Math.min(max, Math.max(min, n)) : undefined;
    },
    {min, max, whole},
    fallback,
  );

/** One of `allowed`; anything else is `fallback` (or none). */
export const oneOf = <T extends string>(allowed: readonly T[], fallback?: T): Converter<T> =>
  checked((value) => (allowed.includes(value as T) ? (value as T) : undefined), allowed, fallback);
