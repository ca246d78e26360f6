import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import '../../src/index.js';
import type {SitePages} from '../../src/elements/site-pages/site-pages.js';
import {localized, type Page} from '../../src/api/client.js';
import {DEMO_FACTS} from '../../demo/api/data.js';

const title = (r: object, locale = 'en') => localized(r, 'title', locale, 'en')!;
/** A link's own text, without a hidden "opens in a new tab" note. */
const linkText = (a: Element) => [...a.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim();
import {TOKEN, unique} from '../helpers/api.js';
import {captureConsole, mount, part, parts, settled, mountInProvider} from '../helpers/dom.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan} from '../helpers/signals.js';

async function pages(siteKey = 'demo'): Promise<Page[]> {
  return (await (await fetch(`/api/v2/${siteKey}/public/pages?limit=100`, {headers: {Authorization: `Bearer ${TOKEN}`}})).json()).records;
}

function mountPages(attrs: string, siteKey = 'demo', providerAttrs = ''): SitePages {
  return mountInProvider<SitePages>(`<site-pages ${attrs}></site-pages>`, {siteKey, attrs: providerAttrs});
}

/** The rendered tree as [title, children] pairs, from the links' texts (a LINK page's hidden "new tab" note left out). */
type TreeNode = [string, TreeNode[]];
function tree(ul: Element): TreeNode[] {
  return [...ul.children].map((li) => {
    const a = li.querySelector(':scope > a, :scope > span')!;
    const sub = li.querySelector(':scope > ul');
    return [linkText(a), sub ? tree(sub) : []];
  });
}

/** The tree the API describes: roots without a parentId, children by parentId, each level in `order`. */
function expectedTree(all: Page[], parent: string | null = null): TreeNode[] {
  return all
    .filter((p) => (p.parentId ?? null) === parent)
    .sort((a, b) => a.order - b.order)
    .map((p) => [title(p), expectedTree(all, p.id)]);
}

describe('<site-pages>', () => {
  it('shows the pages as a nested navigation, following parents, in order', async () => {
    const el = mountPages('');
    await settled(el);
    const all = await pages();
    const nav = part(el, 'nav')!;
    expect(nav.localName).to.equal('nav');
    expect(nav.getAttribute('aria-label')).to.equal('Pages');
    const rendered = tree(nav.querySelector(':scope > ul')!);
    expect(rendered).to.deep.equal(expectedTree(all));
    // The demo nests: about > history, team; booking > technical-riders; press > house-style.
    expect(rendered.find(([t]) => t === 'About us')![1].map(([t]) => t)).to.deep.equal(['Our history', 'Team']);
    expect(parts(el, 'sublist').length).to.be.greaterThan(1);
    expect(parts(el, 'link').map(linkText)).to.have.members(all.map((p) => title(p)));
    expect(el.shadowRoot!.querySelector('[aria-current]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('links each page through href (default ?slug={slug})', async () => {
    const el = mountPages('href="/p/{slug}.html"');
    await settled(el);
    const links = parts(el, 'link') as HTMLAnchorElement[];
    expect(links[0].getAttribute('href')).to.match(/^\/p\/[\w-]+\.html$/);
    const plain = mountPages('');
    await settled(plain);
    const inside = (parts(plain, 'link') as HTMLAnchorElement[]).filter((a) => !a.part.contains('external'));
    expect(inside.every((a) => /^\?slug=[\w-]+$/.test(a.getAttribute('href')!))).to.be.true;
  });

  it('links LINK pages to their linkUrl, in a new tab (said to screen readers) when openInNewTab', async () => {
    const el = mountPages('');
    await settled(el);
    const all = await pages();
    const external = parts(el, 'external') as HTMLAnchorElement[];
    expect(external).to.have.length(all.filter((p) => p.type === 'LINK').length);
    const tickets = all.find((p) => p.slug === DEMO_FACTS.linkPage)!;
    const a = external.find((x) => x.getAttribute('href') === tickets.linkUrl)!;
    expect([a.target, a.rel]).to.deep.equal(['_blank', 'noopener noreferrer']);
    expect(a.querySelector('.visually-hidden')!.textContent).to.contain('opens in a new tab');
    const kit = all.find((p) => p.type === 'LINK' && !p.openInNewTab)!;
    const same = external.find((x) => x.getAttribute('href') === kit.linkUrl)!;
    expect(same.target).to.equal('');
    expect(same.querySelector('.visually-hidden')).to.equal(null);
    // A NEWSLIST page is a page like any other.
    expect(parts(el, 'link').some((x) => x.getAttribute('href') === `?slug=${DEMO_FACTS.newsListPage}`)).to.be.true;
    await expect(el).to.be.accessible();
  });

  it('marks the current page from the URL, by slug-param, and follows history navigation', async () => {
    const before = location.href;
    history.replaceState(null, '', '?page=team');
    try {
      const el = mountPages('slug-param="page"');
      await settled(el);
      const current = () => [...el.shadowRoot!.querySelectorAll('[aria-current="page"]')];
      expect(current()).to.have.length(1);
      expect(current()[0].getAttribute('href')).to.equal('?page=team');
      expect(current()[0].getAttribute('part')).to.equal('link current');
      // The current page sits in its parent's sub-list.
      expect(current()[0].closest('ul')!.getAttribute('part')).to.contain('sublist');
      history.pushState(null, '', '?page=contact');
      dispatchEvent(new PopStateEvent('popstate'));
      await waitUntil(() => current()[0]?.getAttribute('href') === '?page=contact', 'did not follow the URL');
      expect(current()).to.have.length(1);
      await expect(el).to.be.accessible();
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('marks the page named by current=, over the URL', async () => {
    const before = location.href;
    history.replaceState(null, '', '?slug=team');
    try {
      const el = mountPages('current="booking" label="Site map"');
      await settled(el);
      const current = el.shadowRoot!.querySelectorAll('[aria-current="page"]');
      expect(current).to.have.length(1);
      expect(current[0].getAttribute('href')).to.equal('?slug=booking');
      expect(part(el, 'nav')!.getAttribute('aria-label')).to.equal('Site map');
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('shows the German titles with locale="de"', async () => {
    const el = mountPages('', 'demo', 'locale="de"');
    await settled(el);
    const all = await pages();
    const german = all.map((p) => title(p, 'de'));
    expect(german).to.include('Über uns');
    expect(parts(el, 'link').map(linkText)).to.have.members(german);
    expect(part(el, 'nav')!.getAttribute('aria-label')).to.equal('Seiten');
  });

  it('shows "No pages" for an empty site, a skeleton while loading and an error on a 500', async () => {
    const errors = captureConsole('error');
    try {
      const slow = mountPages('', unique('slow'));
      await slow.updateComplete;
      expect(slow.getAttribute('aria-busy')).to.equal('');
      expect(part(slow, 'skeleton')).to.exist;
      const empty = mountPages('', unique('empty'));
      await settled(empty);
      expect(part(empty, 'empty')!.textContent).to.equal('No pages');
      await expect(empty).to.be.accessible();
      const down = mountPages('', unique('down'));
      await settled(down);
      expect(part(down, 'error')!.textContent).to.contain('could not be loaded');
      await settled(slow);
      expect(parts(slow, 'item')).to.have.length((await pages()).length);
    } finally {
      errors.restore();
    }
  });

  it('keeps pages whose parent is not published, and survives a parent cycle', async () => {
    const {demoClient} = await import('../helpers/api.js');
    const client = demoClient(unique('demo'), {
      fetch: (async () =>
        new Response(
          JSON.stringify({
            // Real shapes: a root has no parentId (or null); c and d name each other; type missing on f.
            records: [
              {id: 'pa', slug: 'a', order: 2, type: 'CONTENT', parentId: null, localizedContent: [{locale: 'en', title: 'A'}]},
              {id: 'pb', slug: 'b', order: 1, type: 'CONTENT', parentId: 'unpublished', localizedContent: [{locale: 'en', title: 'B'}]},
              {id: 'pc', slug: 'c', order: 5, type: 'CONTENT', parentId: 'pd', localizedContent: [{locale: 'en', title: 'C'}]},
              {id: 'pd', slug: 'd', order: 6, type: 'CONTENT', parentId: 'pc', localizedContent: [{locale: 'en', title: 'D'}]},
              {id: 'pe', slug: 'e', order: 1, type: 'WHATEVER', localizedContent: [{locale: 'en', title: 'E'}]},
              {id: 'pf', slug: 'f', order: 1, parentId: 'pe', localizedContent: []},
            ],
            count: 6,
          }),
          {status: 200, headers: {'Content-Type': 'application/json'}},
        )) as typeof fetch,
    });
    const provider = document.createElement('site-content-provider');
    (provider as unknown as {client: unknown}).client = client;
    provider.innerHTML = '<site-pages></site-pages>';
    mount(provider);
    const el = provider.querySelector('site-pages')!;
    await settled(el);
    const top = tree(part(el, 'nav')!.querySelector(':scope > ul')!);
    // An unpublished parent: a root; a loop: both shown as roots; an unknown type: a page; no title: the slug.
    expect(top.map(([s]) => s)).to.deep.equal(['B', 'E', 'A', 'C', 'D']);
    expect(top.find(([s]) => s === 'E')![1]).to.deep.equal([['f', []]]);
  });

  it('renders hostile titles as text, with no script run and no unsafe URL', async () => {
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const a = mountPages('', 'hostile');
    const b = mountPages('href="{slug}"', 'hostile', 'locale="de"');
    await settled(a);
    await settled(b);
    const all = await pages('hostile');
    expect(parts(a, 'link').map(linkText)).to.have.members(all.map((p) => title(p)));
    for (const el of [a, b]) {
      expect(el.shadowRoot!.querySelector('script, img, iframe, svg')).to.equal(null);
      expectSafeAttributes(el.shadowRoot!, ['href']);
    }
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
  });
});
