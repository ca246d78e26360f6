import {expect, waitUntil} from '@open-wc/testing';
import '../../src/index.js';
import type {SiteProduct} from '../../src/elements/site-product/site-product.js';
import type {Product} from '../../src/api/client.js';
import {TOKEN, demoClient, unique} from '../helpers/api.js';
import {captureConsole, clearJsonLd, jsonLdBlocks, mount, part, parts, settled} from '../helpers/dom.js';
import {brokenImageHandlerRan, structuredDataWritten} from '../helpers/signals.js';

const SLUG = 'clara-weiss-goldberg-vinyl';
const USD = 'jonas-berg-trio-blue-hour-lp';
const SOLD_OUT = 'spree-lights-tote-bag';

async function product(slug: string, siteKey = 'demo'): Promise<Product> {
  return (await fetch(`/api/v2/${siteKey}/public/products/${slug}`, {headers: {Authorization: `Bearer ${TOKEN}`}})).json();
}

function mountProduct(attrs: string, siteKey = 'demo', providerAttrs = ''): SiteProduct {
  return mount(
    `<div><site-content-provider site-key="${siteKey}" token="${TOKEN}" ${providerAttrs}><site-product ${attrs}></site-product></site-content-provider></div>`,
  ).querySelector('site-product')!;
}

/** The content part, once the sanitizer has filled it. */
async function content(el: Element): Promise<HTMLElement> {
  await waitUntil(() => part(el, 'content')?.childNodes.length, 'no content');
  return part(el, 'content')!;
}

const money = (locale: string, amount: number, currency: string) => new Intl.NumberFormat(locale, {style: 'currency', currency}).format(amount);
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent!;

function expectImage(img: HTMLImageElement, data: {url?: string; width?: number; height?: number; altText?: string}) {
  expect(img.getAttribute('src')).to.equal(data.url);
  expect([img.getAttribute('width'), img.getAttribute('height'), img.alt, img.loading]).to.deep.equal([
    String(data.width),
    String(data.height),
    data.altText,
    'lazy',
  ]);
}

describe('<site-product>', () => {
  it('shows images, title, artist, price, availability, the sanitized description, a buy link and tags', async () => {
    const el = mountProduct(`slug="${SLUG}" profile-href="/artist.html?slug={slug}" tag-href="/shop.html?tag={slug}"`);
    await settled(el);
    const data = await product(SLUG);
    expect(part(el, 'title')!.localName).to.equal('h1');
    expect(part(el, 'title')!.textContent).to.equal(data.title);
    // The main image, then the gallery without the main image repeated.
    expectImage(part(el, 'image') as HTMLImageElement, data.image!);
    const gallery = parts(el, 'gallery-image') as HTMLImageElement[];
    const rest = data.images!.filter((img) => img.url !== data.image!.url);
    expect(rest.length, 'the demo product has a gallery').to.be.greaterThan(0);
    expect(gallery).to.have.length(rest.length);
    gallery.forEach((img, i) => expectImage(img, rest[i]));
    expect(part(el, 'price')!.textContent).to.equal(money('en', data.price!.amount, data.price!.currency));
    expect(part(el, 'badge')!.textContent).to.equal('Pre-order');
    const artist = part(el, 'artist-link') as HTMLAnchorElement;
    expect(artist.textContent).to.equal(data.profile!.name);
    expect(artist.getAttribute('href')).to.equal(`/artist.html?slug=${data.profile!.slug}`);
    const buy = part(el, 'buy') as HTMLAnchorElement;
    expect(buy.getAttribute('href')).to.equal(data.url);
    expect(buy.rel).to.equal('noopener noreferrer');
    expect(buy.textContent).to.equal('Buy');
    expect(buy.getAttribute('aria-label')).to.equal(`Buy: ${data.title}`);
    const c = await content(el);
    expect(c.textContent).to.contain(textOf(data.content!).slice(0, 30));
    const tags = parts(el, 'tag-link') as HTMLAnchorElement[];
    expect(tags.map((a) => a.getAttribute('href'))).to.deep.equal(data.tags!.map((t) => `/shop.html?tag=${t.slug}`));
    expect(part(el, 'tags')!.getAttribute('aria-label')).to.equal('Tags');
    await expect(el).to.be.accessible();
  });

  it('shows the artist and tags as text without link templates', async () => {
    const el = mountProduct(`slug="${SLUG}"`);
    await settled(el);
    const data = await product(SLUG);
    expect(part(el, 'artist')!.textContent).to.equal(data.profile!.name);
    expect(part(el, 'artist-link')).to.equal(null);
    expect(parts(el, 'tag').map((t) => t.textContent)).to.deep.equal(data.tags!.map((t) => t.name));
    expect(parts(el, 'tag-link')).to.have.length(0);
  });

  it('formats the price with Intl in the record\u2019s currency: US dollars for the USD product', async () => {
    const el = mountProduct(`slug="${USD}"`);
    await settled(el);
    const data = await product(USD);
    expect(data.price!.currency).to.equal('USD');
    const text = part(el, 'price')!.textContent!;
    expect(text).to.equal(money('en', data.price!.amount, 'USD'));
    expect(text).to.contain('$');
    expect(part(el, 'badge')!.textContent).to.equal('In stock');
  });

  it('falls back to the site\u2019s default currency when the price has none', async () => {
    const client = demoClient(unique('demo'), {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const res = await fetch(input, init);
        const body = await res.json();
        if (body.settings?.defaults) body.settings.defaults.currency = 'CHF';
        if (body.price) delete body.price.currency;
        return new Response(JSON.stringify(body), {status: res.status});
      }) as typeof fetch,
    });
    const wrapper = mount('<div></div>');
    const provider = document.createElement('site-content-provider');
    (provider as unknown as {client: unknown}).client = client;
    provider.innerHTML = `<site-product slug="${USD}"></site-product>`;
    wrapper.append(provider);
    const el = provider.querySelector('site-product')!;
    await settled(el);
    const data = await product(USD);
    expect(part(el, 'price')!.textContent).to.equal(money('en', data.price!.amount, 'CHF'));
  });

  it('has no buy link when the product is sold out', async () => {
    const el = mountProduct(`slug="${SOLD_OUT}"`);
    await settled(el);
    const data = await product(SOLD_OUT);
    expect(data.availability).to.equal('sold_out');
    expect(data.url, 'the sold-out product has a shop URL').to.be.a('string');
    expect(part(el, 'badge')!.textContent).to.equal('Sold out');
    expect(part(el, 'buy')).to.equal(null);
    expect(part(el, 'product')!.classList.contains('sold_out')).to.be.true;
  });

  it('shows the German title, description, price format and words with locale="de"', async () => {
    const el = mountProduct(`slug="${SLUG}"`, 'demo', 'locale="de"');
    await settled(el);
    const data = await product(SLUG);
    const de = data.localizedContent!.find((l) => l.locale === 'de')!;
    expect(part(el, 'title')!.textContent).to.equal(de.title);
    const price = part(el, 'price')!.textContent!;
    expect(price).to.equal(money('de', data.price!.amount, data.price!.currency));
    expect(price).to.match(/^34,90\s€$/);
    expect(part(el, 'badge')!.textContent).to.equal('Vorbestellung');
    const buy = part(el, 'buy')!;
    expect(buy.textContent).to.equal('Kaufen');
    expect(buy.getAttribute('aria-label')).to.equal(`Kaufen: ${de.title}`);
    expect((await content(el)).textContent).to.contain(textOf(de.content!).slice(0, 30));
    expect(part(el, 'tags')!.getAttribute('aria-label')).to.equal('Schlagwörter');
  });

  it('shifts the title and the description\u2019s headings with heading-offset, hides images with no-image', async () => {
    const el = mountProduct(`slug="${SLUG}" heading-offset="1" no-image`);
    await settled(el);
    expect(part(el, 'title')!.localName).to.equal('h2');
    expect(part(el, 'image')).to.equal(null);
    expect(part(el, 'gallery')).to.equal(null);
  });

  it('falls back to h1 for an invalid heading-offset, with one warning', async () => {
    const warnings = captureConsole('warn');
    try {
      const el = mountProduct(`slug="${SLUG}" heading-offset="nine"`);
      await settled(el);
      expect(part(el, 'title')!.localName).to.equal('h1');
      expect(warnings.messages.filter((m) => m.includes('heading-offset="nine"'))).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });

  it('reads the slug from the page URL, by slug-param, and follows history navigation', async () => {
    const before = location.href;
    history.replaceState(null, '', `?product=${USD}`);
    try {
      const el = mountProduct('slug-param="product"');
      await settled(el);
      expect(part(el, 'title')!.textContent).to.equal((await product(USD)).title);
      history.pushState(null, '', `?product=${SLUG}`);
      dispatchEvent(new PopStateEvent('popstate'));
      const next = (await product(SLUG)).title;
      await waitUntil(() => part(el, 'title')?.textContent === next, 'did not follow the URL');
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('reads ?slug= by default', async () => {
    const before = location.href;
    history.replaceState(null, '', `?slug=${SOLD_OUT}`);
    try {
      const el = mountProduct('');
      await settled(el);
      expect(part(el, 'title')!.textContent).to.equal((await product(SOLD_OUT)).title);
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('hides its title with no-title, as every single-item element does', async () => {
    const el = mountProduct(`slug="${SLUG}" no-title`);
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
      expect(warnings.messages.filter((m) => m.includes('<site-product> has no slug'))).to.have.length(1);
    } finally {
      errors.restore();
      warnings.restore();
    }
  });

  it('renders hostile products with no script run, no unsafe URL and no javascript: buy link', async () => {
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const records = (await (await fetch('/api/v2/hostile/public/products?limit=100', {headers: {Authorization: `Bearer ${TOKEN}`}})).json()).records as Product[];
    const first = records.find((p) => p.slug === SLUG)!;
    expect(first.url!.toLowerCase()).to.match(/^javascript:/);
    for (const {slug, url, availability} of records) {
      const el = mountProduct(`slug="${slug}" profile-href="/artist.html?slug={slug}" tag-href="/shop.html?tag={slug}"`, 'hostile');
      await settled(el);
      const root = el.shadowRoot!;
      await content(el);
      expect(root.querySelector('script, iframe, object, embed, svg, math, form, base, meta, link, style:not([data-lit])'), slug).to.equal(null);
      for (const node of root.querySelectorAll('*')) {
        for (const attr of node.attributes) {
          expect(attr.name.startsWith('on'), `${slug}: ${attr.name}`).to.be.false;
          if (attr.name === 'href' || attr.name === 'src') expect(attr.value.trim().toLowerCase(), slug).not.to.match(/^(javascript|vbscript|data):/);
        }
      }
      const buy = part(el, 'buy');
      if (/^https?:/i.test(url ?? '') && availability !== 'sold_out') expect(buy!.getAttribute('href'), slug).to.equal(url);
      else expect(buy, `${slug}: no buy link for ${url}`).to.equal(null);
      el.closest('div')!.remove();
    }
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
  });
});

describe('<site-product> structured data', () => {
  const blocks = jsonLdBlocks;

  beforeEach(clearJsonLd);

  it('adds one valid Product with an Offer, once however many elements show it', async () => {
    const a = mountProduct(`slug="${USD}"`);
    const b = mountProduct(`slug="${USD}"`);
    await settled(a);
    await settled(b);
    await waitUntil(() => blocks().length === 1, 'no JSON-LD in the head');
    await structuredDataWritten();
    const found = blocks();
    expect(found).to.have.length(1);
    const data = await product(USD);
    const {key, data: ld} = found[0];
    expect(key).to.equal(`Product:${USD}`);
    expect(ld['@context']).to.equal('https://schema.org');
    expect(ld['@type']).to.equal('Product');
    expect(ld.name).to.equal(data.title);
    expect(ld.image).to.equal(data.image!.url);
    expect(ld.brand).to.deep.equal({'@type': 'Brand', name: data.profile!.name});
    expect(ld.offers).to.deep.equal({
      '@type': 'Offer',
      price: data.price!.amount,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: data.url,
    });
  });

  it('says SoldOut and PreOrder, and describes in the active locale', async () => {
    const sold = mountProduct(`slug="${SOLD_OUT}"`);
    const pre = mountProduct(`slug="${SLUG}"`, 'demo', 'locale="de"');
    await settled(sold);
    await settled(pre);
    await waitUntil(() => blocks().length === 2, 'no JSON-LD in the head');
    const by = (slug: string) => blocks().find((b) => b.key === `Product:${slug}`)!.data;
    expect(by(SOLD_OUT).offers.availability).to.equal('https://schema.org/SoldOut');
    expect(by(SLUG).offers.availability).to.equal('https://schema.org/PreOrder');
    const de = (await product(SLUG)).localizedContent!.find((l) => l.locale === 'de')!;
    expect(by(SLUG).name).to.equal(de.title);
    expect(by(SLUG).description).to.equal(textOf(de.excerpt!).trim());
  });

  it('adds nothing with no-structured-data; a hostile product\u2019s JSON-LD has no unsafe URL and cannot close the script', async () => {
    const off = mountProduct(`slug="${SLUG}" no-structured-data`);
    await settled(off);
    await structuredDataWritten();
    expect(blocks()).to.have.length(0);
    const hostile = mountProduct(`slug="${SLUG}"`, 'hostile');
    await settled(hostile);
    await waitUntil(() => blocks().length > 0, 'no JSON-LD');
    const [script] = document.head.querySelectorAll('script[data-site-widgets]');
    expect(script.textContent).not.to.contain('<');
    const {data} = blocks()[0];
    expect(data['@type']).to.equal('Product');
    expect(data.offers.price).to.equal(34.9);
    expect(data.offers.url, 'the javascript: shop URL is left out').to.equal(undefined);
  });
});
