import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {executeServerCommand} from '@web/test-runner-commands';
import '../../src/index.js';
import type {SiteEvents} from '../../src/elements/site-events/site-events.js';
import {localized, tagsOf, type EventRecord} from '../../src/api/client.js';
import {dayBounds} from '../../src/api/bounds.js';
import {DEMO_FACTS} from '../../demo/api/data.js';
import type {SiteErrorEvent} from '../../src/events/site-events.js';
import {TOKEN, apiGet, demoClient, recordPageFetches, unique} from '../helpers/api.js';
import {captureConsole, clearJsonLd, jsonLdBlocks, jsonLdScripts, mount, mountInProvider, part, parts, settled} from '../helpers/dom.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan, structuredDataWritten} from '../helpers/signals.js';
import {useClock} from '../helpers/clock.js';

const ZONE = 'Europe/Berlin';

/** The demo API's answer, read directly, to compare against what the element shows. */
const api = (path: string, siteKey = 'demo') => apiGet<{records: EventRecord[]; count?: number}>(path, siteKey);

// Built from a string on purpose: every test varies the attributes.
const mountEvents = async (attrs: string, siteKey = 'demo', providerAttrs = '') => mountInProvider<SiteEvents>(`<site-events ${attrs}></site-events>`, {siteKey, attrs: providerAttrs});

/** "19:30" or "7:30": the start's hour and minute on the wall clock of a zone. */
function clock(iso: string, timeZone: string, locale = navigator.language): string {
  const parts = new Intl.DateTimeFormat(locale, {timeZone, hour: 'numeric', minute: '2-digit'}).formatToParts(new Date(iso));
  return `${parts.find((p) => p.type === 'hour')!.value}:${parts.find((p) => p.type === 'minute')!.value}`;
}

const titles = (el: Element) => parts(el, 'title').map((t) => t.textContent!.trim());
/** A record's title as the kit reads it: the locale's entry, else the site's default, else the first. */
const title = (r: object, locale = 'en') => localized(r, 'title', locale, 'en');
/** The Berlin day of an instant. */
const berlinDay = (iso: string) => new Intl.DateTimeFormat('en-CA', {timeZone: ZONE}).format(new Date(iso));

describe('<site-events>', () => {
  useClock();
  it('parses each link once: the href template once for the list, each item\u2019s link and ticket link once', async () => {
    const Real = globalThis.URL;
    const parsed: string[] = [];
    globalThis.URL = new Proxy(Real, {
      construct(target, args: ConstructorParameters<typeof URL>) {
        parsed.push(String(args[0]));
        return new target(...args);
      },
    });
    let el: SiteEvents;
    try {
      el = await mountEvents('upcoming limit="10" href="/event.html?slug={slug}&from=list"');
      await settled(el);
    } finally {
      globalThis.URL = Real;
    }
    const links = parts(el, 'link').map((a) => a.getAttribute('href')!);
    const tickets = parts(el, 'ticket-link').map((a) => a.getAttribute('href')!);
    expect(links).to.have.length(10);
    expect(tickets.length).to.be.greaterThan(0);
    for (const href of [...links, ...tickets]) expect(parsed.filter((u) => u === href), href).to.have.length(1);
    // The template itself, with a letter for {slug}: once for the whole list.
    expect(parsed.filter((u) => u.startsWith('/event.html?slug='))).to.have.length(11);
  });

  it('takes limit="300" as 100, the most one page asks for, and says so', async () => {
    const warnings = captureConsole('warn');
    const page = recordPageFetches();
    try {
      const el = await mountEvents('limit="300"');
      await settled(el);
      const lists = page.calls.map((c) => new URL(c.url)).filter((u) => u.pathname.endsWith('/events'));
      expect(lists.map((u) => u.searchParams.get('limit'))).to.deep.equal(['100']);
      await waitUntil(() => warnings.messages.some((m) => m.includes('limit="300"') && m.includes('using 100')), 'no warning about limit="300"');
    } finally {
      page.restore();
      warnings.restore();
    }
  });

  it('is aria-busy while a changed attribute loads the new list, keeping the old one on screen', async () => {
    // The network answers only when the test lets it, from the second request on.
    let hold: Promise<void> | undefined;
    let release = () => {};
    const client = demoClient('demo', {fetch: async (input, init) => (await hold, fetch(input, init))});
    const provider = await fixture(html`<site-content-provider .client=${client}><site-events limit="2"></site-events></site-content-provider>`);
    const el = provider.querySelector('site-events') as SiteEvents;
    await settled(el);
    expect(el.hasAttribute('aria-busy')).to.be.false;
    hold = new Promise((resolve) => (release = resolve));
    el.setAttribute('limit', '3');
    await el.updateComplete;
    expect(el.getAttribute('aria-busy'), 'busy while the new list is on its way').to.equal('');
    expect(parts(el, 'item')).to.have.length(2);
    release();
    await waitUntil(() => parts(el, 'item').length === 3 && !el.hasAttribute('aria-busy'), 'the new list did not replace the old one');
  });

  it('shows upcoming events soonest first, with their dates in the site time zone inside <time>', async () => {
    const el = await mountEvents('upcoming limit="5"');
    await settled(el);
    const expected = (await api('/events?upcoming=true&limit=5&dir=asc')).records;
    expect(titles(el)).to.deep.equal(expected.map((e) => title(e)));
    const times = el.shadowRoot!.querySelectorAll('time');
    expect(times).to.have.length(5);
    expect(expected.map((e) => e.hasTime), 'timed events and an all-day one').to.include.members([true, false]);
    times.forEach((time, i) => {
      expect(time.getAttribute('datetime')).to.equal(expected[i].startDate);
      if (expected[i].hasTime) expect(time.textContent).to.contain(clock(expected[i].startDate, ZONE));
      else expect(time.textContent, `${expected[i].slug}: all day, no time`).not.to.match(/\d:\d\d/);
    });
    await expect(el).to.be.accessible();
  });

  it('shows venue and city, a Cancelled badge, and the price line linked to the tickets', async () => {
    const el = await mountEvents('limit="100"');
    await settled(el);
    const all = (await api('/events?limit=100')).records;
    const items = parts(el, 'item');
    expect(items).to.have.length(all.length);
    const at = (slug: string) => all.findIndex((e) => e.slug === slug);
    const cancelled = at(DEMO_FACTS.cancelledEvent);
    expect(cancelled, 'the demo has a cancelled event').to.be.greaterThan(-1);
    expect(items[cancelled].querySelector('[part~="badge"]')!.textContent).to.equal('Cancelled');
    expect(items[cancelled].classList.contains('cancelled')).to.be.true;
    expect(items[cancelled].querySelector('[part~="tickets"]'), 'no tickets for a cancelled event').to.equal(null);
    expect(parts(el, 'badge')).to.have.length(all.filter((e) => e.publishState === 'CANCELLED').length);
    // Three tiers, 19–64 EUR: "from €19.00", linked to the first tier.
    const goldberg = items[at(DEMO_FACTS.jsonLdEvent)].querySelector<HTMLAnchorElement>('[part~="ticket-link"]')!;
    expect(goldberg.textContent).to.equal('from €19.00');
    expect(goldberg.getAttribute('href')).to.equal(all[at(DEMO_FACTS.jsonLdEvent)].tickets![0].externalLink);
    expect(goldberg.rel).to.equal('noopener noreferrer');
    expect(goldberg.getAttribute('aria-label')).to.contain(title(all[at(DEMO_FACTS.jsonLdEvent)])!);
    // Tiers in USD; one free tier; a festival with a free tier among paid ones; no tickets at all.
    expect(items[at(DEMO_FACTS.usdEvent)].querySelector('[part~="tickets"]')!.textContent).to.match(/^from \$\d/);
    expect(items[at(DEMO_FACTS.freeEvent)].querySelector('[part~="tickets"]')!.textContent).to.equal('Free');
    expect(items[at(DEMO_FACTS.festival)].querySelector('[part~="tickets"]')!.textContent).to.equal('from €59.00');
    expect(items[at(DEMO_FACTS.noTicketsEvent)].querySelector('[part~="tickets"]')).to.equal(null);
    const located = all.findIndex((e) => e.location?.city);
    expect(items[located].querySelector('[part~="location"]')!.textContent).to.equal(`${title(all[located].location!)}, ${all[located].location!.city}`);
    await expect(el).to.be.accessible();
  });

  it('sorts with dir="desc" and narrows by tag', async () => {
    const desc = await mountEvents('dir="desc" limit="4"');
    await settled(desc);
    expect(titles(desc)).to.deep.equal((await api('/events?dir=desc&limit=4')).records.map((e) => title(e)));

    const tag = DEMO_FACTS.tagIds.jazz;
    const tagged = await mountEvents(`tag="${tag}" limit="50"`);
    await settled(tagged);
    const expected = (await api(`/events?tags=${tag}&limit=50`)).records;
    expect(expected.length).to.be.greaterThan(0);
    expect(expected.every((e) => tagsOf(e.tags).some((t) => t.id === tag))).to.be.true;
    expect(titles(tagged)).to.deep.equal(expected.map((e) => title(e)));
  });

  it('sends featured and root-only as the real parameters', async () => {
    const recording = recordPageFetches();
    const featured = await mountEvents('featured limit="10"');
    const roots = await mountEvents('root-only limit="100"');
    await settled(featured);
    await settled(roots);
    recording.restore();
    expect(titles(featured)).to.deep.equal((await api('/events?featured=true&limit=10')).records.map((e) => title(e)));
    expect(titles(featured)).to.have.length(2);
    const rootTitles = titles(roots);
    const children = (await api(`/events/${DEMO_FACTS.festival}` as string)) as unknown as EventRecord;
    for (const child of children.relations!.children!) expect(rootTitles).not.to.include(title(child));
    const sent = recording.calls.map((c) => new URL(c.url, location.href).searchParams);
    expect(sent.some((q) => q.get('featured') === 'true')).to.be.true;
    expect(sent.some((q) => q.get('rootOnly') === 'true')).to.be.true;
  });

  it('shows one artist\u2019s events with profile=', async () => {
    const profiles = [{slug: 'clara-weiss'}];
    const el = await mountEvents(`profile="${profiles[0].slug}" limit="50"`);
    await settled(el);
    const expected = (await api(`/profiles/${profiles[0].slug}/events?limit=50`)).records;
    expect(expected.length).to.be.greaterThan(0);
    expect(titles(el)).to.deep.equal(expected.map((e) => title(e)));
  });

  it('links each title through the href template', async () => {
    const el = await mountEvents('upcoming limit="3" href="/event.html?slug={slug}"');
    await settled(el);
    const expected = (await api('/events?upcoming=true&limit=3')).records;
    const links = parts(el, 'link') as HTMLAnchorElement[];
    expect(links.map((a) => a.getAttribute('href'))).to.deep.equal(
      expected.map((e) => `/event.html?slug=${encodeURIComponent(e.slug)}`),
    );
  });

  it('appends the next page with "more", moves focus to the first new event and hides the button at the end', async () => {
    const {count: total} = await api('/events?upcoming=true&limit=1');
    const limit = Math.ceil(total! / 2);
    const el = await mountEvents(`upcoming limit="${limit}" href="#{slug}"`);
    await settled(el);
    expect(parts(el, 'item')).to.have.length(limit);
    const more = part(el, 'more') as HTMLButtonElement;
    expect(more.textContent!.trim()).to.equal('More events');
    more.focus();
    more.click();
    await waitUntil(() => parts(el, 'item').length === total, 'the next page was not appended');
    expect(part(el, 'more')).to.equal(null);
    const first = parts(el, 'item')[limit].querySelector('a');
    await waitUntil(() => el.shadowRoot!.activeElement === first, 'focus did not move to the first new event');
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain(`${total! - limit} more`);
  });

  it('drops a "more" page in flight when the list changes, without announcing an error', async () => {
    // On the slow site every answer is ~2 s late: the next page is still on
    // its way when the visitor sorts the list the other way.
    const el = await mountEvents('upcoming limit="2"', unique('slow'));
    await settled(el, 10000);
    const heard: Event[] = [];
    el.addEventListener('site-error', (e) => heard.push(e));
    // Everything the live region says on the way, not only at the end.
    const said: string[] = [];
    const region = el.shadowRoot!.querySelector('[role="status"]')!;
    const observer = new MutationObserver(() => said.push(region.textContent!));
    observer.observe(region, {childList: true, characterData: true, subtree: true});
    (part(el, 'more') as HTMLButtonElement).click();
    await waitUntil(() => part(el, 'more')?.getAttribute('aria-busy') === 'true', 'the next page was not asked for');
    el.setAttribute('dir', 'desc');
    await waitUntil(() => el.task.status === 2 && el.task.value?.query.dir === 'desc', 'the re-sorted list did not arrive', {timeout: 10000});
    await el.updateComplete;
    expect(parts(el, 'item')).to.have.length(2);
    observer.disconnect();
    expect(region.textContent).to.equal('');
    expect(said.filter((text) => text.includes('could not be loaded')), said.join(' | ')).to.deep.equal([]);
    expect(heard).to.have.length(0);
  });

  it('shows "No upcoming events" for an empty site, replaceable by a slot', async () => {
    const el = await mountEvents('upcoming', unique('empty'));
    await settled(el);
    expect(part(el, 'empty')!.textContent).to.equal('No upcoming events');
    await expect(el).to.be.accessible();

    const wrapper = await fixture<HTMLElement>(html`<site-content-provider site-key=${unique('empty')} token=${TOKEN}>
      <site-events><p slot="empty">Nothing planned yet: follow us!</p></site-events>
    </site-content-provider>`);
    const slotted = wrapper.querySelector('site-events')!;
    await settled(slotted);
    const slot = slotted.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="empty"]')!;
    expect(slot.assignedElements()[0].textContent).to.equal('Nothing planned yet: follow us!');
  });

  it('shows an error with a retry button on a 500, fires site-error, and keeps the page working', async () => {
    const errors = captureConsole('error');
    try {
      const siteKey = unique('down');
      const heard: {event: SiteErrorEvent; target: EventTarget | null}[] = [];
      const listen = (event: SiteErrorEvent) => heard.push({event, target: event.target});
      document.addEventListener('site-error', listen);
      const wrapper = mount(`<div>
        <site-content-provider site-key="${siteKey}" token="${TOKEN}"><site-events></site-events></site-content-provider>
        <site-content-provider site-key="demo" token="${TOKEN}"><site-events limit="1"></site-events></site-content-provider>
      </div>`);
      const [broken, healthy] = wrapper.querySelectorAll('site-events');
      await waitUntil(() => heard.some((h) => h.target === broken), 'no site-error from the failing element');
      document.removeEventListener('site-error', listen);
      const {event} = heard.find((h) => h.target === broken)!;
      expect(event.detail.status).to.equal(500);
      expect(event.detail.url).to.contain(`/api/v2/${siteKey}/public/events`);
      await settled(broken);
      expect(part(broken, 'error')!.textContent).to.contain('could not be loaded');
      expect(part(broken, 'retry')).to.exist;
      await settled(healthy);
      expect(parts(healthy, 'item')).to.have.length(1);
      expect(errors.messages.some((m) => m.includes('HTTP 500'))).to.be.true;
      await expect(broken).to.be.accessible();
    } finally {
      errors.restore();
    }
  });

  it('says plainly when the token is wrong, in the element and once in the console', async () => {
    const errors = captureConsole('error');
    try {
      const wrapper = await fixture<HTMLElement>(html`<site-content-provider site-key="demo" token="wrong-token">
        <site-events></site-events><site-events upcoming></site-events>
      </site-content-provider>`);
      const [a, b] = wrapper.querySelectorAll('site-events');
      await settled(a);
      await settled(b);
      expect(part(a, 'error')!.textContent).to.contain('The API wants a valid key.');
      expect(part(b, 'error')!.textContent).to.contain('The API wants a valid key.');
      const tokenErrors = errors.messages.filter((m) => m.includes('401'));
      expect(tokenErrors.length).to.be.greaterThan(0);
      for (const m of tokenErrors) {
        expect(m).to.contain('The API refused the token: check the "token" attribute of <site-content-provider>');
        expect(m).not.to.contain('carried none');
      }
    } finally {
      errors.restore();
    }
  });

  it('shows an error, not a crash, when the answer is not JSON', async () => {
    const errors = captureConsole('error');
    try {
      const el = await mountEvents('', unique('broken'));
      await settled(el);
      expect(part(el, 'error')).to.exist;
      expect(errors.messages.some((m) => m.includes('not valid JSON'))).to.be.true;
    } finally {
      errors.restore();
    }
  });

  it('shows not-found for an unknown profile', async () => {
    const errors = captureConsole('error');
    try {
      const el = await mountEvents('profile="nobody-by-that-name"');
      await settled(el);
      expect(part(el, 'not-found')!.textContent).to.equal('Not found.');
    } finally {
      errors.restore();
    }
  });

  it('shows the second locale\u2019s titles and dates with locale="de"', async () => {
    const el = await mountEvents('upcoming limit="5"', 'demo', 'locale="de"');
    await settled(el);
    const records = (await api('/events?upcoming=true&limit=5')).records;
    const german = records.map((e) => title(e, 'de'));
    expect(german.some((t, i) => t !== title(records[i])), 'the demo translates event titles').to.be.true;
    expect(titles(el)).to.deep.equal(german);
    const timed = records.findIndex((e) => e.hasTime);
    const first = new Date(records[timed].startDate);
    const month = new Intl.DateTimeFormat('de', {timeZone: ZONE, month: 'short'}).format(first);
    const day = new Intl.DateTimeFormat('de', {timeZone: ZONE, day: 'numeric'}).format(first);
    const text = el.shadowRoot!.querySelectorAll('time')[timed].textContent!;
    expect(text).to.contain(month);
    expect(text).to.match(new RegExp(`\\b${day.replace('.', '\\.')}`));
  });

  it('uses the provider\u2019s time-zone over the site\u2019s', async () => {
    const el = await mountEvents('upcoming limit="5"', 'demo', 'time-zone="Pacific/Auckland"');
    await settled(el);
    const events = (await api('/events?upcoming=true&limit=5')).records;
    const timed = events.findIndex((e) => e.hasTime);
    expect(el.shadowRoot!.querySelectorAll('time')[timed].textContent).to.contain(clock(events[timed].startDate, 'Pacific/Auckland'));
  });

  it('shows the site’s wall-clock times with the browser itself in another zone (DevTools emulation)', async () => {
    await executeServerCommand('set-timezone', 'America/Los_Angeles');
    try {
      expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).to.equal('America/Los_Angeles');
      const el = await mountEvents('limit="100"');
      await settled(el);
      const all = (await api('/events?limit=100')).records;
      const index = all.findIndex((e) => e.slug === DEMO_FACTS.lateNightEvent);
      expect(index, 'the demo has its 23:30 event').to.be.greaterThan(-1);
      const text = parts(el, 'item')[index].querySelector('time')!.textContent!;
      expect(text).to.contain(clock(all[index].startDate, ZONE));
      const day = new Intl.DateTimeFormat(navigator.language, {timeZone: ZONE, day: 'numeric'}).format(new Date(all[index].startDate));
      expect(text).to.match(new RegExp(`\\b${day}\\b`));
    } finally {
      await executeServerCommand('set-timezone', '');
    }
  });

  it('keeps all-day events on their own calendar dates in any time zone', async () => {
    const el = await mountEvents('limit="100"', 'demo', 'time-zone="America/Los_Angeles"');
    await settled(el);
    const all = (await api('/events?limit=100')).records;
    const index = all.findIndex((e) => e.slug === DEMO_FACTS.allDayEvent);
    expect(index, 'the demo has an all-day event').to.be.greaterThan(-1);
    const event = all[index];
    expect(event.hasTime).to.be.false;
    const text = parts(el, 'item')[index].querySelector('time')!.textContent!;
    // All-day dates are the site's calendar days: midnight in Berlin.
    const day = (iso: string) => String(Number(berlinDay(iso).slice(8, 10)));
    // Midnight in Berlin is the previous evening in Los Angeles: the dates must not slide.
    expect(text).to.match(new RegExp(`\\b${day(event.startDate)}\\b`));
    expect(text).to.match(new RegExp(`\\b${day(event.endDate!)}\\b`));
    expect(text).not.to.match(/\d:\d\d/);
  });

  it('renders hostile titles as text and drops unsafe ticket links', async () => {
    // Every payload of the hostile site calls __xss(id): a call means a script ran.
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const el = await mountEvents('limit="100"', 'hostile');
    await settled(el);
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
    const root = el.shadowRoot!;
    expect(root.querySelector('script, img[onerror], iframe')).to.equal(null);
    expectSafeAttributes(root, ['href']);
    expect(parts(el, 'item').length).to.be.greaterThan(0);
  });
});

describe('<site-events> structured data', () => {
  useClock();
  beforeEach(clearJsonLd);

  it('publishes no JSON-LD: search engines read each item\u2019s on its own page, where the detail element publishes it', async () => {
    const el = await mountEvents('upcoming limit="3" href="/x.html?slug={slug}"');
    await settled(el);
    await structuredDataWritten();
    expect(jsonLdBlocks()).to.have.length(0);
  });
});

describe('<site-events> from and to', () => {
  useClock();

  it('shows only the events between two dates, and ignores a malformed date with one warning', async () => {
    const all = (await api('/events?limit=100')).records;
    const day = berlinDay(all[Math.floor(all.length / 2)].startDate);
    const recording = recordPageFetches();
    const el = await mountEvents(`from="${day}" to="${day}" limit="50"`);
    await settled(el);
    recording.restore();
    const {gt, lt} = dayBounds(day, day, ZONE);
    const expected = (await api(`/events?gt=${gt}&lt=${lt}&limit=50`)).records;
    expect(expected.length).to.be.greaterThan(0);
    expect(expected.every((e) => berlinDay(e.startDate) === day)).to.be.true;
    expect(titles(el)).to.deep.equal(expected.map((e) => title(e)));
    const sent = new URL(recording.calls.find((c) => c.url.includes('/events?'))!.url, location.href).searchParams;
    expect([sent.get('gt'), sent.get('lt'), sent.has('from')]).to.deep.equal([String(gt), String(lt), false]);
    // The days are the site's (Berlin), as the calendar's /events/dates counts them, even where the provider shows times in another zone.
    const elsewhere = recordPageFetches();
    const shownElsewhere = await mountEvents(`from="${day}" to="${day}" limit="50"`, 'demo', 'time-zone="Pacific/Kiritimati"');
    await settled(shownElsewhere);
    elsewhere.restore();
    const sentElsewhere = new URL(elsewhere.calls.find((c) => c.url.includes('/events?'))!.url, location.href).searchParams;
    expect([sentElsewhere.get('gt'), sentElsewhere.get('lt')]).to.deep.equal([String(gt), String(lt)]);
    expect(titles(shownElsewhere)).to.deep.equal(expected.map((e) => title(e)));
    const warnings = captureConsole('warn');
    try {
      const bad = await mountEvents('from="14.03.2026" limit="3"');
      await settled(bad);
      expect(parts(bad, 'item')).to.have.length(3);
      expect(warnings.messages.filter((m) => m.includes('from="14.03.2026"'))).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });
});
