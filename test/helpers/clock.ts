/**
 * The date of a test: the page's clock and the demo API's "now" set
 * together, so that a test whose outcome depends on the day computes what
 * it expects from a date it knows instead of from the machine's.
 *
 * `useClock()` in a `describe` sets both before each of its tests and gives
 * the machine's clock back after: the page's `Date` (and so `new Date()` and
 * `Date.now()` in the kit and in the test) starts at the instant and runs on
 * from it; the demo API builds its data and answers `upcoming` from the same
 * instant (web-test-runner.config.js, command `set-clock`).
 *
 * A suite that sets the clock takes `TEST_INSTANT`, a fixed date, so that
 * what it expects holds on any day; `forEachInstant()` runs a block again at
 * each of `INSTANTS`, the moments where naive date code breaks. .ci/run runs
 * the date suites with the machine's clock itself moved to several of them
 * (Debian's faketime), which a suite that sets its clock must not notice.
 */
import {executeServerCommand} from '@web/test-runner-commands';

/** Moments where date code that assumes too much breaks. */
export const INSTANTS = {
  /** 23:30 UTC on New Year's Eve: already 1 January 2027 in Berlin (the site's zone) and in Tokyo. */
  newYearsEve: '2026-12-31T23:30:00Z',
  /** Noon of a leap day, a Tuesday. */
  leapDay: '2028-02-29T12:00:00Z',
  /** 23:30 in Berlin on 31 March: the last evening of a 31-day month, whose last week ends in April. */
  monthEnd: '2027-03-31T21:30:00Z',
  /** 01:30 in Berlin on 28 March 2027: half an hour before Europe's clocks go forward (02:00 is 03:00). */
  europeSpringForward: '2027-03-28T00:30:00Z',
  /** 01:30 EDT in New York on 1 November 2026: half an hour before the US clocks go back (02:00 is 01:00). */
  usFallBack: '2026-11-01T05:30:00Z',
} as const;

/**
 * The instant `useClock()` sets when a test names none: the day the suite
 * was found failing on, a Friday whose week ends in December.
 */
export const TEST_INSTANT = '2026-11-27T10:00:00Z';

const RealDate = Date;
/** Milliseconds the page's clock is ahead of the machine's; undefined: not set. */
let shift: number | undefined;
const now = () => RealDate.now() + (shift ?? 0);

/**
 * The page's `Date`: the built-in one, reading "now" from the set clock.
 * Called without `new` it gives the string of now, as `Date()` does.
 */
const TestDate = function (this: unknown, ...args: unknown[]) {
  if (!new.target) return new RealDate(now()).toString();
  return Reflect.construct(RealDate, args.length ? args : [now()], new.target);
} as unknown as DateConstructor;
Object.defineProperties(TestDate, {
  ...Object.getOwnPropertyDescriptors(RealDate),
  now: {value: now, writable: true, configurable: true},
});
TestDate.prototype.constructor = RealDate;
globalThis.Date = TestDate;

/** Sets the page's clock and the demo API's to `instant` (an ISO date-time); both run on from there. */
export async function setClock(instant: string): Promise<void> {
  const at = RealDate.parse(instant);
  if (Number.isNaN(at)) throw new Error(`setClock: not an instant: ${instant}`);
  await executeServerCommand('set-clock', {instant});
  shift = at - RealDate.now();
}

/** The machine's clock again, for the page and the demo API. */
export async function resetClock(): Promise<void> {
  shift = undefined;
  await executeServerCommand('set-clock', {instant: null});
}

/** In a `describe`: each of its tests runs at `instant` (default {@link TEST_INSTANT}). */
export function useClock(instant: string = TEST_INSTANT): void {
  beforeEach(() => setClock(instant));
  afterEach(resetClock);
}

/** Defines `body` once for each of {@link INSTANTS}, in a `describe` named after it, with the clock set there. */
export function forEachInstant(body: (instant: string) => void): void {
  for (const [name, instant] of Object.entries(INSTANTS)) {
    describe(`at ${name} (${instant})`, () => {
      useClock(instant);
      body(instant);
    });
  }
}

// Whatever a test file did, the demo API's clock is the machine's when it ends.
(window as unknown as {mocha: Mocha.BrowserMocha}).mocha.suite.afterAll(resetClock);

/** The calendar date (YYYY-MM-DD) of an instant (default: now, on the page's clock) in a time zone. */
export const dayIn = (timeZone: string, at: Date | number = Date.now()) =>
  new Intl.DateTimeFormat('en-CA', {timeZone, year: 'numeric', month: '2-digit', day: '2-digit'}).format(at);

/** The year of an instant (default: now, on the page's clock) in a time zone. */
export const yearIn = (timeZone: string, at: Date | number = Date.now()) => Number(dayIn(timeZone, at).slice(0, 4));
