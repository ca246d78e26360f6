/**
 * render/ics.ts: RFC 5545 text escaping, 75-octet line folding, UTC and
 * DATE values, the whole VEVENT, and the blob: download. The element's own
 * .ics tests (test/elements/site-event.test.ts) check what a visitor gets.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {executeServerCommand} from '@web/test-runner-commands';
import {buildIcs, downloadIcs, foldLine, icsDate, icsText, icsUtc, type IcsEvent} from '../../src/render/ics.js';

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;
/** Unfolds an .ics text and returns its content lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
/** True when a string has no lone surrogate: a folded line never holds half a character. */
const wellFormed = (s: string) => new TextDecoder().decode(encoder.encode(s)) === s;

const base: IcsEvent = {
  slug: 'late-set',
  host: 'example.org',
  title: 'Late set',
  startDate: '2026-12-01T23:30:00+01:00',
  endDate: '2026-12-02T05:00:00+01:00',
  now: new Date('2026-05-01T10:00:00Z'),
};

describe('icsText()', () => {
  it('escapes backslash, semicolon and comma with a backslash', () => {
    expect(icsText('a,b;c\\d')).to.equal('a\\,b\\;c\\\\d');
    expect(icsText(',,;;\\\\')).to.equal('\\,\\,\\;\\;\\\\\\\\');
  });

  it('writes LF, CRLF and a lone CR each as one \\n', () => {
    expect(icsText('one\ntwo\r\nthree\rfour')).to.equal('one\\ntwo\\nthree\\nfour');
    expect(icsText('\r\n\r\n')).to.equal('\\n\\n');
  });

  it('escapes a backslash before an "n" once, so it never reads as a newline', () => {
    expect(icsText('C:\\new')).to.equal('C:\\\\new');
  });

  it('leaves colons, quotes and other text alone', () => {
    expect(icsText('Doors: 20:00 "late" – Größe 🎷')).to.equal('Doors: 20:00 "late" – Größe 🎷');
    expect(icsText('')).to.equal('');
  });
});

describe('foldLine()', () => {
  it('leaves a line of 75 octets whole and folds the 76th octet onto a continuation line', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).to.equal(line);
    expect(foldLine(`${line}Y`)).to.equal(`${line}\r\n Y`);
  });

  it('counts the leading space of a continuation line: 74 characters of content each', () => {
    const folded = foldLine('a'.repeat(75 + 74 + 74 + 10));
    expect(folded.split('\r\n').map(octets)).to.deep.equal([75, 75, 75, 11]);
  });

  it('counts UTF-8 octets and never splits a 2-, 3- or 4-octet character', () => {
    for (const ch of ['ü', '€', '🎷']) {
      for (let pad = 0; pad < 4; pad++) {
        const line = `DESCRIPTION:${'x'.repeat(pad)}${ch.repeat(60)}`;
        const folded = foldLine(line);
        const parts = folded.split('\r\n');
        for (const p of parts) {
          expect(octets(p), `${ch} pad ${pad}: ${p}`).to.be.at.most(75);
          expect(wellFormed(p), `${ch} pad ${pad}: half a character in ${p}`).to.be.true;
        }
        expect(parts.slice(1).every((p) => p.startsWith(' '))).to.be.true;
        expect(folded.replace(/\r\n /g, '')).to.equal(line);
      }
    }
  });

  it('moves a character that would end past octet 75 whole onto the next line', () => {
    // 74 ASCII octets, then a 2-octet "ü" (75, 76): the "ü" goes to the next line.
    const folded = foldLine(`${'a'.repeat(74)}ü`);
    expect(folded).to.equal(`${'a'.repeat(74)}\r\n ü`);
    // 73 + 2 = 75: it fits.
    expect(foldLine(`${'a'.repeat(73)}ü`)).to.equal(`${'a'.repeat(73)}ü`);
  });
});

describe('icsUtc() and icsDate()', () => {
  it('writes an instant as a UTC date-time, whatever offset it was written with, without milliseconds', () => {
    expect(icsUtc(new Date('2026-12-01T23:30:00+01:00'))).to.equal('20261201T223000Z');
    expect(icsUtc(new Date('2026-12-31T20:15:42.999-05:00'))).to.equal('20270101T011542Z');
    expect(icsUtc(new Date(Date.UTC(2028, 1, 29, 0, 0, 0)))).to.equal('20280229T000000Z');
  });

  it('reads the calendar date as written, ignoring the offset, and moves it by whole days', () => {
    expect(icsDate('2026-11-20T00:00:00+14:00')).to.equal('20261120');
    expect(icsDate('2026-11-20T23:59:59-11:00')).to.equal('20261120');
    expect(icsDate('2026-11-20')).to.equal('20261120');
    expect(icsDate('2026-12-31', 1)).to.equal('20270101');
    expect(icsDate('2027-01-01', -1)).to.equal('20261231');
  });

  it('knows leap years: 28 February + 1 is the 29th in 2028 and 2000, 1 March in 2027 and 2100', () => {
    expect(icsDate('2028-02-28', 1)).to.equal('20280229');
    expect(icsDate('2000-02-28', 1)).to.equal('20000229');
    expect(icsDate('2027-02-28', 1)).to.equal('20270301');
    expect(icsDate('2100-02-28', 1)).to.equal('21000301');
  });

  it('gives undefined for what is not a date', () => {
    expect(icsDate(undefined)).to.equal(undefined);
    expect(icsDate(null)).to.equal(undefined);
    expect(icsDate('')).to.equal(undefined);
    expect(icsDate('soon')).to.equal(undefined);
  });
});

describe('buildIcs()', () => {
  it('writes a timed event in UTC: DTSTART, DTEND and DTSTAMP end in Z', () => {
    const lines = unfold(buildIcs(base)!);
    expect(lines).to.include('DTSTART:20261201T223000Z');
    expect(lines).to.include('DTEND:20261202T040000Z');
    expect(lines).to.include('DTSTAMP:20260501T100000Z');
    expect(lines.some((l) => l.includes('VALUE=DATE'))).to.be.false;
  });

  it('gives a timed event across a daylight-saving change its true length in UTC', () => {
    // Berlin springs forward at 02:00 on 29 March 2026: 01:30 CET to 03:30 CEST is one hour.
    const spring = unfold(buildIcs({...base, startDate: '2026-03-29T01:30:00+01:00', endDate: '2026-03-29T03:30:00+02:00'})!);
    expect(spring).to.include.members(['DTSTART:20260329T003000Z', 'DTEND:20260329T013000Z']);
    // And falls back at 03:00 on 25 October 2026: 02:30 CEST to 02:30 CET is one hour.
    const autumn = unfold(buildIcs({...base, startDate: '2026-10-25T02:30:00+02:00', endDate: '2026-10-25T02:30:00+01:00'})!);
    expect(autumn).to.include.members(['DTSTART:20261025T003000Z', 'DTEND:20261025T013000Z']);
  });

  it('writes an all-day event as DATE values, DTEND exclusive, with no time and no Z', () => {
    const lines = unfold(buildIcs({...base, allDay: true, startDate: '2026-12-30', endDate: '2027-01-02'})!);
    expect(lines).to.include.members(['DTSTART;VALUE=DATE:20261230', 'DTEND;VALUE=DATE:20270103']);
    expect(lines.filter((l) => l.startsWith('DTSTART') || l.startsWith('DTEND')).join()).not.to.match(/T\d|Z/);
  });

  it('gives a one-day all-day event (no end, or an end before its start) DTEND the next day', () => {
    for (const endDate of [undefined, null, '2028-02-27T00:00:00+01:00', '2028-02-28T23:00:00+01:00']) {
      const lines = unfold(buildIcs({...base, allDay: true, startDate: '2028-02-28T00:00:00+01:00', endDate})!);
      expect(lines, String(endDate)).to.include.members(['DTSTART;VALUE=DATE:20280228', 'DTEND;VALUE=DATE:20280229']);
    }
  });

  it('leaves out DTEND for a timed event that ends when or before it starts', () => {
    for (const endDate of [base.startDate, '2026-12-01T20:00:00+01:00', 'later']) {
      expect(unfold(buildIcs({...base, endDate})!).some((l) => l.startsWith('DTEND')), String(endDate)).to.be.false;
    }
  });

  it('escapes every text property and the UID, and folds each long line', () => {
    const ics = buildIcs({
      ...base,
      slug: 'a,b',
      title: 'Jazz; Blues, Soul \\ more',
      location: 'Halle 3, Hof; Berlin',
      description: `Line one\nLine two, with ü and 🎷 ${'long '.repeat(30)}`,
    })!;
    const lines = unfold(ics);
    expect(lines).to.include('UID:a\\,b@example.org');
    expect(lines).to.include('SUMMARY:Jazz\\; Blues\\, Soul \\\\ more');
    expect(lines).to.include('LOCATION:Halle 3\\, Hof\\; Berlin');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).to.equal(`DESCRIPTION:Line one\\nLine two\\, with ü and 🎷 ${'long '.repeat(30)}`);
    for (const raw of ics.split('\r\n')) {
      expect(octets(raw)).to.be.at.most(75);
      expect(wellFormed(raw)).to.be.true;
    }
  });

  it('keeps http(s) URLs with spaces and quotes encoded, and drops other schemes', () => {
    expect(unfold(buildIcs({...base, url: 'https://example.org/e?q=a b"c'})!)).to.include('URL:https://example.org/e?q=a%20b%22c');
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'mailto:box@example.org', '/event.html?slug=late-set']) {
      expect(unfold(buildIcs({...base, url})!).some((l) => l.startsWith('URL')), url).to.be.false;
    }
  });

  it('says STATUS:CANCELLED only for cancelled events', () => {
    expect(unfold(buildIcs({...base, status: 'cancelled'})!)).to.include('STATUS:CANCELLED');
    expect(buildIcs({...base, status: 'postponed'})).not.to.contain('STATUS');
  });

  it('gives undefined without a readable start, timed or all-day', () => {
    expect(buildIcs({...base, startDate: 'not a date'})).to.equal(undefined);
    expect(buildIcs({...base, allDay: true, startDate: 'not a date'})).to.equal(undefined);
  });

  it('writes the same file whatever the browser\u2019s own time zone (DevTools emulation)', async () => {
    const timed = buildIcs(base);
    const allDay = buildIcs({...base, allDay: true, startDate: '2026-12-31T00:00:00+01:00', endDate: null});
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Sao_Paulo']) {
      await executeServerCommand('set-timezone', zone);
      try {
        expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).to.equal(zone);
        expect(buildIcs(base), zone).to.equal(timed);
        expect(buildIcs({...base, allDay: true, startDate: '2026-12-31T00:00:00+01:00', endDate: null}), zone).to.equal(allDay);
      } finally {
        await executeServerCommand('set-timezone', '');
      }
    }
  });
});

describe('buildIcs(): the whole VEVENT (moved from the element tests)', () => {
  it('writes one VEVENT with UTC times, CRLF line endings and the required properties', () => {
    const ics = buildIcs({...base, location: 'Tresorkeller, Berlin', description: 'Bring earplugs', url: 'https://example.org/e?slug=late-set'})!;
    expect(ics.endsWith('\r\n')).to.be.true;
    expect(ics.replace(/\r\n/g, '')).not.to.match(/[\r\n]/);
    expect(unfold(ics)).to.deep.equal([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//site-widgets//site-event//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:late-set@example.org',
      'DTSTAMP:20260501T100000Z',
      'DTSTART:20261201T223000Z',
      'DTEND:20261202T040000Z',
      'SUMMARY:Late set',
      'LOCATION:Tresorkeller\\, Berlin',
      'DESCRIPTION:Bring earplugs',
      'URL:https://example.org/e?slug=late-set',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
  });

  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    const ics = buildIcs({...base, title: 'A; B, C \\ D', description: 'one\ntwo\r\nthree'})!;
    const lines = unfold(ics);
    expect(lines).to.include('SUMMARY:A\\; B\\, C \\\\ D');
    expect(lines).to.include('DESCRIPTION:one\\ntwo\\nthree');
  });

  it('folds lines longer than 75 octets, counting UTF-8 bytes and never splitting a character', () => {
    const description = 'Größenwahn – ein Abend mit Überlänge. '.repeat(8);
    const ics = buildIcs({...base, description})!;
    const encoder = new TextEncoder();
    for (const line of ics.split('\r\n')) expect(encoder.encode(line).length, line).to.be.at.most(75);
    const folded = ics.split('\r\n').filter((l) => l.startsWith(' '));
    expect(folded.length).to.be.greaterThan(3);
    expect(ics).not.to.contain('\uFFFD');
    expect(unfold(ics)).to.include(`DESCRIPTION:${description}`);
  });

  it('writes all-day events as DATE values, DTEND the day after the last day', () => {
    const ics = buildIcs({...base, allDay: true, startDate: '2026-11-20T00:00:00+01:00', endDate: '2026-11-24T23:59:59+01:00'})!;
    const lines = unfold(ics);
    expect(lines).to.include('DTSTART;VALUE=DATE:20261120');
    expect(lines).to.include('DTEND;VALUE=DATE:20261125');
    const single = unfold(buildIcs({...base, allDay: true, startDate: '2026-12-31T00:00:00+01:00', endDate: null})!);
    expect(single).to.include('DTSTART;VALUE=DATE:20261231');
    expect(single).to.include('DTEND;VALUE=DATE:20270101');
  });

  it('leaves out DTEND without an end, drops unsafe URLs, marks cancelled events, and gives up without a start', () => {
    const lines = unfold(buildIcs({...base, endDate: undefined, url: 'javascript:alert(1)', status: 'cancelled'})!);
    expect(lines.some((l) => l.startsWith('DTEND'))).to.be.false;
    expect(lines.some((l) => l.startsWith('URL'))).to.be.false;
    expect(lines).to.include('STATUS:CANCELLED');
    expect(buildIcs({...base, startDate: 'not a date'})).to.equal(undefined);
  });
});

describe('downloadIcs()', () => {
  it('points the link at a blob: URL of the file, typed text/calendar, and takes it back after the click', async () => {
    const a = document.createElement('a');
    a.href = '#';
    const ics = buildIcs(base)!;
    downloadIcs(a, ics);
    const href = a.href;
    expect(href).to.match(/^blob:/);
    const blob = await (await fetch(href)).blob();
    // iCalendar is UTF-8 by definition (RFC 5545 3.1.4); browsers differ on keeping a charset parameter on a Blob.
    expect(blob.type).to.equal('text/calendar');
    expect(await blob.text()).to.equal(ics);
    await waitUntil(() => a.getAttribute('href') === '#', 'the link keeps its blob: URL after the click');
    let revoked = false;
    await fetch(href).catch(() => (revoked = true));
    expect(revoked, 'the blob: URL still answers').to.be.true;
  });
});
