import {html, nothing, type PropertyDeclarations} from 'lit';
import type {CallOptions, Page, SiteClient} from '../../api/client.js';
import {SiteItemElement} from '../../internal/site-item-element.js';
import {define} from '../../internal/define.js';
import {body} from '../../render/body.js';
import {LONG_DATE, dateFormatter, toDate} from '../../render/format.js';
import {linkPageLink} from '../../render/link-page.js';
import {hostStyles} from '../../styles/host.js';
import {contentStyles} from '../../styles/content.js';
import {styles} from './site-page.styles.js';
import {words as WORDS} from './site-page.words.js';

/**
 * One published page: its title, its date when it has one (a news page),
 * and its body: the TipTap tree (`contentJSON`, rendered with templates,
 * never as HTML, embeds loaded only when the visitor asks) or, when it has
 * none, its Markdown `content`, sanitized. A page of type `LINK` shows a
 * link to its `linkUrl`, in a new tab (said to screen readers) when
 * `openInNewTab`, as `<site-pages>` links it. A page of type `NEWSLIST`, or
 * `NEWS` without a date (a post has one), is the site's news landing page,
 * as Venue CMS sites show it: the news feed comes below its body, ten posts
 * linked by `news-href` (part `news`, a `<site-news>`: its custom
 * properties apply). With a `<template>` there is no feed: put your own
 * `<site-news>` in the page. The service's pages carry no list of
 * sub-pages: a navigation of the pages is `<site-pages>`.
 *
 * Reads `GET /pages/{slug}`.
 *
 * **Template fields** (for a `<template>` child, see the README's "Templates"): `title` (text: the localized title, else the slug), `slug`, `date` (a news page's date; forms `date` ("25 November 2026"), `short` ("25 Nov 2026"), `time` ("20:00"), `day`, `weekday`, `month`, `year` and `datetime` (the ISO value, for `<time datetime>`)), `type` (`CONTENT`, `NEWS`, `NEWSLIST` or `LINK`), `link` (a `LINK` page's URL), `link-text` (the words of the element's link to it, "Go to Tickets"), `new-tab` (a flag: the `LINK` page opens in a new tab; say so in the link's text, a template sets no `target`), `excerpt` (plain text of at most 200 characters: the short text, else the body), `image` (forms `src`, `alt`, `width`, `height`; bound as `data-site-src` on an `<img>` it also sets the size and lazy loading), `tags` (their titles), `content` (the body, its TipTap tree else its Markdown, sanitized as the element shows it).
 *
 * @summary One page with its content tree.
 * @tag site-page
 * @attr {'dark' | 'light'} theme - That colour scheme whatever the page's (with `site-widgets.css` in the page), on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot not-found - Replaces the default text for an unknown or missing slug.
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires {{count: number}} site-load - The page is shown. `detail: {count: 1}`. A news landing page's feed fires its own.
 * @fires {{error: Error; status: number; url?: string}} site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart page - The `<article>` around everything.
 * @csspart title - The page's title heading.
 * @csspart content - The page's content; its font and colour are inherited.
 * @csspart heading - Each heading inside a content tree.
 * @csspart date - The page's date (news pages).
 * @csspart link - A `LINK` page's link to its URL (`target="_blank"` when the page's `openInNewTab`).
 * @csspart news - A news landing page's feed, a `<site-news>` (set its `--site-news-*` properties here).
 * @csspart state - Every default state message (with `loading`, `not-found` or `error`).
 * @csspart skeleton - The loading placeholder.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-page-title-size=2rem] - Font size of the title.
 * @cssprop [--site-content-line-height=1.6] - Line height of the content.
 * @cssprop [--site-heading-font-family=inherit] - Font of content headings.
 * @cssprop [--site-code-font-family=ui-monospace, monospace] - Font of code.
 * @cssprop [--site-code-background=#f4f4f5] - Background of code blocks.
 * @cssprop [--site-content-image-radius=var(--site-radius)] - Corner radius of content images.
 * @cssprop [--site-content-quote-border=var(--site-color-border)] - Left rule of block quotes.
 * @cssprop [--site-content-quote-color=inherit] - Text colour of block quotes.
 * @cssprop [--site-color-accent=#1d4ed8] - Links and buttons.
 * @cssprop [--site-color-border=#d4d4d8] - Rules and table borders.
 * @cssprop [--site-color-muted=#595959] - Captions and state texts.
 * @cssprop [--site-reserve] - The height the element takes while it loads. When its content, an empty state or an error comes, what they do not fill is given back: at once out of view and below the window, in view but for one item's height (a detail's "not found" and error take their own height, a list's error keeps it in view). Default: its skeleton's, which `site-widgets.css` reserves before the script runs.
 * @cssprop [--site-color-background=#fff] - The surface of an element with `theme` (#18181b in the dark theme).
 * @cssprop [--site-theme-padding=1rem] - The room around an element's content with `theme`.
 */
export class SitePage extends SiteItemElement<Page> {
  static override styles = [hostStyles, contentStyles, styles];
  static override properties: PropertyDeclarations = {newsHref: {attribute: 'news-href'}};

  /**
   * On a news landing page, the link of each post in its feed, with
   * `{slug}` (`<site-news>`'s `href`, "/news/{slug}"); without it the posts'
   * titles are not links.
   */
  declare newsHref?: string;

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  protected override async loadItem(client: SiteClient, slug: string, call: CallOptions) {
    const page = await client.page(slug, call);
    // A news landing page shows whole: its feed's code comes before it (the feed shows its skeleton, then its posts).
    if (landing(page)) await import('../site-news/site-news.js').catch(() => undefined);
    return page;
  }

  protected override skeletonRows(): number {
    return 4;
  }

  protected override renderContent(page: Page): unknown {
    const site = this.site;
    const title = this.text(page) ?? page.slug;
    const when = typeof page.date == 'string' ? page.date : undefined;
    const date = toDate(when);
    // A LINK page's link, as <site-pages> makes it.
    const link = page.type == 'LINK' && linkPageLink(page, 'link', this.t.visit(title), this.t.newTab);
    const out = link
      ? html`<p>${link}</p>`
      : landing(page)
        ? html`<site-news part="news" href=${this.newsHref ?? nothing} heading-level=${2 + this.offset}></site-news>`
        : nothing;
    return html`<article part="page">
      ${this.titleHeading('title', title)}${
        date
          ? html`<p><time part="date" datetime=${when!}>${dateFormatter(this.dateContext, LONG_DATE).format(date)}</time></p>`
          : nothing
      }${body(...this.bodyOf(page), {headingOffset: this.offset, mediaBase: site?.mediaBase, embedHosts: site?.embedHosts})}${out}
    </article>`;
  }
}

/**
 * A news landing page: Venue CMS sites show the news feed on a page of type
 * NEWSLIST or NEWS. A news post fetched as a page has a date (the demo's
 * posts are of type NEWS): it is a post, not a landing page. A NEWSLIST page
 * is one whatever its date.
 */
const landing = (page?: Page) => page?.type == 'NEWSLIST' || (page?.type == 'NEWS' && !page.date);

define('site-page', SitePage);

declare global {
  interface HTMLElementTagNameMap {
    'site-page': SitePage;
  }
}
