/**
 * The rich-content stack, a chunk of its own (loaded on demand by body.ts,
 * only where a record's body is shown): the TipTap renderer with its embeds
 * and the sanitizer of Markdown/HTML strings (which loads marked, and
 * DOMPurify where the browser has no Sanitizer API, further on demand).
 */
import {render} from 'lit';
import {renderTree, type TreeOptions} from './content-tree.js';
import {sanitizeInto} from './sanitize.js';

/** Fills `el` with a body: the tree when there is one, else the Markdown, sanitized. */
export function fill(el: HTMLElement, tree: unknown, markdown: unknown, options: TreeOptions): void {
  if (tree && typeof tree == 'object') {
    // Rendered into a fragment of its own each time: the element's content may have been the sanitizer's before.
    const fragment = document.createDocumentFragment();
    render(renderTree(tree, options), fragment);
    return el.replaceChildren(fragment);
  }
  void sanitizeInto(el, typeof markdown == 'string' ? markdown : '', options);
}
