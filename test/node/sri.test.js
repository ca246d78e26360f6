// Subresource Integrity: dist/sri.json holds the hash of every file a page
// can load from dist/ (written by `npm run build`), and the README's CDN
// snippets carry exactly those hashes (written by `npm run docs`): a build
// whose files changed fails here until the README follows. Reads dist/: runs
// after `npm run build` (as `npm test` does).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {cdnBase, readmeBlock, readmeBlocks, sriOf, withBlocks} from '../../scripts/sri.js';

const root = new URL('../../', import.meta.url);
const read = (file) => readFileSync(new URL(file, root), 'utf8');
const readme = read('README.md');
const pkg = JSON.parse(read('package.json'));

test('dist/sri.json is the sha384 of every file a page can load from dist/, at the package version', () => {
  assert.ok(existsSync(new URL('dist/sri.json', root)), 'dist/sri.json is missing: run `npm run build` first');
  const sri = JSON.parse(read('dist/sri.json'));
  assert.equal(sri.version, pkg.version);
  const expected = ['site-widgets.js', 'site-widgets-all.js', 'site-widgets.css'];
  for (const dir of ['elements', 'all']) expected.push(...readdirSync(new URL(`dist/${dir}/`, root)).filter((f) => f.endsWith('.js')).map((f) => `${dir}/${f}`));
  assert.deepEqual(Object.keys(sri.files).sort(), expected.sort(), 'a file of dist/ without a hash, or a hash without a file');
  for (const file of expected) {
    // Computed here again, not through scripts/sri.js.
    const hash = `sha384-${createHash('sha384').update(readFileSync(new URL(`dist/${file}`, root))).digest('base64')}`;
    assert.equal(sri.files[file], hash, `dist/sri.json is stale for ${file}: run \`npm run build\``);
  }
  assert.deepEqual(sri, sriOf(), 'scripts/sri.js hashes as this test does');
});

test("README.md's CDN snippets carry the hashes of the built files (else run `npm run docs`)", () => {
  const sri = JSON.parse(read('dist/sri.json'));
  assert.equal(withBlocks(readme, sri), readme, "README.md's CDN snippets are stale: run `npm run docs` after `npm run build`");
  // And each tag of the README names its file's hash, read from the text as a designer copies it.
  const base = cdnBase(pkg.version);
  const tags = ['snippet', 'preload', 'all'].flatMap((name) => [...readmeBlock(readme, name).matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]));
  assert.ok(tags.length >= 5);
  const files = new Set();
  for (const tag of tags) {
    const url = /(?:src|href)="([^"]+)"/.exec(tag)[1];
    assert.ok(url.startsWith(base), `${url} is not a versioned CDN path (${base}…)`);
    const file = url.slice(base.length);
    files.add(file);
    assert.match(tag, new RegExp(`integrity="${sri.files[file].replace(/[+/]/g, '\\$&')}"`), `the README's tag for ${file} lacks its hash`);
    assert.match(tag, /crossorigin="anonymous"/, `the README's tag for ${file} lacks crossorigin="anonymous"`);
  }
  for (const file of ['site-widgets.js', 'site-widgets.css', 'site-widgets-all.js', 'elements/site-events.js']) assert.ok(files.has(file), `the README has no tag for ${file}`);
  assert.doesNotMatch(readme, /cdn\.jsdelivr\.net\/npm\/site-widgets\//, 'an unversioned CDN path');
  assert.doesNotMatch(readme, /cdn\.example\.com/);
});

test("the README's import maps hold every module of their build, and the CSP hash printed under each is the map's", () => {
  const sri = JSON.parse(read('dist/sri.json'));
  const base = cdnBase(pkg.version);
  for (const [name, entry, dir] of [
    ['importmap-elements', 'site-widgets.js', 'elements'],
    ['importmap-all', 'site-widgets-all.js', 'all'],
  ]) {
    const text = readmeBlock(readme, name);
    const map = /<script type="importmap">([\s\S]*?)<\/script>/.exec(text)[1];
    const {integrity} = JSON.parse(map);
    const modules = [entry, ...Object.keys(sri.files).filter((f) => f.startsWith(`${dir}/`))];
    assert.deepEqual(Object.keys(integrity).sort(), modules.map((f) => base + f).sort(), `${name}: not every module of ${entry}`);
    for (const f of modules) assert.equal(integrity[base + f], sri.files[f]);
    const csp = `'sha256-${createHash('sha256').update(map).digest('base64')}'`;
    assert.ok(text.includes(`\`${csp}\``), `${name}: the printed CSP hash is not the map's (${csp})`);
  }
});

test('the build writes dist/sri.json after the bundle, and docs writes the snippets', () => {
  const {build, docs} = pkg.scripts;
  assert.ok(build.indexOf('node scripts/sri.js') > build.indexOf('build:bundle'), '"build" runs scripts/sri.js after build:bundle');
  assert.match(docs, /node scripts\/sri\.js --readme/);
  assert.ok(Object.keys(readmeBlocks(JSON.parse(read('dist/sri.json')))).length >= 5);
});
