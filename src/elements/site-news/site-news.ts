import {html, nothing, type PropertyDeclarations} from 'lit';
import type {CallOptions, Page, SiteClient} from '../../api/client.js';
import {numberIn, oneOf} from '../../internal/attributes.js';
import {SiteListElement, type ListAnswer, type ListQuery} from '../../internal/site-list-element.js';
import {define} from '../../internal/define.js';
import {LONG_DATE, dateFormatter, toDate} from '../../render/format.js';
import {heading} from '../../render/heading.js';
import {image} from '../../render/image.js';
import {link} from '../../render/link.js';
import {plainText} from '../../render/text.js';
import {fillTemplate} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {styles} from './site-news.styles.js';

const DIRS = ['asc', 'desc'] as const;

import {words as WORDS} from './site-news.words.js';

/** The list's named values: its filters. */
type Query = {dir: 'asc' | 'desc'; tag?: string; year?: number; featured?: boolean};

/**
 * A list of the site's published news and blog posts, newest first: title,
 * date, a plain-text excerpt (the short text, else the body without its
 * Markdown) and an image, with a "more" button that appends the next page.
 * `tag` and `year` narrow it; `<site-news-archive for="ID">` and
 * `<site-tags for="ID">` set them from a visitor's pick.
 *
 * Reads `GET /news` (news items are pages with a `date`) with `dir`, `tags`
 * (the `tag` id), `gt`/`lt` (the `year`, in the site's time zone),
 * `featured`, `limit` and `page` (from 0).
 *
 * **Template fields** (for a `<template>` child, see the README's "Templates"): `title` (text: the localized title, else the slug), `slug`, `url` (the `href` template filled), `date` (the date of publication in the site's time zone, as the element shows it; forms `date` ("25 November 2026"), `short` ("25 Nov 2026"), `time` ("20:00"), `day`, `weekday`, `month`, `year` and `datetime` (the ISO value, for `<time datetime>`)), `excerpt` (plain text of at most 200 characters: the short text, else the body, as the element shows it), `image` (forms `src`, `alt`, `width`, `height`; bound as `data-site-src` on an `<img>` it also sets the size and lazy loading), `tags` (their titles, "Tour, Jazz"), `artists` (the names of the artists the post is about), `featured` (a flag, for `data-site-if`).
 *
 * @summary A list of news posts, for the whole site, one tag or one year.
 * @tag site-news
 * @attr {'list' | 'grid' | 'compact'} layout - How the posts are laid out (with `site-widgets.css` in the page): `list`, the default; `grid`, cards in columns at least `--site-grid-column` wide, the image on top and three lines of the excerpt; `compact`, date and title on one line, no image or excerpt.
 * @attr {'dark' | 'light'} theme - That colour scheme whatever the page's (with `site-widgets.css` in the page), on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 * @attr {string} url-key - Keeps the list's view in the page's address under this name: `tag` and `year` (a tag chosen in `<site-tags for>`, a year in `<site-news-archive for>`) and how many pages "More" has shown (`?NAME.tag=…&NAME.pages=3`), so that a reload, Back and Forward and a shared address show it again. A filter replaces the history entry, each page of "More" adds one.
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot empty - Replaces the default empty text ("No news yet").
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires {{count: number}} site-load - The posts are shown `detail: {count}`.
 * @fires {{error: Error; status: number; url?: string}} site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart list - The `<ul>` of posts.
 * @csspart item - One post's `<li>`.
 * @csspart title - The post's heading.
 * @csspart link - The link around the title (with `href`).
 * @csspart date - The paragraph holding the `<time>` of publication.
 * @csspart excerpt - The post's excerpt, as plain text.
 * @csspart image - The post's image (not with `no-image`).
 * @csspart more - The "more news" button.
 * @csspart state - Every default state message (with `loading`, `empty` or `error`).
 * @csspart skeleton - The loading placeholder list.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-font-family=inherit] - Font of the element.
 * @cssprop [--site-color-text=inherit] - Text colour.
 * @cssprop [--site-color-muted=#595959] - Colour of dates.
 * @cssprop [--site-color-accent=#1d4ed8] - Links and buttons.
 * @cssprop [--site-color-link=var(--site-color-accent)] - Link colour.
 * @cssprop [--site-color-border=#d4d4d8] - Separator between posts.
 * @cssprop [--site-color-skeleton=#e4e4e7] - Loading placeholder colour.
 * @cssprop [--site-color-error=#b91c1c] - Error text colour.
 * @cssprop [--site-radius=0.5rem] - Corner radius of images, buttons and placeholders.
 * @cssprop [--site-space=1rem] - Base spacing.
 * @cssprop [--site-skeleton-item-height=9rem] - Height of the text below each placeholder row's image (the image takes `--site-news-image-ratio`, else 16/9).
 * @cssprop [--site-news-gap=var(--site-space)] - Space between posts.
 * @cssprop [--site-news-item-padding=0.75rem 0] - Padding of one post.
 * @cssprop [--site-news-item-background=transparent] - Background of one post.
 * @cssprop [--site-news-title-size=1.125rem] - Font size of titles.
 * @cssprop [--site-news-image-ratio=auto] - Aspect ratio of images (e.g. `16 / 9`); their own by default.
 * @cssprop [--site-reserve] - The height the element takes while it loads. When its content, an empty state or an error comes, what they do not fill is given back: at once out of view and below the window, in view but for one item's height (a detail's "not found" and error take their own height, a list's error keeps it in view). Default: its skeleton's, which `site-widgets.css` reserves before the script runs.
 * @cssprop [--site-grid-column=15rem] - The narrowest column of `layout="grid"`.
 * @cssprop [--site-compact-date-width=14rem] - Width of the date in `layout="compact"`.
 * @cssprop [--site-color-background=#fff] - The surface of an element with `theme` (#18181b in the dark theme).
 * @cssprop [--site-theme-padding=1rem] - The room around an element's content with `theme`.
 */
export class SiteNews extends SiteListElement<Query, Page> {
  static override styles = [hostStyles, styles];

  static override properties: PropertyDeclarations = {
    direction: {attribute: 'dir', converter: oneOf(DIRS, 'desc')},
    tag: {},
    year: {converter: numberIn(1, 9999)},
    featured: {type: Boolean},
    headingLevel: {attribute: 'heading-level', converter: numberIn(2, 6, 3)},
    noImage: {attribute: 'no-image', type: Boolean},
  };

  /**
   * Sort by publication date: `desc` (newest first, the default) or `asc`.
   * The attribute is `dir`; the property is `direction`, since `dir` is the
   * HTML text-direction property of every element.
   */
  declare direction?: 'asc' | 'desc';

  /** Only posts with this tag: its id, as `/tags` and `<site-tags>` give it (sent as `tags`). */
  declare tag?: string;

  /** Only posts published in this year, e.g. `2025` (in the site's time zone; sent as `gt`/`lt`). */
  declare year?: number;

  /** Only featured posts (`featured=true`). */
  declare featured?: boolean;

  /** Level of each post's heading, 2–6 (default 3). */
  declare headingLevel?: number;

  /** Hides the posts' images. */
  declare noImage?: boolean;

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  protected override listQuery(): Query {
    return {dir: this.direction ?? 'desc', tag: this.tag || undefined, year: this.year, featured: this.featured || undefined};
  }

  /** A year is the site's own: a list narrowed to one waits for its time zone. */
  protected override query() {
    return this.year && !this.site?.siteSettled ? undefined : super.query();
  }

  protected override async loadPage(client: SiteClient, {tag, year, ...rest}: ListQuery<Query> & {page: number}, call: CallOptions): Promise<ListAnswer<Page>> {
    // The bounds' code loads only for a list narrowed to a year.
    const bounds = year ? (await import('../../api/bounds.js')).siteDays(`${year}-01-01`, `${year}-12-31`, this.site) : {};
    return client.news({...rest, tags: tag, ...bounds}, call);
  }

  protected override emptyText(): string {
    return this.t.noNews;
  }

  protected override moreText(): string {
    return this.t.moreNews;
  }

  protected override renderItems(posts: Page[]): unknown {
    const level = this.headingLevel ?? 3;
    const day = dateFormatter(this.dateContext, LONG_DATE);
    return html`<ul part="list" role="list">
      ${this.each(posts, (post) => {
        // `date` is typed string-or-unknown by the service: only a readable string is a date.
        const date = post.date as string;
        const published = typeof date == 'string' && toDate(date);
        const excerpt = plainText(this.text(post, 'shortContent') ?? this.text(post, 'content'), 200);
        const title = link(fillTemplate(this.href, {slug: post.slug}), 'link', this.text(post) ?? post.slug);
        return html`<li part="item">
          ${heading(level, 'title', title)}${
            published ? html`<p part="date"><time datetime=${date}>${day.format(published)}</time></p>` : nothing
          }${excerpt ? html`<p part="excerpt">${excerpt}</p>` : nothing}${
            this.noImage ? nothing : image(post.image, this.site?.mediaBase)
          }
        </li>`;
      })}
    </ul>`;
  }
}

define('site-news', SiteNews);

declare global {
  interface HTMLElementTagNameMap {
    'site-news': SiteNews;
  }
}
