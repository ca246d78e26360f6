import {expect, oneEvent, waitUntil} from '@open-wc/testing';
// Only the provider and this element: <site-profile> must load the code of the
// sections that `with` asks for by itself (the autoloader never sees its shadow root).
import '../../src/elements/site-content-provider/site-content-provider.js';
import '../../src/elements/site-profile/site-profile.js';
import type {SiteProfile} from '../../src/elements/site-profile/site-profile.js';
import type {EventRecord, Profile, Product} from '../../src/api/client.js';
import {TOKEN, unique} from '../helpers/api.js';
import {captureConsole, clearJsonLd, jsonLdBlocks, mount, part, parts, settled} from '../helpers/dom.js';
import {brokenImageHandlerRan, structuredDataWritten} from '../helpers/signals.js';

const SLUG = 'clara-weiss';

async function api<T>(path: string, siteKey = 'demo'): Promise<T> {
  return (await fetch(`/api/v2/${siteKey}/public${path}`, {headers: {Authorization: `Bearer ${TOKEN}`}})).json();
}
const profile = (slug: string, siteKey = 'demo') => api<Profile>(`/profiles/${slug}`, siteKey);

function mountProfile(attrs: string, siteKey = 'demo', providerAttrs = ''): SiteProfile {
  return mount(
    `<div><site-content-provider site-key="${siteKey}" token="${TOKEN}" ${providerAttrs}><site-profile ${attrs}></site-profile></site-content-provider></div>`,
  ).querySelector('site-profile')!;
}

/** The content part, once the sanitizer has filled it. */
async function content(el: Element): Promise<HTMLElement> {
  await waitUntil(() => part(el, 'content')?.childNodes.length, 'no biography');
  return part(el, 'content')!;
}

/** A section's inner list element, once its code is loaded and it has settled. */
async function section<T extends Element>(el: Element, tag: 'site-events' | 'site-products'): Promise<T> {
  await waitUntil(() => customElements.get(tag), `<${tag}> was never defined`, {timeout: 8000});
  const inner = el.shadowRoot!.querySelector(tag)!;
  await settled(inner);
  return inner as unknown as T;
}

/** Every element in a shadow tree and the shadow trees inside it. */
function deepAll(root: ParentNode): Element[] {
  return [...root.querySelectorAll('*')].flatMap((e) => [e, ...(e.shadowRoot ? deepAll(e.shadowRoot) : [])]);
}

const text = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent!;

describe('<site-profile>', () => {
  it('hides its title with no-title, as every single-item element does', async () => {
    const el = mountProfile(`slug="${SLUG}" no-title`);
    await settled(el);
    expect(part(el, 'name')).to.equal(null);
    expect(part(el, 'content')).to.exist;
  });

  it('shows portrait, name, role, biography, links and tags', async () => {
    const el = mountProfile(`slug="${SLUG}" tag-href="/artists.html?tag={slug}"`);
    await settled(el);
    const data = await profile(SLUG);
    expect(part(el, 'profile')!.localName).to.equal('article');
    const name = part(el, 'name')!;
    expect(name.localName).to.equal('h1');
    expect(name.textContent).to.equal(data.name);
    expect(part(el, 'role')!.textContent).to.equal(data.role);
    const img = part(el, 'image') as HTMLImageElement;
    expect(img.getAttribute('src')).to.equal(data.image!.url);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.alt, img.loading]).to.deep.equal([
      String(data.image!.width),
      String(data.image!.height),
      data.image!.altText,
      'lazy',
    ]);
    const bio = await content(el);
    expect(bio.querySelector('p em')).to.exist;
    expect(bio.textContent).to.contain(text(data.content!).slice(0, 40));
    const links = parts(el, 'link') as HTMLAnchorElement[];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal(data.links!.map((l) => [l.label, l.url]));
    for (const a of links) expect(a.rel).to.equal('noopener noreferrer');
    expect(part(el, 'links')!.localName).to.equal('ul');
    expect(part(el, 'links')!.getAttribute('aria-label')).to.equal('Links');
    const tags = parts(el, 'tag-link') as HTMLAnchorElement[];
    expect(tags.map((a) => a.getAttribute('href'))).to.deep.equal(data.tags!.map((t) => `/artists.html?tag=${t.slug}`));
    expect(parts(el, 'section')).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('shifts headings with heading-offset, hides the portrait with no-image, shows tags as text without tag-href', async () => {
    const el = mountProfile(`slug="${SLUG}" heading-offset="1" no-image`);
    await settled(el);
    expect(part(el, 'name')!.localName).to.equal('h2');
    expect(part(el, 'image')).to.equal(null);
    expect(parts(el, 'tag-link')).to.have.length(0);
    expect(parts(el, 'tag').map((t) => t.textContent)).to.deep.equal((await profile(SLUG)).tags!.map((t) => t.name));
  });

  it('reads the slug from the page URL (?slug=) and follows history navigation', async () => {
    const before = location.href;
    history.replaceState(null, '', '?slug=aurora-quartet');
    try {
      const el = mountProfile('');
      await settled(el);
      expect(part(el, 'name')!.textContent).to.equal((await profile('aurora-quartet')).name);
      history.pushState(null, '', '?slug=lena-hoffmann');
      dispatchEvent(new PopStateEvent('popstate'));
      const next = (await profile('lena-hoffmann')).name;
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

  it('shows the German role (localized shortContent) and biography with locale="de"', async () => {
    const el = mountProfile(`slug="${SLUG}"`, 'demo', 'locale="de"');
    await settled(el);
    const de = (await profile(SLUG)).localizedContent!.find((l) => l.locale === 'de')!;
    expect(part(el, 'role')!.textContent).to.equal(de.shortContent);
    expect(de.shortContent).to.equal('Pianistin');
    expect((await content(el)).textContent).to.contain(text(de.content!).slice(0, 40));
    // A profile without a German role entry would fall back to its own role: all demo profiles have one.
  });

  it('with="events" loads <site-events> itself and shows the artist\u2019s upcoming events under an "Events" heading', async () => {
    expect(customElements.get('site-events'), 'nothing else defined <site-events>').to.equal(undefined);
    const el = mountProfile(`slug="${SLUG}" with="events" events-href="/event.html?slug={slug}"`);
    await settled(el);
    const sections = parts(el, 'section');
    expect(sections).to.have.length(1);
    expect(sections[0].getAttribute('part')).to.equal('section events');
    const title = sections[0].querySelector('[part~="section-title"]')!;
    expect([title.localName, title.textContent]).to.deep.equal(['h2', 'Events']);
    const events = await section(el, 'site-events');
    expect(events.getAttribute('profile')).to.equal(SLUG);
    expect(events.hasAttribute('upcoming')).to.be.true;
    const expected = (await api<{records: EventRecord[]}>(`/profiles/${SLUG}/events?upcoming=true`)).records;
    expect(expected.length).to.be.greaterThan(0);
    const titles = parts(events, 'title');
    expect(titles.map((t) => t.textContent!.trim())).to.deep.equal(expected.slice(0, 10).map((e) => e.title));
    // Under the section's h2: the events are h3.
    expect(titles[0].localName).to.equal('h3');
    expect((parts(events, 'link') as HTMLAnchorElement[]).map((a) => a.getAttribute('href'))).to.deep.equal(
      expected.slice(0, 10).map((e) => `/event.html?slug=${encodeURIComponent(e.slug)}`),
    );
    await expect(el).to.be.accessible();
  });

  it('with="events products" adds the artist\u2019s products too, in German with locale="de"', async () => {
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
    const expected = (await api<{records: Product[]}>(`/profiles/${SLUG}/products?locale=de`)).records;
    expect(expected.length).to.be.greaterThan(0);
    const german = expected.map((p) => p.localizedContent?.find((l) => l.locale === 'de')?.title ?? p.title);
    expect(parts(inner, 'title').map((t) => t.textContent!.trim())).to.deep.equal(german);
    expect(parts(inner, 'title')[0].localName).to.equal('h4');
    await section(el, 'site-events');
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
      expect(warnings.messages.filter((m) => m.includes('"concerts"'))).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });

  it('renders the hostile profile with nothing run: unsafe links dropped, no on* attributes, no unsafe URL', async () => {
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const data = await profile(SLUG, 'hostile');
    for (const locale of ['en', 'de']) {
      const el = mountProfile(`slug="${SLUG}" with="events products"`, 'hostile', `locale="${locale}"`);
      await settled(el);
      await content(el);
      await section(el, 'site-events');
      await section(el, 'site-products');
      const safe = data.links!.filter((l) => /^https?:/i.test(l.url));
      expect(safe.length).to.be.lessThan(data.links!.length);
      const links = parts(el, 'link') as HTMLAnchorElement[];
      expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(safe.map((l) => l.url));
      expect(links.map((a) => a.textContent)).to.deep.equal(safe.map((l) => l.label));
      const all = deepAll(el.shadowRoot!);
      expect(all.filter((e) => ['script', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'base', 'meta', 'link'].includes(e.localName))).to.deep.equal([]);
      for (const node of all) {
        for (const attr of node.attributes) {
          expect(attr.name.startsWith('on'), attr.name).to.be.false;
          if (['href', 'src', 'srcset', 'action', 'formaction'].includes(attr.name)) {
            expect(attr.value.trim().toLowerCase().replace(/\s/g, '')).not.to.match(/^(javascript|vbscript|data):/);
          }
        }
      }
      expect(part(el, 'name')!.textContent).to.equal(data.name);
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
    const c = mountProfile('slug="aurora-quartet"');
    await Promise.all([settled(a), settled(b), settled(c)]);
    await waitUntil(() => blocks().length === 2, 'no JSON-LD in the head');
    await structuredDataWritten();
    const found = blocks();
    expect(found.map((f) => f.key).sort()).to.deep.equal(['Person:aurora-quartet', `Person:${SLUG}`]);
    const clara = await profile(SLUG);
    const person = found.find((f) => f.key === `Person:${SLUG}`)!.data;
    expect(person['@context']).to.equal('https://schema.org');
    expect(person['@type']).to.equal('Person');
    expect(person.name).to.equal(clara.name);
    expect(person.jobTitle).to.equal(clara.role);
    expect(person.image).to.equal(clara.image!.url);
    expect(person.sameAs).to.deep.equal(clara.links!.map((l) => new URL(l.url).href));
    expect(person.url).to.equal(location.href);
    const group = found.find((f) => f.key === 'Person:aurora-quartet')!.data;
    expect(group['@type']).to.equal('MusicGroup');
    expect(group.name).to.equal((await profile('aurora-quartet')).name);
  });

  it('adds the sections\u2019 events too, and nothing at all with no-structured-data', async () => {
    const el = mountProfile(`slug="${SLUG}" with="events"`);
    await settled(el);
    await section(el, 'site-events');
    await waitUntil(() => blocks().some((b) => b.key.startsWith('Event:')), 'no event JSON-LD');
    expect(blocks().filter((b) => b.key === `Person:${SLUG}`)).to.have.length(1);
    document.head.querySelectorAll('script[data-site-widgets]').forEach((s) => s.remove());
    el.closest('div')!.remove();

    const off = mountProfile(`slug="${SLUG}" with="events" no-structured-data`);
    await settled(off);
    await section(off, 'site-events');
    await structuredDataWritten();
    expect(blocks()).to.have.length(0);
  });

  it('escapes hostile text so it cannot close the script; sameAs holds no unsafe URL', async () => {
    const el = mountProfile(`slug="${SLUG}"`, 'hostile');
    await settled(el);
    await waitUntil(() => blocks().length > 0, 'no JSON-LD');
    for (const s of document.head.querySelectorAll('script[data-site-widgets]')) expect(s.textContent).not.to.contain('<');
    const [{data}] = blocks();
    for (const url of data.sameAs) expect(url).to.match(/^https?:/);
  });
});
