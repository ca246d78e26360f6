/**
 * Puts HTML from the API into the DOM, sanitized. Every HTML string the kit
 * shows (`content`, `excerpt`, localized `content`/`shortContent`/`extraContent`)
 * goes through here and nowhere else.
 *
 * - Where the browser has the Sanitizer API (`Element.setHTML`), it parses
 *   and sanitizes with the allow-list below: no library is downloaded.
 * - Elsewhere DOMPurify is loaded on demand (a chunk of its own, only on pages
 *   that show rich content) with the same allow-list.
 * - Both are followed by the same pass over the result: only http(s),
 *   mailto, tel and relative URLs survive in href/src, external links get
 *   rel="noopener noreferrer", images load lazily with their size reserved,
 *   and headings are shifted by the element's heading offset.
 *
 * Elements not in the allow-list are removed with their content; attributes
 * not in it are dropped. Neither path needs a Trusted Types policy of the
 * kit's own (DOMPurify brings its own, named `dompurify`).
 */
import {isExternal, safeUrl} from './url.js';

/** Formatting elements that survive. */
export const ALLOWED_ELEMENTS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em',
  'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark',
  'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot',
  'th', 'thead', 'tr', 'u', 'ul',
] as const;

/** Attributes that survive, on any allowed element. */
export const ALLOWED_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'lang', 'start', 'reversed'] as const;

export type SanitizerMode = 'auto' | 'native' | 'dompurify';

let mode: SanitizerMode = 'auto';

/**
 * Chooses the sanitizer: `auto` (native where the browser has it), or one of
 * them by force. For tests, which check that both give the same result.
 */
export function setSanitizerMode(next: SanitizerMode): void {
  mode = next;
}

const hasNative = () => typeof (Element.prototype as {setHTML?: unknown}).setHTML === 'function';

/** Whether this page would use the browser's own sanitizer. */
export function usesNativeSanitizer(): boolean {
  return mode === 'native' || (mode === 'auto' && hasNative());
}

export interface SanitizeOptions {
  /** Added to every heading level (h1 + 1 = h2), capped at h6. */
  headingOffset?: number;
}

/**
 * Replaces the children of `target` with the sanitized `html`. Resolves once
 * the content is in (at once natively; after DOMPurify's chunk has loaded
 * otherwise).
 */
export async function sanitizeInto(target: Element, dirty: string, options: SanitizeOptions = {}): Promise<void> {
  const html = quiet(dirty);
  if (usesNativeSanitizer()) {
    (target as Element & {setHTML(html: string, options: object): void}).setHTML(html, {
      sanitizer: {elements: ALLOWED_ELEMENTS, attributes: ALLOWED_ATTRIBUTES, comments: false, dataAttributes: false},
    });
  } else {
    const {purify} = await import('./sanitize-dompurify.js');
    target.replaceChildren(purify(html));
  }
  finish(target, options.headingOffset ?? 0);
}

const TAG = /<[a-zA-Z/!?][^"'>]*(?:(?:"[^"]*"|'[^']*')[^"'>]*)*>/g;
const NOISY_ATTRIBUTE = /([\s"'/])(?:on[\w-]*|style)\s*(?:=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]*))?/gi;
const STYLE_ELEMENT = /<style\b[\s\S]*?(?:<\/style\s*>|$)/gi;
const BASE_OR_META = /<(?:base|meta)\b[^>]*>/gi;

/**
 * Takes event-handler and style attributes, and style, base and meta
 * elements, out of the string before any parser sees it. Not a security step (the sanitizer
 * drops them anyway, and they never run): Chromium reports a CSP violation
 * for every inline handler or style it merely parses, even in an inert
 * document, so without this a site under a strict CSP would get a report
 * for every hostile attribute in its content.
 */
export function quiet(html: string): string {
  return html
    .replace(STYLE_ELEMENT, '')
    .replace(BASE_OR_META, '')
    .replace(TAG, (tag) => tag.replace(NOISY_ATTRIBUTE, '$1'));
}

/** The pass both sanitizers share: URLs, links, images, headings. */
function finish(root: Element, headingOffset: number): void {
  for (const el of root.querySelectorAll('[href], [src]')) {
    for (const name of ['href', 'src']) {
      const value = el.getAttribute(name);
      if (value === null) continue;
      const safe = safeUrl(value);
      if (safe === undefined) el.removeAttribute(name);
      else if (name === 'href' && isExternal(safe)) el.setAttribute('rel', 'noopener noreferrer');
    }
  }
  for (const img of root.querySelectorAll('img')) {
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
  }
  if (headingOffset) {
    for (const h of root.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      const level = Math.min(6, Number(h.localName[1]) + headingOffset);
      const shifted = document.createElement(`h${level}`);
      for (const attr of h.attributes) shifted.setAttribute(attr.name, attr.value);
      shifted.append(...h.childNodes);
      h.replaceWith(shifted);
    }
  }
}
