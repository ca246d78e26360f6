/**
 * Designers' item templates (issue 14) on a page served with the strict
 * policy of scripts/csp.js (Trusted Types required), from each script-tag
 * build, with the browser's Sanitizer API and without it (DOMPurify): every
 * kind of element with a `<template>`, from the demo site and from the
 * hostile one (test/fixtures/csp/templates.html), and a template added once
 * an element has rendered its own markup. No violation is reported, no
 * hostile payload runs, each element shows its items from the template in
 * light DOM (the demo site's real ones), hostile values stay text, bodies
 * are sanitized, and the template code came from the build under test.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from './helpers/wait.js';
import {localized} from '../src/api/client.js';
import {ALLOWED_ELEMENTS} from '../src/render/sanitize.js';
import {apiGet} from './helpers/api.js';
import {CSP_RUNS, cspFrame} from './helpers/csp.js';
import {brokenImageFailed} from './helpers/signals.js';

// No node of the frame is ever given to expect(): a failing assertion would inspect it property by
// property (it is no HTMLElement of this window) and hang the tab. Booleans, strings and numbers only.
type Watched = Window & {__violations: unknown[]; __ran: string[]};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Rec = Record<string, any>;

/** The query the fixture's two searches read from the page URL. */
const QUERY = 'clara';

/** A GET of the demo API, as the elements' client asks it. */
const api = <T = Rec>(siteKey: string, path: string) => apiGet<T>(path, siteKey);

const titleOf = (r: Rec) => localized(r, 'title', 'en', 'en') ?? r.slug;

/** The items an element rendered from its template: its light-DOM children with the template's root class. */
const items = (el: Element | null | undefined): HTMLElement[] => (el ? [...el.querySelectorAll<HTMLElement>(':scope > .t-item')] : []);
/** Each item's title, as shown. */
const titles = (el: Element | null | undefined) => items(el).map((item) => (item.querySelector('.t-title') ?? item).textContent!.replace(/\s+/g, ' ').trim());
/** The elements the element itself rendered as items, in its shadow root. */
const ownItems = (el: Element) => el.shadowRoot?.querySelectorAll('[part~="item"]').length ?? 0;
/** Whether an item's body (the rich `content` field) has been filled. */
const filled = (el: Element | null | undefined) => !!items(el)[0]?.querySelector('.t-content site-field')?.firstElementChild;

const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];
/** Elements that must never come from a value, a body or a title. */
const DANGEROUS = ['script', 'iframe', 'frame', 'object', 'embed', 'svg', 'math', 'form', 'input', 'textarea', 'select', 'style', 'link', 'meta', 'base', 'noscript', 'template', 'marquee', 'details', 'x-widget', 'audio', 'video', 'source'];
/** What a body rendered from a content tree may hold beyond the sanitizer's list (an embed's button, an image's caption). */
const TREE_ELEMENTS = new Set<string>([...ALLOWED_ELEMENTS, 'button', 'figcaption']);

/**
 * Every problem in the light DOM of the page's providers: an element a value or
 * body made (in an item, an element that its template does not have; in a
 * body, one the sanitizer does not allow), an event handler attribute, a
 * URL attribute whose scheme is not safe, a binding left behind, an
 * external link without noopener. Empty when all is well.
 */
function lightDomProblems(doc: Document): string[] {
  const problems: string[] = [];
  const where = (el: Element) => `<${el.localName}> in <${el.closest('[id], site-content-provider > *')?.localName ?? '?'}>`;
  // The providers' light DOM: every element and item of the page (not what the dev server adds to the body).
  for (const el of doc.querySelectorAll('site-content-provider *')) {
    // Every image of the templates is bound with data-site-if: one is there only with an address it may load, and its alt.
    if (el.localName == 'img' && !el.hasAttribute('src') && !el.closest('.t-content')) problems.push(`an image without src ${where(el)}`);
    if (el.localName == 'img' && !el.hasAttribute('alt')) problems.push(`an image without alt ${where(el)}`);
    if (DANGEROUS.includes(el.localName) && !(el.localName == 'template' && el.parentElement?.localName.startsWith('site-'))) problems.push(`a dangerous element ${where(el)}: ${el.outerHTML.slice(0, 120)}`);
    for (const {name, value} of [...el.attributes]) {
      if (/^on/i.test(name)) problems.push(`an event handler ${name}="${value}" on ${where(el)}`);
      if (name.startsWith('data-site-')) problems.push(`a binding left behind: ${name} on ${where(el)}`);
      if (['srcset', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background'].includes(name)) problems.push(`a ${name} attribute on ${where(el)}`);
      if (['href', 'src', 'cite'].includes(name)) {
        let url: URL | undefined;
        try {
          url = new URL(value, doc.baseURI);
        } catch {
          problems.push(`an unparsable ${name}="${value}" on ${where(el)}`);
        }
        if (url && !SAFE_SCHEMES.includes(url.protocol)) problems.push(`a ${url.protocol} ${name}="${value}" on ${where(el)}`);
        if (url && name == 'href' && el.localName == 'a' && url.origin != doc.defaultView!.location.origin && !/\bnoopener\b/.test(el.getAttribute('rel') ?? '')) {
          problems.push(`an external link without noopener: ${value}`);
        }
      }
    }
  }
  // Each templated item holds only its template's elements (plus <mark> in a search's marked form), whatever its values were; a body only what its renderer allows.
  for (const host of doc.querySelectorAll('site-content-provider > *')) {
    const template = host.querySelector(':scope > template') as HTMLTemplateElement | null;
    if (!template) continue;
    const own = new Set([...template.content.querySelectorAll('*')].map((e) => e.localName));
    for (const item of items(host)) {
      for (const el of item.querySelectorAll('*')) {
        const body = el.closest('.t-content site-field');
        if (body && body !== el) {
          if (!TREE_ELEMENTS.has(el.localName)) problems.push(`<${el.localName}> in the body of <${host.localName}>`);
        } else if (!own.has(el.localName) && !(el.localName == 'mark' && host.localName == 'site-search')) {
          problems.push(`<${el.localName}> in an item of <${host.localName}>, which its template does not have`);
        }
      }
      // A text field is text: no element inside it (only a body or a marked form fills one with elements).
      for (const field of item.querySelectorAll('site-field:not([name="content"]):not([format="marked"])')) {
        if (field.childElementCount) problems.push(`<site-field name="${field.getAttribute('name')}"> of <${host.localName}> holds elements`);
      }
    }
  }
  return problems;
}

/** Every <img> of the providers' light DOM. */
const lightImages = (doc: Document) => [...doc.querySelectorAll<HTMLImageElement>('site-content-provider img')];

/** A template built with DOM methods, as a page script under Trusted Types may (no markup string): a title linked through `url`, and an image. */
function lateTemplate(doc: Document): HTMLTemplateElement {
  const make = (tag: string, attrs: Record<string, string>, ...children: Node[]) => {
    const el = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    el.append(...children);
    return el;
  };
  const template = doc.createElement('template');
  template.content.append(
    make(
      'li',
      {class: 't-item late'},
      make('a', {class: 't-title', 'data-site-href': 'url', 'data-site-title': 'title'}, make('site-field', {name: 'title'})),
      make('img', {'data-site-if': 'image', 'data-site-src': 'image', 'data-site-alt': 'image.alt'}),
    ),
  );
  return template;
}

for (const [mode, bundle] of CSP_RUNS) {
  describe(`item templates under the strict CSP and Trusted Types (dist/${bundle}, ${mode} sanitizer)`, () => {
    it('renders every templated element from both sites with no violation, no script run, and hostile values as text', async () => {
      // The demo site's answers, as the elements ask for them.
      const [events, products, news, pages, profiles, tags, dates, found, event, page, post, site, late] = await Promise.all([
        api('demo', '/events?upcoming=true&limit=3&page=0'),
        api('demo', '/products?limit=4&page=0'),
        api('demo', '/news?limit=4&page=0'),
        api('demo', '/pages?limit=100&page=0'),
        api('demo', '/profiles?limit=4&page=0'),
        api('demo', '/tags?limit=100&page=0'),
        api('demo', '/news/dates?interval=month'),
        api('demo', `/search?query=${QUERY}&limit=10&page=0`),
        api('demo', '/events/clara-weiss-goldberg-variations'),
        api('demo', '/pages/technical-riders'),
        api('demo', '/news/clara-weiss-records-goldberg-variations'),
        api('demo', '/site'),
        api('demo', '/events?limit=2&page=0'),
      ]);
      const hostileSite = await api('hostile', '/site');

      const f = await cspFrame('templates.html', mode, bundle, new URLSearchParams({q: QUERY}));
      try {
        const win = f.contentWindow as Watched;
        const doc = f.contentDocument!;
        expect(!!doc.querySelector('meta[http-equiv]'), 'the policy comes from the HTTP header').to.equal(false);
        const demo = (tag: string) => doc.querySelector(`#demo > ${tag}`)!;
        const hostile = (tag: string) => doc.querySelector(`#hostile > ${tag}`)!;
        const templated = [...doc.querySelectorAll('site-content-provider > *')].filter((el) => el.querySelector(':scope > template'));
        expect(templated.length, 'templated elements in the fixture').to.equal(26);

        // Every templated element shows its items from the template; every body is filled.
        const waiting = () => templated.filter((el) => !items(el).length || (el.querySelector(':scope > template')!.content.querySelector('.t-content') && !filled(el))).map((el) => `${el.parentElement!.id} ${el.localName}`);
        await waitUntil(() => !waiting().length, 'templated elements not rendered', {timeout: 10000}).catch(() => undefined);
        expect(waiting(), 'templated elements without their items').to.deep.equal([]);
        // From the template, in light DOM: not the element's own markup.
        for (const el of templated) expect(ownItems(el), `${el.localName}'s own items`).to.equal(0);

        // The demo site's real content, item by item.
        expect(titles(demo('site-events')), 'events').to.deep.equal(events.records.map(titleOf));
        items(demo('site-events')).forEach((item, i) => {
          const r = events.records[i];
          expect(item.querySelector('a.t-title')!.getAttribute('href')).to.equal(`/event.html?slug=${encodeURIComponent(r.slug)}`);
          expect(item.querySelector('a.t-title')!.getAttribute('title')).to.equal(titleOf(r));
          expect(item.querySelector('time')!.getAttribute('datetime')).to.equal(r.startDate);
          expect(item.querySelector('.t-cancelled') !== null, 'data-site-if="cancelled"').to.equal(r.publishState === 'CANCELLED');
        });
        const eventImages = items(demo('site-events')).map((item) => item.querySelector('img'));
        expect(eventImages.filter(Boolean).length, 'the events\u2019 images').to.be.greaterThan(0);
        for (const img of eventImages.filter((i): i is HTMLImageElement => !!i)) {
          expect(new URL(img.src).pathname).to.match(/^\/media\//);
          expect(img.getAttribute('loading')).to.equal('lazy');
        }
        expect(titles(demo('site-products')), 'products').to.deep.equal(products.records.map(titleOf));
        expect(titles(demo('site-news')), 'news').to.deep.equal(news.records.map(titleOf));
        expect(items(demo('site-news')).map((item) => item.querySelector('time')!.getAttribute('datetime'))).to.deep.equal(news.records.map((r: Rec) => r.date));
        expect(titles(demo('site-profiles')), 'profiles').to.deep.equal(profiles.records.map(titleOf));
        expect(titles(demo('site-pages')).sort(), 'pages').to.deep.equal(pages.records.map(titleOf).sort());
        expect(items(demo('site-pages')).some((item) => item.dataset.depth === '1'), 'sub-pages, by data-site-data-depth').to.equal(true);
        expect(titles(demo('site-tags')).sort(), 'tags').to.deep.equal(tags.records.map((t: Rec) => t.title).sort());
        expect(items(demo('site-tags')).map((item) => item.querySelector('a')!.getAttribute('href')).sort()).to.deep.equal(tags.records.map((t: Rec) => `/events.html?tag=${encodeURIComponent(t.id)}`).sort());
        // The archive: each year, newest first, then its months.
        const years = new Map<number, Set<string>>();
        for (const y of dates.years) years.set(y, years.get(y) ?? new Set());
        for (const d of dates.dates) {
          const [y, m] = String(d).split('-');
          (years.get(Number(y)) ?? years.set(Number(y), new Set()).get(Number(y))!).add(m);
        }
        const archive = [...years].sort(([a], [b]) => b - a).flatMap(([y, months]) => [String(y), ...[...months].sort().reverse().map((m) => `${y}-${m}`)]);
        expect(items(demo('site-news-archive')).map((item) => item.querySelector('time')!.getAttribute('datetime')), 'the archive').to.deep.equal(archive);
        // The search: its results from the template, in the element's groups' order, each slotted into its option.
        const hits = ['events', 'pages', 'profiles', 'products'].flatMap((group) => (found[group] ?? []).slice(0, 10));
        expect(hits.length, 'the demo search finds something').to.be.greaterThan(0);
        expect(titles(demo('site-search')), 'search results').to.deep.equal(hits.map(titleOf));
        const marks = items(demo('site-search')).flatMap((item) => [...item.querySelectorAll('mark')].map((m) => m.textContent!.toLowerCase()));
        expect(marks.length, 'the query marked').to.be.greaterThan(0);
        expect([...new Set(marks)]).to.deep.equal([QUERY]);
        expect(items(demo('site-search')).map((item) => item.slot)).to.deep.equal(hits.map((_, i) => `result-${i}`));
        // The detail elements: one item each, with its body sanitized into the template.
        expect(titles(demo('site-event'))).to.deep.equal([titleOf(event)]);
        expect(titles(demo('site-page'))).to.deep.equal([titleOf(page)]);
        expect(titles(demo('site-news-post'))).to.deep.equal([titleOf(post)]);
        const body = (el: Element) => items(el)[0].querySelector('.t-content site-field')!;
        expect(!!body(demo('site-event')).querySelector('p'), 'the event\u2019s body').to.equal(true);
        expect(!!body(demo('site-page')).querySelector('table'), 'the riders\u2019 table').to.equal(true);
        expect(!!body(demo('site-news-post')).querySelector('p strong'), 'the post\u2019s Markdown').to.equal(true);
        expect(titles(demo('site-info'))).to.deep.equal([site.name]);
        expect(items(demo('site-info'))[0].querySelector('a')!.getAttribute('href')).to.equal(site.settings.publicSite.baseUrl);
        expect(new URL(items(demo('site-info'))[0].querySelector('img')!.src).pathname, 'the logo').to.match(/^\/media\/.*site-logo/);

        // A template added once the elements have rendered their own markup: it takes over.
        const [lateDemo, lateHostile] = [doc.querySelector('#late-demo')!, doc.querySelector('#late-hostile')!];
        await waitUntil(() => ownItems(lateDemo) === 2 && ownItems(lateHostile) === 5, 'the late elements did not render their own items', {timeout: 10000});
        expect(items(lateDemo).length + items(lateHostile).length).to.equal(0);
        lateDemo.append(lateTemplate(doc));
        lateHostile.append(lateTemplate(doc));
        await waitUntil(() => items(lateDemo).length === 2 && items(lateHostile).length === 5, 'the late templates were not used', {timeout: 10000}).catch(() => undefined);
        expect(titles(lateDemo), 'the late template').to.deep.equal(late.records.map(titleOf));
        expect(items(lateDemo).map((item) => item.querySelector('a')!.getAttribute('href'))).to.deep.equal(late.records.map((r: Rec) => `/event.html?slug=${encodeURIComponent(r.slug)}`));
        expect(items(lateHostile).length, 'the late template, hostile site').to.equal(5);
        expect(ownItems(lateDemo) + ownItems(lateHostile), 'the elements\u2019 own items, once the template took over').to.equal(0);

        // The hostile site: its markup stays text, its script URLs are dropped.
        for (const tag of ['site-events', 'site-products', 'site-news', 'site-pages', 'site-profiles', 'site-tags', 'site-news-archive', 'site-search']) {
          expect(items(hostile(tag)).length, `hostile ${tag}`).to.be.greaterThan(0);
        }
        const hostileTitles = templated.filter((el) => el.parentElement!.id === 'hostile').flatMap(titles);
        expect(hostileTitles.filter((t) => t.includes('<script>')).length, 'titles with a <script> shown as text').to.be.greaterThan(0);
        expect(hostileTitles.filter((t) => t.includes('<img src=x onerror=')).length, 'titles with an <img onerror> shown as text').to.be.greaterThan(0);
        expect(titles(hostile('site-info')), 'the hostile site\u2019s name, as text').to.deep.equal([hostileSite.name]);
        expect(items(hostile('site-info'))[0].querySelector('a')!.hasAttribute('href'), 'its javascript: address dropped').to.equal(false);
        expect(!!items(hostile('site-info'))[0].querySelector('img'), 'its javascript: logo left out (data-site-if)').to.equal(false);
        // The event whose slug attacks the link template: its title text, its slug encoded in the href.
        const slugged = items(hostile('site-events')).find((item) => item.querySelector('.t-title')!.textContent!.includes('hostile slug'));
        expect(!!slugged, 'the event with a hostile slug').to.equal(true);
        expect(slugged!.querySelector('a')!.getAttribute('href')).to.match(/^\/event\.html\?slug=%22%3E%3Cimg/);
        // Ticket links: the hostile site's javascript:, vbscript: and data: ones are dropped, an https one kept.
        const tickets = items(hostile('site-events')).map((item) => item.querySelector('a.t-tickets')).filter((a): a is HTMLAnchorElement => !!a);
        expect(tickets.filter((a) => a.hasAttribute('href')).length, 'https ticket links kept').to.be.greaterThan(0);
        expect(tickets.filter((a) => !a.hasAttribute('href')).length, 'script ticket links dropped').to.be.greaterThan(0);
        // Bodies through the sanitizer: their harmless markup is there, nothing of the payloads.
        const hostileBody = body(hostile('site-news-post'));
        expect(hostileBody.querySelector('p strong')?.textContent, 'the Markdown body\u2019s formatting').to.equal('formatting');
        expect(!!hostileBody.querySelector('a[href="https://example.com/safe"]'), 'its safe link').to.equal(true);
        expect(hostileBody.querySelectorAll('li').length, 'its list of payloads, emptied').to.be.greaterThan(10);
        for (const tag of ['site-news-post', 'site-event', 'site-product', 'site-profile']) {
          const rich = body(hostile(tag));
          expect(rich.childElementCount, `the body of hostile ${tag}`).to.be.greaterThan(0);
          const outside = [...rich.querySelectorAll('*')].map((e) => e.localName).filter((n) => !(ALLOWED_ELEMENTS as readonly string[]).includes(n));
          expect(outside, `elements of hostile ${tag}'s body the sanitizer does not allow`).to.deep.equal([]);
        }
        const tree = body(hostile('site-page'));
        expect([...tree.querySelectorAll('h2')].some((h) => h.textContent!.includes('Hostile content tree')), 'the hostile content tree').to.equal(true);
        expect(!!tree.querySelector('table'), 'its table').to.equal(true);
        expect(tree.textContent, 'markup in its text, as text').to.contain("<script>__xss('pm-text-script')</script>");
        expect(lightDomProblems(doc), 'the light DOM').to.deep.equal([]);

        // Every image loads now, lazy ones too, and has loaded or failed; then a broken probe image's
        // error event: theirs, and any handler that survived (run or refused), came before it.
        expect(lightImages(doc).length, 'templated images').to.be.greaterThan(10);
        for (const img of lightImages(doc)) img.loading = 'eager';
        await waitUntil(() => lightImages(doc).every((img) => img.complete), 'images still loading', {timeout: 10000});
        await brokenImageFailed(doc);
        expect(win.__ran, 'hostile payloads that ran').to.deep.equal([]);
        expect(win.__violations, 'CSP violations').to.deep.equal([]);

        // The template code, each kind's fields and the bodies' chunks came from the build under test, and only from it.
        const loaded = win.performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname);
        const dir = bundle === 'site-widgets.js' ? '/dist/elements/' : '/dist/all/';
        const other = bundle === 'site-widgets.js' ? '/dist/all/' : '/dist/elements/';
        expect(loaded, 'the script-tag build under test').to.include(`/dist/${bundle}`);
        for (const chunk of ['design', 'fields-events', 'fields-products', 'fields-news', 'fields-pages', 'fields-profiles', 'fields-tags', 'fields-archive', 'fields-search', 'fields-info', 'rich', 'markdown']) {
          expect(loaded, `${chunk}.js`).to.include(`${dir}${chunk}.js`);
        }
        expect(loaded.filter((p) => p.startsWith(other)), 'chunks of the other build').to.deep.equal([]);
        expect(loaded.includes(`${dir}sanitize-dompurify.js`), 'DOMPurify chunk loaded').to.equal(mode === 'dompurify');
        expect((win.Element.prototype as {setHTML?: unknown}).setHTML === undefined).to.equal(mode === 'dompurify');
      } finally {
        f.remove();
      }
    });
  });
}
