/**
 * The sanitizer of rich text on a server: what src/render/sanitize.ts does
 * in the browser, with the same lists and the same rules, on a tree parsed
 * by parse5 instead of the browser's DOM (there is none on a server).
 *
 * - The HTML (Markdown already rendered by marked, and quieted: markdown.ts)
 *   is parsed as the body of a standards-mode document, as the browser's
 *   inert document parses it.
 * - Only ALLOWED_ELEMENTS cross, with only ALLOWED_ATTRIBUTES; any other
 *   element goes with its content (the Sanitizer API's and DOMPurify's
 *   setting in the browser); comments, processing instructions and
 *   templates' contents never cross.
 * - Then the pass the browser's `finish()` makes: only http(s), mailto, tel
 *   and relative URLs in href (checkUrl), only http(s) and relative ones in
 *   src; external links get rel="noopener noreferrer"; images load lazily
 *   and decode asynchronously, with an empty alt when they have none;
 *   headings shift by the element's heading offset (at most h6).
 *
 * What comes out is serialized here, every text and attribute value
 * escaped: nothing the content says can open a tag or end an attribute.
 */
import {parse, parseFragment} from 'parse5';
import {ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS} from '../render/sanitize.js';
import {checkUrl} from '../render/url.js';

interface Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: {name: string; value: string}[];
  childNodes?: Node[];
}

const ELEMENTS = new Set<string>(ALLOWED_ELEMENTS);
const ATTRIBUTES = new Set<string>(ALLOWED_ATTRIBUTES);
/** Elements without an end tag. */
const VOID = new Set(['br', 'hr', 'img']);

/** A text's characters as HTML (light.ts writes its text with it too). */
export const escapeText = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
/**
 * A value for a double-quoted attribute (renderPage writes its own
 * attributes with it too); `<` and `>` as well, as browsers now serialize
 * them, so that no `<script>` reads in the page's source, even inside a value.
 */
export const escapeAttribute = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');

/** The attributes an element keeps, after the URL pass. */
function attributesOf(tag: string, attrs: {name: string; value: string}[]): [string, string][] {
  const kept: [string, string][] = [];
  let external = false;
  for (const {name, value} of attrs) {
    if (!ATTRIBUTES.has(name)) continue;
    if (name === 'href' || name === 'src') {
      const checked = checkUrl(value);
      if (!checked) continue;
      // A mailto: or tel: address is a safe link but no image source.
      if (name === 'src' && !/^https?:$/.test(new URL(checked.href, globalThis.document?.baseURI ?? 'http://localhost/').protocol)) continue;
      if (name === 'href') external = checked.external;
    }
    kept.push([name, value]);
  }
  if (tag === 'a' && external) kept.push(['rel', 'noopener noreferrer']);
  if (tag === 'img') {
    kept.push(['loading', 'lazy'], ['decoding', 'async']);
    if (!kept.some(([name]) => name === 'alt')) kept.push(['alt', '']);
  }
  return kept;
}

function serialize(nodes: Node[] | undefined, offset: number): string {
  let out = '';
  for (const node of nodes ?? []) {
    if (node.nodeName === '#text') {
      out += escapeText(node.value ?? '');
      continue;
    }
    let tag = node.tagName;
    if (!tag || !ELEMENTS.has(tag)) continue;
    const attrs = attributesOf(tag, node.attrs ?? []);
    if (/^h[1-6]$/.test(tag) && offset) tag = `h${Math.min(6, Number(tag[1]) + offset)}`;
    out += `<${tag}${attrs.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}>`;
    if (!VOID.has(tag)) out += `${serialize(node.childNodes, offset)}</${tag}>`;
  }
  return out;
}

/** A body of a standards-mode document: the context the browser's inert document parses in (not a template's). */
const body = (parse('<!doctype html><body>') as unknown as Node).childNodes![1].childNodes![1];

/** HTML from the API, sanitized as the browser sanitizes it, as HTML text. */
export function sanitizeHtml(html: string, headingOffset = 0): string {
  const fragment = parseFragment(body as never, html, {}) as unknown as Node;
  return serialize(fragment.childNodes, Math.max(0, Math.trunc(headingOffset) || 0));
}
