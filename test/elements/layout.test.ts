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
import {DEMO_FACTS} from '../../demo/api/data.js';
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

/** The blank at an element's foot: its height below the lowest box its shadow root draws. */
function blankBelow(el: Element): number {
  const boxes = [...el.shadowRoot!.querySelectorAll('*')].map((node) => node.getBoundingClientRect()).filter((box) => box.height > 0);
  expect(boxes.length, `<${el.localName}> draws something`).to.be.greaterThan(0);
  return el.getBoundingClientRect().bottom - Math.max(...boxes.map((box) => box.bottom));
}

/** The box every test's elements stand in. */
const BOX = `width: ${WIDTH}px; ${FONT}`;

/** `markup` inside a provider whose requests never answer: its skeleton, as the visitor sees it while the API is slow. */
const mountWaiting = (markup: string) =>
  mountInProvider(markup, {
    client: demoClient('demo', {
      fetch: () => new Promise<Response>(() => {}),
    }),
    style: BOX,
  });

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

  it('keeps a list\u2019s height in view when an error comes, but for the part below the window', async () => {
    const el = mountInProvider('<site-events limit="5"></site-events>', {
      siteKey: unique('down'),
      style: BOX,
    });
    await waitUntil(() => part(el, 'skeleton'), 'no skeleton');
    const {top, height: skeleton} = el.getBoundingClientRect();
    expect(top + skeleton, 'the skeleton reaches past the window').to.be.greaterThan(innerHeight);
    await settled(el);
    expect(part(el, 'error'), 'the error state').to.exist;
    // What is in view stays where it was (the page around a failed list does not jump); below the window nothing is seen to move.
    await waitUntil(() => Math.abs(el.getBoundingClientRect().bottom - innerHeight) <= 0.5, `kept ${el.getBoundingClientRect().height} px, the window ends ${innerHeight - top} px below its top`);
  });

  it('keeps at most one item of blank in view when fewer items come than it stood for, and gives the rest back on a new attribute', async () => {
    // Three new releases for twenty rows: their skeleton reaches past the window.
    const el = mountInProvider(`<site-events limit="20" tag="${DEMO_FACTS.tagIds['new-release']}"></site-events>`, {siteKey: unique('slow'), style: BOX});
    await waitUntil(() => part(el, 'skeleton'), 'no skeleton');
    const skeleton = el.getBoundingClientRect().height;
    await settled(el);
    const items = parts(el, 'item');
    expect(items.length, 'three events').to.equal(3);
    const item = items[0].getBoundingClientRect().height + 16;
    await waitUntil(() => blankBelow(el) <= item + 0.5, `blank below the events: ${blankBelow(el)} px, one item ${item} px`);
    expect(el.getBoundingClientRect().height, 'less than the skeleton').to.be.lessThan(skeleton - 200);
    expect(el.getBoundingClientRect().bottom, 'the blank left is within the window: nothing below it was seen to move').to.be.at.most(innerHeight + 0.5);
    // A new request: what was shown stays until the answer, then takes the height it needs.
    el.setAttribute('dir', 'desc');
    await waitUntil(() => blankBelow(el) < 1, 'the height stayed after a new attribute');
  });

  it('gives back at once the blank of an empty list in view, all but its own line', async () => {
    const el = mountInProvider('<site-events upcoming limit="10" tag="cmtagnosuchtag"></site-events>', {siteKey: unique('slow'), style: BOX});
    await waitUntil(() => part(el, 'skeleton'), 'no skeleton');
    const skeleton = el.getBoundingClientRect().height;
    await settled(el);
    const empty = part(el, 'empty')!;
    expect(empty, 'the empty state').to.exist;
    const line = empty.getBoundingClientRect().height;
    await waitUntil(() => el.getBoundingClientRect().height <= 2 * line + 0.5, `an empty list of ${skeleton} px kept ${el.getBoundingClientRect().height} px for a line of ${line}`);
  });

  it('a detail element\u2019s "not found" takes its own height, even under a reserve the page set', async () => {
    const el = mountInProvider('<site-event slug="no-such-event" style="--site-reserve: 100vh"></site-event>', {siteKey: unique('slow'), style: BOX});
    await waitUntil(() => part(el, 'skeleton'), 'no skeleton');
    expect(el.getBoundingClientRect().height, 'the page\u2019s reserve while it loads').to.be.closeTo(innerHeight, 0.5);
    await settled(el);
    const state = part(el, 'not-found')!;
    expect(state, 'not found').to.exist;
    await waitUntil(() => blankBelow(el) < 1, `a not-found of ${state.getBoundingClientRect().height} px kept ${el.getBoundingClientRect().height} px`);
    // A new slug: the page's reserve holds again while it loads.
    el.setAttribute('slug', 'no-such-event-either');
    await waitUntil(() => part(el, 'skeleton'), 'no skeleton for the new slug');
    expect(el.getBoundingClientRect().height).to.be.closeTo(innerHeight, 0.5);
  });

  it('a detail element\u2019s error takes its own height in view; a list\u2019s beside it keeps its own', async () => {
    const wrapper = mount(`<div style="${BOX}"><site-content-provider site-key="${unique('down')}" token="${TOKEN}"><site-event slug="x" style="--site-reserve: 8rem"></site-event><site-events limit="2"></site-events></site-content-provider></div>`);
    const [detail, list] = [wrapper.querySelector('site-event')!, wrapper.querySelector('site-events')!];
    await waitUntil(() => part(detail, 'skeleton') && part(list, 'skeleton'), 'no skeletons');
    const listHeight = list.getBoundingClientRect().height;
    expect(list.getBoundingClientRect().bottom, 'both in view').to.be.below(innerHeight);
    await settled(detail);
    await settled(list);
    expect(part(detail, 'error') && part(list, 'error'), 'both failed').to.exist;
    await waitUntil(() => blankBelow(detail) < 1, `the detail's error kept ${blankBelow(detail)} px of blank`);
    expect(list.getBoundingClientRect().height, 'the list keeps its height').to.be.closeTo(listHeight, 0.5);
  });

  it('gives back at once the blank below the window\u2019s bottom: the list whose top is in view', async () => {
    const wrapper = mount(
      `<div style="${BOX}"><div style="height: calc(100vh - 120px)"></div><site-content-provider site-key="${unique('slow')}" token="${TOKEN}"><site-events upcoming limit="60"></site-events></site-content-provider><p>After</p></div>`,
    );
    const el = wrapper.querySelector('site-events')!;
    await waitUntil(() => part(el, 'skeleton'), 'no skeleton');
    const after = wrapper.querySelector('p')!;
    expect(after.getBoundingClientRect().top, 'what follows the list is out of view').to.be.greaterThan(innerHeight);
    await settled(el);
    // The events reach past the window: the list takes their height, and what follows it stays out of view.
    await waitUntil(() => blankBelow(el) < 1, `blank below the events: ${blankBelow(el)} px`);
    expect(after.getBoundingClientRect().top).to.be.greaterThan(innerHeight);
  });

  it('gives the height back where nobody sees it go: out of view', async () => {
    const wrapper = mount(
      `<div style="${BOX}"><div style="height: 300vh"></div><site-content-provider site-key="${unique('down')}" token="${TOKEN}"><site-events limit="5"></site-events></site-content-provider></div>`,
    );
    const el = wrapper.querySelector('site-events')!;
    await waitUntil(() => part(el, 'skeleton'), 'no skeleton');
    const skeleton = el.getBoundingClientRect().height;
    await settled(el);
    expect(part(el, 'error')).to.exist;
    await waitUntil(() => el.getBoundingClientRect().height < skeleton / 2, 'the height was kept below the fold');
  });

  it('forces no layout when the content comes: twenty lists answered at once measure theirs after the frame\u2019s layout, only those in view', async () => {
    // Heights are read in a ResizeObserver's or an IntersectionObserver's callback, where the frame's layout is done;
    // a read anywhere else would lay the page out again, with every list before it: a third of the time per item.
    let inObserver: 'resize' | 'intersection' | undefined;
    let reads = 0;
    const measuredOutOfView = new Set<Element>();
    let wrapper: HTMLElement | undefined;
    const [RealResize, RealIntersection] = [window.ResizeObserver, window.IntersectionObserver];
    const watched = <C extends (...args: never[]) => void>(callback: C, kind: typeof inObserver) =>
      ((...args: Parameters<C>) => {
        inObserver = kind;
        try {
          callback(...args);
        } finally {
          inObserver = undefined;
        }
      }) as unknown as C;
    window.ResizeObserver = class extends RealResize {
      constructor(callback: ResizeObserverCallback) {
        super(watched(callback, 'resize'));
      }
    };
    window.IntersectionObserver = class extends RealIntersection {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super(watched(callback, 'intersection'), options);
      }
    };
    const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
    const lists = () => [...wrapper!.querySelectorAll('site-events')];
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        const list = wrapper && lists().find((el) => el === this || el.shadowRoot!.contains(this));
        if (list && !inObserver) reads++;
        // A list out of view gives all its kept height back without measuring its content.
        if (list && inObserver === 'intersection' && list.getBoundingClientRect().top > innerHeight) measuredOutOfView.add(list);
        return own.get!.call(this);
      },
    });
    try {
      // The first asks for more events than there are: its content is shorter than its skeleton.
      const markup = '<site-events upcoming limit="60"></site-events>' + '<site-events upcoming limit="5"></site-events>'.repeat(19);
      wrapper = mountInProvider(markup, {siteKey: unique('slow'), style: BOX}).parentElement!.parentElement!;
      const els = lists();
      await waitUntil(() => els.every((el) => part(el, 'skeleton')), 'no skeletons');
      const [first, last] = [els[0], els[19]];
      expect(first.getBoundingClientRect().top, 'the first list is on screen').to.be.below(innerHeight);
      expect(last.getBoundingClientRect().top, 'the last is far below it').to.be.above(innerHeight * 10);
      for (const el of els) await settled(el);
      await waitUntil(() => blankBelow(last) < 1, 'the last list kept its skeleton\u2019s height out of view');
      expect(parts(last, 'item'), 'the events came').to.have.length(5);
      expect(reads, 'heights read outside an observer\u2019s callback').to.equal(0);
      expect(measuredOutOfView.size, 'lists measured out of view').to.equal(0);
    } finally {
      window.ResizeObserver = RealResize;
      window.IntersectionObserver = RealIntersection;
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', own);
    }
  });

  it('an answer from the cache, before any frame: a list that was in the page keeps one item of its height, one a script adds takes its own', async () => {
    const event = {
      slug: 'one',
      startDate: '2030-03-14T19:30:00Z',
      hasTime: true,
      localizedContent: [{locale: 'en', title: 'One'}],
    };
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
    // In the page before its code came (upgraded where it stands): site-widgets.css showed its skeleton's height, which it
    // keeps, and gives back in view but for one item.
    const parsed = Object.assign(document.createElement('template'), {
      innerHTML: '<site-events limit="5"></site-events>',
    }).content.firstElementChild!;
    provider.prepend(parsed);
    await settled(parsed);
    expect(parts(parsed, 'item')).to.have.length(1);
    const item = parts(parsed, 'item')[0].getBoundingClientRect().height;
    await waitUntil(() => Math.abs(blankBelow(parsed) - item) < 3, `blank ${blankBelow(parsed)} px below one event of ${item} px, from a skeleton of ${skeleton} px`);
    // Created by a script and answered before a frame showed it: nothing was on screen to keep.
    const added = document.createElement('site-events');
    added.setAttribute('limit', '5');
    provider.prepend(added);
    await settled(added);
    expect(parts(added, 'item')).to.have.length(1);
    expect(blankBelow(added), 'its own height').to.be.lessThan(1);
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
