import {html, nothing, type PropertyDeclarations} from 'lit';
import type {CallOptions, Product, SiteClient} from '../../api/client.js';
import {numberIn} from '../../internal/attributes.js';
import {SiteListElement, type ListAnswer, type ListQuery} from '../../internal/site-list-element.js';
import {define} from '../../internal/define.js';
import {lowestPrice} from '../../render/money.js';
import {heading} from '../../render/heading.js';
import {image} from '../../render/image.js';
import {link} from '../../render/link.js';
import {fillTemplate} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {cardSkeleton} from '../../styles/cards.js';
import {styles} from './site-products.styles.js';

import {words as WORDS} from './site-products.words.js';

/** The list's query: a tag id (`/products` only), the artist whose products they are, and `featured` (theirs only). */
type Query = {tags?: string; profile?: string; featured?: 'true'};

/**
 * A list of the site's products (records, merchandise, passes): image,
 * title and author, and the price from the product's variants in the
 * active locale (a variant's currency, else the site's): the one price when
 * every variant costs the same, else "from" the lowest; a negative price is
 * "Free", 0 shows no price. A "more" button appends the next page.
 *
 * Endpoints: `GET /products` (`tags`, `limit`, `page`), or with `profile`
 * `GET /profiles/{slug}/products` (`featured` as the string `'true'`,
 * `limit`, `page`; this endpoint takes no tags, so `tag` is not sent there).
 *
 * **Template fields** (for a `<template>` child, see the README's "Templates"): `title` (text: the localized title, else the slug), `slug`, `url` (the `href` template filled), `price` (the lowest price across the variants, "from €12" or "Free", as the element shows it), `author`, `featured` (a flag, for `data-site-if`), `image` (forms `src`, `alt`, `width`, `height`; bound as `data-site-src` on an `<img>` it also sets the size and lazy loading), `excerpt` (plain text of at most 200 characters: the short text, else the body), `tags` (their titles, "Vinyl, Jazz"), `artists` (the artists' names).
 *
 * @summary A list of products for the whole site or one artist.
 * @tag site-products
 * @attr {'grid' | 'list' | 'compact'} layout - How the products are laid out (with `site-widgets.css` in the page for `list` and `compact`): `grid`, the default cards; `list`, one a row with its image at the start (`--site-list-image-width`); `compact`, one line each (title, author, price; no image).
 * @attr {'dark' | 'light'} theme - That colour scheme whatever the page's (with `site-widgets.css` in the page), on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 * @attr {string} url-key - Keeps the list's view in the page's address under this name: `tag` (chosen in `<site-tags for>`) and how many pages "More" has shown (`?NAME.tag=…&NAME.pages=3`), so that a reload, Back and Forward and a shared address show it again. A filter replaces the history entry, each page of "More" adds one.
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot empty - Replaces the default empty text ("No products").
 * @slot not-found - Replaces the default text when the `profile` is unknown.
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires {{count: number}} site-load - The products are shown `detail: {count}`.
 * @fires {{error: Error; status: number; url?: string}} site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart list - The `<ul>` of products.
 * @csspart item - One product's `<li>`.
 * @csspart image - The product's image.
 * @csspart title - The product's heading.
 * @csspart link - The link around the title (with `href`).
 * @csspart author - The product's author (a record's artist, a book's writer), as the service gives it.
 * @csspart price - The price: one, "from" the lowest of the variants, or "Free".
 * @csspart more - The "more products" button.
 * @csspart state - Every default state message (with `loading`, `empty`, `not-found` or `error`).
 * @csspart skeleton - The loading placeholder list.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-font-family=inherit] - Font of the element.
 * @cssprop [--site-color-text=inherit] - Text colour.
 * @cssprop [--site-color-muted=#595959] - Colour of authors and state messages.
 * @cssprop [--site-color-accent=#1d4ed8] - Links and buttons.
 * @cssprop [--site-color-link=var(--site-color-accent)] - Link colour.
 * @cssprop [--site-color-border=#d4d4d8] - Outline of each card.
 * @cssprop [--site-color-skeleton=#e4e4e7] - Loading placeholder colour.
 * @cssprop [--site-color-error=#b91c1c] - Error text colour.
 * @cssprop [--site-radius=0.5rem] - Corner radius of cards, images, buttons and placeholders.
 * @cssprop [--site-space=1rem] - Base spacing.
 * @cssprop [--site-skeleton-item-height=8.5rem] - Height of the text below each placeholder card's square image (9rem with `site-widgets.css`: a title of three lines).
 * @cssprop [--site-products-columns=repeat(auto-fill, minmax(12rem, 1fr))] - Grid columns of the cards.
 * @cssprop [--site-products-gap=var(--site-space)] - Space between cards.
 * @cssprop [--site-products-item-padding=0.75rem] - Padding of one card.
 * @cssprop [--site-products-item-background=transparent] - Background of one card.
 * @cssprop [--site-products-title-size=1.125rem] - Font size of titles.
 * @cssprop [--site-products-price-weight=600] - Font weight of prices.
 * @cssprop [--site-reserve] - The height the element takes while it loads. When its content, an empty state or an error comes, what they do not fill is given back: at once out of view and below the window, in view but for one item's height (a detail's "not found" and error take their own height, a list's error keeps it in view). Default: its skeleton's, which `site-widgets.css` reserves before the script runs.
 * @cssprop [--site-list-image-width=6rem] - Width of the image in `layout="list"`.
 * @cssprop [--site-color-background=#fff] - The surface of an element with `theme` (#18181b in the dark theme).
 * @cssprop [--site-theme-padding=1rem] - The room around an element's content with `theme`.
 */
export class SiteProducts extends SiteListElement<Query, Product> {
  static override styles = [hostStyles, cardSkeleton, styles];

  static override properties: PropertyDeclarations = {
    profile: {},
    tag: {},
    featured: {type: Boolean},
    headingLevel: {attribute: 'heading-level', converter: numberIn(2, 6, 3)},
    noImage: {attribute: 'no-image', type: Boolean},
  };

  /** Only this artist's products (profile slug), through `/profiles/{slug}/products`. */
  declare profile?: string;

  /** Only products with this tag: a tag id (as `<site-tags>` sets it), sent as `tags`. Not with `profile`: that endpoint has no tags. */
  declare tag?: string;

  /** Only the artist's featured products (with `profile`; sent as `featured=true`). `/products` has no such filter. */
  declare featured?: boolean;

  /** Level of each product's heading, 2–6 (default 3). */
  declare headingLevel?: number;

  /** Hides the products' images. */
  declare noImage?: boolean;

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  protected override listQuery(): Query {
    return this.profile ? {profile: this.profile, featured: this.featured ? 'true' : undefined} : {tags: this.tag};
  }

  protected override loadPage(client: SiteClient, {profile, ...query}: ListQuery<Query> & {page: number}, call: CallOptions): Promise<ListAnswer<Product>> {
    return profile ? client.profileProducts(profile, query, call) : client.products(query, call);
  }

  protected override emptyText(): string {
    return this.t.noProducts;
  }

  protected override moreText(): string {
    return this.t.moreProducts;
  }

  protected override renderItems(products: Product[]): unknown {
    const level = this.headingLevel ?? 3;
    const {locale, currency, mediaBase} = this.site ?? {};
    const t = this.t;
    return html`<ul part="list" role="list">
      ${this.each(products, (p) => {
        const price = lowestPrice(locale, p.variants, currency, t.free, t.from);
        return html`<li part="item">
          ${this.noImage ? nothing : image(p.image, mediaBase)}${
            heading(level, 'title', link(fillTemplate(this.href, {slug: p.slug}), 'link', this.text(p) ?? p.slug))
          }${typeof p.author == 'string' && p.author ? html`<p part="author">${p.author}</p>` : nothing}${
            price ? html`<p part="price">${price}</p>` : nothing
          }
        </li>`;
      })}
    </ul>`;
  }
}

define('site-products', SiteProducts);

declare global {
  interface HTMLElementTagNameMap {
    'site-products': SiteProducts;
  }
}
