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
 * The most of a `content` string that is rendered: 100 000 characters (a
 * long article is 50 000) and 5 000 lines. Past either the text is cut at a
 * line break, with a visible "…", so that a broken or hostile answer cannot
 * freeze the tab: Markdown's parser takes its time by lines (200 000
 * characters of one-link list items, 16 000 lines, take it over 300 ms on a
 * slow machine). What it makes is then cut at 3 000 elements (MAX_ELEMENTS,
 * markdown.ts).
 */
export const MAX_CONTENT = 100_000;
export const MAX_LINES = 5_000;

export function cut(markdown: string): string {
  // The first MAX_CONTENT characters by lines, MAX_LINES + 2 pieces at most: enough to tell whether more than MAX_LINES lines come.
  const lines = markdown.slice(0, MAX_CONTENT + 1).split('\n', MAX_LINES + 2);
  const byLines = lines.length > MAX_LINES + 1;
  if (!byLines && markdown.length <= MAX_CONTENT) return markdown;
  warnOnce(`a content of ${markdown.length} characters was cut at ${byLines ? `${MAX_LINES} lines` : `${MAX_CONTENT} characters`}.`);
  // Whole lines: the last piece is cut short or past MAX_LINES (a single line is cut where it must).
  const kept = lines.length > 1 ? `${lines.slice(0, Math.min(lines.length - 1, MAX_LINES)).join('\n')}\n` : markdown.slice(0, MAX_CONTENT);
  return `${kept}\n\n…`;
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

/**
 * This chunk, once it is here, for a designer's template to fill a body at
 * once (template/fields/common.ts): the chunks that stamp templates may hold
 * a copy of body.ts, whose own reference to this chunk they would not share.
 */
(globalThis as Record<symbol, unknown>)[Symbol.for('site-widgets/rich@1')] = {fill};
