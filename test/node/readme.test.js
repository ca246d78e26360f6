// The README's element reference must match custom-elements.json, and the
// README must name the commands CI and a newcomer rely on.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {reference} from '../../scripts/readme-reference.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

test('the element reference in README.md is what `npm run docs` writes', () => {
  const start = readme.indexOf('<!-- reference:start -->') + '<!-- reference:start -->'.length;
  const end = readme.indexOf('<!-- reference:end -->');
  assert.equal(readme.slice(start, end).trim(), reference(), 'README.md is stale: run `npm run analyze && npm run docs`');
});

test('every element of the manifest has a section, and every dependency a row', () => {
  const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'));
  const tags = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName).map((d) => d.tagName);
  assert.ok(tags.length >= 2);
  for (const tag of tags) assert.ok(readme.includes(`### \`<${tag}>\``), `README lacks a section for <${tag}>`);
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  for (const dep of [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]) {
    assert.ok(readme.includes(`\`${dep}\``), `README's dependency table lacks ${dep}`);
  }
  assert.ok(readme.includes('npm install && npm run demo'));
  assert.ok(readme.includes('npm test'));
});

test('the README lists the exact strict CSP the tests use', async () => {
  const {STRICT_CSP} = await import('../../scripts/csp.js');
  const flat = readme.replace(/\s+/g, ' ');
  for (const directive of STRICT_CSP.split('; ')) {
    const name = directive.split(' ')[0];
    assert.ok(flat.includes(name === 'connect-src' || name === 'img-src' ? `${directive} ` : directive), `README lacks "${directive}"`);
  }
});

test('the limits README\u2019s "Bad input" states are the ones the source holds', () => {
  const section = readme.slice(readme.indexOf('## Bad input'), readme.indexOf('## Element reference'));
  const src = (/** @type {string} */ path) => readFileSync(new URL(`../../src/${path}`, import.meta.url), 'utf8');
  /** The number a source states with `pattern` (its one group), as the README writes it (`100 000`). */
  const stated = (/** @type {string} */ path, /** @type {RegExp} */ pattern) => {
    const m = pattern.exec(src(path));
    assert.ok(m, `${path} no longer matches ${pattern}`);
    return m[1].replaceAll('_', '').replace(/\B(?=(\d{3})+$)/g, ' ');
  };
  const claims = [
    [stated('render/rich.ts', /MAX_CONTENT = ([\d_]+)/), 'characters'],
    [stated('render/rich.ts', /MAX_LINES = ([\d_]+)/), 'lines'],
    [stated('render/markdown.ts', /MAX_ELEMENTS = ([\d_]+)/), 'elements'],
    [stated('render/content-tree.ts', /maxDepth \?\? ([\d_]+)/), 'levels'],
    [stated('render/content-tree.ts', /maxNodes \?\? ([\d_]+)/), 'nodes'],
    [stated('internal/all-pages.ts', /MAX_ITEMS = ([\d_]+)/), 'items in all'],
    [stated('internal/all-pages.ts', /max = ([\d_]+)\)/), 'answers'],
    [stated('api/tags.ts', /list\.slice\(0, (\d+)\)/), 'tags'],
    [stated('render/tickets.ts', /tickets\.slice\(0, (\d+)\)/), 'ticket tiers'],
    [stated('elements/site-product/site-product.ts', /variants\.slice\(0, (\d+)\)/), 'variants'],
    [stated('render/artists.ts', /MAX_ARTISTS = ([\d_]+)/), 'artists'],
    [stated('elements/site-news-archive/site-news-archive.ts', /MAX_YEARS = ([\d_]+)/), 'years'],
  ];
  const flat = section.replace(/\s+/g, ' ');
  for (const [n, what] of claims) assert.match(flat, new RegExp(`\\b${n} (\\w+ )?${what.split(' ')[0]}`), `README's "Bad input" does not say ${n} ${what}`);
});
