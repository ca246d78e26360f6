/**
 * The request layer as a page sees it: many elements over the demo API,
 * requests counted by the API's own log (each test uses a site key of its
 * own, `demo-<random>`, so that tests running side by side never mix).
 */
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import '../../src/index.js';
import type {SiteContentProvider} from '../../src/elements/site-content-provider/site-content-provider.js';
import type {SiteEvents} from '../../src/elements/site-events/site-events.js';
import type {SiteErrorEvent, SiteRequestEvent} from '../../src/events/site-events.js';
import {TOKEN, apiLog, cacheExpired, demoClient, recordingFetch, unique} from '../helpers/api.js';
import {captureConsole, part, parts, settled} from '../helpers/dom.js';

/** The API requests the demo server saw for one site key. */
async function seen(siteKey: string) {
  return (await apiLog()).filter((e) => e.siteKey === siteKey);
}

function collect<T extends Event>(target: EventTarget, type: string): T[] {
  const out: T[] = [];
  target.addEventListener(type, (e) => out.push(e as T));
  return out;
}

describe('one request per resource', () => {
  it('ten identical lists and /site: two requests', async () => {
    const key = unique('demo');
    const provider = await fixture<SiteContentProvider>(html`<site-content-provider site-key=${key} token=${TOKEN}>
      ${Array.from({length: 10}, () => html`<site-events upcoming limit="5"></site-events>`)}
    </site-content-provider>`);
    const lists = [...provider.querySelectorAll('site-events')];
    for (const el of lists) await settled(el);
    expect(lists.every((el) => parts(el, 'item').length === 5)).to.be.true;
    const log = await seen(key);
    expect(log.map((e) => e.operationId).sort()).to.deep.equal(['getSite', 'listEvents']);
  });

  it('serves a re-added element from the cache with no request, and reports it as site-request from the cache', async () => {
    const key = unique('demo');
    const provider = await fixture<SiteContentProvider>(
      html`<site-content-provider site-key=${key} token=${TOKEN}><site-events limit="3"></site-events></site-content-provider>`,
    );
    await settled(provider.querySelector('site-events')!);
    const requests = collect<SiteRequestEvent>(provider, 'site-request');
    const again = document.createElement('site-events') as SiteEvents;
    again.setAttribute('limit', '3');
    provider.append(again);
    await settled(again);
    expect(parts(again, 'item')).to.have.length(3);
    expect((await seen(key)).filter((e) => e.operationId === 'listEvents')).to.have.length(1);
    expect(requests.map((r) => r.detail.source)).to.deep.equal(['cache']);
    expect(requests[0].detail.url).to.contain(`/api/v2/${key}/public/events`);
  });

  it('with cache-ttl="0" every element asks again', async () => {
    const key = unique('demo');
    const provider = await fixture<SiteContentProvider>(
      html`<site-content-provider site-key=${key} token=${TOKEN} cache-ttl="0"><site-events limit="2"></site-events></site-content-provider>`,
    );
    await settled(provider.querySelector('site-events')!);
    const again = document.createElement('site-events');
    again.setAttribute('limit', '2');
    provider.append(again);
    await settled(again);
    expect((await seen(key)).filter((e) => e.operationId === 'listEvents')).to.have.length(2);
  });

  it('shows a stale answer at once and refreshes it in the background', async () => {
    const key = unique('demo');
    const provider = await fixture<SiteContentProvider>(
      html`<site-content-provider site-key=${key} token=${TOKEN} cache-ttl="0.2"><site-events limit="2"></site-events></site-content-provider>`,
    );
    await settled(provider.querySelector('site-events')!);
    await cacheExpired(Date.now(), 200);
    const again = document.createElement('site-events') as SiteEvents;
    again.setAttribute('limit', '2');
    provider.append(again);
    await settled(again);
    // Content at once, from the stale copy…
    expect(parts(again, 'item')).to.have.length(2);
    // …and one refresh behind it.
    await waitUntil(async () => (await seen(key)).filter((e) => e.operationId === 'listEvents').length === 2, 'no background refresh');
  });
});

describe('retries', () => {
  it('gets through a site that fails twice with 503 and Retry-After: 1, waiting as told', async () => {
    const key = unique('flaky');
    // (Not fixture(): for a plain element it waits for an animation frame,
    // which a test page running in a background tab never gets.)
    const wrapper = document.body.appendChild(document.createElement('div'));
    after(() => wrapper.remove());
    const requests = collect<SiteRequestEvent>(wrapper, 'site-request');
    const failures = collect<SiteErrorEvent>(wrapper, 'site-error');
    const errors = captureConsole('error');
    try {
      wrapper.innerHTML = `<site-content-provider site-key="${key}" token="${TOKEN}"><site-events limit="2"></site-events></site-content-provider>`;
      const el = wrapper.querySelector('site-events')!;
      await settled(el, 10000);
      expect(parts(el, 'item')).to.have.length(2);
      const events = requests.filter((r) => r.detail.url.includes('/events'));
      expect(events.map((r) => r.detail.attempt)).to.deep.equal([1, 2, 3]);
      const attempts = failures.filter((f) => f.detail.url?.includes('/events'));
      expect(attempts.map((f) => [f.detail.attempt, f.detail.retrying, f.detail.status])).to.deep.equal([
        [1, true, 503],
        [2, true, 503],
      ]);
      const log = (await seen(key)).filter((e) => e.operationId === 'listEvents');
      expect(log.map((e) => e.status)).to.deep.equal([503, 503, 200]);
      const times = log.map((e) => Date.parse(e.time));
      expect(times[1] - times[0], 'Retry-After: 1 honoured').to.be.at.least(900);
      expect(part(el, 'error')).to.equal(null);
    } finally {
      errors.restore();
    }
  });

  it('does not retry a 404', async () => {
    const key = unique('demo');
    const errors = captureConsole('error');
    try {
      const provider = await fixture<SiteContentProvider>(
        html`<site-content-provider site-key=${key} token=${TOKEN}><site-events profile="nobody"></site-events></site-content-provider>`,
      );
      const el = provider.querySelector('site-events')!;
      await settled(el);
      expect(part(el, 'not-found')).to.exist;
      expect((await seen(key)).filter((e) => e.operationId === 'listProfileEvents')).to.have.length(1);
    } finally {
      errors.restore();
    }
  });

  it('aborts attempts that outlive the timeout and shows that the server does not answer', async () => {
    const errors = captureConsole('error');
    try {
      const provider = await fixture<SiteContentProvider>(
        html`<site-content-provider site-key=${unique('slow')} token=${TOKEN} timeout="0.2"><site-events></site-events></site-content-provider>`,
      );
      const failures = collect<SiteErrorEvent>(provider, 'site-error');
      const el = provider.querySelector('site-events')!;
      await settled(el, 10000);
      expect(part(el, 'error')!.textContent).to.contain('No connection');
      const timeouts = failures.filter((f) => f.detail.attempt && f.detail.url?.includes('/events'));
      expect(timeouts.map((f) => f.detail.error.name)).to.deep.equal(['SiteTimeoutError', 'SiteTimeoutError', 'SiteTimeoutError']);
    } finally {
      errors.restore();
    }
  });
});

describe('stale on error', () => {
  it('keeps showing the last answer when a refresh fails, and reports the failure', async () => {
    let fail = false;
    const base = recordingFetch();
    const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) =>
      fail ? Promise.resolve(new Response('down', {status: 500})) : base.fetch(input, init)) as typeof fetch;
    const client = demoClient('demo', {fetch: fetchFn, cacheTtl: 100, attempts: 1});
    const errors = captureConsole('error');
    try {
      const provider = await fixture<SiteContentProvider>(
        html`<site-content-provider .client=${client}><site-events limit="2"></site-events></site-content-provider>`,
      );
      const el = provider.querySelector('site-events')!;
      await settled(el);
      const cachedBy = Date.now();
      const failures = collect<SiteErrorEvent>(el, 'site-error');
      fail = true;
      await cacheExpired(cachedBy, 100);
      // Another element asks for the same list: stale copy now, refresh fails behind it.
      const twin = document.createElement('site-events');
      twin.setAttribute('limit', '2');
      provider.append(twin);
      await waitUntil(() => failures.length > 0, 'the failed refresh was not reported');
      expect(failures[0].detail.status).to.equal(500);
      expect(parts(el, 'item')).to.have.length(2);
      expect(part(el, 'error')).to.equal(null);
      await settled(twin);
      expect(parts(twin, 'item')).to.have.length(2);
    } finally {
      errors.restore();
    }
  });
});

describe('cancellation', () => {
  it('aborts the request of an element removed before its answer', async () => {
    const rec = recordingFetch();
    const client = demoClient(unique('slow'), {fetch: rec.fetch});
    const provider = await fixture<SiteContentProvider>(
      html`<site-content-provider .client=${client}><site-events limit="4"></site-events></site-content-provider>`,
    );
    await waitUntil(() => rec.calls.some((c) => c.url.includes('/events')));
    provider.querySelector('site-events')!.remove();
    const call = rec.calls.find((c) => c.url.includes('/events'))!;
    expect(call.signal?.aborted).to.be.true;
  });

  it('keeps a request another element still waits on', async () => {
    const rec = recordingFetch();
    const client = demoClient(unique('slow'), {fetch: rec.fetch});
    const provider = await fixture<SiteContentProvider>(html`<site-content-provider .client=${client}>
      <site-events limit="4"></site-events><site-events limit="4"></site-events>
    </site-content-provider>`);
    await waitUntil(() => rec.calls.some((c) => c.url.includes('/events')));
    const [gone, stays] = provider.querySelectorAll('site-events');
    gone.remove();
    const call = rec.calls.find((c) => c.url.includes('/events'))!;
    expect(call.signal?.aborted).to.be.false;
    await settled(stays, 8000);
    expect(parts(stays, 'item')).to.have.length(4);
  });

  it('aborts the pending request when an attribute changes, and shows only the newer answer', async () => {
    // limit=1 answers only once limit=3 is shown: the late answer must not win.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('limit=1&') || url.endsWith('limit=1')) await held;
      return fetch(input, init);
    }) as typeof fetch;
    const rec = recordingFetch();
    const client = demoClient('demo', {fetch: ((i: RequestInfo | URL, o?: RequestInit) => (rec.fetch as typeof fetch)(i, o).then(() => fetchFn(i, o))) as typeof fetch, cacheTtl: 0});
    const provider = await fixture<SiteContentProvider>(html`<site-content-provider .client=${client}>
      <site-events limit="1"></site-events><site-events limit="1" id="keeper"></site-events>
    </site-content-provider>`);
    const el = provider.querySelector('site-events')!;
    await waitUntil(() => rec.calls.some((c) => new URL(c.url).searchParams.get('limit') === '1'));
    el.setAttribute('limit', '3');
    await settled(el);
    expect(parts(el, 'item')).to.have.length(3);
    // The shared limit=1 request was kept for #keeper, and its late answer arrives now.
    release();
    const keeper = provider.querySelector('#keeper')!;
    await settled(keeper);
    await el.updateComplete;
    expect(parts(keeper, 'item')).to.have.length(1);
    expect(parts(el, 'item'), 'the late answer did not overwrite the newer one').to.have.length(3);
  });
});

describe('removed elements', () => {
  it('stop hearing background refreshes, and render from the cache when put back', async () => {
    let version = 0;
    // Every refresh answers differently, so that every listener would rerun.
    const changing = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch(input, init);
      const body = await response.json();
      if (body.records) body.records[0].localizedContent = [{siteId: 's', locale: 'en', title: `v${++version}`}];
      return new Response(JSON.stringify(body), {status: response.status});
    }) as typeof fetch;
    const client = demoClient(unique('demo'), {fetch: changing, cacheTtl: 50});
    const provider = await fixture<SiteContentProvider>(
      html`<site-content-provider .client=${client}><site-events limit="2"></site-events></site-content-provider>`,
    );
    const el = provider.querySelector('site-events')! as SiteEvents;
    await settled(el);
    const cachedBy = Date.now();
    el.remove();
    let reruns = 0;
    const run = el.task.run.bind(el.task);
    el.task.run = (...args) => (reruns++, run(...args));
    await cacheExpired(cachedBy, 50);
    // A stale answer served to another element triggers a refresh that changes the data.
    const other = document.createElement('site-events');
    other.setAttribute('limit', '2');
    provider.append(other);
    await settled(other);
    await waitUntil(() => parts(other, 'title')[0]?.textContent === 'v2', 'the other element did not get the refresh');
    expect(reruns, 'the removed element did not rerun').to.equal(0);
    provider.append(el);
    await settled(el);
    expect(parts(el, 'item')).to.have.length(2);
  });
});
