import {html, nothing, type PropertyDeclarations} from 'lit';
import {localized, type CallOptions, type LocaleQuery, type NewsPost, type SiteClient} from '../../api/client.js';
import {SiteItemElement} from '../../internal/site-item-element.js';
import {define} from '../../internal/define.js';
import {dateFormatter, toDate} from '../../render/format.js';
import {image} from '../../render/image.js';
import {link} from '../../render/link.js';
import {richHTML} from '../../render/rich-html.js';
import {fillTemplate} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {contentStyles} from '../../styles/content.js';
import {styles} from './site-news-post.styles.js';

/**
 * One news or blog post in full: title, date, author, image, its sanitized
 * rich content and its tags.
 *
 * @summary One news post with its rich content.
 * @tag site-news-post
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot not-found - Replaces the default text for an unknown or missing slug.
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires site-load - The post is shown. `detail: {count: 1}`.
 * @fires site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart post - The `<article>` around everything.
 * @csspart title - The post's title heading.
 * @csspart meta - The line with the date and the author.
 * @csspart date - The `<time>` of publication.
 * @csspart author - The author's name.
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
 */
export class SiteNewsPost extends SiteItemElement<NewsPost> {
  static override styles = [hostStyles, contentStyles, styles];

  static override properties: PropertyDeclarations = {
    noImage: {attribute: 'no-image', type: Boolean},
    tagHref: {attribute: 'tag-href'},
  };

  /** Hides the post's image. */
  declare noImage?: boolean;

  /** Link template for each tag, e.g. `/news.html?tag={slug}`; tags are plain text without it. */
  declare tagHref?: string;

  protected override loadItem(client: SiteClient, slug: string, query: LocaleQuery, call: CallOptions) {
    return client.newsPost(slug, query, call);
  }

  protected override renderContent(post: NewsPost): unknown {
    const {locale, defaultLocale} = this.site ?? {};
    const offset = this.offset;
    const title = localized<string>(post, 'title', locale, defaultLocale) ?? post.slug;
    const published = toDate(post.publishedAt);
    const date = published
      ? html`<time part="date" datetime=${post.publishedAt}>${dateFormatter(this.dateContext, {dateStyle: 'long'}).format(published)}</time>`
      : nothing;
    const author = post.author ? html` · <span part="author">${post.author}</span>` : nothing;
    const tags = post.tags?.length
      ? html`<ul part="tags" aria-label=${this.t.tags}>
          ${post.tags.map((tag) => html`<li part="tag">${link(fillTemplate(this.tagHref, {slug: tag.slug}), 'tag-link', tag.name)}</li>`)}
        </ul>`
      : nothing;
    const content = localized<string>(post, 'content', locale, defaultLocale);
    // prettier-ignore
    return html`<article part="post">${this.titleHeading('title', title)}<p part="meta">${date}${author}</p>${this.noImage ? nothing : image(post.image)}<div part="content" ${richHTML(content, {headingOffset: offset + 1})}></div>${tags}</article>`;
  }
}

define('site-news-post', SiteNewsPost);

declare global {
  interface HTMLElementTagNameMap {
    'site-news-post': SiteNewsPost;
  }
}
