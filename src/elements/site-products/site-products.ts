import {html, nothing, type PropertyDeclarations} from 'lit';
import {localized, type CallOptions, type Product, type SiteClient} from '../../api/client.js';
import {numberIn} from '../../internal/attributes.js';
import {SiteListElement, type ListAnswer, type ListPage, type ListQuery} from '../../internal/site-list-element.js';
import type {StructuredData} from '../../internal/site-data-element.js';
import {define} from '../../internal/define.js';
import {formatMoney} from '../../render/money.js';
import {heading} from '../../render/heading.js';
import {image} from '../../render/image.js';
import {link} from '../../render/link.js';
import {fillTemplate} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {styles} from './site-products.styles.js';

import {words as WORDS} from './site-products.words.js';

/** Availability → the word of its badge. */
const BADGES = {in_stock: 'inStock', sold_out: 'soldout', preorder: 'preorder'} as const;

/** The list's query: a tag, and the artist whose products they are. */
type Query = {tag?: string; profile?: string};

/**
 * A list of the site's products (merchandise, records, passes): image,
 * title, price in the active locale and the product's currency (else the
 * site's), and an availability badge, with a "more" button that appends the
 * next page.
 *
 * @summary A list of products for the whole site or one artist.
 * @tag site-products
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot empty - Replaces the default empty text ("No products").
 * @slot not-found - Replaces the default text when the `profile` is unknown.
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires site-load - The products are shown (and their schema.org Product JSON-LD added to the document head). `detail: {count}`.
 * @fires site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart list - The `<ul>` of products.
 * @csspart item - One product's `<li>`; also carries the class of its availability (`in_stock`, `sold_out`, `preorder`).
 * @csspart image - The product's image.
 * @csspart title - The product's heading.
 * @csspart link - The link around the title (with `href`).
 * @csspart price - The formatted price.
 * @csspart badge - The availability badge: in stock, sold out or pre-order.
 * @csspart more - The "more products" button.
 * @csspart state - Every default state message (with `loading`, `empty`, `not-found` or `error`).
 * @csspart skeleton - The loading placeholder list.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-font-family=inherit] - Font of the element.
 * @cssprop [--site-color-text=inherit] - Text colour.
 * @cssprop [--site-color-muted=#595959] - Colour of state messages.
 * @cssprop [--site-color-accent=#1d4ed8] - Links and buttons.
 * @cssprop [--site-color-link=var(--site-color-accent)] - Link colour.
 * @cssprop [--site-color-border=#d4d4d8] - Outline of each card.
 * @cssprop [--site-color-skeleton=#e4e4e7] - Loading placeholder colour.
 * @cssprop [--site-color-error=#b91c1c] - Error text colour.
 * @cssprop [--site-radius=0.5rem] - Corner radius of cards, images, buttons and placeholders.
 * @cssprop [--site-space=1rem] - Base spacing.
 * @cssprop [--site-skeleton-item-height=4.5rem] - Height of one placeholder row.
 * @cssprop [--site-products-columns=repeat(auto-fill, minmax(12rem, 1fr))] - Grid columns of the cards.
 * @cssprop [--site-products-gap=var(--site-space)] - Space between cards.
 * @cssprop [--site-products-item-padding=0.75rem] - Padding of one card.
 * @cssprop [--site-products-item-background=transparent] - Background of one card.
 * @cssprop [--site-products-title-size=1.125rem] - Font size of titles.
 * @cssprop [--site-products-price-weight=600] - Font weight of prices.
 * @cssprop [--site-products-badge-background=#e0f2fe] - Availability badge background.
 * @cssprop [--site-products-badge-color=#0c4a6e] - Availability badge text colour.
 * @cssprop [--site-products-soldout-background=#f4f4f5] - Badge background of sold-out products.
 * @cssprop [--site-products-soldout-color=#3f3f46] - Badge text colour of sold-out products.
 */
export class SiteProducts extends SiteListElement<Query, Product> {
  static override styles = [hostStyles, styles];

  static override properties: PropertyDeclarations = {
    profile: {},
    tag: {},
    headingLevel: {attribute: 'heading-level', converter: numberIn(2, 6, 3)},
    noImage: {attribute: 'no-image', type: Boolean},
  };

  /** Only this artist's products (profile slug), through `/profiles/{slug}/products`. */
  declare profile?: string;

  /** Only products with this tag (slug). */
  declare tag?: string;

  /** Level of each product's heading, 2–6 (default 3). */
  declare headingLevel?: number;

  /** Hides the products' images. */
  declare noImage?: boolean;

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  protected override listQuery(): Query {
    return {tag: this.tag || undefined, profile: this.profile || undefined};
  }

  protected override loadPage(client: SiteClient, {profile, ...query}: ListQuery<Query> & {page: number}, call: CallOptions): Promise<ListAnswer<Product>> {
    return profile ? client.profileProducts(profile, query, call) : client.products(query, call);
  }

  protected override structuredItems({items}: ListPage<Product>, sd: StructuredData) {
    const {locale, defaultLocale, currency} = this.site ?? {};
    return items.map((p) => sd.productData(p, localized(p, 'title', locale, defaultLocale) ?? p.slug, currency, fillTemplate(this.href, {slug: p.slug})));
  }

  protected override emptyText(): string {
    return this.t.noProducts;
  }

  protected override moreText(): string {
    return this.t.moreProducts;
  }

  protected override renderItems(products: Product[]): unknown {
    const level = this.headingLevel ?? 3;
    return html`<ul part="list" role="list">
      ${products.map((product) => this.#renderProduct(product, level))}
    </ul>`;
  }

  #renderProduct(product: Product, level: number) {
    const {locale, defaultLocale, currency} = this.site ?? {};
    const title = localized(product, 'title', locale, defaultLocale) ?? product.slug;
    const price = formatMoney(locale, product.price?.amount, product.price?.currency ?? currency);
    const availability = product.availability as keyof typeof BADGES | null | undefined;
    const badge = availability && BADGES[availability];
    // prettier-ignore
    return html`<li part="item" class=${badge ? availability! : nothing}>${this.noImage ? nothing : image(product.image)}${heading(level, 'title', link(fillTemplate(this.href, {slug: product.slug}), 'link', title))}${price ? html`<p part="price">${price}</p>` : nothing}${badge ? html`<span part="badge">${this.t[badge]}</span>` : nothing}</li>`;
  }
}

define('site-products', SiteProducts);

declare global {
  interface HTMLElementTagNameMap {
    'site-products': SiteProducts;
  }
}
