import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/index.js';
import type {SiteProducts} from '../../src/elements/site-products/site-products.js';
import {localized, mediaUrl, tagsOf, type Product, type SiteClient} from '../../src/api/client.js';
import {TOKEN, apiGet, recordPageFetches, stubSiteClient, unique} from '../helpers/api.js';
import {captureConsole, clearJsonLd, jsonLdBlocks, part, parts, settled, mountInProvider} from '../helpers/dom.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan, structuredDataWritten} from '../helpers/signals.js';
import {DEMO_FACTS} from '../../demo/api/data.js';

/** The demo API's answer, read directly, to compare against what the element shows. */
const api = (path: string, siteKey = 'demo') => apiGet<{records: Product[]; count?: number}>(path, siteKey);

function mountProducts(attrs: string, siteKey = 'demo', providerAttrs = ''): SiteProducts {
  return mountInProvider<SiteProducts>(`<site-products ${attrs}></site-products>`, {siteKey, attrs: providerAttrs});
}

/** A <site-products> under a provider whose client is `client`. */
const mountWithClient = (client: SiteClient, attrs: string, providerAttrs = '') => mountInProvider<SiteProducts>(`<site-products ${attrs}></site-products>`, {client, attrs: providerAttrs});

/** A price as Intl writes it, to compare with the element's. */
const money = (locale: string, amount: number, currency: string) => new Intl.NumberFormat(locale, {style: 'currency', currency}).format(amount);

const titles = (el: Element) => parts(el, 'title').map((t) => t.textContent!.trim());
/** A record's title as the kit picks it: the locale's entry, else the site's default (en), else the first. */
const title = (p: Product, locale = 'en') => localized(p, 'title', locale, 'en') ?? p.slug;
const media = (key: string | undefined) => mediaUrl(key, `${location.origin}/media/`);

const WORDS = {
  en: {free: 'Free', from: (p: string) => `from ${p}`},
  de: {free: 'Kostenlos', from: (p: string) => `ab ${p}`},
};

/**
 * The price a product's card shows, worked out here from the rules of the
 * service's own templates (venue-api.md §3 "Prices"): variants priced 0 show
 * nothing, below 0 are free; one price when they agree, else "from" the lowest.
 */
function shownPrice(p: Product, locale: 'en' | 'de', currency: string): string | null {
  const priced = (p.variants ?? []).filter((v) => v.price !== 0);
  if (!priced.length) return null;
  const amounts = priced.map((v) => [Math.max(0, v.price), v.currency || currency] as const);
  const low = amounts.reduce((a, b) => (b[0] < a[0] ? b : a));
  if (amounts.every(([a, c]) => a === low[0] && c === low[1])) return priced[0].price < 0 ? WORDS[locale].free : money(locale, low[0], low[1]);
  return WORDS[locale].from(money(locale, low[0], low[1]));
}

// ------------------------------------------------------------------ stub site
// A site of the real shapes, answered by a fake fetch: for the price rules
// and the request parameters, which need records the demo need not hold.

const SITE = {
  id: 'stub',
  name: 'Stub',
  timeZone: 'Europe/Berlin',
  settings: {locale: {default: 'en', supported: ['en', 'de']}, defaults: {currency: 'EUR'}, publicSite: {baseUrl: 'https://stub.example'}},
};
const variant = (id: string, price: unknown, extra: object = {}) => ({id, siteId: 'stub', order: 0, price, quantity: 5, ...extra});
const product = (slug: string, en: string, variants: unknown, extra: object = {}) => ({
  siteId: 'stub',
  slug,
  order: 0,
  featured: false,
  artists: [],
  localizedContent: [
    {siteId: 'stub', locale: 'en', title: en},
    {siteId: 'stub', locale: 'de', title: `${en} (de)`},
  ],
  variants,
  ...extra,
});

const STUB_PRODUCTS = [
  product('one', 'One price', [variant('a', 20)], {author: 'Clara Weiss'}),
  product('same', 'Same prices', [variant('a', 15, {productType: {id: 't1', type: 'CD'}}), variant('b', 15, {productType: {id: 't2', type: 'Download'}})]),
  product('range', 'Several prices', [variant('a', 25), variant('b', 12.5), variant('c', 0)]),
  product('free', 'Free', [variant('a', -1)]),
  product('free-or-paid', 'Free or paid', [variant('a', 10), variant('b', -1)]),
  product('zero', 'No price', [variant('a', 0, {externalLink: 'https://shop.example/zero'})]),
  product('none', 'No variants', undefined),
  product('usd', 'In dollars', [variant('a', 30, {currency: 'USD'})]),
  product('junk', 'Junk prices', [variant('a', '12'), null, 'x', variant('b', Number.NaN)], {author: 42}),
  product('by-artist', 'By an artist', [variant('a', 18, {externalLink: 'https://shop.example/by-artist'})], {
    artists: [{profile: {siteId: 'stub', slug: 'mira', localizedContent: [{siteId: 'stub', locale: 'en', title: 'Mira Sol'}]}}],
  }),
];

/** A client whose fetch answers the stub site; `calls` gets each request's path and query. */
function stubClient(products: unknown[] = STUB_PRODUCTS, site: object = SITE) {
  return stubSiteClient((path) =>
    path === '/site' ? site : path === '/products' || /^\/profiles\/[^/]+\/products$/.test(path) ? {records: products, count: products.length} : undefined,
  );
}

const priceOfCard = (el: Element, slug: string) => {
  const i = STUB_PRODUCTS.findIndex((p) => p.slug === slug);
  return parts(el, 'item')[i].querySelector('[part~="price"]')?.textContent ?? null;
};

describe('<site-products>', () => {
  it('shows a card per product: image, title from the localized content, in the API\u2019s order', async () => {
    const el = mountProducts('limit="100"');
    await settled(el);
    const all = (await api('/products?limit=100')).records;
    expect(all.length).to.be.greaterThan(3);
    expect(titles(el)).to.deep.equal(all.map((p) => title(p)));
    const items = parts(el, 'item');
    expect(items).to.have.length(all.length);
    all.forEach((product, i) => {
      const img = items[i].querySelector<HTMLImageElement>('[part~="image"]');
      if (!product.image?.url) return expect(img, `${product.slug} has no image`).to.equal(null);
      expect(img!.getAttribute('src')).to.equal(media(product.image.url));
      const {width, height} = {width: product.image.width ?? product.image.metadata?.width, height: product.image.height ?? product.image.metadata?.height};
      expect([img!.getAttribute('width'), img!.getAttribute('height'), img!.alt, img!.loading]).to.deep.equal([
        String(width),
        String(height),
        product.image.altText ?? '',
        'lazy',
      ]);
    });
    expect(parts(el, 'title')[0].localName).to.equal('h3');
    await expect(el).to.be.accessible();
  });

  it('shows each product\u2019s author and its price from the variants: one price, or "from" the lowest, in the variant\u2019s currency', async () => {
    const el = mountProducts('limit="100"');
    await settled(el);
    const all = (await api('/products?limit=100')).records;
    const items = parts(el, 'item');
    expect(
      all.some((p) => new Set((p.variants ?? []).map((v) => v.price)).size > 1),
      'the demo has a product whose variants cost differently',
    ).to.be.true;
    expect(all.some((p) => p.author), 'the demo has a product with an author').to.be.true;
    all.forEach((product, i) => {
      expect(items[i].querySelector('[part~="price"]')?.textContent ?? null, product.slug).to.equal(shownPrice(product, 'en', 'EUR'));
      expect(items[i].querySelector('[part~="author"]')?.textContent ?? null, product.slug).to.equal(product.author || null);
    });
    // The demo's one product priced in USD (DEMO_FACTS.usdProduct) shows dollars.
    const usd = all.findIndex((p) => p.variants?.some((v) => v.currency === 'USD'));
    expect(all[usd]?.slug, 'the demo has a product priced in USD').to.equal(DEMO_FACTS.usdProduct);
    expect(items[usd].querySelector('[part~="price"]')!.textContent).to.contain('$');
  });

  it('applies the price rules: one price, equal prices, "from", free, 0 shows none, the variant\u2019s currency, junk ignored', async () => {
    const {client} = stubClient();
    const el = mountWithClient(client, 'limit="20"');
    await settled(el);
    expect(titles(el)).to.deep.equal(STUB_PRODUCTS.map((p) => p.localizedContent[0].title));
    expect(priceOfCard(el, 'one')).to.equal(money('en', 20, 'EUR'));
    expect(priceOfCard(el, 'same')).to.equal(money('en', 15, 'EUR'));
    expect(priceOfCard(el, 'range')).to.equal(`from ${money('en', 12.5, 'EUR')}`);
    expect(priceOfCard(el, 'free')).to.equal('Free');
    // A free variant beside a paid one: "from" nothing, in the currency.
    expect(priceOfCard(el, 'free-or-paid')).to.equal(`from ${money('en', 0, 'EUR')}`);
    expect(priceOfCard(el, 'zero')).to.equal(null);
    expect(priceOfCard(el, 'none')).to.equal(null);
    expect(priceOfCard(el, 'usd')).to.equal(money('en', 30, 'USD'));
    expect(priceOfCard(el, 'junk')).to.equal(null);
    // The author when it is text; a number is not an author.
    expect(parts(el, 'author').map((a) => a.textContent)).to.deep.equal(['Clara Weiss']);
    await expect(el).to.be.accessible();
  });

  it('falls back to the site\u2019s default currency when a variant has none', async () => {
    const {client} = stubClient(STUB_PRODUCTS, {...SITE, settings: {...SITE.settings, defaults: {currency: 'CHF'}}});
    const el = mountWithClient(client, 'limit="20"');
    await settled(el);
    expect(priceOfCard(el, 'one')).to.equal(money('en', 20, 'CHF'));
    expect(priceOfCard(el, 'range')).to.equal(`from ${money('en', 12.5, 'CHF')}`);
    expect(priceOfCard(el, 'usd')).to.equal(money('en', 30, 'USD'));
  });

  it('shows the German titles, prices in German number format and German words with locale="de"', async () => {
    const el = mountProducts('limit="100"', 'demo', 'locale="de"');
    await settled(el);
    const all = (await api('/products?limit=100')).records;
    expect(all.some((p) => title(p, 'de') !== title(p)), 'the demo translates product titles').to.be.true;
    expect(titles(el)).to.deep.equal(all.map((p) => title(p, 'de')));
    const items = parts(el, 'item');
    all.forEach((product, i) => expect(items[i].querySelector('[part~="price"]')?.textContent ?? null, product.slug).to.equal(shownPrice(product, 'de', 'EUR')));

    const {client} = stubClient();
    const stub = mountWithClient(client, 'limit="20"', 'locale="de"');
    await settled(stub);
    expect(titles(stub)[0]).to.equal('One price (de)');
    // "12,50 €": a decimal comma, the sign after the amount.
    expect(priceOfCard(stub, 'range')).to.match(/^ab 12,50\s€$/);
    expect(priceOfCard(stub, 'free')).to.equal('Kostenlos');
  });

  it('shows one artist\u2019s products with profile=, through /profiles/{slug}/products (no tags sent there)', async () => {
    const profiles = (await (await fetch('/api/v2/demo/public/profiles?limit=100', {headers: {Authorization: `Bearer ${TOKEN}`}})).json()).records as {slug: string}[];
    const all = (await api('/products?limit=100')).records;
    // An artist with some of the products, not all.
    let slug = '';
    let expected: Product[] = [];
    for (const p of profiles) {
      expected = (await api(`/profiles/${p.slug}/products?limit=50`)).records;
      if (expected.length && expected.length < all.length) {
        slug = p.slug;
        break;
      }
    }
    expect(slug, 'the demo has an artist with products').not.to.equal('');
    const recording = recordPageFetches();
    try {
      const el = mountProducts(`profile="${slug}" tag="some-tag" limit="50"`);
      await settled(el);
      expect(titles(el)).to.deep.equal(expected.map((p) => title(p)));
      const call = recording.calls.map((c) => new URL(c.url, location.href)).find((u) => u.pathname.endsWith(`/profiles/${slug}/products`))!;
      expect(call, 'the element asked the artist\u2019s products').to.exist;
      expect([...call.searchParams.keys()].sort()).to.deep.equal(['limit', 'page']);
      expect(call.searchParams.get('page')).to.equal('0');
    } finally {
      recording.restore();
    }
  });

  it('sends featured="true" as the string the artist\u2019s products endpoint takes', async () => {
    const {client, calls} = stubClient();
    const el = mountWithClient(client, 'profile="clara" featured limit="5"');
    await settled(el);
    expect(calls.filter((c) => c.startsWith('/profiles/'))).to.deep.equal(['/profiles/clara/products?featured=true&limit=5&page=0']);
    // /products has no featured filter: nothing is sent there.
    const stub = stubClient();
    const plain = mountWithClient(stub.client, 'featured limit="5"');
    await settled(plain);
    expect(stub.calls.filter((c) => c.startsWith('/products'))).to.deep.equal(['/products?limit=5&page=0']);
  });

  it('narrows by tag: the tag attribute is a tag id, sent as tags=<id>', async () => {
    const all = (await api('/products?limit=100')).records;
    const tag = all.flatMap((p) => tagsOf(p.tags)).find(({id}) => all.some((p) => !tagsOf(p.tags).some((t) => t.id === id)));
    expect(tag, 'the demo has a tag some products lack').to.exist;
    const recording = recordPageFetches();
    try {
      const el = mountProducts(`tag="${tag!.id}" limit="50"`);
      await settled(el);
      const expected = (await api(`/products?tags=${encodeURIComponent(tag!.id)}&limit=50`)).records;
      expect(expected.length).to.be.greaterThan(0);
      expect(expected.length).to.be.lessThan(all.length);
      expect(titles(el)).to.deep.equal(expected.map((p) => title(p)));
      expect(expected.every((p) => tagsOf(p.tags).some((t) => t.id === tag!.id))).to.be.true;
      const call = recording.calls.map((c) => new URL(c.url, location.href)).find((u) => u.pathname.endsWith('/products'))!;
      expect(call.searchParams.getAll('tags')).to.deep.equal([tag!.id]);
      expect(call.searchParams.has('tag')).to.be.false;
    } finally {
      recording.restore();
    }
  });

  it('links each title through the href template; sets the heading level; hides images with no-image', async () => {
    const el = mountProducts('limit="3" href="/product.html?slug={slug}" heading-level="2" no-image');
    await settled(el);
    const expected = (await api('/products?limit=3')).records;
    const links = parts(el, 'link') as HTMLAnchorElement[];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(expected.map((p) => `/product.html?slug=${encodeURIComponent(p.slug)}`));
    expect(links.every((a) => !a.hasAttribute('rel'))).to.be.true;
    expect(parts(el, 'title').every((h) => h.localName === 'h2')).to.be.true;
    expect(parts(el, 'image')).to.have.length(0);
    expect(part(el, 'link')).to.exist;
    // Without href, titles are plain text.
    const plain = mountProducts('limit="2"');
    await settled(plain);
    expect(parts(plain, 'link')).to.have.length(0);
  });

  it('appends the next page with "more" from the keyboard, moves focus to the first new product and hides the button at the end', async () => {
    const {count} = await api('/products?limit=1');
    const limit = Math.ceil(count! / 2);
    const el = mountProducts(`limit="${limit}" href="#{slug}"`);
    await settled(el);
    expect(parts(el, 'item')).to.have.length(limit);
    const more = part(el, 'more') as HTMLButtonElement;
    expect(more.textContent!.trim()).to.equal('More products');
    more.focus();
    await sendKeys({press: 'Enter'});
    await waitUntil(() => parts(el, 'item').length === count, 'the next page was not appended');
    expect(part(el, 'more')).to.equal(null);
    const all = (await api(`/products?limit=${count}`)).records;
    expect(titles(el)).to.deep.equal(all.map((p) => title(p)));
    const first = parts(el, 'item')[limit].querySelector('a');
    await waitUntil(() => el.shadowRoot!.activeElement === first, 'focus did not move to the first new product');
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain(`${count! - limit} more`);
    await expect(el).to.be.accessible();
  });

  it('shows "No products" for an empty site, in German too, replaceable by a slot', async () => {
    const el = mountProducts('', unique('empty'));
    await settled(el);
    expect(part(el, 'empty')!.textContent).to.equal('No products');
    await expect(el).to.be.accessible();

    const de = mountProducts('', unique('empty'), 'locale="de"');
    await settled(de);
    expect(part(de, 'empty')!.textContent).to.equal('Keine Produkte');

    const wrapper = await fixture<HTMLElement>(html`<site-content-provider site-key=${unique('empty')} token=${TOKEN}>
      <site-products><p slot="empty">The shop opens soon.</p></site-products>
    </site-content-provider>`);
    const slotted = wrapper.querySelector('site-products')!;
    await settled(slotted);
    const slot = slotted.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="empty"]')!;
    expect(slot.assignedElements()[0].textContent).to.equal('The shop opens soon.');
  });

  it('shows not-found for an unknown profile', async () => {
    const errors = captureConsole('error');
    try {
      const el = mountProducts('profile="nobody-by-that-name"');
      await settled(el);
      expect(part(el, 'not-found')!.textContent).to.equal('Not found.');
    } finally {
      errors.restore();
    }
  });

  it('renders hostile titles as text and drops unsafe image and link URLs; no script runs', async () => {
    // Every payload of the hostile site calls __xss(id): a call means a script ran.
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const el = mountProducts('limit="100" href="/product.html?slug={slug}"', 'hostile');
    await settled(el);
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
    const root = el.shadowRoot!;
    expect(root.querySelector('script, iframe, svg, object, embed')).to.equal(null);
    expectSafeAttributes(root, ['href', 'src']);
    const all = (await api('/products?limit=100', 'hostile')).records;
    expect(titles(el)).to.deep.equal(all.map((p) => title(p)));
  });
});

describe('<site-products> structured data', () => {
  beforeEach(clearJsonLd);

  it('publishes no JSON-LD: search engines read each item\u2019s on its own page, where the detail element publishes it', async () => {
    const el = mountProducts('limit="4" href="/x.html?slug={slug}"');
    await settled(el);
    await structuredDataWritten();
    expect(jsonLdBlocks()).to.have.length(0);
  });
});
