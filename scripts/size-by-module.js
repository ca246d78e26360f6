#!/usr/bin/env node
// @ts-check
/**
 * Where the bytes of a built file come from: for each source module in its
 * source map, how many gzip bytes the file loses when that module's code is
 * taken out (a marginal, not a share: the figures do not add up to the
 * total). For budget work; run `npm run build` first.
 *
 *   node scripts/size-by-module.js dist/site-widgets.js
 *   node scripts/size-by-module.js dist/elements/site-events.js
 */
import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/size-by-module.js <built file with a .map beside it>');
  process.exit(2);
}
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One VLQ segment of a source map, decoded. @param {string} segment */
function decode(segment) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    let digit = BASE64.indexOf(c);
    const more = digit & 32;
    digit &= 31;
    value += digit << shift;
    if (more) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

const lines = code.split('\n');
/** @type {[number, number, number, string][]} line, from, to, source */
const spans = [];
let source = 0;
map.mappings.split(';').forEach((/** @type {string} */ line, /** @type {number} */ li) => {
  let column = 0;
  /** @type {[number, number][]} */
  const points = [];
  for (const segment of line ? line.split(',') : []) {
    const d = decode(segment);
    column += d[0];
    if (d.length > 1) {
      source += d[1];
      points.push([column, source]);
    }
  }
  points.forEach(([from, src], i) => spans.push([li, from, i + 1 < points.length ? points[i + 1][0] : lines[li].length, map.sources[src]]));
});

const gzip = (/** @type {string} */ text) => gzipSync(text, {level: 9}).length;
const total = gzip(code);
const rows = /** @type {string[]} */ (map.sources).map((name) => {
  const chars = lines.map((l) => l.split(''));
  for (const [li, from, to, src] of spans) if (src === name) for (let i = from; i < to; i++) chars[li][i] = '';
  return /** @type {[number, string]} */ ([total - gzip(chars.map((c) => c.join('')).join('\n')), name]);
});
console.log(`${file}: ${total} B gzip`);
for (const [bytes, name] of rows.sort((a, b) => b[0] - a[0])) console.log(`${String(bytes).padStart(7)}  ${name}`);
