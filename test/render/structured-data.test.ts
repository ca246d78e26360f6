/**
 * The schema.org builders (src/render/structured-data.ts) on the demo
 * site's real records and on stub records for the rules the demo need not
 * hold. The detail elements publish what they build (their own tests check
 * the block in the head); these check every field, record by record.
 */
import {expect} from '@open-wc/testing';
import {eventData, newsData, productData, profileData} from '../../src/render/structured-data.js';
import {localized, mediaUrl, type EventRecord, type Page, type Product, type Profile} from '../../src/api/client.js';
import {apiGet} from '../helpers/api.js';

const ZONE = 'Europe/Berlin';
const MEDIA = `${location.origin}/media/`;
const SITE = {locale: 'en', defaultLocale: 'en', currency: 'EUR', mediaBase: MEDIA, site: {timeZone: ZONE}};
const title = (r: object, locale = 'en') => localized(r, 'title', locale, 'en');

const api = <T>(path: string) => apiGet<{records: T[]}>(path);

describe('schema.org builders', () => {
  it('an event names the performers the page shows: the first 100 of 10 000', async () => {
    const event = (await api<EventRecord>('/events?limit=30')).records.find((e) => !e.jsonLd && e.artists?.length)!;
    expect(event, 'a demo event with artists and no jsonLd of its own').to.exist;
    const artists = Array.from({length: 10_000}, (_, i) => ({profile: {...event.artists![0].profile, slug: `artist-${i}`}}));
    const {data} = eventData({...event, artists}, SITE, '/event.html') as {data: {performer: unknown[]}};
    expect(data.performer).to.have.length(100);
  });

  it('an event: a MusicEvent with its status, place, offers and performers; an all-day event\u2019s days in the site\u2019s zone; the service\u2019s own jsonLd as it is', async () => {
    const events = (await api<EventRecord>('/events?upcoming=true&limit=30')).records;
    expect(events.some((e) => e.hasTime === false), 'the demo has an all-day event').to.be.true;
    expect(events.some((e) => (e.tickets ?? []).some((t) => Number.isFinite(t.price))), 'the demo has an event with priced tickets').to.be.true;
    expect(events.some((e) => e.jsonLd), 'the demo has an event with its own jsonLd').to.be.true;
    for (const event of events) {
      const {key, data} = eventData(event, SITE, `/event.html?slug=${event.slug}`) as {key: string; data: Record<string, any>};
      expect(key).to.equal(`Event:${event.slug}`);
      if (event.jsonLd) {
        expect(data).to.deep.equal(event.jsonLd);
        continue;
      }
      expect(data['@type']).to.equal('MusicEvent');
      expect(data.name).to.equal(title(event));
      const day = (iso: string) => new Intl.DateTimeFormat('en-CA', {timeZone: ZONE}).format(new Date(iso));
      expect(data.startDate).to.equal(event.hasTime === false ? day(event.startDate) : event.startDate);
      expect(data.eventStatus).to.equal(`https://schema.org/Event${event.publishState == 'CANCELLED' ? 'Cancelled' : 'Scheduled'}`);
      expect(data.url).to.equal(new URL(`/event.html?slug=${event.slug}`, location.href).href);
      expect(data.location?.['@type'], 'its place').to.equal(event.location ? 'Place' : undefined);
      const priced = (event.tickets ?? []).filter((t) => Number.isFinite(t.price));
      expect((data.offers ?? []).map((o: {price: number}) => o.price)).to.deep.equal(priced.map((t) => t.price));
      expect((data.offers ?? []).map((o: {'@type': string; priceCurrency: string}) => [o['@type'], o.priceCurrency])).to.deep.equal(priced.map((t) => ['Offer', t.currency || 'EUR']));
      expect(data.performer.map((p: {name: string}) => p.name)).to.deep.equal((event.artists ?? []).map((a) => title(a.profile)));
      expect(data.image, 'its image').to.equal(event.image?.url ? mediaUrl(event.image.url, MEDIA) : undefined);
    }
  });

  it('a news post: a NewsArticle headlined in the active locale, with its date, description and image', async () => {
    const posts = (await api<Page>('/news?limit=5')).records;
    expect(posts.some((p) => p.image?.url), 'the demo has a post with an image').to.be.true;
    for (const post of posts) {
      const en = newsData(post, SITE, '/news.html?slug=x', 'About it').data as Record<string, any>;
      expect(en).to.include({'@type': 'NewsArticle', headline: title(post), datePublished: post.date, description: 'About it'});
      expect(en.url).to.equal(new URL('/news.html?slug=x', location.href).href);
      expect(en.image, 'its image').to.equal(post.image?.url ? mediaUrl(post.image.url, MEDIA) : undefined);
      const de = newsData(post, {...SITE, locale: 'de'}).data as Record<string, any>;
      expect(de.headline).to.equal(title(post, 'de'));
    }
  });

  it('a profile: MusicGroup when its name or short text names an ensemble, else Person', async () => {
    const profiles = (await api<Profile>('/profiles?limit=12')).records;
    const ensemble = /quartet|quintet|trio|band|ensemble|orchestra|group|brass|choir|duo|collective/i;
    const words = (p: Profile) => `${title(p)} ${localized(p, 'shortContent', 'en', 'en') ?? ''}`;
    expect(profiles.some((p) => ensemble.test(words(p))), 'the demo has an ensemble').to.be.true;
    expect(profiles.some((p) => !ensemble.test(words(p))), 'the demo has a soloist').to.be.true;
    for (const p of profiles) {
      const {key, data} = profileData(p, SITE) as {key: string; data: Record<string, any>};
      expect(key).to.equal(`Person:${p.slug}`);
      expect(data['@type']).to.equal(ensemble.test(words(p)) ? 'MusicGroup' : 'Person');
      expect(data.name).to.equal(title(p) ?? p.slug);
    }
  });

  it('a product: offers by the price rules (free is 0, 0 is no offer, the variant\u2019s currency else the site\u2019s); the brand is the author, else the first artist', () => {
    const variant = (price: unknown, extra: object = {}) => ({id: 'v', siteId: 'stub', order: 0, price, quantity: 5, ...extra});
    const product = (slug: string, variants: unknown, extra: object = {}) =>
      ({siteId: 'stub', slug, order: 0, featured: false, artists: [], localizedContent: [{siteId: 'stub', locale: 'en', title: slug}], variants, ...extra}) as unknown as Product;
    const by = (p: Product) => productData(p, SITE).data as Record<string, any>;
    expect(by(product('one', [variant(20)], {author: 'Clara Weiss'}))).to.deep.include({
      brand: {'@type': 'Brand', name: 'Clara Weiss'},
      offers: [{'@type': 'Offer', price: 20, priceCurrency: 'EUR', url: undefined}],
    });
    expect(by(product('range', [variant(25), variant(12.5), variant(0)])).offers.map((o: {price: number}) => o.price)).to.deep.equal([25, 12.5]);
    expect(by(product('free', [variant(-1)])).offers).to.deep.equal([{'@type': 'Offer', price: 0, priceCurrency: 'EUR', url: undefined}]);
    expect(by(product('zero', [variant(0)])).offers).to.deep.equal([]);
    const junk = by(product('junk', [variant('12'), null, 'x', variant(Number.NaN)], {author: 42}));
    expect([junk.offers, junk.brand]).to.deep.equal([[], undefined]);
    expect(by(product('usd', [variant(30, {currency: 'USD'})])).offers[0].priceCurrency).to.equal('USD');
    const artist = {profile: {siteId: 'stub', slug: 'mira', localizedContent: [{siteId: 'stub', locale: 'en', title: 'Mira Sol'}]}};
    const byArtist = by(product('by-artist', [variant(18, {externalLink: 'https://shop.example/by-artist'})], {artists: [artist]}));
    expect(byArtist.brand).to.deep.equal({'@type': 'Brand', name: 'Mira Sol'});
    expect(byArtist.offers).to.deep.equal([{'@type': 'Offer', price: 18, priceCurrency: 'EUR', url: 'https://shop.example/by-artist'}]);
  });
});
