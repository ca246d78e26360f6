import {html, nothing, type PropertyDeclarations} from 'lit';
import {localized, type CallOptions, type EventsQuery, type SiteClient, type EventRecord} from '../../api/client.js';
import {isoDay, numberIn, oneOf} from '../../internal/attributes.js';
import {SiteListElement, type ListAnswer, type ListPage, type ListQuery} from '../../internal/site-list-element.js';
import type {StructuredData} from '../../internal/site-data-element.js';
import {define} from '../../internal/define.js';
import {formatEventWhen} from '../../render/when.js';
import {heading} from '../../render/heading.js';
import {link} from '../../render/link.js';
import {fillTemplate} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {styles} from './site-events.styles.js';
import {words as WORDS} from './site-events.words.js';

const DIRS = ['asc', 'desc'] as const;
const STATUSES = ['cancelled', 'postponed', 'soldout'] as const;
type Badge = (typeof STATUSES)[number];

/** The list's query: the `/events` parameters, and the artist whose events they are. */
type Query = Pick<EventsQuery, 'upcoming' | 'dir' | 'tag' | 'from' | 'to'> & {profile?: string};

/**
 * A list of the site's published events: title, date and time in the site's
 * time zone, location, a status badge and a ticket link, with a "more"
 * button that appends the next page.
 *
 * @summary A list of events, upcoming or past, for the whole site or one artist.
 * @tag site-events
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot empty - Replaces the default empty text ("No upcoming events").
 * @slot not-found - Replaces the default text when the `profile` is unknown.
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires site-load - The events are shown (and their schema.org MusicEvent JSON-LD added to the document head). `detail: {count}`.
 * @fires site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart list - The `<ul>` of events.
 * @csspart item - One event's `<li>`; also carries the class of its status.
 * @csspart title - The event's heading.
 * @csspart link - The link around the title (with `href`).
 * @csspart date - The paragraph holding the `<time>`.
 * @csspart location - Location name and city.
 * @csspart badge - The cancelled / postponed / sold-out badge.
 * @csspart tickets - The ticket link.
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
 * @cssprop [--site-skeleton-item-height=4.5rem] - Height of one placeholder row.
 * @cssprop [--site-events-gap=var(--site-space)] - Space between events.
 * @cssprop [--site-events-item-padding=0.75rem 0] - Padding of one event.
 * @cssprop [--site-events-item-background=transparent] - Background of one event.
 * @cssprop [--site-events-title-size=1.125rem] - Font size of titles.
 * @cssprop [--site-events-badge-background=#fef3c7] - Status badge background.
 * @cssprop [--site-events-badge-color=#78350f] - Status badge text colour.
 */
export class SiteEvents extends SiteListElement<Query, EventRecord> {
  static override styles = [hostStyles, styles];

  static override properties: PropertyDeclarations = {
    upcoming: {type: Boolean},
    from: {converter: isoDay},
    to: {converter: isoDay},
    direction: {attribute: 'dir', converter: oneOf(DIRS, 'asc')},
    tag: {},
    profile: {},
    headingLevel: {attribute: 'heading-level', converter: numberIn(2, 6, 3)},
  };

  /** Only events that have not ended yet. */
  declare upcoming?: boolean;

  /**
   * Sort by start date: `asc` (soonest first, the default) or `desc`. The
   * attribute is `dir`; the property is `direction`, since `dir` is the
   * HTML text-direction property of every element.
   */
  declare direction?: 'asc' | 'desc';

  /** Only events with this tag (slug). */
  declare tag?: string;

  /** Only this artist's events (profile slug), through `/profiles/{slug}/events`. */
  declare profile?: string;

  /** Level of each event's heading, 2–6 (default 3). */
  declare headingLevel?: number;

  /** Only events on or after this date (`YYYY-MM-DD`, in the site's time zone). */
  declare from?: string;

  /** Only events on or before this date (`YYYY-MM-DD`, in the site's time zone). */
  declare to?: string;

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  protected override listQuery(): Query {
    const {upcoming, direction = 'asc', tag, profile, from, to} = this;
    return {upcoming: upcoming || undefined, dir: direction, tag: tag || undefined, profile: profile || undefined, from, to};
  }

  protected override loadPage(client: SiteClient, {profile, ...query}: ListQuery<Query> & {page: number}, call: CallOptions): Promise<ListAnswer<EventRecord>> {
    return profile ? client.profileEvents(profile, query, call) : client.events(query, call);
  }

  protected override structuredItems({items}: ListPage<EventRecord>, sd: StructuredData) {
    const {locale, defaultLocale} = this.site ?? {};
    return items.map((e) => sd.eventData(e, localized(e, 'title', locale, defaultLocale) ?? e.slug, fillTemplate(this.href, {slug: e.slug})));
  }

  protected override emptyText(): string {
    return this.upcoming ? this.t.noUpcomingEvents : this.t.noEvents;
  }

  protected override moreText(): string {
    return this.t.moreEvents;
  }

  protected override renderItems(events: EventRecord[]): unknown {
    const level = this.headingLevel ?? 3;
    return html`<ul part="list" role="list">
      ${events.map((event) => this.#renderEvent(event, level))}
    </ul>`;
  }

  #renderEvent(event: EventRecord, level: number) {
    const {locale, defaultLocale} = this.site ?? {};
    const title = localized(event, 'title', locale, defaultLocale) ?? event.slug;
    const when = formatEventWhen(this.dateContext, event.startDate, event.endDate, event.allDay ?? false);
    const status = STATUSES.includes(event.status as Badge) ? (event.status as Badge) : undefined;
    const where = [event.location?.name, event.location?.city].filter(Boolean).join(', ');
    const href = fillTemplate(this.href, {slug: event.slug});
    const badge = status ? html`<span part="badge">${this.t[status]}</span>` : nothing;
    const date = when ? html`<p part="date"><time datetime=${event.startDate}>${when}</time></p>` : nothing;
    const place = where ? html`<p part="location">${where}</p>` : nothing;
    const tickets =
      status !== 'cancelled' && event.ticketUrl ? link(event.ticketUrl, 'tickets', this.t.tickets, `${this.t.tickets}: ${title}`) : nothing;
    // prettier-ignore
    return html`<li part="item" class=${status ?? 'scheduled'}>${heading(level, 'title', link(href, 'link', title))}${badge}${date}${place}${tickets}</li>`;
  }
}

define('site-events', SiteEvents);

declare global {
  interface HTMLElementTagNameMap {
    'site-events': SiteEvents;
  }
}
