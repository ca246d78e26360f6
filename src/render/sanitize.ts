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

/** The Sanitizer API's options for the allow-list. */
export const NATIVE_OPTIONS = {
  sanitizer: {elements: ALLOWED_ELEMENTS, attributes: ALLOWED_ATTRIBUTES, comments: false, dataAttributes: false},
};

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
  /**
   * The string is Markdown (with inline HTML), as a record's `content` is:
   * it is turned into HTML first (marked, a chunk of its own loaded on
   * demand), and that HTML takes the same path as any other.
   */
  markdown?: boolean;
}

/**
 * Replaces the children of `target` with the sanitized `html` (or Markdown,
 * with `markdown: true`). Resolves once the content is in (at once natively;
 * after the Markdown or DOMPurify chunk has loaded otherwise).
 */
export async function sanitizeInto(target: Element, dirty: string, options: SanitizeOptions = {}): Promise<void> {
  const html = quiet(options.markdown && dirty ? (await import('./markdown.js')).markdown(dirty) : dirty);
  if (usesNativeSanitizer()) {
    (target as Element & {setHTML(html: string, options: object): void}).setHTML(html, NATIVE_OPTIONS);
  } else {
    const {purify} = await import('./sanitize-dompurify.js');
    // A doctype puts DOMParser in standards mode, as the page is: without it a
    // table inside a paragraph nests, where setHTML() would close the paragraph.
    target.replaceChildren(purify(`<!doctype html>${html}`));
  }
  finish(target, options.headingOffset ?? 0);
}

/** Elements whose content the HTML parser reads as raw text; none is allowed, so they go whole. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);
/** Elements that go whole: never allowed, and noisy to parse under a strict CSP. */
const DROPPED_TAGS = new Set(['base', 'meta']);

/**
 * Takes event-handler and style attributes, and style, script, base, meta and
 * other raw-text elements (never allowed, so the result is the same) out of
 * the string before any parser sees it. Not a security step: the sanitizer
 * drops them anyway and they never run. But Chromium reports a CSP violation
 * for every inline handler or style it merely parses, even in an inert
 * document and inside setHTML(), so without this a site under a strict CSP
 * would get a report for every hostile attribute in its content.
 *
 * It reads tags as the HTML tokenizer does (quoted values, comments, raw
 * text), so text and harmless attribute values are never touched.
 */
export function quiet(html: string): string {
  let out = '';
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      // A comment: kept as it is (the sanitizer removes comments).
      const end = /^<!--(?:-?>|[\s\S]*?--!?>)/.exec(html.slice(lt));
      const stop = end ? lt + end[0].length : n;
      out += html.slice(lt, stop);
      i = stop;
      continue;
    }
    const open = /^<(\/?)([a-zA-Z][^\s/>]*)/.exec(html.slice(lt, lt + 80));
    if (!open) {
      // Not a tag: "<" as text, "<!…>" or "<?…>" bogus comments up to ">".
      const bogus = /^<[!?/][^>]*>?/.exec(html.slice(lt));
      out += bogus ? bogus[0] : '<';
      i = lt + (bogus ? bogus[0].length : 1);
      continue;
    }
    const [, closing, rawName] = open;
    const name = rawName.toLowerCase();
    let j = lt + open[0].length;
    let attrs = '';
    // Attributes, as the tokenizer reads them, up to the tag's ">".
    while (j < n && html[j] !== '>') {
      const ws = /^[\s/]+/.exec(html.slice(j, j + 200));
      if (ws) {
        attrs += ws[0];
        j += ws[0].length;
        continue;
      }
      const attr = /^([^\s/>][^\s/>=]*)(?:\s*=\s*("[^"]*"?|'[^']*'?|[^\s>]*))?/.exec(html.slice(j))!;
      const attrName = attr[1].toLowerCase();
      if (!attrName.startsWith('on') && attrName !== 'style') attrs += attr[0];
      j += attr[0].length;
    }
    const end = Math.min(n, j + 1);
    if (!closing && RAW_TEXT.has(name)) {
      // Raw text runs to the matching end tag: drop the element whole.
      const close = new RegExp(`</${name}(?=[\\s/>])[^>]*>?`, 'i').exec(html.slice(end));
      i = close ? end + close.index + close[0].length : n;
      continue;
    }
    if (!DROPPED_TAGS.has(name)) out += `<${closing}${rawName}${attrs}${html[j] === '>' ? '>' : ''}`;
    i = end;
  }
  return out.replace(/^\s+/, '');
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
  const offset = Math.max(0, Math.trunc(headingOffset) || 0);
  if (offset) {
    for (const h of root.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      const level = Math.min(6, Number(h.localName[1]) + offset);
      const shifted = document.createElement(`h${level}`);
      for (const attr of h.attributes) shifted.setAttribute(attr.name, attr.value);
      shifted.append(...h.childNodes);
      h.replaceWith(shifted);
    }
  }
}
