import {html, type TemplateResult} from 'lit';

/**
 * A real h1–h6 element for the level asked for (clamped to 1–6), so that
 * titles and content headings sit at the right place in the host page's
 * outline (`heading-level`, `heading-offset`).
 */
export function heading(level: number, part: string, content: unknown): TemplateResult {
  switch (Math.min(6, Math.max(1, level))) {
    case 1:
      return html`<h1 part=${part}>${content}</h1>`;
    case 2:
      return html`<h2 part=${part}>${content}</h2>`;
    case 3:
      return html`<h3 part=${part}>${content}</h3>`;
    case 4:
      return html`<h4 part=${part}>${content}</h4>`;
    case 5:
      return html`<h5 part=${part}>${content}</h5>`;
    default:
      return html`<h6 part=${part}>${content}</h6>`;
  }
}
