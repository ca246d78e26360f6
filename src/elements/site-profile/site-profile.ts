import {html, nothing, type PropertyDeclarations, type PropertyValues} from 'lit';
import {ifDefined} from 'lit/directives/if-defined.js';
import {FIRST_PAGE, type CallOptions, type Profile, type SiteClient} from '../../api/client.js';
import {tagsOf} from '../../api/tags.js';
import {SiteItemElement} from '../../internal/site-item-element.js';
import {define} from '../../internal/define.js';
import type {Builders} from '../../internal/json-ld.js';
import {plainText} from '../../render/text.js';
import {explain, warnOnce} from '../../internal/log.js';
import {heading} from '../../render/heading.js';
import {image} from '../../render/image.js';
import {link} from '../../render/link.js';
import {body} from '../../render/body.js';
import {fillTemplate} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {contentStyles} from '../../styles/content.js';
import {styles} from './site-profile.styles.js';

import {words as WORDS} from './site-profile.words.js';

/**
 * The sections `with` can add, each shown by another element of the kit
 * inside this one's shadow root. The page's autoloader only sees the light
 * DOM, so their code is loaded here, on demand (never statically: it would
 * join this element's chunk).
 */
const SECTIONS = {
  events: () => import('../site-events/site-events.js'),
  products: () => import('../site-products/site-products.js'),
};
type Section = keyof typeof SECTIONS;

/**
 * One artist's or staff member's profile: portrait, name (the localized
 * `title`), short text (`shortContent`), biography (the TipTap tree, else
 * the Markdown content, sanitized) and tags, all in the active locale. With
 * `with="events products"` it also shows the artist's upcoming events and
 * products, through `<site-events>` and `<site-products>` inside it (same
 * provider, same cache).
 *
 * Endpoints: `GET /profiles/{slug}` (no parameters); the sections ask
 * `GET /profiles/{slug}/events` (`upcoming`) and `GET /profiles/{slug}/products`.
 *
 * **Template fields** (for a `<template>` child, see the README's "Templates"): `title` (text: the profile's name, its localized title, else the slug), `slug`, `summary` (its short text, e.g. "Pianist"), `excerpt` (plain text of at most 200 characters: the short text, else the biography), `image` (the portrait; forms `src`, `alt`, `width`, `height`; bound as `data-site-src` on an `<img>` it also sets the size and lazy loading), `tags` (their titles, "Piano, Classical"), `content` (the biography, sanitized as the element shows it, headings one level under the name's). The `with` sections are not shown with a template: put a `<site-events profile="…">` or `<site-products profile="…">` in the page yourself.
 *
 * @summary One profile with its biography, tags and, on request, events and products.
 * @tag site-profile
 * @attr {'dark' | 'light'} theme - That colour scheme whatever the page's (with `site-widgets.css` in the page), on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot not-found - Replaces the default text for an unknown or missing slug.
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires {{count: number}} site-load - The profile is shown (and its schema.org Person or MusicGroup JSON-LD added to the document head). `detail: {count: 1}`. The events and products sections fire their own.
 * @fires {{error: Error; status: number; url?: string}} site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart profile - The `<article>` around everything.
 * @csspart image - The profile's portrait.
 * @csspart name - The profile's name heading.
 * @csspart summary - The profile's short text (its localized `shortContent`), e.g. "Pianist".
 * @csspart content - The biography (TipTap tree or sanitized Markdown); its font and colour are inherited.
 * @csspart tags - The list of tags.
 * @csspart tag - One tag.
 * @csspart tag-link - A tag's link (with `tag-href`).
 * @csspart section - Each section that `with` adds; also carries `events` or `products`.
 * @csspart events - The section of upcoming events (`with="events"`), holding a `<site-events>`.
 * @csspart products - The section of products (`with="products"`), holding a `<site-products>`.
 * @csspart section-title - The heading of such a section ("Events", "Products").
 * @csspart state - Every default state message (with `loading`, `not-found` or `error`).
 * @csspart skeleton - The loading placeholder.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-font-family=inherit] - Font of the element.
 * @cssprop [--site-color-text=inherit] - Text colour.
 * @cssprop [--site-color-accent=#1d4ed8] - Links and buttons.
 * @cssprop [--site-color-link=var(--site-color-accent)] - Link colour.
 * @cssprop [--site-color-muted=#595959] - Short text and state texts.
 * @cssprop [--site-color-border=#d4d4d8] - Tag outlines and section rules.
 * @cssprop [--site-radius=0.5rem] - Corner radius of the portrait.
 * @cssprop [--site-space=1rem] - Base spacing.
 * @cssprop [--site-content-line-height=1.6] - Line height of the biography.
 * @cssprop [--site-heading-font-family=inherit] - Font of the biography's headings.
 * @cssprop [--site-profile-name-size=2rem] - Font size of the name.
 * @cssprop [--site-profile-image-width=16rem] - Largest width of the portrait.
 * @cssprop [--site-profile-section-title-size=1.375rem] - Font size of the section headings.
 * @cssprop [--site-reserve] - The height the element takes while it loads. When its content, an empty state or an error comes, what they do not fill is given back: at once out of view and below the window, in view but for one item's height (a detail's "not found" and error take their own height, a list's error keeps it in view). Default: its skeleton's, which `site-widgets.css` reserves before the script runs.
 * @cssprop [--site-color-background=#fff] - The surface of an element with `theme` (#18181b in the dark theme).
 * @cssprop [--site-theme-padding=1rem] - The room around an element's content with `theme`.
 */
export class SiteProfile extends SiteItemElement<Profile> {
  static override styles = [hostStyles, contentStyles, styles];

  static override properties: PropertyDeclarations = {
    noImage: {attribute: 'no-image', type: Boolean},
    tagHref: {attribute: 'tag-href'},
    with: {},
    eventsHref: {attribute: 'events-href'},
    productsHref: {attribute: 'products-href'},
  };

  /** Hides the portrait. */
  declare noImage?: boolean;

  /** Link template for each tag, with the tag's id, e.g. `/artists.html?tag={id}`; tags are plain text without it. */
  declare tagHref?: string;

  /**
   * Sections to add, space-separated: `events` (the artist's upcoming
   * events) and `products` (the artist's products), e.g. `with="events products"`.
   */
  declare with?: string;

  /** Link template for each event of the events section, e.g. `/event.html?slug={slug}`. */
  declare eventsHref?: string;

  /** Link template for each product of the products section, e.g. `/product.html?slug={slug}`. */
  declare productsHref?: string;

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  /**
   * The profile, and the first page of each section's list with it: the
   * very requests those lists make (the provider answers them once), so
   * the profile shows whole, its sections' items included, and nothing
   * moves when they come. A section whose request fails shows its own error.
   */
  protected override async loadItem(client: SiteClient, slug: string, call: CallOptions) {
    const first = {limit: 10, page: FIRST_PAGE};
    // With a template the sections are not shown: nothing asked for them.
    const sections = (this.querySelector('template') ? [] : this.#sections).map((s) =>
      (s == 'events' ? client.profileEvents(slug, {upcoming: true, dir: 'asc', ...first}, call) : client.profileProducts(slug, first, call)).catch(() => undefined),
    );
    const [profile] = await Promise.all([client.profile(slug, call), ...sections]);
    return profile;
  }

  protected override jsonLd() {
    return import('../../internal/json-ld.js');
  }

  protected override structuredItems(profile: Profile | undefined, b: Builders) {
    // No slug: the task completes with nothing to describe.
    return profile ? [b.profileData(profile, this.site, location.href, plainText(this.text(profile, 'shortContent')))] : [];
  }

  protected override skeletonRows(): number {
    return 4;
  }

  /** The sections `with` asks for, in the order given; unknown words are warned about once. */
  get #sections(): Section[] {
    const words = (this.with ?? '').split(/\s+/).filter(Boolean);
    return [...new Set(words)].filter((word): word is Section => {
      if (Object.hasOwn(SECTIONS, word)) return true;
      explain('section', this, this.with!, word);
      return false;
    });
  }

  /**
   * Loads the code of the sections' elements that are not defined yet
   * (another copy of the kit may have defined them: then it is used).
   */
  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (!changed.has('with')) return;
    for (const section of this.querySelector('template') ? [] : this.#sections) {
      const tag = `site-${section}`;
      if (customElements.get(tag)) continue;
      SECTIONS[section]()
        .then(() => customElements.whenDefined(tag))
        .catch((error: unknown) => warnOnce(`<${this.localName}> could not load <${tag}>: ${String(error)}`));
    }
  }

  protected override renderContent(profile: Profile): unknown {
    const {mediaBase, embedHosts} = this.site ?? {};
    const offset = this.offset;
    const summary = this.text(profile, 'shortContent');
    const tags = tagsOf(profile.tags);
    const tagList = tags.length
      ? html`<ul part="tags" aria-label=${this.t.tags}>
          ${tags.map((tag) => html`<li part="tag">${link(fillTemplate(this.tagHref, {id: tag.id}), 'tag-link', tag.title)}</li>`)}
        </ul>`
      : nothing;
    const sections = this.#sections.map((section) => {
      const level = Math.min(6, 3 + offset);
      const list =
        section === 'events'
          ? html`<site-events profile=${this.currentSlug} upcoming href=${ifDefined(this.eventsHref)} heading-level=${level}></site-events>`
          : html`<site-products profile=${this.currentSlug} href=${ifDefined(this.productsHref)} heading-level=${level}></site-products>`;
      return html`<section part="section ${section}">${heading(2 + offset, 'section-title', this.t[section])}${list}</section>`;
    });
    return html`<article part="profile">
      ${this.noImage ? nothing : image(profile.image, mediaBase)}${this.titleHeading('name', this.text(profile) ?? this.currentSlug)}${
        summary ? html`<p part="summary">${summary}</p>` : nothing
      }${body(...this.bodyOf(profile), {headingOffset: offset + 1, mediaBase, embedHosts})}${tagList}${sections}
    </article>`;
  }
}

define('site-profile', SiteProfile);

declare global {
  interface HTMLElementTagNameMap {
    'site-profile': SiteProfile;
  }
}
