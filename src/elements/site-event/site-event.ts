import {html, nothing, type PropertyDeclarations} from 'lit';
import {localized, type CallOptions, type LocaleQuery, type SiteClient, type EventRecord} from '../../api/client.js';
import {SiteItemElement} from '../../internal/site-item-element.js';
import type {StructuredData} from '../../internal/site-data-element.js';
import {define} from '../../internal/define.js';
import {formatEventWhen} from '../../render/when.js';
import {image} from '../../render/image.js';
import {link} from '../../render/link.js';
import {richHTML} from '../../render/rich-html.js';
import {plainText} from '../../render/text.js';
import {fillTemplate, safeUrl} from '../../render/url.js';
import {buildIcs, downloadIcs} from '../../render/ics.js';
import {hostStyles} from '../../styles/host.js';
import {contentStyles} from '../../styles/content.js';
import {styles} from './site-event.styles.js';

// Still exported from the element's module, as before the move (site-widgets/elements/site-event.js).
export {buildIcs, type IcsEvent} from '../../render/ics.js';

import {words as WORDS} from './site-event.words.js';

const STATUSES = ['cancelled', 'postponed', 'soldout'] as const;
type Badge = (typeof STATUSES)[number];

/**
 * One event in full: title, image, date and time in the site's time zone,
 * location, status, ticket link, the sanitized description, tags, the
 * performing artists and an "Add to calendar" link that downloads an
 * iCalendar (.ics) file made in the browser.
 *
 * @summary One event with its details, tickets and an .ics download.
 * @tag site-event
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot not-found - Replaces the default text for an unknown or missing slug.
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires site-load - The event is shown (and its schema.org MusicEvent JSON-LD added to the document head). `detail: {count: 1}`.
 * @fires site-error - A request failed. `detail: {error, status, url}`.
 *
 * @csspart event - The `<article>` around everything; also carries the class of its status.
 * @csspart title - The event's title heading.
 * @csspart image - The event's image.
 * @csspart badge - The cancelled / postponed / sold-out badge.
 * @csspart date - The paragraph holding the `<time>`.
 * @csspart location - Location name, address, city and country.
 * @csspart actions - The line with the ticket and calendar links.
 * @csspart tickets - The ticket link (not for cancelled events).
 * @csspart calendar - The "Add to calendar" link (downloads `<slug>.ics`; not for cancelled events).
 * @csspart content - The event's sanitized description; its font and colour are inherited.
 * @csspart performers - The line naming the performing artists.
 * @csspart profile-link - One artist (a link with `profile-href`).
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
 */
export class SiteEvent extends SiteItemElement<EventRecord> {
  static override styles = [hostStyles, contentStyles, styles];

  static override properties: PropertyDeclarations = {
    noImage: {attribute: 'no-image', type: Boolean},
    tagHref: {attribute: 'tag-href'},
    profileHref: {attribute: 'profile-href'},
  };

  /** Hides the event's image. */
  declare noImage?: boolean;

  /** Link template for each tag, e.g. `/events.html?tag={slug}`; tags are plain text without it. */
  declare tagHref?: string;

  /** Link template for each performing artist, e.g. `/artist.html?slug={slug}`; names are plain text without it. */
  declare profileHref?: string;

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  protected override loadItem(client: SiteClient, slug: string, query: LocaleQuery, call: CallOptions) {
    return client.event(slug, query, call);
  }

  protected override skeletonRows(): number {
    return 4;
  }

  protected override structuredItems(event: EventRecord, sd: StructuredData) {
    const {locale, defaultLocale} = this.site ?? {};
    return [sd.eventData(event, localized(event, 'title', locale, defaultLocale) ?? event.slug, location.href)];
  }

  /** The .ics text of an event, in the active locale. */
  #ics(event: EventRecord, title: string, place: string): string | undefined {
    const {locale, defaultLocale} = this.site ?? {};
    return buildIcs({
      ...event,
      host: location.hostname || 'site-widgets',
      title,
      location: place,
      description: plainText(localized(event, 'excerpt', locale, defaultLocale)) ?? plainText(localized(event, 'content', locale, defaultLocale)),
      url: location.href,
    });
  }

  #country(code: string | null | undefined): string | undefined {
    if (!code) return undefined;
    try {
      return new Intl.DisplayNames([this.site?.locale ?? 'en'], {type: 'region'}).of(code) ?? code;
    } catch {
      return code;
    }
  }

  protected override renderContent(event: EventRecord): unknown {
    const {locale, defaultLocale} = this.site ?? {};
    const offset = this.offset;
    const title = localized<string>(event, 'title', locale, defaultLocale) ?? event.slug;
    const status = STATUSES.includes(event.status as Badge) ? (event.status as Badge) : undefined;
    const when = formatEventWhen(this.dateContext, event.startDate, event.endDate, event.allDay ?? false);
    const datetime = event.allDay ? event.startDate.slice(0, 10) : event.startDate;
    const loc = event.location;
    const place = [loc?.name, loc?.address, loc?.city, this.#country(loc?.country)].filter(Boolean).join(', ');
    const tickets =
      status !== 'cancelled' && safeUrl(event.ticketUrl) ? link(event.ticketUrl, 'tickets', this.t.tickets, `${this.t.tickets}: ${title}`) : nothing;
    const ics = status === 'cancelled' ? undefined : this.#ics(event, title, place);
    const calendar = ics
      ? html`<a part="calendar" href="#" download=${`${event.slug}.ics`} @click=${(e: MouseEvent) => downloadIcs(e.currentTarget as HTMLAnchorElement, ics)}>${this.t.addToCalendar}</a>`
      : nothing;
    const profiles = Array.isArray(event.profiles) ? event.profiles : [];
    const performers = profiles.length
      ? html`<p part="performers">${this.t.performers} ${profiles.map((p, i) => html`${i ? ', ' : ''}${link(fillTemplate(this.profileHref, {slug: p.slug}), 'profile-link', p.name)}`)}</p>`
      : nothing;
    const tags = event.tags?.length
      ? html`<ul part="tags" aria-label=${this.t.tags}>
          ${event.tags.map((tag) => html`<li part="tag">${link(fillTemplate(this.tagHref, {slug: tag.slug}), 'tag-link', tag.name)}</li>`)}
        </ul>`
      : nothing;
    const content = localized<string>(event, 'content', locale, defaultLocale);
    // prettier-ignore
    return html`<article part="event" class=${status ?? 'scheduled'}>${this.titleHeading('title', title)}${status ? html`<p part="badge">${this.t[status]}</p>` : nothing}${this.noImage ? nothing : image(event.image)}${when ? html`<p part="date"><time datetime=${datetime}>${when}</time></p>` : nothing}${place ? html`<p part="location">${place}</p>` : nothing}${tickets !== nothing || calendar !== nothing ? html`<p part="actions">${tickets}${calendar}</p>` : nothing}<div part="content" ${richHTML(content, {headingOffset: offset + 1})}></div>${performers}${tags}</article>`;
  }
}

define('site-event', SiteEvent);

declare global {
  interface HTMLElementTagNameMap {
    'site-event': SiteEvent;
  }
}
