// @ts-check
// Lists derived, not kept (issue 25): every list of tags, kinds or languages
// outside an element's folder is generated from the folders
// (scripts/gen-elements.js) or held equal to them here. These lists stay
// written out by hand because generating them would cost bytes in what a page
// downloads (the stylesheet, the template kinds, the language loaders) or
// make a hand-written file worse; each test names the list and what to add
// or remove when a folder of src/elements/ (or a language,
// src/render/messages/<lang>.ts) comes or goes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {PROVIDER, elementTags, languages, onDemandTags} from '../../scripts/gen-elements.js';

const root = new URL('../../', import.meta.url);
const read = (/** @type {string} */ path) => readFileSync(new URL(path, root), 'utf8');
const tags = elementTags();
const dataTags = onDemandTags();
/** The line of `text` at `index`, 1-based. */
const lineAt = (/** @type {string} */ text, /** @type {number} */ index) => text.slice(0, index).split('\n').length;
/** What `list` lacks of `all`, and what it names that is not in `all`, in words. */
function difference(/** @type {string[]} */ list, /** @type {string[]} */ all) {
  const missing = all.filter((t) => !list.includes(t));
  const extra = list.filter((t) => !all.includes(t));
  return [missing.length ? `lacks ${missing.join(', ')}` : '', extra.length ? `names ${extra.join(', ')}, not in the list it must equal` : ''].filter(Boolean).join('; ');
}

test("the stylesheet's lists of every element name every element (src/site-widgets.css)", () => {
  // Comments out, keeping line numbers.
  const css = read('src/site-widgets.css').replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  // Each element named in a selector has a folder (a renamed or removed element leaves none behind).
  for (const m of css.matchAll(/(?<![-\w])site-[a-z0-9-]+(?![-\w(])/g)) {
    assert.ok(tags.includes(m[0]), `src/site-widgets.css line ${lineAt(css, m.index)}: <${m[0]}> has no folder in src/elements/: remove it or rename it`);
  }
  // A list of tags (`:is(site-a, site-b, …)`) that names more than half of the
  // elements means all of them: every data element, or those and the provider.
  let full = 0;
  for (const m of css.matchAll(/:is\(([^()]*)\)/g)) {
    const list = m[1].split(',').map((s) => s.trim());
    if (!list.every((s) => /^site-[a-z0-9-]+$/.test(s)) || list.length <= dataTags.length / 2) continue;
    full++;
    const all = list.includes(PROVIDER) ? tags : dataTags;
    assert.deepEqual(
      list,
      all,
      `src/site-widgets.css line ${lineAt(css, m.index)}: this list of every element ${difference(list, all) || 'is out of order'}. ` +
        `Write each element in every such list, in the order of the folders${list.includes(PROVIDER) ? ', the provider first' : ''}: ${all.join(', ')}` +
        (list.length < all.length ? '; and give a new element its reserved height (min-height) below' : ''),
    );
  }
  assert.ok(full >= 4, `src/site-widgets.css: ${full} lists of every element found, expected six (:is(site-event, …, site-tags) and the like): is the form this test reads gone?`);
});

test('the template kinds are the elements that document template fields (src/template/fields.ts KINDS)', () => {
  const source = read('src/template/fields.ts');
  const block = /^export const KINDS\b[^\n]*= \{\n([\s\S]*?)^\};/m.exec(source)?.[1];
  assert.ok(block, 'src/template/fields.ts has no `export const KINDS … = {…};`: is the form this test reads gone?');
  const kinds = [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]);
  assert.ok(kinds.length >= 3, 'src/template/fields.ts: KINDS names no elements in the form this test reads');
  // An element takes a template where its class comment documents its fields.
  const templated = tags.filter((tag) => /^\s*\* \*\*Template fields\*\*/m.test(read(`src/elements/${tag}/${tag}.ts`)));
  assert.deepEqual(
    [...kinds].sort(),
    templated,
    `src/template/fields.ts: KINDS ${difference(kinds, templated)}. An element takes a template where its class comment documents "**Template fields**": ` +
      'give each such element its entry in KINDS (its fields in src/template/fields/), and no other',
  );
});

test("the languages loaded on demand are those of src/render/messages/ (src/render/messages.ts's loaders)", () => {
  const source = read('src/render/messages.ts');
  const block = /^const loaders\b[^\n]*= \{\n([\s\S]*?)^\};/m.exec(source)?.[1];
  assert.ok(block !== undefined, 'src/render/messages.ts has no `const loaders … = {…};`: is the form this test reads gone?');
  const entries = [...block.matchAll(/^\s*'?([a-z]+)'?: \(\) => import\('\.\/messages\/([a-z]+)\.gen\.js'\),?$/gm)];
  assert.equal(entries.length, block.split('\n').filter((l) => l.trim()).length, `src/render/messages.ts: each of loaders' lines is \`xx: () => import('./messages/xx.gen.js'),\`; found:\n${block}`);
  for (const [line, lang, file] of entries) assert.equal(file, lang, `src/render/messages.ts: ${line.trim()} loads another language's table`);
  const loaded = entries.map((m) => m[1]);
  assert.deepEqual(
    [...loaded].sort(),
    languages(),
    `src/render/messages.ts: loaders ${difference(loaded, languages())}. Each language with a core table (src/render/messages/<lang>.ts) ` +
      "has its line `<lang>: () => import('./messages/<lang>.gen.js'),` (the .gen.ts is written by `npm run gen:elements`)",
  );
});

test("an embed's placeholder speaks every language of the kit (src/render/embed.ts's WORDS)", () => {
  const source = read('src/render/embed.ts');
  const block = /^const WORDS\b[^\n]*= \{\n([\s\S]*?)^\};/m.exec(source)?.[1];
  assert.ok(block !== undefined, 'src/render/embed.ts has no `const WORDS … = {…};`: is the form this test reads gone?');
  const spoken = [...block.matchAll(/^ {2}'?([a-z]+)'?: \{/gm)].map((m) => m[1]);
  const all = ['en', ...languages()];
  assert.deepEqual(
    [...spoken].sort(),
    [...all].sort(),
    `src/render/embed.ts: WORDS ${difference(spoken, all)}. The placeholder's words exist in English and in each language of src/render/messages/<lang>.ts`,
  );
});

test('the catalogue page holds every element (test/fixtures/catalogue.html)', () => {
  const html = read('test/fixtures/catalogue.html');
  const shown = [...new Set([...html.matchAll(/<(site-[a-z0-9-]+)[\s>]/g)].map((m) => m[1]))];
  assert.deepEqual(
    [...shown].sort(),
    [...tags].sort(),
    `test/fixtures/catalogue.html ${difference(shown, tags)}: put one of each element in the page (inside the provider), showing content (test/bundle/catalogue.test.ts checks every one renders)`,
  );
});
