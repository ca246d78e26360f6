import {html, nothing, type PropertyDeclarations, type PropertyValues} from 'lit';
import type {CallOptions, DatesAnswer, SiteClient} from '../../api/client.js';
import {SiteDataElement} from '../../internal/site-data-element.js';
import {define} from '../../internal/define.js';
import {ForTarget} from '../../internal/for-target.js';
import {checked} from '../../internal/attributes.js';
import {SiteSelectEvent} from '../../events/site-select.js';
import {dateFormatter} from '../../render/format.js';
import {addDays, addMonths, clampDay, dayOfWeek, firstDayOfWeek, isMonth, isoDay, isoMonth, monthEnd, monthGrid, parseDay, todayIn, yearBounds} from '../../render/calendar.js';
import {hostStyles} from '../../styles/host.js';
import {styles} from './site-event-calendar.styles.js';

import {words as WORDS} from './site-event-calendar.words.js';

/** The calendar's date forms, constants: its formatters are cached by them (format.ts). */
const MONTH_YEAR: Intl.DateTimeFormatOptions = {month: 'long', year: 'numeric'};
const WEEKDAY: Intl.DateTimeFormatOptions = {weekday: 'long'};
const WEEKDAY_SHORT: Intl.DateTimeFormatOptions = {weekday: 'short'};
const DAY_MONTH: Intl.DateTimeFormatOptions = {day: 'numeric', month: 'long'};
const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = {day: 'numeric', month: 'long', year: 'numeric'};
/** A day's number in its cell, in the locale's digits (٢٧ where Arabic writes them), without a word around it (Japanese's 27日). */
const DAY: Intl.DateTimeFormatOptions = {day: 'numeric'};

/** The year shown; none (false) until the site's time zone is known. */
type YearQuery = {year: number | false | undefined};

/**
 * A month calendar of the site's events: a keyboard-operable date grid in
 * the active locale with the days that have events marked. Choosing such a
 * day lists its events below the grid (a `<site-events>` with `from` and
 * `to`) or, with `for`, sets `from` and `to` on the `<site-events>` with
 * that id. Days are the site's calendar days (`/events/dates`, in the site's
 * time zone), whatever the visitor's zone.
 *
 * Reads the days of the year shown, `GET /events/dates?interval=day` with
 * `gt`/`lt` bounding that year in the site's time zone (the service
 * processes only the first 1000 events of an answer, so one request for all
 * time would lose days), and the next year's days when the visitor moves
 * into it, each year once. The years with events, which bound the
 * navigation, come from `GET /events/dates?interval=year` without bounds.
 * A chosen day's events come through `<site-events from to>`, sent as
 * `gt`/`lt`.
 *
 * Keyboard: arrows move by day and week (in a right-to-left page, whose
 * grid is mirrored, ArrowLeft to the next day and ArrowRight to the one
 * before), Home/End to the start/end of the week, Page Up/Down by month (with Shift by year), Enter or Space chooses
 * a day that has events. The new month is announced in a polite live region.
 *
 * @summary A month calendar that marks the days with events and lists a chosen day's events.
 * @tag site-event-calendar
 * @attr {'dark' | 'light'} theme - That colour scheme whatever the page's (with `site-widgets.css` in the page), on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 * @attr {string} url-key - Keeps the month shown and the chosen day in the page's address under this name (`?NAME.month=2027-03&NAME.day=2027-03-14`): a reload, Back and Forward and a shared address show them again. Each month step and each chosen day is a history entry; with `for`, the list's filter goes into the same one.
 *
 * @slot loading - Replaces the default loading skeleton.
 * @slot empty - Replaces the default text when the site has no events at all ("No events").
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires {{count: number}} site-load - The calendar is shown, and again when the days of another year came. `detail: {count}` (the number of days with events in the year shown).
 * @fires {{error: Error; status: number; url?: string}} site-error - A request failed. `detail: {error, status, url}`.
 * @fires {{kind: 'date'; value: string}} site-select - A visitor chose a day with events, before its events are listed (or set on the `for` list); cancel it (`preventDefault()`) to handle the day yourself. `detail: {kind: 'date', value: 'YYYY-MM-DD'}`.
 *
 * @csspart calendar - The box around the header and the grid.
 * @csspart header - The row with the month label and the buttons.
 * @csspart month-label - The month and year shown ("March 2026").
 * @csspart prev - The previous-month button.
 * @csspart next - The next-month button.
 * @csspart grid - The `<table role="grid">` of days.
 * @csspart weekday - One weekday column header.
 * @csspart day - One day's cell; also `today`, `has-events`, `selected` or `outside` (a day of the month before or after) as they apply.
 * @csspart today - The cell of today (in the site's time zone), with `day`.
 * @csspart has-events - The cell of a day with events, with `day`.
 * @csspart selected - The cell of the chosen day, with `day`.
 * @csspart outside - A cell of a day of the previous or next month, with `day`.
 * @csspart mark - The sign on a day with events.
 * @csspart empty-month - The note under the grid when the month shown has no events.
 * @csspart events - The section below the grid that lists the chosen day's events (holds a `<site-events>`).
 * @csspart state - Every default state message (with `loading`, `empty` or `error`).
 * @csspart skeleton - The loading placeholder.
 * @csspart retry - The error state's retry button.
 *
 * @cssprop [--site-font-family=inherit] - Font of the element.
 * @cssprop [--site-color-text=inherit] - Text colour.
 * @cssprop [--site-color-muted=#595959] - Colour of weekday names, days of other months and notes.
 * @cssprop [--site-color-accent=#1d4ed8] - Buttons, the event mark and the chosen day.
 * @cssprop [--site-color-border=#d4d4d8] - Outline of today.
 * @cssprop [--site-color-focus=var(--site-color-accent)] - Focus outline.
 * @cssprop [--site-color-skeleton=#e4e4e7] - Loading placeholder colour.
 * @cssprop [--site-color-error=#b91c1c] - Error text colour.
 * @cssprop [--site-radius=0.5rem] - Corner radius of days and buttons.
 * @cssprop [--site-space=1rem] - Base spacing.
 * @cssprop [--site-skeleton-item-height=18.5rem] - Height of the loading placeholder.
 * @cssprop [--site-event-calendar-max-width=24rem] - Largest width of the calendar.
 * @cssprop [--site-event-calendar-day-size=2.5rem] - Height of a day cell.
 * @cssprop [--site-event-calendar-event-background=#eef2ff] - Background of days with events.
 * @cssprop [--site-event-calendar-selected-background=var(--site-color-accent)] - Background of the chosen day.
 * @cssprop [--site-event-calendar-selected-color=#fff] - Text colour of the chosen day.
 * @cssprop [--site-reserve] - The height the element takes while it loads. When its content, an empty state or an error comes, what they do not fill is given back: at once out of view and below the window, in view but for one item's height (a detail's "not found" and error take their own height, a list's error keeps it in view). Default: its skeleton's, which `site-widgets.css` reserves before the script runs.
 * @cssprop [--site-color-background=#fff] - The surface of an element with `theme` (#18181b in the dark theme).
 * @cssprop [--site-theme-padding=1rem] - The room around an element's content with `theme`.
 */
export class SiteEventCalendar extends SiteDataElement<YearQuery, DatesAnswer> {
  static override styles = [hostStyles, styles];

  static override properties: PropertyDeclarations = {
    month: {converter: checked((value) => (isMonth(value) ? value : undefined), 'month')},
    htmlFor: {attribute: 'for'},
  };

  /** The month shown first, `YYYY-MM` (default: the current month in the site's time zone). */
  declare month?: string;

  /**
   * The id of a `<site-events>` whose `from` and `to` a chosen day sets,
   * instead of listing the day's events below the grid. The attribute is
   * `for`; the property is `htmlFor`, as on `<label>`.
   */
  declare htmlFor?: string;

  /**
   * The month shown, `YYYY-MM`, once the visitor moved (or an address named one: url-state.ts, which `url-key` loads, reads and sets it).
   * @internal
   */
  viewMonth?: string;
  /** The day that holds the grid's tab stop, `YYYY-MM-DD`. */
  #focus?: string;
  /**
   * The chosen day, `YYYY-MM-DD` (read and set by url-state.ts, as `viewMonth`).
   * @internal
   */
  chosenDay?: string;
  /** What the live region says. */
  #said?: string;
  /** The days with events of each year whose answer came, by year. */
  readonly #days = new Map<number, string[]>();

  protected override get t() {
    return {...WORDS, ...super.t};
  }

  /** The site's own time zone: the days of `/events/dates` are its days. */
  get #zone(): string | undefined {
    return this.site?.site?.timeZone ?? this.site?.timeZone;
  }

  get #locale(): string {
    return this.site?.locale ?? 'en';
  }

  get #today(): string {
    return todayIn(this.#zone);
  }

  /** The first day of the month shown. */
  get #first(): Date {
    // The converter warned of a bad attribute; a bad property set from script
    // falls back silently rather than asking for year NaN.
    const m = this.viewMonth ?? this.month;
    return parseDay(`${m && isMonth(m) ? m : this.#today.slice(0, 7)}-01`);
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('month')) this.viewMonth = this.#focus = undefined;
  }

  /** The year shown, once the site's zone is known: its days' bounds are that zone's. */
  protected override query(): YearQuery {
    return {year: this.site?.siteSettled && this.#first.getUTCFullYear()};
  }

  /**
   * The years with events and the days with events of the year shown.
   * Moving into another year runs it again for that year (each year's
   * answer is kept by the request layer, so it is fetched once).
   */
  protected override async load(client: SiteClient, {year}: YearQuery, call: CallOptions): Promise<DatesAnswer> {
    // Before the site's zone is known, nothing: this run stays pending (the
    // element busy, as while it loads) until the run with the zone replaces it.
    if (!year) return new Promise(() => {});
    // The years bound the navigation. Whether the service's `years` honours
    // gt/lt is UNKNOWN (the demo's does): read from the bounded answer they
    // could be the shown year alone, and prev/next would stop at its ends.
    // So one unbounded, cheap request (`interval=year`: a few strings), the
    // same for every year and thus sent once. It too reads only the first
    // 1000 events: the bounded answer's years join its own, in case it
    // misses the year shown. The bounds' code loads only here.
    const answers: (Partial<DatesAnswer> | null)[] = await Promise.all([
      client.eventDates({interval: 'year'}, call),
      client.eventDates({interval: 'day', ...(await import('../../api/bounds.js')).siteDays(`${year}-01-01`, `${year}-12-31`, this.site)}, call),
    ]);
    if (answers.some((a) => !a || typeof a != 'object')) throw new TypeError('the answer of /events/dates is not an object');
    const [all, shown] = answers as Partial<DatesAnswer>[];
    // Only what is what it should be: YYYY-MM-DD days and whole years.
    const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
    const dates = list(shown.dates).filter((d): d is string => typeof d == 'string' && /^\d{4}-\d\d-\d\d/.test(d));
    this.#days.set(year, dates);
    return {dates, years: [...list(all.years), ...list(shown.years)].filter(Number.isInteger) as number[]};
  }

  protected override isEmpty({years}: DatesAnswer): boolean {
    return !years.length;
  }

  protected override countOf({dates}: DatesAnswer): number {
    return dates.length;
  }

  protected override emptyText(): string {
    return this.t.noEvents;
  }

  protected override skeletonRows(): number {
    return 1;
  }

  /** A calendar date in the active locale (its zone is UTC: see calendar.ts). */
  #format(d: Date, options: Intl.DateTimeFormatOptions): string {
    return dateFormatter({locale: this.#locale, timeZone: 'UTC'}, options).format(d);
  }

  /** The number of a calendar date's day, as the locale writes it in a calendar. */
  #day(d: Date): string {
    return dateFormatter({locale: this.#locale, timeZone: 'UTC'}, DAY)
      .formatToParts(d)
      .find((p) => p.type == 'day')!.value;
  }

  /** First and last day the calendar may show: the years `/events/dates` reports. */
  #bounds(): [Date, Date] | undefined {
    return yearBounds(this.task.value?.years);
  }

  /** The event days of the month of `d`; undefined while its year's days are on their way. */
  #eventDays(d: Date): string[] | undefined {
    const prefix = isoMonth(d);
    return this.#days
      .get(d.getUTCFullYear())
      ?.filter((d) => d.startsWith(prefix))
      .sort();
  }

  /** Shows the month of `d` (buttons, Page Up/Down, arrows past the month's end), its tab stop the default, and announces it. */
  #show(d: Date): void {
    this.viewMonth = isoMonth(d);
    this.#focus = undefined;
    const label = this.#format(d, MONTH_YEAR);
    // Whether it has no events, once its year's days are in.
    this.#said = this.#eventDays(d)?.length === 0 ? `${label}. ${this.t.noEventsIn(label)}` : label;
    this.requestUpdate();
  }

  async #step(months: number): Promise<void> {
    // The button pressed, read before the update: a button disabled at a
    // bound drops focus to the page (browsers differ on when activeElement
    // lets go of it), so the grid takes it.
    const pressed = this.shadowRoot?.activeElement as HTMLButtonElement | null;
    this.#show(addMonths(this.#first, months));
    await this.updateComplete;
    // (A bound's month is in a year whose days are in: the tab stop stays.)
    if (pressed?.disabled) this.renderRoot.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }

  /** Moves the grid's focus to a day, switching month when it lies in another. */
  async #moveTo(d: Date): Promise<void> {
    d = clampDay(d, this.#bounds());
    const day = isoDay(d);
    if (isoMonth(d) !== isoMonth(this.#first)) this.#show(d);
    this.#focus = day;
    this.requestUpdate();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`[data-date="${day}"]`)?.focus();
  }

  /** The `<site-events>` named by `for`, in this element's tree, else in the document. */
  readonly #for = new ForTarget(this);

  get #target(): Element | null {
    return this.#for.get(this.htmlFor);
  }

  /** Chooses a day with events: site-select, then (unless cancelled) the list below or the `for` list. */
  #choose(day: string): void {
    if (!this.task.value?.dates.includes(day) || !this.dispatchEvent(new SiteSelectEvent({kind: 'date', value: day}))) return;
    this.chosenDay = this.#focus = day;
    this.requestUpdate();
    const target = this.#target;
    if (target) {
      target.setAttribute('from', day);
      target.setAttribute('to', day);
    }
  }

  #onKey(e: KeyboardEvent): void {
    const day = (e.target as HTMLElement).dataset?.date;
    if (!day) return;
    const d = parseDay(day);
    const weekday = dayOfWeek(d, firstDayOfWeek(this.#locale));
    // The arrows go where they point: right to left (dir="rtl" on the page, the provider or the element, or the
    // CSS direction), the grid's days run from the right, so ArrowLeft is the next day. Read now: a page may switch.
    const left = getComputedStyle(this).direction == 'rtl' ? 1 : -1;
    // Where each key goes (eight dates are cheap to compute on every key).
    const moves: Record<string, Date> = {
      ArrowLeft: addDays(d, left),
      ArrowRight: addDays(d, -left),
      ArrowUp: addDays(d, -7),
      ArrowDown: addDays(d, 7),
      Home: addDays(d, -weekday),
      End: addDays(d, 6 - weekday),
      PageUp: addMonths(d, e.shiftKey ? -12 : -1),
      PageDown: addMonths(d, e.shiftKey ? 12 : 1),
    };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.#choose(day);
    } else if (moves[e.key]) {
      e.preventDefault();
      void this.#moveTo(moves[e.key]);
    }
  }

  #onClick(e: Event): void {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-date]');
    if (!cell) return;
    this.#focus = cell.dataset.date;
    this.requestUpdate();
    this.#choose(cell.dataset.date!);
  }

  protected override renderContent(): unknown {
    const t = this.t;
    const first = this.#first;
    const today = this.#today;
    const label = this.#format(first, MONTH_YEAR);
    const bounds = this.#bounds();
    const prefix = isoMonth(first);
    // While another year's days load, the grid stays, unmarked, with no note.
    const days = this.#eventDays(first);
    // The grid's tab stop: the day focused or chosen in this month, else its
    // next event day from today, its first event day, today, the 1st.
    const focus = [this.#focus, this.chosenDay].find((d) => d?.startsWith(prefix)) ?? days?.find((d) => d >= today) ?? days?.[0] ?? (today.startsWith(prefix) ? today : isoDay(first));
    const grid = monthGrid(first, firstDayOfWeek(this.#locale));

    const headers = grid[0].map((d) => {
      return html`<th scope="col" role="columnheader" part="weekday" aria-label=${this.#format(d, WEEKDAY)}>${this.#format(d, WEEKDAY_SHORT)}</th>`;
    });
    const cell = (d: Date) => {
      const day = isoDay(d);
      if (!day.startsWith(prefix)) {
        return html`<td role="gridcell" part="day outside"><span aria-hidden="true">${this.#day(d)}</span></td>`;
      }
      const events = days?.includes(day);
      const selected = this.chosenDay === day;
      const name = this.#format(d, DAY_MONTH);
      const part = ['day', today === day && 'today', events && 'has-events', selected && 'selected'].filter(Boolean).join(' ');
      return html`<td
        role="gridcell"
        part=${part}
        data-date=${day}
        tabindex=${day === focus ? 0 : -1}
        aria-label=${events ? t.dayWithEvents(name) : name}
        aria-current=${today === day ? 'date' : nothing}
        aria-selected=${events ? selected : nothing}
        aria-disabled=${events ? nothing : 'true'}
      >
        <span aria-hidden="true">${this.#day(d)}</span>${events ? html`<span part="mark" aria-hidden="true">•</span>` : nothing}
      </td>`;
    };
    const rows = grid.map(
      (week) =>
        html`<tr role="row">
          ${week.map(cell)}
        </tr>`,
    );
    // The day's events below the grid: the list's code comes with the first (a day a visitor chose, or an address named).
    const list =
      this.chosenDay && !this.#target
        ? (import('../site-events/site-events.js'), html`<section part="events" aria-label=${t.eventsOn(this.#format(parseDay(this.chosenDay), DAY_MONTH_YEAR))}>
            <site-events from=${this.chosenDay} to=${this.chosenDay} limit="20"></site-events>
          </section>`)
        : nothing;
    return html`<div part="calendar">
        <div part="header">
          <button type="button" part="prev" aria-label=${t.previousMonth} ?disabled=${!!bounds && first <= bounds[0]} @click=${() => void this.#step(-1)}>‹</button>
          <div part="month-label" id="label">${label}</div>
          <button type="button" part="next" aria-label=${t.nextMonth} ?disabled=${!!bounds && monthEnd(first) >= bounds[1]} @click=${() => void this.#step(1)}>›</button>
        </div>
        <table role="grid" part="grid" aria-labelledby="label" @keydown=${this.#onKey} @click=${this.#onClick}>
          <thead>
            <tr role="row">
              ${headers}
            </tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
        </table>
        ${days?.length === 0 ? html`<p part="empty-month">${t.noEventsIn(label)}</p>` : nothing}
        <div class="visually-hidden" role="status" aria-live="polite">${this.#said}</div>
      </div>
      ${list}`;
  }
}

define('site-event-calendar', SiteEventCalendar);

declare global {
  interface HTMLElementTagNameMap {
    'site-event-calendar': SiteEventCalendar;
  }
}
