/**
 * No layout shift (issue 13): the space an element takes before its script
 * runs (src/site-widgets.css) is its skeleton's, the skeleton stands for
 * `limit` rows, and the element keeps that height when what comes is
 * shorter (an error, an empty list), until an attribute changes or it is
 * out of view.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import '../../src/elements/site-content-provider/site-content-provider.js';
import '../../src/elements/site-events/site-events.js';
import '../../src/elements/site-event/site-event.js';
import '../../src/elements/site-event-calendar/site-event-calendar.js';
import '../../src/elements/site-info/site-info.js';
import '../../src/elements/site-news-archive/site-news-archive.js';
import '../../src/elements/site-news/site-news.js';
import '../../src/elements/site-news-post/site-news-post.js';
import '../../src/elements/site-page/site-page.js';
import '../../src/elements/site-pages/site-pages.js';
import '../../src/elements/site-product/site-product.js';
import '../../src/elements/site-profile/site-profile.js';
import '../../src/elements/site-profiles/site-profiles.js';
import '../../src/elements/site-products/site-products.js';
import '../../src/elements/site-tags/site-tags.js';
import type {SiteContentProvider} from '../../src/elements/site-content-provider/site-content-provider.js';
import {DATA_ELEMENTS, demoClient, TOKEN, unique} from '../helpers/api.js';
import {mount, mountInProvider, part, parts, settled} from '../helpers/dom.js';

const WIDTH = 600;
const FONT = 'font: 16px/1.5 sans-serif';

/** The height `markup` takes on a page with site-widgets.css and no script (nothing is defined there). */
async function reserveBeforeScript(markup: string): Promise<number> {
  // As wide as this window (the reserves follow the viewport's width, as the skeletons do), the element as wide as here.
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${innerWidth}px; height: 800px; border: 0`;
  frame.srcdoc = `<!doctype html><html><head><link rel="stylesheet" href="${location.origin}/src/site-widgets.css"><style>body { margin: 0; ${FONT} }</style></head><body><div style="width: ${WIDTH}px">${markup}</div></body></html>`;
  const loaded = new Promise((resolve) => (frame.onload = resolve));
  mount(frame);
  await loaded;
  const el = frame.contentDocument!.body.firstElementChild!.firstElementChild!;
  expect(frame.contentWindow!.customElements.get(el.localName), 'nothing is defined in the frame').to.equal(undefined);
  return el.getBoundingClientRect().height;
}

/** The box every test's elements stand in. */
const BOX = `width: ${WIDTH}px; ${FONT}`;

/** `markup` inside a provider whose requests never answer: its skeleton, as the visitor sees it while the API is slow. */
const mountWaiting = (markup: string) => mountInProvider(markup, {client: demoClient('demo', {fetch: () => new Promise<Response>(() => {})}), style: BOX});

describe('layout: nothing moves when the content comes', () => {
  const SAME = [
    '<site-events limit="3"></site-events>',
    '<site-events></site-events>',
    '<site-events limit="abc"></site-events>',
    '<site-pages></site-pages>',
    '<site-tags></site-tags>',
    '<site-news-archive></site-news-archive>',
    '<site-info></site-info>',
    '<site-event-calendar></site-event-calendar>',
    '<site-event slug="x"></site-event>',
    '<site-page slug="x"></site-page>',
    '<site-profile slug="x"></site-profile>',
    '<site-news-post slug="x"></site-news-post>',
    '<site-product slug="x"></site-product>',
    '<site-events limit="3" style="--site-reserve: 20rem"></site-events>',
    '<site-news></site-news>',
    '<site-profiles></site-profiles>',
    '<site-products></site-products>',
    '<site-products limit="4"></site-products>',
  ];
  /** The data elements not in SAME, and why. */
  const NOT_IN_SAME: Record<string, string> = {
    'site-search': 'a search box shows at once: no skeleton, nothing to reserve',
  };

  it('has a row, or a reason, for every data element', () => {
    const tags = new Set(SAME.map((markup) => /^<([a-z-]+)/.exec(markup)![1]));
    expect([...tags, ...Object.keys(NOT_IN_SAME)].sort()).to.deep.equal(DATA_ELEMENTS);
  });
  for (const markup of SAME) {
    it(`site-widgets.css reserves what the skeleton takes: ${markup}`, async () => {
      const before = await reserveBeforeScript(markup);
      const el = mountWaiting(markup);
      await (el as unknown as {updateComplete: Promise<unknown>}).updateComplete;
      expect(part(el, 'loading'), 'the skeleton shows').to.exist;
      expect(before, 'a reserve at all').to.be.greaterThan(20);
      expect(el.getBoundingClientRect().height).to.be.closeTo(before, 0.5);
    });
  }

  it('a list\u2019s skeleton has a row for every item asked for', async () => {
    const el = mountWaiting('<site-events limit="7"></site-events>');
    await (el as unknown as {updateComplete: Promise<unknown>}).updateComplete;
    const rows = part(el, 'skeleton')!.querySelectorAll('li');
    expect(rows).to.have.length(7);
    // Each as tall as an event: more than a line of text.
    expect(rows[0].getBoundingClientRect().height).to.be.greaterThan(100);
  });

  it('keeps the skeleton\u2019s height when an error comes', async () => {
    const el = mountInProvider('<site-events limit="5"></site-events>', {siteKey: unique('down'), style: BOX});
    await waitUntil(() => part(el, 'skeleton'), 'no skeleton');
    const skeleton = el.getBoundingClientRect().height;
    await settled(el);
    expect(part(el, 'error'), 'the error state').to.exist;
    expect(el.getBoundingClientRect().height, 'the same height').to.be.closeTo(skeleton, 0.5);
  });

  it('keeps it when fewer items come than it stood for, and gives it back on a new attribute', async () => {
    const el = mountInProvider('<site-events upcoming limit="60"></site-events>', {siteKey: unique('slow'), style: BOX});
    await waitUntil(() => part(el, 'skeleton'), 'no skeleton');
    const skeleton = el.getBoundingClientRect().height;
    await settled(el);
    const items = parts(el, 'item');
    expect(items.length, 'fewer events than 60').to.be.within(1, 59);
    const content = items.at(-1)!.getBoundingClientRect().bottom - el.getBoundingClientRect().top;
    expect(content, 'the events take less than the skeleton did').to.be.lessThan(skeleton - 200);
    expect(el.getBoundingClientRect().height, 'the same height').to.be.closeTo(skeleton, 0.5);
    // A new request: what was shown stays until the answer, then takes the height it needs.
    el.setAttribute('dir', 'desc');
    await waitUntil(() => el.getBoundingClientRect().height < skeleton - 200, 'the height stayed after a new attribute');
  });

  it('gives the height back where nobody sees it go: out of view', async () => {
    const wrapper = mount(`<div style="${BOX}"><div style="height: 300vh"></div><site-content-provider site-key="${unique('down')}" token="${TOKEN}"><site-events limit="5"></site-events></site-content-provider></div>`);
    const el = wrapper.querySelector('site-events')!;
    await waitUntil(() => part(el, 'skeleton'), 'no skeleton');
    const skeleton = el.getBoundingClientRect().height;
    await settled(el);
    expect(part(el, 'error')).to.exist;
    await waitUntil(() => el.getBoundingClientRect().height < skeleton / 2, 'the height was kept below the fold');
  });

  it('reads no layout when the content comes: twenty lists answered at once show theirs without forcing one', async () => {
    // Reads of a list's height outside a ResizeObserver's callback (where the frame's layout is done, and reading it costs nothing).
    let inObserver = false;
    let reads = 0;
    let wrapper: HTMLElement | undefined;
    const Real = window.ResizeObserver;
    window.ResizeObserver = class extends Real {
      constructor(callback: ResizeObserverCallback) {
        super((entries, observer) => {
          inObserver = true;
          try {
            callback(entries, observer);
          } finally {
            inObserver = false;
          }
        });
      }
    };
    const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        if (!inObserver && wrapper?.contains(this)) reads++;
        return own.get!.call(this);
      },
    });
    try {
      // The first asks for more events than there are: its content is shorter than its skeleton.
      const lists = '<site-events upcoming limit="60"></site-events>' + '<site-events upcoming limit="5"></site-events>'.repeat(19);
      wrapper = mountInProvider(lists, {siteKey: unique('slow'), style: BOX}).parentElement!.parentElement!;
      const els = [...wrapper.querySelectorAll('site-events')];
      await waitUntil(() => els.every((el) => part(el, 'skeleton')), 'no skeletons');
      // The first list is on screen and keeps its skeleton's height; the last is far below the fold, where giving
      // the height back moves nothing the visitor sees (with another machine's fonts its events are shorter).
      const [first, last] = [els[0], els[19]];
      expect(first.getBoundingClientRect().top, 'the first list is on screen').to.be.below(innerHeight);
      const skeleton = first.getBoundingClientRect().height;
      for (const el of els) await settled(el);
      expect(parts(last, 'item'), 'the events came').to.have.length(5);
      // Each read would lay the page out again, with every list before it: a third of the time per item.
      expect(reads, 'heights read while the lists rendered').to.equal(0);
      const content = parts(first, 'item').at(-1)!.getBoundingClientRect().bottom - first.getBoundingClientRect().top;
      expect(content, 'the events take less than the skeleton did').to.be.lessThan(skeleton - 200);
      expect(first.getBoundingClientRect().height, 'the same height as its skeleton').to.be.closeTo(skeleton, 0.5);
    } finally {
      window.ResizeObserver = Real;
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', own);
    }
  });

  it('an answer from the cache, before any frame: a list that was in the page keeps its height, one a script adds takes its own', async () => {
    const event = {slug: 'one', startDate: '2030-03-14T19:30:00Z', hasTime: true, localizedContent: [{locale: 'en', title: 'One'}]};
    const waiting = mountWaiting('<site-events limit="5"></site-events>');
    await (waiting as unknown as {updateComplete: Promise<unknown>}).updateComplete;
    const skeleton = waiting.getBoundingClientRect().height;
    waiting.parentElement!.parentElement!.remove();
    // One event for five rows, cached by a first list: the next ones with the same query are answered within the task that adds them.
    const first = mountInProvider('<site-events limit="5"></site-events>', {
      client: demoClient('demo', {
        fetch: async (input) => new Response(JSON.stringify(String(input).includes('/public/site') ? {defaultLocale: 'en', timeZone: 'Europe/Berlin'} : {records: [event], count: 1})),
      }),
      style: BOX,
    });
    const provider = first.parentElement as SiteContentProvider;
    await settled(first);
    // In the page before its code came (upgraded where it stands): site-widgets.css showed its skeleton's height, which it keeps.
    const parsed = Object.assign(document.createElement('template'), {innerHTML: '<site-events limit="5"></site-events>'}).content.firstElementChild!;
    provider.prepend(parsed);
    await settled(parsed);
    expect(parts(parsed, 'item')).to.have.length(1);
    expect(parsed.getBoundingClientRect().height, 'the height it had').to.be.closeTo(skeleton, 0.5);
    // Created by a script and answered before a frame showed it: nothing was on screen to keep.
    const added = document.createElement('site-events');
    added.setAttribute('limit', '5');
    provider.prepend(added);
    await settled(added);
    expect(parts(added, 'item')).to.have.length(1);
    expect(added.getBoundingClientRect().height, 'its own height').to.be.lessThan(skeleton / 2);
  });

  it('shows a profile whole: its sections\u2019 items come with it, never a skeleton after it', async () => {
    const profile = mountInProvider('<site-profile slug="anna-schmidt" with="events products"></site-profile>', {siteKey: unique('demo'), style: BOX});
    await settled(profile);
    const lists = [...profile.shadowRoot!.querySelectorAll('site-events, site-products')];
    expect(lists).to.have.length(2);
    for (const list of lists) {
      await (list as unknown as {updateComplete: Promise<unknown>}).updateComplete;
      // What the next frame draws: the list as the reader first sees it with the profile.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(part(list, 'loading'), `<${list.localName}> still loading after the profile showed`).to.equal(null);
      expect(parts(list, 'item').length + (part(list, 'empty') ? 1 : 0)).to.be.greaterThan(0);
    }
  });
});
