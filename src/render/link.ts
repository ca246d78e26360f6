import {html, nothing, type TemplateResult} from 'lit';
import {ifDefined} from 'lit/directives/if-defined.js';
import {checkUrl} from './url.js';

/**
 * A link to a URL from data, or the content alone when the URL is missing or
 * unsafe. External links get rel="noopener noreferrer".
 */
export function link(url: unknown, part: string, content: unknown, label?: string): TemplateResult | unknown {
  // One parse: safe or not, and whether it leaves the site.
  const checked = checkUrl(url);
  if (!checked) return content;
  return html`<a
    part=${part}
    href=${checked.href}
    rel=${checked.external ? 'noopener noreferrer' : nothing}
    aria-label=${ifDefined(label)}
  >${content}</a>`;
}
