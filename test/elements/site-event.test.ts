import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/index.js';
import type {SiteEvent} from '../../src/elements/site-event/site-event.js';
import {buildIcs} from '../../src/index.js';
import {buildIcs as buildIcsOfRender} from '../../src/render/ics.js';
import {localized, mediaUrl, tagsOf, type EventRecord} from '../../src/api/client.js';
import {DEMO_FACTS} from '../../demo/api/data.js';
import {TOKEN, unique} from '../helpers/api.js';
import {captureConsole, clearJsonLd, jsonLdBlocks, mount, part, parts, settled, mountInProvider} from '../helpers/dom.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan, structuredDataWritten} from '../helpers/signals.js';

const ZONE = 'Europe/Berlin';
const LATE = DEMO_FACTS.lateNightEvent;
/** A record's title as the kit reads it. */
const title = (r: object, locale = 'en') => localized(r, 'title', locale, 'en');

async function event(slug: string, siteKey = 'demo'): Promise<EventRecord> {
  return (await fetch(`/api/v2/${siteKey}/public/events/${slug}`, {headers: {Authorization: `Bearer ${TOKEN}`}})).json();
}

async function events(siteKey = 'demo'): Promise<EventRecord[]> {
  return (await (await fetch(`/api/v2/${siteKey}/public/events?limit=100`, {headers: {Authorization: `Bearer ${TOKEN}`}})).json()).records;
}

function mountEvent(attrs: string, siteKey = 'demo', providerAttrs = ''): SiteEvent {
  return mountInProvider<SiteEvent>(`<site-event ${attrs}></site-event>`, {siteKey, attrs: providerAttrs});
}

/** Unfolds an .ics text and returns its content lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);

async function content(el: Element): Promise<HTMLElement> {
  await waitUntil(() => part(el, 'content')?.childNodes.length, 'no content');
  return part(el, 'content')!;
}

/** "23:30" or "11:30": the hour and minute of an instant on the wall clock of a zone, as the element formats them. */
function clock(iso: string, timeZone: string, locale = navigator.language): string {
  const p = new Intl.DateTimeFormat(locale, {timeZone, hour: 'numeric', minute: '2-digit'}).formatToParts(new Date(iso));
  return `${p.find((x) => x.type === 'hour')!.value}:${p.find((x) => x.type === 'minute')!.value}`;
}

describe('<site-event>', () => {
  it('exports buildIcs() from the package entry (the one of render/ics.ts, tested there; the element loads it on demand)', () => {
    expect(buildIcs).to.equal(buildIcsOfRender);
  });

  it('shows the whole event: title, image, date, venue, tickets, content, tags and artists', async () => {
    const el = mountEvent(`slug="${LATE}" tag-href="/events.html?tag={id}" profile-href="/artist.html?slug={slug}"`);
    await settled(el);
    const data = await event(LATE);
    expect(part(el, 'title')!.localName).to.equal('h1');
    expect(part(el, 'title')!.textContent).to.equal(title(data));
    const img = part(el, 'image') as HTMLImageElement;
    expect(img.getAttribute('src')).to.equal(mediaUrl(data.image!.url, `${location.origin}/media/`));
    const size = (n?: number | null) => String(n ?? (data.image!.metadata as {width: number}).width);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.alt]).to.deep.equal([size(data.image!.width), size(data.image!.height), data.image!.altText]);
    expect(el.shadowRoot!.querySelector('time')!.getAttribute('datetime')).to.equal(data.startDate);
    const where = part(el, 'location')!.textContent!;
    for (const s of [title(data.location!)!, data.location!.address!, data.location!.city!, 'Germany']) expect(where).to.contain(s);
    expect((part(el, 'map') as HTMLAnchorElement).getAttribute('href')).to.equal(data.location!.mapLink);
    const tiers = parts(el, 'ticket');
    expect(tiers).to.have.length(data.tickets!.length);
    const link = part(el, 'ticket-link') as HTMLAnchorElement;
    expect(link.getAttribute('href')).to.equal(data.tickets![0].externalLink);
    expect(link.rel).to.equal('noopener noreferrer');
    expect(part(el, 'badge')).to.equal(null);
    expect((await content(el)).textContent).to.contain('23:30');
    expect((parts(el, 'tag-link') as HTMLAnchorElement[]).map((a) => a.getAttribute('href'))).to.deep.equal(tagsOf(data.tags).map((t) => `/events.html?tag=${t.id}`));
    const artists = parts(el, 'profile-link') as HTMLAnchorElement[];
    expect(artists.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal(data.artists.map(({profile: p}) => [title(p), `/artist.html?slug=${p.slug}`]));
    expect(part(el, 'performers')!.textContent).to.match(/^With /);
    expect(part(el, 'calendar')!.textContent).to.equal('Add to calendar');
    await expect(el).to.be.accessible();
  });

  it('shows an event at 23:30 Berlin time on its Berlin date, wherever the visitor is', async () => {
    const el = mountEvent(`slug="${LATE}"`);
    await settled(el);
    const data = await event(LATE);
    const text = el.shadowRoot!.querySelector('time')!.textContent!;
    const start = new Date(data.startDate);
    const berlin = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(navigator.language, {timeZone: ZONE, ...o}).format(start);
    expect(text).to.contain(berlin({month: 'short'}));
    expect(text).to.match(new RegExp(`\\b${berlin({day: 'numeric'})}\\b`));
    expect(clock(data.startDate, ZONE)).to.match(/^(23|11):30$/);
    expect(text).to.contain(clock(data.startDate, ZONE));
    expect(text).to.contain(clock(data.endDate!, ZONE));
    // In New York the same instant is 17:30: with the provider's time-zone, the time follows it.
    const ny = mountEvent(`slug="${LATE}"`, 'demo', 'time-zone="America/New_York"');
    await settled(ny);
    expect(ny.shadowRoot!.querySelector('time')!.textContent).to.contain(clock(data.startDate, 'America/New_York'));
    expect(clock(data.startDate, 'America/New_York')).to.match(/^(17|5):30$/);
    // In Tokyo it is already the next morning: the date follows the zone too.
    const tokyo = mountEvent(`slug="${LATE}"`, 'demo', 'time-zone="Asia/Tokyo"');
    await settled(tokyo);
    const next = new Intl.DateTimeFormat(navigator.language, {timeZone: 'Asia/Tokyo', day: 'numeric'}).format(start);
    expect(next).not.to.equal(berlin({day: 'numeric'}));
    expect(tokyo.shadowRoot!.querySelector('time')!.textContent).to.match(new RegExp(`\\b${next}\\b`));
  });

  it('shows ticket tiers with their names and prices in their own currency, a regular tier unnamed, a free one as Free', async () => {
    const el = mountEvent(`slug="${DEMO_FACTS.jsonLdEvent}"`);
    await settled(el);
    expect(parts(el, 'ticket').map((t) => t.textContent)).to.deep.equal(['€38.00', 'Reduced · €19.00', 'Box seat · €64.00']);
    const usd = mountEvent(`slug="${DEMO_FACTS.usdEvent}"`);
    await settled(usd);
    expect(parts(usd, 'ticket').every((t) => t.textContent!.includes('$'))).to.be.true;
    const festival = mountEvent(`slug="${DEMO_FACTS.festival}"`);
    await settled(festival);
    expect(parts(festival, 'ticket').map((t) => t.textContent)).to.deep.equal(['Weekend pass · €129.00', 'Day ticket · €59.00', 'Children under 12 · Free']);
  });

  it('shows a festival\u2019s own events, and the festival an event is part of, linked by event-href', async () => {
    const el = mountEvent(`slug="${DEMO_FACTS.festival}" event-href="/event.html?slug={slug}"`);
    await settled(el);
    const data = await event(DEMO_FACTS.festival);
    const links = parts(el, 'child-link') as HTMLAnchorElement[];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal(data.relations!.children!.map((c) => [title(c), `/event.html?slug=${c.slug}`]));
    expect(part(el, 'children')!.getAttribute('aria-label')).to.equal('Festival events');
    const child = mountEvent(`slug="${DEMO_FACTS.festivalChildren[0]}"`);
    await settled(child);
    expect(part(child, 'parent')!.textContent).to.contain(`Part of ${title(data)}`);
    expect((part(child, 'child-link') as HTMLAnchorElement).getAttribute('href')).to.equal(`?slug=${DEMO_FACTS.festival}`);
    // No image of its own: the festival's.
    expect((part(child, 'image') as HTMLImageElement).getAttribute('src')).to.equal(mediaUrl(data.image!.url, `${location.origin}/media/`));
    await expect(child).to.be.accessible();
  });

  it('shows a record with an entry only in another locale, and the service\u2019s JSON-LD as it is', async () => {
    const el = mountEvent(`slug="${DEMO_FACTS.deOnlyEvent}"`);
    await settled(el);
    const data = await event(DEMO_FACTS.deOnlyEvent);
    expect(part(el, 'title')!.textContent).to.equal(data.localizedContent[0].title);
  });

  it('shows all-day events as dates only, with a date in datetime', async () => {
    const all = await events();
    const festival = all.find((e) => e.slug === DEMO_FACTS.allDayEvent)!;
    expect(festival.hasTime).to.be.false;
    const berlin = (iso: string) => new Intl.DateTimeFormat('en-CA', {timeZone: 'Europe/Berlin'}).format(new Date(iso));
    const el = mountEvent(`slug="${festival.slug}"`, 'demo', 'time-zone="America/Los_Angeles"');
    await settled(el);
    const time = el.shadowRoot!.querySelector('time')!;
    expect(time.getAttribute('datetime')).to.equal(berlin(festival.startDate));
    expect(time.textContent).not.to.match(/\d:\d\d/);
    expect(time.textContent).to.match(new RegExp(`\\b${Number(berlin(festival.startDate).slice(8, 10))}\\b`));
    expect(time.textContent).to.match(new RegExp(`\\b${Number(berlin(festival.endDate).slice(8, 10))}\\b`));
  });

  it('shows the Cancelled badge, and no ticket or calendar link for a cancelled event', async () => {
    const el = mountEvent(`slug="${DEMO_FACTS.cancelledEvent}"`);
    await settled(el);
    expect((await event(DEMO_FACTS.cancelledEvent)).tickets!.length).to.be.greaterThan(0);
    expect(part(el, 'badge')!.textContent).to.equal('Cancelled');
    expect(part(el, 'event')!.classList.contains('cancelled')).to.be.true;
    expect(part(el, 'tickets')).to.equal(null);
    expect(part(el, 'calendar')).to.equal(null);
  });

  it('downloads an .ics file from a blob: URL made on click, with the mouse and with the keyboard', async () => {
    const el = mountEvent(`slug="${LATE}"`);
    await settled(el);
    const data = await event(LATE);
    const a = part(el, 'calendar') as HTMLAnchorElement;
    expect(a.localName).to.equal('a');
    expect(a.getAttribute('download')).to.equal(`${LATE}.ics`);
    const blobs: Blob[] = [];
    const create = URL.createObjectURL;
    URL.createObjectURL = (obj: Blob | MediaSource) => {
      blobs.push(obj as Blob);
      return create.call(URL, obj);
    };
    const hrefs: string[] = [];
    // Runs after the element's own handler: see the href it set, and keep the test page from downloading.
    const intercept = (e: Event) => {
      hrefs.push(a.href);
      e.preventDefault();
    };
    a.addEventListener('click', intercept);
    try {
      a.click();
      a.focus();
      await sendKeys({press: 'Enter'});
      await waitUntil(() => hrefs.length === 2, 'Enter did not activate the link');
    } finally {
      a.removeEventListener('click', intercept);
      URL.createObjectURL = create;
    }
    expect(hrefs.every((h) => h.startsWith('blob:'))).to.be.true;
    expect(hrefs[0]).not.to.equal(hrefs[1]);
    expect(blobs).to.have.length(2);
    expect(blobs[0].type).to.equal('text/calendar');
    const ics = await blobs[0].text();
    const lines = unfold(ics);
    expect(lines).to.include(`UID:${LATE}@${location.hostname}`);
    // 23:30 in Berlin (UTC+1 in December) is 22:30 UTC.
    const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
    expect(lines).to.include(`DTSTART:${utc(data.startDate)}`);
    expect(lines).to.include(`DTEND:${utc(data.endDate!)}`);
    expect(lines).to.include(`SUMMARY:${title(data)}`);
    expect(lines.find((l) => l.startsWith('LOCATION:'))).to.contain('Tresorkeller\\,');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).to.contain('23:30 sharp');
    expect(lines).to.include(`URL:${location.href}`);
    // The blob URL is revoked after a tick, and the link goes back to its placeholder.
    await waitUntil(() => a.getAttribute('href') === '#', 'the blob URL was not released');
    await expect(el).to.be.accessible();
  });

  it('puts an all-day event in the .ics on the site\u2019s days, whatever the visitor\u2019s zone', async () => {
    const slug = DEMO_FACTS.allDayEvent;
    const el = mountEvent(`slug="${slug}"`, 'demo', 'time-zone="America/Los_Angeles"');
    await settled(el);
    const data = await event(slug);
    const a = part(el, 'calendar') as HTMLAnchorElement;
    const blobs: Blob[] = [];
    const create = URL.createObjectURL;
    URL.createObjectURL = (obj: Blob | MediaSource) => (blobs.push(obj as Blob), create.call(URL, obj));
    const stop = (e: Event) => e.preventDefault();
    a.addEventListener('click', stop);
    try {
      a.click();
      await waitUntil(() => blobs.length === 1, 'no .ics was made');
    } finally {
      a.removeEventListener('click', stop);
      URL.createObjectURL = create;
    }
    const lines = unfold(await blobs[0].text());
    // The days in Berlin, the site's zone: DTEND is the day after the last one.
    const day = (iso: string, plus = 0) => {
      const [y, m, d] = new Intl.DateTimeFormat('en-CA', {timeZone: 'Europe/Berlin'}).format(new Date(iso)).split('-').map(Number);
      return new Date(Date.UTC(y, m - 1, d + plus)).toISOString().slice(0, 10).replace(/-/g, '');
    };
    expect(lines).to.include(`DTSTART;VALUE=DATE:${day(data.startDate)}`);
    expect(lines).to.include(`DTEND;VALUE=DATE:${day(data.endDate!, 1)}`);
    // The JSON-LD gives the same days, as dates.
    const ld = () => jsonLdBlocks().find((b) => b.key === `Event:${slug}`);
    await waitUntil(ld, 'no JSON-LD for the event');
    const iso = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`;
    expect([ld()!.data.startDate, ld()!.data.endDate]).to.deep.equal([iso(day(data.startDate)), iso(day(data.endDate!))]);
  });

  it('shifts headings with heading-offset and hides title and image with no-title and no-image', async () => {
    const el = mountEvent(`slug="${LATE}" heading-offset="2"`);
    await settled(el);
    expect(part(el, 'title')!.localName).to.equal('h3');
    const bare = mountEvent(`slug="${LATE}" no-title no-image`);
    await settled(bare);
    expect(part(bare, 'title')).to.equal(null);
    expect(part(bare, 'image')).to.equal(null);
    expect(parts(bare, 'tag')).to.have.length(tagsOf((await event(LATE)).tags).length);
    expect(part(bare, 'tag-link'), 'tags are plain text without tag-href').to.equal(null);
  });

  it('shows the German title, content, date and words with locale="de"', async () => {
    const el = mountEvent(`slug="${LATE}"`, 'demo', 'locale="de"');
    await settled(el);
    const data = await event(LATE);
    expect(part(el, 'title')!.textContent).to.equal(title(data, 'de'));
    expect((await content(el)).textContent).to.contain('Beginnt pünktlich');
    const month = new Intl.DateTimeFormat('de', {month: 'short', timeZone: ZONE}).format(new Date(data.startDate));
    expect(el.shadowRoot!.querySelector('time')!.textContent).to.contain(month);
    expect(part(el, 'calendar')!.textContent).to.equal('Zum Kalender hinzufügen');
    expect(part(el, 'performers')!.textContent).to.match(/^Mit /);
    expect(part(el, 'location')!.textContent).to.contain('Deutschland');
  });

  it('reads the slug from the page URL, by slug-param', async () => {
    const before = location.href;
    history.replaceState(null, '', `?e=${LATE}`);
    try {
      const el = mountEvent('slug-param="e"');
      await settled(el);
      expect(part(el, 'title')!.textContent).to.equal(title(await event(LATE)));
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('shows a skeleton while loading, not-found for an unknown slug, and an error on a 500', async () => {
    const errors = captureConsole('error');
    try {
      const slow = mountEvent(`slug="${LATE}"`, unique('slow'));
      await slow.updateComplete;
      expect(slow.getAttribute('aria-busy')).to.equal('');
      expect(part(slow, 'skeleton')).to.exist;
      const missing = mountEvent('slug="no-such-event"');
      await settled(missing);
      expect(part(missing, 'not-found')!.textContent).to.equal('Not found.');
      await expect(missing).to.be.accessible();
      const down = mountEvent(`slug="${LATE}"`, unique('down'));
      await settled(down);
      expect(part(down, 'error')!.textContent).to.contain('could not be loaded');
      expect(part(down, 'retry')).to.exist;
      await settled(slow);
      expect(part(slow, 'title')).to.exist;
    } finally {
      errors.restore();
    }
  });

  it('renders a hostile event with no script run and no unsafe URL', async () => {
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const all = await events('hostile');
    for (const {slug} of all.slice(0, 6)) {
      const el = mountEvent(`slug="${slug}" tag-href="?tag={id}" profile-href="?p={slug}"`, 'hostile');
      await settled(el);
      await content(el);
      const root = el.shadowRoot!;
      expect(root.querySelector('script, iframe, object, embed, svg, math, form, base, meta, style:not([data-lit])'), slug).to.equal(null);
      expectSafeAttributes(root, ['href'], slug);
      // Its add-to-calendar link, followed: building the file from hostile text runs nothing either.
      const calendar = part(el, 'calendar') as HTMLAnchorElement | null;
      expect(calendar, `${slug}: its calendar link`).to.exist;
      calendar!.addEventListener('click', (e) => e.preventDefault(), {once: true});
      calendar!.click();
    }
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
  });
});

describe('<site-event> structured data', () => {
  const blocks = jsonLdBlocks;

  beforeEach(clearJsonLd);

  it('adds one valid MusicEvent for the event, once however many elements show it', async () => {
    const a = mountEvent(`slug="${LATE}"`);
    const b = mountEvent(`slug="${LATE}"`);
    await settled(a);
    await settled(b);
    await waitUntil(() => blocks().length === 1, 'no JSON-LD in the head');
    await structuredDataWritten();
    const found = blocks();
    expect(found).to.have.length(1);
    const data = await event(LATE);
    const [{key, data: ld}] = found;
    expect(key).to.equal(`Event:${LATE}`);
    expect(ld['@context']).to.equal('https://schema.org');
    expect(ld['@type']).to.equal('MusicEvent');
    expect(ld.name).to.equal(title(data));
    expect(ld.startDate).to.equal(data.startDate);
    expect(ld.endDate).to.equal(data.endDate);
    expect(ld.url).to.equal(location.href);
    expect(ld.eventStatus).to.equal('https://schema.org/EventScheduled');
    expect(ld.location).to.include({'@type': 'Place', name: title(data.location!)});
    expect(ld.location.address.streetAddress).to.equal(data.location!.address);
    expect(ld.offers[0]).to.include({'@type': 'Offer', price: data.tickets![0].price, priceCurrency: 'EUR', url: data.tickets![0].externalLink});
    expect(ld.performer.map((p: {name: string}) => p.name)).to.deep.equal(data.artists.map(({profile}) => title(profile)));
  });

  it('publishes the service\u2019s own jsonLd as it is, when the event has one', async () => {
    const el = mountEvent(`slug="${DEMO_FACTS.jsonLdEvent}"`);
    await settled(el);
    await waitUntil(() => blocks().length === 1, 'no JSON-LD in the head');
    const data = await event(DEMO_FACTS.jsonLdEvent);
    expect(blocks()[0].data).to.deep.equal(data.jsonLd);
  });

  it('adds nothing with no-structured-data, and nothing hostile can close the script', async () => {
    const off = mountEvent(`slug="${LATE}" no-structured-data`);
    await settled(off);
    await structuredDataWritten();
    expect(blocks()).to.have.length(0);
    const [first] = await events('hostile');
    const hostile = mountEvent(`slug="${first.slug}"`, 'hostile');
    await settled(hostile);
    await waitUntil(() => blocks().length === 1, 'no JSON-LD');
    for (const s of document.head.querySelectorAll('script[data-site-widgets]')) expect(s.textContent).not.to.contain('<');
  });
});
