// @ts-check
/**
 * Time-zone helpers for the demo API (no dependencies, Intl only).
 *
 * A "date" here is a calendar date string `YYYY-MM-DD`; a "wall time" is a
 * local clock reading in a given IANA time zone.
 */

/** @type {Map<string, Intl.DateTimeFormat>} */
const formatters = new Map();

/** @param {string} timeZone */
function formatter(timeZone) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The wall-clock fields of an instant in a time zone.
 * @param {number} utcMs
 * @param {string} timeZone
 * @returns {{year: number, month: number, day: number, hour: number, minute: number, second: number}}
 */
export function zonedParts(utcMs, timeZone) {
  /** @type {Record<string, string>} */
  const p = {};
  for (const part of formatter(timeZone).formatToParts(new Date(utcMs))) p[part.type] = part.value;
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/**
 * Offset of the time zone from UTC at an instant, in minutes (Berlin: 60 or 120).
 * @param {number} utcMs
 * @param {string} timeZone
 */
export function offsetMinutes(utcMs, timeZone) {
  const p = zonedParts(utcMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60000);
}

/**
 * The instant of a wall-clock time in a time zone.
 * @param {string} date `YYYY-MM-DD`
 * @param {number} hour
 * @param {number} minute
 * @param {string} timeZone
 */
export function zonedToUtc(date, hour, minute, timeZone, second = 0) {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d, hour, minute, second);
  let utc = guess - offsetMinutes(guess, timeZone) * 60000;
  const second_ = offsetMinutes(utc, timeZone);
  if (guess - second_ * 60000 !== utc) utc = guess - second_ * 60000;
  return utc;
}

/** @param {number} n */
const pad = (n, width = 2) => String(Math.abs(n)).padStart(width, '0');

/**
 * The calendar date of an instant in a time zone.
 * @param {number} utcMs
 * @param {string} timeZone
 */
export function zonedDate(utcMs, timeZone) {
  const p = zonedParts(utcMs, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * RFC 3339 date-time of an instant as wall time of the zone with its offset,
 * e.g. `2026-03-14T23:30:00+01:00`.
 * @param {number} utcMs
 * @param {string} timeZone
 */
export function formatZoned(utcMs, timeZone) {
  const p = zonedParts(utcMs, timeZone);
  const off = offsetMinutes(utcMs, timeZone);
  const sign = off < 0 ? '-' : '+';
  return (
    `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` +
    `${sign}${pad(Math.floor(Math.abs(off) / 60))}:${pad(Math.abs(off) % 60)}`
  );
}

/**
 * RFC 3339 date-time in UTC without milliseconds, e.g. `2026-03-14T22:30:00Z`.
 * @param {number} utcMs
 */
export function formatUtc(utcMs) {
  return new Date(Math.floor(utcMs / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/**
 * A calendar date plus a number of days.
 * @param {string} date `YYYY-MM-DD`
 * @param {number} days
 */
export function addDays(date, days) {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Whether a string is a real calendar date `YYYY-MM-DD`.
 * @param {string} value
 */
export function isCalendarDate(value) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}
