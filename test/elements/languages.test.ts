/**
 * Issue 28, points 2, 3 and 5: the language follows the page, and right to
 * left reads and lays out mirrored.
 *
 * - the provider's locale: its `locale`, else the nearest `lang` (its own
 *   ancestors', then `<html lang>`), else the site's default, as the site
 *   lists it (`pt-BR` → `pt` → the site's default → English), with one note
 *   in the console for a locale the site does not list;
 * - a change of `lang` on `<html>`, of the nearest `lang`, or of the
 *   provider's `locale` re-renders every element in the new language, no
 *   reload: the kit's words (whatever table `loadMessages()` has for it),
 *   dates through Intl, records' texts from `localizedContent`;
 * - in Arabic and Hebrew (`dir="rtl"` on the page, the provider or the
 *   element) a list's items start on the right, the calendar's first
 *   weekday is its rightmost column and ArrowLeft goes to the next day,
 *   the search's options and keys work, and axe finds nothing on a page of
 *   every element.
 *
 * Words are compared with what `messages()` gives for the language (the
 * kit's tables, English where a language has none yet), never with copies.
 */
import {expect} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/index.js';
import type {SiteContentProvider} from '../../src/elements/site-content-provider/site-content-provider.js';
import type {SiteEventCalendar} from '../../src/elements/site-event-calendar/site-event-calendar.js';
import type {SiteSearch} from '../../src/elements/site-search/site-search.js';
import {localized, type EventRecord} from '../../src/api/client.js';
import {resolveLocale} from '../../src/internal/locale.js';
import {loadMessages, messages} from '../../src/render/messages.js';
import {words as EVENTS_WORDS} from '../../src/elements/site-events/site-events.words.js';
import {TOKEN, apiGet, stubSiteClient} from '../helpers/api.js';
import {done, type DataElement} from '../helpers/page.js';
import {captureConsole, mount, mountInProvider, part, parts, settled} from '../helpers/dom.js';
import {forEachInstant, useClock} from '../helpers/clock.js';
import {waitUntil} from '../helpers/wait.js';

const ZONE = 'Europe/Berlin';
type Upcoming = {records: EventRecord[]};

/** The demo site's first ten upcoming events, as `<site-events upcoming limit="10">` asks for them. */
const upcoming = () => apiGet<Upcoming>('/events?upcoming=true&dir=asc&limit=10&page=0');

/** An element's shown titles. */
const titles = (el: Element) => parts(el, 'title').map((t) => t.textContent!.trim());
/** The titles a list shows in `locale` (then the site's default, en). */
const titlesIn = (records: EventRecord[], locale: string) => records.map((r) => localized(r, 'title', locale, 'en') ?? r.slug);
/** The kit's word `key` for `locale`'s language (the element's English one where the table has none). */
async function word(locale: string, key: keyof typeof EVENTS_WORDS): Promise<unknown> {
  await loadMessages(locale);
  return {...EVENTS_WORDS, ...messages(locale)}[key];
}
/** The date line of an event as `<site-events>` writes it in `locale` (the site's zone). */
const dateLine = (record: EventRecord, locale: string) => {
  const options: Intl.DateTimeFormatOptions = {weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', ...(record.hasTime === false ? {} : {hour: 'numeric', minute: '2-digit'})};
  const f = new Intl.DateTimeFormat(locale, {...options, timeZone: ZONE});
  const [start, end] = [new Date(record.startDate), new Date(record.endDate)];
  return end > start ? f.formatRange(start, end) : f.format(start);
};

/** Waits until a list shows `expected` as its titles. */
const showsTitles = (el: Element, expected: string[], what: string) =>
  waitUntil(() => JSON.stringify(titles(el)) === JSON.stringify(expected), `${what}: ${JSON.stringify(titles(el))} is not ${JSON.stringify(expected)}`);

/** Sets the page's language (and direction), and gives the test runner's own back after the test. */
const root = document.documentElement;
const pageLang = {lang: root.lang, dir: root.dir};
afterEach(() => {
  root.lang = pageLang.lang;
  root.dir = pageLang.dir;
});

describe('the locale a provider resolves', () => {
  const provider = (attrs: string, around = '') => {
    const wrapper = mount<HTMLElement>(`<div ${around}><site-content-provider site-key="demo" token="${TOKEN}" ${attrs}></site-content-provider></div>`);
    return wrapper.querySelector<SiteContentProvider>('site-content-provider')!;
  };

  it('takes the provider\u2019s locale, else the nearest lang, else <html lang>, else the site\u2019s default, else English', () => {
    root.lang = 'de';
    const lists = ['en', 'de', 'fr', 'ja'];
    expect(resolveLocale(provider('locale="fr"', 'lang="ja"'), lists, 'en')).to.equal('fr');
    expect(resolveLocale(provider('', 'lang="ja"'), lists, 'en')).to.equal('ja');
    expect(resolveLocale(provider('lang="fr"', 'lang="ja"'), lists, 'en'), 'the provider\u2019s own lang is the nearest').to.equal('fr');
    expect(resolveLocale(provider(''), lists, 'en')).to.equal('de');
    root.removeAttribute('lang');
    expect(resolveLocale(provider(''), lists, 'ja')).to.equal('ja');
    expect(resolveLocale(provider(''), undefined, undefined)).to.equal('en');
  });

  it('resolves pt-BR to pt (the same language: texts and words of pt, the Brazilian forms of dates), else the site\u2019s default, else English, noting each unlisted locale once', async () => {
    const console = captureConsole('warn');
    try {
      const p = provider('locale="pt-BR"');
      expect(resolveLocale(p, ['en', 'pt-BR'], 'en'), 'listed as it is').to.equal('pt-BR');
      expect(resolveLocale(p, ['en', 'pt'], 'en'), 'its language listed').to.equal('pt-BR');
      expect(resolveLocale(p, ['en', 'PT-pt'], 'en'), 'a region of its language listed').to.equal('pt-BR');
      expect(console.messages).to.deep.equal([]);
      expect(resolveLocale(p, ['de', 'fr'], 'de'), 'not listed: the site\u2019s default').to.equal('de');
      expect(resolveLocale(p, ['de', 'fr'], 'de')).to.equal('de');
      expect(resolveLocale(p, ['de', 'fr'], undefined), 'no default: English').to.equal('en');
      expect(resolveLocale(p, undefined, 'de'), 'a site that lists none takes it as it is').to.equal('pt-BR');
      expect(resolveLocale(p, 'pt', 'de'), 'a list that is not one: as it is').to.equal('pt-BR');
      // Said once each (the words load with the first), whatever the number of times asked.
      await waitUntil(() => console.messages.length >= 2, 'no note');
      expect(console.messages.sort()).to.deep.equal([
        '[site-widgets] the site does not list locale "pt-BR" (settings.locale.supported); showing its default, "de".',
        '[site-widgets] the site does not list locale "pt-BR" (settings.locale.supported); showing its default, "en".',
      ]);
    } finally {
      console.restore();
    }
  });
});

describe('the language follows the page, live', () => {
  useClock();

  it('<html lang>: every element re-renders in the new language (words, dates, records\u2019 texts), without a request', async () => {
    root.lang = 'en';
    const wrapper = mount(`<div><site-content-provider site-key="demo" token="${TOKEN}">
      <site-events upcoming limit="3"></site-events>
      <site-event-calendar></site-event-calendar>
    </site-content-provider></div>`);
    const [events, calendar] = [wrapper.querySelector('site-events')!, wrapper.querySelector<SiteEventCalendar>('site-event-calendar')!];
    await settled(events);
    await settled(calendar);
    const {records} = await apiGet<Upcoming>('/events?upcoming=true&dir=asc&limit=3&page=0');
    expect(titles(events)).to.deep.equal(titlesIn(records, 'en'));
    const requests = performance.getEntriesByType('resource').filter((e) => e.name.includes('/public/')).length;
    const monthIn = (locale: string) => new Intl.DateTimeFormat(locale, {month: 'long', year: 'numeric', timeZone: ZONE}).format(new Date());

    for (const lang of ['ja', 'de', 'ar', 'en']) {
      root.lang = lang;
      await showsTitles(events, titlesIn(records, lang), lang);
      await waitUntil(() => part(calendar, 'month-label')!.textContent!.trim() === monthIn(lang), `${lang}: the calendar\u2019s month is ${part(calendar, 'month-label')!.textContent}`);
      expect(
        parts(events, 'date').map((d) => d.textContent!.trim()),
        `${lang}: dates`,
      ).to.deep.equal(records.map((r) => dateLine(r, lang)));
      expect(part(events, 'more')!.textContent!.trim(), `${lang}: the kit\u2019s words`).to.equal(await word(lang, 'moreEvents'));
    }
    expect(titlesIn(records, 'ja'), 'the demo\u2019s first events have Japanese titles').to.not.deep.equal(titlesIn(records, 'en'));
    expect(performance.getEntriesByType('resource').filter((e) => e.name.includes('/public/')).length, 'no request: records carry every locale').to.equal(requests);
  });

  it('the nearest lang around the provider, and the provider\u2019s locale (a site\u2019s language menu)', async () => {
    root.lang = 'en';
    const wrapper = mount(`<section lang="en"><site-content-provider site-key="demo" token="${TOKEN}"><site-events upcoming limit="3"></site-events></site-content-provider></section>`);
    const provider = wrapper.querySelector<SiteContentProvider>('site-content-provider')!;
    const events = wrapper.querySelector('site-events')!;
    await settled(events);
    const {records} = await apiGet<Upcoming>('/events?upcoming=true&dir=asc&limit=3&page=0');
    wrapper.lang = 'de';
    await showsTitles(events, titlesIn(records, 'de'), 'the section\u2019s lang');
    expect(part(events, 'more')!.textContent!.trim()).to.equal(await word('de', 'moreEvents'));
    root.lang = 'ja';
    await provider.updateComplete;
    await events.updateComplete;
    expect(titles(events), '<html lang> is not the nearest').to.deep.equal(titlesIn(records, 'de'));
    provider.locale = 'ar';
    await showsTitles(events, titlesIn(records, 'ar'), 'the provider\u2019s locale');
    expect(parts(events, 'date').map((d) => d.textContent!.trim())).to.deep.equal(records.map((r) => dateLine(r, 'ar')));
    provider.removeAttribute('locale');
    await showsTitles(events, titlesIn(records, 'de'), 'no locale: the nearest lang again');
  });

  it('a locale the site does not list: the site\u2019s default, said once in the console, not once per element', async () => {
    const console = captureConsole('warn');
    try {
      const wrapper = mount(`<div lang="sv"><site-content-provider site-key="demo" token="${TOKEN}">
        <site-events upcoming limit="3"></site-events><site-news limit="2"></site-news><site-tags></site-tags>
      </site-content-provider></div>`);
      const elements = [...wrapper.querySelectorAll('site-events, site-news, site-tags')];
      for (const el of elements) await settled(el);
      const {records} = await apiGet<Upcoming>('/events?upcoming=true&dir=asc&limit=3&page=0');
      expect(titles(elements[0])).to.deep.equal(titlesIn(records, 'en'));
      expect((elements[0] as unknown as {site: {locale: string}}).site.locale).to.equal('en');
      await waitUntil(() => console.messages.some((m) => m.includes('"sv"')), 'no note');
      expect(console.messages.filter((m) => m.includes('locale'))).to.deep.equal(['[site-widgets] the site does not list locale "sv" (settings.locale.supported); showing its default, "en".']);
    } finally {
      console.restore();
    }
  });

  it('pt-BR on a site that lists pt: the pt texts, the Portuguese words, the Brazilian dates', async () => {
    const record = (slug: string, pt: string, startDate: string) => ({
      id: slug,
      siteId: 's',
      slug,
      startDate,
      endDate: startDate,
      hasTime: true,
      publishState: 'PUBLISHED',
      artists: [],
      localizedContent: [
        {siteId: 's', locale: 'en', title: `${slug} in English`},
        {siteId: 's', locale: 'pt', title: pt},
      ],
    });
    const events = [record('a', 'Noite de fado', '2026-12-04T19:00:00Z'), record('b', 'Concerto de Natal', '2026-12-20T18:00:00Z')];
    const {client} = stubSiteClient((path) =>
      path.startsWith('/site')
        ? {id: 's', name: 'Stub', timeZone: ZONE, settings: {locale: {default: 'en', supported: ['en', 'pt']}}}
        : path.startsWith('/events')
          ? {records: events, count: 2}
          : undefined,
    );
    const el = mountInProvider(`<site-events upcoming limit="1"></site-events>`, {client, attrs: 'locale="pt-BR"'});
    await settled(el);
    expect(titles(el)).to.deep.equal(['Noite de fado']);
    expect(parts(el, 'date').map((d) => d.textContent!.trim())).to.deep.equal([dateLine(events[0] as unknown as EventRecord, 'pt-BR')]);
    expect(part(el, 'more')!.textContent!.trim()).to.equal(await word('pt', 'moreEvents'));
  });
});

/**
 * Whether a calendar's weekday columns run right to left: the first one
 * the rightmost, in the grid's right half, each next one left of the one
 * before.
 */
function firstWeekdayOnTheRight(calendar: Element): boolean {
  const grid = part(calendar, 'grid')!.getBoundingClientRect();
  const weekdays = parts(calendar, 'weekday').map((w) => w.getBoundingClientRect());
  return grid.right - weekdays[0].right < weekdays[0].width / 2 && weekdays.every((w, i) => i === 0 || w.right <= weekdays[i - 1].left + 1);
}

/** The page in a right-to-left language: `lang` and `dir` on `<html>`. */
const rightToLeft = (lang: string) => {
  root.lang = lang;
  root.dir = 'rtl';
};

for (const lang of ['ar', 'he']) {
  describe(`right to left, in ${lang}`, () => {
    forEachInstant(() => {
      it('a list\u2019s items start on the right; the calendar\u2019s first weekday is its rightmost column, ArrowLeft the next day', async () => {
        rightToLeft(lang);
        const wrapper = mount(`<div><site-content-provider site-key="demo" token="${TOKEN}">
          <site-events upcoming limit="3"></site-events>
          <site-event-calendar></site-event-calendar>
        </site-content-provider></div>`);
        const [events, calendar] = [wrapper.querySelector('site-events')!, wrapper.querySelector<SiteEventCalendar>('site-event-calendar')!];
        await settled(events);
        await settled(calendar);
        // An item's text starts at its right edge: its date line (a <time> in a block) ends there, far from its left.
        for (const item of parts(events, 'item')) {
          const [box, time] = [item.getBoundingClientRect(), item.querySelector('time')!.getBoundingClientRect()];
          expect(Math.abs(box.right - time.right), 'the date at the item\u2019s right edge').to.be.below(2);
          expect(time.left - box.left, 'and away from its left').to.be.above(20);
        }
        expect(firstWeekdayOnTheRight(calendar), 'the first weekday on the right').to.be.true;
        // Day numbers in the locale's digits.
        const dayNumber = (iso: string) => new Intl.DateTimeFormat(lang, {day: 'numeric', timeZone: 'UTC'}).formatToParts(new Date(`${iso}T12:00:00Z`)).find((p) => p.type === 'day')!.value;
        const cells = parts(calendar, 'day').filter((d) => d.dataset.date);
        expect(cells.map((d) => d.querySelector('span')!.textContent)).to.deep.equal(cells.map((d) => dayNumber(d.dataset.date!)));

        // The keys follow the mirrored grid: ArrowLeft is the next day, ArrowRight the one before.
        const stop = parts(calendar, 'day').find((d) => d.tabIndex === 0)!;
        stop.focus();
        const start = stop.dataset.date!;
        const focused = () => (calendar.shadowRoot!.activeElement as HTMLElement | null)?.dataset.date;
        const plus = (n: number) => new Date(Date.parse(`${start}T12:00:00Z`) + n * 864e5).toISOString().slice(0, 10);
        await sendKeys({press: 'ArrowLeft'});
        await waitUntil(() => focused() === plus(1), `ArrowLeft went to ${focused()}, not ${plus(1)}`);
        // In the same week of the same month, the next day's cell is the one to the left.
        const from = calendar.shadowRoot!.querySelector(`[data-date="${start}"]`)?.getBoundingClientRect();
        const to = calendar.shadowRoot!.activeElement!.getBoundingClientRect();
        if (from && from.top === to.top) expect(to.right, 'the next day is to the left').to.be.at.most(from.left + 1);
        await sendKeys({press: 'ArrowRight'});
        await waitUntil(() => focused() === start, `ArrowRight went to ${focused()}, not ${start}`);
        await sendKeys({press: 'ArrowRight'});
        await waitUntil(() => focused() === plus(-1), `ArrowRight went to ${focused()}, not ${plus(-1)}`);

        // A page switched back to left to right: the keys too, at once.
        root.dir = 'ltr';
        await sendKeys({press: 'ArrowRight'});
        await waitUntil(() => focused() === start, `left to right again: ArrowRight went to ${focused()}, not ${start}`);
      });
    });

    it('dir="rtl" on the provider or on the element alone mirrors it too', async () => {
      root.lang = lang;
      for (const [provider, element] of [
        ['dir="rtl"', ''],
        ['', 'dir="rtl"'],
      ]) {
        const el = mountInProvider<SiteEventCalendar>(`<site-event-calendar ${element}></site-event-calendar>`, {attrs: provider});
        await settled(el);
        expect(firstWeekdayOnTheRight(el), `${provider || element}: the first weekday on the right`).to.be.true;
        const prev = part(el, 'prev')!.getBoundingClientRect();
        const next = part(el, 'next')!.getBoundingClientRect();
        expect(prev.left, 'the previous month\u2019s button on the right').to.be.above(next.right);
      }
    });

    it('the search: its options and "more" start on the right, the keys move through them, axe finds nothing', async () => {
      rightToLeft(lang);
      const el = mountInProvider<SiteSearch>('<site-search no-url href-event="#ev-{slug}" href-page="#p-{slug}" href-product="#pr-{slug}" href-profile="#a-{slug}"></site-search>');
      await el.updateComplete;
      const input = el.shadowRoot!.querySelector('input')!;
      input.focus();
      await sendKeys({type: 'clara'});
      const options = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="option"]')];
      await waitUntil(() => el.task.status === 2 && options().length > 1 && input.getAttribute('aria-expanded') === 'true', 'no results');
      expect(getComputedStyle(input).direction).to.equal('rtl');
      for (const option of options()) {
        const [box, title] = [option.getBoundingClientRect(), option.querySelector('[part~="title"]')!];
        const range = document.createRange();
        range.selectNodeContents(title);
        const text = range.getBoundingClientRect();
        expect(box.right - text.right, `${title.textContent}: starts at the option\u2019s right`).to.be.below(box.width / 4);
      }
      const more = part(el, 'more');
      if (more) expect(el.getBoundingClientRect().right - more.getBoundingClientRect().right, '"more" at the start (the right)').to.be.below(40);
      await sendKeys({press: 'ArrowDown'});
      expect(input.getAttribute('aria-activedescendant')).to.equal(options()[0].id);
      await sendKeys({press: 'ArrowDown'});
      expect(input.getAttribute('aria-activedescendant')).to.equal(options()[1].id);
      await sendKeys({press: 'End'});
      expect(input.getAttribute('aria-activedescendant')).to.equal(options().at(-1)!.id);
      await sendKeys({press: 'ArrowUp'});
      expect(input.getAttribute('aria-activedescendant')).to.equal(options().at(-2)!.id);
      await expect(el).to.be.accessible();
      const href = options().at(-2)!.getAttribute('href')!;
      await sendKeys({press: 'Enter'});
      await waitUntil(() => location.hash === href, 'Enter did not follow the active option');
      history.replaceState(null, '', location.pathname + location.search);
    });
  });
}

describe('a right-to-left page with every element', () => {
  useClock();

  it('axe finds nothing, in Arabic', async () => {
    rightToLeft('ar');
    const {records} = await upcoming();
    const event = records.find((r) => localized(r, 'title', 'ar') && localized(r, 'title', 'en') !== localized(r, 'title', 'ar'))!;
    const wrapper = mount(`<main><h1>صفحة</h1><site-content-provider site-key="demo" token="${TOKEN}">
      <site-info></site-info>
      <site-events upcoming limit="3" href="#e-{slug}" heading-level="2"></site-events>
      <site-event slug="${event.slug}"></site-event>
      <site-event-calendar></site-event-calendar>
      <site-news limit="2" href="#n-{slug}" heading-level="2"></site-news>
      <site-news-post slug="clara-weiss-records-goldberg-variations"></site-news-post>
      <site-news-archive></site-news-archive>
      <site-pages></site-pages>
      <site-page slug="about"></site-page>
      <site-profiles limit="2" heading-level="2"></site-profiles>
      <site-profile slug="clara-weiss"></site-profile>
      <site-products limit="2" heading-level="2"></site-products>
      <site-product slug="clara-weiss-goldberg-vinyl"></site-product>
      <site-search no-url></site-search>
      <site-tags></site-tags>
    </site-content-provider></main>`);
    const elements = [...wrapper.querySelectorAll<DataElement>('site-content-provider > *')];
    await waitUntil(() => elements.every(done), `not done: ${elements.filter((el) => !done(el)).map((el) => el.localName)}`);
    expect(parts(wrapper.querySelector('site-event')!, 'title').map((t) => t.textContent!.trim())).to.deep.equal([localized(event, 'title', 'ar')]);
    for (const el of elements) expect(getComputedStyle(el).direction, el.localName).to.equal('rtl');
    await expect(wrapper).to.be.accessible();
  });
});
