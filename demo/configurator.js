// @ts-check
/**
 * demo/configurator.html: pick an element, set its attributes and tokens,
 * see it live against the demo site, copy the snippet and the policy.
 *
 * Every control comes from custom-elements.json (configurator-model.js reads
 * it): an enum is a radio group, a boolean a switch, a number a number field
 * with its range, a string a text field; a colour token a colour input, a font
 * a choice of stacks, a radius a slider, any other token a text field. The
 * preview is the kit's own element inside a provider of the demo site,
 * updated in place as the controls change. The module is render-blocking and
 * reads the manifest as a JSON module (part of its graph, so loaded before it
 * runs): the controls are in the first frame and nothing moves when they come.
 */
import manifest from '../custom-elements.json' with {type: 'json'};
import pkg from '../package.json' with {type: 'json'};
import {STRICT_CSP} from '../scripts/csp.js';
import {SERVED, contentSecurityPolicy, elementsOf, firstSentence, importMapText, safeTokenValue, servedFrom, snippetHtml, tokenRule} from './configurator-model.js';

/**
 * Where the preview starts, per element: the demo site's records (a detail
 * element needs a slug: this page's URL has none) and links into the demo's
 * own pages. Values, not controls: the controls come from the manifest.
 * @type {Record<string, Record<string, string | true>>}
 */
const START = {
  'site-event': {slug: 'clara-weiss-goldberg-variations'},
  'site-events': {upcoming: true, href: './event.html?slug={slug}'},
  'site-news': {href: './news-post.html?slug={slug}'},
  'site-news-post': {slug: 'clara-weiss-records-goldberg-variations'},
  'site-page': {slug: 'about'},
  'site-pages': {href: './pages.html?slug={slug}'},
  'site-product': {slug: 'clara-weiss-goldberg-vinyl'},
  'site-products': {href: './product.html?slug={slug}'},
  'site-profile': {slug: 'clara-weiss'},
  'site-profiles': {href: './artist.html?slug={slug}'},
  'site-search': {'href-event': './event.html?slug={slug}', 'href-product': './product.html?slug={slug}', 'href-profile': './artist.html?slug={slug}'},
};

/** Font stacks offered for a font token ("" leaves it unset: the page's font). */
const FONTS = [
  ['system-ui, sans-serif', 'System UI'],
  ["'Helvetica Neue', Helvetica, Arial, sans-serif", 'Helvetica, Arial'],
  ["Georgia, 'Times New Roman', serif", 'Georgia (serif)'],
  ["'Palatino Linotype', Palatino, 'Book Antiqua', serif", 'Palatino (serif)'],
  ["ui-monospace, 'Cascadia Code', Menlo, monospace", 'Monospace'],
];

/** The provider's attributes that say where the site is: the snippet's, never the preview's (which shows the demo site). */
const CONNECTION = new Set(['site-key', 'base-url', 'media-base-url']);
/** Not offered: a key in the page is public (README, "The key in the page"); the snippet uses the proxy. */
const NOT_OFFERED = new Set(['token']);

const elements = elementsOf(manifest);
const providerSpec = elements.find((e) => e.tag === 'site-content-provider');
const offered = elements.filter((e) => e.tag !== 'site-content-provider');
if (!providerSpec || !offered.length) throw new Error('custom-elements.json has no provider or no elements');

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const form = /** @type {HTMLFormElement} */ ($('controls'));
const select = /** @type {HTMLSelectElement} */ ($('element'));
const preview = $('preview');
const previewSite = $('preview-site');
const previewStatus = $('preview-status');
const copyStatus = $('copy-status');

/** The preview's token rule, scoped to the preview: the same declarations as the snippet's `<style>`. */
const previewSheet = new CSSStyleSheet();
document.adoptedStyleSheets = [...document.adoptedStyleSheets, previewSheet];

/** This server's dist/ (the dev server serves it byte for byte), as a path: the snippet fits any host name of it. */
const DIST = new URL('../dist/', import.meta.url).pathname;
/** What each choice of where the page is served is called (the notes beside the snippet say what it gives). @type {Record<import('./configurator-model.js').Served, (Node | string)[]>} */
const SERVED_LABELS = {
  dev: ['This dev server (', h('code', {}, 'npm run demo'), ')'],
  proxy: ['The kit’s proxy with ', h('code', {}, '--serve .')],
  cdn: ['Your site, the kit from jsDelivr (once ', h('code', {}, `site-widgets@${pkg.version}`), ' is published)'],
};

const state = {
  spec: offered[0],
  /** Where the snippet's page is served: the first choice, this server, while the version is not on the CDN. @type {import('./configurator-model.js').Served} */
  served: SERVED[0],
  /** @type {Map<string, string | true>} */
  attributes: new Map(),
  /** @type {Map<string, string>} */
  tokens: new Map(),
  /** @type {Map<string, string | true>} */
  provider: new Map([
    ['site-key', previewSite.getAttribute('site-key') ?? 'demo'],
    // The snippet's, for the first choice of where its page is served (the preview's provider has its own).
    ['base-url', /** @type {string} */ (servedFrom(SERVED[0], {version: pkg.version, dist: DIST}).baseUrl)],
  ]),
  files: servedFrom(SERVED[0], {version: pkg.version, dist: DIST}).files,
  /** @type {import('./configurator-model.js').Sri | undefined} */
  sri: undefined,
  /** @type {Element | undefined} */
  element: undefined,
};

// ------------------------------------------------------------- DOM helpers

/**
 * An element with attributes (`true` for a bare one, false/undefined for none) and children.
 * @param {string} tag
 * @param {Record<string, string | number | boolean | undefined>} [attributes]
 * @param {(Node | string)[]} children
 */
function h(tag, attributes = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined && value !== false) el.setAttribute(name, value === true ? '' : String(value));
  el.append(...children);
  return el;
}

/** A manifest text with its `code` spans as <code>. @param {string} text */
function rich(text) {
  return text.split('`').map((part, i) => (i % 2 ? h('code', {}, part) : part));
}

/** A name as a label shows it: in code font. @param {string} name */
const codeName = (name) => h('code', {}, name);

let ids = 0;
const nextId = (/** @type {string} */ prefix) => `${prefix}-${++ids}`;

/** Waits `ms` after the last call before running `fn`. @param {() => void} fn @param {number} ms */
function debounce(fn, ms) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
}

// ------------------------------------------------------------- controls

/**
 * One attribute's control, from its spec.
 * @param {import('./configurator-model.js').AttributeSpec} spec
 * @param {string | true | undefined} value
 * @param {(value: string | true | undefined, settle: 'now' | 'typing') => void} onChange
 */
function attributeControl(spec, value, onChange) {
  const id = nextId('attr');
  const hintId = `${id}-hint`;
  const hint = h('p', {class: 'hint', id: hintId}, ...rich(firstSentence(spec.description)));
  if (spec.kind === 'enum') {
    const name = `${id}-choice`;
    const choice = (/** @type {string} */ v, /** @type {(Node | string)[]} */ label) => {
      const input = h('input', {type: 'radio', name, value: v, id: `${name}-${v || 'unset'}`, checked: (value ?? '') === v});
      input.addEventListener('change', () => onChange(v || undefined, 'now'));
      return h('span', {class: 'choice'}, input, h('label', {for: input.id}, ...label));
    };
    return h(
      'fieldset',
      {class: 'field enum', 'aria-describedby': hintId},
      h('legend', {}, codeName(spec.name)),
      h('div', {class: 'choices'}, choice('', spec.fallback ? ['not set (', h('code', {}, spec.fallback), ')'] : ['not set']), ...spec.values.map((v) => choice(v, [h('code', {}, v)]))),
      hint,
    );
  }
  if (spec.kind === 'boolean') {
    const input = h('input', {type: 'checkbox', role: 'switch', id, checked: value === true, 'aria-describedby': hintId});
    input.addEventListener('change', () => onChange(/** @type {HTMLInputElement} */ (input).checked || undefined, 'now'));
    return h('div', {class: 'field switch'}, input, h('label', {for: id}, codeName(spec.name)), hint);
  }
  const errorId = `${id}-error`;
  const input = /** @type {HTMLInputElement} */ (
    h('input', {
      id,
      type: spec.kind === 'number' ? 'number' : 'text',
      value: typeof value === 'string' ? value : undefined,
      min: spec.min,
      max: spec.max,
      step: spec.kind === 'number' ? 1 : undefined,
      inputmode: spec.kind === 'number' ? 'numeric' : undefined,
      placeholder: spec.kind === 'number' ? spec.fallback : (spec.example ?? (spec.fallback && !/\s/.test(spec.fallback) ? spec.fallback : undefined)),
      spellcheck: spec.kind === 'string' ? 'false' : undefined,
      autocomplete: 'off',
      'aria-describedby': `${hintId} ${errorId}`,
    })
  );
  const error = h('p', {class: 'error', id: errorId});
  input.addEventListener('input', () => {
    const text = input.value.trim();
    // A number out of its range (or not a whole number) is said and not applied: the element would ignore it with a warning.
    const bad = spec.kind === 'number' && (!input.validity.valid || (text !== '' && !/^-?\d+$/.test(text)));
    input.setAttribute('aria-invalid', String(bad));
    error.textContent = bad ? (spec.min !== undefined ? `A whole number from ${spec.min} to ${spec.max}.` : 'A whole number.') : '';
    if (!bad) onChange(text || undefined, 'typing');
  });
  return h('div', {class: `field ${spec.kind}`}, h('label', {for: id}, codeName(spec.name)), input, hint, error);
}

/** An rgb() or rgba() colour as #rrggbb (transparent as white). @param {string} css */
function hex(css) {
  const [r, g, b, a] = (css.match(/[\d.]+/g) ?? []).map(Number);
  if (a === 0 || r === undefined) return '#ffffff';
  return `#${[r, g, b].map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * What a colour token shows before it is set: its default, a default that
 * names another token resolved, `inherit` as the preview's text colour.
 * @param {import('./configurator-model.js').TokenSpec} token
 * @param {import('./configurator-model.js').TokenSpec[]} tokens
 */
function initialColour(token, tokens, seen = new Set()) {
  const value = token.fallback.trim();
  if (/^#[\da-f]{6}$/i.test(value)) return value.toLowerCase();
  if (/^#[\da-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  const ref = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  const named = tokens.find((t) => t.name === ref);
  if (named && !seen.has(named.name)) return initialColour(named, tokens, seen.add(named.name));
  const style = getComputedStyle(preview);
  return hex(value === 'transparent' ? style.backgroundColor : style.color);
}

/**
 * One token's control.
 * @param {import('./configurator-model.js').TokenSpec} token
 * @param {import('./configurator-model.js').TokenSpec[]} tokens
 */
function tokenControl(token, tokens) {
  const id = nextId('token');
  const hintId = `${id}-hint`;
  const set = state.tokens.get(token.name);
  const hint = h('p', {class: 'hint', id: hintId}, ...rich(firstSentence(token.description)), ...(token.fallback ? [' Default: ', h('code', {}, token.fallback), '.'] : []));
  const label = h('label', {for: id}, codeName(token.name));
  const change = (/** @type {string} */ value) => {
    if (value) state.tokens.set(token.name, value);
    else state.tokens.delete(token.name);
    tokensChanged();
  };
  if (token.kind === 'colour') {
    const input = /** @type {HTMLInputElement} */ (h('input', {type: 'color', id, value: set ?? initialColour(token, tokens), 'aria-describedby': hintId, 'data-token': token.name}));
    input.addEventListener('input', () => change(input.value));
    return h('div', {class: 'field colour'}, input, label, hint);
  }
  if (token.kind === 'font') {
    const choices = /** @type {HTMLSelectElement} */ (
      h('select', {id, 'aria-describedby': hintId, 'data-token': token.name}, h('option', {value: ''}, `not set (${token.fallback || 'the default'})`), ...FONTS.map(([stack, name]) => h('option', {value: stack, selected: set === stack}, name)))
    );
    choices.addEventListener('change', () => change(choices.value));
    return h('div', {class: 'field font'}, label, choices, hint);
  }
  if (token.kind === 'radius') {
    const start = Number.parseFloat(set ?? token.fallback) || 0.5;
    const output = h('output', {for: id}, `${start}rem`);
    const input = /** @type {HTMLInputElement} */ (h('input', {type: 'range', id, min: 0, max: 2, step: 0.125, value: start, 'aria-valuetext': `${start}rem`, 'aria-describedby': hintId, 'data-token': token.name}));
    input.addEventListener('input', () => {
      const value = `${Number(input.value)}rem`;
      output.textContent = value;
      input.setAttribute('aria-valuetext', value);
      change(value);
    });
    return h('div', {class: 'field radius'}, label, h('div', {class: 'range'}, input, output), hint);
  }
  const errorId = `${id}-error`;
  const error = h('p', {class: 'error', id: errorId});
  const input = /** @type {HTMLInputElement} */ (h('input', {type: 'text', id, value: set, placeholder: token.fallback || undefined, spellcheck: 'false', autocomplete: 'off', 'aria-describedby': `${hintId} ${errorId}`, 'data-token': token.name}));
  input.addEventListener('input', () => {
    const value = input.value.trim();
    const bad = value !== '' && !safeTokenValue(value);
    input.setAttribute('aria-invalid', String(bad));
    error.textContent = bad ? 'A CSS value without { } ; < > ! or comments.' : '';
    if (!bad) change(value);
  });
  return h('div', {class: 'field other'}, label, input, hint, error);
}

// ------------------------------------------------------------- the preview

/** Announces the preview's state once it has settled after a change (polite: never interrupts). */
let announcePending = false;
/** @type {{count?: number, error?: string} | undefined} */
let lastOutcome;
const announce = debounce(() => {
  if (!announcePending) return;
  const el = /** @type {any} */ (state.element);
  // Still loading: the element's site-load or site-error will call again.
  if (el?.task?.status === 1) return;
  announcePending = false;
  const what = `<${state.spec.tag}>`;
  const count = lastOutcome?.count;
  previewStatus.textContent = lastOutcome?.error
    ? `Preview updated: ${what} shows an error (${lastOutcome.error}).`
    : `Preview updated: ${what}${typeof count === 'number' ? ` shows ${count} ${count === 1 ? 'item' : 'items'}` : ''}.`;
}, 500);

preview.addEventListener('site-load', (e) => {
  if (e.target !== state.element) return;
  lastOutcome = {count: /** @type {CustomEvent} */ (e).detail?.count};
  announce();
});
preview.addEventListener('site-error', (e) => {
  if (e.target !== state.element) return;
  const {status} = /** @type {CustomEvent} */ (e).detail ?? {};
  lastOutcome = {error: status ? `status ${status}` : 'no answer'};
  announce();
});

/** Something the visitor changed: the snippet now, the announcement once the preview has settled. */
function changed() {
  renderSnippet();
  copyStatus.textContent = '';
  announcePending = true;
  announce();
}

/** The element afresh, with its attributes, in the preview's provider. */
function mountElement() {
  state.element?.remove();
  const el = document.createElement(state.spec.tag);
  for (const [name, value] of state.attributes) el.setAttribute(name, value === true ? '' : value);
  previewSite.append(el);
  state.element = el;
  lastOutcome = undefined;
}

/** One attribute on the live element. @param {string} name @param {string | true | undefined} value */
function applyAttribute(name, value) {
  if (value === undefined) state.element?.removeAttribute(name);
  else state.element?.setAttribute(name, value === true ? '' : value);
}

function tokensChanged() {
  previewSheet.replaceSync(tokenRule(`#preview ${state.spec.tag}`, tokensOf()));
  changed();
}

/** The tokens set that the element has, in the manifest's order. @returns {[string, string][]} */
function tokensOf() {
  return state.spec.tokens.filter((t) => state.tokens.has(t.name)).map((t) => [t.name, /** @type {string} */ (state.tokens.get(t.name))]);
}

// ------------------------------------------------------------- the snippet

/** The attributes set, in the manifest's order. @param {import('./configurator-model.js').AttributeSpec[]} specs @param {Map<string, string | true>} values @returns {[string, string | true][]} */
const inOrder = (specs, values) =>
  specs.filter((a) => values.has(a.name)).map((a) => [a.name, /** @type {string | true} */ (values.get(a.name))]);

/** The base64 SHA-256 of a text, as a policy names an inline style (undefined where the page is not a secure context). @param {string} text */
async function sha256(text) {
  if (!crypto.subtle) return undefined;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

/** As long as a SHA-256 source: what the policy's box keeps room for while a hash is worked out. */
const HASH_ROOM = `sha256-${'0'.repeat(43)}=`;

let snippetRun = 0;
function renderSnippet() {
  const run = ++snippetRun;
  const tokens = tokensOf();
  const provider = inOrder(/** @type {NonNullable<typeof providerSpec>} */ (providerSpec).attributes, state.provider);
  $('snippet-html').firstElementChild?.replaceChildren(snippetHtml({tag: state.spec.tag, attributes: inOrder(state.spec.attributes, state.attributes), provider, tokens, files: state.files, sri: state.sri}));
  const csp = (/** @type {string | undefined} */ styleHash, /** @type {string | undefined} */ mapHash) =>
    contentSecurityPolicy({strict: STRICT_CSP, files: state.files, provider: state.provider, styleHash, mapHash, rich: state.spec.rich});
  const policy = (/** @type {string | undefined} */ styleHash, /** @type {string | undefined} */ mapHash) =>
    $('snippet-csp').firstElementChild?.replaceChildren(csp(styleHash, mapHash));
  // The inline parts of the snippet, allowed by their hashes: the tokens' rule and the import map. Until
  // the hashes are in, the box keeps room for them; for the map's also while the build's hashes are read,
  // and for good when there are none (nothing below moves either way).
  const rule = tokenRule(state.spec.tag, tokens);
  const map = importMapText(state.sri, state.files);
  $('csp-reserve').replaceChildren(csp(rule ? HASH_ROOM : undefined, map || state.sri === undefined ? HASH_ROOM : undefined));
  if (!rule && !map) return policy(undefined, undefined);
  void Promise.all([rule ? sha256(rule) : undefined, map ? sha256(map) : undefined]).then(([styleHash, mapHash]) => run === snippetRun && policy(styleHash, mapHash));
}

/** Copies one snippet, and says so in the live region. @param {string} id @param {string} what */
async function copy(id, what) {
  const pre = $(id);
  const text = pre.textContent ?? '';
  try {
    await navigator.clipboard.writeText(text);
    copyStatus.textContent = `Copied: the ${what}.`;
  } catch {
    // No clipboard here (a page without focus, a browser that asks): the text selected, for the keyboard's copy.
    getSelection()?.selectAllChildren(pre);
    pre.focus();
    copyStatus.textContent = `The ${what} is selected: press Ctrl+C (\u2318C on a Mac) to copy it.`;
  }
}
$('copy-html').addEventListener('click', () => void copy('snippet-html', 'HTML'));
$('copy-csp').addEventListener('click', () => void copy('snippet-csp', 'policy'));

// ------------------------------------------------------------- the form

/** Draws the element's attribute and token controls. */
function drawElementControls() {
  const spec = state.spec;
  $('element-summary').replaceChildren(...rich(spec.summary));
  const attributes = $('attributes');
  attributes.replaceChildren(
    h('legend', {}, 'Attributes of ', h('code', {}, `<${spec.tag}>`)),
    ...spec.attributes.map((a) =>
      attributeControl(a, state.attributes.get(a.name), (value, settle) => {
        if (value === undefined) state.attributes.delete(a.name);
        else state.attributes.set(a.name, value);
        if (settle === 'now') applyAttribute(a.name, value);
        else applyTyped();
        changed();
      }),
    ),
  );
  const groups = /** @type {const} */ ([
    ['colour', 'Colours'],
    ['font', 'Fonts'],
    ['radius', 'Corners'],
  ]);
  const tokens = $('tokens');
  const hint = $('tokens-hint');
  const reset = h('button', {type: 'button', class: 'reset'}, 'Reset the tokens');
  reset.addEventListener('click', () => {
    state.tokens.clear();
    drawElementControls();
    tokensChanged();
  });
  const other = spec.tokens.filter((t) => t.kind === 'other');
  tokens.replaceChildren(
    h('legend', {}, 'Tokens of ', h('code', {}, `<${spec.tag}>`)),
    hint,
    ...groups
      .map(([kind, title]) => [title, spec.tokens.filter((t) => t.kind === kind)])
      .filter(([, list]) => list.length)
      .map(([title, list]) => h('fieldset', {class: `group`}, h('legend', {}, /** @type {string} */ (title)), .../** @type {any[]} */ (list).map((t) => tokenControl(t, spec.tokens)))),
    ...(other.length ? [h('details', {class: 'more'}, h('summary', {}, `More tokens (${other.length})`), ...other.map((t) => tokenControl(t, spec.tokens)))] : []),
    reset,
  );
}

/** The attributes typed into text and number fields reach the live element once the typing pauses (one request, not one a key). */
const applyTyped = debounce(() => {
  for (const a of state.spec.attributes) if (a.kind === 'string' || a.kind === 'number') applyAttribute(a.name, state.attributes.get(a.name));
}, 400);

/** The provider's fields and where the files come from: the snippet's; the preview takes what shows (language, zone, theme). */
function drawSiteControls() {
  const site = $('your-site');
  const hint = site.querySelector('p.hint');
  const specs = /** @type {NonNullable<typeof providerSpec>} */ (providerSpec).attributes.filter((a) => !NOT_OFFERED.has(a.name));
  const filesId = nextId('files');
  const files = /** @type {HTMLInputElement} */ (h('input', {type: 'text', id: filesId, value: state.files, spellcheck: 'false', autocomplete: 'off', 'aria-describedby': `${filesId}-hint`}));
  files.addEventListener('input', () => {
    state.files = files.value.trim() || './';
    changed();
  });
  // Where the page is served: sets the files' folder and the base-url that fit it (both still editable below).
  const servedName = nextId('served');
  const served = h(
    'fieldset',
    {class: 'field enum served', 'aria-describedby': 'served-note'},
    h('legend', {}, 'Your page is served by'),
    h(
      'div',
      {class: 'choices'},
      ...SERVED.map((where) => {
        const input = h('input', {type: 'radio', name: servedName, value: where, id: `${servedName}-${where}`, checked: state.served === where});
        input.addEventListener('change', () => {
          state.served = where;
          const fit = servedFrom(where, {version: pkg.version, dist: DIST});
          state.files = fit.files;
          files.value = fit.files;
          if (fit.baseUrl !== undefined) {
            if (fit.baseUrl === null) state.provider.delete('base-url');
            else state.provider.set('base-url', fit.baseUrl);
            const baseUrl = siteInput('base-url');
            if (baseUrl) baseUrl.value = fit.baseUrl ?? '';
          }
          servedNote();
          changed();
        });
        return h('span', {class: 'choice'}, input, h('label', {for: input.id}, ...SERVED_LABELS[where]));
      }),
    ),
  );
  const applyTypedSite = debounce(() => {
    for (const a of specs) if (!CONNECTION.has(a.name) && (a.kind === 'string' || a.kind === 'number')) applyProvider(a.name, state.provider.get(a.name));
  }, 400);
  site.replaceChildren(
    h('legend', {}, 'Your site'),
    .../** @type {Node[]} */ (hint ? [hint] : []),
    served,
    ...specs.map((a) =>
      attributeControl(a, state.provider.get(a.name), (value, settle) => {
        if (value === undefined) state.provider.delete(a.name);
        else state.provider.set(a.name, value);
        if (!CONNECTION.has(a.name)) {
          if (settle === 'now') applyProvider(a.name, value);
          else applyTypedSite();
        }
        changed();
      }),
    ),
    h(
      'div',
      {class: 'field string files'},
      h('label', {for: filesId}, 'Kit files from'),
      files,
      h('p', {class: 'hint', id: `${filesId}-hint`}, 'The folder of the built files (', h('code', {}, 'dist/'), '): as the choice above sets it, a CDN\u2019s versioned path, or your own server\u2019s.'),
    ),
  );
}

/** The text field of one of the provider's attributes in "Your site". @param {string} name */
function siteInput(name) {
  const label = [...$('your-site').querySelectorAll('label')].find((l) => l.textContent === name);
  return /** @type {HTMLInputElement | null} */ (label ? document.getElementById(label.htmlFor) : null);
}

/** Shows the note beside the snippet for where its page is served (all keep their room: nothing moves). */
function servedNote() {
  for (const p of $('served-note').querySelectorAll('p')) p.hidden = p.dataset.served !== state.served;
}

/** One provider attribute on the preview's provider. @param {string} name @param {string | true | undefined} value */
function applyProvider(name, value) {
  if (value === undefined) previewSite.removeAttribute(name);
  else previewSite.setAttribute(name, value === true ? '' : value);
}

/** Shows `tag`: its controls, its starting values, the element in the preview. @param {string} tag */
function choose(tag) {
  state.spec = offered.find((e) => e.tag === tag) ?? offered[0];
  state.attributes = new Map(Object.entries(START[state.spec.tag] ?? {}));
  // Tokens the new element also has keep their values (an accent is an accent).
  for (const name of [...state.tokens.keys()]) if (!state.spec.tokens.some((t) => t.name === name)) state.tokens.delete(name);
  drawElementControls();
  mountElement();
  previewSheet.replaceSync(tokenRule(`#preview ${state.spec.tag}`, tokensOf()));
  renderSnippet();
}

select.append(...offered.map((e) => h('option', {value: e.tag}, `<${e.tag}>`)));
select.addEventListener('change', () => {
  choose(select.value);
  copyStatus.textContent = '';
  announcePending = true;
  announce();
});
form.addEventListener('submit', (e) => e.preventDefault());

const asked = new URLSearchParams(location.search).get('element');
select.value = offered.some((e) => e.tag === asked) ? /** @type {string} */ (asked) : 'site-events';
for (const v of $('served-note').querySelectorAll('.cdn-version')) v.textContent = `site-widgets@${pkg.version}`;
drawSiteControls();
servedNote();
choose(select.value);

// ------------------------------------------------------------- integrity

/** Shows which of the SRI notes applies (all three keep their room: nothing moves). @param {'pending' | 'found' | 'missing'} which */
function sriNote(which) {
  for (const p of $('sri-note').querySelectorAll('p')) p.hidden = p.dataset.sri !== which;
}

/**
 * The build's integrity hashes (dist/sri.json: `{version, files: {"site-widgets.js": "sha384-…", …}}`),
 * for this version only; without them the snippet has none, and says so.
 */
async function readSri() {
  try {
    const response = await fetch(new URL('../dist/sri.json', import.meta.url), {cache: 'no-cache'});
    const sri = response.ok ? await response.json() : undefined;
    const usable = sri && typeof sri.files === 'object' && typeof sri.files['site-widgets.js'] === 'string' && (!sri.version || sri.version === pkg.version);
    if (!usable) return sriNote('missing');
    state.sri = sri;
    for (const v of $('sri-note').querySelectorAll('.sri-version')) v.textContent = String(sri.version ?? pkg.version);
    sriNote('found');
    renderSnippet();
  } catch {
    sriNote('missing');
  }
}
void readSri();
