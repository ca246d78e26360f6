/**
 * Broken answers and bad configuration, as an independent probe found them
 * (issue 12): each ends in a visible state, nothing is thrown into the page,
 * the console says once what was wrong, and no secret is printed.
 *
 * Broken answers are served by a client whose fetch answers chosen paths
 * with chosen JSON (everything else from the demo API), injected into the
 * provider; bad configuration is written as attributes, as a designer would.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import '../../src/index.js';
import type {SiteClient} from '../../src/api/client.js';
import type {SiteErrorEvent} from '../../src/events/site-events.js';
import {TOKEN, apiGet, demoClient, recordPageFetches} from '../helpers/api.js';
import {captureConsole, mount, mountInProvider, part, parts, settled} from '../helpers/dom.js';
import {DEMO_FACTS} from '../../demo/api/data.js';
import {lateWorkDone, watchEscapes} from '../helpers/signals.js';
import {expectNoSlowerThanAtCap} from '../helpers/work.js';
import {MAX_CONTENT, MAX_LINES} from '../../src/render/rich.js';
import {MAX_ELEMENTS} from '../../src/render/markdown.js';
import {MAX_ITEMS} from '../../src/internal/all-pages.js';

type Answer = unknown | ((real: () => Promise<unknown>) => unknown | Promise<unknown>);

/**
 * A client whose answers to the paths in `answers` (after /public, query
 * left out) are the given JSON, or a function of the real answer; other
 * paths go to the demo API.
 */
function clientAnswering(answers: Record<string, Answer>) {
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^.*\/public/, '');
    if (!(path in answers)) return fetch(input, init);
    const answer = answers[path];
    const value = typeof answer === 'function' ? await (answer as (real: () => Promise<unknown>) => unknown)(async () => (await fetch(input, init)).json()) : answer;
    return new Response(typeof value === 'string' && value.startsWith('RAW:') ? value.slice(4) : JSON.stringify(value), {headers: {'Content-Type': 'application/json'}});
  }) as typeof fetch;
  return demoClient('demo', {fetch: fetchFn, attempts: 1});
}

/** Runs `run`; fails on what escapes into the page meanwhile or late: uncaught errors and unhandled rejections. */
async function nothingEscapes(run: () => Promise<void>): Promise<void> {
  const watch = watchEscapes();
  try {
    await run();
    // The late work (JSON-LD, warnings) has run, and what it threw has been reported.
    await lateWorkDone();
  } finally {
    watch.stop();
  }
  expect(watch.escaped, 'thrown into the page').to.deep.equal([]);
}

/** Mounts `markup` inside a provider with the given client; returns its `tag`. */
const mountWith = <T extends Element>(client: SiteClient, markup: string, tag: string): T => mountInProvider(markup, {client}).parentElement!.querySelector(tag) as unknown as T;

/** The demo API's first three events. */
const events = () => apiGet<{records: Record<string, unknown>[]}>('/events?limit=3');

describe('broken answers', () => {
  it('1. a single record answered with null: the error state, not endless loading', async () => {
    const errors = captureConsole('error');
    try {
      await nothingEscapes(async () => {
        const el = mountWith(clientAnswering({'/events/x': null}), '<site-event slug="x"></site-event>', 'site-event');
        await settled(el);
        expect(part(el, 'error'), 'error state').to.exist;
        expect(part(el, 'loading')).to.equal(null);
      });
      expect(errors.messages.filter((m) => m.includes('<site-event>') && m.includes('not a record'))).to.have.length(1);
    } finally {
      errors.restore();
    }
  });

  it('2. a null entry among the records: the others are shown, and one console line says what was left out and where', async () => {
    const warnings = captureConsole('warn');
    try {
      await nothingEscapes(async () => {
        const real = await events();
        const el = mountWith(clientAnswering({'/events': {records: [null, ...real.records.slice(0, 2), 7], count: 4}}), '<site-events limit="5"></site-events>', 'site-events');
        await settled(el);
        expect(parts(el, 'item')).to.have.length(2);
      });
      await waitUntil(() => warnings.messages.some((m) => m.includes('not a record')), 'nothing said of the entries left out');
      // Where: the element that read the answer; once (not again from the paging check of the same answer).
      expect(warnings.messages.filter((m) => m.includes('not a record'))).to.deep.equal(['[site-widgets] <site-events>: 2 entries of a list answer are not a record (null, a number, …): left out.']);
    } finally {
      warnings.restore();
    }
  });

  it('3. a null entry in localizedContent: titles still shown', async () => {
    await nothingEscapes(async () => {
      const real = await events();
      const records = real.records.map((r) => ({...r, localizedContent: [null, ...(r.localizedContent as unknown[])]}));
      const el = mountWith(clientAnswering({'/events': {records}}), '<site-events limit="3"></site-events>', 'site-events');
      await settled(el);
      expect(parts(el, 'title').map((t) => t.textContent!.trim()).every(Boolean)).to.be.true;
    });
  });

  it('4. dates that are not strings: the calendar shows its month and marks the real days', async () => {
    await nothingEscapes(async () => {
      const el = mountWith(
        clientAnswering({'/events/dates': async (real: () => Promise<unknown>) => {
          const answer = (await real()) as {dates: unknown[]};
          return {...answer, dates: [5, null, {}, ...answer.dates]};
        }}),
        '<site-event-calendar></site-event-calendar>',
        'site-event-calendar',
      );
      await settled(el);
      expect(el.shadowRoot!.querySelector('[role="grid"] [data-date]')).to.exist;
      expect(part(el, 'error')).to.equal(null);
    });
  });

  it('5. a 20 000-deep object in the service\u2019s jsonLd: the event is shown, nothing overflows into the page', async () => {
    const errors = captureConsole('error');
    const warnings = captureConsole('warn');
    try {
      await nothingEscapes(async () => {
        let deep: Record<string, unknown> = {};
        const root = deep;
        for (let i = 0; i < 20_000; i++) deep = deep.next = {} as Record<string, unknown>;
        const slug = DEMO_FACTS.jsonLdEvent;
        const el = mountWith(
          clientAnswering({[`/events/${slug}`]: async (real: () => Promise<unknown>) => ({...((await real()) as object), jsonLd: {'@type': 'Event', name: 'deep', nested: root}})}),
          `<site-event slug="${slug}"></site-event>`,
          'site-event',
        );
        await settled(el);
        expect(part(el, 'title'), 'the event is shown').to.exist;
        expect(part(el, 'error')).to.equal(null);
        // The JSON-LD writer met the deep item (nothingEscapes() then waits for anything it threw).
        await waitUntil(() => warnings.messages.some((m) => m.includes('no JSON-LD for this content')), 'the deep jsonLd was not left out');
      });
    } finally {
      errors.restore();
      warnings.restore();
    }
  });

  it('6. 10 000 records for limit="5": five are rendered', async () => {
    await nothingEscapes(async () => {
      const one = (await events()).records[0];
      const records = Array.from({length: 10_000}, (_, i) => ({...one, slug: `e-${i}`}));
      const el = mountWith(clientAnswering({'/events': {records, count: 10_000}}), '<site-events limit="5"></site-events>', 'site-events');
      await settled(el);
      expect(parts(el, 'item')).to.have.length(5);
      expect(part(el, 'more'), 'more pages to come').to.exist;
    });
  });

  it('6b. lists inside a record are cut: 10 000 artists, tags, ticket tiers or variants, 6 000 archive years', async () => {
    await nothingEscapes(async () => {
      const many = <T>(n: number, make: (i: number) => T) => Array.from({length: n}, (_, i) => make(i));
      const event = await apiGet<Record<string, any>>(`/events/${DEMO_FACTS.jsonLdEvent}`);
      const artist = (i: number) => ({profile: {...event.artists[0].profile, slug: `artist-${i}`}});
      const tag = (i: number) => ({...event.tags[0], id: `tag-${i}`});
      const big = {...event, artists: many(10_000, artist), tags: many(10_000, tag), tickets: many(10_000, () => event.tickets[0])};
      const detail = mountWith(clientAnswering({'/events/x': big}), '<site-event slug="x" profile-href="/a/{slug}"></site-event>', 'site-event');
      await settled(detail);
      expect(part(detail, 'performers')!.querySelectorAll('[part~="profile-link"]')).to.have.length(100);
      expect(parts(detail, 'tag')).to.have.length(100);
      expect(parts(detail, 'ticket')).to.have.length(50);

      const product = await apiGet<Record<string, any>>(`/products/${DEMO_FACTS.usdProduct}`);
      const records = {...product, artists: many(10_000, artist), variants: many(10_000, () => product.variants[0])};
      const shop = mountWith(clientAnswering({'/products/x': records}), '<site-product slug="x"></site-product>', 'site-product');
      await settled(shop);
      expect(parts(shop, 'artist')).to.have.length(100);
      expect(parts(shop, 'variant')).to.have.length(100);

      const years = many(6_000, (i) => 2026 - i);
      const archive = mountWith(clientAnswering({'/news/dates': {years, dates: ['2026-03', '1999-01']}}), '<site-news-archive></site-news-archive>', 'site-news-archive');
      await settled(archive);
      expect(parts(archive, 'year-label').map((y) => y.textContent)).to.deep.equal(years.slice(0, 100).map(String));
    });
  });

  /**
   * Runs `run` as nothingEscapes() does, and fails when it takes more than a
   * few times as long as `atCap`, the same kind of answer at the kit's caps,
   * run on this page after it (expectNoSlowerThanAtCap()): "the tab keeps
   * answering", on a busy machine too. What the hostile answer may render
   * is counted by each test itself.
   */
  async function answering(run: () => Promise<void>, atCap: () => Promise<void>): Promise<void> {
    await expectNoSlowerThanAtCap(
      () => nothingEscapes(run),
      () => nothingEscapes(atCap),
    );
  }

  /** The answer as its JSON text, made before the clock starts: the test's own stringify is no task of the kit's. */
  const raw = (value: unknown) => `RAW:${JSON.stringify(value)}`;

  /** A page record (slug `slug`) with `entry` as its one localized entry, as answer text (see raw()). */
  const bigRecord = (entry: Record<string, unknown>, slug = 'big') => raw({slug, type: 'CONTENT', localizedContent: [{locale: 'en', title: 'Big', ...entry}]});

  /** Mounts a <site-page> answered `answer` (see bigRecord(), the same `slug`); resolves with its body once that ends with "…". */
  async function bigPage(answer: string, slug = 'big'): Promise<HTMLElement> {
    const el = mountWith(clientAnswering({[`/pages/${slug}`]: answer}), `<site-page slug="${slug}"></site-page>`, 'site-page');
    await settled(el, 15000);
    const body = () => part(el, 'content');
    await waitUntil(() => body()?.textContent?.trim().endsWith('…'), 'the content was not cut with "…"', {timeout: 15000});
    return body()!;
  }

  /** 5 001 lines of the densest Markdown (a list item, a link and its text for every 12 characters): the lines and elements the kit renders at most, then "…". */
  const denseAtCap = () => bigPage(bigRecord({content: '- [a](/b?c)\n'.repeat(MAX_LINES + 1)}, 'cap'), 'cap');

  it('7. a 5 MB content: cut with a visible "…", and the tab keeps answering', async () => {
    const warnings = captureConsole('warn');
    try {
      const paragraph = 'A sentence of a very long page that goes on. '.repeat(20) + '\n\n';
      const content = paragraph.repeat(Math.ceil(5_000_000 / paragraph.length));
      const answer = bigRecord({content});
      // The same paragraphs, a few past the characters the kit renders.
      const atCap = bigRecord({content: paragraph.repeat(Math.ceil(MAX_CONTENT / paragraph.length) + 2)}, 'cap');
      await answering(
        async () => {
          const body = await bigPage(answer);
          expect(body.textContent!.length).to.be.lessThan(MAX_CONTENT + 10_000);
        },
        async () => void (await bigPage(atCap, 'cap')),
      );
      expect(warnings.messages.some((m) => m.includes(`a content of ${content.length} characters was cut at`))).to.be.true;
    } finally {
      warnings.restore();
    }
  });

  it('7a. a 300 000-node content tree: cut with a visible "…", and the tab keeps answering', async () => {
    const warnings = captureConsole('warn');
    try {
      // One paragraph of 300 000 text nodes: nothing past the node budget may be walked, nor committed.
      const tree = (n: number) => ({type: 'doc', content: [{type: 'paragraph', content: Array.from({length: n}, () => ({type: 'text', text: 'a '}))}]});
      const answer = bigRecord({contentJSON: tree(300_000)});
      // One node past the budget: what the kit renders at most.
      const atCap = bigRecord({contentJSON: tree(20_001)}, 'cap');
      await answering(
        async () => {
          const body = await bigPage(answer);
          expect(body.textContent!.length).to.be.lessThan(2 * 20_001);
        },
        async () => void (await bigPage(atCap, 'cap')),
      );
      expect(warnings.messages.some((m) => m.includes('content tree was too deep or too large'))).to.be.true;
    } finally {
      warnings.restore();
    }
  });

  it('7b. 200 000 characters of Markdown list items with links: cut with a visible "…", and the tab keeps answering', async () => {
    const warnings = captureConsole('warn');
    try {
      // The densest nodes a character buys: a list item, a link and its text for every 12 characters.
      const content = '- [a](/b?c)\n'.repeat(Math.ceil(200_000 / 12)).slice(0, 200_000);
      const answer = bigRecord({content});
      await answering(async () => {
        const body = await bigPage(answer);
        expect(body.querySelectorAll('*').length, 'elements').to.be.at.most(MAX_ELEMENTS + 1);
      }, denseAtCap);
      // Cut at 5 000 lines (16 667 of them), which still makes 10 000 elements, then at 3 000 elements.
      expect(warnings.messages.some((m) => m.includes('of 200000 characters was cut at 5000 lines'))).to.be.true;
      expect(warnings.messages.some((m) => m.includes('more than 3000 elements was cut'))).to.be.true;
    } finally {
      warnings.restore();
    }
  });

  it('7c. 2 000 nested quotes in a Markdown content (more than its parser can nest): shown as text, nothing thrown', async () => {
    const warnings = captureConsole('warn');
    try {
      await answering(async () => {
        const el = mountWith(
          clientAnswering({'/pages/deep': {slug: 'deep', type: 'CONTENT', localizedContent: [{locale: 'en', title: 'Deep', content: `${'> '.repeat(2_000)}the bottom`}]}}),
          '<site-page slug="deep"></site-page>',
          'site-page',
        );
        await settled(el);
        await waitUntil(() => part(el, 'content')?.textContent?.includes('the bottom'), 'the content is not shown');
      }, denseAtCap);
      expect(warnings.messages.some((m) => m.includes('could not be read as Markdown'))).to.be.true;
    } finally {
      warnings.restore();
    }
  });

  /** `n` copies of the demo API's first record of `path`, each with its own id (and slug). */
  async function copies(path: string, n: number): Promise<Record<string, unknown>[]> {
    const first = (await apiGet<{records: Record<string, unknown>[]}>(`${path}?limit=1`)).records[0];
    return Array.from({length: n}, (_, i) => ({...first, id: `x-${i}`, slug: `x-${i}`, parentId: undefined, parentTags: undefined}));
  }

  // Whole lists read page by page (every page asked for): a cut at 1 000 items, said once.
  for (const [id, path, tag, shownPart, what] of [
    ['7d', '/pages', 'site-pages', 'link', 'links'],
    ['7e', '/tags', 'site-tags', 'item', 'shown'],
  ] as const) {
    it(`${id}. 10 000 ${path.slice(1)} for <${tag}>, on every page asked for: at most 1 000 ${what} from at most 20 answers, said once`, async () => {
      const warnings = captureConsole('warn');
      try {
        const answer = raw({records: await copies(path, 10_000), count: 10_000});
        // The work counted, not timed: the answers read, and the items rendered from them.
        let asked = 0;
        await nothingEscapes(async () => {
          const el = mountWith(clientAnswering({[path]: () => (asked++, answer)}), `<${tag}></${tag}>`, tag);
          await settled(el, 15000);
          const shown = parts(el, shownPart).length;
          expect(shown).to.be.greaterThan(0);
          expect(shown).to.be.at.most(MAX_ITEMS);
        });
        expect(asked, 'answers read').to.be.within(1, 20);
        // The words load on demand (diagnose.ts): said by the time nothingEscapes() is done.
        expect(warnings.messages.filter((m) => m.includes(`<${tag}>: the list was cut at 1000 items`))).to.have.length(1);
        expect(warnings.messages.filter((m) => m.includes('the list was cut'))).to.have.length(1);
      } finally {
        warnings.restore();
      }
    });
  }
});

describe('bad configuration', () => {
  /** Mounts a provider with `attrs` around a list; waits for its not-configured state. */
  async function refused(attrs: string) {
    const errors = captureConsole('error');
    const page = recordPageFetches();
    const seen: SiteErrorEvent[] = [];
    const listen = (e: Event) => seen.push(e as SiteErrorEvent);
    document.addEventListener('site-error', listen);
    try {
      const wrapper = mount(`<div><site-content-provider ${attrs}><site-events></site-events></site-content-provider></div>`);
      const el = wrapper.querySelector('site-events')!;
      await waitUntil(() => part(el, 'error')?.textContent?.includes('not configured'), 'no not-configured state');
      // The words load on demand (diagnose.ts); a message said before on this page is not said again.
      await waitUntil(() => seen.length > 0, 'no site-error');
      // Whatever else the refused setup had to say or ask has been said and asked by then.
      await lateWorkDone();
      return {messages: [...errors.messages], requests: page.calls.map((c) => c.url), events: seen.map((e) => `${e.detail.error.message} ${e.detail.url ?? ''}`)};
    } finally {
      document.removeEventListener('site-error', listen);
      page.restore();
      errors.restore();
    }
  }

  it('8. a base-url with credentials: refused, and the password is printed nowhere', async () => {
    const {messages, requests, events} = await refused('site-key="demo" base-url="https://user:s3cr3t-pw@cms.example.com"');
    expect(messages).to.have.length(1);
    expect(messages[0]).to.contain('base-url holds a user name or password');
    for (const text of [...messages, ...events]) expect(text).not.to.contain('s3cr3t-pw');
    expect(requests).to.deep.equal([]);
    // Credentials in a base-url the browser cannot read as a URL (no "//", backslashes, a "/" in
    // the password): refused as not an address, and still never echoed.
    for (const [i, baseUrl] of ['https:user:s3cr3t-pw@a.example.com', 'https:\\\\user:s3cr3t-pw@b.example.com', 'https://user:s3cr3t/pw@c.example.com'].entries()) {
      const {messages, requests, events} = await refused(`site-key="demo" base-url="${baseUrl}"`);
      expect(messages, baseUrl).to.have.length(1);
      expect(messages[0], baseUrl).to.contain(`base-url="…@${'abc'[i]}.example.com" is not an address of the API`);
      expect(events, baseUrl).to.have.length.greaterThan(0);
      for (const text of [...messages, ...events]) expect(text, baseUrl).not.to.match(/s3cr3t|user:/);
      expect(requests, baseUrl).to.deep.equal([]);
    }
  });

  it('9. a token with a line break or characters outside ASCII: "not a usable token", never echoed, never sent', async () => {
    for (const [i, token] of ['abc&#10;def', 'tökén-ñ'].entries()) {
      const {messages, requests, events} = await refused(`site-key="demo" token="${token}"`);
      // Said once per page: the second token's message is the first one's.
      expect(messages.filter((m) => m.includes('not a usable API token'))).to.have.length(i ? 0 : 1);
      for (const text of [...messages, ...events]) expect(text).not.to.match(/abc|def|tök|ñ/);
      expect(requests, 'nothing sent, nothing retried').to.deep.equal([]);
    }
  });

  it('10. time-zone="Mars/Olympus": refused by name, no request with NaN', async () => {
    const {messages, requests} = await refused(`site-key="demo" token="${TOKEN}" time-zone="Mars/Olympus"`);
    expect(messages).to.have.length(1);
    expect(messages[0]).to.contain('time-zone="Mars/Olympus" is not a time zone');
    expect(requests).to.deep.equal([]);
  });

  it('11. to="2026-99-99" is refused like a bad from: a warning, and nothing of it is sent', async () => {
    const warnings = captureConsole('warn');
    const page = recordPageFetches();
    try {
      const el = mountInProvider('<site-events to="2026-99-99" from="2026-02-30"></site-events>');
      await settled(el);
      await waitUntil(() => warnings.messages.length >= 2, 'no warnings');
      expect(warnings.messages.filter((m) => m.includes('to="2026-99-99" is not a YYYY-MM-DD date'))).to.have.length(1);
      expect(warnings.messages.filter((m) => m.includes('from="2026-02-30" is not a YYYY-MM-DD date'))).to.have.length(1);
      const lists = page.calls.map((c) => new URL(c.url)).filter((u) => u.pathname.endsWith('/events'));
      expect(lists.length).to.be.greaterThan(0);
      for (const u of lists) expect([u.searchParams.has('lt'), u.searchParams.has('gt')]).to.deep.equal([false, false]);
    } finally {
      page.restore();
      warnings.restore();
    }
  });

  it('12. base-url="not a url" or javascript:…: a configuration error, not a request against the page', async () => {
    for (const baseUrl of ['not a url', 'javascript:alert(1)', 'ftp://cms.example.com']) {
      const {messages, requests} = await refused(`site-key="demo" base-url="${baseUrl}"`);
      expect(messages, baseUrl).to.have.length(1);
      expect(messages[0]).to.contain('is not an address of the API');
      expect(requests, baseUrl).to.deep.equal([]);
    }
  });

  it('a path on this site is a base-url (the proxy recipe)', async () => {
    const wrapper = mount(`<div><site-content-provider site-key="demo" base-url="/proxy"><site-events limit="1"></site-events></site-content-provider></div>`);
    const el = wrapper.querySelector('site-events')!;
    await settled(el);
    expect(parts(el, 'item')).to.have.length(1);
  });
});
