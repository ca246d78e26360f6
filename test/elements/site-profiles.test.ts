import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/index.js';
import type {SiteProfiles} from '../../src/elements/site-profiles/site-profiles.js';
import type {Profile} from '../../src/api/client.js';
import {TOKEN, unique} from '../helpers/api.js';
import {captureConsole, clearJsonLd, jsonLdBlocks, mount, part, parts, settled} from '../helpers/dom.js';
import {brokenImageHandlerRan, structuredDataWritten} from '../helpers/signals.js';

/** The demo API's answer, read directly, to compare against what the element shows. */
async function api(path: string, siteKey = 'demo'): Promise<{records: Profile[]; total?: number}> {
  const res = await fetch(`/api/v2/${siteKey}/public${path}`, {headers: {Authorization: `Bearer ${TOKEN}`}});
  return res.json();
}

function mountProfiles(attrs: string, siteKey = 'demo', providerAttrs = ''): SiteProfiles {
  const wrapper = mount(
    `<div><site-content-provider site-key="${siteKey}" token="${TOKEN}" ${providerAttrs}><site-profiles ${attrs}></site-profiles></site-content-provider></div>`,
  );
  return wrapper.querySelector('site-profiles')!;
}

const names = (el: Element) => parts(el, 'name').map((n) => n.textContent!.trim());
const roles = (el: Element) => parts(el, 'item').map((li) => li.querySelector('[part~="role"]')?.textContent ?? null);
const german = (p: Profile) => p.localizedContent?.find((l) => l.locale === 'de')?.shortContent ?? p.role ?? null;

describe('<site-profiles>', () => {
  it('shows a list of cards: portrait, name as a heading and role', async () => {
    const el = mountProfiles('limit="5"');
    await settled(el);
    const expected = (await api('/profiles?limit=5')).records;
    const list = part(el, 'list')!;
    expect(list.localName).to.equal('ul');
    const items = parts(el, 'item');
    expect(items).to.have.length(5);
    items.forEach((li) => expect(li.localName).to.equal('li'));
    expect(names(el)).to.deep.equal(expected.map((p) => p.name));
    expect(parts(el, 'name').every((h) => h.localName === 'h3')).to.be.true;
    expect(roles(el)).to.deep.equal(expected.map((p) => p.role));
    const img = items[0].querySelector<HTMLImageElement>('[part~="image"]')!;
    const image = expected[0].image!;
    expect(img.getAttribute('src')).to.equal(image.url);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.alt, img.loading]).to.deep.equal([
      String(image.width),
      String(image.height),
      image.altText,
      'lazy',
    ]);
    // Without href: no links at all.
    expect(el.shadowRoot!.querySelector('a')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('links each name through the href template, the one interactive element of a clickable card', async () => {
    const el = mountProfiles('limit="4" href="/artist.html?slug={slug}"');
    await settled(el);
    const expected = (await api('/profiles?limit=4')).records;
    const links = parts(el, 'link') as HTMLAnchorElement[];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(expected.map((p) => `/artist.html?slug=${encodeURIComponent(p.slug)}`));
    for (const [i, li] of parts(el, 'item').entries()) {
      // One real link, inside the heading; nothing else to click or focus.
      expect(li.querySelectorAll('a, button, input, select, textarea, [tabindex]')).to.have.length(1);
      expect(li.querySelector('[part~="name"] a')).to.equal(links[i]);
    }
    // The link covers the card: a point on the portrait hits it.
    const card = parts(el, 'item')[0];
    const img = card.querySelector('img')!;
    await waitUntil(() => img.getBoundingClientRect().height > 0, 'the portrait has no size');
    const r = img.getBoundingClientRect();
    expect(el.shadowRoot!.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)).to.equal(links[0]);
    await expect(el).to.be.accessible();
  });

  it('narrows by tag, sets the heading level, hides portraits with no-image', async () => {
    const el = mountProfiles('tag="classical" heading-level="2" no-image limit="50"');
    await settled(el);
    const expected = (await api('/profiles?tag=classical&limit=50')).records;
    const all = (await api('/profiles?limit=50')).records;
    expect(expected.length).to.be.greaterThan(0);
    expect(expected.length).to.be.lessThan(all.length);
    expect(names(el)).to.deep.equal(expected.map((p) => p.name));
    expect(parts(el, 'name').every((h) => h.localName === 'h2')).to.be.true;
    expect(parts(el, 'image')).to.have.length(0);
  });

  it('appends the next page with "more", moves focus to the first new card and hides the button at the end', async () => {
    const {total} = await api('/profiles?limit=1');
    const limit = Math.ceil(total! / 2);
    const el = mountProfiles(`limit="${limit}" href="#{slug}"`);
    await settled(el);
    expect(parts(el, 'item')).to.have.length(limit);
    const more = part(el, 'more') as HTMLButtonElement;
    expect(more.localName).to.equal('button');
    expect(more.textContent!.trim()).to.equal('More profiles');
    more.focus();
    more.click();
    await waitUntil(() => parts(el, 'item').length === total, 'the next page was not appended');
    expect(part(el, 'more')).to.equal(null);
    const first = parts(el, 'item')[limit].querySelector('a');
    await waitUntil(() => el.shadowRoot!.activeElement === first, 'focus did not move to the first new card');
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain(`${total! - limit} more`);
    const all = (await api(`/profiles?limit=${total}`)).records;
    expect(names(el)).to.deep.equal(all.map((p) => p.name));
  });

  it('works by keyboard: Enter on "more" appends, focus lands on the new card, Tab goes card by card', async () => {
    const el = mountProfiles('limit="5" href="/artist.html?slug={slug}"');
    await settled(el);
    const more = part(el, 'more') as HTMLButtonElement;
    more.focus();
    await sendKeys({press: 'Enter'});
    await waitUntil(() => parts(el, 'item').length === 10, 'the next page was not appended');
    const links = () => parts(el, 'item').map((li) => li.querySelector('a'));
    await waitUntil(() => el.shadowRoot!.activeElement === links()[5], 'focus did not move to the first new card');
    // One tab stop per card: its link.
    await sendKeys({press: 'Tab'});
    expect(el.shadowRoot!.activeElement).to.equal(links()[6]);
    await sendKeys({down: 'Shift'});
    await sendKeys({press: 'Tab'});
    await sendKeys({press: 'Tab'});
    await sendKeys({up: 'Shift'});
    expect(el.shadowRoot!.activeElement).to.equal(links()[4]);
  });

  it('shows "No profiles" for an empty site and for an unknown tag, replaceable by a slot', async () => {
    const el = mountProfiles('', unique('empty'));
    await settled(el);
    expect(part(el, 'empty')!.textContent).to.equal('No profiles');
    await expect(el).to.be.accessible();
    const none = mountProfiles('tag="no-such-tag"');
    await settled(none);
    expect(part(none, 'empty')!.textContent).to.equal('No profiles');

    const wrapper = await fixture<HTMLElement>(html`<site-content-provider site-key=${unique('empty')} token=${TOKEN}>
      <site-profiles><p slot="empty">Our roster is being updated.</p></site-profiles>
    </site-content-provider>`);
    const slotted = wrapper.querySelector('site-profiles')!;
    await settled(slotted);
    const slot = slotted.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="empty"]')!;
    expect(slot.assignedElements()[0].textContent).to.equal('Our roster is being updated.');
  });

  it('shows the German roles (localized shortContent) with locale="de", else the record\u2019s role', async () => {
    const el = mountProfiles('limit="50"', 'demo', 'locale="de"');
    await settled(el);
    const records = (await api('/profiles?limit=50&locale=de')).records;
    const expected = records.map(german);
    expect(expected.some((r, i) => r !== records[i].role), 'the demo translates roles').to.be.true;
    expect(roles(el)).to.deep.equal(expected);
    expect(roles(el)).to.include('Pianistin');
    expect(part(el, 'more')).to.equal(null);
  });

  it('renders hostile names and roles as text and drops unsafe image URLs', async () => {
    // Every payload of the hostile site calls __xss(id): a call means a script ran.
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    for (const locale of ['en', 'de']) {
      const el = mountProfiles('limit="100" href="/artist.html?slug={slug}"', 'hostile', `locale="${locale}"`);
      await settled(el);
      const root = el.shadowRoot!;
      expect(root.querySelector('script, iframe, svg, object, embed')).to.equal(null);
      for (const node of root.querySelectorAll('*')) {
        for (const attr of node.attributes) {
          expect(attr.name.startsWith('on'), attr.name).to.be.false;
          if (attr.name === 'href' || attr.name === 'src') expect(attr.value.trim().toLowerCase()).not.to.match(/^(javascript|vbscript|data):/);
        }
      }
      expect(names(el)[0]).to.contain('<svg onload=');
      expect(parts(el, 'item').length).to.be.greaterThan(0);
    }
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
  });
});

describe('<site-profiles> structured data', () => {
  const blocks = jsonLdBlocks;

  beforeEach(clearJsonLd);

  it('adds one valid Person or MusicGroup per profile, once however many elements show it', async () => {
    // The first element (with a link template) writes the blocks; the second,
    // shown after them, must add none. (Each has its own provider, so which of
    // two mounted together answers first is up to the network: one at a time.)
    const expected = (await api('/profiles?limit=12')).records;
    const a = mountProfiles('limit="12" href="/artist.html?slug={slug}"');
    await settled(a);
    await waitUntil(() => blocks().length === expected.length, 'no JSON-LD in the head');
    const b = mountProfiles('limit="12"');
    await settled(b);
    await structuredDataWritten();
    const found = blocks();
    expect(found.map((f) => f.key)).to.deep.equal(expected.map((p) => `Person:${p.slug}`));
    const byType = (slug: string) => found.find((f) => f.key === `Person:${slug}`)!.data;
    expect(byType('clara-weiss')['@type']).to.equal('Person');
    expect(byType('clara-weiss').jobTitle).to.equal('Pianist');
    expect(byType('aurora-quartet')['@type']).to.equal('MusicGroup');
    expect(byType('anna-schmidt')['@type']).to.equal('Person');
    for (const [i, {data}] of found.entries()) {
      expect(data['@context']).to.equal('https://schema.org');
      expect(['Person', 'MusicGroup']).to.include(data['@type']);
      expect(data.name).to.equal(expected[i].name);
      expect(data.url).to.equal(new URL(`/artist.html?slug=${expected[i].slug}`, location.href).href);
      for (const url of data.sameAs ?? []) expect(url).to.match(/^(https?|mailto|tel):/);
    }
  });

  it('adds nothing with no-structured-data; hostile text cannot close the script', async () => {
    const off = mountProfiles('limit="3" no-structured-data');
    await settled(off);
    await structuredDataWritten();
    expect(blocks()).to.have.length(0);
    const hostile = mountProfiles('limit="100"', 'hostile');
    await settled(hostile);
    await waitUntil(() => blocks().length > 0, 'no JSON-LD');
    for (const s of document.head.querySelectorAll('script[data-site-widgets]')) expect(s.textContent).not.to.contain('<');
    for (const {data} of blocks()) for (const url of data.sameAs ?? []) expect(url).to.match(/^(https?|mailto|tel):/);
  });
});
