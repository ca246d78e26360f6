import {html, nothing, type PropertyDeclarations} from 'lit';
import type {CallOptions, SiteClient, TagListItem} from '../../api/client.js';
import {allPages} from '../../internal/all-pages.js';
import {SiteDataElement} from '../../internal/site-data-element.js';
import {define} from '../../internal/define.js';
import {ForTarget} from '../../internal/for-target.js';
import {SiteSelectEvent} from '../../events/site-select.js';
import {link} from '../../render/link.js';
import {fillTemplate} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {styles} from './site-tags.styles.js';

import {words as WORDS} from './site-tags.words.js';

/** The query: the parent tag whose tags are listed, if any. */
type Query = {limit: number; parentId?: string};

/**
 * The site's tags: as links through an `href` template, as a plain list, or,
 * with `for`, as toggle buttons that filter another list element of the
 * page (`site-events`, `site-news`, `site-profiles`, `site-products`) by
 * setting its `tag` attribute to the tag's id (which the list sends as the
 * `tags` parameter). Pressing the active tag, or "All", clears it. The
 * pressed button follows the list's `tag` however it changes. A tag with a
 * parent tag is listed under it (under the parent's title when the parent
 * itself is not listed).
 *
 * Reads every page of `GET /tags` (100 a request, pages from 0), with
 * `parentId` when `parent` is set. A tag is `{id, title}`: no slug, no count.
 *
 * **Template fields** (for a `<template>` child, see the README's "Templates"): one item per tag, in the element's order (each tag, then the tags under it; a parent tag that is not listed comes as its title alone), a flat list: `id`, `title`, `url` (the `href` template filled with `{id}` and `{title}`; none without `href`, and for a parent's title alone), `parent` (the title of the tag's parent, for a tag listed under one; none for the others). With `for` the element keeps its own filter buttons (a template binds no click), and says so once in the console.
 *
 * @summary The site's tags, as links or as filter buttons for a list.
 * @tag site-tags
 * @attr {'dark' | 'light'} theme - That colour scheme whatever the page's (with `site-widgets.css` in the page), on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot empty - Replaces the default empty text ("No tags").
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires {{count: number}} site-load - The tags are shown. `detail: {count}`.
 * @fires {{error: Error; status: number; url?: string}} site-error - A request failed. `detail: {error, status, url}`.
 * @fires {{kind: 'tag'; value: string; item?: unknown}} site-select - A visitor pressed a tag button (with `for`), before the list is filtered; cancel it (`preventDefault()`) to filter yourself. `detail: {kind: 'tag', value, item}` (`value` is the tag's id, '' for "All").
 *
 * @csspart list - The `<ul>` of tags (without `for`).
 * @csspart item - One tag's `<li>`.
 * @csspart link - One tag's link (with `href`).
 * @csspart name - One tag's name (without `href` and `for`), or a group's title.
 * @csspart sublist - The `<ul>` of a parent tag's tags.
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
 * @cssprop [--site-skeleton-item-height=10rem] - Height of the loading placeholder (a few rows of tags).
 * @cssprop [--site-tags-gap=0.5rem] - Space between tags.
 * @cssprop [--site-tags-chip-active-background=var(--site-color-accent)] - Background of the active button.
 * @cssprop [--site-tags-chip-active-color=#fff] - Text colour of the active button.
 * @cssprop [--site-reserve] - The height the element takes while it loads. When its content, an empty state or an error comes, what they do not fill is given back: at once out of view and below the window, in view but for one item's height (a detail's "not found" and error take their own height, a list's error keeps it in view). Default: its skeleton's, which `site-widgets.css` reserves before the script runs.
 * @cssprop [--site-color-background=#fff] - The surface of an element with `theme` (#18181b in the dark theme).
 * @cssprop [--site-theme-padding=1rem] - The room around an element's content with `theme`.
 */
export class SiteTags extends SiteDataElement<Query, TagListItem[]> {
  static override styles = [hostStyles, styles];

  static override properties: PropertyDeclarations = {href: {}, htmlFor: {attribute: 'for'}, parent: {}};

  /** Link template for each tag, e.g. `/events.html?tag={id}` (`{id}`, `{title}`); a plain list without it. */
  declare href?: string;

  /**
   * The id of a list element (`site-events`, `site-news`, …) whose `tag` the
   * tags set, as toggle buttons. The attribute is `for`; the property is
   * `htmlFor`, as on `<label>`.
   */
  declare htmlFor?: string;

  /** Only the tags under this parent tag (its id; sent as `parentId`). */
  declare parent?: string;

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  protected override query(): Query {
    return {limit: 100, parentId: this.parent || undefined};
  }

  protected override load(client: SiteClient, query: Query, call: CallOptions) {
    return allPages(this, (q, page, c) => client.tags({...q, page}, c), query, call);
  }

  protected override emptyText(): string {
    return this.t.noTags;
  }

  protected override skeletonRows(): number {
    return 10;
  }

  /** The list named by `for`, watched so that the pressed button follows its `tag`. */
  readonly #for = new ForTarget(this, ['tag']);

  get #target(): Element | null {
    return this.#for.get(this.htmlFor);
  }

  #select(value: string, tag?: TagListItem): void {
    const target = this.#target;
    if (!target || !this.dispatchEvent(new SiteSelectEvent({kind: 'tag', value, item: tag}))) return;
    if (value) target.setAttribute('tag', value);
    else target.removeAttribute('tag');
    this.requestUpdate();
  }

  /**
   * The tags in their groups, in the order the list shows them: each tag
   * without a parent with the tags under it (under its first parent), and a
   * parent that is not listed as its title alone, before its tags. A
   * template's entries follow the same (src/template/fields/tags.ts).
   */
  protected groups(all: TagListItem[]): {title: string; tag?: TagListItem; children: TagListItem[]}[] {
    const groups = new Map<string, {title: string; tag?: TagListItem; children: TagListItem[]}>();
    for (const tag of all.filter((t) => typeof t?.id == 'string')) {
      const parent = tag.parentTags?.find((p) => p?.parentTagId && p.parentTagId != tag.id);
      const key = parent?.parentTagId ?? tag.id;
      const group = groups.get(key) ?? groups.set(key, {title: parent?.parentTag?.title || key, children: []}).get(key)!;
      if (parent) group.children.push(tag);
      else Object.assign(group, {tag, title: tag.title || tag.id});
    }
    return [...groups.values()];
  }

  protected override renderContent(all: TagListItem[]): unknown {
    const title = (tag: TagListItem) => tag.title || tag.id;
    const groups = this.groups(all);
    const target = this.#target;
    if (target) {
      const active = target.getAttribute('tag') ?? '';
      const chip = (tag: TagListItem, child = false) =>
        html`<button type="button" part=${child ? 'chip child' : 'chip'} aria-pressed=${tag.id === active ? 'true' : 'false'} @click=${() => this.#select(tag.id === active ? '' : tag.id, tag)}>${title(tag)}</button>`;
      return html`<div part="chips" role="group" aria-label=${this.t.tags}>
        <button type="button" part="chip" aria-pressed=${active ? 'false' : 'true'} @click=${() => this.#select('')}>${this.t.allTags}</button>${
          groups.map((g) => html`${g.tag ? chip(g.tag) : nothing}${g.children.map((c) => chip(c, true))}`)
        }
      </div>`;
    }
    const item = (tag: TagListItem) => (this.href ? link(fillTemplate(this.href, {id: tag.id, title: title(tag)}), 'link', title(tag)) : html`<span part="name">${title(tag)}</span>`);
    return html`<ul part="list" role="list" aria-label=${this.t.tags}>
      ${groups.map(
        (g) => html`<li part="item">
          ${g.tag ? item(g.tag) : html`<span part="name">${g.title}</span>`}${
            g.children.length
              ? html`<ul part="list sublist" role="list">${g.children.map((c) => html`<li part="item">${item(c)}</li>`)}</ul>`
              : nothing
          }
        </li>`,
      )}
    </ul>`;
  }
}

define('site-tags', SiteTags);

declare global {
  interface HTMLElementTagNameMap {
    'site-tags': SiteTags;
  }
}
