import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import '../../src/index.js';
import type {SiteNews} from '../../src/elements/site-news/site-news.js';
import {localized, mediaUrl, type Page as NewsPost} from '../../src/api/client.js';
import {dayBounds} from '../../src/api/bounds.js';
import {plainText} from '../../src/render/text.js';
import {DEMO_FACTS} from '../../demo/api/data.js';
import {TOKEN, apiGet, recordPageFetches, unique} from '../helpers/api.js';
import {captureConsole, clearJsonLd, jsonLdBlocks, mountInProvider, part, parts, settled} from '../helpers/dom.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan, structuredDataWritten} from '../helpers/signals.js';
import {forEachInstant, useClock, yearIn} from '../helpers/clock.js';

const ZONE = 'Europe/Berlin';

/** The demo API's answer, read directly, to compare against what the element shows. */
const api = (path: string, siteKey = 'demo') => apiGet<{records: NewsPost[]; count?: number}>(path, siteKey);

const mountNews = (attrs: string, siteKey = 'demo', providerAttrs = '') => mountInProvider<SiteNews>(`<site-news ${attrs}></site-news>`, {siteKey, attrs: providerAttrs});

/** Waits for the list to settle again after an attribute change. */
async function reloaded(el: SiteNews): Promise<void> {
  await el.updateComplete;
  await el.task.taskComplete;
  await el.updateComplete;
}

/** "January 1, 2025" as the element writes a date, in a zone and locale. */
const day = (iso: string, timeZone = ZONE, locale = 'en') => new Intl.DateTimeFormat(locale, {dateStyle: 'long', timeZone}).format(new Date(iso));
/** The text of API HTML as a plain-text excerpt shows it: the text between tags, whitespace collapsed. */
function text(markup?: string | null): string {
  const walker = document.createTreeWalker(new DOMParser().parseFromString(markup ?? '', 'text/html').body, NodeFilter.SHOW_TEXT);
  const out: string[] = [];
  while (walker.nextNode()) out.push(walker.currentNode.nodeValue!);
  return out.join(' ').replace(/\s+/g, ' ').trim();
}
const titles = (el: Element) => parts(el, 'title').map((t) => t.textContent!.trim());
/** A record's title, and a news item's excerpt (short text, else the body without Markdown), as the kit reads them. */
const title = (r: object, locale = 'en') => localized(r, 'title', locale, 'en');
const excerptOf = (r: object, locale = 'en') => plainText(localized(r, 'shortContent', locale, 'en') ?? localized(r, 'content', locale, 'en'), 200) ?? '';
const dateOf = (p: NewsPost) => p.date as string;
const media = (key?: string | null) => mediaUrl(key, `${location.origin}/media/`);
/** A Berlin year as the gt/lt the list sends. */
const yearQ = (y: number) => {
  const {gt, lt} = dayBounds(`${y}-01-01`, `${y}-12-31`, ZONE);
  return `gt=${gt}&lt=${lt}`;
};
/** The site's year `ago` years back from today, on the clock the test set (useClock()). */
const Y = (ago = 0) => yearIn(ZONE) - ago;
const CLASSICAL = DEMO_FACTS.tagIds.classical;
const TOUR = DEMO_FACTS.tagIds.tour;

/** The tests that count years from today, at whatever date the clock around them was set to. */
function yearSuite(): void {
  describe('<site-news> years', () => {
    it('shows the date in the site time zone, and in the provider\u2019s time-zone when given', async () => {
      const all = (await api('/news?limit=100')).records;
      // Published 23:30 UTC on New Year's Eve: already the new year in Berlin.
      const index = all.findIndex((p) => p.slug === 'happy-new-year');
      expect(index, 'the demo has a post near midnight').to.be.greaterThan(-1);
      const post = all[index];
      const berlin = mountNews('limit="100"');
      await settled(berlin);
      const shown = parts(berlin, 'item')[index].querySelector('time')!.textContent!;
      expect(shown).to.equal(day(dateOf(post), ZONE));
      // The demo's post of 00:30 on 1 January, Berlin, a year ago: New Year's Eve in New York.
      expect(shown).to.contain(String(Y(1)));
      const ny = mountNews('limit="100"', 'demo', 'time-zone="America/New_York"');
      await settled(ny);
      const nyText = parts(ny, 'item')[index].querySelector('time')!.textContent!;
      expect(nyText).to.equal(day(dateOf(post), 'America/New_York'));
      expect(nyText).to.contain(String(Y(2)));
    });

    it('narrows by year and by tag as the API does, and sorts with dir="asc"', async () => {
      const year = mountNews(`year="${Y(1)}" limit="50"`);
      await settled(year);
      const inYear = (await api(`/news?${yearQ(Y(1))}&limit=50`)).records;
      expect(inYear.length).to.be.greaterThan(0);
      expect(titles(year)).to.deep.equal(inYear.map((p) => title(p)));

      // A year is the site's year (Berlin), as /news/dates counts it, even where the provider shows dates in another zone.
      const recording = recordPageFetches();
      const shownElsewhere = mountNews(`year="${Y(1)}" limit="50"`, 'demo', 'time-zone="Pacific/Kiritimati"');
      await settled(shownElsewhere);
      recording.restore();
      const sent = new URL(recording.calls.find((c) => c.url.includes('/news?'))!.url, location.href).searchParams;
      expect(`gt=${sent.get('gt')}&lt=${sent.get('lt')}`).to.equal(yearQ(Y(1)));
      expect(titles(shownElsewhere)).to.deep.equal(inYear.map((p) => title(p)));

      const tag = mountNews(`tag="${CLASSICAL}" limit="50"`);
      await settled(tag);
      const tagged = (await api(`/news?tags=${CLASSICAL}&limit=50`)).records;
      expect(tagged.length).to.be.greaterThan(0);
      expect(titles(tag)).to.deep.equal(tagged.map((p) => title(p)));

      const both = mountNews(`tag="${CLASSICAL}" year="${Y(2)}" dir="asc" limit="50"`);
      await settled(both);
      const expected = (await api(`/news?tags=${CLASSICAL}&${yearQ(Y(2))}&dir=asc&limit=50`)).records;
      expect(expected.length).to.be.greaterThan(1);
      expect(titles(both)).to.deep.equal(expected.map((p) => title(p)));
      const dates = expected.map((p) => dateOf(p));
      expect(dates).to.deep.equal([...dates].sort());
    });

    it('reloads when a filter (year, tag) is set or cleared from outside, as <site-news-archive for> and <site-tags for> do', async () => {
      const el = mountNews('limit="50"');
      await settled(el);
      el.setAttribute('year', String(Y(2)));
      await reloaded(el);
      expect(titles(el)).to.deep.equal((await api(`/news?${yearQ(Y(2))}&limit=50`)).records.map((p) => title(p)));
      el.setAttribute('tag', TOUR);
      await reloaded(el);
      expect(titles(el)).to.deep.equal((await api(`/news?${yearQ(Y(2))}&tags=${TOUR}&limit=50`)).records.map((p) => title(p)));
      el.removeAttribute('year');
      el.removeAttribute('tag');
      await reloaded(el);
      expect(titles(el)).to.deep.equal((await api('/news?limit=50')).records.map((p) => title(p)));
    });
  });
}

describe('at the test date', () => {
  useClock();
  yearSuite();
});

describe('on the days that break date code', () => forEachInstant(yearSuite));

describe('<site-news>', () => {
  useClock();

  it('keeps each image\u2019s space before it loads: its own ratio, unless the designer sets one', async () => {
    const el = mountNews('limit="5"');
    await settled(el);
    const images = parts(el, 'image') as HTMLImageElement[];
    expect(images.length).to.be.greaterThan(0);
    for (const img of images) {
      const [w, h] = [Number(img.getAttribute('width')), Number(img.getAttribute('height'))];
      const ratio = getComputedStyle(img).aspectRatio.split('/').map(Number);
      expect(ratio[0] / (ratio[1] || 1)).to.be.closeTo(w / h, 0.01);
    }
    el.style.setProperty('--site-news-image-ratio', '1');
    expect(getComputedStyle(images[0]).aspectRatio).to.match(/^1( \/ 1)?$/);
  });

  it('shows posts newest first: title, date inside <time>, plain-text excerpt and image', async () => {
    const el = mountNews('limit="5"');
    await settled(el);
    const expected = (await api('/news?limit=5&dir=desc')).records;
    expect(titles(el)).to.deep.equal(expected.map((p) => title(p)));
    const dates = expected.map((p) => new Date(dateOf(p)).getTime());
    expect(dates).to.deep.equal([...dates].sort((a, b) => b - a));
    const items = parts(el, 'item');
    items.forEach((item, i) => {
      const post = expected[i];
      const time = item.querySelector('time')!;
      expect(time.getAttribute('datetime')).to.equal(dateOf(post));
      expect(time.textContent).to.equal(day(dateOf(post)));
      expect(time.textContent, 'date only').not.to.match(/\d:\d\d/);
      const excerpt = item.querySelector('[part~="excerpt"]')!;
      expect(excerpt.textContent).to.equal(excerptOf(post));
      expect(excerpt.children, 'the excerpt is text, not markup').to.have.length(0);
      const img = item.querySelector<HTMLImageElement>('[part~="image"]')!;
      expect(img.getAttribute('src')).to.equal(media(post.image!.url));
      expect([img.getAttribute('width'), img.getAttribute('height'), img.loading]).to.deep.equal([String(post.image!.width ?? (post.image!.metadata as {width: number}).width), String(post.image!.height ?? (post.image!.metadata as {height: number}).height), 'lazy']);
    });
    expect(el.shadowRoot!.querySelectorAll('h3')).to.have.length(5);
    await expect(el).to.be.accessible();
  });

  it('links each title through the href template, with heading-level and no-image', async () => {
    const el = mountNews('limit="3" href="/news.html?slug={slug}" heading-level="2" no-image');
    await settled(el);
    const expected = (await api('/news?limit=3')).records;
    const links = parts(el, 'link') as HTMLAnchorElement[];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(expected.map((p) => `/news.html?slug=${encodeURIComponent(p.slug)}`));
    expect(links.every((a) => a.closest('h2'))).to.be.true;
    expect(part(el, 'image')).to.equal(null);
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('shows posts without an image or excerpt without empty parts', async () => {
    const el = mountNews('limit="100"');
    await settled(el);
    const all = (await api('/news?limit=100')).records;
    const index = all.findIndex((p) => !p.image);
    expect(index, 'the demo has a post with no image').to.be.greaterThan(-1);
    const item = parts(el, 'item')[index];
    expect(item.querySelector('img')).to.equal(null);
    expect(item.querySelector('[part~="title"]')!.textContent).to.equal(title(all[index]));
  });

  it('appends the next page with "more", moves focus to the first new post and hides the button at the end', async () => {
    const {count: total} = await api('/news?limit=1');
    const limit = Math.ceil(total! / 2);
    const el = mountNews(`limit="${limit}" href="#{slug}"`);
    await settled(el);
    expect(parts(el, 'item')).to.have.length(limit);
    const more = part(el, 'more') as HTMLButtonElement;
    expect(more.textContent!.trim()).to.equal('More news');
    more.focus();
    more.click();
    await waitUntil(() => parts(el, 'item').length === total, 'the next page was not appended');
    expect(titles(el)).to.deep.equal((await api('/news?limit=100')).records.map((p) => title(p)));
    expect(part(el, 'more')).to.equal(null);
    const first = parts(el, 'item')[limit].querySelector('a');
    await waitUntil(() => el.shadowRoot!.activeElement === first, 'focus did not move to the first new post');
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain(`${total! - limit} more`);
  });

  it('shows "No news yet" for an empty site, and for a year with no posts, replaceable by a slot', async () => {
    const el = mountNews('', unique('empty'));
    await settled(el);
    expect(part(el, 'empty')!.textContent).to.equal('No news yet');
    await expect(el).to.be.accessible();

    const old = mountNews('year="1999"');
    await settled(old);
    expect(part(old, 'empty')!.textContent).to.equal('No news yet');

    const wrapper = await fixture<HTMLElement>(html`<site-content-provider site-key=${unique('empty')} token=${TOKEN}>
      <site-news><p slot="empty">Stay tuned.</p></site-news>
    </site-content-provider>`);
    const slotted = wrapper.querySelector('site-news')!;
    await settled(slotted);
    const slot = slotted.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="empty"]')!;
    expect(slot.assignedElements()[0].textContent).to.equal('Stay tuned.');
  });

  it('shows German titles, excerpts, dates and words with locale="de"', async () => {
    const el = mountNews('limit="5"', 'demo', 'locale="de"');
    await settled(el);
    const records = (await api('/news?limit=5')).records;
        const german = records.map((p) => title(p, 'de'));
    expect(german.some((t, i) => t !== title(records[i])), 'the demo translates news titles').to.be.true;
    expect(titles(el)).to.deep.equal(german);
    const first = parts(el, 'item')[0];
    expect(first.querySelector('[part~="excerpt"]')!.textContent).to.equal(excerptOf(records[0], 'de'));
    expect(first.querySelector('time')!.textContent).to.equal(day(dateOf(records[0]), ZONE, 'de'));
    expect(part(el, 'more')!.textContent!.trim()).to.equal('Weitere Neuigkeiten');

    const empty = mountNews('', unique('empty'), 'locale="de"');
    await settled(empty);
    expect(part(empty, 'empty')!.textContent).to.equal('Noch keine Neuigkeiten');
  });

  it('renders hostile titles and excerpts as text and drops unsafe image URLs', async () => {
    // Every payload of the hostile site calls __xss(id): a call means a script ran.
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const el = mountNews('limit="100" href="/news.html?slug={slug}"', 'hostile');
    await settled(el);
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
    const root = el.shadowRoot!;
    expect(parts(el, 'item').length).to.be.greaterThan(0);
    expect(root.querySelector('script, iframe, svg, x-widget, [part~="excerpt"] *')).to.equal(null);
    expectSafeAttributes(root, ['href', 'src']);
    const first = (await api('/news?limit=1', 'hostile')).records[0];
    expect(parts(el, 'title')[0].textContent).to.equal(title(first));
  });
});

describe('<site-news> structured data', () => {
  beforeEach(clearJsonLd);

  it('publishes no JSON-LD: search engines read each item\u2019s on its own page, where the detail element publishes it', async () => {
    const el = mountNews('limit="3" href="/x.html?slug={slug}"');
    await settled(el);
    await structuredDataWritten('product');
    expect(jsonLdBlocks()).to.have.length(0);
  });
});
