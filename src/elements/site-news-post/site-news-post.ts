import {html, nothing, type PropertyDeclarations} from 'lit';
import {type CallOptions, type Page, type SiteClient} from '../../api/client.js';
import {tagsOf} from '../../api/tags.js';
import {SiteItemElement} from '../../internal/site-item-element.js';
import {define} from '../../internal/define.js';
import {LONG_DATE, dateFormatter, toDate} from '../../render/format.js';
import {listOf} from '../../render/list.js';
import {image} from '../../render/image.js';
import {link} from '../../render/link.js';
import {body} from '../../render/body.js';
import type {Builders} from '../../internal/json-ld.js';
import {plainText} from '../../render/text.js';
import {fillTemplate} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {contentStyles} from '../../styles/content.js';
import {styles} from './site-news-post.styles.js';

/**
 * One news or blog post in full: title, date, image, its body (the TipTap
 * tree, else the Markdown, sanitized), the artists it is about and its tags.
 *
 * Reads `GET /news/{slug}` (a news item is a page with a `date`).
 *
 * **Template fields** (for a `<template>` child, see the README's "Templates"): `title` (text: the localized title, else the slug), `slug`, `date` (the date of publication in the site's time zone, as the element shows it; forms `date` ("25 November 2026"), `short` ("25 Nov 2026"), `time` ("20:00"), `day`, `weekday`, `month`, `year` and `datetime` (the ISO value, for `<time datetime>`)), `excerpt` (plain text of at most 200 characters: the short text, else the body), `image` (forms `src`, `alt`, `width`, `height`; bound as `data-site-src` on an `<img>` it also sets the size and lazy loading), `tags` (their titles, "Tour, Jazz"), `artists` (the names of the artists the post is about), `featured` (a flag), `content` (the body, its TipTap tree else its Markdown, sanitized as the element shows it, headings one level under the title's).
 *
 * @summary One news post with its rich content.
 * @tag site-news-post
 * @attr {'dark' | 'light'} theme - That colour scheme whatever the page's (with `site-widgets.css` in the page), on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot not-found - Replaces the default text for an unknown or missing slug.
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires {{count: number}} site-load - The post is shown (and its schema.org NewsArticle JSON-LD added to the document head). `detail: {count: 1}`.
 * @fires {{error: Error; status: number; url?: string}} site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart post - The `<article>` around everything.
 * @csspart title - The post's title heading.
 * @csspart meta - The line with the date.
 * @csspart date - The `<time>` of publication.
 * @csspart artists - The line naming the artists the post is about.
 * @csspart profile-link - One artist (a link with `profile-href`).
 * @csspart image - The post's image.
 * @csspart content - The post's sanitized content; its font and colour are inherited.
 * @csspart tags - The list of tags.
 * @csspart tag - One tag (a link with `tag-href`).
 * @csspart state - Every default state message.
 * @csspart skeleton - The loading placeholder.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-news-post-title-size=2rem] - Font size of the title.
 * @cssprop [--site-content-line-height=1.6] - Line height of the content.
 * @cssprop [--site-heading-font-family=inherit] - Font of content headings.
 * @cssprop [--site-color-accent=#1d4ed8] - Links.
 * @cssprop [--site-color-muted=#595959] - Date and author.
 * @cssprop [--site-color-border=#d4d4d8] - Tag outlines and rules.
 * @cssprop [--site-reserve] - The height the element takes while it loads. When its content, an empty state or an error comes, what they do not fill is given back: at once out of view and below the window, in view but for one item's height (a detail's "not found" and error take their own height, a list's error keeps it in view). Default: its skeleton's, which `site-widgets.css` reserves before the script runs.
 * @cssprop [--site-color-background=#fff] - The surface of an element with `theme` (#18181b in the dark theme).
 * @cssprop [--site-theme-padding=1rem] - The room around an element's content with `theme`.
 */
export class SiteNewsPost extends SiteItemElement<Page> {
  static override styles = [hostStyles, contentStyles, styles];

  static override properties: PropertyDeclarations = {
    noImage: {attribute: 'no-image', type: Boolean},
    tagHref: {attribute: 'tag-href'},
    profileHref: {attribute: 'profile-href'},
  };

  /** Hides the post's image. */
  declare noImage?: boolean;

  /** Link template for each tag, e.g. `/news.html?tag={id}` (`{id}`, `{title}`); tags are plain text without it. */
  declare tagHref?: string;

  /** Link template for each artist, e.g. `/artist.html?slug={slug}`; names are plain text without it. */
  declare profileHref?: string;

  protected override loadItem(client: SiteClient, slug: string, call: CallOptions) {
    return client.newsPost(slug, call);
  }

  protected override jsonLd() {
    return import('../../internal/json-ld.js');
  }

  protected override structuredItems(post: Page, b: Builders) {
    return [b.newsData(post, this.site, location.href, plainText(this.text(post, 'shortContent')))];
  }

  protected override renderContent(post: Page): unknown {
    const site = this.site;
    const title = this.text(post) ?? post.slug;
    const when = typeof post.date == 'string' ? post.date : undefined;
    const published = toDate(when);
    const date = published ? html`<time part="date" datetime=${when!}>${dateFormatter(this.dateContext, LONG_DATE).format(published)}</time>` : nothing;
    const tags = tagsOf(post.tags);
    const artists = (Array.isArray(post.artists) ? post.artists : []).map((a) => a?.profile).filter((p) => p?.slug);
    return html`<article part="post">
      ${this.titleHeading('title', title)}${date === nothing ? nothing : html`<p part="meta">${date}</p>`}${
        this.noImage ? nothing : image(post.image, site?.mediaBase)
      }${body(...this.bodyOf(post), {headingOffset: this.offset + 1, mediaBase: site?.mediaBase, embedHosts: site?.embedHosts})}${
        artists.length
          ? html`<p part="artists">${listOf(
              site?.locale,
              artists.map((p) => link(fillTemplate(this.profileHref, {slug: p.slug}), 'profile-link', this.text(p) ?? p.slug)),
            )}</p>`
          : nothing
      }${
        tags.length
          ? html`<ul part="tags" aria-label=${this.t.tags}>
              ${tags.map(
                (tag) => html`<li part="tag">${link(fillTemplate(this.tagHref, {id: tag.id, title: tag.title}), 'tag-link', tag.title)}</li>`,
              )}
            </ul>`
          : nothing
      }
    </article>`;
  }
}

define('site-news-post', SiteNewsPost);

declare global {
  interface HTMLElementTagNameMap {
    'site-news-post': SiteNewsPost;
  }
}
