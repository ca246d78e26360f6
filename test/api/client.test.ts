import {expect} from '@open-wc/testing';
import {createSiteClient} from '../../src/api/client.js';
import {
  SiteApiError,
  SiteAuthError,
  SiteHttpError,
  SiteNetworkError,
  SiteNotFoundError,
  SiteParseError,
  SiteRateLimitError,
  SiteServerError,
} from '../../src/api/errors.js';
import {listRecords} from '../../src/api/records.js';
import {TOKEN, demoClient, recordingFetch, unique} from '../helpers/api.js';

const PREFIX = `${location.origin}/api/v2/demo/public`;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('createSiteClient', () => {
  it('calls every endpoint at its full path with the bearer token', async () => {
    const rec = recordingFetch();
    const client = demoClient('demo', {fetch: rec.fetch});
    const events = listRecords(await client.events({limit: 2}));
    const slug = events[0].slug;
    const profiles = listRecords(await client.profiles({limit: 1}));
    const products = listRecords(await client.products({limit: 1}));
    const news = listRecords(await client.news({limit: 1}));
    const pages = listRecords(await client.pages());
    await client.site();
    await client.eventDates();
    await client.event(slug);
    await client.newsDates({interval: 'month'});
    await client.newsPost(news[0].slug);
    await client.page(pages[0].slug);
    await client.profile(profiles[0].slug);
    await client.profileEvents(profiles[0].slug, {upcoming: true});
    await client.profileProducts(profiles[0].slug);
    await client.product(products[0].slug);
    await client.search({query: 'concert'});
    await client.searchAll({query: 'concert'});
    await client.tags();

    const paths = rec.calls.map((c) => new URL(c.url).pathname.replace('/api/v2/demo/public', ''));
    expect(paths).to.include.members([
      '/events',
      '/profiles',
      '/products',
      '/news',
      '/pages',
      '/site',
      '/events/dates',
      `/events/${slug}`,
      '/news/dates',
      `/news/${news[0].slug}`,
      `/pages/${pages[0].slug}`,
      `/profiles/${profiles[0].slug}`,
      `/profiles/${profiles[0].slug}/events`,
      `/profiles/${profiles[0].slug}/products`,
      `/products/${products[0].slug}`,
      '/search',
      '/search/all',
      '/tags',
    ]);
    expect(rec.calls).to.have.length(18);
    for (const call of rec.calls) {
      expect(call.url.startsWith(PREFIX), call.url).to.be.true;
      expect(call.headers.get('Authorization')).to.equal(`Bearer ${TOKEN}`);
    }
  });

  it('sends query parameters by their real names, leaves out empty ones and repeats the key of an array', async () => {
    const rec = recordingFetch();
    const client = demoClient('demo', {fetch: rec.fetch});
    await client.events({upcoming: true, dir: 'desc', query: '', gt: 0, limit: 3, page: 0, rootOnly: null});
    expect(new URL(rec.calls[0].url).search).to.equal('?upcoming=true&dir=desc&gt=0&limit=3&page=0');
    await client.events({tags: ['t1', 't2']});
    expect(new URL(rec.calls[1].url).search).to.equal('?tags=t1&tags=t2');
  });

  it('sends no locale: single records and /site take no query at all', async () => {
    const rec = recordingFetch();
    const client = demoClient('demo', {fetch: rec.fetch});
    await client.site();
    const slug = listRecords(await client.events({limit: 1}))[0].slug;
    await client.event(slug);
    for (const call of rec.calls) expect(call.url).not.to.match(/locale=/);
    expect(new URL(rec.calls[0].url).search).to.equal('');
    expect(new URL(rec.calls[2].url).search).to.equal('');
  });

  it('URL-encodes the site key and slugs as path segments', async () => {
    const rec = recordingFetch();
    const client = createSiteClient({baseUrl: location.origin + '/', siteKey: 'a b/c?d', token: TOKEN, fetch: rec.fetch});
    const error = await rejection(client.event('x/y z'));
    expect(error).to.be.instanceOf(SiteNotFoundError);
    expect(rec.calls[0].url).to.equal(`${location.origin}/api/v2/a%20b%2Fc%3Fd/public/events/x%2Fy%20z`);
  });

  it('throws SiteAuthError with status and URL for a wrong token', async () => {
    const client = demoClient('demo', {token: 'wrong'});
    const error = (await rejection(client.events())) as SiteAuthError;
    expect(error).to.be.instanceOf(SiteAuthError);
    expect(error).to.be.instanceOf(SiteApiError);
    expect(error.status).to.equal(401);
    expect(error.url).to.equal(`${PREFIX}/events`);
    expect(error.message).to.contain('The API refused the token: check the "token" attribute');
  });

  it('sends no Authorization header without a token, and says a 401 wants a key (token or proxy)', async () => {
    const rec = recordingFetch();
    const client = createSiteClient({baseUrl: location.origin, siteKey: 'demo', fetch: rec.fetch});
    const error = (await rejection(client.events())) as SiteAuthError;
    expect(rec.calls).to.have.length(1);
    expect(rec.calls[0].headers.has('Authorization')).to.be.false;
    expect(error).to.be.instanceOf(SiteAuthError);
    expect(error.status).to.equal(401);
    expect(error.message).to.contain('The API wants a key and this request carried none');
    expect(error.message).to.contain('set the "token" attribute');
    expect(error.message).to.contain("put the kit's proxy in front of the API");
    expect(error.message).not.to.contain('refused');

    // Behind a proxy that adds the key, the same call succeeds, still with no header of its own.
    const proxied = recordingFetch();
    const viaProxy = createSiteClient({baseUrl: `${location.origin}/proxy`, siteKey: 'demo', fetch: proxied.fetch});
    const answer = await viaProxy.events({limit: 1});
    expect(listRecords(answer)).to.have.length(1);
    expect(proxied.calls[0].url).to.equal(`${location.origin}/proxy/api/v2/demo/public/events?limit=1`);
    expect(proxied.calls[0].headers.has('Authorization')).to.be.false;
  });

  it('throws SiteNotFoundError for an unknown slug and an unknown site', async () => {
    const bySlug = (await rejection(demoClient().event('no-such-event'))) as SiteNotFoundError;
    expect(bySlug).to.be.instanceOf(SiteNotFoundError);
    expect(bySlug.status).to.equal(404);
    const bySite = (await rejection(demoClient('no-such-site').site())) as SiteNotFoundError;
    expect(bySite).to.be.instanceOf(SiteNotFoundError);
    expect(bySite.url).to.contain('/api/v2/no-such-site/public/site');
  });

  it('throws SiteHttpError 400 for a malformed parameter, with the body', async () => {
    const error = (await rejection(demoClient().events({limit: 0}))) as SiteHttpError;
    expect(error).to.be.instanceOf(SiteHttpError);
    expect(error.status).to.equal(400);
    expect(error.body).to.have.property('status', 400);
  });

  it('throws SiteServerError for 5xx and reads Retry-After', async () => {
    const down = (await rejection(demoClient(unique('down'), {attempts: 1}).events())) as SiteServerError;
    expect(down).to.be.instanceOf(SiteServerError);
    expect(down.status).to.equal(500);
    const flaky = (await rejection(demoClient(unique('flaky'), {attempts: 1}).events())) as SiteServerError;
    expect(flaky.status).to.equal(503);
    expect(flaky.retryAfter).to.equal(1000);
  });

  it('throws SiteRateLimitError for 429 and reads Retry-After as seconds or as a date', async () => {
    const answer = (retryAfter: string) =>
      (async () => new Response('{"error":"slow down"}', {status: 429, headers: {'Retry-After': retryAfter}})) as typeof fetch;
    const inSeconds = (await rejection(
      createSiteClient({baseUrl: location.origin, siteKey: 'demo', token: TOKEN, fetch: answer('7'), attempts: 1}).tags(),
    )) as SiteRateLimitError;
    expect(inSeconds).to.be.instanceOf(SiteRateLimitError);
    expect(inSeconds.status).to.equal(429);
    expect(inSeconds.retryAfter).to.equal(7000);
    expect(inSeconds.body).to.deep.equal({error: 'slow down'});
    const date = new Date(Date.now() + 30_000).toUTCString();
    const byDate = (await rejection(
      createSiteClient({baseUrl: location.origin, siteKey: 'demo', token: TOKEN, fetch: answer(date), attempts: 1}).tags(),
    )) as SiteRateLimitError;
    expect(byDate.retryAfter).to.be.within(25_000, 30_000);
  });

  it('throws SiteAuthError for 403 too', async () => {
    const forbidden = (async () => new Response('nope', {status: 403})) as typeof fetch;
    const error = (await rejection(
      createSiteClient({baseUrl: location.origin, siteKey: 'demo', token: TOKEN, fetch: forbidden}).site(),
    )) as SiteAuthError;
    expect(error).to.be.instanceOf(SiteAuthError);
    expect(error.status).to.equal(403);
    expect(error.body).to.equal('nope');
  });

  it('throws SiteParseError when a 200 answer is not JSON', async () => {
    const error = (await rejection(demoClient(unique('broken')).events())) as SiteParseError;
    expect(error).to.be.instanceOf(SiteParseError);
    expect(error.status).to.equal(200);
    expect(error.url).to.contain('/events');
  });

  it('throws SiteNetworkError when nothing answers', async () => {
    const client = createSiteClient({baseUrl: 'http://127.0.0.1:9', siteKey: 'demo', token: TOKEN, attempts: 1});
    const error = (await rejection(client.site())) as SiteNetworkError;
    expect(error).to.be.instanceOf(SiteNetworkError);
    expect(error.status).to.equal(0);
    expect(error.url).to.equal('http://127.0.0.1:9/api/v2/demo/public/site');
  });

  it('aborts a call through its AbortSignal', async () => {
    const rec = recordingFetch();
    const client = demoClient(unique('slow'), {fetch: rec.fetch});
    const controller = new AbortController();
    const pending = client.events({}, {signal: controller.signal});
    controller.abort();
    const error = (await rejection(pending)) as Error;
    expect(error.name).to.equal('AbortError');
    expect(rec.calls[0].signal?.aborted).to.be.true;
  });

  it('sends identical requests in flight once, and keeps a shared request alive for the callers still waiting', async () => {
    const rec = recordingFetch();
    const client = demoClient(unique('slow'), {fetch: rec.fetch});
    const controller = new AbortController();
    const first = client.events({limit: 2}, {signal: controller.signal});
    const second = client.events({limit: 2});
    controller.abort();
    expect((await rejection(first)) as Error).to.have.property('name', 'AbortError');
    expect(listRecords(await second)).to.have.length(2);
    expect(rec.calls).to.have.length(1);
    expect(rec.calls[0].signal?.aborted).to.be.false;
  });
});
