import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/index.js';
import type {SitePage} from '../../src/elements/site-page/site-page.js';
import {demoClient, TOKEN, unique} from '../helpers/api.js';
import type {SiteContentProvider} from '../../src/elements/site-content-provider/site-content-provider.js';
import {localized} from '../../src/api/client.js';
import {DEMO_FACTS} from '../../demo/api/data.js';

const title = (r: object, locale = 'en') => localized(r, 'title', locale, 'en');
import {captureConsole, mount, part, parts, settled, mountInProvider} from '../helpers/dom.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan} from '../helpers/signals.js';

async function page(slug: string, siteKey = 'demo') {
  const res = await fetch(`/api/v2/${siteKey}/public/pages/${slug}`, {headers: {Authorization: `Bearer ${TOKEN}`}});
  return res.json();
}

function mountPage(attrs: string, siteKey = 'demo', providerAttrs = ''): SitePage {
  return mountInProvider<SitePage>(`<site-page ${attrs}></site-page>`, {siteKey, attrs: providerAttrs});
}

const content = (el: Element) => part(el, 'content')!;
/** A link's own text, without a hidden "opens in a new tab" note. */
const linkText = (a: Element) => [...a.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim();

describe('<site-page>', () => {
  it('shows the title and the content tree of the localized entry', async () => {
    const el = mountPage('slug="about"');
    await settled(el);
    const data = await page('about');
    expect(part(el, 'title')!.localName).to.equal('h1');
    expect(part(el, 'title')!.textContent).to.equal(title(data));
    // The tree's first heading and its first paragraph are there, as elements.
    // The body is filled by the rich-content chunk, loaded on demand.
    await waitUntil(() => content(el).querySelector('h1, h2'), 'no content tree');
    expect(content(el).querySelector('p strong')).to.exist;
    // The image node's /media/<key> is served under the media base.
    expect(content(el).querySelector('img')!.getAttribute('src')).to.match(new RegExp(`^${location.origin}/media/sites/`));
    await expect(el).to.be.accessible();
  });

  it('shows a LINK page\u2019s link to its URL, and a page that is a news item with its date', async () => {
    const el = mountPage(`slug="${DEMO_FACTS.linkPage}"`);
    await settled(el);
    const data = await page(DEMO_FACTS.linkPage);
    const a = part(el, 'link') as HTMLAnchorElement;
    expect([a.getAttribute('href'), linkText(a)]).to.deep.equal([data.linkUrl, `Go to ${title(data)}`]);
    const news = mountPage('slug="clara-weiss-records-goldberg-variations"');
    await settled(news);
    expect(part(news, 'date')!.getAttribute('datetime')).to.equal((await page('clara-weiss-records-goldberg-variations')).date);
  });

  it('opens a LINK page with openInNewTab in a new tab, said to screen readers, as <site-pages> links it; one without opens in place', async () => {
    const tickets = await page(DEMO_FACTS.linkPage);
    const kit = await page('press-kit');
    expect([tickets.type, tickets.openInNewTab, kit.type, kit.openInNewTab]).to.deep.equal(['LINK', true, 'LINK', false]);
    const el = mountPage(`slug="${DEMO_FACTS.linkPage}"`);
    const nav = mount(`<div><site-content-provider site-key="demo" token="${TOKEN}"><site-pages></site-pages></site-content-provider></div>`).querySelector('site-pages')!;
    await settled(el);
    await settled(nav);
    const a = part(el, 'link') as HTMLAnchorElement;
    expect([a.getAttribute('href'), a.target, a.rel]).to.deep.equal([tickets.linkUrl, '_blank', 'noopener noreferrer']);
    expect(linkText(a)).to.equal(`Go to ${title(tickets)}`);
    const note = a.querySelector('.visually-hidden')!;
    expect(note.textContent).to.equal(' (opens in a new tab)');
    // Hidden from sight, not from screen readers: the link's name says it.
    expect(getComputedStyle(note).position).to.equal('absolute');
    expect(note.getBoundingClientRect().width).to.be.at.most(1);
    expect(a.textContent).to.equal(`Go to ${title(tickets)} (opens in a new tab)`);
    // As <site-pages> links the same page.
    const listed = parts(nav, 'external').find((x) => x.getAttribute('href') === tickets.linkUrl) as HTMLAnchorElement;
    expect([listed.target, listed.rel, listed.querySelector('.visually-hidden')!.textContent]).to.deep.equal([a.target, a.rel, note.textContent]);
    await expect(el).to.be.accessible();

    // Without openInNewTab: in place, no note (a link on the site's own origin, so no rel either).
    const same = mountPage('slug="press-kit"');
    await settled(same);
    const b = part(same, 'link') as HTMLAnchorElement;
    expect([b.getAttribute('href'), b.target, b.hasAttribute('rel'), b.textContent]).to.deep.equal([kit.linkUrl, '', false, `Go to ${title(kit)}`]);
    expect(b.querySelector('.visually-hidden')).to.equal(null);

    // In German, as <site-pages> says it.
    const de = mountPage(`slug="${DEMO_FACTS.linkPage}"`, 'demo', 'locale="de"');
    await settled(de);
    await waitUntil(() => part(de, 'link')?.querySelector('.visually-hidden')?.textContent === ' (öffnet in einem neuen Tab)', 'the note is not German');
    expect(linkText(part(de, 'link')!)).to.equal(`Weiter zu ${title(tickets, 'de')}`);
  });

  it('shows the news feed below a news landing page (type NEWSLIST), its posts linked by news-href, and takes it away on another page', async () => {
    const landing = await page(DEMO_FACTS.newsListPage);
    expect(landing.type).to.equal('NEWSLIST');
    const el = mountPage(`slug="${DEMO_FACTS.newsListPage}" news-href="/news-post.html?slug={slug}"`);
    await settled(el);
    // The feed is a <site-news> after the page's body, inside the article, its code came with the page: it shows at once.
    const feed = part(el, 'news')!;
    expect(feed.localName).to.equal('site-news');
    expect(feed.closest('[part~="page"]')).to.equal(part(el, 'page'));
    expect(customElements.get('site-news'), 'its code came with the page').to.exist;
    expect(feed.getAttribute('heading-level'), 'posts one level under the page title').to.equal('2');
    await waitUntil(() => parts(feed, 'item').length > 0, 'the feed shows no posts');
    const res = await fetch('/api/v2/demo/public/news?dir=desc&limit=10&page=0', {headers: {Authorization: `Bearer ${TOKEN}`}});
    const posts = (await res.json()).records as {slug: string}[];
    expect(parts(feed, 'link').map((a) => a.getAttribute('href'))).to.deep.equal(posts.map((p) => `/news-post.html?slug=${encodeURIComponent(p.slug)}`));
    await expect(el).to.be.accessible();
    // Another page: no feed.
    el.slug = 'about';
    await waitUntil(() => part(el, 'content') && !part(el, 'news'), 'the feed stayed on a content page');
    // A news post fetched as a page (type NEWS, with a date) is a post: no feed under it.
    const post = mountPage('slug="clara-weiss-records-goldberg-variations"');
    await settled(post);
    expect([(await page('clara-weiss-records-goldberg-variations')).type, part(post, 'date') !== null, part(post, 'news')]).to.deep.equal(['NEWS', true, null]);
  });

  it('takes a NEWSLIST page for the news landing page even with a date; a NEWS page with a date is a post', async () => {
    const answer = (type: string) => (url: string) =>
      url.includes('/public/pages/')
        ? {slug: 'news', type, date: '2026-01-15T00:00:00Z', localizedContent: [{locale: 'en', title: 'News'}]}
        : url.includes('/public/news')
          ? {records: [{slug: 'a-post', date: '2026-01-10T00:00:00Z', localizedContent: [{locale: 'en', title: 'A post'}]}], count: 1}
          : {defaultLocale: 'en', timeZone: 'Europe/Berlin'};
    const show = async (type: string) => {
      const provider = document.createElement('site-content-provider') as SiteContentProvider;
      provider.client = demoClient(unique('demo'), {fetch: async (input) => new Response(JSON.stringify(answer(type)(String(input))))});
      provider.innerHTML = '<site-page slug="news"></site-page>';
      mount(provider);
      const el = provider.querySelector('site-page')!;
      await settled(el);
      return el;
    };
    const list = await show('NEWSLIST');
    await waitUntil(() => {
      const feed = part(list, 'news');
      return feed && parts(feed, 'item').length === 1;
    }, 'no feed under a dated NEWSLIST page', {timeout: 5000});
    expect(part(await show('NEWS'), 'news'), 'a dated NEWS page is a post').to.equal(null);
  });

  it('styles a news landing page\u2019s feed through its part, its headings under a shifted title', async () => {
    const el = mountPage(`slug="${DEMO_FACTS.newsListPage}" heading-offset="1"`);
    const style = document.createElement('style');
    style.textContent = 'site-page::part(news) { --site-news-title-size: 31px; }';
    document.head.append(style);
    try {
      await settled(el);
      const feed = part(el, 'news')!;
      expect(feed.getAttribute('heading-level')).to.equal('3');
      await waitUntil(() => parts(feed, 'title').length > 0, 'the feed shows no posts');
      expect(parts(feed, 'title')[0].localName).to.equal('h3');
      expect(getComputedStyle(parts(feed, 'title')[0]).fontSize).to.equal('31px');
      // Without news-href the posts' titles are not links.
      expect(parts(feed, 'link')).to.have.length(0);
    } finally {
      style.remove();
    }
  });

  it('renders every node type of the demo\u2019s technical riders page', async () => {
    const el = mountPage('slug="technical-riders"');
    await settled(el);
    const c = content(el);
    for (const selector of ['table th', 'table td', 'pre code', 'h4', 'h5', 'h6']) expect(c.querySelector(selector), selector).to.exist;
  });

  it('renders a linkCard node as a card that is a real link, to its address, with its title, description and site', async () => {
    const el = mountPage('slug="house-style"');
    await settled(el);
    const nodes = (n: unknown): {type?: string; attrs?: Record<string, string>}[] =>
      n && typeof n == 'object' ? [n as {type?: string}, ...((n as {content?: unknown[]}).content ?? []).flatMap(nodes)] : [];
    const card = nodes(localized(await page('house-style'), 'contentJSON', 'en', 'en')).find((n) => n.type === 'linkCard')!.attrs!;
    expect(card.href, 'the demo\u2019s house style page has a link card').to.match(/^https:/);
    await waitUntil(() => content(el).querySelector('[part~="link-card"]'), 'no link card');
    const a = content(el).querySelector<HTMLAnchorElement>('[part~="link-card"]')!;
    expect(a.localName).to.equal('a');
    expect([a.getAttribute('href'), a.target]).to.deep.equal([card.href, '_blank']);
    expect(a.relList.contains('noopener')).to.be.true;
    for (const text of [card.title, card.description, card.site]) expect(a.textContent).to.contain(text);
    // Its picture (on the linked site, usually): lazy, and fetched without telling that site which page showed it.
    const img = a.querySelector('img')!;
    expect([img.getAttribute('src'), img.loading, img.referrerPolicy]).to.deep.equal([card.image, 'lazy', 'no-referrer']);
    // Reached and followed with the keyboard: it takes focus, and Enter follows it (the new tab is held back here).
    a.focus();
    expect(el.shadowRoot!.activeElement).to.equal(a);
    const followed: string[] = [];
    a.addEventListener('click', (e) => (e.preventDefault(), followed.push(a.href)), {once: true});
    await sendKeys({press: 'Enter'});
    expect(followed).to.deep.equal([card.href]);
    await expect(el).to.be.accessible();
  });

  it('shifts headings with heading-offset, hides the title with no-title', async () => {
    const el = mountPage('slug="about" heading-offset="1" no-title');
    await settled(el);
    expect(part(el, 'title')).to.equal(null);
    expect(content(el).querySelector('h1')).to.equal(null);
    expect(content(el).querySelector('h2')).to.exist;
  });

  it('reads the slug from the page URL, by slug-param, and follows history navigation', async () => {
    const before = location.href;
    history.replaceState(null, '', `?p=history`);
    try {
      const el = mountPage('slug-param="p"');
      await settled(el);
      expect(part(el, 'title')!.textContent).to.equal(title(await page('history')));
      history.pushState(null, '', `?p=team`);
      dispatchEvent(new PopStateEvent('popstate'));
      await waitUntil(async () => part(el, 'title')?.textContent === title(await page('team')), 'did not follow the URL');
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('shows not-found for an unknown slug, and for no slug at all with one warning', async () => {
    const errors = captureConsole('error');
    const warnings = captureConsole('warn');
    try {
      const el = mountPage('slug="no-such-page"');
      await settled(el);
      expect(part(el, 'not-found')).to.exist;
      const none = mountPage('slug-param="nothing-here"');
      await none.updateComplete;
      await waitUntil(() => part(none, 'not-found'), 'no not-found state');
      // The warning's words load on demand (diagnose.ts): it comes once they are in.
      await waitUntil(() => warnings.messages.some((m) => m.includes('has no slug')), 'no warning named the missing slug');
      expect(warnings.messages.filter((m) => m.includes('has no slug'))).to.have.length(1);
      await expect(el).to.be.accessible();
    } finally {
      errors.restore();
      warnings.restore();
    }
  });

  it('shows the second locale\u2019s title and content tree', async () => {
    const el = mountPage('slug="about"', 'demo', 'locale="de"');
    await settled(el);
    const data = await page('about');
    const de = data.localizedContent.find((l: {locale: string}) => l.locale === 'de');
    expect(part(el, 'title')!.textContent).to.equal(de.title);
    const firstText = JSON.stringify(de.contentJSON).match(/"text":"([^"]+)"/)![1];
    expect(content(el).textContent).to.contain(firstText);
  });

  it('renders the hostile site\u2019s pages with no script run and no unsafe URL, tree and HTML alike', async () => {
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const pages = (await (await fetch('/api/v2/hostile/public/pages', {headers: {Authorization: `Bearer ${TOKEN}`}})).json()).records;
    for (const {slug} of pages) {
      const el = mountPage(`slug="${slug}"`, 'hostile');
      await settled(el);
      const root = el.shadowRoot!;
      expect(root.querySelector('script, iframe, object, embed, svg, math, form, base, meta, style:not([data-lit]), link'), slug).to.equal(null);
      expectSafeAttributes(root, ['href'], slug);
      el.closest('div')!.remove();
    }
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
  });

  it('falls back to the content string, sanitized, when a page has no tree (HTML passes through Markdown)', async () => {
    // The demo's pages have trees: strip it with a client that edits the answer.
    const el = await editedPage((body) => {
      for (const l of body.localizedContent ?? []) {
        delete l.contentJSON;
        l.content = '<h2>From HTML</h2><p>Plain <strong>HTML</strong> <a href="javascript:__xss(1)">bad</a> <a href="https://example.org/">good</a></p><script>__xss(2)</script>';
      }
    }, '');
    await waitUntil(() => content(el).querySelector('h2'), 'no HTML content');
    const c = content(el);
    expect(c.querySelector('strong')!.textContent).to.equal('HTML');
    const links = [...c.querySelectorAll('a')];
    expect(links[0].hasAttribute('href')).to.be.false;
    expect(links[1].getAttribute('rel')).to.equal('noopener noreferrer');
    expect(c.querySelector('script')).to.equal(null);
  });

  /** A <site-page> (with `attrs`) served by a client that edits the demo's answer for `about`. */
  async function editedPage(edit: (body: Record<string, any>) => void, attrs = 'heading-offset="1"'): Promise<SitePage> {
    const wrapper = mount(`<div></div>`);
    const client = demoClient(unique('demo'), {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const res = await fetch(input, init);
        const body = await res.json();
        edit(body);
        return new Response(JSON.stringify(body), {status: res.status});
      }) as typeof fetch,
    });
    const provider = document.createElement('site-content-provider');
    (provider as unknown as {client: unknown}).client = client;
    provider.innerHTML = `<site-page slug="about" ${attrs}></site-page>`;
    wrapper.append(provider);
    const el = provider.querySelector('site-page')!;
    await settled(el);
    return el;
  }

  it('renders a Markdown content string (the real service\u2019s form) as formatted text, sanitized', async () => {
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const markdown = [
      '## Our *story*',
      'Founded in **2009**, see [our artists](/artists) and <mark>inline HTML</mark>.',
      '- booking\n- touring',
      "[bad](javascript:__xss('page-md-link')) <img src=x onerror=\"__xss('page-md-img')\">",
    ].join('\n\n');
    const el = await editedPage((body) => {
      for (const l of body.localizedContent ?? []) {
        delete l.contentJSON;
        l.content = markdown;
      }
    });
    await waitUntil(() => content(el).querySelector('h3'), 'no Markdown content');
    const c = content(el);
    // heading-offset="1" shifts the Markdown's h2 to h3.
    expect(c.querySelector('h3')!.innerHTML).to.equal('Our <em>story</em>');
    expect(c.querySelector('p strong')!.textContent).to.equal('2009');
    expect(c.querySelector('a[href="/artists"]')!.textContent).to.equal('our artists');
    expect(c.querySelector('mark')!.textContent).to.equal('inline HTML');
    expect([...c.querySelectorAll('ul li')].map((li) => li.textContent)).to.deep.equal(['booking', 'touring']);
    expect(c.textContent).not.to.match(/\*\*|##|\]\(/);
    const bad = [...c.querySelectorAll('a')].find((a) => a.textContent === 'bad')!;
    expect(bad.hasAttribute('href')).to.be.false;
    expect(c.querySelector('img')!.hasAttribute('onerror')).to.be.false;
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('shows the content tree, not the Markdown, when a page has both', async () => {
    const el = await editedPage((body) => {
      for (const l of body.localizedContent ?? []) l.content = '# Markdown that must not show';
    });
    const c = content(el);
    expect(c.querySelector('p strong')).to.exist;
    expect(c.textContent).not.to.contain('Markdown that must not show');
  });
});
