import {html, nothing, type PropertyDeclarations} from 'lit';
import {type CallOptions, type SiteClient, type EventRecord, type EventReference} from '../../api/client.js';
import {tagsOf} from '../../api/tags.js';
import {SiteItemElement} from '../../internal/site-item-element.js';
import {define} from '../../internal/define.js';
import type {Builders} from '../../internal/json-ld.js';
import {dayIn, formatEventWhen} from '../../render/when.js';
import {toDate} from '../../render/format.js';
import {image} from '../../render/image.js';
import {link} from '../../render/link.js';
import {body} from '../../render/body.js';
import {plainText} from '../../render/text.js';
import {ticketPrice, tiersOf} from '../../render/tickets.js';
import {fillTemplate} from '../../render/url.js';
import type {IcsEvent} from '../../render/ics.js';
import {hostStyles} from '../../styles/host.js';
import {artistsOf} from '../../render/artists.js';
import {listOf} from '../../render/list.js';
import {contentStyles} from '../../styles/content.js';
import {styles} from './site-event.styles.js';

/** The .ics code, loaded when an event with a calendar link is shown (a chunk of its own): ready by the time a visitor clicks. */
let icsModule: typeof import('../../render/ics.js') | undefined;
const loadIcs = () => import('../../render/ics.js').then((m) => (icsModule = m));

/** Gives the calendar link its .ics file at the click; when the code is not there yet, once it is. */
function downloadCalendar(e: MouseEvent, event: IcsEvent): void {
  const link = e.currentTarget as HTMLAnchorElement;
  const text = icsModule?.buildIcs(event);
  if (text) return icsModule!.downloadIcs(link, text);
  e.preventDefault();
  if (icsModule) return;
  void loadIcs().then(() => link.click());
}

import {words as WORDS} from './site-event.words.js';

/**
 * One event in full: title, image (the event's, else its festival's, else
 * its first artist's), date and time in the site's time zone (the date
 * alone for an all-day event), the venue with its address and a map link, a
 * *Cancelled* badge, the ticket tiers (name, price in their currency, link),
 * the body (its TipTap tree, else its Markdown, sanitized), the performing
 * artists, a festival's own events or the festival an event is part of, the
 * tags, and an "Add to calendar" link that downloads an iCalendar (.ics)
 * file made in the browser.
 *
 * Reads `GET /events/{slug}`.
 *
 * **Template fields** (for a `<template>` child, see the README's "Templates"): `title` (text: the localized title, else the slug), `slug`, `date` (the element's date line, "Wed, 25 Nov 2026, 20:00" or a range, the date alone for an all-day event; forms `date` ("25 November 2026"), `short` ("25 Nov 2026"), `time` ("20:00"), `day`, `weekday`, `month`, `year` and `datetime` (the ISO value, for `<time datetime>`), `time` none for an all-day event), `end` (the end, same forms), `location` (the venue's name), `city`, `where` (venue and city), `price` (the price line, "from €12" or "Free"; none when cancelled), `ticket-url` (the first ticket tier's link; none when cancelled), `cancelled`, `all-day` and `featured` (flags, for `data-site-if`), `image` (the event's own; forms `src`, `alt`, `width`, `height`; bound as `data-site-src` on an `<img>` it also sets the size and lazy loading), `excerpt` (plain text of at most 200 characters: the short text, else the body), `tags` (their titles, "Jazz, Live"), `artists` (the performing artists' names), `content` (the body, its TipTap tree else its Markdown or `description`, sanitized as the element shows it, headings one level under the title's).
 *
 * @summary One event with its details, tickets and an .ics download.
 * @tag site-event
 * @attr {'dark' | 'light'} theme - That colour scheme whatever the page's (with `site-widgets.css` in the page), on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot not-found - Replaces the default text for an unknown or missing slug.
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires {{count: number}} site-load - The event is shown (and its schema.org MusicEvent JSON-LD added to the document head). `detail: {count: 1}`.
 * @fires {{error: Error; status: number; url?: string}} site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart event - The `<article>` around everything; carries the class `cancelled` when cancelled.
 * @csspart title - The event's title heading.
 * @csspart image - The event's image.
 * @csspart badge - The *Cancelled* badge.
 * @csspart date - The paragraph holding the `<time>`.
 * @csspart location - Venue name, address, city and country.
 * @csspart map - The venue's map link.
 * @csspart tickets - The list of ticket tiers (not for cancelled events).
 * @csspart ticket - One tier: its name and price, a link when it has one.
 * @csspart actions - The line with the "Add to calendar" link.
 * @csspart calendar - The "Add to calendar" link (downloads `<slug>.ics`; not for cancelled events).
 * @csspart content - The event's body; its font and colour are inherited.
 * @csspart performers - The line naming the performing artists.
 * @csspart profile-link - One artist (a link with `profile-href`).
 * @csspart parent - "Part of" the festival this event belongs to.
 * @csspart children - The festival's own events.
 * @csspart child-link - One of them (a link with `event-href`).
 * @csspart tags - The list of tags.
 * @csspart tag - One tag.
 * @csspart tag-link - One tag's link (with `tag-href`).
 * @csspart state - Every default state message (with `loading`, `not-found` or `error`).
 * @csspart skeleton - The loading placeholder.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-font-family=inherit] - Font of the element.
 * @cssprop [--site-color-text=inherit] - Text colour.
 * @cssprop [--site-color-muted=#595959] - Colour of the date and location.
 * @cssprop [--site-color-accent=#1d4ed8] - Links and buttons.
 * @cssprop [--site-color-border=#d4d4d8] - Tag outlines and rules.
 * @cssprop [--site-radius=0.5rem] - Corner radius of the image and buttons.
 * @cssprop [--site-content-line-height=1.6] - Line height of the description.
 * @cssprop [--site-heading-font-family=inherit] - Font of headings inside the description.
 * @cssprop [--site-event-title-size=2rem] - Font size of the title.
 * @cssprop [--site-event-badge-background=#fef3c7] - Status badge background.
 * @cssprop [--site-event-badge-color=#78350f] - Status badge text colour.
 * @cssprop [--site-reserve] - The height the element takes while it loads. When its content, an empty state or an error comes, what they do not fill is given back: at once out of view and below the window, in view but for one item's height (a detail's "not found" and error take their own height, a list's error keeps it in view). Default: its skeleton's, which `site-widgets.css` reserves before the script runs.
 * @cssprop [--site-color-background=#fff] - The surface of an element with `theme` (#18181b in the dark theme).
 * @cssprop [--site-theme-padding=1rem] - The room around an element's content with `theme`.
 */
export class SiteEvent extends SiteItemElement<EventRecord> {
  static override styles = [hostStyles, contentStyles, styles];

  static override properties: PropertyDeclarations = {
    noImage: {attribute: 'no-image', type: Boolean},
    tagHref: {attribute: 'tag-href'},
    profileHref: {attribute: 'profile-href'},
    eventHref: {attribute: 'event-href'},
  };

  /** Hides the event's image. */
  declare noImage?: boolean;

  /** Link template for each tag, e.g. `/events.html?tag={id}` (`{id}`, `{title}`); tags are plain text without it. */
  declare tagHref?: string;

  /** Link template for each performing artist, e.g. `/artist.html?slug={slug}`; names are plain text without it. */
  declare profileHref?: string;

  /** Link template for a festival's events and its parent festival (default `?slug={slug}`: this page, showing that event). */
  declare eventHref?: string;

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  protected override loadItem(client: SiteClient, slug: string, call: CallOptions) {
    return client.event(slug, call);
  }

  protected override skeletonRows(): number {
    return 4;
  }

  /** An event without a body of its own shows its `description` as one. */
  protected override bodyOf(event: EventRecord): [tree: unknown, markdown: unknown] {
    const [tree, markdown] = super.bodyOf(event);
    return [tree, markdown ?? event.description];
  }

  protected override jsonLd() {
    return import('../../internal/json-ld.js');
  }

  protected override structuredItems(event: EventRecord, b: Builders) {
    return [b.eventData(event, this.site, location.href, plainText(this.text(event, 'shortContent')))];
  }

  #country(code: string | null | undefined): string | undefined {
    if (!code) return undefined;
    try {
      return new Intl.DisplayNames([this.site?.locale ?? 'en'], {type: 'region'}).of(code) ?? code;
    } catch {
      return code;
    }
  }

  /** A festival's event or the festival: title and date, linked by `event-href`. */
  #ref(ref: EventReference) {
    const when = formatEventWhen(this.dateContext, ref.startDate ?? '', ref.endDate);
    const href = fillTemplate(this.eventHref || `?${this.slugParam || 'slug'}={slug}`, {slug: ref.slug});
    return html`${link(href, 'child-link', this.text(ref) ?? ref.slug)}${when ? html` <time datetime=${ref.startDate ?? ''}>${when}</time>` : nothing}`;
  }

  protected override renderContent(event: EventRecord): unknown {
    const t = this.t;
    const site = this.site;
    const title = this.text(event) ?? event.slug;
    const cancelled = event.publishState == 'CANCELLED';
    const allDay = event.hasTime === false;
    const zone = site?.site?.timeZone;
    const when = formatEventWhen(this.dateContext, event.startDate, event.endDate, allDay, zone);
    const loc = event.location;
    const place = loc && [this.text(loc), loc.address, loc.address2, loc.zipCode && loc.city ? `${loc.zipCode} ${loc.city}` : loc.city, loc.isDefault ? undefined : this.#country(loc.country)].filter(Boolean).join(', ');
    const map = loc?.mapLink ? link(loc.mapLink, 'map', t.map) : nothing;
    const tiers = cancelled ? [] : tiersOf(event);
    const tickets = tiers.length
      ? html`<ul part="tickets" aria-label=${t.tickets}>
          ${tiers.map((tier) => {
            const name = /^regular$/i.test(tier.name) ? '' : this.text(tier) ?? tier.name;
            const label = [name, ticketPrice(site?.locale, tier, site?.currency, t.freeEntry)].filter(Boolean).join(' · ');
            return html`<li part="ticket">${link(tier.externalLink, 'ticket-link', label, `${t.tickets}: ${title}, ${label}`)}</li>`;
          })}
        </ul>`
      : nothing;
    // No calendar entry for a cancelled event, nor for one whose start cannot be read.
    const ics: IcsEvent | undefined = cancelled || !toDate(event.startDate)
      ? undefined
      : {
          slug: event.slug,
          host: location.hostname || 'site-widgets',
          title,
          // An all-day event's days are the site's own: as dates in its zone, not UTC instants.
          startDate: allDay ? dayIn(event.startDate, zone) : event.startDate,
          endDate: allDay && event.endDate ? dayIn(event.endDate, zone) : event.endDate,
          allDay,
          location: place || undefined,
          description: plainText(this.text(event, 'shortContent') ?? this.text(event, 'content') ?? event.description),
          url: location.href,
        };
    if (ics) void loadIcs();
    const calendar = ics
      ? html`<p part="actions"><a part="calendar" href="#" download=${`${event.slug}.ics`} @click=${(e: MouseEvent) => downloadCalendar(e, ics)}>${t.addToCalendar}</a></p>`
      : nothing;
    const artists = artistsOf(event);
    const performers = artists.length
      ? html`<p part="performers">${t.performers} ${listOf(
          site?.locale,
          artists.map((p) => link(fillTemplate(this.profileHref, {slug: p.slug}), 'profile-link', this.text(p) ?? p.slug)),
        )}</p>`
      : nothing;
    const parent = event.relations?.parents?.[0];
    const children = event.relations?.children ?? [];
    const tags = tagsOf(event.tags);
    const [tree, markdown] = this.bodyOf(event);
    const picture = this.noImage ? nothing : image(event.image ?? parent?.image ?? artists[0]?.image, site?.mediaBase);
    return html`<article part="event" class=${cancelled ? 'cancelled' : 'scheduled'}>
      ${this.titleHeading('title', title)}${cancelled ? html`<p part="badge">${t.cancelled}</p>` : nothing}${
        parent ? html`<p part="parent">${t.partOf} ${this.#ref(parent)}</p>` : nothing
      }${picture}${
        when
          ? html`<p part="date"><time datetime=${allDay ? dayIn(event.startDate, zone) : event.startDate}>${when}</time></p>`
          : nothing
      }${place ? html`<p part="location">${place} ${map}</p>` : nothing}${tickets}${calendar}${
        body(tree, markdown, {headingOffset: this.offset + 1, mediaBase: site?.mediaBase, embedHosts: site?.embedHosts})
      }${performers}${
        children.length
          ? html`<section part="children" aria-label=${t.festivalEvents}>
              <ul>
                ${children.map((c) => html`<li>${this.#ref(c)}</li>`)}
              </ul>
            </section>`
          : nothing
      }${
        tags.length
          ? html`<ul part="tags" aria-label=${t.tags}>
              ${tags.map(
                (tag) => html`<li part="tag">${link(fillTemplate(this.tagHref, {id: tag.id, title: tag.title}), 'tag-link', tag.title)}</li>`,
              )}
            </ul>`
          : nothing
      }
    </article>`;
  }
}

define('site-event', SiteEvent);

declare global {
  interface HTMLElementTagNameMap {
    'site-event': SiteEvent;
  }
}
