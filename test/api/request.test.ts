/**
 * The request layer with a scripted fetch: counts of requests and attempts,
 * the cache's clock, retries, timeouts and aborts, with no network and no
 * timing luck (delays are a few tens of milliseconds).
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {RequestLayer, type FailureInfo, type RequestInfo} from '../../src/api/request.js';
import {cacheExpired} from '../helpers/api.js';
import {SiteNetworkError, SiteNotFoundError, SiteRateLimitError, SiteServerError, SiteTimeoutError} from '../../src/api/errors.js';

type Script = (call: number, url: string, signal: AbortSignal) => Response | Promise<Response>;

/** A fetch that answers from a script and records each call. */
function scripted(script: Script) {
  const calls: {url: string; signal: AbortSignal; at: number}[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    const signal = init.signal!;
    calls.push({url, signal, at: performance.now()});
    return script(calls.length, url, signal);
  }) as unknown as typeof fetch;
  return {fetch: fetchFn, calls};
}

const json = (body: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(body), {status: 200, ...init});
const H = {Authorization: 'Bearer t'};

/** A response that arrives after `ms`, or an AbortError when the signal aborts first. */
function later(ms: number, signal: AbortSignal, make: () => Response): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(make()), ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

/**
 * Waits until the layer has no request on the wire: a background refresh,
 * once started, is done, and its listeners have heard of it (they run as it settles).
 */
async function refreshed(layer: RequestLayer): Promise<void> {
  await waitUntil(() => layer.pending === 0, 'the refresh did not finish', {interval: 5});
}

/**
 * The delays of the timers set while `run` runs (every one, in order). A
 * wait longer than a minute is recorded and then run at once, so that a
 * layer that ignored its cap fails on what it asked for instead of hanging.
 */
async function timersSet(run: () => Promise<unknown>): Promise<number[]> {
  const original = window.setTimeout;
  const delays: number[] = [];
  window.setTimeout = ((handler: TimerHandler, ms = 0, ...args: unknown[]) => {
    delays.push(ms);
    return original(handler, ms > 60_000 ? 0 : ms, ...args);
  }) as typeof setTimeout;
  try {
    await run();
  } finally {
    window.setTimeout = original;
  }
  return delays;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('RequestLayer', () => {
  it('sends identical requests made at once a single time', async () => {
    const f = scripted((_, __, signal) => later(30, signal, () => json({records: [1]})));
    const layer = new RequestLayer({fetch: f.fetch});
    const answers = await Promise.all(Array.from({length: 10}, () => layer.get('/a', H)));
    expect(f.calls).to.have.length(1);
    expect(answers.every((a) => JSON.stringify(a) === '{"records":[1]}')).to.be.true;
    // Parsed once, when it came, and shared: the callers read it (the kit's elements never write to an answer).
    expect(answers[0]).to.equal(answers[1]);
  });

  it('tells requests apart by URL and by token, no token being a token of its own', async () => {
    const f = scripted(() => json({}));
    const layer = new RequestLayer({fetch: f.fetch});
    await Promise.all([layer.get('/a', H), layer.get('/b', H), layer.get('/a', {Authorization: 'Bearer other'}), layer.get('/a', {}), layer.get('/a', {})]);
    expect(f.calls).to.have.length(4);
    // Each is cached under its own key: none of them is asked for again, and
    // an answer fetched without a key is never served to a call with one.
    await Promise.all([layer.get('/a', H), layer.get('/a', {}), layer.get('/a', {Authorization: 'Bearer other'})]);
    expect(f.calls).to.have.length(4);
  });

  it('serves a fresh answer from the cache without a request, and none at all with cacheTtl 0', async () => {
    const f = scripted(() => json({n: 1}));
    const sources: RequestInfo[] = [];
    const layer = new RequestLayer({fetch: f.fetch, onRequest: (i) => sources.push(i)});
    await layer.get('/a', H);
    await layer.get('/a', H);
    expect(f.calls).to.have.length(1);
    expect(sources.map((s) => s.source)).to.deep.equal(['network', 'cache']);

    const g = scripted(() => json({n: 1}));
    const uncached = new RequestLayer({fetch: g.fetch, cacheTtl: 0});
    await uncached.get('/a', H);
    await uncached.get('/a', H);
    expect(g.calls).to.have.length(2);
  });

  it('serves a stale answer at once, refreshes it in the background and tells listeners only when it changed', async () => {
    let version = 1;
    const f = scripted(() => json({version}));
    // Long enough for the refreshed copy to be fresh when asked for, however loaded the machine.
    const ttl = 400;
    const layer = new RequestLayer({fetch: f.fetch, cacheTtl: ttl});
    const controller = new AbortController();
    const heard: unknown[] = [];
    const listener = (error?: unknown) => heard.push(error ?? 'changed');
    expect(await layer.get('/a', H, controller.signal, listener)).to.deep.equal({version: 1});

    await cacheExpired(Date.now(), ttl);
    // Stale, unchanged on the server: served at once, refreshed, nobody told.
    expect(await layer.get('/a', H)).to.deep.equal({version: 1});
    expect(f.calls).to.have.length(2);
    await refreshed(layer);
    expect(heard).to.deep.equal([]);

    await cacheExpired(Date.now(), ttl);
    version = 2;
    expect(await layer.get('/a', H), 'the stale copy, at once').to.deep.equal({version: 1});
    await refreshed(layer);
    expect(heard).to.deep.equal(['changed']);
    expect(await layer.get('/a', H), 'the refreshed copy').to.deep.equal({version: 2});
    expect(f.calls).to.have.length(3);

    // An aborted signal hears nothing more.
    controller.abort();
    await cacheExpired(Date.now(), ttl);
    version = 3;
    await layer.get('/a', H);
    expect(f.calls, 'refreshing').to.have.length(4);
    await refreshed(layer);
    expect(heard).to.deep.equal(['changed']);
  });

  it('keeps the stale answer when a refresh fails, and tells listeners the error', async () => {
    const f = scripted((call) => (call === 1 ? json({ok: true}) : new Response('down', {status: 500})));
    const layer = new RequestLayer({fetch: f.fetch, cacheTtl: 30, attempts: 1});
    const controller = new AbortController();
    const heard: unknown[] = [];
    await layer.get('/a', H, controller.signal, (error) => heard.push(error));
    await cacheExpired(Date.now(), 30);
    expect(await layer.get('/a', H)).to.deep.equal({ok: true});
    expect(f.calls, 'refreshing').to.have.length(2);
    await refreshed(layer);
    expect(heard).to.have.length(1);
    expect(heard[0]).to.be.instanceOf(SiteServerError);
    expect(await layer.get('/a', H), 'still the last good answer').to.deep.equal({ok: true});
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const f = scripted(() => json({}));
    const layer = new RequestLayer({fetch: f.fetch, maxEntries: 2});
    await layer.get('/a', H);
    await layer.get('/b', H);
    await layer.get('/a', H); // a is now the most recent
    await layer.get('/c', H); // evicts b
    expect(f.calls).to.have.length(3);
    await layer.get('/a', H);
    await layer.get('/c', H);
    expect(f.calls).to.have.length(3);
    await layer.get('/b', H);
    expect(f.calls).to.have.length(4);
  });

  it('retries 5xx with backoff and succeeds on the third attempt', async () => {
    const f = scripted((call) => (call < 3 ? new Response('busy', {status: 503}) : json({ok: 1})));
    const failures: FailureInfo[] = [];
    const layer = new RequestLayer({fetch: f.fetch, retryDelay: 20, onFailure: (i) => failures.push(i)});
    expect(await layer.get('/a', H)).to.deep.equal({ok: 1});
    expect(f.calls).to.have.length(3);
    expect(failures.map((x) => [x.attempt, x.retrying, x.error.status])).to.deep.equal([
      [1, true, 503],
      [2, true, 503],
    ]);
    // Exponential: the second wait is longer than the first (20·2 ≥ 20 even with jitter ≥ ½).
    const [a, b, c] = f.calls.map((x) => x.at);
    expect(b - a).to.be.at.least(9);
    expect(c - b).to.be.at.least(19);
  });

  it('honours Retry-After on 429 and 503, up to maxDelay', async () => {
    const f = scripted((call) =>
      call === 1 ? new Response('', {status: 429, headers: {'Retry-After': '0.15'}}) : json({ok: 1}),
    );
    const layer = new RequestLayer({fetch: f.fetch, retryDelay: 1});
    await layer.get('/a', H);
    expect(f.calls[1].at - f.calls[0].at).to.be.at.least(140);

    // The hour the server asks for is cut to maxDelay: the wait the layer sets is 50 ms, not 3 600 000.
    const g = scripted((call) => (call === 1 ? new Response('', {status: 503, headers: {'Retry-After': '3600'}}) : json({})));
    const capped = new RequestLayer({fetch: g.fetch, maxDelay: 50, timeout: 5000});
    const waits = await timersSet(() => capped.get('/a', H));
    expect(g.calls).to.have.length(2);
    expect(waits, 'the timers set').to.include(50);
    expect(waits.filter((ms) => ms > 5000), 'timers longer than an attempt\u2019s timeout').to.deep.equal([]);
  });

  it('gives up after three attempts with the last error', async () => {
    const f = scripted(() => new Response('', {status: 429}));
    const layer = new RequestLayer({fetch: f.fetch, retryDelay: 1});
    expect(await rejection(layer.get('/a', H))).to.be.instanceOf(SiteRateLimitError);
    expect(f.calls).to.have.length(3);
  });

  it('never retries 404 or 400', async () => {
    const f = scripted((_, url) => new Response('{}', {status: url === '/missing' ? 404 : 400}));
    const layer = new RequestLayer({fetch: f.fetch, retryDelay: 1});
    expect(await rejection(layer.get('/missing', H))).to.be.instanceOf(SiteNotFoundError);
    expect(f.calls).to.have.length(1);
    await rejection(layer.get('/bad', H));
    expect(f.calls).to.have.length(2);
  });

  it('retries network failures', async () => {
    const f = scripted((call) => {
      if (call < 3) throw new TypeError('Failed to fetch');
      return json({back: true});
    });
    const layer = new RequestLayer({fetch: f.fetch, retryDelay: 1});
    expect(await layer.get('/a', H)).to.deep.equal({back: true});
    const g = scripted(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await rejection(new RequestLayer({fetch: g.fetch, retryDelay: 1}).get('/a', H))).to.be.instanceOf(SiteNetworkError);
    expect(g.calls).to.have.length(3);
  });

  it('aborts an attempt that outlives the timeout, counts it as a failure and retries', async () => {
    const f = scripted((call, _, signal) => (call < 3 ? later(10_000, signal, () => json({})) : json({third: true})));
    const failures: FailureInfo[] = [];
    const layer = new RequestLayer({fetch: f.fetch, timeout: 40, retryDelay: 1, onFailure: (i) => failures.push(i)});
    expect(await layer.get('/a', H)).to.deep.equal({third: true});
    expect(f.calls[0].signal.aborted).to.be.true;
    expect(failures.map((x) => x.error)).to.satisfy((errors: unknown[]) => errors.every((e) => e instanceof SiteTimeoutError));

    const never = scripted((_, __, signal) => later(10_000, signal, () => json({})));
    const error = await rejection(new RequestLayer({fetch: never.fetch, timeout: 30, retryDelay: 1}).get('/slow', H));
    expect(error).to.be.instanceOf(SiteTimeoutError);
    expect((error as SiteTimeoutError).url).to.equal('/slow');
    expect(never.calls).to.have.length(3);
  });

  it('aborts the request when its only caller aborts, even between retries', async () => {
    const f = scripted((_, __, signal) => later(200, signal, () => json({})));
    const layer = new RequestLayer({fetch: f.fetch});
    const controller = new AbortController();
    const pending = layer.get('/a', H, controller.signal);
    await waitUntil(() => f.calls.length === 1, 'the request was not sent');
    controller.abort();
    expect((await rejection(pending)) as Error).to.have.property('name', 'AbortError');
    expect(f.calls[0].signal.aborted).to.be.true;
    expect(layer.pending).to.equal(0);

    // /a and then /b fail and wait the same Retry-After; /a is aborted while
    // it waits. /b's retry (its timer was set after /a's) proves /a's wait
    // is over: had the abort not stopped it, /a would have retried first.
    const g = scripted((call, url) => (url === '/b' && call > 2 ? json({b: true}) : new Response('', {status: 503, headers: {'Retry-After': '1'}})));
    const failures: FailureInfo[] = [];
    const retrying = new RequestLayer({fetch: g.fetch, onFailure: (i) => failures.push(i)});
    const c2 = new AbortController();
    const waiting = retrying.get('/a', H, c2.signal);
    await waitUntil(() => failures.some((x) => x.url === '/a'), '/a did not fail', {interval: 5});
    const other = retrying.get('/b', H);
    await waitUntil(() => failures.some((x) => x.url === '/b'), '/b did not fail', {interval: 5});
    c2.abort();
    await rejection(waiting);
    expect(await other).to.deep.equal({b: true});
    expect(g.calls.map((c) => c.url), 'no retry after the abort').to.deep.equal(['/a', '/b', '/b']);
  });

  it('keeps a shared request going while another caller still waits', async () => {
    const f = scripted((_, __, signal) => later(50, signal, () => json({shared: true})));
    const layer = new RequestLayer({fetch: f.fetch});
    const leaving = new AbortController();
    const a = layer.get('/a', H, leaving.signal);
    const b = layer.get('/a', H, new AbortController().signal);
    leaving.abort();
    await rejection(a);
    expect(await b).to.deep.equal({shared: true});
    expect(f.calls).to.have.length(1);
    expect(f.calls[0].signal.aborted).to.be.false;
  });
});
