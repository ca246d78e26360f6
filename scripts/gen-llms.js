#!/usr/bin/env node
// @ts-check
/**
 * Writes llms.txt and llms-full.txt (package root, shipped in the package)
 * from custom-elements.json and README.md, for the AI assistants designers
 * write their pages with:
 *
 * - llms.txt, in the llmstxt.org format: an H1, a blockquote summary, the
 *   few rules a page must follow, and sections of links to the package's
 *   files at this version on jsDelivr;
 * - llms-full.txt: the rules, the README's snippets (with their integrity
 *   hashes), the CSP lines, the README's sections on the provider, the
 *   proxy, item templates (their bindings), layouts and themes, and every
 *   element with each attribute (type, default), property, method, event,
 *   slot, CSS part and CSS custom property, and its template fields.
 *
 *   node scripts/gen-llms.js           # write both (run by `npm run build` and `npm run docs`)
 *   node scripts/gen-llms.js --check   # exit 1 when either is stale
 *
 * The manifest has no attribute defaults: each is read from the
 * attribute's description ("(default 10)", "Defaults to …", "`list`, the
 * default"), a boolean's is "absent", and "none" otherwise.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {STRICT_CSP} from './csp.js';
import {CDN, readmeBlock} from './sri.js';

const root = resolve(import.meta.dirname, '..');
const read = (/** @type {string} */ file) => readFileSync(resolve(root, file), 'utf8');

/** @typedef {{name: string, description?: string, type?: {text: string}, default?: string, fieldName?: string}} Attr */

/** The manifest's elements: the provider first, then by tag. @param {any} manifest @returns {any[]} */
export function elementsOf(manifest) {
  const elements = manifest.modules.flatMap((/** @type {any} */ m) => m.declarations ?? []).filter((/** @type {any} */ d) => d.customElement && d.tagName);
  return elements.sort((/** @type {any} */ a, /** @type {any} */ b) =>
    a.tagName === 'site-content-provider' ? -1 : b.tagName === 'site-content-provider' ? 1 : a.tagName.localeCompare(b.tagName),
  );
}

/** One line of text. @param {unknown} text */
const flat = (text) => String(text ?? '').replace(/\s*\n\s*/g, ' ').trim();
/** A type without its `| undefined`. @param {string | undefined} text */
const typeOf = (text) => (text ?? 'string').replace(/\s*\|\s*undefined\b/g, '').trim();

/**
 * An attribute's default: the manifest's when it has one, else what its
 * description says.
 * @param {Attr} attr @param {any} [field]
 */
export function defaultOf(attr, field) {
  const given = attr.default ?? field?.default;
  if (given !== undefined) return `\`${given}\``;
  const text = flat(attr.description);
  if (typeOf(attr.type?.text) === 'boolean') return 'absent (off)';
  const paren = /\(default:? (.+?)(?::|;|\))/.exec(text);
  if (paren) return paren[1].trim();
  const sentence = /\bDefaults? to (.+?)\.(?:\s|$)/.exec(text);
  // "Defaults to `<base-url>/media/`, the route …": the value alone.
  if (sentence) return /^`[^`]+`(?=,)/.exec(sentence[1])?.[0] ?? sentence[1].trim();
  const option = /`([^`]+)`(?:,| \([^)]*?)\s*the default\b/.exec(text);
  if (option) return `\`${option[1]}\``;
  if (/\bRequired\b/.test(text)) return 'none: required';
  return 'none';
}

/** The public properties that are no attribute's, with a description. @param {any} el */
const jsProperties = (el) => {
  const attrFields = new Set((el.attributes ?? []).map((/** @type {Attr} */ a) => a.fieldName));
  return (el.members ?? []).filter(
    (/** @type {any} */ m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public' && !attrFields.has(m.name) && m.description,
  );
};
/** @param {any} el */
const methods = (el) => (el.members ?? []).filter((/** @type {any} */ m) => m.kind === 'method' && !m.static && (m.privacy ?? 'public') === 'public' && m.description);

/** The element reference of llms-full.txt. @param {any[]} elements */
export function reference(elements) {
  const out = [];
  for (const el of elements) {
    out.push(`### <${el.tagName}>`, '', flat(el.summary), '');
    if (el.description) out.push(el.description.trim(), '');
    /** @param {string} title @param {string[]} lines */
    const list = (title, lines) => {
      if (lines.length) out.push(`${title}:`, '', ...lines, '');
    };
    list(
      'Attributes',
      (el.attributes ?? []).map((/** @type {Attr} */ a) => {
        const field = (el.members ?? []).find((/** @type {any} */ m) => m.kind === 'field' && m.name === a.fieldName);
        const property = a.fieldName ? `property \`${a.fieldName}\`` : 'no property (read by site-widgets.css)';
        return `- \`${a.name}\`: type \`${typeOf(a.type?.text)}\`; default: ${defaultOf(a, field)}; ${property}. ${flat(a.description)}`;
      }),
    );
    list(
      'Properties (JavaScript only, no attribute)',
      jsProperties(el).map((/** @type {any} */ p) => `- \`${p.name}\`: type \`${typeOf(p.type?.text)}\`. ${flat(p.description)}`),
    );
    list('Methods', methods(el).map((/** @type {any} */ m) => `- \`${m.name}()\`: ${flat(m.description)}`));
    list('Events (bubbling, composed)', (el.events ?? []).map((/** @type {any} */ e) => `- \`${e.name}\`: ${flat(e.description)}`));
    list('Slots', (el.slots ?? []).map((/** @type {any} */ s) => `- ${s.name ? `\`${s.name}\`` : '(default slot)'}: ${flat(s.description)}`));
    list('CSS parts (`::part(name)`)', (el.cssParts ?? []).map((/** @type {any} */ p) => `- \`${p.name}\`: ${flat(p.description)}`));
    list(
      'CSS custom properties',
      (el.cssProperties ?? []).map((/** @type {any} */ p) => `- \`${p.name}\`${p.default ? ` (default \`${p.default}\`)` : ''}: ${flat(p.description)}`),
    );
  }
  return out.join('\n').trim();
}

/**
 * A section of the README, from its heading to the next heading of the same
 * or a higher level (headings inside code fences do not count).
 * @param {string} readme @param {string} heading e.g. `## The provider`
 */
export function readmeSection(readme, heading) {
  const lines = readme.split('\n');
  const level = heading.indexOf(' ');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`README.md has no "${heading}" section`);
  let fenced = false;
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    if (lines[i].startsWith('```')) fenced = !fenced;
    const m = !fenced && /^(#+) /.exec(lines[i]);
    if (m && m[1].length <= level) {
      end = i;
      break;
    }
  }
  return lines.slice(start, end).join('\n').trim();
}

/** The README's sections that tell how to write a page, in llms-full.txt. */
const SECTIONS = ['## The provider', '## What every element does', '## Detail pages, filters and search engines', '## Templates, layouts and themes', '### Content Security Policy'];

/** The code of a generated README block. @param {string} readme @param {string} name */
const code = (readme, name) => readmeBlock(readme, name).replace(/^<details>.*\n\n/, '').replace(/\n\n<\/details>$/, '');

/** The tags of the elements that have attribute `name`, as Markdown code. @param {any[]} elements @param {string} name @param {string} [attrs] */
const having = (elements, name, attrs = '') =>
  elements.filter((el) => (el.attributes ?? []).some((/** @type {Attr} */ a) => a.name === name)).map((el) => `\`<${el.tagName}${attrs}>\``);
/** "a, b and c". @param {string[]} list */
const and = (list) => (list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list.join(''));

/**
 * The rules a page must follow, from the README's facts. `base` is the
 * CDN folder of this version; the elements a rule names are those of the
 * manifest with its attribute (`slug`: a detail element; `for`: a filter).
 * @param {string} base
 * @param {any[]} elements
 */
function rules(base, elements) {
  return [
    `1. **One script tag**, \`type="module"\`: \`${base}site-widgets.js\` (the core; it loads each element's file when its tag appears: best for a page with a few elements) or \`${base}site-widgets-all.js\` (every element in one file: for a page with many). Never both.`,
    `2. **Copy the tags as printed** for this version, with their \`integrity\` and \`crossorigin="anonymous"\`: the version is pinned (\`site-widgets@<version>\`, never \`@latest\` or a range), and the hashes are those of that version's files (\`${base}sri.json\`). A changed file or a missing \`crossorigin\` on the stylesheet is refused by the browser.`,
    `3. **The stylesheet** \`${base}site-widgets.css\` in the \`<head>\`: it styles \`layout\` and \`theme\` and reserves each element's height before its script runs.`,
    '4. **A provider**: `<site-content-provider site-key="…" base-url="…">` around the elements (or anywhere on the page: an element outside one is served by the first on the page; `provider="ID"` picks one by id). `site-key` is required. `base-url` is the origin of the site\'s proxy (the kit\'s `site-widgets/proxy`, which adds the API key on the server), or left out when the proxy is on the page\'s own origin.',
    '5. **No `token` in a public page**: a token in the page is readable by anyone. Behind the proxy the page holds no key at all.',
    '6. **Link templates**: a list\'s `href` template has `{slug}`, replaced by each item\'s slug (`href="/event.html?slug={slug}"`); tag templates (`tag-href`, `<site-tags href>`) take `{id}` and `{title}`; `<site-news-archive>` takes `{year}` and `{month}`. A detail element (' +
      having(elements, 'slug').join(', ') +
      ') on the linked page reads the slug from the URL (`?slug=`, or the name in `slug-param`), or takes `slug="…"`.',
    '7. **Attributes** exactly as the reference below names them: a boolean is present or absent (`upcoming`, never `upcoming="false"`); an enumerated one takes one of the values its type lists; a number stays in its range. A wrong value falls back to the default with one console warning.',
    '8. **Styling**: CSS custom properties (`--site-…`, set on the element or any ancestor) and `::part(name)` from the page\'s own stylesheet; the insides are shadow DOM, no other selector reaches them. Default texts are replaced through slots (`<p slot="empty">…</p>`).',
    '9. **Your own markup**: a `<template>` child of the element, with `<site-field name="…">` and `data-site-<attribute>="field"` / `data-site-if="field"` bindings, using the element\'s **Template fields** listed in its reference; no script, no event handler, no `style` binding. See "Your own markup: item templates" below.',
    `10. **Filters**: ${and(having(elements, 'for', ' for="ID"'))} filter the list element with that id.`,
    "11. **Content Security Policy**: the kit runs under the strict policy below; add the CDN's origin to `script-src` and `style-src`, the API's and its images' origins to `connect-src` and `img-src` (nothing beyond `'self'` behind a same-origin proxy), and an inline import map's hash to `script-src`.",
  ];
}

/** A path of package.json (`./dist/x.json`, `dist/x.json`) as a path in the package. @param {string} path */
const shipped = (path) => path.replace(/^\.\//, '');

/** @returns {{short: string, full: string}} the two files */
export function llms() {
  const pkg = JSON.parse(read('package.json'));
  const manifest = JSON.parse(read('custom-elements.json'));
  const readme = read('README.md');
  const elements = elementsOf(manifest);
  const pkgBase = `${CDN}${pkg.name}@${pkg.version}/`;
  const base = `${pkgBase}dist/`;
  const cdnOrigin = new URL(CDN).origin;
  const csp = STRICT_CSP.replace("script-src 'self'", `script-src 'self' ${cdnOrigin}`).replace("style-src 'self'", `style-src 'self' ${cdnOrigin}`);
  const intro = [
    `Version ${pkg.version}. A page loads one script and one stylesheet, puts the elements inside a \`<site-content-provider>\` that names the site (\`site-key\`) and the origin of the site's proxy (\`base-url\`), and styles them with CSS custom properties and \`::part()\`. No build step, no script of the page's own.`,
  ];

  const short = [
    `# ${pkg.name}`,
    '',
    `> ${pkg.description}`,
    '',
    ...intro,
    '',
    ...rules(base, elements),
    '',
    '## Docs',
    '',
    `- [llms-full.txt](${pkgBase}llms-full.txt): the rules, the snippets with their integrity hashes, the CSP lines, item templates, and every element's attributes (type, default), properties, events, slots, parts and CSS custom properties, in one file`,
    `- [README](${pkgBase}README.md): getting started, the provider and the proxy, templates, layouts and themes, the Content Security Policy, the element reference`,
    `- [custom-elements.json](${pkgBase}${shipped(pkg.customElements)}): the Custom Elements Manifest the reference is made from`,
    '',
    '## Elements',
    '',
    ...elements.map((el) => `- [<${el.tagName}>](${pkgBase}README.md#${el.tagName}): ${flat(el.summary)}`),
    '',
    '## Files',
    '',
    `- [site-widgets.js](${base}site-widgets.js): the script-tag core, which loads each element's file from \`elements/\` when its tag appears`,
    `- [site-widgets-all.js](${base}site-widgets-all.js): every element in one file (its on-demand chunks in \`all/\`)`,
    `- [site-widgets.css](${base}site-widgets.css): layouts, themes and the space each element reserves`,
    `- [sri.json](${base}sri.json): the sha384 \`integrity\` hash of every file of this version`,
    '',
    '## Optional',
    '',
    `- [openapi.yaml](${pkgBase}${shipped(pkg.exports['./openapi.yaml'])}): the OpenAPI 3.1 description of the content API the elements read`,
    '',
  ].join('\n');

  const full = [
    `# ${pkg.name} ${pkg.version}: the full reference for writing pages with it`,
    '',
    `> ${pkg.description}`,
    '',
    ...intro,
    '',
    `Generated from custom-elements.json and README.md by scripts/gen-llms.js; the package's llms.txt is the short index.`,
    '',
    '## Rules for correct markup',
    '',
    ...rules(base, elements),
    '',
    '## The snippet',
    '',
    'The whole of a page that shows the next five events, each linked to its detail page, behind the proxy:',
    '',
    code(readme, 'snippet'),
    '',
    'The element files, named up front (one `modulepreload` line per element on the page, files in `elements/`, each with its hash from `sri.json`):',
    '',
    code(readme, 'preload'),
    '',
    'Or the one-file build instead of `site-widgets.js` (never both):',
    '',
    code(readme, 'all'),
    '',
    "An import map's `integrity` table has every module's hash, so that the files imported on demand are checked too; put it before the script tag:",
    '',
    code(readme, 'importmap-elements'),
    '',
    code(readme, 'importmap-all'),
    '',
    '## Content Security Policy, with the files from the CDN',
    '',
    'For the scripts from the CDN, behind a same-origin proxy, images from the page\'s own origin (add the API\'s and the images\' origins to `connect-src` and `img-src` otherwise; `frame-src` for the embeds a page allows):',
    '',
    '```',
    `Content-Security-Policy: ${csp}`,
    '```',
    '',
    ...SECTIONS.flatMap((heading) => [readmeSection(readme, heading).replace(/^#{2,3} /, '## '), '']),
    '## Element reference',
    '',
    reference(elements),
    '',
  ].join('\n');
  return {short, full};
}

function main() {
  const {short, full} = llms();
  const files = {'llms.txt': short, 'llms-full.txt': full};
  if (process.argv.includes('--check')) {
    const stale = Object.entries(files).filter(([file, text]) => {
      try {
        return read(file) !== text;
      } catch {
        return true;
      }
    });
    if (stale.length) {
      console.error(`${stale.map(([f]) => f).join(' and ')} stale: run \`npm run docs\` (or \`npm run build\`).`);
      process.exit(1);
    }
    return;
  }
  for (const [file, text] of Object.entries(files)) writeFileSync(resolve(root, file), text);
  console.log(`llms.txt (${short.length} B) and llms-full.txt (${full.length} B), from custom-elements.json and README.md`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
