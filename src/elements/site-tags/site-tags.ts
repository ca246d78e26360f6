import {html, nothing, type PropertyDeclarations} from 'lit';
import {listRecords, localized, type CallOptions, type SiteClient, type Tag, type TagsQuery} from '../../api/client.js';
import {SiteDataElement, type NoQuery} from '../../internal/site-data-element.js';
import {define} from '../../internal/define.js';
import {ForTarget} from '../../internal/for-target.js';
import {SiteSelectEvent} from '../../events/site-select.js';
import {link} from '../../render/link.js';
import {fillTemplate} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {styles} from './site-tags.styles.js';

import {words as WORDS} from './site-tags.words.js';

/**
 * The site's tags: as links through an `href` template, as a plain list, or,
 * with `for`, as toggle buttons that filter another list element of the
 * page (`site-events`, `site-news`, `site-profiles`, `site-products`) by
 * setting its `tag` attribute. Pressing the active tag, or "All", clears it.
 * The pressed button follows the list's `tag` however it changes.
 *
 * @summary The site's tags, as links or as filter buttons for a list.
 * @tag site-tags
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot empty - Replaces the default empty text ("No tags").
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires site-load - The tags are shown. `detail: {count}`.
 * @fires site-error - A request failed. `detail: {error, status, url}`.
 * @fires site-select - A visitor pressed a tag button (with `for`), before the list is filtered; cancel it (`preventDefault()`) to filter yourself. `detail: {kind: 'tag', value, item}` (`value` is '' for "All").
 *
 * @csspart list - The `<ul>` of tags (without `for`).
 * @csspart item - One tag's `<li>`.
 * @csspart link - One tag's link (with `href`).
 * @csspart name - One tag's name (without `href` and `for`).
 * @csspart count - A tag's count (with `counts`).
 * @csspart chips - The group of buttons (with `for`).
 * @csspart chip - One button, "All" included; `aria-pressed` tells the active one.
 * @csspart state - Every default state message (with `loading`, `empty` or `error`).
 * @csspart skeleton - The loading placeholder list.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-font-family=inherit] - Font of the element.
 * @cssprop [--site-color-text=inherit] - Text colour.
 * @cssprop [--site-color-muted=#595959] - Colour of counts and state texts.
 * @cssprop [--site-color-accent=#1d4ed8] - Links and the active button.
 * @cssprop [--site-color-border=#d4d4d8] - Outline of the tags.
 * @cssprop [--site-color-skeleton=#e4e4e7] - Loading placeholder colour.
 * @cssprop [--site-color-error=#b91c1c] - Error text colour.
 * @cssprop [--site-space=1rem] - Base spacing.
 * @cssprop [--site-skeleton-item-height=2rem] - Height of the loading placeholder.
 * @cssprop [--site-tags-gap=0.5rem] - Space between tags.
 * @cssprop [--site-tags-chip-active-background=var(--site-color-accent)] - Background of the active button.
 * @cssprop [--site-tags-chip-active-color=#fff] - Text colour of the active button.
 */
export class SiteTags extends SiteDataElement<NoQuery, Tag[]> {
  static override styles = [hostStyles, styles];

  static override properties: PropertyDeclarations = {href: {}, htmlFor: {attribute: 'for'}, counts: {type: Boolean}};

  /** Link template for each tag, e.g. `/events.html?tag={slug}`; a plain list without it. */
  declare href?: string;

  /**
   * The id of a list element (`site-events`, `site-news`, …) whose `tag` the
   * tags set, as toggle buttons. The attribute is `for`; the property is
   * `htmlFor`, as on `<label>`.
   */
  declare htmlFor?: string;

  /** Shows how many published items carry each tag. */
  declare counts?: boolean;

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  protected override query(): NoQuery {
    return {};
  }

  protected override async load(client: SiteClient, query: TagsQuery, call: CallOptions) {
    return listRecords(await client.tags(query, call));
  }



  protected override emptyText(): string {
    return this.t.noTags;
  }

  protected override skeletonRows(): number {
    return 1;
  }

  /** The list named by `for`, watched so that the pressed button follows its `tag`. */
  readonly #for = new ForTarget(this, ['tag']);

  get #target(): Element | null {
    return this.#for.get(this.htmlFor);
  }

  #select(value: string, tag?: Tag): void {
    const target = this.#target;
    if (!target || !this.emit(new SiteSelectEvent({kind: 'tag', value, item: tag}))) return;
    if (value) target.setAttribute('tag', value);
    else target.removeAttribute('tag');
    this.requestUpdate();
  }

  protected override renderContent(tags: Tag[]): unknown {
    const {locale, defaultLocale} = this.site ?? {};
    const name = (tag: Tag) => localized<string>(tag, 'title', locale, defaultLocale) ?? tag.name;
    const count = (tag: Tag) => (this.counts && typeof tag.count === 'number' ? html` <span part="count">${tag.count}</span>` : nothing);
    const target = this.#target;
    if (target) {
      const active = target.getAttribute('tag') ?? '';
      const chip = (value: string, label: unknown, tag?: Tag) =>
        html`<button type="button" part="chip" aria-pressed=${value === active ? 'true' : 'false'} @click=${() => this.#select(value === active ? '' : value, tag)}>${label}</button>`;
      // prettier-ignore
      return html`<div part="chips" role="group" aria-label=${this.t.tags}>${chip('', this.t.allTags)}${tags.map((tag) => chip(tag.slug, html`${name(tag)}${count(tag)}`, tag))}</div>`;
    }
    // prettier-ignore
    return html`<ul part="list" role="list" aria-label=${this.t.tags}>${tags.map((tag) => html`<li part="item">${this.href ? link(fillTemplate(this.href, {slug: tag.slug}), 'link', name(tag)) : html`<span part="name">${name(tag)}</span>`}${count(tag)}</li>`)}</ul>`;
  }
}

define('site-tags', SiteTags);

declare global {
  interface HTMLElementTagNameMap {
    'site-tags': SiteTags;
  }
}
