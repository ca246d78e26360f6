import {html, nothing, type PropertyDeclarations, type TemplateResult} from 'lit';
import type {CallOptions, Site, SiteClient} from '../../api/client.js';
import {oneOf} from '../../internal/attributes.js';
import {SiteDataElement, type NoQuery} from '../../internal/site-data-element.js';
import {define} from '../../internal/define.js';
import {image} from '../../render/image.js';
import {describeError} from '../../render/states.js';
import {siteText} from '../../render/site-text.js';
import {hostStyles} from '../../styles/host.js';
import {styles} from './site-info.styles.js';

const FIELDS = ['name', 'description', 'logo'] as const;

/** No value: an invisible character, so that the line the value stood on stays (nothing moves). */
const LINE = '\u200b';

/**
 * The site's own identity from its settings (`GET /site`, the answer the
 * provider has already loaded, so no second request is sent): its name,
 * logo (the site's `image`, as Venue CMS's templates show it) and
 * description. The description is plain text (the service writes it in
 * Markdown): the site's `description`, or, when the active locale is not
 * the site's default, the first web site's localized short text (else meta
 * description, else content) for that locale.
 *
 * With `field`, it shows that one value alone and inline, for headings,
 * footers and running text: `<h1><site-info field="name"></site-info></h1>`.
 *
 * **Template fields** (for a `<template>` child, see the README's "Templates"): `name` (the site's name), `description` (plain text, as the element shows it: in a locale that is not the site's default, the homepage's text in that language), `logo` (the site's image; forms `src`, `alt` (its alt text, else the site's name: write `alt=""` where the name is beside it), `width`, `height`), `url` (the public site's address, from its settings).
 *
 * @summary The site's name, logo and description, together or one at a time.
 * @tag site-info
 * @attr {'dark' | 'light'} theme - That colour scheme whatever the page's (with `site-widgets.css` in the page), on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 *
 * @slot loading - Replaces the default loading placeholder.
 * @slot empty - Shown when the site has no value for `field`, or without `field` no name, description or logo (by default nothing is).
 * @slot error - Replaces the default error message and retry button (with `field`, a line of text).
 *
 * @fires {{count: number}} site-load - The site's details are shown. `detail: {count: 1}`.
 * @fires {{error: Error; status: number; url?: string}} site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart info - The block around the full view.
 * @csspart logo - The logo `<img>`.
 * @csspart name - The site's name.
 * @csspart description - The site's description.
 * @csspart state - Every default state message (with `loading` or `error`).
 * @csspart skeleton - The loading placeholder.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-font-family=inherit] - Font of the element.
 * @cssprop [--site-color-text=inherit] - Text colour.
 * @cssprop [--site-color-muted=#595959] - Colour of the description.
 * @cssprop [--site-color-skeleton=#e4e4e7] - Loading placeholder colour.
 * @cssprop [--site-color-error=#b91c1c] - Error text colour.
 * @cssprop [--site-radius=0.5rem] - Corner radius of the placeholder.
 * @cssprop [--site-space=1rem] - Space between the logo and the text.
 * @cssprop [--site-info-logo-size=3rem] - Height of the logo (1.2em with `field="logo"`, so it sits in a line of text).
 * @cssprop [--site-info-name-size=1.5rem] - Font size of the name in the full view.
 * @cssprop [--site-reserve] - The height the element takes while it loads. When its content, an empty state or an error comes, what they do not fill is given back: at once out of view and below the window, in view but for one item's height (a detail's "not found" and error take their own height, a list's error keeps it in view). Default: its skeleton's, which `site-widgets.css` reserves before the script runs.
 * @cssprop [--site-color-background=#fff] - The surface of an element with `theme` (#18181b in the dark theme).
 * @cssprop [--site-theme-padding=1rem] - The room around an element's content with `theme`.
 */
export class SiteInfo extends SiteDataElement<NoQuery, Site> {
  static override styles = [hostStyles, styles];

  static override properties: PropertyDeclarations = {field: {reflect: true, converter: oneOf(FIELDS)}};

  /** Shows one value alone, inline: `name`, `description` or `logo`. Without it (or with another value), everything. */
  declare field?: 'name' | 'description' | 'logo';

  protected override query(): NoQuery {
    return {};
  }

  protected override load(client: SiteClient, _query: NoQuery, call: CallOptions): Promise<Site> {
    // The provider asks for /site too: this is its answer, shared or cached.
    return client.site(call);
  }

  protected override skeletonRows(): number {
    return 1;
  }

  protected override renderLoading(): TemplateResult {
    if (!this.field) return super.renderLoading();
    // No whitespace between the tags: a field is a run of words in the page's text.
    return html`<slot name="loading"
      ><span part="state loading skeleton" role="status"><span class="visually-hidden">${this.t.loading}</span></span
    ></slot>`;
  }

  protected override isEmpty(site: Site): boolean {
    const values = this.#values(site);
    // Without `field`: empty when the site has none of the three (no empty box).
    return !(this.field ? values[this.field] : Object.values(values).some(Boolean));
  }

  /** Nothing to show (for `field`, or at all): nothing, unless the page slots something in. */
  protected override renderEmpty(): TemplateResult {
    return html`<slot name="empty">${LINE}</slot>`;
  }

  /**
   * A field is words in the page's own text (a heading, a footer line):
   * when the site cannot be loaded it says so in a line of text, with no
   * paragraph or button to change the line's height.
   */
  protected override renderFailure(error: unknown): TemplateResult {
    return this.field
      ? html`<slot name="error"><span part="state error" role="alert">${describeError(this.t, error, this.site)}</span></slot>`
      : super.renderFailure(error);
  }

  #values(site: Site) {
    return {...siteText(site, this.site?.locale, this.site?.defaultLocale), logo: site.image?.url ? site.image : undefined};
  }

  protected override renderContent(site: Site): unknown {
    const {name, description, logo} = this.#values(site);
    switch (this.field) {
      case 'name':
        return html`<span part="name">${name}</span>`;
      case 'description':
        return html`<span part="description">${description}</span>`;
      case 'logo':
        return image(logo, this.site?.mediaBase, 'logo', logo?.altText || name || '');
    }
    // Next to the name, the logo is decorative.
    return html`<div part="info">
      ${image(logo, this.site?.mediaBase, 'logo', '')}
      <div>
        ${name ? html`<p part="name">${name}</p>` : nothing}${
          description ? html`<p part="description">${description}</p>` : nothing
        }
      </div>
    </div>`;
  }
}

define('site-info', SiteInfo);

declare global {
  interface HTMLElementTagNameMap {
    'site-info': SiteInfo;
  }
}
