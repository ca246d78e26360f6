import {html, nothing, type PropertyDeclarations} from 'lit';
import {localized, type CallOptions, type LocaleQuery, type Product, type SiteClient} from '../../api/client.js';
import {SiteItemElement} from '../../internal/site-item-element.js';
import type {StructuredData} from '../../internal/site-data-element.js';
import {define} from '../../internal/define.js';
import {formatMoney} from '../../render/money.js';
import {image} from '../../render/image.js';
import {link} from '../../render/link.js';
import {richHTML} from '../../render/rich-html.js';
import {fillTemplate, safeUrl} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {contentStyles} from '../../styles/content.js';
import {styles} from './site-product.styles.js';

import {words as WORDS} from './site-product.words.js';

/** Availability → the word of its badge. */
const BADGES = {in_stock: 'inStock', sold_out: 'soldout', preorder: 'preorder'} as const;

/**
 * One product in full: its image and gallery, title, price in the active
 * locale and the product's currency (else the site's), availability, its
 * sanitized description, a link to buy it, the artist and its tags.
 *
 * @summary One product with its images, price and a buy link.
 * @tag site-product
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot not-found - Replaces the default text for an unknown or missing slug.
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires site-load - The product is shown (and its schema.org Product JSON-LD added to the document head). `detail: {count: 1}`.
 * @fires site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart product - The `<article>` around everything.
 * @csspart image - The product's main image.
 * @csspart gallery - The list of further images.
 * @csspart gallery-image - One further image.
 * @csspart title - The product's title heading.
 * @csspart artist - The line naming the artist.
 * @csspart artist-link - The link to the artist (with `profile-href`).
 * @csspart price - The formatted price.
 * @csspart badge - The availability badge: in stock, sold out or pre-order.
 * @csspart buy - The link to buy the product (absent when it is sold out or has no safe URL).
 * @csspart content - The product's sanitized description; its font and colour are inherited.
 * @csspart tags - The list of tags.
 * @csspart tag - One tag.
 * @csspart tag-link - One tag's link (with `tag-href`).
 * @csspart state - Every default state message (with `loading`, `not-found` or `error`).
 * @csspart skeleton - The loading placeholder.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-font-family=inherit] - Font of the element.
 * @cssprop [--site-color-text=inherit] - Text colour.
 * @cssprop [--site-color-accent=#1d4ed8] - Links, and the buy button's background.
 * @cssprop [--site-color-muted=#595959] - The artist line and state texts.
 * @cssprop [--site-color-border=#d4d4d8] - Tag outlines.
 * @cssprop [--site-radius=0.5rem] - Corner radius of images and the buy button.
 * @cssprop [--site-space=1rem] - Base spacing.
 * @cssprop [--site-content-line-height=1.6] - Line height of the description.
 * @cssprop [--site-heading-font-family=inherit] - Font of the description's headings.
 * @cssprop [--site-product-title-size=2rem] - Font size of the title.
 * @cssprop [--site-product-price-size=1.5rem] - Font size of the price.
 * @cssprop [--site-product-gallery-size=6rem] - Width of one gallery image.
 * @cssprop [--site-product-badge-background=#e0f2fe] - Availability badge background.
 * @cssprop [--site-product-badge-color=#0c4a6e] - Availability badge text colour.
 * @cssprop [--site-product-buy-color=#fff] - Text colour of the buy link.
 */
export class SiteProduct extends SiteItemElement<Product> {
  static override styles = [hostStyles, contentStyles, styles];

  static override properties: PropertyDeclarations = {
    noImage: {attribute: 'no-image', type: Boolean},
    profileHref: {attribute: 'profile-href'},
    tagHref: {attribute: 'tag-href'},
  };

  /** Hides the product's images. */
  declare noImage?: boolean;

  /** Link template for the artist, e.g. `/artist.html?slug={slug}`; the name is plain text without it. */
  declare profileHref?: string;

  /** Link template for each tag, e.g. `/shop.html?tag={slug}`; tags are plain text without it. */
  declare tagHref?: string;

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  protected override loadItem(client: SiteClient, slug: string, query: LocaleQuery, call: CallOptions) {
    return client.product(slug, query, call);
  }

  protected override structuredItems(product: Product | undefined, sd: StructuredData) {
    // No slug: the request resolved with nothing (the not-found state).
    if (!product) return [];
    const {locale, defaultLocale, currency} = this.site ?? {};
    const title = localized(product, 'title', locale, defaultLocale) ?? product.slug;
    return [sd.productData({...product, excerpt: localized(product, 'excerpt', locale, defaultLocale)}, title, currency)];
  }

  protected override renderContent(product: Product): unknown {
    const {locale, defaultLocale, currency} = this.site ?? {};
    const t = this.t;
    const offset = this.offset;
    const title = localized(product, 'title', locale, defaultLocale) ?? product.slug;
    const price = formatMoney(locale, product.price?.amount, product.price?.currency ?? currency);
    const availability = product.availability as keyof typeof BADGES | null | undefined;
    const badge = availability && BADGES[availability];
    const buyUrl = availability === 'sold_out' ? undefined : safeUrl(product.url);
    const artist = product.profile;
    const tags = product.tags?.length
      ? html`<ul part="tags" aria-label=${t.tags}>
          ${product.tags.map((tag) => html`<li part="tag">${link(fillTemplate(this.tagHref, {slug: tag.slug}), 'tag-link', tag.name)}</li>`)}
        </ul>`
      : nothing;
    // prettier-ignore
    return html`<article part="product" class=${badge ? availability! : nothing}>${this.noImage ? nothing : this.#renderImages(product)}${this.titleHeading('title', title)}${artist?.name ? html`<p part="artist">${link(fillTemplate(this.profileHref, {slug: artist.slug}), 'artist-link', artist.name)}</p>` : nothing}${price ? html`<p part="price">${price}</p>` : nothing}${badge ? html`<p><span part="badge">${t[badge]}</span></p>` : nothing}${buyUrl ? html`<p>${link(buyUrl, 'buy', t.buy, `${t.buy}: ${title}`)}</p>` : nothing}<div part="content" ${richHTML(localized<string>(product, 'content', locale, defaultLocale), {headingOffset: offset + 1})}></div>${tags}</article>`;
  }

  /** The main image (else the gallery's first), then the gallery's other images. */
  #renderImages(product: Product) {
    const gallery = (Array.isArray(product.images) ? product.images : []).filter((img) => safeUrl(img?.url));
    const main = safeUrl(product.image?.url) ? product.image : gallery[0];
    const rest = gallery.filter((img) => img !== main && img.url !== main?.url);
    // prettier-ignore
    return html`${image(main)}${rest.length ? html`<ul part="gallery" role="list">${rest.map((img) => html`<li>${image(img, 'gallery-image')}</li>`)}</ul>` : nothing}`;
  }
}

define('site-product', SiteProduct);

declare global {
  interface HTMLElementTagNameMap {
    'site-product': SiteProduct;
  }
}
