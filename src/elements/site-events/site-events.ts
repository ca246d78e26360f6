import {html, nothing, type PropertyDeclarations} from 'lit';
import type {CallOptions, EventsQuery, SiteClient, EventRecord} from '../../api/client.js';
import {checked, numberIn, oneOf} from '../../internal/attributes.js';
import {SiteListElement, type ListAnswer, type ListQuery} from '../../internal/site-list-element.js';
import {define} from '../../internal/define.js';
import {formatEventWhen} from '../../render/when.js';
import {heading} from '../../render/heading.js';
import {link} from '../../render/link.js';
import {priceLine, tiersOf} from '../../render/tickets.js';
import {fillTemplate} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {styles} from './site-events.styles.js';
import {words as WORDS} from './site-events.words.js';

const DIRS = ['asc', 'desc'] as const;

/**
 * `from` and `to`: a `YYYY-MM-DD` date; anything else is none. Only this
 * element takes a day, so its converter is here, not in the script-tag core.
 */
const isoDay = checked((value) => {
  // A day that exists: 2026-02-30 and 2026-99-99 do not.
  const day = new Date(value);
  return !isNaN(+day) && day.toISOString().slice(0, 10) == value ? value : undefined;
}, 'day');

/** The list's named values: the element's filters, and the artist whose events they are. */
type Query = {upcoming?: boolean; dir: 'asc' | 'desc'; tag?: string; from?: string; to?: string; featured?: boolean; rootOnly?: boolean; profile?: string};

/**
 * A list of the site's published events: title, date and time in the site's
 * time zone (the date alone for an all-day event), venue and city, a
 * *Cancelled* badge, the price ("from €12" when the ticket tiers differ)
 * linked to the tickets, with a "more" button that appends the next page.
 *
 * Reads `GET /events` (or `GET /profiles/{slug}/events` with `profile`) with
 * `upcoming`, `dir`, `tags` (the `tag` id), `gt`/`lt` (from `from`/`to`),
 * `featured`, `rootOnly`, `limit` and `page` (from 0).
 *
 * **Template fields** (for a `<template>` child, see the README's "Templates"): `title` (text: the localized title, else the slug), `slug`, `url` (the `href` template filled), `date` (the element's date line, "Wed, 25 Nov 2026, 20:00" or a range, the date alone for an all-day event; forms `date` ("25 November 2026"), `short` ("25 Nov 2026"), `time` ("20:00"), `day`, `weekday`, `month`, `year` and `datetime` (the ISO value, for `<time datetime>`), `time` none for an all-day event), `end` (the end, same forms), `location` (the venue's name), `city`, `where` (venue and city, as the element shows them), `price` (the price line, "from €12" or "Free"; none when cancelled), `ticket-url` (the first ticket tier's link; none when cancelled), `cancelled`, `all-day` and `featured` (flags, for `data-site-if`), `image` (forms `src`, `alt`, `width`, `height`; bound as `data-site-src` on an `<img>` it also sets the size and lazy loading), `excerpt` (plain text of at most 200 characters: the short text, else the body), `tags` (their titles, "Jazz, Live"), `artists` (the performing artists' names).
 *
 * @summary A list of events, upcoming or past, for the whole site or one artist.
 * @tag site-events
 * @attr {'list' | 'grid' | 'compact'} layout - How the events are laid out (with `site-widgets.css` in the page): `list`, the default; `grid`, cards in columns at least `--site-grid-column` wide (one column on a phone); `compact`, a one-line agenda (date, title, place, price; no images), wrapping where the element is narrow.
 * @attr {'dark' | 'light'} theme - That colour scheme whatever the page's (with `site-widgets.css` in the page), on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 * @attr {string} url-key - Keeps the list's view in the page's address under this name: `tag`, `from` and `to` (a tag chosen in `<site-tags for>`, a day in `<site-event-calendar for>`) and how many pages "More" has shown (`?NAME.tag=…&NAME.pages=3`), so that a reload, Back and Forward and a shared address show it again. A filter replaces the history entry, each page of "More" adds one.
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot empty - Replaces the default empty text ("No upcoming events").
 * @slot not-found - Replaces the default text when the `profile` is unknown.
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires {{count: number}} site-load - The events are shown `detail: {count}`.
 * @fires {{error: Error; status: number; url?: string}} site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart list - The `<ul>` of events.
 * @csspart item - One event's `<li>`; also carries the class of its status.
 * @csspart title - The event's heading.
 * @csspart link - The link around the title (with `href`).
 * @csspart date - The paragraph holding the `<time>`.
 * @csspart location - Venue name and city.
 * @csspart badge - The *Cancelled* badge.
 * @csspart tickets - The price line (not for cancelled events).
 * @csspart ticket-link - The price as a link to the first ticket tier, when it has one.
 * @csspart more - The "more events" button.
 * @csspart state - Every default state message (with `loading`, `empty`, `not-found` or `error`).
 * @csspart skeleton - The loading placeholder list.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-font-family=inherit] - Font of the element.
 * @cssprop [--site-color-text=inherit] - Text colour.
 * @cssprop [--site-color-muted=#595959] - Colour of dates and locations.
 * @cssprop [--site-color-accent=#1d4ed8] - Links and buttons.
 * @cssprop [--site-color-link=var(--site-color-accent)] - Link colour.
 * @cssprop [--site-color-border=#d4d4d8] - Separator between events.
 * @cssprop [--site-color-skeleton=#e4e4e7] - Loading placeholder colour.
 * @cssprop [--site-color-error=#b91c1c] - Error text colour.
 * @cssprop [--site-radius=0.5rem] - Corner radius of buttons and placeholders.
 * @cssprop [--site-space=1rem] - Base spacing.
 * @cssprop [--site-skeleton-item-height=9rem] - Height of one placeholder row, an event (10.5rem on a screen narrower than 40rem).
 * @cssprop [--site-events-gap=var(--site-space)] - Space between events.
 * @cssprop [--site-events-item-padding=0.75rem 0] - Padding of one event.
 * @cssprop [--site-events-item-background=transparent] - Background of one event.
 * @cssprop [--site-events-title-size=1.125rem] - Font size of titles.
 * @cssprop [--site-events-badge-background=#fef3c7] - *Cancelled* badge background.
 * @cssprop [--site-events-badge-color=#78350f] - *Cancelled* badge text colour.
 * @cssprop [--site-reserve] - The height the element takes while it loads. When its content, an empty state or an error comes, what they do not fill is given back: at once out of view and below the window, in view but for one item's height (a detail's "not found" and error take their own height, a list's error keeps it in view). Default: its skeleton's, which `site-widgets.css` reserves before the script runs.
 * @cssprop [--site-grid-column=15rem] - The narrowest column of `layout="grid"`.
 * @cssprop [--site-compact-date-width=18rem] - Width of the date in `layout="compact"`.
 * @cssprop [--site-color-background=#fff] - The surface of an element with `theme` (#18181b in the dark theme).
 * @cssprop [--site-theme-padding=1rem] - The room around an element's content with `theme`.
 */
export class SiteEvents extends SiteListElement<Query, EventRecord> {
  static override styles = [hostStyles, styles];

  static override properties: PropertyDeclarations = {
    upcoming: {type: Boolean},
    from: {converter: isoDay},
    to: {converter: isoDay},
    direction: {attribute: 'dir', converter: oneOf(DIRS, 'asc')},
    tag: {},
    featured: {type: Boolean},
    rootOnly: {attribute: 'root-only', type: Boolean},
    profile: {},
    headingLevel: {attribute: 'heading-level', converter: numberIn(2, 6, 3)},
  };

  /** Only events that have not ended yet (`upcoming=true`). */
  declare upcoming?: boolean;

  /**
   * Sort by start date: `asc` (soonest first, the default) or `desc`. The
   * attribute is `dir`; the property is `direction`, since `dir` is the
   * HTML text-direction property of every element.
   */
  declare direction?: 'asc' | 'desc';

  /** Only events with this tag: its id, as `/tags` and `<site-tags>` give it (sent as `tags`). */
  declare tag?: string;

  /** Only featured events (`featured=true`). */
  declare featured?: boolean;

  /** Leaves out the events that are part of a festival (`rootOnly=true`). */
  declare rootOnly?: boolean;

  /** Only this artist's events (profile slug), through `/profiles/{slug}/events`. */
  declare profile?: string;

  /** Level of each event's heading, 2–6 (default 3). */
  declare headingLevel?: number;

  /** Only events starting on or after this day (`YYYY-MM-DD`, in the site's time zone; sent as `gt`). */
  declare from?: string;

  /** Only events starting on or before this day (`YYYY-MM-DD`, in the site's time zone; sent as `lt`). */
  declare to?: string;

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  protected override listQuery(): Query {
    const {upcoming, direction = 'asc', tag, profile, from, to, featured, rootOnly} = this;
    return {upcoming, dir: direction, tag, profile, from, to, featured, rootOnly};
  }

  /** Days are the site's own: a list narrowed by days waits for its time zone. */
  protected override query() {
    return (this.from || this.to) && !this.site?.siteSettled ? undefined : super.query();
  }

  protected override async loadPage(client: SiteClient, {profile, tag, from, to, ...rest}: ListQuery<Query> & {page: number}, call: CallOptions): Promise<ListAnswer<EventRecord>> {
    // The bounds' code loads only for a list narrowed by days.
    const bounds = from || to ? (await import('../../api/bounds.js')).siteDays(from, to, this.site) : {};
    const query: EventsQuery = {...rest, tags: tag, ...bounds};
    return profile ? client.profileEvents(profile, query, call) : client.events(query, call);
  }

  protected override emptyText(): string {
    return this.upcoming ? this.t.noUpcomingEvents : this.t.noEvents;
  }

  protected override moreText(): string {
    return this.t.moreEvents;
  }

  protected override renderItems(events: EventRecord[]): unknown {
    const {t, site} = this;
    const level = this.headingLevel ?? 3;
    return html`<ul part="list" role="list">
      ${this.each(events, (event) => {
        const title = this.text(event) ?? event.slug;
        const when = formatEventWhen(this.dateContext, event.startDate, event.endDate, event.hasTime === false, site?.site?.timeZone);
        const cancelled = event.publishState == 'CANCELLED';
        const where = [this.text(event.location), event.location?.city].filter(Boolean).join(', ');
        const tiers = cancelled ? [] : tiersOf(event);
        const price = priceLine(site?.locale, tiers, site?.currency, t.freeEntry, t.fromPrice);
        return html`<li part="item" class=${cancelled ? 'cancelled' : 'scheduled'}>
          ${heading(level, 'title', link(fillTemplate(this.href, {slug: event.slug}), 'link', title))}${
            cancelled ? html`<span part="badge">${t.cancelled}</span>` : nothing
          }${when ? html`<p part="date"><time datetime=${event.startDate}>${when}</time></p>` : nothing}${
            where ? html`<p part="location">${where}</p>` : nothing
          }${
            price
              ? html`<p part="tickets">${link(tiers[0].externalLink, 'ticket-link', price, `${t.tickets}: ${title}, ${price}`)}</p>`
              : nothing
          }
        </li>`;
      })}
    </ul>`;
  }
}

define('site-events', SiteEvents);

declare global {
  interface HTMLElementTagNameMap {
    'site-events': SiteEvents;
  }
}
