/**
 * The kit's words in every language (issue 28), for
 * test/elements/languages*.test.ts: each element's states (loading, empty,
 * error, not found, content with "more", tickets, free and cancelled, the
 * calendar's and the search's labels, what screen readers hear) rendered in
 * each language show the language's words and no English one where the
 * language has its own. The English page is the reference: every word of
 * the kit it shows must show translated in every other. (Two files share
 * the languages, each under the runner's time per file.)
 */
import {expect} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/index.js';
import {loadMessages, messages} from '../../src/render/messages.js';
import {loadedMore} from '../../src/internal/paging.js';
import {DEMO_FACTS} from '../../demo/api/data.js';
import {DATA_ELEMENTS, apiGet, unique} from './api.js';
import {mountInProvider, settled} from './dom.js';
import {waitUntil} from './wait.js';
import {useClock} from './clock.js';
import type {SiteSearch} from '../../src/elements/site-search/site-search.js';
import {words as siteEvent} from '../../src/elements/site-event/site-event.words.js';
import {words as siteEventCalendar} from '../../src/elements/site-event-calendar/site-event-calendar.words.js';
import {words as siteEvents} from '../../src/elements/site-events/site-events.words.js';
import {words as siteNews} from '../../src/elements/site-news/site-news.words.js';
import {words as siteNewsArchive} from '../../src/elements/site-news-archive/site-news-archive.words.js';
import {words as sitePage} from '../../src/elements/site-page/site-page.words.js';
import {words as sitePages} from '../../src/elements/site-pages/site-pages.words.js';
import {words as siteProduct} from '../../src/elements/site-product/site-product.words.js';
import {words as siteProducts} from '../../src/elements/site-products/site-products.words.js';
import {words as siteProfile} from '../../src/elements/site-profile/site-profile.words.js';
import {words as siteProfiles} from '../../src/elements/site-profiles/site-profiles.words.js';
import {words as siteSearch} from '../../src/elements/site-search/site-search.words.js';
import {words as siteTags} from '../../src/elements/site-tags/site-tags.words.js';

/** Every language of the kit besides English: a new language file adds its code here (test/elements/words.test.ts checks the list). */
export const LANGUAGES = ['de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'ja', 'ko', 'ar', 'he'];

type Word = string | ((...args: never[]) => string);
type Table = Record<string, Word>;

/** Every element's English words (site-x/site-x.words.ts). */
const ELEMENT_WORDS: Table = {
  ...siteEvent,
  ...siteEventCalendar,
  ...siteEvents,
  ...siteNews,
  ...siteNewsArchive,
  ...sitePage,
  ...sitePages,
  ...siteProduct,
  ...siteProducts,
  ...siteProfile,
  ...siteProfiles,
  ...siteSearch,
  ...siteTags,
};

/**
 * A word as what a page shows: a string itself; a counting word any of its
 * outputs for 0 to 300 (each form of each language, digits as Intl writes
 * them); another function its output with any text for its argument.
 */
function shown(word: Word): (text: string) => boolean {
  if (typeof word === 'string') return (text) => text === word;
  const call = word as (...args: unknown[]) => string;
  if (/^\(?n\b/.test(String(word))) {
    const outputs = new Set(Array.from({length: 301}, (_, n) => call(n)));
    return (text) => outputs.has(text);
  }
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^${escape(call('XQX')).replace('XQX', '[\\s\\S]+')}$`, 'u');
  return (text) => re.test(text);
}

/** Every text a visitor sees or hears in `root` and its shadow roots: text nodes and labels, trimmed. */
function texts(root: Node, out: Set<string> = new Set()): Set<string> {
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      // Runs of white space as one space; no-break spaces are the language's own.
      const t = node.textContent!.replace(/[ \t\n\r]+/g, ' ').replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, '');
      if (t) out.add(t);
      return;
    }
    if (node instanceof Element) {
      if (node.localName === 'style' || node.localName === 'script') return;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
        const v = node.getAttribute(name)?.trim();
        if (v) out.add(v);
      }
      if (node.shadowRoot) visit(node.shadowRoot);
    }
    node.childNodes.forEach(visit);
  };
  visit(root);
  return out;
}

/**
 * Every text of the demo site's records (in every locale): a record's own
 * words are its, not the kit's (a page titled "Tickets" stays so on a
 * Japanese page whose site has no Japanese text for it).
 */
async function recordTexts(): Promise<Set<string>> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.add(v.trim());
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const path of ['/site', '/events?limit=100', '/news?limit=100', '/pages?limit=100', '/products?limit=100', '/profiles?limit=100', '/tags?limit=100']) walk(await apiGet(path));
  return out;
}

/** Mounts `markup` in a provider of `siteKey` in `locale`; returns the wrapper (removed after the test). */
const inProvider = (markup: string, siteKey: string, locale: string) => mountInProvider(markup, {siteKey, attrs: `locale="${locale}"`}).closest('div')!;

/** What every state of every element says in `locale`: each rendered, then read. */
async function everything(locale: string): Promise<Set<string>> {
  const seen = new Set<string>();
  // Loading: a slow site, read before its answer.
  const slow = inProvider(`<site-events limit="3"></site-events><site-event slug="${DEMO_FACTS.festival}"></site-event>`, unique('slow'), locale);
  const loading = slow.querySelector('site-events')!;
  await waitUntil(() => loading.shadowRoot?.querySelector('[part~="loading"]'), 'no loading state');
  texts(slow, seen);
  // Errors: a site that answers 500.
  const down = inProvider('<site-events limit="3"></site-events><site-news></site-news>', unique('down'), locale);
  await settled(down.querySelector('site-events')!);
  await settled(down.querySelector('site-news')!);
  texts(down, seen);
  // Empty: a site with nothing published.
  const lists = ['site-events upcoming', 'site-events', 'site-news', 'site-news-archive', 'site-pages', 'site-products', 'site-profiles', 'site-tags'];
  const empty = inProvider(lists.map((l) => `<${l}></${l.split(' ')[0]}>`).join('') + '<site-event-calendar></site-event-calendar>', unique('empty'), locale);
  for (const el of empty.querySelectorAll(DATA_ELEMENTS.filter((t) => t !== 'site-event-calendar').join(','))) await settled(el);
  texts(empty, seen);
  // Content: lists with "more", events with tickets, free entry and cancelled, details, a calendar, a search.
  const content = inProvider(
    [
      '<site-events limit="2" href="?e={slug}"></site-events>',
      '<site-events upcoming limit="100"></site-events>',
      `<site-event slug="${DEMO_FACTS.festival}"></site-event>`,
      `<site-event slug="${DEMO_FACTS.festivalChildren[0]}"></site-event>`,
      `<site-event slug="${DEMO_FACTS.cancelledEvent}"></site-event>`,
      `<site-event slug="${DEMO_FACTS.freeEvent}"></site-event>`,
      '<site-event slug="no-such-event"></site-event>',
      '<site-event-calendar id="cal"></site-event-calendar>',
      '<site-news limit="1"></site-news>',
      '<site-news-archive id="arch-links"></site-news-archive>',
      '<site-news-archive for="news-target"></site-news-archive><site-news id="news-target" limit="1"></site-news>',
      '<site-pages></site-pages>',
      `<site-page slug="${DEMO_FACTS.linkPage}"></site-page>`,
      `<site-product slug="${DEMO_FACTS.multiVariantProduct}"></site-product>`,
      `<site-product slug="${DEMO_FACTS.sizedProduct}"></site-product>`,
      '<site-products limit="1"></site-products>',
      `<site-profile slug="${DEMO_FACTS.member}" events products></site-profile>`,
      '<site-profile slug="clara-weiss" events products></site-profile>',
      '<site-profiles limit="1"></site-profiles>',
      '<site-tags for="tag-target"></site-tags><site-events id="tag-target" limit="1"></site-events>',
      '<site-tags></site-tags>',
      // no-url: the query stays out of the address, so the next language's search starts idle.
      '<site-search no-url></site-search>',
    ].join(''),
    'demo',
    locale,
  );
  for (const el of content.querySelectorAll(DATA_ELEMENTS.filter((t) => t !== 'site-search' && t !== 'site-event-calendar').join(','))) await settled(el);
  const calendar = content.querySelector('site-event-calendar')!;
  await waitUntil(() => calendar.shadowRoot?.querySelector('[role="grid"] [data-date]'), 'the calendar shows no month');
  // "More" pressed: what the live region says.
  const more = content.querySelector('site-events')!;
  more.shadowRoot!.querySelector<HTMLButtonElement>('[part~="more"]')!.click();
  await waitUntil(() => more.shadowRoot!.querySelectorAll('[part~="item"]').length > 2, 'no second page');
  await waitUntil(() => more.shadowRoot!.querySelector('[role="status"]')?.textContent?.trim(), 'nothing said of the second page');
  // The search: its idle hint, then results and their count.
  const search = content.querySelector<SiteSearch>('site-search')!;
  await search.updateComplete;
  search.shadowRoot!.querySelector('input')!.focus();
  await sendKeys({type: 'c'});
  await waitUntil(() => search.shadowRoot!.querySelector('[part~="hint"]')?.textContent?.trim(), 'no hint');
  texts(content, seen);
  await sendKeys({type: 'lara'});
  await waitUntil(() => search.shadowRoot!.querySelector('[role="status"]')?.textContent?.trim(), 'no result count said');
  texts(content, seen);
  await sendKeys({type: 'zzqx'});
  await waitUntil(() => /zzqx/.test(search.shadowRoot!.querySelector('[role="status"]')?.textContent ?? ''), 'no "no results" said');
  texts(content, seen);
  search.shadowRoot!.querySelector('input')!.blur();
  return seen;
}

/** The English reference, then each of `languages`: every word shown in it, no English one where it has its own. */
export function describeLanguages(languages: string[]): void {
  describe(`the kit in ${languages.join(', ')}`, function () {
    this.timeout(120000);
    useClock();
    let english: Table;
    let reference: Set<string>;
    /** The keys of the English words the English page shows. */
    let keys: string[];
    let records: Set<string>;

    before(async () => {
      // With the English of \"more\" (src/internal/paging.ts), which the core's table leaves out.
      english = {...messages('en'), ...ELEMENT_WORDS, loadedMore: (n: number) => loadedMore(messages('en'), n)};
      for (const lang of languages) await loadMessages(lang);
      records = await recordTexts();
    });

    it('shows every state of every element in English (the reference)', async () => {
      reference = await everything('en');
      keys = Object.keys(english).filter((key) => [...reference].some(shown(english[key])));
      // What the issue names: states, "more", tickets, free, cancelled, the calendar's and the search's labels.
      for (const key of [
        'loading',
        'error',
        'retry',
        'notFound',
        'noEvents',
        'noUpcomingEvents',
        'noNews',
        'noProducts',
        'noProfiles',
        'noPages',
        'noTags',
        'noArchive',
        'moreEvents',
        'moreNews',
        'moreProducts',
        'moreProfiles',
        'tickets',
        'freeEntry',
        'cancelled',
        'previousMonth',
        'nextMonth',
        'dayWithEvents',
        'search',
        'searchHint',
        'results',
        'noResults',
        'loadedMore',
        'allTags',
        'tags',
        'newTab',
        'festivalEvents',
        'partOf',
        'buy',
        'version',
      ]) {
        expect(keys, `the English page does not show "${key}"`).to.include(key);
      }
    });

    for (const lang of languages) {
      it(`shows every word in ${lang} and no English one where ${lang} has its own`, async () => {
        const table = messages(lang) as unknown as Table;
        expect(table, `no table for ${lang}`).to.not.equal(messages('en'));
        const seen = [...(await everything(lang))];
        // Keys whose English is the same text ("Free": a ticket's and a product's) count as one: either translation will do.
        const same = (key: string) => keys.filter((other) => String(english[other]) === String(english[key]));
        const missing = keys.filter((key) => !same(key).some((k) => seen.some(shown(table[k]))));
        expect(missing, `${lang}: the words not shown`).to.deep.equal([]);
        const englishShown = Object.keys(english)
          .filter((key) => String(english[key]) !== String(table[key]) && !(typeof english[key] === 'string' && english[key] === table[key]))
          .flatMap((key) => seen.filter((text) => !records.has(text) && shown(english[key])(text)).map((text) => `${key}: ${text}`))
          // A word the language writes as English does (its translation matches the same text) is its own.
          .filter((hit) => {
            const [key, text] = [hit.slice(0, hit.indexOf(':')), hit.slice(hit.indexOf(':') + 2)];
            return !shown(table[key])(text);
          });
        expect(englishShown, `${lang}: English shown`).to.deep.equal([]);
      });
    }
  });
}
