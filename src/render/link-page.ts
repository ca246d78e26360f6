/**
 * The link of a Venue CMS `LINK` page (its `linkUrl`), as `<site-pages>` and
 * `<site-page>` show it: in a new tab when the page says `openInNewTab`
 * (then said to screen readers), `rel="noopener noreferrer"` when it opens
 * one or leaves the site. Not in the script-tag core.
 */
import {html, nothing, type TemplateResult} from 'lit';
import {checkUrl} from './url.js';

/** The link to a LINK page's address with `text`, or undefined when the address is not safe. `newTab`: the words "(opens in a new tab)". */
export function linkPageLink(page: {linkUrl?: unknown; openInNewTab?: unknown}, part: string, text: unknown, newTab: string): TemplateResult | undefined {
  const url = checkUrl(page.linkUrl);
  const blank = page.openInNewTab === true;
  return (
    url &&
    html`<a
      part=${part}
      href=${url.href}
      target=${blank ? '_blank' : nothing}
      rel=${blank || url.external ? 'noopener noreferrer' : nothing}
    >${text}${blank ? html`<span class="visually-hidden"> ${newTab}</span>` : nothing}</a>`
  );
}
