import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import '../../src/index.js';
import type {SiteNewsPost} from '../../src/elements/site-news-post/site-news-post.js';
import {TOKEN} from '../helpers/api.js';
import {localized, mediaUrl, tagsOf} from '../../src/api/client.js';

const title = (r: object, locale = 'en') => localized(r, 'title', locale, 'en');
import {captureConsole, clearJsonLd, jsonLdBlocks, mount, part, parts, settled, mountInProvider} from '../helpers/dom.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan, structuredDataWritten} from '../helpers/signals.js';
import {plainText} from '../../src/render/text.js';

const SLUG = 'clara-weiss-records-goldberg-variations';

async function post(slug: string, siteKey = 'demo') {
  return (await fetch(`/api/v2/${siteKey}/public/news/${slug}`, {headers: {Authorization: `Bearer ${TOKEN}`}})).json();
}

function mountPost(attrs: string, siteKey = 'demo', providerAttrs = ''): SiteNewsPost {
  return mountInProvider<SiteNewsPost>(`<site-news-post ${attrs}></site-news-post>`, {siteKey, attrs: providerAttrs});
}

/** The content part, once the sanitizer has filled it. */
async function content(el: Element): Promise<HTMLElement> {
  await waitUntil(() => part(el, 'content')?.childNodes.length, 'no content');
  return part(el, 'content')!;
}

describe('<site-news-post>', () => {
  it('shows title, date, image, the Markdown body, the artists and tags', async () => {
    const el = mountPost(`slug="${SLUG}" tag-href="/news.html?tag={id}" profile-href="/artist.html?slug={slug}"`);
    await settled(el);
    const data = await post(SLUG);
    expect(part(el, 'title')!.textContent).to.equal(title(data));
    expect(part(el, 'date')!.getAttribute('datetime')).to.equal(data.date);
    expect(part(el, 'author')).to.equal(null);
    expect((parts(el, 'profile-link') as HTMLAnchorElement[]).map((a) => a.getAttribute('href'))).to.deep.equal(data.artists.map((a: {profile: {slug: string}}) => `/artist.html?slug=${a.profile.slug}`));
    const img = part(el, 'image') as HTMLImageElement;
    expect(img.getAttribute('src')).to.equal(mediaUrl(data.image.url, `${location.origin}/media/`));
    expect([img.getAttribute('width'), img.getAttribute('height'), img.alt, img.loading]).to.deep.equal([String(data.image.width), String(data.image.height), data.image.altText, 'lazy']);
    const c = await content(el);
    expect(c.querySelector('p strong'), 'the Markdown is rendered').to.exist;
    expect(c.textContent).not.to.contain('**');
    const tags = parts(el, 'tag-link') as HTMLAnchorElement[];
    expect(tags.map((a) => a.getAttribute('href'))).to.deep.equal(tagsOf(data.tags).map((t) => `/news.html?tag=${t.id}`));
    await expect(el).to.be.accessible();
  });

  it('shows the German text and a German date with locale="de"', async () => {
    const el = mountPost(`slug="${SLUG}"`, 'demo', 'locale="de"');
    await settled(el);
    const data = await post(SLUG);
    expect(part(el, 'title')!.textContent).to.equal(title(data, 'de'));
    const month = new Intl.DateTimeFormat('de', {month: 'long', timeZone: 'Europe/Berlin'}).format(new Date(data.date));
    expect(part(el, 'date')!.textContent).to.contain(month);
    const text = (await content(el)).textContent!;
    expect(text).to.contain(localized(data, 'shortContent', 'de')!.slice(0, 30));
  });

  it('renders the hostile post with nothing run and nothing unsafe left', async () => {
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const el = mountPost(`slug="${SLUG}"`, 'hostile');
    await settled(el);
    const c = await content(el);
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('script, iframe, object, embed, svg, math, form, base, meta, link, style:not([data-lit])')).to.equal(null);
    expectSafeAttributes(el.shadowRoot!, ['href', 'src']);
    expect(c.querySelector('strong'), 'the harmless formatting survives').to.exist;
  });

  it('shifts the content\u2019s headings below the title with heading-offset, hides title and image on request', async () => {
    const el = mountPost(`slug="${SLUG}" heading-offset="2" no-title no-image`);
    await settled(el);
    await content(el);
    expect(part(el, 'title')).to.equal(null);
    expect(part(el, 'image')).to.equal(null);
  });

  it('shows not-found for an unknown slug', async () => {
    const errors = captureConsole('error');
    try {
      const el = mountPost('slug="nope"');
      await settled(el);
      expect(part(el, 'not-found')).to.exist;
    } finally {
      errors.restore();
    }
  });

  it('renders a Markdown content string as formatted text', async () => {
    const {demoClient, unique} = await import('../helpers/api.js');
    const client = demoClient(unique('demo'), {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const res = await fetch(input, init);
        const body = await res.json();
        body.localizedContent = [{siteId: 's', locale: 'en', title: 'Out now', content: '**Out now:** the *Goldberg Variations*.\n\n1. Aria\n2. Variatio 1\n\n[Listen](https://example.org/listen)'}];
        return new Response(JSON.stringify(body), {status: res.status});
      }) as typeof fetch,
    });
    const wrapper = mount(`<div></div>`);
    const provider = document.createElement('site-content-provider');
    (provider as unknown as {client: unknown}).client = client;
    provider.innerHTML = `<site-news-post slug="${SLUG}"></site-news-post>`;
    wrapper.append(provider);
    const el = provider.querySelector('site-news-post')!;
    await settled(el);
    await waitUntil(() => part(el, 'content')?.querySelector('ol'), 'no Markdown content');
    const c = part(el, 'content')!;
    expect(c.querySelector('p strong')!.textContent).to.equal('Out now:');
    expect(c.querySelector('p em')!.textContent).to.equal('Goldberg Variations');
    expect([...c.querySelectorAll('ol li')].map((li) => li.textContent)).to.deep.equal(['Aria', 'Variatio 1']);
    const a = c.querySelector('a')!;
    expect([a.textContent, a.getAttribute('href'), a.getAttribute('rel')]).to.deep.equal(['Listen', 'https://example.org/listen', 'noopener noreferrer']);
    expect(c.textContent).not.to.contain('**');
  });
});

describe('<site-news-post> structured data', () => {
  beforeEach(clearJsonLd);

  it('adds the post\u2019s NewsArticle (its own page is where search engines read it), and nothing with no-structured-data', async () => {
    const el = mountPost(`slug="${SLUG}"`);
    await settled(el);
    await waitUntil(() => jsonLdBlocks().length === 1, 'no JSON-LD in the head');
    const data = await post(SLUG);
    const [{key, data: ld}] = jsonLdBlocks();
    expect(key).to.equal(`NewsArticle:${SLUG}`);
    expect(ld).to.include({'@context': 'https://schema.org', '@type': 'NewsArticle', headline: title(data), datePublished: data.date, url: location.href});
    expect(ld.description).to.equal(plainText(localized(data, 'shortContent', 'en', 'en')));
    el.closest('div')!.remove();
    await waitUntil(() => jsonLdBlocks().length === 0, 'the block stayed after the post left');

    const off = mountPost(`slug="${SLUG}" no-structured-data`);
    await settled(off);
    await structuredDataWritten('product');
    expect(jsonLdBlocks()).to.have.length(0);
    off.closest('div')!.remove();
  });
});
