/**
 * A Lit directive that fills its element with a record's `content` string,
 * Markdown with inline HTML (as the real service has it; plain HTML passes
 * through Markdown unchanged), rendered and sanitized:
 *
 *   html`<div part="content" ${richHTML(post.content, {headingOffset: 1})}></div>`
 *
 * It never goes through innerHTML or unsafeHTML: see sanitize.ts and markdown.ts.
 */
import {noChange, nothing} from 'lit';
import {Directive, PartType, directive, type ElementPart, type PartInfo} from 'lit/directive.js';
import {sanitizeInto, type SanitizeOptions} from './sanitize.js';

class RichHTMLDirective extends Directive {
  #html?: string;
  #offset?: number;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('richHTML() belongs on an element: <div ${richHTML(html)}></div>');
  }

  render(_html: string | null | undefined, _options?: SanitizeOptions) {
    return nothing;
  }

  override update(part: ElementPart, [html, options]: Parameters<this['render']>) {
    const text = typeof html === 'string' ? html : '';
    const offset = options?.headingOffset ?? 0;
    if (text !== this.#html || offset !== this.#offset) {
      this.#html = text;
      this.#offset = offset;
      void sanitizeInto(part.element, text, options);
    }
    return noChange;
  }
}

/** Fills the element it sits on with the Markdown (or HTML), rendered and sanitized. */
export const richHTML = directive(RichHTMLDirective);
