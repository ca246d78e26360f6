import {html, noChange, nothing, type TemplateResult} from 'lit';
import {Directive, directive, type ElementPart} from 'lit/directive.js';
import type {TreeOptions} from './content-tree.js';

/** The rich-content chunk, once it is here. */
let rich: typeof import('./rich.js') | undefined;

/**
 * The rich-content chunk (rich.ts), loaded on demand: the kit's list pages
 * never load it; a detail page starts it beside its record's request
 * (site-item-element.ts) and, with `ready()`, what the record's body needs.
 */
export const loadRich = () => import('./rich.js').then((m) => (rich = m));

/**
 * Fills its element with a record's body, in the same frame as the rest of
 * the record when the chunk is already here (no layout shift), else as soon
 * as it is.
 */
class BodyDirective extends Directive {
  #last?: unknown[];
  #run = 0;

  render(_tree: unknown, _markdown: unknown, _options: TreeOptions) {
    return nothing;
  }

  override update(part: ElementPart, args: [unknown, unknown, TreeOptions]) {
    const [tree, markdown, options] = args;
    const key = [tree, markdown, options.headingOffset, options.mediaBase, options.embedHosts?.join(' ')];
    if (this.#last && key.every((v, i) => v === this.#last![i])) return noChange;
    this.#last = key;
    const run = ++this.#run;
    const fill = ({fill}: typeof import('./rich.js')) => run === this.#run && fill(part.element as HTMLElement, tree, markdown, options);
    if (rich) fill(rich);
    else void loadRich().then(fill);
    return noChange;
  }
}

const fillBody = directive(BodyDirective);

/**
 * A record's body, as the service's own renderer chooses it: the TipTap tree
 * (`contentJSON`) when the entry has one, else the `content` string as
 * Markdown (rendered and sanitized). Read both with the element's
 * `text(record, 'contentJSON')` / `text(record, 'content')`.
 */
export function body(tree: unknown, markdown: unknown, options: TreeOptions, part = 'content'): TemplateResult {
  // On a server, the body in the template (no DOM to fill); in the browser, filled by the directive, with no part of Lit's inside.
  return served.body ? html`<div part=${part}>${served.body(tree, markdown, options)}</div>` : html`<div part=${part} ${fillBody(tree, markdown, options)}></div>`;
}

/**
 * On a server (site-widgets/render) the body is rendered into the template
 * itself, there being no DOM to fill: src/ssr/body.ts sets it. Never in a
 * browser, where the directive fills the element.
 */
export const served: {body?: (tree: unknown, markdown: unknown, options: TreeOptions) => unknown} = {};
