#!/usr/bin/env node
// @ts-check
/**
 * Prints what the script-tag bundle costs in bytes (raw, gzip, brotli):
 * dist/site-widgets.js alone, what a page with the provider and each one
 * element downloads (the entry, its static imports, the element's chunk and
 * its static imports), and every element together (dist/site-widgets-all.js,
 * the whole catalogue in one file). Run `npm run build` first.
 *
 *   npm run bench:size            # table
 *   npm run bench:size -- --json  # machine-readable
 *   npm run bench:size -- --check # exit 1 when a budget is exceeded
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {basename, dirname, join, relative, resolve} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {listTags} from './gen-elements.js';

const DIST = resolve('dist');
const ENTRY = join(DIST, 'site-widgets.js');
const ALL = join(DIST, 'site-widgets-all.js');
/**
 * The list elements (listTags(), read from their folders): the page budget is
 * "the provider and one list element". Single-record elements (site-page,
 * site-event…) bring rich content and have no page budget of their own; they
 * count in "every element together".
 */
const LIST_ELEMENTS = new Set(listTags());
/** Budgets in gzip bytes, from the project's standards. */
const BUDGET_PAGE = 15 * 1024;
const BUDGET_ALL = 30 * 1024;

if (!existsSync(ENTRY) || !existsSync(ALL)) {
  console.error('dist/site-widgets.js or dist/site-widgets-all.js is missing: run `npm run build` first.');
  process.exit(2);
}

const read = (/** @type {string} */ file) => readFileSync(file);
const STATIC = /(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g;
const DYNAMIC = /\bimport\(\s*["'`](\.{1,2}\/[^"'`$]+)["'`]\s*\)/g;
/** The autoloader's pattern for element files (`./elements/site-${t}.js`), see bundleLoaders() in scripts/gen-elements.js. */
const PATTERN = /\bimport\(\s*`(\.{1,2}\/[^`$]*)\$\{\w+\}([^`$]*)`\s*\)/g;

/** The file and every file it imports statically, transitively. */
function closure(/** @type {string} */ file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = read(file).toString();
  for (const m of code.matchAll(STATIC)) closure(resolve(dirname(file), m[1]), seen);
  return seen;
}

/** Dynamic imports of a file: element tag → chunk path. */
function dynamicChunks(/** @type {string} */ file) {
  const code = read(file).toString();
  /** @type {Map<string, string>} */
  const out = new Map();
  for (const m of code.matchAll(DYNAMIC)) {
    const path = resolve(dirname(file), m[1]);
    const name = basename(path, '.js');
    out.set(name, path);
  }
  // A pattern stands for every file it matches.
  for (const m of code.matchAll(PATTERN)) {
    const from = resolve(dirname(file), m[1]);
    const dir = dirname(from);
    const [prefix, suffix] = [basename(from), m[2]];
    for (const f of readdirSync(dir).sort()) {
      if (f.startsWith(prefix) && f.endsWith(suffix)) out.set(basename(f, '.js'), join(dir, f));
    }
  }
  return out;
}

function sizes(/** @type {Iterable<string>} */ files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const f of files) {
    const buf = read(f);
    raw += buf.length;
    gzip += gzipSync(buf, {level: 9}).length;
    brotli += brotliCompressSync(buf, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length;
  }
  return {raw, gzip, brotli};
}

const entryClosure = closure(ENTRY);
/** Every chunk loaded on demand, from the entry or from another chunk, by name. */
const chunks = new Map();
const queue = [ENTRY];
for (const file of queue) {
  for (const f of closure(file)) {
    for (const [name, chunk] of dynamicChunks(f)) {
      if (!chunks.has(name)) {
        chunks.set(name, chunk);
        queue.push(chunk);
      }
    }
  }
}
const rows = [];
rows.push({what: 'dist/site-widgets.js alone', files: [ENTRY], ...sizes([ENTRY])});
rows.push({what: 'page: provider only (entry + static imports)', files: [...entryClosure], ...sizes(entryClosure)});
const pageBudgets = [];
const elementChunks = [...chunks].filter(([name]) => name.startsWith('site-'));
const otherChunks = [...chunks].filter(([name]) => !name.startsWith('site-'));
for (const [name, chunk] of elementChunks) {
  const files = new Set(entryClosure);
  closure(chunk, files);
  const list = LIST_ELEMENTS.has(name);
  const row = {what: `page: provider + \`<${name}>\`${list ? ' (list)' : ''}`, files: [...files], ...sizes(files)};
  rows.push(row);
  if (list) pageBudgets.push(row);
}
// Every element together: the one-file build (src/all.ts), what a page that
// shows much of the catalogue loads. The budget applies to it.
const allClosure = closure(ALL);
const allRow = {what: 'every element together: dist/site-widgets-all.js', files: [...allClosure], ...sizes(allClosure)};
rows.push(allRow);
// For comparison, no budget: every element's file through the autoloader, as
// a page that used them all with dist/site-widgets.js would load them
// (each file compressed on its own; the rich-content code in five of them).
const everything = new Set(entryClosure);
for (const [, chunk] of elementChunks) closure(chunk, everything);
rows.push({what: `for comparison: the core and all ${elementChunks.length} element files of dist/site-widgets.js`, files: [...everything], ...sizes(everything)});
// Loaded only where needed (a language other than English, a sanitizer…): not in the budgets.
for (const [name, chunk] of otherChunks) {
  const files = closure(chunk, new Set());
  for (const f of everything) files.delete(f);
  rows.push({what: `on demand only: ${name}`, files: [...files], ...sizes(files)});
}
for (const [name, chunk] of dynamicChunks(ALL)) {
  const files = closure(chunk, new Set());
  for (const f of allClosure) files.delete(f);
  rows.push({what: `on demand only, with dist/site-widgets-all.js: ${name}`, files: [...files], ...sizes(files)});
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows.map((r) => ({...r, files: r.files.map((f) => relative(DIST, f))})), null, 2));
} else {
  const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1).padStart(6) + ' KB';
  console.log('| what | files | raw | gzip | brotli |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.what} | ${r.files.length} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.brotli)} |`);
  console.log(`\nBudgets (gzip): a page with the provider and one list element ≤ ${BUDGET_PAGE / 1024} KB; every element together ≤ ${BUDGET_ALL / 1024} KB.`);
}

const over = [
  ...pageBudgets.filter((r) => r.gzip > BUDGET_PAGE).map((r) => `${r.what}: ${r.gzip} B gzip > ${BUDGET_PAGE}`),
  ...(allRow.gzip > BUDGET_ALL ? [`${allRow.what}: ${allRow.gzip} B gzip > ${BUDGET_ALL}`] : []),
];
if (over.length) {
  console.error(`Over budget:\n  ${over.join('\n  ')}`);
  if (process.argv.includes('--check')) process.exit(1);
}
