/**
 * iCalendar (RFC 5545) files of one event, for the "Add to calendar" link of
 * <site-event>. Everything but `downloadIcs()` is pure: strings in, a string
 * out, no DOM and no clock unless `now` is left out.
 */
import {safeUrl} from './url.js';

/** What an .ics file says about one event (every value already in the visitor's language). */
export interface IcsEvent {
  /** The event's slug: with `host`, the calendar entry's stable UID. */
  slug: string;
  /** The host name that makes the UID unique (`slug@host`). */
  host: string;
  title: string;
  /** ISO 8601 date-time with offset (or a date for all-day events). */
  startDate: string;
  endDate?: string | null;
  allDay?: boolean | null;
  /** `cancelled` gives STATUS:CANCELLED. */
  status?: string | null;
  /** Plain text. */
  location?: string;
  /** Plain text. */
  description?: string;
  /** An absolute http(s) URL of the event's page. */
  url?: string;
  /** DTSTAMP; defaults to now. */
  now?: Date;
}

/** RFC 5545 UTC date-time: 20261201T223000Z. */
export const icsUtc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/** The calendar date (YYYYMMDD) written in an ISO string, moved by `days`; the offset is ignored. */
export function icsDate(iso: string | null | undefined, days = 0): string | undefined {
  const m = iso && /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? icsUtc(new Date(Date.UTC(+m[1], +m[2] - 1, +m[3] + days))).slice(0, 8) : undefined;
}

/** RFC 5545 TEXT: backslashes, semicolons, commas and newlines escaped. */
export const icsText = (value: string) => value.replace(/[\\;,]/g, '\\$&').replace(/\r\n?|\n/g, '\\n');

/** Folds a content line into lines of at most 75 octets (UTF-8), never inside a character. */
export function foldLine(line: string): string {
  let out = '';
  let octets = 0;
  for (const ch of line) {
    const cp = ch.codePointAt(0)!;
    const n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (octets + n > 75) {
      out += '\r\n ';
      octets = 1;
    }
    out += ch;
    octets += n;
  }
  return out;
}

/**
 * An iCalendar (RFC 5545) file with one VEVENT: UTC times for timed events,
 * DATE values for all-day events (DTEND the day after the last day), text
 * escaped, lines folded at 75 octets and ended by CRLF. Undefined when the
 * start date cannot be read.
 */
export function buildIcs(event: IcsEvent): string | undefined {
  let start: string | undefined;
  let end: string | undefined;
  if (event.allDay) {
    const first = icsDate(event.startDate);
    const last = icsDate(event.endDate);
    if (first) {
      start = `;VALUE=DATE:${first}`;
      // DTEND is exclusive: the day after the last day.
      end = `;VALUE=DATE:${last && last > first ? icsDate(event.endDate, 1) : icsDate(event.startDate, 1)}`;
    }
  } else {
    const from = new Date(event.startDate);
    const to = event.endDate ? new Date(event.endDate) : undefined;
    if (!Number.isNaN(from.getTime())) {
      start = `:${icsUtc(from)}`;
      end = to && to > from ? `:${icsUtc(to)}` : undefined;
    }
  }
  if (!start) return undefined;
  const url = safeUrl(event.url);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//site-widgets//site-event//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(`${event.slug}@${event.host}`)}`,
    `DTSTAMP:${icsUtc(event.now ?? new Date())}`,
    `DTSTART${start}`,
    end && `DTEND${end}`,
    `SUMMARY:${icsText(event.title)}`,
    event.location && `LOCATION:${icsText(event.location)}`,
    event.description && `DESCRIPTION:${icsText(event.description)}`,
    url && /^https?:/i.test(url) && `URL:${url.replace(/[\s"]/g, encodeURIComponent)}`,
    event.status === 'cancelled' && 'STATUS:CANCELLED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.filter(Boolean).map((l) => foldLine(l as string)).join('\r\n') + '\r\n';
}

/**
 * Gives a download link a fresh blob: URL of an .ics file just before the
 * browser follows it (call it from the link's click handler), and takes the
 * URL back once the browser has it: no blob outlives the click.
 */
export function downloadIcs(link: HTMLAnchorElement, ics: string): void {
  const url = URL.createObjectURL(new Blob([ics], {type: 'text/calendar'}));
  link.href = url;
  setTimeout(() => {
    URL.revokeObjectURL(url);
    link.href = '#';
  });
}
