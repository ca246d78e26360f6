/**
 * The attribute check of the hostile-render tests: what a rendered tree of
 * the hostile demo site's records must not carry, in one place, and counted
 * so that a check which found nothing to check fails instead of passing.
 */
import {expect} from '@open-wc/testing';

/** The attributes whose value is a URL a browser follows or loads. */
export const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'xlink:href'] as const;
export type UrlAttribute = (typeof URL_ATTRIBUTES)[number];

/**
 * A URL's scheme part as a browser reads it: it drops tabs and newlines
 * anywhere and spaces and control characters around it, so `java\tscript:`
 * and ` JavaScript:` are both javascript:. Dropping every such character
 * is stricter still and never makes a safe URL look unsafe.
 */
const squeezed = (url: string) => url.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();

/** The URLs of an attribute's value: one, or for srcset each candidate's (its first word). */
const urlsOf = (name: string, value: string) => (name === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0]) : [value]);

/**
 * Asserts that no element of `within` (a root's descendants, or a list of
 * elements) has an `on*` attribute, nor a URL attribute (URL_ATTRIBUTES)
 * whose value is a `javascript:`, `vbscript:` or `data:` URL; and first
 * that each attribute of `expected` is on at least one of them, so that the
 * URL check checked what the test means it to. `label` names the render in
 * messages. Returns how many of each URL attribute it checked.
 */
export function expectSafeAttributes(
  within: ParentNode | Iterable<Element>,
  expected: readonly UrlAttribute[],
  label = '',
): Partial<Record<UrlAttribute, number>> {
  const elements = 'querySelectorAll' in within ? [...within.querySelectorAll('*')] : [...within];
  const prefix = label ? `${label}: ` : '';
  expect(elements.length, `${prefix}elements to check`).to.be.greaterThan(0);
  const urls = elements.flatMap((el) => [...el.attributes].filter((a) => (URL_ATTRIBUTES as readonly string[]).includes(a.name)).map((attr) => ({el, attr})));
  const counts: Partial<Record<UrlAttribute, number>> = {};
  for (const {attr} of urls) counts[attr.name as UrlAttribute] = (counts[attr.name as UrlAttribute] ?? 0) + 1;
  for (const name of expected) expect(counts[name] ?? 0, `${prefix}elements with ${name}, to check`).to.be.greaterThan(0);
  for (const el of elements) {
    for (const attr of el.attributes) expect(attr.name, `${prefix}<${el.localName} ${attr.name}>`).not.to.match(/^on/i);
  }
  for (const {el, attr} of urls) {
    for (const url of urlsOf(attr.name, attr.value)) {
      expect(squeezed(url), `${prefix}<${el.localName} ${attr.name}="${attr.value}">`).not.to.match(/^(javascript|vbscript|data):/);
    }
  }
  return counts;
}
