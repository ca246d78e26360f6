/**
 * The provider's `session-cache` (issue 13): answers kept in sessionStorage,
 * so that the next page of the site in the same tab shows them at once.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import '../../src/elements/site-content-provider/site-content-provider.js';
import '../../src/elements/site-events/site-events.js';
import {MAX_CHARS, sessionStore} from '../../src/api/session-store.js';
import {recordPageFetches, TOKEN, unique} from '../helpers/api.js';
import {mount, parts, settled} from '../helpers/dom.js';

const ours = () => Object.keys(sessionStorage).filter((k) => k.startsWith('site-widgets:'));

afterEach(() => {
  for (const key of ours()) sessionStorage.removeItem(key);
});

/** A page of the site: a provider and a list, as a new page load would build them (a new client, an empty memory cache). */
async function page(siteKey: string, attrs = 'session-cache') {
  const wrapper = mount(`<div><site-content-provider site-key="${siteKey}" token="${TOKEN}" ${attrs}><site-events upcoming limit="3"></site-events></site-content-provider></div>`);
  const list = wrapper.querySelector('site-events')!;
  await settled(list);
  return {wrapper, list};
}

describe('session-cache', () => {
  it('shows the next page\u2019s answers from the tab\u2019s storage, with no request', async () => {
    const siteKey = unique('demo');
    const first = await page(siteKey);
    const titles = parts(first.list, 'title').map((t) => t.textContent);
    expect(titles).to.have.length(3);
    first.wrapper.remove();
    expect(ours().length, 'the answers kept: /site and the list').to.equal(2);
    // Kept by URL, never with the token.
    for (const key of ours()) {
      expect(key).to.contain(`/api/v2/${siteKey}/public/`);
      expect(key + sessionStorage.getItem(key)).not.to.contain(TOKEN);
    }
    const fetches = recordPageFetches();
    try {
      const second = await page(siteKey);
      expect(parts(second.list, 'title').map((t) => t.textContent)).to.deep.equal(titles);
      expect(fetches.calls.map((c) => c.url), 'nothing asked of the network').to.deep.equal([]);
    } finally {
      fetches.restore();
    }
  });

  it('keeps nothing without the attribute', async () => {
    await page(unique('demo'), '');
    expect(ours()).to.deep.equal([]);
  });

  it('shows a stale answer at once and refreshes it in the background', async () => {
    const siteKey = unique('demo');
    await page(siteKey);
    // An hour old: stale for any cache-ttl up to 3600 s.
    for (const key of ours()) {
      const value = sessionStorage.getItem(key)!;
      sessionStorage.setItem(key, `${Date.now() - 3_600_000}${value.slice(value.indexOf(' '))}`);
    }
    const fetches = recordPageFetches();
    try {
      const second = await page(siteKey);
      expect(parts(second.list, 'title')).to.have.length(3);
      await waitUntil(() => fetches.calls.some((c) => c.url.includes('/events?')), 'the stale list was not refreshed');
    } finally {
      fetches.restore();
    }
  });

  it('is versioned, sized and never in the way', () => {
    sessionStorage.setItem('site-widgets:0:/old', '1 {}');
    const store = sessionStore()!;
    expect(sessionStorage.getItem('site-widgets:0:/old'), 'another version\u2019s entries go').to.equal(null);
    store.set('/a', '{"a":1}', 1);
    expect(store.get('/a'), 'kept, and parsed when read').to.deep.equal({text: '{"a":1}', time: 1, value: {a: 1}});
    store.set('/broken', '{not json', 1);
    expect(store.get('/broken'), 'a kept answer that is not JSON is none').to.equal(undefined);
    // A huge answer is not kept; the oldest go when the total is over the size.
    // (Answers as JSON, as the request layer keeps them: a store reads back only what parses.)
    store.set('/huge', JSON.stringify('x'.repeat(MAX_CHARS)), 2);
    expect(store.get('/huge')).to.equal(undefined);
    const big = JSON.stringify('y'.repeat(MAX_CHARS / 5 - 2));
    for (let i = 0; i < 6; i++) store.set(`/big${i}`, big, 10 + i);
    expect(store.get('/a'), 'the oldest went').to.equal(undefined);
    expect(store.get('/big5')?.text).to.equal(big);
    expect(ours().reduce((n, k) => n + k.length + sessionStorage.getItem(k)!.length, 0)).to.be.at.most(MAX_CHARS);
    // Storage that throws is not used, and nothing escapes.
    const broken = {
      get length(): number {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(sessionStore(broken)).to.equal(undefined);
    const full = sessionStore({
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
      clear: () => {},
    } as Storage)!;
    expect(() => full.set('/x', '{}', 1)).not.to.throw();
  });

  it('asks the network again for a kept answer that is not JSON', async () => {
    const siteKey = unique('demo');
    const first = await page(siteKey);
    const titles = parts(first.list, 'title').map((t) => t.textContent);
    for (const key of ours()) sessionStorage.setItem(key, `${Date.now()} {not json`);
    const fetches = recordPageFetches();
    try {
      const second = await page(siteKey);
      expect(parts(second.list, 'title').map((t) => t.textContent)).to.deep.equal(titles);
      expect(fetches.calls.length, 'asked again').to.be.greaterThan(0);
    } finally {
      fetches.restore();
    }
  });
});
