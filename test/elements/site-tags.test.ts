import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/index.js';
import type {SiteTags} from '../../src/elements/site-tags/site-tags.js';
import type {SiteEvents} from '../../src/elements/site-events/site-events.js';
import {localized, type EventRecord, type TagListItem as Tag} from '../../src/api/client.js';
import {DEMO_FACTS} from '../../demo/api/data.js';

const JAZZ = DEMO_FACTS.tagIds.jazz;
const PIANO = DEMO_FACTS.tagIds.piano;
/** The order the element shows `/tags` in: each tag with a parent after its parent, the rest in the API's order. */
function displayed(records: Tag[]): Tag[] {
  const groups = new Map<string, {tag?: Tag; children: Tag[]}>();
  for (const t of records) {
    const parent = t.parentTags?.[0]?.parentTagId;
    const key = parent ?? t.id;
    const group = groups.get(key) ?? groups.set(key, {children: []}).get(key)!;
    if (parent) group.children.push(t);
    else group.tag = t;
  }
  return [...groups.values()].flatMap((g) => [...(g.tag ? [g.tag] : []), ...g.children]);
}
const eventTitle = (e: EventRecord) => localized(e, 'title', 'en', 'en');
import type {SiteSelectEvent} from '../../src/events/site-events.js';
import {TOKEN, apiGet, unique} from '../helpers/api.js';
import {captureConsole, mount, part, parts, settled, mountInProvider} from '../helpers/dom.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan} from '../helpers/signals.js';

const api = <T>(path: string, siteKey = 'demo') => apiGet<{records: T[]}>(path, siteKey);

function mountTags(attrs: string, siteKey = 'demo', providerAttrs = ''): SiteTags {
  return mountInProvider<SiteTags>(`<site-tags ${attrs}></site-tags>`, {siteKey, attrs: providerAttrs});
}

/** A tag filter for a list of events, as a page would write it. */
function mountFilter(listAttrs = 'limit="50"') {
  const id = unique('events');
  const wrapper = mount(`<div><site-content-provider site-key="demo" token="${TOKEN}">
    <site-tags for="${id}"></site-tags>
    <site-events id="${id}" ${listAttrs}></site-events>
  </site-content-provider></div>`);
  return {tags: wrapper.querySelector('site-tags')!, list: wrapper.querySelector<SiteEvents>('site-events')!};
}

const chips = (el: Element) => parts(el, 'chip') as HTMLButtonElement[];
const pressed = (el: Element) => chips(el).map((c) => c.getAttribute('aria-pressed'));
const titles = (el: Element) => parts(el, 'title').map((t) => t.textContent!.trim());

describe('<site-tags>', () => {
  it('shows the tags as a plain list without href', async () => {
    const el = mountTags('');
    await settled(el);
    const {records} = await api<Tag>('/tags?limit=100');
    expect(parts(el, 'name').map((n) => n.textContent)).to.deep.equal(displayed(records).map((t) => t.title));
    expect(part(el, 'link')).to.equal(null);
    expect(part(el, 'list')!.localName).to.equal('ul');
    // Tags with a parent are listed under it.
    const classical = parts(el, 'item').find((li) => li.querySelector(':scope > [part~="name"]')!.textContent === 'Classical')!;
    expect([...classical.querySelectorAll('[part~="sublist"] [part~="name"]')].map((n) => n.textContent)).to.have.members(['Chamber music', 'Piano', 'Vocal']);
    await expect(el).to.be.accessible();
  });

  it('links each tag through the href template, by its id (a tag has no slug)', async () => {
    const el = mountTags('href="/events.html?tag={id}"');
    await settled(el);
    const {records} = await api<Tag>('/tags?limit=100');
    const links = parts(el, 'link') as HTMLAnchorElement[];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal(displayed(records).map((t) => [t.title, `/events.html?tag=${t.id}`]));
    await expect(el).to.be.accessible();
  });

  it('shows the German tag names with locale="de"', async () => {
    const el = mountTags('', 'demo', 'locale="de"');
    await settled(el);
    // A tag has one title, in no locale: the words around it are German.
    const {records} = await api<Tag>('/tags?limit=100');
    expect(parts(el, 'name').map((n) => n.textContent)).to.deep.equal(displayed(records).map((t) => t.title));
    expect(part(el, 'list')!.getAttribute('aria-label')).to.equal('Schlagwörter');
  });

  it('filters a list with for=: toggle buttons that set its tag, "All" and a second press clear it', async () => {
    const {tags, list} = mountFilter();
    await settled(tags);
    await settled(list);
    const records = displayed((await api<Tag>('/tags?limit=100')).records);
    expect(part(tags, 'chips')!.getAttribute('role')).to.equal('group');
    expect(chips(tags).map((c) => c.textContent!.trim())).to.deep.equal(['All', ...records.map((t) => t.title)]);
    expect(chips(tags).every((c) => c.localName === 'button' && c.type === 'button')).to.be.true;
    expect(pressed(tags)).to.deep.equal(['true', ...records.map(() => 'false')]);
    const heard: SiteSelectEvent[] = [];
    tags.addEventListener('site-select', (e) => heard.push(e));

    const jazz = records.findIndex((t) => t.id === JAZZ) + 1;
    chips(tags)[jazz].click();
    expect(list.getAttribute('tag')).to.equal(JAZZ);
    expect(heard.map((e) => e.detail)).to.deep.include({kind: 'tag', value: JAZZ, item: records[jazz - 1]});
    expect(heard[0].bubbles && heard[0].composed && heard[0].cancelable).to.be.true;
    await tags.updateComplete;
    expect(pressed(tags)[jazz]).to.equal('true');
    expect(pressed(tags).filter((p) => p === 'true')).to.have.length(1);
    const expected = (await api<EventRecord>(`/events?tags=${JAZZ}&limit=50`)).records.map(eventTitle);
    await waitUntil(() => JSON.stringify(titles(list)) === JSON.stringify(expected), 'the list did not reload with the tag');

    // Pressing the active chip clears the filter.
    chips(tags)[jazz].click();
    expect(list.hasAttribute('tag')).to.be.false;
    expect(heard[1].detail.value).to.equal('');
    await tags.updateComplete;
    expect(pressed(tags)[0]).to.equal('true');
    const all = (await api<EventRecord>('/events?limit=50')).records.map(eventTitle);
    await waitUntil(() => JSON.stringify(titles(list)) === JSON.stringify(all), 'the list did not reload without the tag');

    // "All" clears it too.
    chips(tags)[1].click();
    expect(list.getAttribute('tag')).to.equal(records[0].id);
    chips(tags)[0].click();
    expect(list.hasAttribute('tag')).to.be.false;
    await expect(tags).to.be.accessible();
  });

  it('works with the keyboard: Tab to a chip, Enter and Space press it, focus stays', async () => {
    const {tags, list} = mountFilter('limit="5"');
    await settled(tags);
    const records = displayed((await api<Tag>('/tags?limit=100')).records);
    chips(tags)[0].focus();
    await sendKeys({press: 'Tab'});
    expect(tags.shadowRoot!.activeElement).to.equal(chips(tags)[1]);
    await sendKeys({press: 'Enter'});
    expect(list.getAttribute('tag')).to.equal(records[0].id);
    await tags.updateComplete;
    expect(pressed(tags)[1]).to.equal('true');
    expect(tags.shadowRoot!.activeElement).to.equal(chips(tags)[1]);
    await sendKeys({press: 'Tab'});
    await sendKeys({press: 'Space'});
    expect(list.getAttribute('tag')).to.equal(records[1].id);
    await tags.updateComplete;
    expect(pressed(tags).slice(0, 3)).to.deep.equal(['false', 'false', 'true']);
    await sendKeys({press: 'Space'});
    expect(list.hasAttribute('tag')).to.be.false;
    await tags.updateComplete;
    expect(pressed(tags)[0]).to.equal('true');
  });

  it('leaves the list alone when site-select is cancelled, and shows a tag the list already has as pressed', async () => {
    const {tags, list} = mountFilter(`limit="5" tag="${PIANO}"`);
    await settled(tags);
    const records = displayed((await api<Tag>('/tags?limit=100')).records);
    const piano = records.findIndex((t) => t.id === PIANO) + 1;
    expect(pressed(tags)[piano]).to.equal('true');
    expect(pressed(tags)[0]).to.equal('false');
    tags.addEventListener('site-select', (e) => e.preventDefault());
    chips(tags)[0].click();
    expect(list.getAttribute('tag')).to.equal(PIANO);
  });

  it('follows the list\u2019s tag however it changes', async () => {
    const {tags, list} = mountFilter('limit="5"');
    await settled(tags);
    const records = displayed((await api<Tag>('/tags?limit=100')).records);
    const jazz = records.findIndex((t) => t.id === JAZZ) + 1;
    list.setAttribute('tag', JAZZ);
    await waitUntil(() => pressed(tags)[jazz] === 'true' && pressed(tags)[0] === 'false', 'the pressed chip did not follow the list');
    list.removeAttribute('tag');
    await waitUntil(() => pressed(tags)[0] === 'true' && !pressed(tags).slice(1).includes('true'), '"All" was not pressed again');
  });

  it('sets the tag of other list elements too, and warns once when for= names nothing', async () => {
    const warnings = captureConsole('warn');
    try {
      const wrapper = mount(`<div><site-content-provider site-key="demo" token="${TOKEN}">
        <site-tags for="some-list"></site-tags><div id="some-list"></div>
      </site-content-provider></div>`);
      const tags = wrapper.querySelector('site-tags')!;
      await settled(tags);
      chips(tags)[1].click();
      expect(wrapper.querySelector('#some-list')!.getAttribute('tag')).to.equal(displayed((await api<Tag>('/tags?limit=100')).records)[0].id);
      const lost = mountTags('for="nothing-here"');
      await settled(lost);
      expect(part(lost, 'list'), 'a plain list when for= names nothing').to.exist;
      lost.requestUpdate();
      await lost.updateComplete;
      expect(warnings.messages.filter((m) => m.includes('for="nothing-here"'))).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });

  it('shows "No tags" for an empty site, a skeleton while loading and an error on a 500', async () => {
    const errors = captureConsole('error');
    try {
      const slow = mountTags('', unique('slow'));
      await slow.updateComplete;
      expect(slow.getAttribute('aria-busy')).to.equal('');
      expect(part(slow, 'skeleton')).to.exist;
      const empty = mountTags('', unique('empty'));
      await settled(empty);
      expect(part(empty, 'empty')!.textContent).to.equal('No tags');
      const emptyDe = mountTags('', unique('empty'), 'locale="de"');
      await settled(emptyDe);
      expect(part(emptyDe, 'empty')!.textContent).to.equal('Keine Schlagwörter');
      const down = mountTags('', unique('down'));
      await settled(down);
      expect(part(down, 'error')).to.exist;
      await expect(down).to.be.accessible();
      await settled(slow);
      expect(parts(slow, 'item').length).to.be.greaterThan(0);
    } finally {
      errors.restore();
    }
  });

  it('renders hostile tags as text, with no script run and no unsafe URL', async () => {
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const a = mountTags('href="?tag={id}"', 'hostile');
    const b = mountTags('href="?tag={id}"', 'hostile', 'locale="de"');
    await settled(a);
    await settled(b);
    const records = displayed((await api<Tag>('/tags?limit=100', 'hostile')).records);
    expect(parts(a, 'link').map((l) => l.textContent)).to.deep.equal(records.map((t) => t.title));
    for (const el of [a, b]) {
      expect(el.shadowRoot!.querySelector('script, img, iframe, svg')).to.equal(null);
      expectSafeAttributes(el.shadowRoot!, ['href']);
    }
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
  });
});
