/**
 * The DOMPurify path of sanitize.ts, a chunk of its own: loaded only by
 * browsers without the Sanitizer API, and only where rich content is shown.
 */
import DOMPurify from 'dompurify';
import {ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS} from './sanitize.js';

const config = {
  // '#text': DOMPurify adds text nodes to the allow-list only with KEEP_CONTENT.
  ALLOWED_TAGS: [...ALLOWED_ELEMENTS, '#text'],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  // Like the Sanitizer API: an element that is not allowed goes with its content.
  KEEP_CONTENT: false,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // The result is inserted as nodes, never serialized and parsed again, so
  // DOMPurify's guard for attribute values that would break out when
  // re-parsed as XML is not needed; without it, both paths agree.
  SAFE_FOR_XML: false,
  RETURN_DOM_FRAGMENT: true as const,
};

/** The sanitized fragment of an HTML string. */
export function purify(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, config);
}
