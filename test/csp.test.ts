/**
 * Every element, from each script-tag build, on a page served with the
 * strict policy of scripts/csp.js (Trusted Types required): no violation is
 * reported, no hostile payload runs, and the content is really there. Run
 * four times: each build with the browser's Sanitizer API and without it
 * (DOMPurify).
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from './helpers/wait.js';
import {loadFrame} from './helpers/dom.js';
import {DATA_ELEMENTS} from './helpers/api.js';
import {CSP_RUNS, cspFrame} from './helpers/csp.js';

type Watched = Window & {__violations: unknown[]; __ran: string[]};

/** Every <img> of a document, inside shadow roots too. */
function deepImages(root: Document | ShadowRoot): HTMLImageElement[] {
  const out = [...root.querySelectorAll('img')];
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) out.push(...deepImages(el.shadowRoot));
  return out;
}

for (const [mode, bundle] of CSP_RUNS) {
  describe(`strict CSP and Trusted Types (dist/${bundle}, ${mode} sanitizer)`, () => {
    it('renders every element with no violation and no script run', async () => {
      const f = await cspFrame('page.html', mode, bundle);
      try {
        const win = f.contentWindow as Watched;
        const doc = f.contentDocument!;
        expect(doc.querySelector('meta[http-equiv]'), 'the policy comes from the HTTP header').to.equal(null);
        const items = (el: Element | null) => el?.shadowRoot?.querySelectorAll('[part~="item"]').length ?? 0;
        const content = (el: Element | null) => el?.shadowRoot?.querySelector('[part~="content"]');
        const [demoEvents, hostileEvents] = doc.querySelectorAll('site-events');
        const [riders, about, contact] = doc.querySelectorAll('site-page');
        const [demoPost, hostilePost] = doc.querySelectorAll('site-news-post');
        await waitUntil(() => items(demoEvents) === 3 && items(hostileEvents) > 0, 'events not rendered', {timeout: 10000});
        await waitUntil(
          () =>
            content(riders)?.querySelector('table') &&
            content(about)?.querySelector('p') &&
            content(contact)?.querySelector('p') &&
            content(demoPost)?.querySelector('p') &&
            content(hostilePost)?.querySelector('p strong'),
          'pages and posts not rendered',
          {timeout: 10000},
        );
        // The hostile site's shop and roster: cards, a product and a profile with its lists inside.
        const [products, profiles] = [doc.querySelector('site-products'), doc.querySelector('site-profiles')];
        const [product, profile] = [doc.querySelector('site-product'), doc.querySelector('site-profile')];
        await waitUntil(
          () =>
            items(products) > 0 &&
            items(profiles) > 0 &&
            content(product)?.querySelector('p') &&
            content(profile)?.querySelector('p') &&
            items(profile?.shadowRoot?.querySelector('site-events') ?? null) > 0 &&
            items(profile?.shadowRoot?.querySelector('site-products') ?? null) > 0,
          'products and profiles not rendered',
          {timeout: 10000},
        );
        // And every element of the catalogue (the folders of src/elements/), each past its loading state.
        const catalogue = DATA_ELEMENTS;
        const ready = (tag: string) => {
          const el = doc.querySelector(tag);
          return !!el?.shadowRoot?.firstElementChild && !el.shadowRoot.querySelector('[part~="loading"], [part~="error"]');
        };
        await waitUntil(() => catalogue.every(ready), 'the catalogue not rendered', {timeout: 10000}).catch(() => undefined);
        expect(catalogue.filter((tag) => !ready(tag)), 'elements not rendered').to.deep.equal([]);
        expect(items(doc.querySelector('site-news')), 'hostile news').to.be.greaterThan(0);
        expect(win.customElements.get('site-page')).to.exist;
        const scripts = win.performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname);
        expect(scripts, 'the script-tag build under test').to.include(`/dist/${bundle}`);
        expect((win.Element.prototype as {setHTML?: unknown}).setHTML === undefined).to.equal(mode === 'dompurify');
        // DOMPurify is downloaded only where the browser lacks the Sanitizer API.
        const loaded = win.performance.getEntriesByType('resource').map((r) => r.name);
        expect(loaded.some((n) => n.includes('sanitize-dompurify')), 'DOMPurify chunk loaded').to.equal(mode === 'dompurify');
        // Every content string is Markdown: the Markdown chunk (marked), from beside the build under test.
        const markdownChunk = bundle === 'site-widgets.js' ? '/dist/elements/markdown.js' : '/dist/all/markdown.js';
        expect(scripts, 'the Markdown chunk loaded').to.include(markdownChunk);
        // The events' JSON-LD is written through the kit's own Trusted Types policy.
        await waitUntil(() => doc.head.querySelectorAll('script[type="application/ld+json"]').length >= 3, 'no JSON-LD');
        // Every image loads now, lazy ones too, and has loaded or failed (its
        // load or error event, and any handler that survived, has fired by
        // the time complete is seen from a later task).
        const images = deepImages(doc);
        expect(images.length, 'the catalogue shows images').to.be.greaterThan(0);
        for (const img of images) img.loading = 'eager';
        await waitUntil(() => deepImages(doc).every((img) => img.complete), 'images still loading', {timeout: 10000});
        expect(win.__ran, 'hostile payloads that ran').to.deep.equal([]);
        expect(win.__violations, 'CSP violations').to.deep.equal([]);
      } finally {
        f.remove();
      }
    });
  });
}

describe('the strict CSP test is able to fail', () => {
  it('reports a violation when a page breaks the policy', async () => {
    const f = await loadFrame('/test/fixtures/csp/page.html');
    try {
      const win = f.contentWindow as Watched;
      const doc = f.contentDocument!;
      const div = doc.createElement('div');
      doc.body.append(div);
      expect(() => {
        div.innerHTML = '<b>plain string into a script sink</b>';
      }).to.throw();
      await waitUntil(() => win.__violations.length > 0, 'no violation recorded');
    } finally {
      f.remove();
    }
  });
});

describe('embeds under the strict CSP (dist/site-widgets.js)', () => {
  it('loads nothing from a player until asked, then a sandboxed frame the policy allows', async () => {
    const f = await loadFrame('/test/fixtures/csp/embed.html');
    try {
      const win = f.contentWindow as Watched;
      const doc = f.contentDocument!;
      const page = doc.querySelector('site-page')!;
      const root = () => page.shadowRoot?.querySelector('[part~="content"]');
      await waitUntil(() => (root()?.querySelectorAll('[part~="embed-load"]').length ?? 0) >= 4, 'the embeds were not rendered', {timeout: 10000});
      const buttons = [...root()!.querySelectorAll<HTMLButtonElement>('[part~="embed-load"]')];
      // YouTube (as its no-cookie player), Vimeo, Bandcamp and the host the provider allows: each a button, no frame yet.
      expect(buttons.map((b) => b.textContent)).to.deep.equal([
        'Load content from www.youtube-nocookie.com',
        'Load content from player.vimeo.com',
        'Load content from bandcamp.com',
        'Load content from media.example.org',
      ]);
      expect(root()!.querySelector('iframe')).to.equal(null);
      const players = () => win.performance.getEntriesByType('resource').filter((r) => !new URL(r.name).hostname.match(/^(localhost|127\.0\.0\.1)$/));
      expect(players().map((r) => r.name), 'nothing fetched from a third party before a click').to.deep.equal([]);
      expect(win.__violations, 'no violation while rendering').to.deep.equal([]);

      // A click on the YouTube one: a sandboxed no-cookie frame, which frame-src allows.
      buttons[0].click();
      const frame = root()!.querySelector('iframe')!;
      expect(frame.src).to.equal('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42');
      expect(frame.getAttribute('sandbox')).to.equal('allow-scripts allow-same-origin allow-presentation allow-popups');
      expect(frame.title).to.equal('Embedded content from www.youtube-nocookie.com');
      // The box kept its aspect ratio, set through the CSSOM (no inline style attribute for the policy to refuse).
      expect(parseFloat(getComputedStyle(frame.parentElement!).aspectRatio)).to.be.closeTo(16 / 9, 0.001);

      // A host the provider allows but the page's policy does not: the browser refuses the frame, as the README says it will.
      // Its refusal is reported after any of the YouTube frame, checked first: that one, the allowed host, is not refused.
      buttons[3].click();
      await waitUntil(() => win.__violations.length > 0, 'the policy did not refuse media.example.org');
      const refused = win.__violations as {directive: string; blocked: string}[];
      expect(refused.map((v) => [v.directive, new URL(v.blocked).hostname]), 'only media.example.org refused').to.deep.equal([['frame-src', 'media.example.org']]);
      expect(win.__ran).to.deep.equal([]);
    } finally {
      f.remove();
    }
  });
});
