import {expect, waitUntil} from '@open-wc/testing';
import '../../src/index.js';
import type {SitePages} from '../../src/elements/site-pages/site-pages.js';
import type {Page} from '../../src/api/client.js';
import {TOKEN, unique} from '../helpers/api.js';
import {captureConsole, mount, part, parts, settled} from '../helpers/dom.js';
import {brokenImageHandlerRan} from '../helpers/signals.js';

async function pages(siteKey = 'demo'): Promise<Page[]> {
  return (await (await fetch(`/api/v2/${siteKey}/public/pages?limit=100`, {headers: {Authorization: `Bearer ${TOKEN}`}})).json()).records;
}

function mountPages(attrs: string, siteKey = 'demo', providerAttrs = ''): SitePages {
  return mount(`<div><site-content-provider site-key="${siteKey}" token="${TOKEN}" ${providerAttrs}><site-pages ${attrs}></site-pages></site-content-provider></div>`).querySelector(
    'site-pages',
  )!;
}

/** The rendered tree as [slug, children] pairs, from the links' hrefs. */
type Node = [string, Node[]];
function tree(ul: Element): Node[] {
  return [...ul.children].map((li) => {
    const a = li.querySelector(':scope > a')!;
    const sub = li.querySelector(':scope > ul');
    return [new URL(a.getAttribute('href')!, location.href).searchParams.get('slug')!, sub ? tree(sub) : []];
  });
}

/** The tree the API describes: roots without a parent, children by parent, each level in `order`. */
function expectedTree(all: Page[], parent: string | null = null): Node[] {
  return all
    .filter((p) => (p.parent?.slug ?? null) === parent)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((p) => [p.slug, expectedTree(all, p.slug)]);
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
    expect(rendered.find(([slug]) => slug === 'about')![1].map(([s]) => s)).to.deep.equal(['history', 'team']);
    expect(parts(el, 'sublist').length).to.be.greaterThan(1);
    expect(parts(el, 'link').map((a) => a.textContent)).to.have.members(all.map((p) => p.title));
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
    expect((parts(plain, 'link') as HTMLAnchorElement[]).every((a) => /^\?slug=[\w-]+$/.test(a.getAttribute('href')!))).to.be.true;
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
    const german = all.map((p) => p.localizedContent?.find((l) => l.locale === 'de')?.title ?? p.title);
    expect(german).to.include('Über uns');
    expect(parts(el, 'link').map((a) => a.textContent)).to.have.members(german);
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
            records: [
              {slug: 'a', title: 'A', order: 2, parent: null},
              {slug: 'b', title: 'B', order: 1, parent: {slug: 'unpublished', title: 'Hidden'}},
              {slug: 'c', title: 'C', parent: {slug: 'd', title: 'D'}},
              {slug: 'd', title: 'D', parent: {slug: 'c', title: 'C'}},
              {slug: 'e', title: 'E', order: 1, children: [{slug: 'f', title: 'F'}]},
              {slug: 'f', title: 'F'},
            ],
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
    expect(top.map(([s]) => s)).to.deep.equal(['b', 'e', 'a']);
    expect(top.find(([s]) => s === 'e')![1]).to.deep.equal([['f', []]]);
  });

  it('renders hostile titles as text, with no script run and no unsafe URL', async () => {
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const a = mountPages('', 'hostile');
    const b = mountPages('href="{slug}"', 'hostile', 'locale="de"');
    await settled(a);
    await settled(b);
    const all = await pages('hostile');
    expect(parts(a, 'link').map((l) => l.textContent)).to.have.members(all.map((p) => p.title));
    for (const el of [a, b]) {
      expect(el.shadowRoot!.querySelector('script, img, iframe, svg')).to.equal(null);
      for (const node of el.shadowRoot!.querySelectorAll('*')) {
        for (const attr of node.attributes) {
          expect(attr.name.startsWith('on'), attr.name).to.be.false;
          if (attr.name === 'href') expect(attr.value.trim().toLowerCase()).not.to.match(/^(javascript|vbscript|data):/);
        }
      }
    }
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
  });
});
