/**
 * Days as the `gt`/`lt` bounds the real service takes: the one place that
 * knows their meaning. A module of its own, loaded on demand (only a list
 * narrowed by days needs it). No Lit here.
 */

/** The start of `day` (`YYYY-MM-DD`) at 00:00 in `timeZone`, as epoch ms. */
function dayStart(day: string, timeZone?: string): number {
  const utc = Date.parse(`${day}T00:00:00Z`);
  if (!timeZone) return new Date(`${day}T00:00:00`).getTime();
  // The zone's offset at that instant, read back through Intl; twice, for a DST change that day.
  const offset = (at: number) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en', {timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric'})
        .formatToParts(at)
        .map((x) => [x.type, +x.value]),
    );
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - at;
  };
  try {
    return utc - offset(utc - offset(utc));
  } catch {
    return new Date(`${day}T00:00:00`).getTime(); // a zone Intl does not know: the browser's
  }
}

/**
 * The `gt`/`lt` bounds of the days `from`–`to` (`YYYY-MM-DD`, either may be
 * missing) in `timeZone`. Inferred from real sites, not documented: the
 * bounds are epoch milliseconds compared with an event's start, strictly;
 * so `gt` is a millisecond before `from` begins and `lt` the start of the
 * day after `to`.
 */
export function dayBounds(from?: string, to?: string, timeZone?: string): {gt?: number; lt?: number} {
  const next = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 864e5).toISOString().slice(0, 10);
  return {gt: from ? dayStart(from, timeZone) - 1 : undefined, lt: to ? dayStart(next(to), timeZone) : undefined};
}

/**
 * The bounds of the days `from`–`to` in the site's own time zone (its
 * `/site` answer's), else the provider's: a list narrowed by days (events'
 * `from`/`to`, a news year) means the site's days, as `/events/dates` and
 * `/news/dates` count them, whatever zone the provider shows dates in.
 */
export function siteDays(from: string | undefined, to: string | undefined, site?: {site?: {timeZone?: string | null}; timeZone?: string}): {gt?: number; lt?: number} {
  return dayBounds(from, to, site?.site?.timeZone ?? site?.timeZone);
}
