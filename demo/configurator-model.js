// @ts-check
/**
 * The configurator's model (demo/configurator.html): what custom-elements.json
 * says about each element, turned into the controls' specs, and the snippet
 * and Content Security Policy a page needs for the element as configured.
 * No DOM: the page (configurator.js) draws the controls from these specs, and
 * the tests read the same functions.
 */

/**
 * @typedef {{name: string, kind: 'enum' | 'boolean' | 'number' | 'string', values: string[], min?: number, max?: number,
 *   fallback?: string, example?: string, description: string}} AttributeSpec
 *   One attribute as a control: its kind from its type in the manifest, an
 *   enum's values, a number's range and every default and example its
 *   description gives ("1–100 (default 10)", "e.g. `/event.html?slug={slug}`").
 * @typedef {{name: string, kind: 'colour' | 'font' | 'radius' | 'other', fallback: string, description: string}} TokenSpec
 *   One CSS custom property of the element, by what it sets.
 * @typedef {{tag: string, summary: string, attributes: AttributeSpec[], tokens: TokenSpec[], rich: boolean}} ElementSpec
 * @typedef {{files: Record<string, string>, version?: string}} Sri The build's dist/sri.json.
 */

/** The first sentence of a manifest description, on one line. @param {string} text */
export function firstSentence(text) {
  const flat = text.replace(/\s+/g, ' ').trim();
  // A full stop ends the sentence, unless it is inside a code span or an abbreviation (e.g.).
  let code = false;
  for (let i = 0; i < flat.length; i++) {
    if (flat[i] === '`') code = !code;
    else if (!code && flat[i] === '.' && (i === flat.length - 1 || flat[i + 1] === ' ') && !/\be\.g$|\bi\.e$/.test(flat.slice(0, i))) return flat.slice(0, i + 1);
  }
  return flat;
}

/** @param {{type?: {text?: string}, description?: string, name: string}} attribute @returns {AttributeSpec} */
function attributeSpec(attribute) {
  const description = attribute.description ?? '';
  const members = (attribute.type?.text ?? 'string')
    .split('|')
    .map((m) => m.trim())
    .filter((m) => m && m !== 'undefined');
  const quoted = members.filter((m) => /^'[^']*'$/.test(m)).map((m) => m.slice(1, -1));
  /** @type {AttributeSpec} */
  const spec = {name: attribute.name, kind: 'string', values: [], description};
  if (quoted.length && quoted.length === members.length) Object.assign(spec, {kind: 'enum', values: quoted});
  else if (members.includes('boolean')) spec.kind = 'boolean';
  else if (members.includes('number')) spec.kind = 'number';
  if (spec.kind === 'number') {
    // A range as the descriptions write it: "1–100", "2–6", "0–5000" (an en dash, never a date's hyphen).
    const range = /(\d+)\s*–\s*(\d+)/.exec(description);
    if (range) Object.assign(spec, {min: Number(range[1]), max: Number(range[2])});
  }
  const fallback = spec.kind === 'enum' ? /`([\w-]+)`[^`]*?\bthe default\b/.exec(description)?.[1] : /\(default:?\s+`?([^;:)`]+)`?/.exec(description)?.[1]?.trim();
  if (fallback) spec.fallback = fallback;
  const example = /e\.g\.\s+`([^`]+)`/.exec(description)?.[1];
  if (example) spec.example = example;
  return spec;
}

/** What a custom property sets, by its name (a radius given in rem: a slider; any other, text). @param {string} name @param {string} fallback @returns {TokenSpec['kind']} */
function tokenKind(name, fallback) {
  if (/font-family$/.test(name)) return 'font';
  if (/radius$/.test(name)) return /^\d*\.?\d+rem$/.test(fallback.trim()) ? 'radius' : 'other';
  if (/(^|-)(color|background)(-|$)/.test(name.slice(2))) return 'colour';
  return 'other';
}

/**
 * Every element of the manifest, in its order, as the configurator offers it.
 * @param {any} manifest custom-elements.json
 * @returns {ElementSpec[]}
 */
export function elementsOf(manifest) {
  /** @type {ElementSpec[]} */
  const elements = [];
  for (const module of manifest.modules ?? []) {
    for (const d of module.declarations ?? []) {
      if (!d.customElement || !d.tagName) continue;
      elements.push({
        tag: d.tagName,
        summary: d.summary ?? firstSentence(d.description ?? ''),
        attributes: (d.attributes ?? []).map(attributeSpec),
        tokens: (d.cssProperties ?? []).map((/** @type {any} */ p) => ({name: p.name, kind: tokenKind(p.name, p.default ?? ''), fallback: p.default ?? '', description: p.description ?? ''})),
        // Rich content (a `content` part) may embed players: the policy then needs frame-src.
        rich: (d.cssParts ?? []).some((/** @type {any} */ p) => p.name === 'content'),
      });
    }
  }
  return elements;
}

/** An attribute value as HTML writes it. @param {string} value */
export function escapeAttribute(value) {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * A start tag's attributes: `[name, value]` pairs, `true` for a boolean.
 * @param {[string, string | true][]} attributes
 */
function attributeText(attributes) {
  return attributes.map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`)).join('');
}

/**
 * The one rule that sets the chosen tokens on the element, on one line: its
 * hash (the policy's style-src) then survives an editor's re-indenting.
 * Empty without tokens.
 * @param {string} selector
 * @param {[string, string][]} tokens
 */
export function tokenRule(selector, tokens) {
  return tokens.length ? `${selector} { ${tokens.map(([name, value]) => `${name}: ${value};`).join(' ')} }` : '';
}

/** A custom property's value that a one-line rule can carry (no end of the declaration, rule or style element in it). @param {string} value */
export function safeTokenValue(value) {
  return value.trim() !== '' && !/[{};<>!\\]/.test(value) && !/\/\*|\*\//.test(value);
}

/** The SRI attributes of one built file, or none. @param {Sri | undefined} sri @param {string} file */
function integrity(sri, file) {
  const hash = sri?.files?.[file];
  return hash ? ` integrity="${escapeAttribute(hash)}" crossorigin="anonymous"` : '';
}

/**
 * The `integrity` table of an import map for one build, from `files` (a
 * CDN's folder or the site's own): its script-tag file and each file it may
 * import on demand (the element files and their chunks), which the script
 * tag's own hash does not cover. Browsers that read the table (Chrome and
 * Edge 127+, Safari 18+, Firefox 138+) refuse a module whose bytes differ.
 * Undefined without the build's hashes. The README's maps hold the same
 * table (scripts/sri.js).
 * @param {Sri | undefined} sri
 * @param {string} files
 * @param {'elements' | 'all'} [dir] the build: the autoloader's (`site-widgets.js`) or the one-file build's
 * @returns {Record<string, string> | undefined}
 */
export function importMapIntegrity(sri, files, dir = 'elements') {
  if (!sri?.files) return undefined;
  const base = files.endsWith('/') ? files : `${files}/`;
  const modules = [dir === 'all' ? 'site-widgets-all.js' : 'site-widgets.js', ...Object.keys(sri.files).filter((f) => f.startsWith(`${dir}/`))];
  return Object.fromEntries(modules.filter((f) => sri.files[f]).map((f) => [base + f, sri.files[f]]));
}

/**
 * The snippet's import map, on one line (the snippet's box scrolls
 * sideways, so the map adds one line to it, not thirty): the text between
 * `<script type="importmap">` and `</script>`, empty without the build's
 * hashes. A "<" in the folder's address, which could end the script
 * element, is written as JSON's escape of it.
 * @param {Sri | undefined} sri
 * @param {string} files
 */
export function importMapText(sri, files) {
  const integrity = importMapIntegrity(sri, files);
  return integrity ? JSON.stringify({integrity}).replaceAll('<', '\\u003c') : '';
}

/**
 * The HTML a page needs for the element as configured: in its head, when
 * the build's hashes are known, the import map of every file's hash (see
 * importMapText), then the kit's script, the element's file preloaded in
 * the same round trip, the stylesheet (each with its integrity) and the
 * tokens' rule; in its body the provider and the element.
 * @param {{tag: string, attributes: [string, string | true][], provider: [string, string | true][], tokens: [string, string][], files: string, sri?: Sri}} config
 */
export function snippetHtml({tag, attributes, provider, tokens, files, sri}) {
  const base = files.endsWith('/') ? files : `${files}/`;
  const at = (/** @type {string} */ file) => escapeAttribute(base + file);
  const rule = tokenRule(tag, tokens);
  const map = importMapText(sri, files);
  return [
    ...(map
      ? ['<!-- First in the page\u2019s <head>: the hash of every file the kit may load later -->', `<script type="importmap">${map}</script>`]
      : []),
    '<!-- In the page\u2019s <head>: the kit, the element\u2019s file in the same round trip, the stylesheet -->',
    `<script type="module" src="${at('site-widgets.js')}"${integrity(sri, 'site-widgets.js')}></script>`,
    `<link rel="modulepreload" href="${at(`elements/${tag}.js`)}"${integrity(sri, `elements/${tag}.js`)} />`,
    `<link rel="stylesheet" href="${at('site-widgets.css')}"${integrity(sri, 'site-widgets.css')} />`,
    ...(rule ? [`<style>${rule}</style>`] : []),
    '',
    '<!-- In its <body>, where the element goes -->',
    `<site-content-provider${attributeText(provider)}>`,
    `  <${tag}${attributeText(attributes)}></${tag}>`,
    '</site-content-provider>',
  ].join('\n');
}

/**
 * Where the page with the snippet is served, and so where it finds the
 * kit's files and the API: `dev`, the dev server (`npm run demo`: dist/
 * byte for byte under /dist/, the kit's proxy at /proxy, key added; the demo
 * API itself, at /api, wants a token that a page must not hold); `proxy`,
 * the kit's proxy with `--serve .` (`npx site-widgets proxy … --serve .`:
 * the files of the folder, dist/ among them, and /api/ on the same origin,
 * key added: no `base-url`); `cdn`, a site of its own with the files from
 * jsDelivr at this version (found there only once it is published) and the
 * API where the site's `base-url` says.
 * @typedef {'dev' | 'proxy' | 'cdn'} Served
 */

/** The choices of where the page is served, in the order the configurator offers them (the first is its default). @type {Served[]} */
export const SERVED = ['dev', 'proxy', 'cdn'];

/**
 * The folder of the kit's files and the provider's `base-url` for a page
 * served as `where` says (see Served); `baseUrl` null: no `base-url`, the
 * page's own origin; undefined: the site's own, unchanged.
 * @param {Served} where
 * @param {{version: string, dist?: string}} options `dist`: this server's path of dist/ (default `/dist/`)
 * @returns {{files: string, baseUrl: string | null | undefined}}
 */
export function servedFrom(where, {version, dist = '/dist/'}) {
  if (where === 'dev') return {files: dist, baseUrl: '/proxy'};
  if (where === 'proxy') return {files: dist, baseUrl: null};
  // jsDelivr serves every file of the npm package at a pinned version (the README's CDN snippets load from it).
  return {files: `https://cdn.jsdelivr.net/npm/site-widgets@${version}/dist/`, baseUrl: undefined};
}

/** The origin of an absolute http(s) address, or undefined for a path on the page's own site. @param {string | true | undefined} address */
function originOf(address) {
  if (typeof address !== 'string' || !/^https?:\/\//i.test(address.trim())) return undefined;
  try {
    return new URL(address.trim()).origin;
  } catch {
    return undefined;
  }
}

/** The players' hosts the kit embeds from by default (README, `embed-hosts`). */
export const DEFAULT_EMBED_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://bandcamp.com'];

/**
 * The Content Security Policy the page needs, as one header line: the
 * README's strict policy (scripts/csp.js) with the files' origin in
 * script-src and style-src when they come from a CDN, the import map by its
 * hash in script-src, the tokens' rule by its hash in style-src, the API's
 * origin in connect-src and the images' in img-src when they are not the
 * page's own, and frame-src for an element that shows rich content (its
 * players load only when asked, but need it).
 * @param {{strict: string, files: string, provider: Map<string, string | true>, styleHash?: string, mapHash?: string, rich: boolean}} config
 */
export function contentSecurityPolicy({strict, files, provider, styleHash, mapHash, rich}) {
  /** @type {Map<string, string[]>} */
  const directives = new Map(
    strict
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
  const add = (/** @type {string} */ name, /** @type {string | undefined} */ source) => {
    if (!source) return;
    const sources = directives.get(name) ?? ["'self'"];
    if (!sources.includes(source)) sources.push(source);
    directives.set(name, sources);
  };
  const cdn = originOf(files);
  add('script-src', cdn);
  if (mapHash) add('script-src', `'${mapHash}'`);
  add('style-src', cdn);
  if (styleHash) add('style-src', `'${styleHash}'`);
  const api = originOf(provider.get('base-url'));
  add('connect-src', api);
  add('img-src', originOf(provider.get('media-base-url')) ?? api);
  if (rich) {
    const more = String(provider.get('embed-hosts') ?? '')
      .split(/\s+/)
      .filter((h) => /^[\w.-]+(:\d+)?$/.test(h))
      .map((h) => `https://${h}`);
    for (const host of [...DEFAULT_EMBED_HOSTS, ...more]) add('frame-src', host);
  }
  return `Content-Security-Policy: ${[...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ')}`;
}
