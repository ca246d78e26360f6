import {html, nothing, type TemplateResult} from 'lit';
import {ifDefined} from 'lit/directives/if-defined.js';
import {isExternal, safeUrl} from './url.js';

/**
 * A link to a URL from data, or the content alone when the URL is missing or
 * unsafe. External links get rel="noopener noreferrer".
 */
export function link(url: unknown, part: string, content: unknown, label?: string): TemplateResult | unknown {
  const href = safeUrl(url);
  if (!href) return content;
  // prettier-ignore
  return html`<a part=${part} href=${href} rel=${isExternal(href) ? 'noopener noreferrer' : nothing} aria-label=${ifDefined(label)}>${content}</a>`;
}
