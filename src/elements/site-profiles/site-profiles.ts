import {html, nothing, type PropertyDeclarations} from 'lit';
import type {CallOptions, Profile, SiteClient} from '../../api/client.js';
import {numberIn} from '../../internal/attributes.js';
import {SiteListElement, type ListAnswer, type ListQuery} from '../../internal/site-list-element.js';
import {define} from '../../internal/define.js';
import {heading} from '../../render/heading.js';
import {image} from '../../render/image.js';
import {link} from '../../render/link.js';
import {fillTemplate} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {cardSkeleton} from '../../styles/cards.js';
import {styles} from './site-profiles.styles.js';

import {words as WORDS} from './site-profiles.words.js';

/** The list's query: a tag id, and the members filter. */
type Query = {tags?: string; type?: 'member'};

/**
 * The site's profiles (artists, ensembles, staff) as a list of cards:
 * portrait, name and short text (the localized `title` and
 * `shortContent`, in the active locale), with a "more" button that appends
 * the next page. With `href`, the name links to the profile and the whole
 * card is clickable through that one link.
 *
 * Endpoint: `GET /profiles` (`tags`, `type=member`, `limit`, `page`).
 *
 * **Template fields** (for a `<template>` child, see the README's "Templates"): `title` (text: the profile's name, its localized title, else the slug), `slug`, `url` (the `href` template filled), `summary` (its short text, as the element shows it, e.g. "Pianist"), `excerpt` (plain text of at most 200 characters: the short text, else the biography), `image` (the portrait; forms `src`, `alt`, `width`, `height`; bound as `data-site-src` on an `<img>` it also sets the size and lazy loading), `tags` (their titles, "Piano, Classical").
 *
 * @summary Artist and staff profiles as cards.
 * @tag site-profiles
 * @attr {'grid' | 'list' | 'compact'} layout - How the artists are laid out (with `site-widgets.css` in the page for `list` and `compact`): `grid`, the default cards; `list`, one a row with the portrait at the start (`--site-list-image-width`); `compact`, one line each (name and summary; no portrait).
 * @attr {'dark' | 'light'} theme - That colour scheme whatever the page's (with `site-widgets.css` in the page), on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 * @attr {string} url-key - Keeps the list's view in the page's address under this name: `tag` (chosen in `<site-tags for>`) and how many pages "More" has shown (`?NAME.tag=…&NAME.pages=3`), so that a reload, Back and Forward and a shared address show it again. A filter replaces the history entry, each page of "More" adds one.
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot empty - Replaces the default empty text ("No profiles").
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires {{count: number}} site-load - The profiles are shown `detail: {count}`.
 * @fires {{error: Error; status: number; url?: string}} site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart list - The `<ul>` of profile cards.
 * @csspart item - One profile's card (`<li>`).
 * @csspart image - The profile's portrait.
 * @csspart name - The profile's name heading.
 * @csspart link - The link around the name (with `href`); it covers the whole card.
 * @csspart summary - The profile's short text (its localized `shortContent`), e.g. "Pianist".
 * @csspart more - The "more profiles" button.
 * @csspart state - Every default state message (with `loading`, `empty` or `error`).
 * @csspart skeleton - The loading placeholder list.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-font-family=inherit] - Font of the element.
 * @cssprop [--site-color-text=inherit] - Text colour.
 * @cssprop [--site-color-muted=#595959] - Colour of the short texts.
 * @cssprop [--site-color-accent=#1d4ed8] - Links and buttons.
 * @cssprop [--site-color-focus=var(--site-color-accent)] - Focus ring around a card whose link has keyboard focus.
 * @cssprop [--site-color-link=var(--site-color-accent)] - Link colour.
 * @cssprop [--site-color-border=#d4d4d8] - Card outline.
 * @cssprop [--site-color-surface=transparent] - Card background.
 * @cssprop [--site-color-skeleton=#e4e4e7] - Loading placeholder colour.
 * @cssprop [--site-color-error=#b91c1c] - Error text colour.
 * @cssprop [--site-radius=0.5rem] - Corner radius of cards, portraits, buttons and placeholders.
 * @cssprop [--site-space=1rem] - Base spacing.
 * @cssprop [--site-skeleton-item-height=8.5rem] - Height of the text below each placeholder card's square image (with `site-widgets.css`, up to 10.5rem in narrow columns: a summary of up to five lines).
 * @cssprop [--site-profiles-gap=var(--site-space)] - Space between cards.
 * @cssprop [--site-profiles-min-width=12rem] - Narrowest card width; as many columns as fit.
 * @cssprop [--site-profiles-item-padding=0.75rem] - Padding of one card.
 * @cssprop [--site-profiles-image-ratio=1] - Aspect ratio of portraits (cropped to fill).
 * @cssprop [--site-profiles-name-size=1.125rem] - Font size of names.
 * @cssprop [--site-reserve] - The height the element takes while it loads. When its content, an empty state or an error comes, what they do not fill is given back: at once out of view and below the window, in view but for one item's height (a detail's "not found" and error take their own height, a list's error keeps it in view). Default: its skeleton's, which `site-widgets.css` reserves before the script runs.
 * @cssprop [--site-list-image-width=6rem] - Width of the portrait in `layout="list"`.
 * @cssprop [--site-color-background=#fff] - The surface of an element with `theme` (#18181b in the dark theme).
 * @cssprop [--site-theme-padding=1rem] - The room around an element's content with `theme`.
 */
export class SiteProfiles extends SiteListElement<Query, Profile> {
  static override styles = [hostStyles, cardSkeleton, styles];

  static override properties: PropertyDeclarations = {
    tag: {},
    members: {type: Boolean},
    headingLevel: {attribute: 'heading-level', converter: numberIn(2, 6, 3)},
    noImage: {attribute: 'no-image', type: Boolean},
  };

  /** Only profiles with this tag: a tag id (as `<site-tags>` sets it), sent as `tags`. */
  declare tag?: string;

  /** Only the site's members (sent as `type=member`), as the real sites list their roster. */
  declare members?: boolean;

  /** Level of each name's heading, 2–6 (default 3). */
  declare headingLevel?: number;

  /** Leaves out the portraits. */
  declare noImage?: boolean;

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  protected override listQuery(): Query {
    return {tags: this.tag, type: this.members ? 'member' : undefined};
  }

  protected override loadPage(client: SiteClient, query: ListQuery<Query> & {page: number}, call: CallOptions): Promise<ListAnswer<Profile>> {
    return client.profiles(query, call);
  }

  protected override emptyText(): string {
    return this.t.noProfiles;
  }

  protected override moreText(): string {
    return this.t.moreProfiles;
  }

  protected override renderItems(profiles: Profile[]): unknown {
    const level = this.headingLevel ?? 3;
    return html`<ul part="list" role="list">
      ${this.each(profiles, (p) => {
        const summary = this.text(p, 'shortContent');
        return html`<li part="item">
          ${heading(level, 'name', link(fillTemplate(this.href, {slug: p.slug}), 'link', this.text(p) ?? p.slug))}${
            summary ? html`<p part="summary">${summary}</p>` : nothing
          }${this.noImage ? nothing : image(p.image, this.site?.mediaBase)}
        </li>`;
      })}
    </ul>`;
  }
}

define('site-profiles', SiteProfiles);

declare global {
  interface HTMLElementTagNameMap {
    'site-profiles': SiteProfiles;
  }
}
