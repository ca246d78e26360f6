import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/index.js';
import type {SiteProducts} from '../../src/elements/site-products/site-products.js';
import type {Product} from '../../src/api/client.js';
import {TOKEN, demoClient, unique} from '../helpers/api.js';
import {captureConsole, clearJsonLd, jsonLdBlocks, mount, part, parts, settled} from '../helpers/dom.js';
import {brokenImageHandlerRan, structuredDataWritten} from '../helpers/signals.js';

/** The demo API's answer, read directly, to compare against what the element shows. */
async function api(path: string, siteKey = 'demo'): Promise<{records: Product[]; total?: number}> {
  const res = await fetch(`/api/v2/${siteKey}/public${path}`, {headers: {Authorization: `Bearer ${TOKEN}`}});
  return res.json();
}

function mountProducts(attrs: string, siteKey = 'demo', providerAttrs = ''): SiteProducts {
  // Built from a string on purpose: every test varies the attributes.
  const wrapper = mount(
    `<div><site-content-provider site-key="${siteKey}" token="${TOKEN}" ${providerAttrs}><site-products ${attrs}></site-products></site-content-provider></div>`,
  );
  return wrapper.querySelector('site-products')! as SiteProducts;
}

/** A price as Intl writes it, to compare with the element's. */
const money = (locale: string, amount: number, currency: string) => new Intl.NumberFormat(locale, {style: 'currency', currency}).format(amount);

const titles = (el: Element) => parts(el, 'title').map((t) => t.textContent!.trim());
const german = (p: Product) => p.localizedContent?.find((l) => l.locale === 'de')?.title ?? p.title;

describe('<site-products>', () => {
  it('shows a card per product: image, title, price and availability, in the API\u2019s order', async () => {
    const el = mountProducts('limit="100"');
    await settled(el);
    const all = (await api('/products?limit=100')).records;
    expect(titles(el)).to.deep.equal(all.map((p) => p.title));
    const items = parts(el, 'item');
    expect(items).to.have.length(all.length);
    all.forEach((product, i) => {
      const img = items[i].querySelector<HTMLImageElement>('[part~="image"]');
      if (!product.image?.url) return expect(img, `${product.slug} has no image`).to.equal(null);
      expect(img!.getAttribute('src')).to.equal(product.image.url);
      expect([img!.getAttribute('width'), img!.getAttribute('height'), img!.alt, img!.loading]).to.deep.equal([
        String(product.image.width),
        String(product.image.height),
        product.image.altText,
        'lazy',
      ]);
    });
    expect(parts(el, 'title')[0].localName).to.equal('h3');
    await expect(el).to.be.accessible();
  });

  it('formats each price with Intl in the product\u2019s own currency: the USD record shows in US dollars', async () => {
    const el = mountProducts('limit="100"');
    await settled(el);
    const all = (await api('/products?limit=100')).records;
    const items = parts(el, 'item');
    const usd = all.findIndex((p) => p.price?.currency === 'USD');
    expect(usd, 'the demo has a product priced in USD').to.be.greaterThan(-1);
    all.forEach((product, i) => {
      expect(items[i].querySelector('[part~="price"]')!.textContent).to.equal(money('en', product.price!.amount, product.price!.currency));
    });
    const usdText = items[usd].querySelector('[part~="price"]')!.textContent!;
    expect(usdText).to.contain('$');
    expect(usdText).not.to.contain('€');
    expect(usdText).to.equal(money('en', all[usd].price!.amount, 'USD'));
  });

  it('falls back to the site\u2019s default currency when a price has none', async () => {
    // The demo's prices all carry a currency: strip it, and make the site's currency CHF.
    const client = demoClient(unique('demo'), {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const res = await fetch(input, init);
        const body = await res.json();
        if (body.settings?.defaults) body.settings.defaults.currency = 'CHF';
        for (const p of body.records ?? []) if (p.price) delete p.price.currency;
        return new Response(JSON.stringify(body), {status: res.status});
      }) as typeof fetch,
    });
    const wrapper = mount('<div></div>');
    const provider = document.createElement('site-content-provider');
    (provider as unknown as {client: unknown}).client = client;
    provider.innerHTML = '<site-products limit="5"></site-products>';
    wrapper.append(provider);
    const el = provider.querySelector('site-products')!;
    await settled(el);
    const expected = (await api('/products?limit=5')).records;
    expect(parts(el, 'price').map((p) => p.textContent)).to.deep.equal(expected.map((p) => money('en', p.price!.amount, 'CHF')));
  });

  it('shows availability badges: in stock, sold out, pre-order', async () => {
    const el = mountProducts('limit="100"');
    await settled(el);
    const all = (await api('/products?limit=100')).records;
    const items = parts(el, 'item');
    const words = {in_stock: 'In stock', sold_out: 'Sold out', preorder: 'Pre-order'} as Record<string, string>;
    for (const availability of Object.keys(words)) {
      expect(all.some((p) => p.availability === availability), `the demo has a ${availability} product`).to.be.true;
    }
    all.forEach((product, i) => {
      const badge = items[i].querySelector('[part~="badge"]');
      if (!product.availability) return expect(badge).to.equal(null);
      expect(badge!.textContent).to.equal(words[product.availability]);
      expect(items[i].classList.contains(product.availability)).to.be.true;
    });
  });

  it('shows the German titles, prices in German number format and German badges with locale="de"', async () => {
    const el = mountProducts('limit="100"', 'demo', 'locale="de"');
    await settled(el);
    const all = (await api('/products?limit=100&locale=de')).records;
    expect(all.some((p) => german(p) !== p.title), 'the demo translates product titles').to.be.true;
    expect(titles(el)).to.deep.equal(all.map(german));
    const items = parts(el, 'item');
    const odd = all.findIndex((p) => !Number.isInteger(p.price?.amount));
    const text = items[odd].querySelector('[part~="price"]')!.textContent!;
    expect(text).to.equal(money('de', all[odd].price!.amount, all[odd].price!.currency));
    // "34,90 €": a decimal comma, the sign after the amount.
    expect(text).to.match(/^\d+,\d\d\s€$/);
    const badge = (availability: string) => items[all.findIndex((p) => p.availability === availability)].querySelector('[part~="badge"]')!.textContent;
    expect([badge('in_stock'), badge('sold_out'), badge('preorder')]).to.deep.equal(['Verfügbar', 'Ausverkauft', 'Vorbestellung']);
  });

  it('shows one artist\u2019s products with profile=', async () => {
    const el = mountProducts('profile="clara-weiss" limit="50"');
    await settled(el);
    const expected = (await api('/profiles/clara-weiss/products?limit=50')).records;
    const all = (await api('/products?limit=100')).records;
    expect(expected.length).to.be.greaterThan(0);
    expect(expected.length).to.be.lessThan(all.length);
    expect(titles(el)).to.deep.equal(expected.map((p) => p.title));
    expect(expected.every((p) => p.profile?.slug === 'clara-weiss')).to.be.true;
  });

  it('narrows by tag, and by tag within one artist', async () => {
    const el = mountProducts('tag="new-release" limit="50"');
    await settled(el);
    const expected = (await api('/products?tag=new-release&limit=50')).records;
    expect(expected.length).to.be.greaterThan(0);
    expect(titles(el)).to.deep.equal(expected.map((p) => p.title));
    expect(expected.every((p) => p.tags?.some((t) => t.slug === 'new-release'))).to.be.true;

    const both = mountProducts('tag="new-release" profile="clara-weiss"');
    await settled(both);
    const narrowed = (await api('/profiles/clara-weiss/products?tag=new-release')).records;
    expect(titles(both)).to.deep.equal(narrowed.map((p) => p.title));
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
    const {total} = await api('/products?limit=1');
    const limit = Math.ceil(total! / 2);
    const el = mountProducts(`limit="${limit}" href="#{slug}"`);
    await settled(el);
    expect(parts(el, 'item')).to.have.length(limit);
    const more = part(el, 'more') as HTMLButtonElement;
    expect(more.textContent!.trim()).to.equal('More products');
    more.focus();
    await sendKeys({press: 'Enter'});
    await waitUntil(() => parts(el, 'item').length === total, 'the next page was not appended');
    expect(part(el, 'more')).to.equal(null);
    const all = (await api(`/products?limit=${total}`)).records;
    expect(titles(el)).to.deep.equal(all.map((p) => p.title));
    const first = parts(el, 'item')[limit].querySelector('a');
    await waitUntil(() => el.shadowRoot!.activeElement === first, 'focus did not move to the first new product');
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain(`${total! - limit} more`);
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
    for (const node of root.querySelectorAll('*')) {
      for (const attr of node.attributes) {
        expect(attr.name.startsWith('on'), attr.name).to.be.false;
        if (attr.name === 'href' || attr.name === 'src') expect(attr.value.trim().toLowerCase()).not.to.match(/^(javascript|vbscript|data):/);
      }
    }
    const all = (await api('/products?limit=100', 'hostile')).records;
    expect(titles(el)).to.deep.equal(all.map((p) => p.title));
  });
});

describe('<site-products> structured data', () => {
  const blocks = jsonLdBlocks;

  beforeEach(clearJsonLd);

  it('adds one valid Product with an Offer per product, once however many elements show it', async () => {
    // The first element (with a link template) writes the blocks; the second,
    // shown after them, must add none. (Each has its own provider, so which of
    // two mounted together answers first is up to the network: one at a time.)
    const expected = (await api('/products?limit=100')).records;
    const a = mountProducts('limit="100" href="/product.html?slug={slug}"');
    await settled(a);
    await waitUntil(() => blocks().length === expected.length, 'no JSON-LD in the head');
    const b = mountProducts('limit="100"');
    await settled(b);
    await structuredDataWritten();
    const found = blocks();
    expect(found.map((f) => f.key)).to.deep.equal(expected.map((p) => `Product:${p.slug}`));
    const availability = {in_stock: 'https://schema.org/InStock', sold_out: 'https://schema.org/SoldOut', preorder: 'https://schema.org/PreOrder'};
    for (const [i, {data}] of found.entries()) {
      const product = expected[i];
      expect(data['@context']).to.equal('https://schema.org');
      expect(data['@type']).to.equal('Product');
      expect(data.name).to.equal(product.title);
      expect(data.url).to.equal(new URL(`/product.html?slug=${product.slug}`, location.href).href);
      expect(data.offers['@type']).to.equal('Offer');
      expect(data.offers.price).to.equal(product.price!.amount);
      expect(data.offers.priceCurrency).to.equal(product.price!.currency);
      expect(data.offers.availability).to.equal(availability[product.availability as keyof typeof availability]);
      if (product.url) expect(data.offers.url).to.equal(product.url);
      if (product.profile) expect(data.brand).to.deep.equal({'@type': 'Brand', name: product.profile.name});
    }
    expect(found.find((f) => f.data.offers.priceCurrency === 'USD'), 'the USD product keeps its currency').to.exist;
  });

  it('adds the next page\u2019s products after "more"', async () => {
    const el = mountProducts('limit="4"');
    await settled(el);
    await waitUntil(() => blocks().length === 4, 'no JSON-LD for the first page');
    (part(el, 'more') as HTMLButtonElement).click();
    await waitUntil(() => blocks().length === 8, 'no JSON-LD for the second page');
    const expected = (await api('/products?limit=8')).records;
    expect(blocks().map((b) => b.key)).to.deep.equal(expected.map((p) => `Product:${p.slug}`));
  });

  it('adds nothing with no-structured-data, and escapes hostile text so it cannot close the script', async () => {
    const off = mountProducts('limit="2" no-structured-data');
    await settled(off);
    await structuredDataWritten();
    expect(blocks()).to.have.length(0);
    const hostile = mountProducts('limit="100"', 'hostile');
    await settled(hostile);
    await waitUntil(() => blocks().length > 0, 'no JSON-LD');
    for (const s of document.head.querySelectorAll('script[data-site-widgets]')) {
      expect(s.textContent).not.to.contain('<');
      expect(s.textContent!.toLowerCase()).not.to.match(/"url":"(javascript|vbscript|data):/);
    }
  });
});
