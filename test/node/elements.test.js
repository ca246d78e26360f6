// One folder is one element (scripts/gen-elements.js): every folder of
// src/elements/ is an element in every list derived from it, the generated
// files are up to date, and the words of all elements, merged into one table
// per language, do not contradict each other. Reads dist/: runs after
// `npm run build` (as `npm test` does).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {PROVIDER, className, elementTags, generate, hasWords, languages, onDemandTags} from '../../scripts/gen-elements.js';

const root = new URL('../../', import.meta.url);
const read = (/** @type {string} */ path) => readFileSync(new URL(path, root), 'utf8');
const folders = readdirSync(new URL('src/elements/', root), {withFileTypes: true})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

test('the generated files are what scripts/gen-elements.js writes now', () => {
  for (const [path, content] of Object.entries(generate())) {
    assert.equal(existsSync(new URL(path, root)) ? read(path) : '(missing)', content, `${path} is stale: run \`npm run gen:elements\` and commit it`);
  }
});

test('every folder of src/elements/ is an element, in every list', () => {
  assert.deepEqual([...elementTags()].sort(), [...folders].sort());
  assert.equal(elementTags()[0], PROVIDER, 'the provider is defined first');
  const classes = read('src/elements.gen.ts');
  const table = read('src/autoload.gen.ts');
  const bundle = existsSync(new URL('dist/site-widgets.js', root)) ? read('dist/site-widgets.js') : '';
  assert.ok(bundle, 'dist/site-widgets.js is missing: run `npm run build` first');
  const names = onDemandTags()
    .map((t) => t.slice('site-'.length))
    .join(' ');
  assert.ok(bundle.includes(names), `dist/site-widgets.js lacks the autoloader's names "${names}"`);
  for (const tag of folders) {
    const name = className(tag);
    assert.match(read(`src/elements/${tag}/${tag}.ts`), new RegExp(`^export class ${name}\\b`, 'm'), `src/elements/${tag}/${tag}.ts exports no class ${name}`);
    assert.ok(classes.includes(`'./elements/${tag}/${tag}.js'`), `src/elements.gen.ts lacks <${tag}>`);
    if (tag === PROVIDER) continue;
    assert.ok(table.includes(`'${tag}': () => import('./elements/${tag}/${tag}.js')`), `src/autoload.gen.ts lacks <${tag}>`);
    assert.ok(existsSync(new URL(`dist/elements/${tag}.js`, root)), `dist/elements/${tag}.js was not built`);
  }
});

test("no element class is hidden by another of src/index.ts's exports", () => {
  // `export *` yields to a name src/index.ts exports itself, silently: record
  // types and element classes have names of their own (EventRecord, SiteEvent).
  const own = new Set(
    [...read('src/index.ts').matchAll(/^export (?:type )?\{([^}]*)\}/gm)].flatMap((m) =>
      m[1]
        .split(',')
        .map((part) => part.trim().split(/\s+as\s+/).pop())
        .filter(Boolean),
    ),
  );
  assert.ok(own.has('createSiteClient') && own.has('SiteApiError'), 'src/index.ts is not in the form this test reads');
  for (const tag of folders) {
    const name = className(tag);
    assert.ok(!own.has(name), `src/index.ts exports another ${name}, which hides the element class: give the other a name of its own`);
  }
});

test("the elements' words agree with each other and leave the core's alone; every language has every word", async () => {
  const lib = (/** @type {string} */ path) => new URL(`dist/lib/${path}`, root).href;
  assert.ok(existsSync(new URL('dist/lib/render/messages.js', root)), 'dist/lib is missing: run `npm run build` first');
  const {messages} = await import(lib('render/messages.js'));
  const core = messages('en');
  /** @type {Map<string, {tag: string, value: unknown}>} key → first element that has it */
  const seen = new Map();
  const withWords = folders.filter(hasWords);
  assert.ok(withWords.length >= 3, 'elements keep their words in site-x.words.ts');
  for (const tag of withWords) {
    const file = `elements/${tag}/${tag}.words.js`;
    assert.ok(existsSync(new URL(`dist/lib/${file}`, root)), `src/${file.replace(/\.js$/, '.ts')} is missing`);
    for (const [key, value] of Object.entries((await import(lib(file))).words)) {
      // The active table wins over an element's words: a core key would never show.
      assert.ok(!(key in core), `<${tag}>'s word "${key}" is a core word too`);
      // All elements' words of a language are one table: equal keys, equal words.
      const first = seen.get(key);
      if (first) assert.equal(String(value), String(first.value), `"${key}" differs between <${first.tag}> and <${tag}>: rename one`);
      else seen.set(key, {tag, value});
    }
  }
  // What tsc checks (`satisfies Translation<AllWords>`), seen from the built files: each language's one table has every word and no other.
  const english = [...Object.keys(core), ...seen.keys()];
  for (const lang of languages()) {
    const table = (await import(lib(`render/messages/${lang}.js`))).default;
    const missing = english.filter((k) => !(k in table));
    assert.deepEqual(missing, [], `src/render/messages/${lang}.ts lacks ${missing.join(', ')}`);
  }
});
