import {html, type TemplateResult} from 'lit';
import {renderTree, type TreeOptions} from './content-tree.js';
import {richHTML} from './rich-html.js';

/**
 * A record's body, as the service's own renderer chooses it: the TipTap tree
 * (`contentJSON`) when the entry has one, else the `content` string as
 * Markdown (rendered and sanitized on demand, see rich-html.ts). Read both
 * with the element's `text(record, 'contentJSON')` / `text(record, 'content')`.
 */
export function body(tree: unknown, markdown: unknown, options: TreeOptions, part = 'content'): TemplateResult {
  return tree && typeof tree == 'object'
    ? html`<div part=${part}>${renderTree(tree, options)}</div>`
    : html`<div part=${part} ${richHTML(typeof markdown == 'string' ? markdown : '', options)}></div>`;
}
