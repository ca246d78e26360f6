/** The fields of an event, in `<site-events>` and `<site-event>`. */
import {fillTemplate} from '../../render/url.js';
import {formatEventWhen} from '../../render/when.js';
import {priceLine, tiersOf} from '../../render/tickets.js';
import type {Fields} from '../bind.js';
import {artists, withoutUrl, dateForms, excerpt, flag, imageForms, rich, tags, title, type Host, type Rec} from './common.js';

const cancelled = (e: Rec) => e.publishState == 'CANCELLED';
const allDay = (e: Rec) => e.hasTime === false;

export const eventFields: Fields<Rec, Host> = {
  title,
  slug: (e) => e.slug,
  url: (e, host) => fillTemplate(host.href, {slug: e.slug}),
  date: (e, host) => dateForms(host, e.startDate, allDay(e), formatEventWhen(host.dateContext, e.startDate, e.endDate, allDay(e), host.site?.site?.timeZone)),
  end: (e, host) => dateForms(host, e.endDate, allDay(e)),
  location: (e, host) => host.text(e.location),
  city: (e) => (typeof e.location?.city == 'string' ? e.location.city : undefined),
  where: (e, host) => [host.text(e.location), e.location?.city].filter((s) => typeof s == 'string' && s).join(', ') || undefined,
  price: (e, host) => (cancelled(e) ? undefined : priceLine(host.site?.locale, tiersOf(e), host.site?.currency, (host.t.freeEntry as string | undefined) ?? 'Free', (host.t.fromPrice as ((p: string) => string) | undefined) ?? String)),
  'ticket-url': (e) => (cancelled(e) ? undefined : tiersOf(e)[0]?.externalLink),
  cancelled,
  'all-day': allDay,
  featured: (e) => flag(e.featured),
  image: (e, host) => imageForms(e.image, host),
  excerpt,
  tags,
  artists,
};

/** `<site-event>`'s: an event's, with its body. */
export const eventDetailFields: Fields<Rec, Host> = {
  ...withoutUrl(eventFields),
  // As the element shows it: the event's image, else its festival's, else its first artist's.
  image: (e, host) => imageForms(e.image ?? e.relations?.parents?.[0]?.image ?? (Array.isArray(e.artists) ? e.artists : []).find((a: Rec | null) => a?.profile?.slug)?.profile.image, host),
  content: (e, host) => rich(host, e, (host.offset ?? 0) + 1),
};
