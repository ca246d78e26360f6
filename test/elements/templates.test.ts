import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import '../../src/index.js';
import type {SiteEvents} from '../../src/elements/site-events/site-events.js';
import {localized, type EventRecord} from '../../src/api/client.js';
import {TOKEN, apiGet, unique} from '../helpers/api.js';
import {expectLoadingThenLoad, expectServerError} from '../helpers/states.js';
import {captureConsole, mount, part, parts, settled} from '../helpers/dom.js';

const api = <T = EventRecord>(path: string, siteKey = 'demo') => apiGet<{records: T[]}>(path, siteKey);

/** An element of `tag` with `attrs` and `inner` (its template) in a provider of the demo site. */
function mountIn<T extends Element>(tag: string, attrs: string, inner: string, siteKey = 'demo'): T {
  const wrapper = mount(`<div><site-content-provider site-key="${siteKey}" token="${TOKEN}"><${tag} ${attrs}>${inner}</${tag}></site-content-provider></div>`);
  return wrapper.querySelector(tag) as unknown as T;
}

const EVENT_CARD = `<template>
  <article class="card">
    <p class="badge" data-site-if="cancelled">Called off</p>
    <h3><a data-site-href="url"><site-field name="title"></site-field></a></h3>
    <p class="when"><time data-site-datetime="date"><site-field name="date" format="day"></site-field> <site-field name="date" format="month"></site-field></time></p>
    <p class="where" data-site-if="where"><site-field name="where"></site-field></p>
    <p class="price" data-site-if="price"><site-field name="price"></site-field></p>
    <img data-site-src="image" data-site-if="image">
  </article>
</template>`;

/** The items rendered from the template: the element's light-DOM children that are not the template. */
const cards = (el: Element, selector = '.card') => [...el.querySelectorAll(`:scope > ${selector}`)] as HTMLElement[];

describe('item templates', () => {
  it('renders each event from the designer\u2019s template, in light DOM, with its fields', async () => {
    const el = mountIn<SiteEvents>('site-events', 'limit="5" href="/event.html?slug={slug}"', EVENT_CARD);
    await settled(el);
    const {records} = await api('/events?limit=5&page=0');
    const shown = cards(el);
    expect(shown.length).to.equal(Math.min(5, records.length));
    // Light DOM: the page's own selectors reach it; the element's own list is not rendered.
    expect(parts(el, 'item')).to.have.length(0);
    shown.forEach((card, i) => {
      const record = records[i];
      expect(card.querySelector('h3 site-field')!.textContent).to.equal(localized(record, 'title', 'en', 'en') ?? record.slug);
      expect(card.querySelector('a')!.getAttribute('href')).to.equal(`/event.html?slug=${encodeURIComponent(record.slug)}`);
      expect(card.querySelector('time')!.getAttribute('datetime')).to.equal(record.startDate);
      expect(card.querySelector('.badge') !== null).to.equal(record.publishState === 'CANCELLED');
      // No binding attribute is left behind.
      expect(card.outerHTML).not.to.contain('data-site-');
    });
    // The items are slotted: the visitor sees them.
    const slot = el.shadowRoot!.querySelector('slot:not([name])') as HTMLSlotElement;
    expect(slot.assignedElements()).to.include(shown[0]);
    await expect(el).to.be.accessible();
  });

  it('without a template, nothing changes: the element\u2019s own list', async () => {
    const el = mountIn<SiteEvents>('site-events', 'limit="3"', '');
    await settled(el);
    expect(parts(el, 'item').length).to.be.greaterThan(0);
    expect(el.children.length).to.equal(0);
  });

  it('warns once about an unknown field, naming the element and the field', async () => {
    const warnings = captureConsole('warn');
    try {
      const el = mountIn<SiteEvents>('site-events', 'limit="2"', `<template><p class="card"><site-field name="titel"></site-field></p></template>`);
      await settled(el);
      expect(cards(el)).to.have.length(2);
      const said = warnings.messages.filter((m) => m.includes('titel'));
      expect(said).to.have.length(1);
      expect(said[0]).to.contain('<site-events>');
    } finally {
      warnings.restore();
    }
  });

  it('a template added after the element rendered takes over; removed, the element\u2019s own list is back', async () => {
    const el = mountIn<SiteEvents>('site-events', 'limit="3"', '');
    await settled(el);
    expect(parts(el, 'item')).to.have.length(3);
    const template = document.createElement('template');
    template.innerHTML = '<p class="card"><site-field name="title"></site-field></p>';
    el.append(template);
    await waitUntil(() => cards(el).length === 3, 'the template did not take over');
    expect(parts(el, 'item')).to.have.length(0);
    // Edited: the items follow.
    template.content.firstElementChild!.classList.add('edited');
    await waitUntil(() => cards(el, '.card.edited').length === 3, 'the items did not follow the edited template');
    template.remove();
    await waitUntil(() => parts(el, 'item').length === 3, 'the element\u2019s own list is not back');
    expect(cards(el, 'p')).to.have.length(0);
  });

  it('"more" appends templated items and moves focus to the first new one', async () => {
    const el = mountIn<SiteEvents>('site-events', 'limit="2"', `<template><p class="card"><a data-site-href="url"><site-field name="title"></site-field></a></p></template>`);
    el.setAttribute('href', '/e?slug={slug}');
    await settled(el);
    const first = cards(el);
    expect(first).to.have.length(2);
    part(el, 'more')!.click();
    await waitUntil(() => cards(el).length === 4, '"more" appended no templated items');
    // The first two are the same nodes (nothing re-rendered under the visitor).
    expect(cards(el).slice(0, 2)).to.deep.equal(first);
    await waitUntil(() => document.activeElement === cards(el)[2].querySelector('a'), 'focus is not on the first new item');
  });
});

describe('item templates: the states stay the element’s', () => {
  const CARD = `<template><p class="card"><site-field name="title"></site-field></p></template>`;

  it('loading: the skeleton in a status region while the template is present, then the templated items', async () => {
    const el = mountIn<SiteEvents>('site-events', 'limit="3"', CARD, unique('slow'));
    await expectLoadingThenLoad(el, 3);
    expect(cards(el)).to.have.length(3);
    expect(part(el, 'skeleton')).to.equal(null);
  });

  it('empty: the element’s empty text, no item', async () => {
    const el = mountIn<SiteEvents>('site-events', 'limit="3" upcoming', CARD, 'empty');
    await settled(el);
    expect(part(el, 'empty')!.textContent).to.contain('No upcoming events');
    expect(cards(el)).to.have.length(0);
    // Nothing of the light DOM is shown: the template is inert, and no slot shows stray nodes.
    expect(el.shadowRoot!.querySelector('slot:not([name])')).to.equal(null);
  });

  it('error: the error state with its retry button, and no item', async () => {
    const el = await expectServerError((siteKey) => mountIn<SiteEvents>('site-events', 'limit="3"', CARD, siteKey), '/events');
    expect(cards(el)).to.have.length(0);
  });

  // What renderPage() stamped on a server: the items between two marks, after the template.
  const SERVED = `<!--site-served--><p class="card">From the server</p>\n<p class="card">From the server too</p><!--/site-served-->`;
  const comments = (el: Element) => [...el.childNodes].filter((n) => n.nodeType === Node.COMMENT_NODE);

  it('items a server stamped are replaced by the element’s own when it shows its content: none twice, the marks gone', async () => {
    const el = mountIn<SiteEvents>('site-events', 'limit="3"', `${CARD}${SERVED}`);
    expect(cards(el)).to.have.length(2);
    await settled(el);
    await waitUntil(() => cards(el).length === 3, 'the element’s own items');
    expect(cards(el).map((c) => c.textContent)).not.to.include('From the server');
    expect(comments(el)).to.have.length(0);
    expect(el.textContent).not.to.contain('From the server');
  });

  it('items a server stamped go when the element shows an error instead', async () => {
    const el = await expectServerError((siteKey) => mountIn<SiteEvents>('site-events', 'limit="3"', `${CARD}${SERVED}`, siteKey), '/events');
    await waitUntil(() => !comments(el).length, 'the server’s items gone');
    expect(cards(el)).to.have.length(0);
  });

  it('a page slotted into a state still replaces it with a template present', async () => {
    const el = mountIn<SiteEvents>('site-events', 'limit="3" upcoming', `${CARD}<p slot="empty" class="mine">Nothing on, come back soon.</p>`, 'empty');
    await settled(el);
    const slot = el.shadowRoot!.querySelector('slot[name="empty"]') as HTMLSlotElement;
    expect(slot.assignedElements().map((e) => e.className)).to.deep.equal(['mine']);
  });
});
