/**
 * The rich-content stack, a chunk of its own (loaded on demand by body.ts,
 * only where a record's body is shown): the TipTap renderer with its embeds
 * and the sanitizer of Markdown/HTML strings (which loads marked, and
 * DOMPurify where the browser has no Sanitizer API, further on demand).
 */
import {nothing, render} from 'lit';
import {renderTree, type TreeOptions} from './content-tree.js';
import {sanitizeInto} from './sanitize.js';

/** Fills `el` with a body: the tree when there is one, else the Markdown, sanitized. */
export function fill(el: HTMLElement, tree: unknown, markdown: unknown, options: TreeOptions): void {
  if (tree && typeof tree == 'object') return void render(renderTree(tree, options), el);
  // Lit keeps its own part on a container it rendered into: give it nothing first.
  render(nothing, el);
  void sanitizeInto(el, typeof markdown == 'string' ? markdown : '', options);
}
