import {html, nothing, type PropertyDeclarations} from 'lit';
import type {CallOptions, SiteClient} from '../../api/client.js';
import {numberIn} from '../../internal/attributes.js';
import {SiteDataElement} from '../../internal/site-data-element.js';
import {define} from '../../internal/define.js';
import {ForTarget} from '../../internal/for-target.js';
import {SiteSelectEvent} from '../../events/site-select.js';
import {dateFormatter} from '../../render/format.js';

const MONTH: Intl.DateTimeFormatOptions = {month: 'long'};
const MONTH_YEAR: Intl.DateTimeFormatOptions = {month: 'long', year: 'numeric'};
import {link} from '../../render/link.js';
import {fillTemplate} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {styles} from './site-news-archive.styles.js';

import {words as WORDS} from './site-news-archive.words.js';

/** One year of the archive and its months ("01"–"12"), newest first. */
export interface ArchiveYear {
  year: number;
  months: string[];
}

/** The query: one year, or every year. */
type Query = {year?: number};

/**
 * How many years the archive shows, newest first: a century of news is more
 * than any site has; an answer of thousands of years froze the tab (the
 * fuzz suite's count found one of 6 000).
 */
const MAX_YEARS = 100;

/**
 * The years that have news posts, each with the months that have posts,
 * newest first, from `GET /news/dates?interval=month` (with `gt`/`lt` around
 * the `year`, when one is set). Month names follow the active locale.
 *
 * Either an archive of links (`href` for months, `year-href` for years;
 * plain text without them), or, with `for="ID"`, a filter for the
 * `<site-news id="ID">` in the same document or shadow root: a row of year
 * buttons (and "All") that set that list's `year` attribute.
 *
 * **Template fields** (for a `<template>` child, see the README's "Templates"): one item per year, each followed by one per month of it, newest first, a flat list: `year` (e.g. `2026`), `month` (a month's name in the active locale, "November"; forms `short` ("Nov") and `number` ("11"); none for a year: `data-site-if="month"`, `data-site-if="!month"`), `label` ("November 2026", or the year; the element's accessible name of a month's link), `datetime` (`2026-11`, or `2026`, for `<time datetime>`), `url` (a month's `href` template, a year's `year-href`, filled; none without them). With `for` the element keeps its own year buttons (a template binds no click), and says so once in the console.
 *
 * @summary The years and months that have news posts, as links or as a year filter for a news list.
 * @tag site-news-archive
 * @attr {'dark' | 'light'} theme - That colour scheme whatever the page's (with `site-widgets.css` in the page), on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot empty - Replaces the default empty text ("No posts yet").
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires {{count: number}} site-load - The archive is shown. `detail: {count}` (the number of years).
 * @fires {{error: Error; status: number; url?: string}} site-error - A request failed. `detail: {error, status, url}`.
 * @fires {{kind: 'year'; value: string}} site-select - A visitor picked a year in the filter (`for`), before the list's `year` is set: `detail: {kind: 'year', value}`, value `''` for "All". Cancelable: `preventDefault()` leaves the list as it is.
 *
 * @csspart archive - The container of the archive (a navigation landmark when it has links).
 * @csspart years - The `<ul>` of years.
 * @csspart year - One year's `<li>`: its label and its months.
 * @csspart year-label - The year's number (a link with `year-href`).
 * @csspart year-link - The link of a year (with `year-href`).
 * @csspart months - The `<ul>` of one year's months.
 * @csspart month - One month's `<li>`.
 * @csspart month-link - The link of a month (with `href`).
 * @csspart filter - The group of filter buttons (with `for`).
 * @csspart button - Every filter button: "All" and each year.
 * @csspart all - The "All" button.
 * @csspart pressed - The filter button of the current choice.
 * @csspart state - Every default state message (with `loading`, `empty` or `error`).
 * @csspart skeleton - The loading placeholder list.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-font-family=inherit] - Font of the element.
 * @cssprop [--site-color-text=inherit] - Text colour.
 * @cssprop [--site-color-muted=#595959] - Colour of state messages.
 * @cssprop [--site-color-accent=#1d4ed8] - Links and the pressed filter button.
 * @cssprop [--site-color-link=var(--site-color-accent)] - Link colour.
 * @cssprop [--site-color-border=#d4d4d8] - Outline of filter buttons.
 * @cssprop [--site-color-skeleton=#e4e4e7] - Loading placeholder colour.
 * @cssprop [--site-color-error=#b91c1c] - Error text colour.
 * @cssprop [--site-radius=0.5rem] - Corner radius of placeholders.
 * @cssprop [--site-space=1rem] - Base spacing.
 * @cssprop [--site-skeleton-item-height=4.5rem] - Height of one placeholder row.
 * @cssprop [--site-news-archive-gap=0.5rem] - Space between years, months and buttons.
 * @cssprop [--site-news-archive-year-size=1rem] - Font size of the years.
 * @cssprop [--site-news-archive-button-radius=999px] - Corner radius of the filter buttons.
 * @cssprop [--site-news-archive-pressed-color=#fff] - Text colour of the pressed filter button (its background is the accent).
 * @cssprop [--site-reserve] - The height the element takes while it loads. When its content, an empty state or an error comes, what they do not fill is given back: at once out of view and below the window, in view but for one item's height (a detail's "not found" and error take their own height, a list's error keeps it in view). Default: its skeleton's, which `site-widgets.css` reserves before the script runs.
 * @cssprop [--site-color-background=#fff] - The surface of an element with `theme` (#18181b in the dark theme).
 * @cssprop [--site-theme-padding=1rem] - The room around an element's content with `theme`.
 */
export class SiteNewsArchive extends SiteDataElement<Query, ArchiveYear[]> {
  static override styles = [hostStyles, styles];

  static override properties: PropertyDeclarations = {
    year: {converter: numberIn(1, 9999)},
    href: {},
    yearHref: {attribute: 'year-href'},
    htmlFor: {attribute: 'for'},
  };

  /** Only this year (and its months), e.g. `2025`: sent as `gt`/`lt` bounds to `/news/dates`. */
  declare year?: number;

  /** Link template for each month, e.g. `/news.html?year={year}&month={month}` (`{month}` is two digits). Months are plain text without it. */
  declare href?: string;

  /** Link template for each year, e.g. `/news.html?year={year}`. Years are plain text without it. */
  declare yearHref?: string;

  /**
   * Id of the `<site-news>` (in the same document or shadow root) this
   * archive filters: it then shows year buttons that set that list's `year`
   * attribute instead of links. The attribute is `for`; the property is
   * `htmlFor`, as on `<label>`.
   */
  declare htmlFor?: string;

  /** The list named by `for`, watched so that the pressed button follows its `year`. */
  readonly #for = new ForTarget(this, ['year']);

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  protected override query(): Query | undefined {
    // A year is the site's own: narrowed to one, the archive waits for its time zone.
    return this.year && !this.site?.siteSettled ? undefined : {year: this.year};
  }

  protected override async load(client: SiteClient, {year: only}: Query, call: CallOptions): Promise<ArchiveYear[]> {
    const bounds = only ? (await import('../../api/bounds.js')).siteDays(`${only}-01-01`, `${only}-12-31`, this.site) : {};
    const {years, dates} = await client.newsDates({interval: 'month', ...bounds}, call);
    const found = new Map<number, Set<string>>();
    const add = (year: number, month?: string) => {
      if (!Number.isInteger(year) || (only && year !== only)) return;
      const months = found.get(year) ?? found.set(year, new Set()).get(year)!;
      if (month) months.add(month);
    };
    for (const year of Array.isArray(years) ? years : []) add(year);
    for (const date of Array.isArray(dates) ? dates : []) {
      // `YYYY-MM` as asked; `YYYY-MM-DD` and `YYYY` read too, should the service answer another interval.
      const m = /^(\d{4})(?:-(0[1-9]|1[0-2]))?/.exec(String(date));
      if (m) add(Number(m[1]), m[2]);
    }
    return [...found]
      .sort(([a], [b]) => b - a)
      .slice(0, MAX_YEARS)
      .map(([year, months]) => ({year, months: [...months].sort().reverse()}));
  }



  protected override emptyText(): string {
    return this.t.noArchive;
  }

  protected override skeletonRows(): number {
    return 3;
  }

  protected override renderContent(years: ArchiveYear[]): unknown {
    return this.htmlFor ? this.#renderFilter(years) : this.#renderLinks(years);
  }

  #renderLinks(years: ArchiveYear[]) {
    const ctx = {locale: this.site?.locale, timeZone: 'UTC'};
    const name = dateFormatter(ctx, MONTH);
    const label = dateFormatter(ctx, MONTH_YEAR);
    const links = !!(this.href || this.yearHref);
    const months = (year: number, list: string[]) =>
      list.map((month) => {
        const first = new Date(Date.UTC(year, Number(month) - 1, 1));
        const text = html`<time datetime="${year}-${month}">${name.format(first)}</time>`;
        return html`<li part="month">${link(fillTemplate(this.href, {year, month}), 'month-link', text, label.format(first))}</li>`;
      });
    return html`<div part="archive" role=${links ? 'navigation' : nothing} aria-label=${links ? this.t.archive : nothing}>
      <ul part="years" role="list">
        ${years.map(
          ({year, months: list}) => html`<li part="year">
            <span part="year-label">${link(fillTemplate(this.yearHref, {year}), 'year-link', year)}</span>${
              list.length ? html`<ul part="months" role="list">${months(year, list)}</ul>` : nothing
            }
          </li>`,
        )}
      </ul>
    </div>`;
  }

  #renderFilter(years: ArchiveYear[]) {
    const current = this.#target()?.getAttribute('year') ?? '';
    const button = (value: string, text: unknown, extra = '') => {
      const pressed = value === current;
      // Pressing the current year again clears it.
      return html`<button
        type="button"
        part="button${extra}${pressed ? ' pressed' : ''}"
        aria-pressed=${pressed}
        @click=${() => this.#select(pressed ? '' : value)}
      >${text}</button>`;
    };
    return html`<div part="filter" role="group" aria-label=${this.t.archive}>
      ${button('', this.t.allTags, ' all')}${years.map(({year}) => button(String(year), year))}
    </div>`;
  }

  /** Tells listeners (cancelable), then sets or clears the filtered list's `year`. */
  #select(value: string): void {
    if (!this.dispatchEvent(new SiteSelectEvent({kind: 'year', value}))) return;
    const target = this.#target();
    if (!target) return;
    if (value) target.setAttribute('year', value);
    else target.removeAttribute('year');
    this.requestUpdate();
  }

  #target(): Element | null {
    return this.#for.get(this.htmlFor);
  }
}

define('site-news-archive', SiteNewsArchive);

declare global {
  interface HTMLElementTagNameMap {
    'site-news-archive': SiteNewsArchive;
  }
}
