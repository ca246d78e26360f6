import {html, nothing, type PropertyDeclarations, type TemplateResult} from 'lit';
import {type CallOptions, type Page, type SiteClient} from '../../api/client.js';
import {linkPageLink} from '../../render/link-page.js';
import {allPages} from '../../internal/all-pages.js';
import {SiteDataElement} from '../../internal/site-data-element.js';
import {UrlWatcher} from '../../internal/url-watcher.js';
import {define} from '../../internal/define.js';
import {fillTemplate} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {styles} from './site-pages.styles.js';

import {words as WORDS} from './site-pages.words.js';

/**
 * The site's published pages as a navigation: nested lists built from each
 * page's `parentId` (a root page has none), siblings in their `order`, each
 * page a link, the current one marked `aria-current="page"`. A page of type
 * `LINK` links to its `linkUrl` (in a new tab, said to screen readers, when
 * `openInNewTab`); every other type (`CONTENT`, `NEWS`, `NEWSLIST`, or one the
 * kit does not know) links through `href`. The current page is `current`,
 * else the page URL's `?slug=` (the parameter named by `slug-param`), read
 * again on history navigation.
 *
 * Reads every page of `GET /pages` (100 a request, pages from 0), with
 * `featured` when set.
 *
 * **Template fields** (for a `<template>` child, see the README's "Templates"): one item per page, in the navigation's order (each page, then its sub-pages), a flat list: `title` (text: the localized title, else the slug), `slug`, `url` (a `LINK` page's own URL, else the `href` template filled), `current` (`page` for the current page, none for the others: `data-site-aria-current="current"`), `depth` (0 for a top page, 1 under it, …: `data-site-data-depth="depth"` for your CSS), `parent` (the parent page's title; none for a top page), `external` (a flag: a `LINK` page), `new-tab` (a flag: a `LINK` page that opens in a new tab; say so in the item's text, a template sets no `target`), `type` (`CONTENT`, `NEWS`, `NEWSLIST` or `LINK`), `featured` (a flag). With a template the element renders no `<nav>`: put it in your own.
 *
 * @summary A navigation of the site's pages, nested by parent.
 * @tag site-pages
 * @attr {'list' | 'grid' | 'compact'} layout - How the navigation is laid out (with `site-widgets.css` in the page): `list`, the default; `grid`, a column per top page with its sub-pages below it; `compact`, the top pages on one wrapping line without their sub-pages (a footer's links).
 * @attr {'dark' | 'light'} theme - That colour scheme whatever the page's (with `site-widgets.css` in the page), on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot empty - Replaces the default empty text ("No pages").
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires {{count: number}} site-load - The pages are shown. `detail: {count}` (every page, nested ones included).
 * @fires {{error: Error; status: number; url?: string}} site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart nav - The `<nav>` around the lists.
 * @csspart list - Every `<ul>`, the top one and the nested ones.
 * @csspart sublist - A nested `<ul>` of sub-pages.
 * @csspart item - One page's `<li>`.
 * @csspart link - One page's link.
 * @csspart current - The current page's link (beside `link`).
 * @csspart external - A `LINK` page's link (beside `link`).
 * @csspart state - Every default state message (with `loading`, `empty` or `error`).
 * @csspart skeleton - The loading placeholder list.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-font-family=inherit] - Font of the element.
 * @cssprop [--site-color-text=inherit] - Text colour.
 * @cssprop [--site-color-muted=#595959] - Colour of state texts.
 * @cssprop [--site-color-accent=#1d4ed8] - Links.
 * @cssprop [--site-color-link=var(--site-color-accent)] - Link colour.
 * @cssprop [--site-color-skeleton=#e4e4e7] - Loading placeholder colour.
 * @cssprop [--site-color-error=#b91c1c] - Error text colour.
 * @cssprop [--site-skeleton-item-height=1.5rem] - Height of one placeholder row.
 * @cssprop [--site-pages-indent=1.25rem] - Indent of each nested level.
 * @cssprop [--site-pages-gap=0.25rem] - Space between pages.
 * @cssprop [--site-pages-current-weight=700] - Font weight of the current page.
 * @cssprop [--site-reserve] - The height the element takes while it loads. When its content, an empty state or an error comes, what they do not fill is given back: at once out of view and below the window, in view but for one item's height (a detail's "not found" and error take their own height, a list's error keeps it in view). Default: its skeleton's, which `site-widgets.css` reserves before the script runs.
 * @cssprop [--site-grid-column=15rem] - The narrowest column of `layout="grid"`.
 * @cssprop [--site-color-background=#fff] - The surface of an element with `theme` (#18181b in the dark theme).
 * @cssprop [--site-theme-padding=1rem] - The room around an element's content with `theme`.
 */
export class SitePages extends SiteDataElement<{limit: number; featured?: boolean}, Page[]> {
  static override styles = [hostStyles, styles];


  static override properties: PropertyDeclarations = {
    href: {},
    current: {},
    slugParam: {attribute: 'slug-param'},
    label: {},
    featured: {type: Boolean},
  };

  /** Link template for each page (default `?slug={slug}`, with the `slug-param` name). */
  declare href?: string;

  /** Slug of the current page. Without it, it is read from the page URL. */
  declare current?: string;

  /** Name of the page URL's query parameter that holds the current slug when `current` is not set (default `slug`). */
  declare slugParam?: string;

  /** Accessible name of the navigation (default "Pages"); give each navigation of a page its own. */
  declare label?: string;

  /** Only featured pages (`featured=true`). */
  declare featured?: boolean;


  protected override get t() {
    return {...WORDS, ...super.t};
  }

  constructor() {
    super();
    // The current page may come from the URL: follow history navigation.
    new UrlWatcher(this);
  }

  protected override query(): {limit: number; featured?: boolean} {
    // Not paged for the visitor: every page, a hundred a request.
    return {limit: 100, featured: this.featured || undefined};
  }

  protected override load(client: SiteClient, query: {limit: number; featured?: boolean}, call: CallOptions): Promise<Page[]> {
    return allPages(this, (q, page, c) => client.pages({...q, page}, c), query, call);
  }



  protected override emptyText(): string {
    return this.t.noPages;
  }

  protected override skeletonRows(): number {
    return 12;
  }



  /**
   * The navigation's levels, each page once: `level(parent, depth)` gives
   * the pages under `parent` (the top pages without one) in their `order`; a
   * parent not in the list, or a loop of parents, makes a top page; nothing
   * deeper than 8 levels. A template's entries follow the same
   * (src/template/fields/pages.ts).
   */
  protected levels(pages: Page[]): (parent: Page | undefined, depth: number) => Page[] {
    const byId = new Map(pages.map((p) => [p.id, p]));
    // A page's parent: its parentId when that page is in the list, and when
    // following parents never comes back to it (a loop shows as roots).
    const parentOf = (page: Page) => {
      const parent = page.parentId ? byId.get(page.parentId) : undefined;
      for (let p = parent, n = 0; p && n < 50; p = p.parentId ? byId.get(p.parentId) : undefined, n++) if (p === page) return undefined;
      return parent;
    };
    const order = (p: Page) => (typeof p.order === 'number' ? p.order : Infinity);
    const sorted = pages.map((p, i) => ({p, i, parent: parentOf(p)})).sort((a, b) => order(a.p) - order(b.p) || a.i - b.i);
    const shown = new Set<Page>();
    return (parent, depth) => {
      const level = depth > 8 ? [] : sorted.filter((x) => x.parent === parent && !shown.has(x.p)).map((x) => x.p);
      level.forEach((p) => shown.add(p));
      return level;
    };
  }

  protected override renderContent(pages: Page[]): unknown {
    const param = this.slugParam || 'slug';
    const current = this.current || new URLSearchParams(location.search).get(param);
    const template = this.href || `?${param}={slug}`;
    const levels = this.levels(pages);
    const list = (parent: Page | undefined, depth: number): TemplateResult | typeof nothing => {
      const level = levels(parent, depth);
      if (!level.length) return nothing;
      return html`<ul part=${depth ? 'list sublist' : 'list'} role="list">
        ${level.map((p) => html`<li part="item">${this.#link(p, p.slug === current, template)}${list(p, depth + 1)}</li>`)}
      </ul>`;
    };
    return html`<nav part="nav" aria-label=${this.label || this.t.pages}>${list(undefined, 0)}</nav>`;
  }

  /** A page's link: a LINK page's own URL, else the href template. */
  #link(page: Page, here: boolean, template: string) {
    const title = this.text(page) ?? page.slug;
    if (page.type == 'LINK') return linkPageLink(page, 'link external', title, this.t.newTab) ?? html`<span part="link">${title}</span>`;
    return html`<a part=${here ? 'link current' : 'link'} href=${fillTemplate(template, {slug: page.slug}) ?? nothing} aria-current=${here ? 'page' : nothing}>${title}</a>`;
  }
}

define('site-pages', SitePages);

declare global {
  interface HTMLElementTagNameMap {
    'site-pages': SitePages;
  }
}
