import {html, nothing, type PropertyDeclarations} from 'lit';
import {localized, type CallOptions, type LocaleQuery, type Page, type SiteClient} from '../../api/client.js';
import {SiteItemElement} from '../../internal/site-item-element.js';
import {define} from '../../internal/define.js';
import {renderTree} from '../../render/content-tree.js';
import {richHTML} from '../../render/rich-html.js';
import {fillTemplate} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {contentStyles} from '../../styles/content.js';
import {styles} from './site-page.styles.js';
import {words as WORDS} from './site-page.words.js';

/**
 * One published page: its title, its content tree (`contentJSON`, rendered
 * with templates, never as HTML) or, when it has none, its sanitized HTML
 * content, and links to its sub-pages.
 *
 * @summary One page with its content tree and sub-pages.
 * @tag site-page
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot not-found - Replaces the default text for an unknown or missing slug.
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires site-load - The page is shown. `detail: {count: 1}`.
 * @fires site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart page - The `<article>` around everything.
 * @csspart title - The page's title heading.
 * @csspart content - The page's content; its font and colour are inherited.
 * @csspart heading - Each heading inside a content tree.
 * @csspart children - The `<nav>` of sub-pages.
 * @csspart child-link - Each sub-page link.
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
 */
export class SitePage extends SiteItemElement<Page> {
  static override styles = [hostStyles, contentStyles, styles];

  static override properties: PropertyDeclarations = {
    href: {},
  };

  /** Link template for sub-pages (default `?slug={slug}`: this page, showing the sub-page). */
  declare href?: string;

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  protected override loadItem(client: SiteClient, slug: string, query: LocaleQuery, call: CallOptions) {
    return client.page(slug, query, call);
  }

  protected override skeletonRows(): number {
    return 4;
  }

  protected override renderContent(page: Page): unknown {
    const {locale, defaultLocale} = this.site ?? {};
    const offset = this.offset;
    const title = localized<string>(page, 'title', locale, defaultLocale) ?? page.slug;
    const tree = localized<object>(page, 'contentJSON', locale, defaultLocale);
    const body = tree
      ? html`<div part="content">${renderTree(tree, {headingOffset: offset})}</div>`
      : html`<div part="content" ${richHTML(localized<string>(page, 'content', locale, defaultLocale), {headingOffset: offset})}></div>`;
    const children = Array.isArray(page.children) ? page.children : [];
    const template = this.href || `?${this.slugParam || 'slug'}={slug}`;
    const nav = children.length
      ? html`<nav part="children" aria-label=${this.t.subPages(title)}>
          <ul>
            ${children.map((child) => html`<li><a part="child-link" href=${fillTemplate(template, {slug: child.slug}) ?? nothing}>${child.title}</a></li>`)}
          </ul>
        </nav>`
      : nothing;
    return html`<article part="page">${this.titleHeading('title', title)}${body}${nav}</article>`;
  }
}

define('site-page', SitePage);

declare global {
  interface HTMLElementTagNameMap {
    'site-page': SitePage;
  }
}
