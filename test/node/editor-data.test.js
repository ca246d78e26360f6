// The editor and framework data of scripts/gen-editor-data.js (dist/editor/,
// dist/types/, made by `npm run build`): the files are what the generators
// make from custom-elements.json now, they cover every element, attribute and
// event of the manifest, the manifest gives each attribute and event a type a
// type checker can hold a page to, and a TSX page is held to it: with the
// React types as an app reaches them (`site-widgets/types/react`), right
// attributes type-check and wrong ones fail. Reads dist/: runs after
// `npm run build` (as `npm test` does). Vue (vue-tsc) and Svelte
// (svelte-check) are proven on the packed tarball by `npm run test:package`.
import {test} from 'node:test';
import {execFileSync} from 'node:child_process';
import assert from 'node:assert/strict';
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {editorFiles, elementsOf, generateEditorData, readManifest, typeFiles} from '../../scripts/gen-editor-data.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(root, 'dist');
const manifest = readManifest();
const elements = elementsOf(manifest);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** A file of dist/, or a failure that says to build. */
function built(file) {
  const path = join(dist, file);
  assert.ok(existsSync(path), `dist/${file} is missing: run \`npm run build\` (or \`npm run gen:editor\`)`);
  return readFileSync(path, 'utf8');
}

/** The body of `type <name> = {…}` in a generated declaration file, braces matched. */
function typeBody(text, name) {
  const start = text.search(new RegExp(`type ${name} = \\{`));
  assert.ok(start >= 0, `no type ${name}`);
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  assert.fail(`type ${name} is not closed`);
}

/** Whether a type body declares the member `name` (quoted or not). */
const declares = (body, name) => new RegExp(`(^|[\\s;{])(${name.replace(/[-:$]/g, '\\$&')}|"${name.replace(/[-:$]/g, '\\$&')}")\\?:`).test(body);

test('dist/editor/ and dist/types/ are what scripts/gen-editor-data.js makes from the manifest now', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'site-widgets-editor-data-'));
  try {
    generateEditorData({out: tmp, quiet: true});
    for (const file of [...editorFiles, ...typeFiles]) {
      assert.equal(built(file), readFileSync(join(tmp, file), 'utf8'), `dist/${file} is stale: run \`npm run gen:editor\` (or \`npm run build\`)`);
    }
  } finally {
    rmSync(tmp, {recursive: true, force: true});
  }
});

// The type files take the manifest's types as they are: an attribute typed
// by a name (or not at all) would accept anything.
const literalUnion = /^(string|number|boolean|undefined|'[^']*')( \| (string|number|boolean|undefined|'[^']*'))*$/;

test('the manifest types every attribute with primitives or literals, and every event with its detail', () => {
  assert.equal(elements.length, 16);
  for (const el of elements) {
    for (const a of el.attributes ?? []) {
      assert.match(a.type?.text ?? '(none)', literalUnion, `<${el.tagName}> ${a.name}: its @attr type or its property's TypeScript type`);
    }
    assert.ok(el.events?.length, `<${el.tagName}> documents no event`);
    for (const e of el.events) assert.match(e.type?.text ?? '(none)', /^\{.*\}$/, `<${el.tagName}> ${e.name}: its detail type as an object, \`@fires {{count: number}} ${e.name} - …\``);
  }
  const limit = elements.find((e) => e.tagName === 'site-events').attributes.find((a) => a.name === 'limit');
  assert.equal(limit.type.text, 'number | undefined');
});

test("each event's type in the manifest is the detail the kit fires (src/events/)", () => {
  // The @fires type of every element's event, against the detail interface of
  // src/events/ (site-load: SiteLoadDetail): no field it lacks, every field it
  // requires, each of a type the real detail can be.
  const detail = (name) => `Site${name.replace(/^site-/, '').replace(/(^|-)(\w)/g, (_, _d, c) => c.toUpperCase())}Detail`;
  const names = [...new Set(elements.flatMap((el) => el.events.map((e) => detail(e.name))))];
  const checks = elements.flatMap((el) =>
    el.events.map((e, i) => `// <${el.tagName}> ${e.name}\nexport const c_${el.name}_${i}: Fits<${e.type.text}, ${detail(e.name)}> = true;`),
  );
  const source = [
    `import type {${names.join(', ')}} from ${JSON.stringify(join(root, 'src/events/site-events.js'))};`,
    'type RequiredKeys<D> = {[K in keyof D]-?: {} extends Pick<D, K> ? never : K}[keyof D];',
    'type Fits<T, D> = [T] extends [D] ? ([Exclude<keyof T, keyof D>] extends [never] ? ([Exclude<RequiredKeys<D>, keyof T>] extends [never] ? true : false) : false) : false;',
    ...checks,
  ].join('\n');
  const tmp = mkdtempSync(join(tmpdir(), 'site-widgets-event-types-'));
  try {
    const file = join(tmp, 'events.ts');
    writeFileSync(file, source);
    const program = ts.createProgram([file], {strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], skipLibCheck: true});
    const errors = ts.getPreEmitDiagnostics(program).map((d) => {
      const line = d.file ? source.split('\n')[d.file.getLineAndCharacterOfPosition(d.start).line - 1] : '';
      return `${line} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
    assert.deepEqual(errors, [], 'an @fires type is not the detail its event carries');
  } finally {
    rmSync(tmp, {recursive: true, force: true});
  }
});

test("VS Code's custom data has every element, attribute (enums as values), event, CSS property and part", () => {
  const html = JSON.parse(built('editor/vscode.html-custom-data.json'));
  const css = JSON.parse(built('editor/vscode.css-custom-data.json'));
  const properties = new Set(css.properties.map((p) => p.name));
  const parts = new Set(css.pseudoElements.map((p) => p.name));
  for (const el of elements) {
    const tag = html.tags.find((t) => t.name === el.tagName);
    assert.ok(tag, `<${el.tagName}> is missing`);
    for (const a of el.attributes ?? []) {
      const attr = tag.attributes.find((x) => x.name === a.name);
      assert.ok(attr, `<${el.tagName}> ${a.name} is missing`);
      const values = [...a.type.text.matchAll(/'([^']*)'/g)].map((m) => m[1]);
      assert.deepEqual(attr.values.map((v) => v.name), values, `<${el.tagName}> ${a.name}: its values`);
    }
    for (const e of el.events) assert.ok(tag.description.includes(`**${e.name}**`), `<${el.tagName}> ${e.name} is not described`);
    for (const p of el.cssProperties ?? []) assert.ok(properties.has(p.name), `${p.name} is missing`);
    for (const p of el.cssParts ?? []) assert.ok(parts.has(`::part(${p.name})`), `::part(${p.name}) is missing`);
  }
});

test('JetBrains web-types has every element, attribute, event, CSS property and part', () => {
  const webTypes = JSON.parse(built('editor/web-types.json'));
  assert.equal(webTypes.name, pkg.name);
  assert.equal(webTypes.version, pkg.version);
  const css = webTypes.contributions.css;
  for (const el of elements) {
    const tag = webTypes.contributions.html.elements.find((t) => t.name === el.tagName);
    assert.ok(tag, `<${el.tagName}> is missing`);
    for (const a of el.attributes ?? []) {
      assert.equal(tag.attributes.find((x) => x.name === a.name)?.value.type, a.type.text, `<${el.tagName}> ${a.name}`);
    }
    assert.deepEqual(tag.events.map((e) => e.name), el.events.map((e) => e.name), `<${el.tagName}>'s events`);
    for (const p of el.cssProperties ?? []) assert.ok(css.properties.some((x) => x.name === p.name), `${p.name} is missing`);
    for (const p of el.cssParts ?? []) assert.ok(css['pseudo-elements'].some((x) => x.name === `part(${p.name})`), `part(${p.name}) is missing`);
  }
});

test('the JSX, Vue and Svelte types have every element, attribute and event', () => {
  const jsx = built('types/jsx.d.ts');
  const vue = built('types/vue.d.ts');
  const svelte = built('types/svelte-custom-elements.d.ts');
  for (const el of elements) {
    for (const [file, text, props, elementsType, event] of [
      ['jsx.d.ts (React, Preact)', jsx, `${el.name}Props`, 'CustomElements', (e) => `on${e}`],
      ['jsx.d.ts (Solid)', jsx, `${el.name}SolidJsProps`, 'CustomElementsSolidJs', (e) => `on:${e}`],
      ['vue.d.ts', vue, `${el.name}Props`, 'CustomElements', (e) => `on${e}`],
      // What vue-tsc reads for `@site-load` (see withVueListeners).
      ['vue.d.ts (@ listeners)', vue, `${el.name}Props`, 'CustomElements', (e) => `on${e.replace(/(^|-)(\w)/g, (_, _d, c) => c.toUpperCase())}`],
      ['svelte-custom-elements.d.ts', svelte, `${el.name}Props`, 'CustomElements', (e) => `on:${e}`],
    ]) {
      assert.ok(typeBody(text, elementsType).includes(`"${el.tagName}":`), `${file} lacks <${el.tagName}>`);
      const body = typeBody(text, props);
      for (const a of el.attributes ?? []) {
        // Solid sets attributes as `attr:name` (`bool:name`) and properties as `prop:name`.
        const names = file.includes('Solid') ? [`attr:${a.name}`, `bool:${a.name}`, `prop:${a.fieldName ?? a.name}`] : [a.name];
        assert.ok(names.some((n) => declares(body, n)), `${file}: <${el.tagName}> lacks ${a.name}`);
      }
      for (const e of el.events) assert.ok(declares(body, event(e.name)), `${file}: <${el.tagName}> lacks ${event(e.name)}`);
    }
  }
});

test('a TSX page type-checks with site-widgets/types/react, and each wrong attribute fails', () => {
  // As an app reaches the types: the fixtures, in an app of their own whose
  // node_modules holds the package (a link to this folder) and @types/react,
  // name `site-widgets/types/react`, which package.json's exports lead to
  // dist/types/jsx.d.ts. Declaration files are checked too (skipLibCheck
  // off): the shipped file has no error.
  built('types/jsx.d.ts');
  const app = mkdtempSync(join(tmpdir(), 'site-widgets-react-app-'));
  try {
    for (const dep of ['@types/react', 'csstype']) {
      mkdirSync(dirname(join(app, 'node_modules', dep)), {recursive: true});
      symlinkSync(join(root, 'node_modules', dep), join(app, 'node_modules', dep));
    }
    symlinkSync(root, join(app, 'node_modules/site-widgets'));
    checkReactApp(app);
  } finally {
    rmSync(app, {recursive: true, force: true});
  }
});

function checkReactApp(app) {
  const fixtures = join(root, 'test/fixtures/editor-data');
  const files = ['react-good.tsx', 'react-bad.tsx'].map((f) => {
    copyFileSync(join(fixtures, f), join(app, f));
    return join(app, f);
  });
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    verbatimModuleSyntax: true,
    skipLibCheck: false,
  });
  const jsxFile = program.getSourceFiles().find((f) => f.fileName.endsWith('dist/types/jsx.d.ts'));
  assert.ok(jsxFile, 'site-widgets/types/react does not lead to dist/types/jsx.d.ts');
  const byFile = new Map();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const name = d.file ? d.file.fileName.replace(app + '/', 'test/fixtures/editor-data/').replace(root, '') : '(global)';
    const line = d.file ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    const list = byFile.get(name) ?? [];
    list.push({line, message: ts.flattenDiagnosticMessageText(d.messageText, ' ')});
    byFile.set(name, list);
  }
  const bad = 'test/fixtures/editor-data/react-bad.tsx';
  const others = [...byFile].filter(([name]) => name !== bad).flatMap(([name, list]) => list.map((d) => `${name}:${d.line} ${d.message}`));
  assert.deepEqual(others, [], 'the right page (and the shipped types) type-check');
  const lines = readFileSync(join(fixtures, 'react-bad.tsx'), 'utf8').split('\n');
  const expected = lines.flatMap((text, i) => {
    const marked = text.match(/;\s*\/\/ error: (.*)$/);
    return marked ? [{line: i + 1, want: marked[1]}] : [];
  });
  assert.ok(expected.length >= 8);
  const errors = byFile.get(bad) ?? [];
  for (const {line, want} of expected) {
    assert.ok(
      errors.some((d) => d.line === line && d.message.includes(want)),
      `${bad}:${line} should fail with "${want}"; got: ${errors.filter((d) => d.line === line).map((d) => d.message).join(' / ') || 'no error'}`,
    );
  }
  const unexpected = errors.filter((d) => !expected.some((x) => x.line === d.line));
  assert.deepEqual(unexpected, [], 'errors on lines not marked `// error:`');
}

test('package.json ships the files, and the README names them as they are shipped', () => {
  assert.equal(pkg['web-types'], './dist/editor/web-types.json');
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}));
  const shipped = new Set(packed.files.map((f) => f.path));
  for (const file of [...editorFiles, ...typeFiles]) assert.ok(shipped.has(`dist/${file}`), `the package does not ship dist/${file} (package.json "files")`);
  const targets = {
    './types/react': 'types/jsx.d.ts',
    './types/preact': 'types/jsx.d.ts',
    './types/solid': 'types/jsx.d.ts',
    './types/vue': 'types/vue.d.ts',
    './types/svelte': 'types/svelte.d.ts',
    './vscode.html-custom-data.json': 'editor/vscode.html-custom-data.json',
    './vscode.css-custom-data.json': 'editor/vscode.css-custom-data.json',
    './web-types.json': 'editor/web-types.json',
  };
  for (const [entry, file] of Object.entries(targets)) {
    const target = pkg.exports[entry];
    assert.equal(typeof target === 'string' ? target : target?.types, `./dist/${file}`, `package.json exports["${entry}"]`);
    built(file);
  }
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('## Use it in your stack');
  assert.ok(start > readme.indexOf('## Using the package from npm'), 'README has "Use it in your stack" after "Using the package from npm"');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  for (const [, entry] of section.matchAll(/site-widgets\/(types\/\w+)/g)) assert.ok(pkg.exports[`./${entry}`], `README names site-widgets/${entry}, which package.json does not export`);
  for (const [, file] of section.matchAll(/node_modules\/site-widgets\/(dist\/[\w./-]+\.json)/g)) assert.ok(existsSync(join(root, file)), `README names ${file}, which the build does not make`);
  for (const stack of ['types/react', 'types/vue', 'types/svelte', 'vscode.html-custom-data.json', 'vscode.css-custom-data.json']) assert.ok(section.includes(stack), `README's "Use it in your stack" lacks ${stack}`);
});
