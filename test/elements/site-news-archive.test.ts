import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/index.js';
import type {SiteNewsArchive} from '../../src/elements/site-news-archive/site-news-archive.js';
import type {SiteNews} from '../../src/elements/site-news/site-news.js';
import {localized, type Page as NewsPost} from '../../src/api/client.js';
import {dayBounds} from '../../src/api/bounds.js';
import type {SiteSelectEvent} from '../../src/events/site-events.js';
import {TOKEN, apiGet, apiLog, unique} from '../helpers/api.js';
import {captureConsole, mount, mountInProvider, part, parts, settled} from '../helpers/dom.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan} from '../helpers/signals.js';
import {forEachInstant, useClock, yearIn} from '../helpers/clock.js';

/** The site's year `ago` years back from today, on the clock the test set (useClock()). */
const Y = (ago = 0) => String(yearIn('Europe/Berlin') - ago);

interface Dates {
  years: number[];
  dates: string[];
}

const api = <T>(path: string, siteKey = 'demo') => apiGet<T>(path, siteKey);

/** What the archive should show for a /news/dates answer: years newest first, each with its months ("03"), newest first. */
function expectedArchive({years, dates}: Dates): {year: number; months: string[]}[] {
  return [...years]
    .sort((a, b) => b - a)
    .map((year) => ({
      year,
      months: [...new Set(dates.filter((d) => d.startsWith(`${year}-`)).map((d) => d.slice(5, 7)))].sort().reverse(),
    }));
}

const monthName = (year: number, month: string, locale = 'en') =>
  new Intl.DateTimeFormat(locale, {month: 'long', timeZone: 'UTC'}).format(new Date(Date.UTC(year, Number(month) - 1, 1)));

const mountArchive = (attrs: string, siteKey = 'demo', providerAttrs = '') =>
  mountInProvider<SiteNewsArchive>(`<site-news-archive ${attrs}></site-news-archive>`, {siteKey, attrs: providerAttrs});

/** An archive filtering a news list, side by side under one provider (or inside a shadow root). */
async function mountFilter(archiveAttrs = '', newsAttrs = 'limit="50"', siteKey = 'demo', inShadow = false) {
  const pair = `<site-news-archive for="news-list" ${archiveAttrs}></site-news-archive><site-news id="news-list" ${newsAttrs}></site-news>`;
  let archive: SiteNewsArchive;
  if (inShadow) {
    // (The page's own markup in a shadow root: no helper mounts there.)
    const shadow = mount('<div></div>').attachShadow({mode: 'open'});
    shadow.innerHTML = `<site-content-provider site-key="${siteKey}" token="${TOKEN}">${pair}</site-content-provider>`;
    archive = shadow.querySelector('site-news-archive')!;
  } else {
    archive = mountInProvider<SiteNewsArchive>(pair, {siteKey});
  }
  const news = archive.parentElement!.querySelector('site-news')!;
  await settled(archive);
  await settled(news);
  return {archive, news};
}

const titles = (el: Element) => parts(el, 'title').map((t) => t.textContent!.trim());
const buttons = (el: Element) => parts(el, 'button') as HTMLButtonElement[];
const pressed = (el: Element) => buttons(el).filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent!.trim());

/** A Berlin year as the gt/lt bounds the list and the archive send. */
function yearBounds(year: number | string): string {
  const {gt, lt} = dayBounds(`${year}-01-01`, `${year}-12-31`, 'Europe/Berlin');
  return `gt=${gt}&lt=${lt}`;
}

/** The titles the API gives for a list query; `year=YYYY` is sent as the list sends it, as gt/lt. */
async function newsTitles(query: string): Promise<string[]> {
  const sent = query.replace(/year=(\d+)/, (_, y: string) => yearBounds(y));
  return (await api<{records: NewsPost[]}>(`/news?${sent}`)).records.map((p) => localized(p, 'title', 'en', 'en')!);
}

/** Waits until the list shows what the API gives for a query. */
async function shows(news: SiteNews, query: string): Promise<void> {
  const expected = await newsTitles(query);
  await waitUntil(() => JSON.stringify(titles(news)) === JSON.stringify(expected), `the list does not show ${query}`);
}

/** Both suites, at whatever date the clock around them was set to. */
function archiveSuites(): void {
  describe('<site-news-archive>', () => {
    it('shows the years that have posts, newest first, each with its months, as plain text without templates', async () => {
      const el = mountArchive('');
      await settled(el);
      const expected = expectedArchive(await api<Dates>('/news/dates?interval=month'));
      expect(expected.length).to.be.greaterThan(1);
      const years = parts(el, 'year');
      expect(parts(el, 'year-label').map((y) => y.textContent)).to.deep.equal(expected.map((y) => String(y.year)));
      years.forEach((year, i) => {
        const {year: number, months} = expected[i];
        const times = [...year.querySelectorAll('[part~="month"] time')];
        expect(times.map((t) => t.getAttribute('datetime'))).to.deep.equal(months.map((m) => `${number}-${m}`));
        expect(times.map((t) => t.textContent)).to.deep.equal(months.map((m) => monthName(number, m)));
      });
      const newest = expected[0];
      expect(years[0].querySelector('time')!.textContent).to.equal(monthName(newest.year, newest.months[0]));
      expect(el.shadowRoot!.querySelector('a, button')).to.equal(null);
      expect(part(el, 'archive')!.hasAttribute('role')).to.be.false;
      await expect(el).to.be.accessible();
    });

    it('links years and months through year-href and href ({month} as two digits), inside a navigation landmark', async () => {
      const el = mountArchive('href="/news.html?year={year}&month={month}" year-href="/news.html?year={year}"');
      await settled(el);
      const expected = expectedArchive(await api<Dates>('/news/dates?interval=month'));
      const nav = part(el, 'archive')!;
      expect(nav.getAttribute('role')).to.equal('navigation');
      expect(nav.getAttribute('aria-label')).to.equal('Archive');
      expect((parts(el, 'year-link') as HTMLAnchorElement[]).map((a) => a.getAttribute('href'))).to.deep.equal(
        expected.map((y) => `/news.html?year=${y.year}`),
      );
      const months = parts(el, 'month-link') as HTMLAnchorElement[];
      expect(months.map((a) => a.getAttribute('href'))).to.deep.equal(
        expected.flatMap((y) => y.months.map((m) => `/news.html?year=${y.year}&month=${m}`)),
      );
      const [{year, months: [month]}] = expected;
      const link = months.find((a) => a.getAttribute('href') === `/news.html?year=${year}&month=${month}`)!;
      expect(link.textContent).to.equal(monthName(year, month));
      expect(link.getAttribute('aria-label')).to.equal(`${monthName(year, month)} ${year}`);
      await expect(el).to.be.accessible();

      const monthsOnly = mountArchive('href="/news/{year}/{month}/"');
      await settled(monthsOnly);
      expect(parts(monthsOnly, 'year-link')).to.have.length(0);
      expect(parts(monthsOnly, 'month-link')[0].getAttribute('href')).to.match(/^\/news\/\d{4}\/\d{2}\/$/);
    });

    it('narrows to one year with year=, sending its bounds to /news/dates', async () => {
      const siteKey = unique('demo');
      const el = mountArchive(`year="${Y(1)}"`, siteKey);
      await settled(el);
      expect(parts(el, 'year-label').map((y) => y.textContent)).to.deep.equal([Y(1)]);
      const [only] = expectedArchive(await api<Dates>(`/news/dates?interval=month&${yearBounds(Y(1))}`)).filter((y) => y.year === +Y(1));
      expect(parts(el, 'month').map((m) => m.querySelector('time')!.getAttribute('datetime'))).to.deep.equal(only.months.map((m) => `${Y(1)}-${m}`));
      const log = (await apiLog()).filter((e) => e.siteKey === siteKey && e.operationId === 'getNewsDates');
      expect(log).to.have.length(1);
      const sent = new URLSearchParams(log[0].query);
      expect(`gt=${sent.get('gt')}&lt=${sent.get('lt')}`).to.equal(yearBounds(Y(1)));
      expect(sent.get('interval')).to.equal('month');
    });

    it('shows German month names with locale="de"', async () => {
      const el = mountArchive('href="/news?y={year}&m={month}"', 'demo', 'locale="de"');
      await settled(el);
      const expected = expectedArchive(await api<Dates>('/news/dates?interval=month'));
      const names = parts(el, 'month').map((m) => m.textContent);
      expect(names).to.deep.equal(expected.flatMap((y) => y.months.map((m) => monthName(y.year, m, 'de'))));
      // German names where they differ from English (not April, August, September, November).
      expect(names.some((n) => /^(Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember)$/.test(n!))).to.be.true;
      expect(names.every((n) => !/^(January|February|March|May|June|July|October|December)$/.test(n!))).to.be.true;
      expect(part(el, 'archive')!.getAttribute('aria-label')).to.equal('Archiv');

      const empty = mountArchive('', unique('empty'), 'locale="de"');
      await settled(empty);
      expect(part(empty, 'empty')!.textContent).to.equal('Noch keine Beiträge');
    });

    it('shows "No posts yet" for a site with no news, replaceable by a slot', async () => {
      const el = mountArchive('', unique('empty'));
      await settled(el);
      expect(part(el, 'empty')!.textContent).to.equal('No posts yet');
      await expect(el).to.be.accessible();
      const none = mountArchive('year="1999"');
      await settled(none);
      expect(part(none, 'empty')!.textContent).to.equal('No posts yet');

      const slotted = mount(
        `<site-content-provider site-key="${unique('empty')}" token="${TOKEN}"><site-news-archive><p slot="empty">Nothing yet.</p></site-news-archive></site-content-provider>`,
      ).querySelector('site-news-archive')!;
      await settled(slotted);
      expect(slotted.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="empty"]')!.assignedElements()[0].textContent).to.equal('Nothing yet.');
    });

    it('falls back to every year for an invalid year, with one warning', async () => {
      const warnings = captureConsole('warn');
      try {
        // Each run its own value: the kit says a bad value once a page.
        const soon = unique('soon');
        const el = mountArchive(`year="${soon}"`);
        await settled(el);
        expect(parts(el, 'year')).to.have.length((await api<Dates>('/news/dates?interval=month')).years.length);
        expect(warnings.messages.filter((m) => m.includes(`year="${soon}"`))).to.have.length(1);
      } finally {
        warnings.restore();
      }
    });

    it('renders the hostile site with nothing run and nothing unsafe', async () => {
      const ran: string[] = [];
      (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
      const el = mountArchive('href="/news?year={year}&month={month}"', 'hostile');
      await settled(el);
      const {news} = await mountFilter('', 'limit="100"', 'hostile');
      await brokenImageHandlerRan();
      expect(ran).to.deep.equal([]);
      for (const root of [el.shadowRoot!, news.shadowRoot!]) expect(root.querySelector('script, iframe')).to.equal(null);
      expectSafeAttributes(el.shadowRoot!, ['href'], 'archive');
      expectSafeAttributes(news.shadowRoot!, ['src'], 'news');
      expect(parts(el, 'year').length).to.be.greaterThan(0);
    });
  });

  describe('<site-news-archive for>', () => {
    it('shows "All" and a button per year, pressed as the list\u2019s year is, and sets year on the list, which reloads', async () => {
      const {archive, news} = await mountFilter();
      const {years} = await api<Dates>('/news/dates?interval=month');
      expect(buttons(archive).map((b) => b.textContent!.trim())).to.deep.equal(['All', ...[...years].sort((a, b) => b - a).map(String)]);
      expect(buttons(archive).every((b) => b.localName === 'button' && b.type === 'button')).to.be.true;
      expect(part(archive, 'filter')!.getAttribute('role')).to.equal('group');
      expect(pressed(archive)).to.deep.equal(['All']);
      expect(parts(archive, 'month')).to.have.length(0);
      await expect(archive).to.be.accessible();

      buttons(archive).find((b) => b.textContent!.trim() === Y(1))!.click();
      expect(news.getAttribute('year')).to.equal(Y(1));
      await shows(news, `year=${Y(1)}&limit=50`);
      await archive.updateComplete;
      expect(pressed(archive)).to.deep.equal([Y(1)]);
      expect(part(archive, 'pressed')!.textContent!.trim()).to.equal(Y(1));

      buttons(archive).find((b) => b.textContent!.trim() === Y(2))!.click();
      await shows(news, `year=${Y(2)}&limit=50`);
      await archive.updateComplete;
      expect(pressed(archive)).to.deep.equal([Y(2)]);
      await expect(archive).to.be.accessible();
    });

    it('clears the year with "All", and when the pressed year is clicked again', async () => {
      const {archive, news} = await mountFilter('', `limit="50" year="${Y(1)}"`);
      expect(pressed(archive)).to.deep.equal([Y(1)]);
      expect(titles(news)).to.deep.equal(await newsTitles(`year=${Y(1)}&limit=50`));

      (part(archive, 'all') as HTMLButtonElement).click();
      expect(news.hasAttribute('year')).to.be.false;
      await shows(news, 'limit=50');
      await archive.updateComplete;
      expect(pressed(archive)).to.deep.equal(['All']);

      const older = () => buttons(archive).find((b) => b.textContent!.trim() === Y(2))!;
      older().click();
      await shows(news, `year=${Y(2)}&limit=50`);
      older().click();
      expect(news.hasAttribute('year')).to.be.false;
      await shows(news, 'limit=50');
      await archive.updateComplete;
      expect(pressed(archive)).to.deep.equal(['All']);
    });

    it('works from the keyboard: Tab to a year, Enter and Space pick it', async () => {
      const {archive, news} = await mountFilter();
      const all = part(archive, 'all') as HTMLButtonElement;
      all.focus();
      await sendKeys({press: 'Tab'});
      const first = buttons(archive)[1];
      expect(archive.shadowRoot!.activeElement).to.equal(first);
      await sendKeys({press: 'Enter'});
      expect(news.getAttribute('year')).to.equal(first.textContent!.trim());
      await shows(news, `year=${first.textContent!.trim()}&limit=50`);

      const second = buttons(archive)[2];
      second.focus();
      await sendKeys({press: 'Space'});
      expect(news.getAttribute('year')).to.equal(second.textContent!.trim());
      await shows(news, `year=${second.textContent!.trim()}&limit=50`);
      await archive.updateComplete;
      expect(archive.shadowRoot!.activeElement, 'focus stays on the button').to.equal(buttons(archive)[2]);
      expect(buttons(archive)[2].getAttribute('aria-pressed')).to.equal('true');

      (part(archive, 'all') as HTMLButtonElement).focus();
      await sendKeys({press: 'Enter'});
      expect(news.hasAttribute('year')).to.be.false;
    });

    it('fires a cancelable site-select before setting the year; preventDefault leaves the list as it is', async () => {
      const {archive, news} = await mountFilter();
      const heard: {kind: string; value: string; year: string | null}[] = [];
      const listen = (e: SiteSelectEvent) => heard.push({...e.detail, year: news.getAttribute('year')});
      document.addEventListener('site-select', listen);
      try {
        buttons(archive)[1].click();
        const year = buttons(archive)[1].textContent!.trim();
        expect(heard).to.deep.equal([{kind: 'year', value: year, year: null}]);
        expect(news.getAttribute('year')).to.equal(year);
        (part(archive, 'all') as HTMLButtonElement).click();
        expect(heard[1]).to.deep.equal({kind: 'year', value: '', year});

        const cancel = (e: Event) => e.preventDefault();
        archive.addEventListener('site-select', cancel);
        buttons(archive)[2].click();
        expect(heard).to.have.length(3);
        expect(news.hasAttribute('year'), 'a cancelled pick sets nothing').to.be.false;
        await archive.updateComplete;
        expect(pressed(archive)).to.deep.equal(['All']);
        archive.removeEventListener('site-select', cancel);
      } finally {
        document.removeEventListener('site-select', listen);
      }
    });

    it('follows the list\u2019s year however it changes, and finds its list inside a shadow root', async () => {
      const {archive, news} = await mountFilter('', 'limit="50"', 'demo', true);
      news.setAttribute('year', Y());
      await waitUntil(() => pressed(archive).join() === Y(), 'the pressed button did not follow the list');
      buttons(archive).find((b) => b.textContent!.trim() === Y(2))!.click();
      expect(news.getAttribute('year')).to.equal(Y(2));
      await shows(news, `year=${Y(2)}&limit=50`);
    });

    it('warns once when no element has the for= id', async () => {
      const warnings = captureConsole('warn');
      try {
        const nowhere = unique('nowhere');
        const el = mountArchive(`for="${nowhere}"`);
        await settled(el);
        const events: string[] = [];
        el.addEventListener('site-select', (e) => events.push(e.detail.value));
        buttons(el)[1].click();
        buttons(el)[2].click();
        expect(events).to.have.length(2);
        expect(warnings.messages.filter((m) => m.includes(`for="${nowhere}"`))).to.have.length(1);
      } finally {
        warnings.restore();
      }
    });
  });
}

describe('at the test date', () => {
  useClock();
  archiveSuites();
});

describe('on the days that break date code', () => forEachInstant(archiveSuites));
