import {expect, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/index.js';
import type {SiteProduct} from '../../src/elements/site-product/site-product.js';
import {localized, mediaUrl, tagsOf, type Product} from '../../src/api/client.js';
import type {SiteSelectEvent} from '../../src/events/site-select.js';
import {apiGet, demoClient, stubSiteClient, unique} from '../helpers/api.js';
import {captureConsole, clearJsonLd, jsonLdBlocks, part, parts, settled, mountInProvider} from '../helpers/dom.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan, structuredDataWritten} from '../helpers/signals.js';

const api = <T>(path: string, siteKey = 'demo') => apiGet<T>(path, siteKey);
const product = (slug: string, siteKey = 'demo') => api<Product>(`/products/${slug}`, siteKey);
const allProducts = async (siteKey = 'demo') => (await api<{records: Product[]}>('/products?limit=100', siteKey)).records;

function mountProduct(attrs: string, siteKey = 'demo', providerAttrs = ''): SiteProduct {
  return mountInProvider<SiteProduct>(`<site-product ${attrs}></site-product>`, {siteKey, attrs: providerAttrs});
}

/** The content part, once it is filled (Markdown and the sanitizer load on demand). */
async function content(el: Element): Promise<HTMLElement> {
  await waitUntil(() => part(el, 'content')?.textContent?.trim(), 'no content');
  return part(el, 'content')!;
}

const money = (locale: string, amount: number, currency: string) => new Intl.NumberFormat(locale, {style: 'currency', currency}).format(amount);
const title = (p: Product, locale = 'en') => localized(p, 'title', locale, 'en') ?? p.slug;
const media = (key: string | undefined) => mediaUrl(key, `${location.origin}/media/`);
/** The first words of a Markdown or HTML text, as they read once rendered. */
const words = (markdown: string) => markdown.replace(/<[^>]*>|[*_#>`[\]()]/g, ' ').replace(/\s+/g, ' ').trim().split(' ').slice(0, 3);

/** A variant's price as the element shows it (venue-api.md §3 "Prices"). */
const priceText = (v: {price: number; currency?: string | null}, locale = 'en', currency = 'EUR') =>
  v.price < 0 ? (locale === 'de' ? 'Kostenlos' : 'Free') : v.price === 0 ? null : money(locale, v.price, v.currency || currency);

const radios = (el: Element) => parts(el, 'variant').map((l) => l.querySelector('input')!);

// ------------------------------------------------------------------ stub site

const SITE = {
  id: 'stub',
  name: 'Stub',
  timeZone: 'Europe/Berlin',
  settings: {locale: {default: 'en', supported: ['en', 'de']}, defaults: {currency: 'EUR'}, publicSite: {baseUrl: 'https://stub.example'}},
};
const image = (key: string, extra: object = {}) => ({siteId: 'stub', uploaded: true, inline: false, size: '1000', url: key, altText: `Alt ${key}`, metadata: {width: 800, height: 800}, ...extra});
const variant = (id: string, price: unknown, extra: object = {}) => ({id, siteId: 'stub', order: 0, price, quantity: 5, ...extra});
const profile = (slug: string, en: string, de?: string) => ({
  siteId: 'stub',
  slug,
  localizedContent: [{siteId: 'stub', locale: 'en', title: en}, ...(de ? [{siteId: 'stub', locale: 'de', title: de}] : [])],
});

/** A record with three versions: vinyl (with its own image, a shop link and a date), CD (no link), download (free). */
const ALBUM = {
  siteId: 'stub',
  slug: 'paper-boats',
  order: 1,
  featured: true,
  author: 'Mira Sol',
  image: image('sites/stub/media/paper-boats.svg'),
  artists: [{profile: profile('mira-sol', 'Mira Sol')}, {profile: profile('jonas-berg-trio', 'Jonas Berg Trio', 'Jonas-Berg-Trio')}, {profile: null}],
  tags: [
    {tagId: 'tag-vinyl', tag: {id: 'tag-vinyl', siteId: 'stub', title: 'Vinyl'}},
    {tagId: 'tag-new', tag: {id: 'tag-new', siteId: 'stub', title: 'New release'}},
  ],
  localizedContent: [
    {
      siteId: 'stub',
      locale: 'en',
      title: 'Paper Boats',
      shortContent: 'The second album.',
      contentJSON: {type: 'doc', content: [{type: 'paragraph', content: [{type: 'text', text: 'Pressed on heavy vinyl.'}]}]},
    },
    {
      siteId: 'stub',
      locale: 'de',
      title: 'Papierboote',
      contentJSON: {type: 'doc', content: [{type: 'paragraph', content: [{type: 'text', text: 'Gepresst', marks: [{type: 'bold'}]}, {type: 'text', text: ' auf schwerem Vinyl.'}]}]},
    },
  ],
  variants: [
    variant('v-vinyl', 29.9, {
      productType: {id: 'pt-lp', type: 'Vinyl'},
      externalLink: 'https://shop.example/paper-boats-lp',
      image: image('sites/stub/media/paper-boats-lp.svg'),
      publicationDate: '2024-03-15T00:00:00.000Z',
    }),
    variant('v-cd', 15, {productType: {id: 'pt-cd', type: 'CD'}, publicationDate: '2023-11-01T00:00:00.000Z'}),
    variant('v-dl', -1, {productType: {id: 'pt-dl', type: 'Download'}, externalLink: 'https://shop.example/paper-boats-dl'}),
  ],
};

/** One version, no type, priced 0 (no price) with a shop link; a hostile link on nothing. */
const POSTER = {
  siteId: 'stub',
  slug: 'poster',
  order: 2,
  featured: false,
  artists: [],
  localizedContent: [{siteId: 'stub', locale: 'en', title: 'Tour poster', content: 'A2, *signed*.'}],
  variants: [variant('p', 0, {externalLink: 'https://shop.example/poster'})],
};

/** Versions with neither type nor price, and one with a javascript: link. */
const BARE = {
  siteId: 'stub',
  slug: 'bare',
  order: 3,
  featured: false,
  artists: [],
  localizedContent: [{siteId: 'stub', locale: 'en', title: 'Bare'}],
  variants: [variant('b1', 0, {externalLink: 'javascript:alert(1)'}), variant('b2', 0)],
};

const stubClient = (records: Record<string, object> = {'paper-boats': ALBUM, poster: POSTER, bare: BARE}) =>
  stubSiteClient((path) => (path === '/site' ? SITE : records[path.replace(/^\/products\//, '')]));

const mountStub = (attrs: string, providerAttrs = '', client = stubClient().client) => mountInProvider<SiteProduct>(`<site-product ${attrs}></site-product>`, {client, attrs: providerAttrs});

describe('<site-product>', () => {
  it('shows image, title, author, price, the body, a buy link and tags of a demo product', async () => {
    const all = await allProducts();
    const pick = all.find((p) => p.author && p.variants?.[0]?.externalLink && p.variants[0].price > 0 && localized(p, 'content', 'en', 'en') && tagsOf(p.tags).length);
    expect(pick, 'the demo has a product with an author, a body, tags and a first variant priced with a shop link').to.exist;
    const el = mountProduct(`slug="${pick!.slug}" tag-href="/shop.html?tag={id}"`);
    await settled(el);
    const data = await product(pick!.slug);
    expect(part(el, 'title')!.localName).to.equal('h1');
    expect(part(el, 'title')!.textContent).to.equal(title(data));
    expect(part(el, 'author')!.textContent).to.equal(data.author);
    const first = data.variants![0];
    const img = part(el, 'image') as HTMLImageElement;
    expect(img.getAttribute('src')).to.equal(media((first.image ?? data.image)!.url));
    expect(img.loading).to.equal('lazy');
    expect(part(el, 'price')!.textContent).to.equal(priceText(first));
    const buy = part(el, 'buy') as HTMLAnchorElement;
    expect(buy.getAttribute('href')).to.equal(first.externalLink);
    expect(buy.rel).to.equal('noopener noreferrer');
    expect(buy.textContent).to.equal('Buy');
    const text = localized<string>(data, 'content', 'en', 'en')!;
    expect((await content(el)).textContent).to.contain(words(text).join(' ').slice(0, 12));
    const tags = tagsOf(data.tags);
    expect((parts(el, 'tag-link') as HTMLAnchorElement[]).map((a) => a.getAttribute('href'))).to.deep.equal(tags.map((t) => `/shop.html?tag=${encodeURIComponent(t.id)}`));
    expect(part(el, 'tags')!.getAttribute('aria-label')).to.equal('Tags');
    await expect(el).to.be.accessible();
  });

  it('offers the demo\u2019s several variants as a radio group, each with its type and price', async () => {
    const pick = (await allProducts()).find((p) => (p.variants?.length ?? 0) > 1 && p.variants!.every((v) => v.productType?.type && priceText(v)));
    expect(pick, 'the demo has a product with several variants, each with a product type and a price').to.exist;
    const el = mountProduct(`slug="${pick!.slug}"`);
    await settled(el);
    const data = await product(pick!.slug);
    expect(part(el, 'variants')!.localName).to.equal('fieldset');
    expect(parts(el, 'variant')).to.have.length(data.variants!.length);
    data.variants!.forEach((v, i) => {
      const label = parts(el, 'variant')[i].textContent!;
      expect(label).to.contain(v.productType!.type);
      expect(label).to.contain(priceText(v)!);
    });
    expect(radios(el).map((r) => r.checked)).to.deep.equal(data.variants!.map((_, i) => i === 0));
    await expect(el).to.be.accessible();
  });

  it('chooses a variant by keyboard: its price, buy link and image show, and site-select says which', async () => {
    const el = mountStub('slug="paper-boats" profile-href="/artist.html?slug={slug}"');
    await settled(el);
    const fieldset = part(el, 'variants')!;
    expect(fieldset.localName).to.equal('fieldset');
    expect(part(el, 'variants-label')!.textContent).to.equal('Version');
    expect(parts(el, 'variant').map((l) => l.textContent!.trim())).to.deep.equal([`Vinyl · ${money('en', 29.9, 'EUR')}`, `CD · ${money('en', 15, 'EUR')}`, 'Download · Free']);
    // The first variant to begin with: its price, its link, its own image.
    expect(radios(el)[0].checked).to.be.true;
    expect(part(el, 'price')!.textContent).to.equal(money('en', 29.9, 'EUR'));
    expect(part(el, 'buy')!.getAttribute('href')).to.equal('https://shop.example/paper-boats-lp');
    expect(part(el, 'buy')!.getAttribute('aria-label')).to.equal('Buy: Paper Boats (Vinyl)');
    expect(part(el, 'image')!.getAttribute('src')).to.equal(media('sites/stub/media/paper-boats-lp.svg'));
    expect(part(el, 'released')!.textContent).to.equal('Released 2024');

    radios(el)[0].focus();
    const heard = oneEvent(el, 'site-select') as Promise<SiteSelectEvent>;
    await sendKeys({press: 'ArrowRight'});
    const event = await heard;
    expect(event.detail.kind).to.equal('variant');
    expect(event.detail.value).to.equal('v-cd');
    await el.updateComplete;
    expect(radios(el).map((r) => r.checked)).to.deep.equal([false, true, false]);
    expect(el.shadowRoot!.activeElement).to.equal(radios(el)[1]);
    expect(part(el, 'price')!.textContent).to.equal(money('en', 15, 'EUR'));
    // No shop link on the CD: no buy link. No image of its own: the product's.
    expect(part(el, 'buy')).to.equal(null);
    expect(part(el, 'image')!.getAttribute('src')).to.equal(media('sites/stub/media/paper-boats.svg'));
    expect(part(el, 'released')!.textContent).to.equal('Released 2023');

    await sendKeys({press: 'ArrowRight'});
    await waitUntil(() => part(el, 'price')?.textContent === 'Free', 'the free download was not shown');
    expect(part(el, 'buy')!.getAttribute('href')).to.equal('https://shop.example/paper-boats-dl');
    // Its release year is the first variant's when it has none of its own.
    expect(part(el, 'released')!.textContent).to.equal('Released 2024');
    await expect(el).to.be.accessible();
  });

  it('keeps the current variant when site-select is cancelled', async () => {
    const el = mountStub('slug="paper-boats"');
    await settled(el);
    const cancel = (e: Event) => e.preventDefault();
    el.addEventListener('site-select', cancel);
    try {
      radios(el)[1].click();
      await el.updateComplete;
      expect(radios(el).map((r) => r.checked)).to.deep.equal([true, false, false]);
      expect(part(el, 'price')!.textContent).to.equal(money('en', 29.9, 'EUR'));
    } finally {
      el.removeEventListener('site-select', cancel);
    }
    radios(el)[2].click();
    await el.updateComplete;
    expect(part(el, 'price')!.textContent).to.equal('Free');
  });

  it('shows author, artists (localized, linked by profile-href) and tags (by id, linked by tag-href)', async () => {
    const el = mountStub('slug="paper-boats" profile-href="/artist.html?slug={slug}" tag-href="/shop.html?tag={id}"');
    await settled(el);
    expect(part(el, 'author')!.textContent).to.equal('Mira Sol');
    expect(part(el, 'artists')!.getAttribute('aria-label')).to.equal('Artists');
    const artists = parts(el, 'profile-link') as HTMLAnchorElement[];
    expect(artists.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Mira Sol', '/artist.html?slug=mira-sol'],
      ['Jonas Berg Trio', '/artist.html?slug=jonas-berg-trio'],
    ]);
    expect((parts(el, 'tag-link') as HTMLAnchorElement[]).map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Vinyl', '/shop.html?tag=tag-vinyl'],
      ['New release', '/shop.html?tag=tag-new'],
    ]);
    // The TipTap tree wins over Markdown.
    expect((await content(el)).textContent).to.contain('Pressed on heavy vinyl.');

    // Without templates: plain text.
    const plain = mountStub('slug="paper-boats"');
    await settled(plain);
    expect(parts(plain, 'artist').map((a) => a.textContent)).to.deep.equal(['Mira Sol', 'Jonas Berg Trio']);
    expect(parts(plain, 'profile-link')).to.have.length(0);
    expect(parts(plain, 'tag').map((t) => t.textContent)).to.deep.equal(['Vinyl', 'New release']);
    expect(parts(plain, 'tag-link')).to.have.length(0);
  });

  it('has no choice for one variant, no price for 0, no buy link without a safe shop link, and names versions without type or price', async () => {
    const poster = mountStub('slug="poster"');
    await settled(poster);
    expect(part(poster, 'variants')).to.equal(null);
    expect(part(poster, 'price')).to.equal(null);
    expect(part(poster, 'buy')!.getAttribute('href')).to.equal('https://shop.example/poster');
    expect(part(poster, 'buy')!.getAttribute('aria-label')).to.equal('Buy: Tour poster');
    expect(part(poster, 'released')).to.equal(null);
    expect(part(poster, 'author')).to.equal(null);
    expect(part(poster, 'artists')).to.equal(null);
    // Markdown when there is no tree.
    const c = await content(poster);
    await waitUntil(() => c.querySelector('em'), 'the Markdown was not rendered');
    expect(c.querySelector('em')!.textContent).to.equal('signed');

    const bare = mountStub('slug="bare"');
    await settled(bare);
    expect(parts(bare, 'variant').map((l) => l.textContent!.trim())).to.deep.equal(['Option 1', 'Option 2']);
    expect(part(bare, 'buy'), 'no javascript: link').to.equal(null);
    await expect(bare).to.be.accessible();
  });

  it('falls back to the site\u2019s default currency when a variant has none', async () => {
    const client = demoClient(unique('demo'), {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const res = await fetch(input, init);
        const body = await res.json();
        if (body.settings?.defaults) body.settings.defaults.currency = 'CHF';
        for (const v of body.variants ?? []) delete v.currency;
        return new Response(JSON.stringify(body), {status: res.status});
      }) as typeof fetch,
    });
    const pick = (await allProducts()).find((p) => p.variants?.[0] && p.variants[0].price > 0)!;
    const el = mountStub(`slug="${pick.slug}"`, '', client);
    await settled(el);
    expect(part(el, 'price')!.textContent).to.equal(money('en', pick.variants![0].price, 'CHF'));
  });

  it('shows the German title, body, price format and words with locale="de"', async () => {
    const el = mountStub('slug="paper-boats"', 'locale="de"');
    await settled(el);
    expect(part(el, 'title')!.textContent).to.equal('Papierboote');
    expect(part(el, 'price')!.textContent).to.match(/^29,90\s€$/);
    expect(parts(el, 'variant')[2].textContent!.trim()).to.equal('Download · Kostenlos');
    expect(part(el, 'variants-label')!.textContent).to.equal('Ausführung');
    expect(part(el, 'buy')!.textContent).to.equal('Kaufen');
    expect(part(el, 'buy')!.getAttribute('aria-label')).to.equal('Kaufen: Papierboote (Vinyl)');
    expect(part(el, 'released')!.textContent).to.equal('Erschienen 2024');
    expect(parts(el, 'artist').map((a) => a.textContent)).to.deep.equal(['Mira Sol', 'Jonas-Berg-Trio']);
    expect(part(el, 'artists')!.getAttribute('aria-label')).to.equal('Künstler');
    expect(part(el, 'tags')!.getAttribute('aria-label')).to.equal('Schlagwörter');
    expect((await content(el)).textContent).to.contain('Gepresst auf schwerem Vinyl.');

    const demo = (await allProducts()).find((p) => title(p, 'de') !== title(p))!;
    expect(demo, 'the demo translates product titles').to.exist;
    const de = mountProduct(`slug="${demo.slug}"`, 'demo', 'locale="de"');
    await settled(de);
    expect(part(de, 'title')!.textContent).to.equal(title(demo, 'de'));
  });

  it('shifts the title and the body\u2019s headings with heading-offset, hides images with no-image', async () => {
    const el = mountStub('slug="paper-boats" heading-offset="1" no-image');
    await settled(el);
    expect(part(el, 'title')!.localName).to.equal('h2');
    expect(part(el, 'image')).to.equal(null);
  });

  it('falls back to h1 for an invalid heading-offset, with one warning', async () => {
    const warnings = captureConsole('warn');
    try {
      const el = mountStub('slug="paper-boats" heading-offset="nine"');
      await settled(el);
      expect(part(el, 'title')!.localName).to.equal('h1');
      expect(warnings.messages.filter((m) => m.includes('heading-offset="nine"'))).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });

  it('reads the slug from the page URL, by slug-param, and follows history navigation; a new product starts at its first variant', async () => {
    const before = location.href;
    history.replaceState(null, '', '?product=paper-boats');
    try {
      const el = mountStub('slug-param="product"');
      await settled(el);
      expect(part(el, 'title')!.textContent).to.equal('Paper Boats');
      radios(el)[1].click();
      await el.updateComplete;
      expect(radios(el)[1].checked).to.be.true;
      history.pushState(null, '', '?product=bare');
      dispatchEvent(new PopStateEvent('popstate'));
      await waitUntil(() => part(el, 'title')?.textContent === 'Bare', 'did not follow the URL');
      expect(radios(el).map((r) => r.checked)).to.deep.equal([true, false]);
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('reads ?slug= by default', async () => {
    const before = location.href;
    history.replaceState(null, '', '?slug=poster');
    try {
      const el = mountStub('');
      await settled(el);
      expect(part(el, 'title')!.textContent).to.equal('Tour poster');
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('hides its title with no-title, as every single-item element does', async () => {
    const el = mountStub('slug="paper-boats" no-title');
    await settled(el);
    expect(part(el, 'title')).to.equal(null);
    expect(part(el, 'content')).to.exist;
  });

  it('shows not-found for an unknown slug, and for no slug at all with one warning', async () => {
    const errors = captureConsole('error');
    const warnings = captureConsole('warn');
    try {
      const el = mountProduct('slug="no-such-product"');
      await settled(el);
      expect(part(el, 'not-found')!.textContent).to.equal('Not found.');
      await expect(el).to.be.accessible();
      const none = mountProduct('slug-param="nothing-here"');
      await none.updateComplete;
      await waitUntil(() => part(none, 'not-found'), 'no not-found state');
      // The warning's words load on demand (diagnose.ts): it comes once they are in.
      await waitUntil(() => warnings.messages.some((m) => m.includes('<site-product> has no slug')), 'no warning named the missing slug');
      expect(warnings.messages.filter((m) => m.includes('<site-product> has no slug'))).to.have.length(1);
    } finally {
      errors.restore();
      warnings.restore();
    }
  });

  it('renders hostile products with no script run, no unsafe URL and no javascript: buy link', async () => {
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const records = await allProducts('hostile');
    expect(records.length).to.be.greaterThan(0);
    for (const {slug} of records) {
      const el = mountProduct(`slug="${slug}" profile-href="/artist.html?slug={slug}" tag-href="/shop.html?tag={id}"`, 'hostile');
      await settled(el);
      const root = el.shadowRoot!;
      expect(root.querySelector('script, iframe:not([sandbox]), object, embed, svg, math, form, base, meta, link, style:not([data-lit])'), slug).to.equal(null);
      expectSafeAttributes(root, ['href', 'src'], slug);
      const data = await product(slug, 'hostile');
      const link = data.variants?.[0]?.externalLink;
      const buy = part(el, 'buy');
      if (/^https?:/i.test(link ?? '')) expect(buy!.getAttribute('href'), slug).to.equal(link);
      else expect(buy, `${slug}: no buy link for ${link}`).to.equal(null);
      el.closest('div')!.remove();
    }
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
  });
});

describe('<site-product> structured data', () => {
  const blocks = jsonLdBlocks;

  beforeEach(clearJsonLd);

  it('adds one valid Product with an Offer per priced variant, once however many elements show it', async () => {
    const a = mountStub('slug="paper-boats"');
    const b = mountStub('slug="paper-boats"');
    await settled(a);
    await settled(b);
    await waitUntil(() => blocks().length === 1, 'no JSON-LD in the head');
    await structuredDataWritten();
    const found = blocks();
    expect(found).to.have.length(1);
    const {key, data: ld} = found[0];
    expect(key).to.equal('Product:paper-boats');
    expect(ld['@context']).to.equal('https://schema.org');
    expect(ld['@type']).to.equal('Product');
    expect(ld.name).to.equal('Paper Boats');
    expect(ld.description).to.equal('The second album.');
    expect(ld.image).to.equal(media('sites/stub/media/paper-boats.svg'));
    expect(ld.brand).to.deep.equal({'@type': 'Brand', name: 'Mira Sol'});
    expect(ld.offers).to.deep.equal([
      {'@type': 'Offer', price: 29.9, priceCurrency: 'EUR', url: 'https://shop.example/paper-boats-lp'},
      {'@type': 'Offer', price: 15, priceCurrency: 'EUR'},
      {'@type': 'Offer', price: 0, priceCurrency: 'EUR', url: 'https://shop.example/paper-boats-dl'},
    ]);
  });

  it('names the product in the active locale; a demo product\u2019s offers follow its variants', async () => {
    const de = mountStub('slug="paper-boats"', 'locale="de"');
    await settled(de);
    await waitUntil(() => blocks().length === 1, 'no JSON-LD in the head');
    expect(blocks()[0].data.name).to.equal('Papierboote');
    // Its JSON-LD leaves with it.
    de.remove();
    await waitUntil(() => blocks().length === 0, 'the JSON-LD stayed after its element left');

    const pick = (await allProducts()).find((p) => p.variants?.some((v) => v.currency === 'USD')) ?? (await allProducts())[0];
    const el = mountProduct(`slug="${pick.slug}"`);
    await settled(el);
    await waitUntil(() => blocks().length === 1, 'no JSON-LD in the head');
    const data = await product(pick.slug);
    expect(blocks()[0].data.offers ?? []).to.deep.equal(
      (data.variants ?? [])
        .filter((v) => v.price !== 0)
        .map((v) => ({'@type': 'Offer', price: Math.max(0, v.price), priceCurrency: v.currency || 'EUR', ...(v.externalLink ? {url: new URL(v.externalLink).href} : {})})),
    );
  });

  it('adds nothing with no-structured-data; a hostile product\u2019s JSON-LD has no unsafe URL and cannot close the script', async () => {
    const off = mountStub('slug="paper-boats" no-structured-data');
    await settled(off);
    await structuredDataWritten();
    expect(blocks()).to.have.length(0);
    const bare = mountStub('slug="bare"');
    await settled(bare);
    await waitUntil(() => blocks().length > 0, 'no JSON-LD');
    // Priced 0: no offer, so no javascript: URL either.
    expect(blocks()[0].data.offers).to.equal(undefined);
    clearJsonLd();
    const [first] = await allProducts('hostile');
    const hostile = mountProduct(`slug="${first.slug}"`, 'hostile');
    await settled(hostile);
    await waitUntil(() => blocks().length > 0, 'no JSON-LD');
    for (const s of document.head.querySelectorAll('script[data-site-widgets]')) {
      expect(s.textContent).not.to.contain('<');
      expect(s.textContent!.toLowerCase()).not.to.match(/"url":"(javascript|vbscript|data):/);
    }
    expect(blocks()[0].data['@type']).to.equal('Product');
  });
});
