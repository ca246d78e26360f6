import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/index.js';
import type {SiteProfiles} from '../../src/elements/site-profiles/site-profiles.js';
import {localized, mediaUrl, tagsOf, type Profile} from '../../src/api/client.js';
import {TOKEN, apiGet, recordPageFetches, unique} from '../helpers/api.js';
import {clearJsonLd, jsonLdBlocks, mount, part, parts, settled, mountInProvider} from '../helpers/dom.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan, structuredDataWritten} from '../helpers/signals.js';

/** The demo API's answer, read directly, to compare against what the element shows. */
const api = (path: string, siteKey = 'demo') => apiGet<{records: Profile[]; count?: number}>(path, siteKey);

function mountProfiles(attrs: string, siteKey = 'demo', providerAttrs = ''): SiteProfiles {
  return mountInProvider<SiteProfiles>(`<site-profiles ${attrs}></site-profiles>`, {siteKey, attrs: providerAttrs});
}

/** A profile's name and short text as the kit picks them: the locale's entry, else the site's default (en), else the first. */
const name = (p: Profile, locale = 'en') => localized(p, 'title', locale, 'en') ?? p.slug;
const summary = (p: Profile, locale = 'en') => localized(p, 'shortContent', locale, 'en') ?? null;
const names = (el: Element) => parts(el, 'name').map((n) => n.textContent!.trim());
const summaries = (el: Element) => parts(el, 'item').map((li) => li.querySelector('[part~="summary"]')?.textContent ?? null);
const media = (key: string | undefined) => mediaUrl(key, `${location.origin}/media/`);

/** The first URL of the page's requests to `path`. */
const requestTo = (calls: {url: string}[], path: string) => calls.map((c) => new URL(c.url, location.href)).find((u) => u.pathname.endsWith(path));

describe('<site-profiles>', () => {
  it('shows a list of cards: portrait, name (localized title) as a heading and short text (shortContent)', async () => {
    const el = mountProfiles('limit="5"');
    await settled(el);
    const expected = (await api('/profiles?limit=5')).records;
    expect(expected).to.have.length(5);
    const list = part(el, 'list')!;
    expect(list.localName).to.equal('ul');
    const items = parts(el, 'item');
    expect(items).to.have.length(5);
    items.forEach((li) => expect(li.localName).to.equal('li'));
    expect(names(el)).to.deep.equal(expected.map((p) => name(p)));
    expect(parts(el, 'name').every((h) => h.localName === 'h3')).to.be.true;
    expect(summaries(el)).to.deep.equal(expected.map((p) => summary(p)));
    expect(summaries(el).some(Boolean), 'the demo\u2019s profiles have short texts').to.be.true;
    const withImage = expected.findIndex((p) => p.image?.url);
    expect(withImage, 'a demo profile has a portrait').to.be.greaterThan(-1);
    const img = items[withImage].querySelector<HTMLImageElement>('[part~="image"]')!;
    const image = expected[withImage].image!;
    expect(img.getAttribute('src')).to.equal(media(image.url));
    expect([img.getAttribute('width'), img.getAttribute('height'), img.alt, img.loading]).to.deep.equal([
      String(image.width ?? image.metadata?.width),
      String(image.height ?? image.metadata?.height),
      image.altText ?? '',
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
    const card = parts(el, 'item').find((li) => li.querySelector('img'))!;
    const img = card.querySelector('img')!;
    await waitUntil(() => img.getBoundingClientRect().height > 0, 'the portrait has no size');
    const r = img.getBoundingClientRect();
    expect(el.shadowRoot!.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)).to.equal(card.querySelector('a'));
    await expect(el).to.be.accessible();
  });

  it('narrows by tag (a tag id, sent as tags=<id>), sets the heading level, hides portraits with no-image', async () => {
    const all = (await api('/profiles?limit=100')).records;
    const tag = all.flatMap((p) => tagsOf(p.tags)).find(({id}) => all.some((p) => !tagsOf(p.tags).some((t) => t.id === id)));
    expect(tag, 'the demo has a tag some profiles lack').to.exist;
    const recording = recordPageFetches();
    try {
      const el = mountProfiles(`tag="${tag!.id}" heading-level="2" no-image limit="50"`);
      await settled(el);
      const expected = (await api(`/profiles?tags=${encodeURIComponent(tag!.id)}&limit=50`)).records;
      expect(expected.length).to.be.greaterThan(0);
      expect(expected.length).to.be.lessThan(all.length);
      expect(names(el)).to.deep.equal(expected.map((p) => name(p)));
      expect(parts(el, 'name').every((h) => h.localName === 'h2')).to.be.true;
      expect(parts(el, 'image')).to.have.length(0);
      const call = requestTo(recording.calls, '/profiles')!;
      expect(call.searchParams.getAll('tags')).to.deep.equal([tag!.id]);
      expect(call.searchParams.has('tag')).to.be.false;
      expect(call.searchParams.has('type')).to.be.false;
    } finally {
      recording.restore();
    }
  });

  it('lists only the members with members, sent as type=member', async () => {
    const recording = recordPageFetches();
    try {
      const el = mountProfiles('members limit="50"');
      await settled(el);
      const expected = (await api('/profiles?type=member&limit=50')).records;
      const all = (await api('/profiles?limit=50')).records;
      expect(expected.length, 'the demo has members').to.be.greaterThan(0);
      expect(expected.length, 'not every demo profile is a member').to.be.lessThan(all.length);
      expect(names(el)).to.deep.equal(expected.map((p) => name(p)));
      const call = requestTo(recording.calls, '/profiles')!;
      expect(call.searchParams.get('type')).to.equal('member');
      expect(call.searchParams.get('page')).to.equal('0');
    } finally {
      recording.restore();
    }
  });

  it('appends the next page with "more", moves focus to the first new card and hides the button at the end', async () => {
    const all = (await api('/profiles?limit=100')).records;
    const total = all.length;
    const limit = Math.ceil(total / 2);
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
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain(`${total - limit} more`);
    expect(names(el)).to.deep.equal(all.map((p) => name(p)));
  });

  it('works by keyboard: Enter on "more" appends, focus lands on the new card, Tab goes card by card', async () => {
    const el = mountProfiles('limit="5" href="/artist.html?slug={slug}"');
    await settled(el);
    const more = part(el, 'more') as HTMLButtonElement;
    more.focus();
    await sendKeys({press: 'Enter'});
    await waitUntil(() => parts(el, 'item').length >= 7, 'the next page was not appended');
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
    const none = mountProfiles('tag="no-such-tag-id"');
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

  it('shows the German names and short texts with locale="de", else the site\u2019s default locale\u2019s', async () => {
    const el = mountProfiles('limit="50"', 'demo', 'locale="de"');
    await settled(el);
    const records = (await api('/profiles?limit=50')).records;
    expect(
      records.some((p) => summary(p, 'de') !== summary(p)),
      'the demo translates short texts',
    ).to.be.true;
    expect(names(el)).to.deep.equal(records.map((p) => name(p, 'de')));
    expect(summaries(el)).to.deep.equal(records.map((p) => summary(p, 'de')));
    expect(part(el, 'more')).to.equal(null);
  });

  it('renders hostile names and short texts as text and drops unsafe image URLs', async () => {
    // Every payload of the hostile site calls __xss(id): a call means a script ran.
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const records = (await api('/profiles?limit=100', 'hostile')).records;
    for (const locale of ['en', 'de']) {
      const el = mountProfiles('limit="100" href="/artist.html?slug={slug}"', 'hostile', `locale="${locale}"`);
      await settled(el);
      const root = el.shadowRoot!;
      expect(root.querySelector('script, iframe, svg, object, embed')).to.equal(null);
      expectSafeAttributes(root, ['href', 'src'], locale);
      expect(names(el)).to.deep.equal(records.map((p) => name(p, locale)));
      expect(names(el).some((n) => n.includes('<')), 'hostile markup shows as text').to.be.true;
    }
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
  });
});

describe('<site-profiles> structured data', () => {
  beforeEach(clearJsonLd);

  it('publishes no JSON-LD: search engines read each item\u2019s on its own page, where the detail element publishes it', async () => {
    const el = mountProfiles('limit="3" href="/x.html?slug={slug}"');
    await settled(el);
    await structuredDataWritten();
    expect(jsonLdBlocks()).to.have.length(0);
  });
});
