/**
 * Puts rich text from the API into the DOM, sanitized. Every Markdown or
 * HTML string the kit shows as rich text (a record's `content`, localized
 * too) goes through here and nowhere else. Markdown is first turned into
 * HTML by marked, and quiet() takes out what a strict CSP would report
 * (markdown.ts, a chunk loaded on demand).
 *
 * - Where the browser has the Sanitizer API (`Element.setHTML`), it parses
 *   and sanitizes with the allow-list below: no library is downloaded.
 * - Elsewhere DOMPurify is loaded on demand (a chunk of its own, only on pages
 *   that show rich content) with the same allow-list.
 * - Both sanitize into an inert document, not the page: nothing in it loads
 *   or runs. What they leave is then rebuilt in the page, element by element
 *   and text by text, so that nothing but allowed elements, their allowed
 *   attributes and text can cross: no shadow root (a browser's setHTML may
 *   keep declarative ones), no processing instruction, no comment, whatever
 *   a browser's sanitizer or parser does today.
 * - Both are followed by the same pass over the result: only http(s),
 *   mailto, tel and relative URLs survive in href, only http(s) and
 *   relative ones in src, external links get
 *   rel="noopener noreferrer", images load lazily with their size reserved,
 *   and headings are shifted by the element's heading offset.
 *
 * Elements not in the allow-list are removed with their content; attributes
 * not in it are dropped. Neither path needs a Trusted Types policy of the
 * kit's own (DOMPurify brings its own, named `dompurify`).
 */
import {checkUrl} from './url.js';

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
}

/** The chunks sanitizing loads on demand, once they are here. */
let md: typeof import('./markdown.js') | undefined;
let dompurify: typeof import('./sanitize-dompurify.js') | undefined;

/**
 * Loads what sanitizing will need: the Markdown chunk (with `markdown`),
 * and DOMPurify's where the browser has no Sanitizer API. Once they are
 * here, sanitizeInto() fills its target at once, in the same task.
 */
export async function prepareSanitizer(markdown: boolean): Promise<void> {
  if (markdown) md ??= await import('./markdown.js');
  if (!usesNativeSanitizer()) dompurify ??= await import('./sanitize-dompurify.js');
}

/**
 * Replaces the children of `target` with the Markdown `dirty` (inline HTML
 * and plain HTML included), rendered and sanitized. Resolves once the
 * content is in (after the Markdown chunk, and DOMPurify's where it is
 * used, have loaded; an empty string loads neither): at once when they are
 * here already (prepareSanitizer).
 */
export async function sanitizeInto(target: Element, dirty: string, options: SanitizeOptions = {}): Promise<void> {
  if ((dirty && !md) || (!usesNativeSanitizer() && !dompurify)) await prepareSanitizer(!!dirty);
  const html = dirty && md!.markdown(dirty);
  let clean: ParentNode;
  if (usesNativeSanitizer()) {
    // An inert document in standards mode, as the page is.
    const inert = document.implementation.createHTMLDocument('');
    (inert.body as unknown as {setHTML(html: string, options: object): void}).setHTML(html, NATIVE_OPTIONS);
    clean = inert.body;
  } else {
    const {purify} = dompurify!;
    // A doctype puts DOMParser in standards mode, as the page is: without it a
    // table inside a paragraph nests, where setHTML() would close the paragraph.
    clean = purify(`<!doctype html>${html}`);
  }
  const fresh = document.createDocumentFragment();
  rebuild(clean, fresh);
  target.replaceChildren(fresh);
  finish(target, options.headingOffset ?? 0);
}

/** The pass both sanitizers share: URLs, links, images, headings. */
/**
 * Copies the elements and text of `from` into `to` as new nodes of the page's
 * document: an element's name and attributes and its children, nothing else
 * (not its shadow root, open or closed; not a comment or a processing
 * instruction). The sanitizer kept only allowed names already; this
 * holds to the same lists whatever a browser's sanitizer lets through.
 */
function rebuild(from: ParentNode, to: ParentNode): void {
  for (const node of from.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      to.append((node as Text).data);
    } else if (node.nodeType === Node.ELEMENT_NODE && (ALLOWED_ELEMENTS as readonly string[]).includes((node as Element).localName)) {
      const el = node as Element;
      const copy = document.createElement(el.localName);
      for (const attr of el.attributes) if ((ALLOWED_ATTRIBUTES as readonly string[]).includes(attr.name)) copy.setAttribute(attr.name, attr.value);
      rebuild(el, copy);
      to.append(copy);
    }
  }
}

function finish(root: Element, headingOffset: number): void {
  for (const el of root.querySelectorAll('[href], [src]')) {
    for (const name of ['href', 'src']) {
      const value = el.getAttribute(name);
      if (value === null) continue;
      const checked = checkUrl(value);
      // A mailto: or tel: address is a safe link but no image, frame or media source (only a CSP report).
      if (!checked || (name === 'src' && !/^https?:$/.test(new URL(checked.href, document.baseURI).protocol))) el.removeAttribute(name);
      else if (name === 'href' && checked.external) el.setAttribute('rel', 'noopener noreferrer');
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
