import {html, type TemplateResult} from 'lit';

/**
 * A real h2–h6 element for the level asked for, so list titles sit at the
 * right place in the host page's outline (`heading-level` attribute).
 */
export function heading(level: number, part: string, content: unknown): TemplateResult {
  switch (level) {
    case 2:
      return html`<h2 part=${part}>${content}</h2>`;
    case 4:
      return html`<h4 part=${part}>${content}</h4>`;
    case 5:
      return html`<h5 part=${part}>${content}</h5>`;
    case 6:
      return html`<h6 part=${part}>${content}</h6>`;
    default:
      return html`<h3 part=${part}>${content}</h3>`;
  }
}
