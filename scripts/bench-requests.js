#!/usr/bin/env node
// @ts-check
/**
 * "One request per resource": how many API requests a page of 30 widgets
 * sends, and how long until every widget shows its content, cold (first
 * visit) and warm (a single-page app showing the same widgets again).
 *
 * Serves the project root and the demo API on 127.0.0.1 (a free port), opens
 * bench/requests.html in headless Chromium (puppeteer-core, the system's
 * browser, see scripts/browser.js) in a fresh browser context per run, and
 * counts the requests that reach the demo API (its request log). Run
 * `npm run build` first (`npm run bench:requests` does).
 *
 *   npm run bench:requests                  # Markdown
 *   npm run bench:requests -- --json        # machine-readable
 *   npm run bench:requests -- --runs 3      # runs per scenario (default 5)
 *   npm run bench:requests -- --query '?site=flaky'   # one scenario of your own
 *                                           # (bench/requests.html's query string)
 *
 * Exits non-zero only when the benchmark itself fails, never on its figures.
 */
import {createServer} from 'node:http';
import {existsSync} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import {extname, join, resolve, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import puppeteer from 'puppeteer-core';
import {apiMiddleware} from '../demo/api/node.js';
import {chromiumArgs, findChromium} from './browser.js';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const JSON_OUT = args.includes('--json');
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 5) : 5;
/** How long a pass may take before the run is reported as incomplete (ms). */
const PASS_TIMEOUT = 25_000;

const queryAt = args.indexOf('--query');
/** @type {{name: string, query: string}[]} */
const SCENARIOS =
  queryAt >= 0
    ? [{name: `bench/requests.html${args[queryAt + 1] ?? ''}`, query: args[queryAt + 1] ?? ''}]
    : [
        {name: 'demo: 30 widgets of 6 kinds, 10 configurations, 1 provider', query: ''},
        {name: 'slow (~2 s per answer): 30 identical widgets', query: '?site=slow&identical'},
      ];

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

if (!existsSync(join(ROOT, 'dist', 'site-widgets.js'))) {
  console.error('dist/site-widgets.js is missing: run `npm run build` first (or `npm run bench:requests`).');
  process.exit(2);
}

// ------------------------------------------------------------- server

const api = apiMiddleware();

/** Static files from the project root, for everything the demo API does not answer. */
async function serveFile(/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res) {
  let path;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    path = '/';
  }
  const file = resolve(ROOT, `.${path}`);
  if (file !== ROOT && !file.startsWith(ROOT + sep)) return send(res, 403, 'Forbidden\n');
  try {
    if (!(await stat(file)).isFile()) return send(res, 404, 'Not found\n');
    const body = await readFile(file);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    send(res, 404, 'Not found\n');
  }
}

function send(/** @type {import('node:http').ServerResponse} */ res, /** @type {number} */ status, /** @type {string} */ text) {
  res.writeHead(status, {'content-type': 'text/plain; charset=utf-8'});
  res.end(text);
}

const server = createServer((req, res) => {
  api(req, res, () => {
    serveFile(req, res).catch((error) => {
      if (!res.headersSent) send(res, 500, String(error));
    });
  });
});
await new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(undefined)));
const address = server.address();
if (!address || typeof address === 'string') throw new Error('the server has no port');
const ORIGIN = `http://127.0.0.1:${address.port}`;

/** @typedef {{siteKey: string | null, operationId: string | null, method: string, path: string, query: string, status: number, time: string}} LogEntry */

/** @returns {Promise<LogEntry[]>} */
async function readLog(clear = false) {
  const response = await fetch(`${ORIGIN}/__demo/log${clear ? '?clear' : ''}`);
  if (!response.ok) throw new Error(`GET /__demo/log: ${response.status}`);
  return /** @type {Promise<LogEntry[]>} */ (response.json());
}

// ------------------------------------------------------------- runs

/**
 * @typedef {object} PassFigures
 * @property {number} requests API requests that reached the server
 * @property {Record<string, number>} byOperation
 * @property {string[]} duplicates URLs requested more than once in the pass
 * @property {string[]} urls every URL, in order
 * @property {number} ms when every widget had fired site-load / site-error
 * @property {number} shownMs when, besides, none showed its loading state
 * @property {{widget: string, status: number, url?: string, message: string}[]} errors
 * @property {string[]} pending widgets that never finished
 * @property {{network: number, cache: number, urls: string[]}} kit the providers' own count (site-request events)
 * @property {number} loadBeforeRender widgets whose site-load fired before their content rendered (shown by their next update)
 * @property {number} loadWhileLoading widgets whose site-load fired while they went on showing the loading state
 */

/** @param {LogEntry[]} log */
function figuresOf(log) {
  /** @type {Record<string, number>} */
  const byOperation = {};
  /** @type {Map<string, number>} */
  const seen = new Map();
  const urls = [];
  for (const e of log) {
    const op = e.operationId ?? `(unknown) ${e.path}`;
    byOperation[op] = (byOperation[op] ?? 0) + 1;
    const url = `${e.path}${e.query ? `?${e.query}` : ''}${e.status === 200 ? '' : ` [${e.status}]`}`;
    urls.push(url);
    seen.set(url, (seen.get(url) ?? 0) + 1);
  }
  const duplicates = [...seen].filter(([, n]) => n > 1).map(([url, n]) => `${url} x${n}`);
  return {requests: log.length, byOperation, duplicates, urls};
}

/**
 * One run: a fresh browser context (empty cache), the page, its cold pass,
 * then its warm pass.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} query
 */
async function run(browser, query) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    /** @type {string[]} */
    const consoleErrors = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => consoleErrors.push(String(e)));
    /** @type {string[]} */
    const failedResponses = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failedResponses.push(`${r.status()} ${r.url().replace(ORIGIN, '')}`);
    });
    page.on('requestfailed', (r) => failedResponses.push(`${r.failure()?.errorText ?? 'failed'} ${r.url().replace(ORIGIN, '')}`));
    await readLog(true);
    await page.goto(`${ORIGIN}/bench/requests.html${query}`, {waitUntil: 'load'});
    await page.waitForFunction(() => /** @type {any} */ (window).__bench?.coldDone, {timeout: PASS_TIMEOUT, polling: 50});
    // Count what the network still carries once everything is shown: late
    // duplicates and background refreshes reach the server too.
    await page.waitForNetworkIdle({idleTime: 300, timeout: PASS_TIMEOUT});
    const coldLog = await readLog(true);
    const warmBench = await page.evaluate(async () => {
      const b = /** @type {any} */ (window).__bench;
      await b.warm();
      const {warm: _, ...figures} = b;
      return figures;
    });
    await page.waitForNetworkIdle({idleTime: 300, timeout: PASS_TIMEOUT});
    const warmLog = await readLog(true);
    const b = warmBench;
    /** @type {PassFigures} */
    const cold = {
      ...figuresOf(coldLog),
      ms: b.coldMs,
      shownMs: b.coldShownMs,
      errors: b.errors,
      pending: b.pending,
      kit: b.kitRequests.cold,
      loadBeforeRender: b.loadBeforeRender.cold,
      loadWhileLoading: b.loadWhileLoading.cold,
    };
    /** @type {PassFigures} */
    const warm = {
      ...figuresOf(warmLog),
      ms: b.warmMs,
      shownMs: b.warmShownMs,
      errors: b.warmErrors,
      pending: b.warmPending,
      kit: b.kitRequests.warm,
      loadBeforeRender: b.loadBeforeRender.warm,
      loadWhileLoading: b.loadWhileLoading.warm,
    };
    return {
      widgets: /** @type {number} */ (b.widgets),
      providers: /** @type {number} */ (b.providers),
      distinctResources: /** @type {number} */ (b.distinctResources),
      configs: /** @type {Record<string, number>} */ (b.configs),
      cold,
      warm,
      consoleErrors,
      failedResponses,
    };
  } finally {
    await context.close();
  }
}

// ------------------------------------------------------------- statistics

const median = (/** @type {number[]} */ xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const min = (/** @type {number[]} */ xs) => Math.min(...xs.filter(Number.isFinite));
const max = (/** @type {number[]} */ xs) => Math.max(...xs.filter(Number.isFinite));
const ms = (/** @type {number} */ x) => (Number.isFinite(x) ? String(Math.round(x)) : 'n/a');
const num = (/** @type {number} */ x) => (Number.isFinite(x) ? String(x) : 'n/a');

/** @param {Awaited<ReturnType<typeof run>>[]} runs */
function summarize(runs) {
  const first = runs[0];
  const pick = (/** @type {(r: typeof first) => number} */ f) => runs.map(f);
  /** @type {Record<string, {median: number, min: number, max: number}>} */
  const byOperation = {};
  const ops = new Set(runs.flatMap((r) => Object.keys(r.cold.byOperation)));
  for (const op of [...ops].sort()) {
    const xs = pick((r) => r.cold.byOperation[op] ?? 0);
    byOperation[op] = {median: median(xs), min: min(xs), max: max(xs)};
  }
  const coldRequests = pick((r) => r.cold.requests);
  const warmRequests = pick((r) => r.warm.requests);
  const coldMs = pick((r) => r.cold.ms);
  return {
    runs: runs.length,
    widgets: first.widgets,
    providers: first.providers,
    distinctResources: first.distinctResources,
    configs: first.configs,
    requestsCold: {median: median(coldRequests), min: min(coldRequests), max: max(coldRequests)},
    requestsWarm: {median: median(warmRequests), min: min(warmRequests), max: max(warmRequests)},
    coldMs: {median: median(coldMs), min: min(coldMs), max: max(coldMs)},
    coldShownMs: {median: median(pick((r) => r.cold.shownMs))},
    warmMs: {median: median(pick((r) => r.warm.ms)), min: min(pick((r) => r.warm.ms)), max: max(pick((r) => r.warm.ms))},
    warmShownMs: {median: median(pick((r) => r.warm.shownMs))},
    kitNetworkCold: median(pick((r) => r.cold.kit.network)),
    kitCacheWarm: median(pick((r) => r.warm.kit.cache)),
    byOperation,
    duplicatesCold: [...new Set(runs.flatMap((r) => r.cold.duplicates))],
    requestsWarmUrls: [...new Set(runs.flatMap((r) => r.warm.urls))],
    errors: runs.flatMap((r) => [...r.cold.errors, ...r.warm.errors]),
    pending: [...new Set(runs.flatMap((r) => [...r.cold.pending, ...r.warm.pending]))],
    loadBeforeRender: {cold: median(pick((r) => r.cold.loadBeforeRender)), warm: median(pick((r) => r.warm.loadBeforeRender))},
    loadWhileLoading: {cold: median(pick((r) => r.cold.loadWhileLoading)), warm: median(pick((r) => r.warm.loadWhileLoading))},
    consoleErrors: [...new Set(runs.flatMap((r) => r.consoleErrors))],
    failedResponses: [...new Set(runs.flatMap((r) => r.failedResponses))],
    meetsTarget:
      runs.every((r) => r.cold.requests === r.distinctResources && r.warm.requests === 0) &&
      runs.every((r) => !r.cold.pending.length && !r.warm.pending.length),
    perRun: runs.map((r) => ({
      requestsCold: r.cold.requests,
      requestsWarm: r.warm.requests,
      coldMs: Math.round(r.cold.ms),
      coldShownMs: Math.round(r.cold.shownMs),
      warmMs: Math.round(r.warm.ms),
      warmShownMs: Math.round(r.warm.shownMs),
      coldUrls: r.cold.urls,
      warmUrls: r.warm.urls,
    })),
  };
}

// ------------------------------------------------------------- main

const started = Date.now();
const browser = await puppeteer.launch({executablePath: findChromium(), headless: true, args: chromiumArgs});
/** @type {{name: string, query: string, summary: ReturnType<typeof summarize>}[]} */
const results = [];
try {
  for (const scenario of SCENARIOS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(browser, scenario.query));
    results.push({...scenario, summary: summarize(runs)});
  }
} finally {
  await browser.close();
  server.close();
}
const seconds = (Date.now() - started) / 1000;

if (JSON_OUT) {
  console.log(JSON.stringify({date: new Date().toISOString(), runsPerScenario: RUNS, seconds, chromium: findChromium(), results}, null, 2));
} else {
  const lines = [];
  lines.push(`Requests per page: ${RUNS} runs per scenario, medians (cold: fresh browser context; warm: the same widgets removed and re-inserted), ${new Date().toISOString().slice(0, 10)}`);
  lines.push('');
  lines.push('| scenario | widgets | distinct resources | requests cold | requests warm | all content cold, ms (min–max) | all content warm, ms |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|');
  for (const {name, summary: s} of results) {
    const range = (/** @type {{median: number, min: number, max: number}} */ r) => (r.min === r.max ? num(r.median) : `${num(r.median)} (${r.min}–${r.max})`);
    lines.push(
      `| ${name} | ${s.widgets} | ${s.distinctResources} | ${range(s.requestsCold)} | ${range(s.requestsWarm)} | ${ms(s.coldMs.median)} (${ms(s.coldMs.min)}–${ms(s.coldMs.max)}) | ${ms(s.warmMs.median)} |`,
    );
  }
  for (const {name, summary: s} of results) {
    lines.push('');
    lines.push(`${name}: cold-pass requests by operation (median per run)`);
    for (const [op, r] of Object.entries(s.byOperation)) {
      lines.push(`- ${op}: ${num(r.median)}${r.min === r.max ? '' : ` (${r.min}–${r.max})`}`);
    }
    lines.push(`- target (cold = distinct resources, warm = 0): ${s.meetsTarget ? 'met' : 'NOT met'}`);
    lines.push(
      `- kit's own count: ${num(s.kitNetworkCold)} network requests cold, ${num(s.kitCacheWarm)} cache hits warm; ` +
        `no widget showing its loading state: ${ms(s.coldShownMs.median)} ms cold, ${ms(s.warmShownMs.median)} ms warm`,
    );
    const {loadBeforeRender: early, loadWhileLoading: skeleton} = s;
    if (early.cold || early.warm) {
      lines.push(`- widgets whose site-load fired before their content rendered (shown by their next update), median: ${num(early.cold)} cold, ${num(early.warm)} warm`);
    }
    if (skeleton.cold || skeleton.warm) {
      lines.push(`- widgets whose site-load fired while they went on showing the loading state, median: ${num(skeleton.cold)} cold, ${num(skeleton.warm)} warm`);
    }
    if (s.duplicatesCold.length) lines.push(`- duplicated URLs, cold ([status]: a failed attempt, retried): ${s.duplicatesCold.join("; ")}`);
    if (s.requestsWarmUrls.length) lines.push(`- requests on the warm pass: ${s.requestsWarmUrls.join('; ')}`);
    if (s.pending.length) lines.push(`- never loaded: ${s.pending.join('; ')}`);
    if (s.errors.length) lines.push(`- site-error: ${[...new Set(s.errors.map((e) => `${e.widget}: ${e.status} ${e.message}`))].join('; ')}`);
    if (s.consoleErrors.length) lines.push(`- console errors: ${s.consoleErrors.join('; ')}`);
    if (s.failedResponses.length) lines.push(`- failed responses: ${s.failedResponses.join('; ')}`);
  }
  lines.push('');
  lines.push(`(${seconds.toFixed(1)} s in all)`);
  console.log(lines.join('\n'));
}
