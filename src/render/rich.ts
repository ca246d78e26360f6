/**
 * The rich-content stack, a chunk of its own (loaded on demand by body.ts,
 * only where a record's body is shown): the TipTap renderer with its embeds
 * and the sanitizer of Markdown/HTML strings (which loads marked, and
 * DOMPurify where the browser has no Sanitizer API, further on demand).
 */
import {render} from 'lit';
import {renderTree, type TreeOptions} from './content-tree.js';
import {prepareSanitizer, sanitizeInto} from './sanitize.js';
import {warnOnce} from '../internal/log.js';

/**
 * The most of a `content` string that is rendered: 200 000 characters (a
 * long article is 50 000). Past it the text is cut at a line break, with a
 * visible "…", so that a broken or hostile answer cannot freeze the tab.
 */
export const MAX_CONTENT = 200_000;

function cut(markdown: string): string {
  if (markdown.length <= MAX_CONTENT) return markdown;
  warnOnce(`a content of ${markdown.length} characters was cut at ${MAX_CONTENT}.`);
  return `${markdown.slice(0, markdown.lastIndexOf('\n', MAX_CONTENT) + 1 || MAX_CONTENT)}\n\n…`;
}

/**
 * Loads what filling a body will need (Markdown's renderer, the fallback
 * sanitizer), so that the element shows its record and its body at once:
 * nothing moves when the body comes in.
 */
export function ready(tree: unknown, markdown: unknown): Promise<void> | undefined {
  if (!tree || typeof tree != 'object') return prepareSanitizer(typeof markdown == 'string' && !!markdown);
}

/** Fills `el` with a body: the tree when there is one, else the Markdown, sanitized. */
export function fill(el: HTMLElement, tree: unknown, markdown: unknown, options: TreeOptions): void {
  if (tree && typeof tree == 'object') {
    // Rendered into a fragment of its own each time: the element's content may have been the sanitizer's before.
    const fragment = document.createDocumentFragment();
    render(renderTree(tree, options), fragment);
    return el.replaceChildren(fragment);
  }
  void sanitizeInto(el, typeof markdown == 'string' ? cut(markdown) : '', options);
}
