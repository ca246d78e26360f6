/**
 * render/calendar.ts: calendar dates as UTC midnights, month arithmetic,
 * the week's first day per locale, month grids (year ends, leap years, four
 * to six weeks), today's date in a zone across daylight-saving changes, and
 * the same answers whatever the browser's own time zone.
 */
import {expect} from '@open-wc/testing';
import {executeServerCommand} from '@web/test-runner-commands';
import {
  addDays,
  addMonths,
  clampDay,
  dayOfWeek,
  firstDayOfWeek,
  isMonth,
  isoDay,
  isoMonth,
  monthEnd,
  monthGrid,
  parseDay,
  todayIn,
  utcDate,
  yearBounds,
} from '../../src/render/calendar.js';
import {INSTANTS, useClock} from '../helpers/clock.js';

const MONDAY = 1;
const SATURDAY = 6;
const SUNDAY = 7;
const DAY = 864e5;

/** A month grid as ISO days, week by week. */
const gridOf = (month: string, firstDay: number) => monthGrid(parseDay(`${month}-01`), firstDay).map((week) => week.map(isoDay));

/** Runs `body` with the browser's own time zone set to `zone` (DevTools emulation), then resets it. */
async function inZone(zone: string, body: () => void | Promise<void>): Promise<void> {
  await executeServerCommand('set-timezone', zone);
  try {
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).to.equal(zone);
    await body();
  } finally {
    await executeServerCommand('set-timezone', '');
  }
}

/** Zones whose clocks change: Berlin and New York by an hour, Lord Howe by half an hour, Chatham at +12:45/+13:45. */
const DST_ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Chatham'];

describe('calendar dates', () => {
  it('reads and writes YYYY-MM-DD as a UTC midnight, and YYYY-MM as its month', () => {
    const d = parseDay('2026-03-29');
    expect(d.getTime()).to.equal(Date.UTC(2026, 2, 29));
    expect(isoDay(d)).to.equal('2026-03-29');
    expect(isoMonth(d)).to.equal('2026-03');
    expect(isoDay(utcDate(2026, 11, 31))).to.equal('2026-12-31');
    expect(isoDay(utcDate(2026, 1))).to.equal('2026-02-01');
    // Months and days overflow into the next or previous month and year.
    expect(isoDay(utcDate(2026, 12, 1))).to.equal('2027-01-01');
    expect(isoDay(utcDate(2027, 0, 0))).to.equal('2026-12-31');
    expect(isoDay(utcDate(2026, -1, 31))).to.equal('2025-12-31');
  });

  it('knows a month written YYYY-MM from anything else', () => {
    for (const ok of ['2026-01', '2026-12', '0999-09']) expect(isMonth(ok), ok).to.be.true;
    for (const bad of ['2026-13', '2026-00', '2026-3', '26-03', '2026-03-01', 'March', '', ' 2026-03']) expect(isMonth(bad), bad).to.be.false;
  });

  it('adds days across month and year ends, both ways', () => {
    expect(isoDay(addDays(parseDay('2026-12-31'), 1))).to.equal('2027-01-01');
    expect(isoDay(addDays(parseDay('2027-01-01'), -1))).to.equal('2026-12-31');
    expect(isoDay(addDays(parseDay('2026-02-28'), 1))).to.equal('2026-03-01');
    expect(isoDay(addDays(parseDay('2028-02-28'), 1))).to.equal('2028-02-29');
    expect(isoDay(addDays(parseDay('2026-12-25'), 14))).to.equal('2027-01-08');
    expect(isoDay(addDays(parseDay('2026-03-29'), 0))).to.equal('2026-03-29');
  });

  it('gives the last day of each month: 28 or 29 days in February by the leap-year rule', () => {
    const ends = (y: number) => Array.from({length: 12}, (_, m) => monthEnd(utcDate(y, m, 15)).getUTCDate());
    expect(ends(2026)).to.deep.equal([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(ends(2028)[1]).to.equal(29);
    expect(ends(2000)[1], '2000 (divisible by 400)').to.equal(29);
    expect(ends(2100)[1], '2100 (divisible by 100)').to.equal(28);
    expect(isoDay(monthEnd(parseDay('2026-12-01')))).to.equal('2026-12-31');
  });

  it('adds months keeping the day inside the target month', () => {
    const plus = (iso: string, n: number) => isoDay(addMonths(parseDay(iso), n));
    expect(plus('2026-01-31', 1)).to.equal('2026-02-28');
    expect(plus('2028-01-31', 1)).to.equal('2028-02-29');
    expect(plus('2028-03-31', -1)).to.equal('2028-02-29');
    expect(plus('2026-05-31', 1)).to.equal('2026-06-30');
    expect(plus('2026-12-15', 1)).to.equal('2027-01-15');
    expect(plus('2027-01-15', -1)).to.equal('2026-12-15');
    expect(plus('2026-11-30', 3)).to.equal('2027-02-28');
    expect(plus('2028-02-29', 12)).to.equal('2029-02-28');
    expect(plus('2028-02-29', -12)).to.equal('2027-02-28');
    expect(plus('2028-02-29', 48)).to.equal('2032-02-29');
    expect(plus('2026-03-29', 0)).to.equal('2026-03-29');
  });
});

describe('weeks', () => {
  it('takes the first day of the week from the locale: Sunday in the US, Monday in Britain and Germany', () => {
    expect(firstDayOfWeek('en-US')).to.equal(SUNDAY);
    expect(firstDayOfWeek('en-GB')).to.equal(MONDAY);
    expect(firstDayOfWeek('de')).to.equal(MONDAY);
    expect(firstDayOfWeek('de-DE')).to.equal(MONDAY);
  });

  it('falls back to Monday for a locale Intl cannot read', () => {
    expect(firstDayOfWeek('not a locale!')).to.equal(MONDAY);
    expect(firstDayOfWeek('')).to.equal(MONDAY);
  });

  it('places a day in its week, for weeks from Monday, Saturday or Sunday', () => {
    const sunday = parseDay('2026-03-01');
    expect(dayOfWeek(sunday, MONDAY)).to.equal(6);
    expect(dayOfWeek(sunday, SUNDAY)).to.equal(0);
    expect(dayOfWeek(sunday, SATURDAY)).to.equal(1);
    const monday = parseDay('2026-03-02');
    expect(dayOfWeek(monday, MONDAY)).to.equal(0);
    expect(dayOfWeek(monday, SUNDAY)).to.equal(1);
    expect(dayOfWeek(monday, SATURDAY)).to.equal(2);
    const saturday = parseDay('2026-08-01');
    expect(dayOfWeek(saturday, SATURDAY)).to.equal(0);
    expect(dayOfWeek(saturday, MONDAY)).to.equal(5);
    expect(dayOfWeek(saturday, SUNDAY)).to.equal(6);
  });
});

describe('monthGrid()', () => {
  it('starts on Monday or Sunday: March 2026 (the 1st a Sunday)', () => {
    const monday = gridOf('2026-03', MONDAY);
    expect(monday.length).to.equal(6);
    expect(monday[0]).to.deep.equal(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01']);
    expect(monday.at(-1)!.at(-1)).to.equal('2026-04-05');
    const sunday = gridOf('2026-03', SUNDAY);
    expect(sunday.length).to.equal(5);
    expect(sunday[0][0]).to.equal('2026-03-01');
    expect(sunday.at(-1)!).to.deep.equal(['2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04']);
  });

  it('crosses year ends: December 2026 into January 2027, and January 2027 back into December', () => {
    const december = gridOf('2026-12', MONDAY);
    expect(december[0][0]).to.equal('2026-11-30');
    expect(december.at(-1)).to.deep.equal(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    const january = gridOf('2027-01', MONDAY);
    expect(january[0]).to.deep.equal(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(january.length).to.equal(5);
    expect(gridOf('2027-01', SUNDAY)[0][0]).to.equal('2026-12-27');
  });

  it('holds 29 February in a leap year and not in others', () => {
    const leap = gridOf('2028-02', MONDAY).flat();
    expect(leap).to.include('2028-02-29');
    expect(leap[0]).to.equal('2028-01-31');
    expect(leap.at(-1)).to.equal('2028-03-05');
    const common = gridOf('2026-02', MONDAY).flat();
    expect(common).not.to.include('2026-02-29');
    expect(common).to.include.members(['2026-02-28', '2026-03-01']);
    expect(gridOf('2100-02', MONDAY).flat()).not.to.include('2100-02-29');
    expect(gridOf('2000-02', MONDAY).flat()).to.include('2000-02-29');
  });

  it('shows four weeks when the month fills them exactly, six when it spills over', () => {
    // February 2026 starts on a Sunday and has 28 days.
    expect(gridOf('2026-02', SUNDAY)).to.have.length(4);
    expect(gridOf('2026-02', SUNDAY)[0][0]).to.equal('2026-02-01');
    expect(gridOf('2026-02', SUNDAY)[3][6]).to.equal('2026-02-28');
    // August 2026 starts on a Saturday: from Monday that is six weeks, from Saturday five.
    expect(gridOf('2026-08', MONDAY)).to.have.length(6);
    expect(gridOf('2026-08', SATURDAY)).to.have.length(5);
    expect(gridOf('2026-08', SATURDAY)[0][0]).to.equal('2026-08-01');
  });

  it('holds, for every month of 2024–2030 and every week start, each day of the month once in whole consecutive weeks', () => {
    for (let y = 2024; y <= 2030; y++) {
      for (let m = 0; m < 12; m++) {
        for (const firstDay of [MONDAY, SATURDAY, SUNDAY]) {
          const first = utcDate(y, m);
          const grid = monthGrid(first, firstDay);
          const days = grid.flat();
          const what = `${isoMonth(first)} from ${firstDay}`;
          expect(grid.every((week) => week.length === 7), what).to.be.true;
          expect(grid.length, what).to.be.within(4, 6);
          expect(days[0].getUTCDay(), what).to.equal(firstDay % 7);
          days.forEach((d, i) => i && expect(d.getTime() - days[i - 1].getTime(), `${what}: ${isoDay(d)}`).to.equal(DAY));
          const inMonth = days.filter((d) => isoMonth(d) === isoMonth(first)).map(isoDay);
          expect(inMonth.length, what).to.equal(monthEnd(first).getUTCDate());
          expect(inMonth[0], what).to.equal(isoDay(first));
          expect(new Set(inMonth).size, what).to.equal(inMonth.length);
          // No week of the next month alone: the last week holds the month's last day.
          expect(grid.at(-1)!.map(isoDay), what).to.include(isoDay(monthEnd(first)));
        }
      }
    }
  });

  it('gives the same grids and arithmetic in zones whose clocks change (DevTools emulation)', async () => {
    const months = ['2026-03', '2026-04', '2026-09', '2026-10', '2026-11', '2027-03', '2027-10'];
    const expected = months.map((m) => [gridOf(m, MONDAY), gridOf(m, SUNDAY)]);
    const steps = (start: string) => Array.from({length: 60}, (_, i) => isoDay(addDays(parseDay(start), i)));
    const march = steps('2026-03-01');
    const october = steps('2026-10-01');
    for (const zone of DST_ZONES) {
      await inZone(zone, () => {
        expect(
          months.map((m) => [gridOf(m, MONDAY), gridOf(m, SUNDAY)]),
          zone,
        ).to.deep.equal(expected);
        expect(steps('2026-03-01'), zone).to.deep.equal(march);
        expect(steps('2026-10-01'), zone).to.deep.equal(october);
        expect(new Set(march).size).to.equal(60);
        expect(isoDay(addMonths(parseDay('2026-03-29'), 7)), zone).to.equal('2026-10-29');
        expect(parseDay('2026-10-25').getTime(), zone).to.equal(Date.UTC(2026, 9, 25));
      });
    }
  });
});

describe('todayIn()', () => {
  const berlin = (iso: string) => todayIn('Europe/Berlin', new Date(iso));

  it('names the date an instant has in a zone, around the spring change (Berlin, 29 March 2026)', () => {
    expect(berlin('2026-03-28T22:59:59Z')).to.equal('2026-03-28'); // 23:59:59 CET
    expect(berlin('2026-03-28T23:00:00Z')).to.equal('2026-03-29'); // 00:00 CET
    expect(berlin('2026-03-29T01:00:00Z')).to.equal('2026-03-29'); // 03:00 CEST, 02:00 skipped
    expect(berlin('2026-03-29T21:59:59Z')).to.equal('2026-03-29'); // 23:59:59 CEST
    expect(berlin('2026-03-29T22:00:00Z')).to.equal('2026-03-30'); // 00:00 CEST
  });

  it('and around the autumn change (Berlin, 25 October 2026)', () => {
    expect(berlin('2026-10-24T21:59:59Z')).to.equal('2026-10-24'); // 23:59:59 CEST
    expect(berlin('2026-10-24T22:00:00Z')).to.equal('2026-10-25'); // 00:00 CEST
    expect(berlin('2026-10-25T00:30:00Z')).to.equal('2026-10-25'); // 02:30 CEST
    expect(berlin('2026-10-25T01:30:00Z')).to.equal('2026-10-25'); // 02:30 CET, the hour again
    expect(berlin('2026-10-25T22:59:59Z')).to.equal('2026-10-25'); // 23:59:59 CET
    expect(berlin('2026-10-25T23:00:00Z')).to.equal('2026-10-26'); // 00:00 CET
  });

  it('crosses the year end in each zone at its own midnight', () => {
    const instant = new Date('2026-12-31T12:00:00Z');
    expect(todayIn('Pacific/Kiritimati', instant)).to.equal('2027-01-01');
    expect(todayIn('UTC', instant)).to.equal('2026-12-31');
    expect(todayIn('Pacific/Pago_Pago', instant)).to.equal('2026-12-31');
    expect(todayIn('Europe/Berlin', new Date('2026-12-31T23:00:00Z'))).to.equal('2027-01-01');
    expect(todayIn('America/New_York', new Date('2027-01-01T04:59:59Z'))).to.equal('2026-12-31');
  });

  it('uses the browser\u2019s zone without one, and the given zone whatever the browser\u2019s', async () => {
    const instant = new Date('2026-06-30T20:00:00Z');
    // The first call without a zone in this page: render/format.ts keeps its
    // formatter, made in the zone the browser had then, for the page's life.
    await inZone('Pacific/Kiritimati', () => {
      expect(todayIn(undefined, instant)).to.equal('2026-07-01');
      expect(todayIn('Europe/Berlin', instant)).to.equal('2026-06-30');
    });
    await inZone('Pacific/Pago_Pago', () => {
      expect(todayIn('Pacific/Kiritimati', instant)).to.equal('2026-07-01');
      expect(todayIn('Europe/Berlin', instant)).to.equal('2026-06-30');
    });
  });

  describe('without an instant', () => {
    useClock(INSTANTS.newYearsEve);

    it('is now on the page\u2019s clock, as a test or a page sets it', () => {
      // 23:30 UTC on New Year's Eve: Berlin and Tokyo are in the new year, New York is not.
      expect(todayIn('Europe/Berlin')).to.equal('2027-01-01');
      expect(todayIn('Asia/Tokyo')).to.equal('2027-01-01');
      expect(todayIn('America/New_York')).to.equal('2026-12-31');
    });
  });
});

describe('yearBounds() and clampDay()', () => {
  it('spans 1 January of the first reported year to 31 December of the last, in any order', () => {
    expect(yearBounds([2027, 2025, 2026])!.map(isoDay)).to.deep.equal(['2025-01-01', '2027-12-31']);
    expect(yearBounds([2026])!.map(isoDay)).to.deep.equal(['2026-01-01', '2026-12-31']);
    expect(yearBounds([])).to.equal(undefined);
    expect(yearBounds(undefined)).to.equal(undefined);
  });

  it('keeps a day inside the bounds, and any day without them', () => {
    const bounds = yearBounds([2026, 2027]);
    const clamp = (iso: string) => isoDay(clampDay(parseDay(iso), bounds));
    expect(clamp('2025-12-31')).to.equal('2026-01-01');
    expect(clamp('2026-01-01')).to.equal('2026-01-01');
    expect(clamp('2026-07-15')).to.equal('2026-07-15');
    expect(clamp('2027-12-31')).to.equal('2027-12-31');
    expect(clamp('2028-01-01')).to.equal('2027-12-31');
    expect(isoDay(clampDay(parseDay('1999-01-01'), undefined))).to.equal('1999-01-01');
  });
});
