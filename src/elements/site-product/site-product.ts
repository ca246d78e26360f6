import {html, nothing, type PropertyDeclarations} from 'lit';
import {type CallOptions, type Product, type ProductVariant, type SiteClient} from '../../api/client.js';
import {tagsOf} from '../../api/tags.js';
import {SiteItemElement} from '../../internal/site-item-element.js';
import {define} from '../../internal/define.js';
import type {Builders} from '../../internal/json-ld.js';
import {plainText} from '../../render/text.js';
import {artistsOf} from '../../render/artists.js';
import {SiteSelectEvent} from '../../events/site-select.js';
import {body} from '../../render/body.js';
import {dateFormatter, toDate} from '../../render/format.js';
import {priceOf} from '../../render/money.js';
import {image} from '../../render/image.js';
import {link} from '../../render/link.js';
import {fillTemplate, safeUrl} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {contentStyles} from '../../styles/content.js';
import {styles} from './site-product.styles.js';

import {words as WORDS} from './site-product.words.js';

const YEAR: Intl.DateTimeFormatOptions = {year: 'numeric'};

/**
 * One product in full: its image, title, author and artists, the release
 * year, a choice between its variants (a radio group, when there are
 * several: vinyl or CD, sizes…), the chosen variant's price and a link to
 * buy it, its body (the TipTap tree, else the Markdown content, sanitized)
 * and its tags, all in the active locale.
 *
 * Prices are the variants' (major units) in a variant's currency, else the
 * site's: a negative price is "Free", 0 shows no price. The buy link is the
 * chosen variant's `externalLink` (none without one); the image is the
 * chosen variant's when it has one, else the product's. The release year
 * is the chosen variant's `publicationDate`, else the first variant's.
 *
 * Endpoint: `GET /products/{slug}` (no parameters).
 *
 * **Template fields** (for a `<template>` child, see the README's "Templates"): `title` (text: the localized title, else the slug), `slug`, `price` (the lowest price across the variants, "from €12" or "Free"), `author`, `featured` (a flag, for `data-site-if`), `image` (the product's own; forms `src`, `alt`, `width`, `height`; bound as `data-site-src` on an `<img>` it also sets the size and lazy loading), `excerpt` (plain text of at most 200 characters: the short text, else the body), `tags` (their titles), `artists` (the artists' names), `content` (the body, sanitized as the element shows it, headings one level under the title's). A template shows no variant choice nor buy link.
 *
 * @summary One product with its variants, price and a buy link.
 * @tag site-product
 * @attr {'dark' | 'light'} theme - That colour scheme whatever the page's (with `site-widgets.css` in the page), on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot not-found - Replaces the default text for an unknown or missing slug.
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires {{count: number}} site-load - The product is shown (and its schema.org Product JSON-LD added to the document head). `detail: {count: 1}`.
 * @fires {{error: Error; status: number; url?: string}} site-error - A request failed. `detail: {error, status, url}`.
 * @fires {{kind: 'variant'; value: string; item: unknown}} site-select - A visitor chose a variant, before it is shown; cancel it (`preventDefault()`) to keep the current one. `detail: {kind: 'variant', value: <the variant's id>, item: <the variant>}`.
 *
 * @csspart product - The `<article>` around everything.
 * @csspart image - The chosen variant's image, else the product's.
 * @csspart title - The product's title heading.
 * @csspart author - The product's author, as the service gives it.
 * @csspart artists - The list of the product's artists.
 * @csspart artist - One artist (`<li>`), named in the active locale.
 * @csspart profile-link - The link to an artist (with `profile-href`).
 * @csspart released - The release line, "Released <year>".
 * @csspart variants - The `<fieldset>` of the variant choice (with two variants or more).
 * @csspart variants-label - Its `<legend>` ("Version").
 * @csspart variant - One variant's `<label>`: its radio button, its type (`productType.type`) and its price.
 * @csspart price - The chosen variant's price.
 * @csspart buy - The link to buy the chosen variant (absent when it has no safe `externalLink`).
 * @csspart content - The product's body (TipTap tree or sanitized Markdown); its font and colour are inherited.
 * @csspart tags - The list of tags.
 * @csspart tag - One tag.
 * @csspart tag-link - One tag's link (with `tag-href`).
 * @csspart state - Every default state message (with `loading`, `not-found` or `error`).
 * @csspart skeleton - The loading placeholder.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-font-family=inherit] - Font of the element.
 * @cssprop [--site-color-text=inherit] - Text colour.
 * @cssprop [--site-color-accent=#1d4ed8] - Links, the chosen variant's outline, and the buy button's background.
 * @cssprop [--site-color-muted=#595959] - The author, artists and release lines, and state texts.
 * @cssprop [--site-color-border=#d4d4d8] - Tag and variant outlines.
 * @cssprop [--site-radius=0.5rem] - Corner radius of images, variants and the buy button.
 * @cssprop [--site-space=1rem] - Base spacing.
 * @cssprop [--site-content-line-height=1.6] - Line height of the description.
 * @cssprop [--site-heading-font-family=inherit] - Font of the description's headings.
 * @cssprop [--site-product-title-size=2rem] - Font size of the title.
 * @cssprop [--site-product-price-size=1.5rem] - Font size of the price.
 * @cssprop [--site-product-buy-color=#fff] - Text colour of the buy link.
 * @cssprop [--site-reserve] - The height the element takes while it loads. When its content, an empty state or an error comes, what they do not fill is given back: at once out of view and below the window, in view but for one item's height (a detail's "not found" and error take their own height, a list's error keeps it in view). Default: its skeleton's, which `site-widgets.css` reserves before the script runs.
 * @cssprop [--site-color-background=#fff] - The surface of an element with `theme` (#18181b in the dark theme).
 * @cssprop [--site-theme-padding=1rem] - The room around an element's content with `theme`.
 */
export class SiteProduct extends SiteItemElement<Product> {
  static override styles = [hostStyles, contentStyles, styles];

  static override properties: PropertyDeclarations = {
    noImage: {attribute: 'no-image', type: Boolean},
    profileHref: {attribute: 'profile-href'},
    tagHref: {attribute: 'tag-href'},
  };

  /** Hides the product's image. */
  declare noImage?: boolean;

  /** Link template for each artist, e.g. `/artist.html?slug={slug}`; names are plain text without it. */
  declare profileHref?: string;

  /** Link template for each tag, with the tag's id, e.g. `/shop.html?tag={id}`; tags are plain text without it. */
  declare tagHref?: string;

  /** The visitor's choice: which variant of which product (a refresh of the same product keeps it). */
  #choice?: {slug: string; index: number};

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  protected override loadItem(client: SiteClient, slug: string, call: CallOptions) {
    return client.product(slug, call);
  }

  protected override jsonLd() {
    return import('../../internal/json-ld.js');
  }

  protected override structuredItems(product: Product | undefined, b: Builders) {
    // No slug: the request resolved with nothing (the not-found state).
    return product ? [b.productData(product, this.site, undefined, plainText(this.text(product, 'shortContent')))] : [];
  }

  /** The variant shown: the visitor's choice, else the first. */
  #chosen(product: Product, variants: ProductVariant[]): number {
    const index = this.#choice?.slug === product.slug ? this.#choice.index : 0;
    return index < variants.length ? index : 0;
  }

  #choose(product: Product, variants: ProductVariant[], index: number): void {
    const variant = variants[index];
    if (this.dispatchEvent(new SiteSelectEvent({kind: 'variant', value: String(variant.id ?? index), item: variant}))) {
      this.#choice = {slug: product.slug, index};
      this.requestUpdate();
    } else {
      // Cancelled: the radio button of the variant shown is checked again.
      this.renderRoot.querySelectorAll<HTMLInputElement>('[part~="variant"] input')[this.#chosen(product, variants)].checked = true;
    }
  }

  protected override renderContent(product: Product): unknown {
    const {locale, currency, mediaBase, embedHosts} = this.site ?? {};
    const t = this.t;
    const title = this.text(product) ?? product.slug;
    // The first 100 (an answer of 10 000 is no choice a visitor can make, and no frozen tab).
    const variants = (Array.isArray(product.variants) ? product.variants.slice(0, 100) : []).filter((v) => v && typeof v == 'object');
    const index = this.#chosen(product, variants);
    const variant = variants[index];
    const type = (v?: ProductVariant) => (typeof v?.productType?.type == 'string' ? v.productType.type : undefined);
    const price = priceOf(locale, variant, currency, t.free);
    const buy = safeUrl(variant?.externalLink);
    const own = this.noImage ? nothing : image(variant?.image, mediaBase);
    const picture = this.noImage || own !== nothing ? own : image(product.image, mediaBase);
    const released = toDate(variant?.publicationDate ?? variants[0]?.publicationDate);
    const artists = artistsOf(product);
    const tags = tagsOf(product.tags);
    const author = typeof product.author == 'string' && product.author;
    return html`<article part="product">
      ${picture}${this.titleHeading('title', title)}${author ? html`<p part="author">${author}</p>` : nothing}${
        artists.length
          ? html`<ul part="artists" aria-label=${t.artists}>
              ${artists.map(
                (p) => html`<li part="artist">${link(fillTemplate(this.profileHref, {slug: p.slug}), 'profile-link', this.text(p) ?? p.slug)}</li>`,
              )}
            </ul>`
          : nothing
      }${
        released
          ? html`<p part="released">${t.released} <time
                datetime=${dateFormatter({locale: 'en', timeZone: this.dateContext.timeZone}, YEAR).format(released)}
              >${dateFormatter(this.dateContext, YEAR).format(released)}</time></p>`
          : nothing
      }${
        variants.length > 1
          ? html`<fieldset part="variants">
              <legend part="variants-label">${t.version}</legend>
              ${variants.map(
                (v, i) => html`<label part="variant"><input
                    type="radio"
                    name="variant"
                    .checked=${i === index}
                    @change=${() => this.#choose(product, variants, i)}
                  /> ${[type(v), priceOf(locale, v, currency, t.free)].filter(Boolean).join(' · ') || t.option(i + 1, locale)}</label>`,
              )}
            </fieldset>`
          : nothing
      }${price ? html`<p part="price">${price}</p>` : nothing}${
        buy
          ? html`<p>${link(buy, 'buy', t.buy, `${t.buy}: ${title}${variants.length > 1 && type(variant) ? ` (${type(variant)})` : ''}`)}</p>`
          : nothing
      }${body(...this.bodyOf(product), {headingOffset: this.offset + 1, mediaBase, embedHosts})}${
        tags.length
          ? html`<ul part="tags" aria-label=${t.tags}>
              ${tags.map((tag) => html`<li part="tag">${link(fillTemplate(this.tagHref, {id: tag.id}), 'tag-link', tag.title)}</li>`)}
            </ul>`
          : nothing
      }
    </article>`;
  }
}

define('site-product', SiteProduct);

declare global {
  interface HTMLElementTagNameMap {
    'site-product': SiteProduct;
  }
}
