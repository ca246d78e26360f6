import {expect, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
// Only the provider and this element: <site-profile> must load the code of the
// sections that `with` asks for by itself (the autoloader never sees its shadow root).
import '../../src/elements/site-content-provider/site-content-provider.js';
import '../../src/elements/site-profile/site-profile.js';
import type {SiteProfile} from '../../src/elements/site-profile/site-profile.js';
import {localized, mediaUrl, tagsOf, type EventRecord, type Profile, type Product} from '../../src/api/client.js';
import {TOKEN, apiGet, stubSiteClient, unique} from '../helpers/api.js';
import {captureConsole, clearJsonLd, jsonLdBlocks, mount, part, parts, settled, mountInProvider} from '../helpers/dom.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan, structuredDataWritten} from '../helpers/signals.js';

const api = <T>(path: string, siteKey = 'demo') => apiGet<T>(path, siteKey);
const profile = (slug: string, siteKey = 'demo') => api<Profile>(`/profiles/${slug}`, siteKey);
const profiles = async (siteKey = 'demo') => (await api<{records: Profile[]}>('/profiles?limit=100', siteKey)).records;

function mountProfile(attrs: string, siteKey = 'demo', providerAttrs = ''): SiteProfile {
  return mountInProvider<SiteProfile>(`<site-profile ${attrs}></site-profile>`, {siteKey, attrs: providerAttrs});
}

/** The content part, once it is filled (Markdown and the sanitizer load on demand). */
async function content(el: Element): Promise<HTMLElement> {
  await waitUntil(() => part(el, 'content')?.textContent?.trim(), 'no biography');
  return part(el, 'content')!;
}

/** A section's inner list element, once its code is loaded and it has settled. */
async function section<T extends Element>(el: Element, tag: 'site-events' | 'site-products'): Promise<T> {
  await waitUntil(() => customElements.get(tag), `<${tag}> was never defined`);
  const inner = el.shadowRoot!.querySelector(tag)!;
  await settled(inner);
  return inner as unknown as T;
}

/** Every element in a shadow tree and the shadow trees inside it. */
function deepAll(root: ParentNode): Element[] {
  return [...root.querySelectorAll('*')].flatMap((e) => [e, ...(e.shadowRoot ? deepAll(e.shadowRoot) : [])]);
}

const title = (record: object, locale = 'en') => localized(record, 'title', locale, 'en');
const shortText = (record: object, locale = 'en') => localized(record, 'shortContent', locale, 'en');
const media = (key: string | undefined) => mediaUrl(key, `${location.origin}/media/`);
/** The first words of a Markdown text, as they read once rendered. */
const firstWords = (markdown: string) => markdown.replace(/<[^>]*>|[*_#>`[\]()]/g, ' ').replace(/\s+/g, ' ').trim().split(' ').slice(0, 3).join(' ');
/** The text of a TipTap tree. */
const treeText = (node: unknown): string =>
  !node || typeof node != 'object' ? '' : ((node as {text?: string}).text ?? '') + ((node as {content?: unknown[]}).content ?? []).map(treeText).join('');

const ENSEMBLE = /quartet|quintet|trio|band|ensemble|orchestra|group|brass|choir|duo|collective/i;

/** Demo profiles the tests need, found in the demo's answers rather than named here. */
let SLUG = '';
let OTHER = '';
let GROUP = '';

before(async () => {
  for (const p of await profiles()) {
    const events = (await api<{records: EventRecord[]}>(`/profiles/${p.slug}/events?upcoming=true`)).records;
    const products = (await api<{records: Product[]}>(`/profiles/${p.slug}/products`)).records;
    const full = await profile(p.slug);
    if (!SLUG && events.length && products.length && full.image?.url && tagsOf(full.tags).length && shortText(full) && !ENSEMBLE.test(`${title(full)} ${shortText(full)}`)) SLUG = p.slug;
    else if (!GROUP && ENSEMBLE.test(title(p) ?? '')) GROUP = p.slug;
    else if (!OTHER) OTHER = p.slug;
  }
  expect(SLUG, 'the demo has a soloist with a portrait, tags, a short text, upcoming events and products').not.to.equal('');
  expect(GROUP, 'the demo has an ensemble').not.to.equal('');
});

// ------------------------------------------------------------------ stub site

const SITE = {
  id: 'stub',
  name: 'Stub',
  timeZone: 'Europe/Berlin',
  settings: {locale: {default: 'en', supported: ['en', 'de']}, defaults: {currency: 'EUR'}, publicSite: {baseUrl: 'https://stub.example'}},
};

/** Real shapes, every optional field missing or odd: the element must still render sensibly. */
const SPARSE: Record<string, object> = {
  // Only a German entry, with Markdown and inline HTML.
  'only-german': {siteId: 'stub', slug: 'only-german', localizedContent: [{siteId: 'stub', locale: 'de', title: 'Nur Deutsch', content: 'Ein *Text* mit <b>HTML</b>.'}]},
  // No entries at all, tags of junk, an image without url, custom data.
  bare: {siteId: 'stub', slug: 'bare', localizedContent: [], tags: [null, {tagId: 'x'}, 'y'], image: {siteId: 'stub', uploaded: true, inline: false, size: '0'}, custom: {instrument: 'oboe'}},
  // A tree with an unknown node between known ones.
  tree: {
    siteId: 'stub',
    slug: 'tree',
    tags: [{tagId: 't1', tag: {id: 't1', siteId: 'stub', title: 'Jazz'}}],
    localizedContent: [
      {
        siteId: 'stub',
        locale: 'en',
        title: 'Tree Trio',
        shortContent: 'A jazz trio.',
        contentJSON: {
          type: 'doc',
          content: [
            {type: 'heading', attrs: {level: 2}, content: [{type: 'text', text: 'Biography'}]},
            {type: 'mystery', content: [{type: 'text', text: 'kept text'}]},
            {type: 'paragraph', content: [{type: 'text', text: 'Formed in Berlin.'}]},
          ],
        },
      },
    ],
  },
};

const mountStub = (attrs: string, providerAttrs = '') =>
  mountInProvider<SiteProfile>(`<site-profile ${attrs}></site-profile>`, {
    client: stubSiteClient((path) => (path === '/site' ? SITE : SPARSE[path.replace(/^\/profiles\//, '')])).client,
    attrs: providerAttrs,
  });

describe('<site-profile>', () => {
  it('hides its title with no-title, as every single-item element does', async () => {
    const el = mountProfile(`slug="${SLUG}" no-title`);
    await settled(el);
    expect(part(el, 'name')).to.equal(null);
    expect(part(el, 'content')).to.exist;
  });

  it('shows portrait, name, short text, biography and tags from the localized content', async () => {
    const el = mountProfile(`slug="${SLUG}" tag-href="/artists.html?tag={id}"`);
    await settled(el);
    const data = await profile(SLUG);
    expect(part(el, 'profile')!.localName).to.equal('article');
    const name = part(el, 'name')!;
    expect(name.localName).to.equal('h1');
    expect(name.textContent).to.equal(title(data));
    expect(part(el, 'summary')!.textContent).to.equal(shortText(data));
    const img = part(el, 'image') as HTMLImageElement;
    expect(img.getAttribute('src')).to.equal(media(data.image!.url));
    expect([img.getAttribute('width'), img.getAttribute('height'), img.alt, img.loading]).to.deep.equal([
      String(data.image!.width ?? data.image!.metadata?.width),
      String(data.image!.height ?? data.image!.metadata?.height),
      data.image!.altText ?? '',
      'lazy',
    ]);
    const tree = localized(data, 'contentJSON', 'en', 'en');
    const markdown = localized<string>(data, 'content', 'en', 'en');
    expect(tree || markdown, 'the demo profile has a biography').to.be.ok;
    const bio = await content(el);
    expect(bio.textContent).to.contain(tree ? treeText(tree).slice(0, 30) : firstWords(markdown!));
    const tags = tagsOf(data.tags);
    const links = parts(el, 'tag-link') as HTMLAnchorElement[];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal(tags.map((t) => [t.title, `/artists.html?tag=${encodeURIComponent(t.id)}`]));
    expect(part(el, 'tags')!.getAttribute('aria-label')).to.equal('Tags');
    expect(parts(el, 'section')).to.have.length(0);
    // Nothing of what the record lacks: no role, no links.
    expect(part(el, 'role')).to.equal(null);
    expect(part(el, 'links')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('frames the portrait on its focal point: metadata.focus {x: 0.2, y: -0.4} is object-position 40% 70%', async () => {
    // venue-api.md: focus {x, y} in [-1, 1], mapped to object-position as ((-v + 1) / 2) * 100%.
    const data = await profile('clara-weiss');
    expect((data.image?.metadata as {focus?: unknown} | undefined)?.focus, 'the demo gives clara-weiss a focal point').to.deep.equal({x: 0.2, y: -0.4});
    const el = mountProfile('slug="clara-weiss"');
    await settled(el);
    const img = part(el, 'image') as HTMLImageElement;
    expect(img.style.objectPosition).to.equal('40% 70%');
    expect(getComputedStyle(img).objectPosition).to.equal('40% 70%');
  });

  it('shifts headings with heading-offset, hides the portrait with no-image, shows tags as text without tag-href', async () => {
    const el = mountProfile(`slug="${SLUG}" heading-offset="1" no-image`);
    await settled(el);
    expect(part(el, 'name')!.localName).to.equal('h2');
    expect(part(el, 'image')).to.equal(null);
    expect(parts(el, 'tag-link')).to.have.length(0);
    expect(parts(el, 'tag').map((t) => t.textContent)).to.deep.equal(tagsOf((await profile(SLUG)).tags).map((t) => t.title));
  });

  it('renders a TipTap biography (its headings shifted below the name; an unknown node keeps its text), else Markdown', async () => {
    const el = mountStub('slug="tree" tag-href="/artists.html?tag={id}"');
    await settled(el);
    expect(part(el, 'name')!.textContent).to.equal('Tree Trio');
    expect(part(el, 'summary')!.textContent).to.equal('A jazz trio.');
    const bio = await content(el);
    expect(bio.querySelector('h3')!.textContent).to.equal('Biography');
    expect(bio.textContent).to.contain('Formed in Berlin.');
    expect((parts(el, 'tag-link') as HTMLAnchorElement[]).map((a) => a.getAttribute('href'))).to.deep.equal(['/artists.html?tag=t1']);

    const german = mountStub('slug="only-german"');
    await settled(german);
    // The only entry is German: shown whatever the locale.
    expect(part(german, 'name')!.textContent).to.equal('Nur Deutsch');
    const md = await content(german);
    await waitUntil(() => md.querySelector('em'), 'the Markdown was not rendered');
    expect(md.querySelector('em')!.textContent).to.equal('Text');
    expect(md.querySelector('b')!.textContent).to.equal('HTML');
    expect(part(german, 'summary')).to.equal(null);
    await expect(german).to.be.accessible();
  });

  it('renders a record with no entries, junk tags and an image without url: the slug as name, nothing else', async () => {
    const warnings = captureConsole('warn');
    const errors = captureConsole('error');
    try {
      const el = mountStub('slug="bare"');
      await settled(el);
      expect(part(el, 'name')!.textContent).to.equal('bare');
      expect(part(el, 'image')).to.equal(null);
      expect(part(el, 'tags')).to.equal(null);
      expect(part(el, 'summary')).to.equal(null);
      expect(errors.messages).to.deep.equal([]);
      expect(warnings.messages).to.deep.equal([]);
    } finally {
      warnings.restore();
      errors.restore();
    }
  });

  it('reads the slug from the page URL (?slug=) and follows history navigation', async () => {
    const before = location.href;
    history.replaceState(null, '', `?slug=${GROUP}`);
    try {
      const el = mountProfile('');
      await settled(el);
      expect(part(el, 'name')!.textContent).to.equal(title(await profile(GROUP)));
      history.pushState(null, '', `?slug=${OTHER}`);
      dispatchEvent(new PopStateEvent('popstate'));
      const next = title(await profile(OTHER));
      await waitUntil(() => part(el, 'name')?.textContent === next, 'did not follow the URL');
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('shows not-found for an unknown slug, and for no slug at all with one warning', async () => {
    const errors = captureConsole('error');
    const warnings = captureConsole('warn');
    try {
      const el = mountProfile('slug="nobody-by-that-name"');
      await settled(el);
      expect(part(el, 'not-found')!.textContent).to.equal('Not found.');
      await expect(el).to.be.accessible();
      const none = mountProfile('slug-param="who"');
      await none.updateComplete;
      await waitUntil(() => part(none, 'not-found'), 'no not-found state');
      // The warning's words load on demand (diagnose.ts): it comes once they are in.
      await waitUntil(() => warnings.messages.some((m) => m.includes('<site-profile> has no slug')), 'no warning named the missing slug');
      expect(warnings.messages.filter((m) => m.includes('<site-profile> has no slug'))).to.have.length(1);
    } finally {
      errors.restore();
      warnings.restore();
    }
  });

  it('shows a skeleton while loading, then fires site-load', async () => {
    const el = mountProfile(`slug="${SLUG}"`, unique('slow'));
    await el.updateComplete;
    expect(el.getAttribute('aria-busy')).to.equal('');
    expect(part(el, 'skeleton')).to.exist;
    const event = await oneEvent(el, 'site-load');
    expect(event.detail.count).to.equal(1);
    await settled(el);
    expect(el.hasAttribute('aria-busy')).to.be.false;
    expect(part(el, 'name')).to.exist;
  });

  it('shows the German name, short text and biography with locale="de"', async () => {
    const el = mountProfile(`slug="${SLUG}"`, 'demo', 'locale="de"');
    await settled(el);
    const data = await profile(SLUG);
    expect(part(el, 'name')!.textContent).to.equal(title(data, 'de'));
    expect(part(el, 'summary')!.textContent).to.equal(shortText(data, 'de'));
    expect(shortText(data, 'de'), 'the demo translates the short text').not.to.equal(shortText(data));
    const tree = localized(data, 'contentJSON', 'de', 'en');
    const markdown = localized<string>(data, 'content', 'de', 'en');
    expect((await content(el)).textContent).to.contain(tree ? treeText(tree).slice(0, 30) : firstWords(markdown!));
    expect(part(el, 'tags')!.getAttribute('aria-label')).to.equal('Schlagwörter');
  });

  it('with="events" loads <site-events> itself and shows the artist\u2019s upcoming events under an "Events" heading', async () => {
    expect(customElements.get('site-events'), 'nothing else defined <site-events>').to.equal(undefined);
    const el = mountProfile(`slug="${SLUG}" with="events" events-href="/event.html?slug={slug}"`);
    await settled(el);
    const sections = parts(el, 'section');
    expect(sections).to.have.length(1);
    expect(sections[0].getAttribute('part')).to.equal('section events');
    const heading = sections[0].querySelector('[part~="section-title"]')!;
    expect([heading.localName, heading.textContent]).to.deep.equal(['h2', 'Events']);
    const events = await section(el, 'site-events');
    expect(events.getAttribute('profile')).to.equal(SLUG);
    expect(events.hasAttribute('upcoming')).to.be.true;
    const expected = (await api<{records: EventRecord[]}>(`/profiles/${SLUG}/events?upcoming=true&limit=10`)).records;
    expect(expected.length).to.be.greaterThan(0);
    const titles = parts(events, 'title');
    expect(titles.map((t) => t.textContent!.trim())).to.deep.equal(expected.map((e) => title(e)));
    // Under the section's h2: the events are h3.
    expect(titles[0].localName).to.equal('h3');
    expect((parts(events, 'link') as HTMLAnchorElement[]).map((a) => a.getAttribute('href'))).to.deep.equal(
      expected.map((e) => `/event.html?slug=${encodeURIComponent(e.slug)}`),
    );
    await expect(el).to.be.accessible();
  });

  it('with="events products" adds the artist\u2019s products too (titles and prices from the real records), in German with locale="de"', async () => {
    const el = mountProfile(`slug="${SLUG}" with="events products" products-href="/product.html?slug={slug}" heading-offset="1"`, 'demo', 'locale="de"');
    await settled(el);
    const sections = parts(el, 'section');
    expect(sections.map((s) => s.getAttribute('part'))).to.deep.equal(['section events', 'section products']);
    expect(sections.map((s) => s.querySelector('[part~="section-title"]')!.textContent)).to.deep.equal(['Veranstaltungen', 'Produkte']);
    expect(sections.map((s) => s.querySelector('[part~="section-title"]')!.localName)).to.deep.equal(['h3', 'h3']);
    const products = el.shadowRoot!.querySelector('site-products')!;
    expect(products.getAttribute('profile')).to.equal(SLUG);
    expect(products.getAttribute('href')).to.equal('/product.html?slug={slug}');
    const inner = await section(el, 'site-products');
    const expected = (await api<{records: Product[]}>(`/profiles/${SLUG}/products?limit=10`)).records;
    expect(expected.length).to.be.greaterThan(0);
    expect(parts(inner, 'title').map((t) => t.textContent!.trim())).to.deep.equal(expected.map((p) => title(p, 'de')));
    expect(parts(inner, 'title')[0].localName).to.equal('h4');
    // Prices from the variants, in German format.
    const priced = expected.findIndex((p) => p.variants?.some((v) => v.price > 0));
    expect(priced, 'the profile has a priced product').to.be.greaterThan(-1);
    expect(parts(inner, 'item')[priced].querySelector('[part~="price"]')!.textContent).to.match(/\d,\d\d\s(€|\$|US\$)|€|\$/);
    const events = await section(el, 'site-events');
    const upcoming = (await api<{records: EventRecord[]}>(`/profiles/${SLUG}/events?upcoming=true&limit=10`)).records;
    expect(parts(events, 'title').map((t) => t.textContent!.trim())).to.deep.equal(upcoming.map((e) => title(e, 'de')));
  });

  it('shares the cache with the sections: an artist\u2019s events load once for two profiles', async () => {
    const siteKey = unique('demo');
    const seen: string[] = [];
    const listen = (e: Event) => seen.push(`${(e as CustomEvent).detail.source} ${(e as CustomEvent).detail.url}`);
    document.addEventListener('site-request', listen);
    try {
      const wrapper = mount(`<div><site-content-provider site-key="${siteKey}" token="${TOKEN}">
        <site-profile slug="${SLUG}" with="events"></site-profile><site-profile slug="${SLUG}" with="events"></site-profile>
      </site-content-provider></div>`);
      const [a, b] = wrapper.querySelectorAll('site-profile');
      await settled(a);
      await settled(b);
      await section(a, 'site-events');
      await section(b, 'site-events');
      const network = seen.filter((s) => s.startsWith('network') && s.includes(`/profiles/${SLUG}/events`));
      expect(network).to.have.length(1);
    } finally {
      document.removeEventListener('site-request', listen);
    }
  });

  it('warns once about an unknown word in with, and ignores it', async () => {
    const warnings = captureConsole('warn');
    try {
      const el = mountProfile(`slug="${SLUG}" with="events concerts events"`);
      const again = mountProfile(`slug="${SLUG}" with="events concerts events"`);
      await settled(el);
      await settled(again);
      expect(parts(el, 'section').map((s) => s.getAttribute('part'))).to.deep.equal(['section events']);
      // Its words come with the console's chunk (diagnose.ts).
      await waitUntil(() => warnings.messages.some((m) => m.includes('"concerts"')), 'no warning about "concerts"');
      expect(warnings.messages.filter((m) => m.includes('"concerts"'))).to.deep.equal([
        '[site-widgets] <site-profile> with="events concerts events": "concerts" is not one of "events", "products"; it is ignored.',
      ]);
    } finally {
      warnings.restore();
    }
  });

  it('renders the hostile profile with nothing run: no on* attributes, no unsafe URL, in both locales', async () => {
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const [first] = await profiles('hostile');
    expect(first, 'the hostile site has a profile').to.exist;
    const data = await profile(first.slug, 'hostile');
    for (const locale of ['en', 'de']) {
      const el = mountProfile(`slug="${first.slug}" with="events products" tag-href="/artists.html?tag={id}"`, 'hostile', `locale="${locale}"`);
      await settled(el);
      await section(el, 'site-events');
      await section(el, 'site-products');
      const all = deepAll(el.shadowRoot!);
      expect(all.filter((e) => ['script', 'object', 'embed', 'svg', 'math', 'form', 'base', 'meta', 'link'].includes(e.localName))).to.deep.equal([]);
      expect(all.filter((e) => e.localName === 'iframe' && !e.hasAttribute('sandbox'))).to.deep.equal([]);
      expectSafeAttributes(all, ['href', 'src'], locale);
      expect(part(el, 'name')!.textContent).to.equal(title(data, locale) ?? data.slug);
    }
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
  });
});

describe('<site-profile> structured data', () => {
  const blocks = jsonLdBlocks;

  beforeEach(clearJsonLd);

  it('adds a Person for a soloist and a MusicGroup for an ensemble, once each', async () => {
    const a = mountProfile(`slug="${SLUG}"`);
    const b = mountProfile(`slug="${SLUG}"`);
    const c = mountProfile(`slug="${GROUP}"`);
    await Promise.all([settled(a), settled(b), settled(c)]);
    await waitUntil(() => blocks().length === 2, 'no JSON-LD in the head');
    await structuredDataWritten();
    const found = blocks();
    expect(found.map((f) => f.key).sort()).to.deep.equal([`Person:${GROUP}`, `Person:${SLUG}`].sort());
    const solo = await profile(SLUG);
    const person = found.find((f) => f.key === `Person:${SLUG}`)!.data;
    expect(person['@context']).to.equal('https://schema.org');
    expect(person['@type']).to.equal('Person');
    expect(person.name).to.equal(title(solo));
    expect(person.description).to.equal(shortText(solo));
    expect(person.image).to.equal(media(solo.image!.url));
    expect(person.url).to.equal(location.href);
    expect(person.sameAs).to.equal(undefined);
    const group = found.find((f) => f.key === `Person:${GROUP}`)!.data;
    expect(group['@type']).to.equal('MusicGroup');
    expect(group.name).to.equal(title(await profile(GROUP)));
  });

  it('names the profile in the active locale', async () => {
    const el = mountProfile(`slug="${SLUG}"`, 'demo', 'locale="de"');
    await settled(el);
    await waitUntil(() => blocks().length === 1, 'no JSON-LD in the head');
    const data = await profile(SLUG);
    expect(blocks()[0].data.name).to.equal(title(data, 'de'));
    expect(blocks()[0].data.description).to.equal(shortText(data, 'de'));
  });

  it('adds its Person only (its sections\u2019 items are published on their own pages), and nothing with no-structured-data', async () => {
    const el = mountProfile(`slug="${SLUG}" with="events"`);
    await settled(el);
    await section(el, 'site-events');
    await waitUntil(() => blocks().length > 0, 'no JSON-LD');
    await structuredDataWritten();
    expect(blocks().map((b) => b.key)).to.deep.equal([`Person:${SLUG}`]);
    el.closest('div')!.remove();
    await waitUntil(() => blocks().length === 0, 'the block stayed after the profile left');

    const off = mountProfile(`slug="${SLUG}" with="events" no-structured-data`);
    await settled(off);
    await section(off, 'site-events');
    await structuredDataWritten();
    expect(blocks()).to.have.length(0);
  });

  it('escapes hostile text so it cannot close the script; the image is no unsafe URL', async () => {
    const all = await profiles('hostile');
    const unsafe = all.find((p) => /^data:/.test(p.image?.url ?? ''));
    const safe = all.find((p) => p.image?.url && !/^[a-z][\w+.-]*:/i.test(p.image.url));
    expect([unsafe?.slug, safe?.slug], 'the hostile site has a profile with a data: image and one with a storage key').not.to.include(undefined);
    for (const {slug} of [unsafe!, safe!]) await settled(mountProfile(`slug="${slug}"`, 'hostile'));
    await waitUntil(() => blocks().length === 2, 'no JSON-LD for both');
    for (const s of document.head.querySelectorAll('script[data-site-widgets]')) expect(s.textContent).not.to.contain('<');
    const image = (slug: string) => blocks().find((b) => b.key === `Person:${slug}`)!.data.image;
    expect(image(unsafe!.slug), 'the data: image').to.equal(undefined);
    expect(image(safe!.slug), 'the stored image').to.match(/^https?:\/\//);
  });
});
