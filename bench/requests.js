// @ts-check
/**
 * The measuring code of bench/requests.html (an external module, so that the
 * page works under a strict CSP). It runs before the kit's bundle.
 *
 * Cold pass: from navigation start until every widget of the page has fired
 * `site-load` (or `site-error`, which counts as done and is reported).
 * Warm pass (`__bench.warm()`): removes every widget, as a single-page app
 * leaving a view does, then inserts clones (same markup) where they were and
 * times until every clone has fired `site-load` again.
 *
 * Results land on `window.__bench`:
 *   widgets, distinctResources, configs   what the page holds
 *   coldDone, coldMs, coldShownMs          ms from navigation start
 *   warmDone, warmMs, warmShownMs          ms from the clones' insertion
 *   errors, warmErrors                     widgets that fired site-error
 *   pending                                widgets that never finished (on a timeout)
 *   loadBeforeRender, loadWhileLoading     widgets whose site-load came before their content showed (per pass)
 *   kitRequests                            the providers' site-request events per pass: network attempts and cache hits
 * `…Ms` is when the last site-load fired; `…ShownMs` when, besides, no
 * widget shows its loading state any more (checked once per frame).
 */

const PROVIDER = 'site-content-provider';
/** Attributes that change how a widget looks, not what it requests. */
const PRESENTATION = /^(href|heading-level|class|id|style|slot|part|title|lang|provider|data-.*|aria-.*)$/;
/** Give up on a pass after this long (ms); the figures then say what is pending. */
const PASS_TIMEOUT = 20_000;

const params = new URLSearchParams(location.search);

/** The kit's widgets: every `site-*` element but the provider. */
const findWidgets = () =>
  /** @type {HTMLElement[]} */ ([...document.body.querySelectorAll('*')].filter((el) => el.localName.startsWith('site-') && el.localName !== PROVIDER));

// ------------------------------------------------------------- scenarios

const site = params.get('site');
if (site) for (const p of document.querySelectorAll(PROVIDER)) p.setAttribute('site-key', site);

if (params.has('identical')) {
  const [first, ...rest] = findWidgets();
  for (const el of rest) {
    const copy = /** @type {HTMLElement} */ (first.cloneNode(true));
    el.replaceWith(copy);
  }
}

// ------------------------------------------------------------- what the page holds

/** The provider that serves a widget, as the kit's router picks it. */
function providerOf(/** @type {Element} */ el) {
  const id = el.getAttribute('provider');
  if (id) return document.getElementById(id);
  return el.closest(PROVIDER) ?? document.querySelector(PROVIDER);
}

/** A widget's request-relevant configuration, e.g. `site-events dir=desc limit=3`. */
function configOf(/** @type {Element} */ el) {
  const attrs = [...el.attributes]
    .filter((a) => !PRESENTATION.test(a.name))
    .map((a) => (a.value === '' ? a.name : `${a.name}=${a.value}`))
    .sort();
  return [el.localName, ...attrs].join(' ');
}

const widgets = findWidgets();
const providers = [...document.querySelectorAll(PROVIDER)];
/** Distinct (provider, configuration) pairs: each provider has its own request layer. */
const resources = new Set(widgets.map((w) => `${providers.indexOf(/** @type {Element} */ (providerOf(w)))}|${configOf(w)}`));
/** @type {Record<string, number>} */
const configs = {};
for (const w of widgets) configs[configOf(w)] = (configs[configOf(w)] ?? 0) + 1;

const bench = {
  scenario: location.search || '(default)',
  widgets: widgets.length,
  providers: providers.length,
  // One /site per provider, plus one request per distinct configuration it serves.
  distinctResources: resources.size + providers.length,
  configs,
  coldDone: false,
  /** @type {number | undefined} */ coldMs: undefined,
  /** @type {number | undefined} */ coldShownMs: undefined,
  warmDone: false,
  /** @type {number | undefined} */ warmMs: undefined,
  /** @type {number | undefined} */ warmShownMs: undefined,
  /** @type {ErrorReport[]} */ errors: [],
  /** @type {ErrorReport[]} */ warmErrors: [],
  /** @type {string[]} */ pending: [],
  /** @type {string[]} */ warmPending: [],
  /** Widgets whose site-load fired before their content was rendered, shown by their next update. */
  loadBeforeRender: {cold: 0, warm: 0},
  /** Widgets whose site-load fired while they still showed the loading state after their next update. */
  loadWhileLoading: {cold: 0, warm: 0},
  /** @type {Record<'cold' | 'warm', {network: number, cache: number, urls: string[]}>} */
  kitRequests: {cold: {network: 0, cache: 0, urls: []}, warm: {network: 0, cache: 0, urls: []}},
  warm,
};
/** @typedef {{widget: string, status: number, url?: string, message: string}} ErrorReport */

Object.assign(window, {__bench: bench});

// ------------------------------------------------------------- measuring

/** Whether a widget shows something other than its loading state. */
function shown(/** @type {HTMLElement} */ el) {
  const root = el.shadowRoot;
  if (!root || !root.childElementCount) return false;
  return !root.querySelector('[part~="loading"], [part~="skeleton"]');
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** @type {'cold' | 'warm'} */
let pass = 'cold';

document.addEventListener('site-request', (event) => {
  const {source, url} = /** @type {CustomEvent<{source: 'cache' | 'network', url: string}>} */ (event).detail;
  const counts = bench.kitRequests[pass];
  counts[source]++;
  if (source === 'network') counts.urls.push(url);
});

/**
 * Resolves when every one of `set` has fired site-load or site-error.
 * `ms` is the time of the last of those events; `shownMs` the time when,
 * besides, every widget has rendered and none shows its loading state.
 * @param {HTMLElement[]} set
 * @param {'cold' | 'warm'} which
 * @param {ErrorReport[]} errors
 * @returns {Promise<{ms: number, shownMs: number, pending: string[]}>}
 */
function allDone(set, which, errors, start = 0) {
  const members = new Set(set);
  const done = new Set();
  /** @type {Promise<unknown>[]} */
  const checks = [];
  return new Promise((resolve) => {
    const stop = () => {
      document.removeEventListener('site-load', onEvent);
      document.removeEventListener('site-error', onEvent);
      clearTimeout(timer);
    };
    const finish = async () => {
      stop();
      const ms = performance.now() - start;
      await Promise.all(checks);
      while (!set.every(shown) && performance.now() - start < PASS_TIMEOUT) await nextFrame();
      resolve({ms, shownMs: performance.now() - start, pending: []});
    };
    const onEvent = (/** @type {Event} */ event) => {
      const el = /** @type {HTMLElement} */ (event.target);
      if (!members.has(el) || done.has(el)) return;
      done.add(el);
      if (event.type === 'site-error') {
        const {status = 0, url, error} = /** @type {CustomEvent} */ (event).detail ?? {};
        errors.push({widget: configOf(el), status, url, message: String(error?.message ?? error)});
      } else if (!shown(el)) {
        // site-load came before the content: note whether the element's
        // next render shows it (an ordering detail) or not (still loading).
        const update = /** @type {{updateComplete?: Promise<unknown>}} */ (el).updateComplete ?? Promise.resolve();
        checks.push(
          update.then(() => {
            if (shown(el)) bench.loadBeforeRender[which]++;
            else bench.loadWhileLoading[which]++;
          }),
        );
      }
      if (done.size === members.size) void finish();
    };
    document.addEventListener('site-load', onEvent);
    document.addEventListener('site-error', onEvent);
    const timer = setTimeout(() => {
      stop();
      resolve({ms: NaN, shownMs: NaN, pending: set.filter((el) => !done.has(el)).map(configOf)});
    }, PASS_TIMEOUT);
  });
}

/** Shows the figures on the page, for a person watching. */
function report() {
  const out = document.getElementById('bench-result');
  if (!out) return;
  const {warm: _, ...figures} = bench;
  out.textContent = JSON.stringify(figures, null, 2);
}

const cold = allDone(widgets, 'cold', bench.errors).then(({ms, shownMs, pending}) => {
  bench.coldMs = ms;
  bench.coldShownMs = shownMs;
  bench.pending = pending;
  bench.coldDone = true;
  report();
});

/**
 * The warm pass: every widget leaves the DOM (a view is left), then clones of
 * them (same markup) come back where they were (the view is shown again).
 */
async function warm() {
  await cold;
  const current = findWidgets();
  const markers = current.map((el) => {
    const marker = document.createComment('widget');
    el.before(marker);
    el.remove();
    return {marker, el};
  });
  await nextFrame();
  await nextFrame();
  pass = 'warm';
  const clones = markers.map(({el}) => /** @type {HTMLElement} */ (el.cloneNode(true)));
  const start = performance.now();
  const done = allDone(clones, 'warm', bench.warmErrors, start);
  markers.forEach(({marker}, i) => marker.replaceWith(clones[i]));
  const {ms, shownMs, pending} = await done;
  bench.warmMs = ms;
  bench.warmShownMs = shownMs;
  bench.warmPending = pending;
  bench.warmDone = true;
  report();
  return bench;
}

if (params.get('warm') === 'auto') void cold.then(warm);
