#!/usr/bin/env node
// @ts-check
/**
 * Subresource Integrity for the script-tag build: a sha384 hash of every
 * file a page may load from a CDN (the two script-tag files, the
 * stylesheet, and every file of dist/elements/ and dist/all/, which the
 * scripts import on demand), and the README's CDN snippets made from them.
 *
 *   node scripts/sri.js            # writes dist/sri.json (the end of `npm run build`)
 *   node scripts/sri.js --readme   # and rewrites README.md's CDN snippets from it (`npm run docs`)
 *   node scripts/sri.js --check    # exit 1 when README.md's snippets disagree with dist/
 *
 * dist/sri.json: `{"version": "0.1.0", "files": {"site-widgets.js": "sha384-…", "elements/site-events.js": …}}`,
 * paths relative to dist/. The build is reproducible (same sources and lock
 * file, same bytes), so the hashes the README prints are those of the files
 * published at that version.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {importMapIntegrity as integrityTable} from '../demo/configurator-model.js';

const root = resolve(import.meta.dirname, '..');

/** Where the README's snippets load the package from: jsDelivr serves every file of an npm package at a pinned version. */
export const CDN = 'https://cdn.jsdelivr.net/npm/';

/** @param {string | Uint8Array} bytes @param {'sha384' | 'sha256'} [algorithm] */
export const integrity = (bytes, algorithm = 'sha384') => `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;

/** The package's version, from package.json. */
export const version = () => JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).version;

/** `https://cdn.jsdelivr.net/npm/site-widgets@<version>/dist/` */
export const cdnBase = (v = version()) => `${CDN}site-widgets@${v}/dist/`;

/**
 * The hash of every file a page can load from dist/, keyed by its path in dist/:
 * the two scripts and the stylesheet first, then dist/elements/ and dist/all/ in order.
 * @param {string} [dist]
 * @returns {Record<string, string>}
 */
export function hashDist(dist = resolve(root, 'dist')) {
  if (!existsSync(resolve(dist, 'site-widgets.js'))) throw new Error(`${dist}/site-widgets.js is missing: run \`npm run build\` first`);
  const files = ['site-widgets.js', 'site-widgets-all.js', 'site-widgets.css'];
  for (const dir of ['elements', 'all']) {
    files.push(...readdirSync(resolve(dist, dir)).filter((f) => f.endsWith('.js')).sort().map((f) => `${dir}/${f}`));
  }
  return Object.fromEntries(files.map((f) => [f, integrity(readFileSync(resolve(dist, f)))]));
}

/** @returns {{version: string, files: Record<string, string>}} what dist/sri.json holds, from the files in dist/ */
export const sriOf = (dist = resolve(root, 'dist')) => ({version: version(), files: hashDist(dist)});

/** @typedef {{version: string, files: Record<string, string>}} Sri */

/** @param {Sri} sri @param {string} file */
const hash = (sri, file) => {
  const h = sri.files[file];
  if (!h) throw new Error(`dist/sri.json has no hash for ${file}`);
  return h;
};

/** The attributes every CDN tag carries. @param {Sri} sri @param {string} file */
const checked = (sri, file) => `integrity="${hash(sri, file)}" crossorigin="anonymous"`;

/**
 * An import map whose `integrity` table holds every module of one build on
 * the CDN (the configurator's table, demo/configurator-model.js), as the
 * README prints it: one module a line.
 * @param {Sri} sri @param {'elements' | 'all'} dir
 * @returns {string} the map's text, as it stands between `<script type="importmap">` and `</script>`
 */
export function importMapText(sri, dir) {
  // The script-tag file must have its hash (the configurator's table leaves out a file it has none for).
  hash(sri, dir === 'all' ? 'site-widgets-all.js' : 'site-widgets.js');
  const lines = Object.entries(integrityTable(sri, cdnBase(sri.version), dir) ?? {}).map(([url, h]) => `  ${JSON.stringify(url)}: ${JSON.stringify(h)}`);
  return `\n{"integrity": {\n${lines.join(',\n')}\n}}\n`;
}

/** The CSP source that allows an inline import map: `'sha256-…'` of its text. @param {string} text */
export const cspHash = (text) => `'${integrity(text, 'sha256')}'`;

/** The example page of the README's snippet: a provider behind the proxy and one list. */
export const EXAMPLE_BODY = [
  '<site-content-provider site-key="acme" base-url="https://www.example.com">',
  '  <site-events upcoming limit="5" href="/event.html?slug={slug}"></site-events>',
  '</site-content-provider>',
];

/** @param {string} lang @param {string[]} lines */
const fence = (lang, lines) => ['```' + lang, ...lines, '```'].join('\n');

/**
 * The README's generated CDN blocks, by marker name (`<!-- cdn-NAME:start -->`).
 * @param {Sri} sri
 * @returns {Record<string, string>}
 */
export function readmeBlocks(sri) {
  const base = cdnBase(sri.version);
  const scriptTag = (/** @type {string} */ file) => [`<script type="module" src="${base}${file}"`, `        ${checked(sri, file)}></script>`];
  const preload = (/** @type {string} */ file) => `<link rel="modulepreload" href="${base}${file}" ${checked(sri, file)} />`;
  /** @param {'elements' | 'all'} dir @param {string} file */
  const map = (dir, file) => {
    const text = importMapText(sri, dir);
    return [
      `<details><summary>The import map of <code>${file}</code>: every module it may load</summary>`,
      '',
      fence('html', [`<script type="importmap">${text}</script>`]),
      '',
      `Under a CSP, this map, exactly as printed, is allowed by \`${cspHash(text)}\` in \`script-src\`.`,
      '',
      '</details>',
    ].join('\n');
  };
  return {
    snippet: fence('html', [
      ...scriptTag('site-widgets.js'),
      `<link rel="stylesheet" href="${base}site-widgets.css"`,
      `      ${checked(sri, 'site-widgets.css')} />`,
      '',
      ...EXAMPLE_BODY,
    ]),
    preload: fence('html', [preload('site-widgets.js'), preload('elements/site-events.js')]),
    all: fence('html', scriptTag('site-widgets-all.js')),
    'importmap-elements': map('elements', 'site-widgets.js'),
    'importmap-all': map('all', 'site-widgets-all.js'),
  };
}

/** @param {string} name */
export const markers = (name) => [`<!-- cdn-${name}:start -->`, `<!-- cdn-${name}:end -->`];

/**
 * The text between a block's markers in the README, trimmed.
 * @param {string} readme @param {string} name
 */
export function readmeBlock(readme, name) {
  const [start, end] = markers(name);
  const a = readme.indexOf(start);
  const b = readme.indexOf(end);
  if (a < 0 || b < a) throw new Error(`README.md lacks the ${start} … ${end} markers`);
  return readme.slice(a + start.length, b).trim();
}

/** The README with every CDN block rewritten from `sri`. @param {string} readme @param {Sri} sri */
export function withBlocks(readme, sri) {
  let out = readme;
  for (const [name, text] of Object.entries(readmeBlocks(sri))) {
    const [start, end] = markers(name);
    const a = out.indexOf(start);
    const b = out.indexOf(end);
    if (a < 0 || b < a) throw new Error(`README.md lacks the ${start} … ${end} markers`);
    out = `${out.slice(0, a + start.length)}\n\n${text}\n\n${out.slice(b)}`;
  }
  return out;
}

function main() {
  const sri = sriOf();
  writeFileSync(resolve(root, 'dist/sri.json'), `${JSON.stringify(sri, null, 2)}\n`);
  const readmePath = resolve(root, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const next = withBlocks(readme, sri);
  if (process.argv.includes('--check')) {
    if (next !== readme) {
      console.error("README.md's CDN snippets (integrity hashes) are not those of dist/: run `npm run docs` after `npm run build`.");
      process.exit(1);
    }
  } else if (process.argv.includes('--readme')) {
    if (next !== readme) writeFileSync(readmePath, next);
  } else {
    console.log(`dist/sri.json: sha384 of ${Object.keys(sri.files).length} files, version ${sri.version}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
