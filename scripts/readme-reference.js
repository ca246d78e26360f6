#!/usr/bin/env node
// @ts-check
/**
 * Writes the element reference into README.md from custom-elements.json,
 * between the `<!-- reference:start -->` and `<!-- reference:end -->`
 * markers, so the README never disagrees with the class doc comments.
 *
 *   npm run docs           # rewrite the README section
 *   node scripts/readme-reference.js --check   # exit 1 when it is stale
 */
import {readFileSync, writeFileSync} from 'node:fs';

const START = '<!-- reference:start -->';
const END = '<!-- reference:end -->';

/** @param {unknown} text */
const cell = (text) => String(text ?? '').replace(/\|/g, '\\|').replace(/\n+/g, ' ').trim();

/** @returns {string} the generated reference section */
export function reference(manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'))) {
  /** @type {any[]} */
  const elements = manifest.modules
    .flatMap((/** @type {any} */ m) => m.declarations ?? [])
    .filter((/** @type {any} */ d) => d.customElement && d.tagName);
  // The provider first, then the elements in alphabetical order.
  elements.sort((a, b) => (a.tagName === 'site-content-provider' ? -1 : b.tagName === 'site-content-provider' ? 1 : a.tagName.localeCompare(b.tagName)));
  const out = [];
  for (const el of elements) {
    out.push(`### \`<${el.tagName}>\``, '', cell(el.summary || el.description), '');
    if (el.description && el.summary) out.push(el.description.trim(), '');
    const attrs = el.attributes ?? [];
    if (attrs.length) {
      out.push('| attribute | property | type | description |', '|---|---|---|---|');
      for (const a of attrs) out.push(`| \`${a.name}\` | ${a.fieldName ? `\`${a.fieldName}\`` : '(CSS only)'} | ${cell(a.type?.text)} | ${cell(a.description)} |`);
      out.push('');
    }
    const attrFields = new Set(attrs.map((/** @type {any} */ a) => a.fieldName));
    const props = (el.members ?? []).filter(
      (/** @type {any} */ m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public' && !attrFields.has(m.name) && m.description,
    );
    if (props.length) {
      out.push('| property (JavaScript only) | type | description |', '|---|---|---|');
      for (const p of props) out.push(`| \`${p.name}\` | ${cell(p.type?.text)} | ${cell(p.description)} |`);
      out.push('');
    }
    const methods = (el.members ?? []).filter(
      (/** @type {any} */ m) => m.kind === 'method' && !m.static && (m.privacy ?? 'public') === 'public' && m.description,
    );
    if (methods.length) {
      out.push('| method | description |', '|---|---|');
      for (const m of methods) out.push(`| \`${m.name}()\` | ${cell(m.description)} |`);
      out.push('');
    }
    /** @type {[string, string, any[]][]} */
    const lists = [
      ['slot', 'slots', el.slots ?? []],
      ['event', 'events', el.events ?? []],
      ['CSS part', 'cssParts', el.cssParts ?? []],
      ['CSS custom property', 'cssProperties', el.cssProperties ?? []],
    ];
    for (const [title, , items] of lists) {
      if (!items.length) continue;
      const withDefault = title === 'CSS custom property';
      out.push(withDefault ? `| ${title} | default | description |` : `| ${title} | description |`, withDefault ? '|---|---|---|' : '|---|---|');
      for (const i of items) {
        const name = i.name === '' ? '(default)' : `\`${i.name}\``;
        out.push(withDefault ? `| ${name} | \`${cell(i.default)}\` | ${cell(i.description)} |` : `| ${name} | ${cell(i.description)} |`);
      }
      out.push('');
    }
  }
  return out.join('\n').trim();
}

function main() {
  const readme = readFileSync('README.md', 'utf8');
  const a = readme.indexOf(START);
  const b = readme.indexOf(END);
  if (a < 0 || b < a) throw new Error(`README.md lacks the ${START} … ${END} markers.`);
  const next = `${readme.slice(0, a + START.length)}\n\n${reference()}\n\n${readme.slice(b)}`;
  if (process.argv.includes('--check')) {
    if (next !== readme) {
      console.error('README.md element reference is stale: run `npm run docs`.');
      process.exit(1);
    }
    return;
  }
  writeFileSync('README.md', next);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
