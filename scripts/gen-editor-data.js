// Editor and framework data from custom-elements.json (`npm run gen:editor`,
// the last step of `npm run build`), made by the maintained generators of
// cem-tools and wc-toolkit, never by hand:
//
//   dist/editor/vscode.html-custom-data.json  VS Code `html.customData`: tags, attributes (enums as values), docs
//   dist/editor/vscode.css-custom-data.json   VS Code `css.customData`: the --site-* properties, ::part() names
//   dist/editor/web-types.json                JetBrains IDEs (package.json "web-types")
//   dist/types/jsx.d.ts                       JSX for React 19, Preact and Solid (site-widgets/types/react, …/preact, …/solid)
//   dist/types/vue.d.ts                       Vue's GlobalComponents (site-widgets/types/vue)
//   dist/types/svelte-custom-elements.d.ts    the elements' attributes and events for Svelte
//   dist/types/svelte.d.ts                    Svelte's svelteHTML from it (site-widgets/types/svelte), see SVELTE
//
// The type files take every attribute's type from the manifest (the JSDoc
// `@attr {…}` or the property's TypeScript type: `number | undefined`,
// `'list' | 'grid' | 'compact'`), and each event's detail from its `@fires {…}`
// (an object type, which every generator reads as the detail). The
// generators for Vue and Svelte read one type property for attributes and
// properties alike (their `typesSrc`); the manifest's property types name the
// package's types (`SiteClient | undefined`) without importing them, so the
// copy given to them carries `importedType`: an attribute's own type (plain
// text, literals and primitives, for it and its property), any other
// property's as the element class declares it, imported from dist/lib. The
// manifest itself is not changed.
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {dirname, join, relative} from 'node:path';
import {generateVsCodeCustomElementData} from 'custom-element-vs-code-integration';
import {generateJetBrainsWebTypes} from 'custom-element-jet-brains-integration';
import {generateJsxTypes} from '@wc-toolkit/jsx-types';
import {generateVuejsTypes} from 'custom-element-vuejs-integration';
import {generateSvelteTypes} from 'custom-element-svelte-integration';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The files this script writes, relative to its output folder (dist/). */
export const editorFiles = ['editor/vscode.html-custom-data.json', 'editor/vscode.css-custom-data.json', 'editor/web-types.json'];
export const typeFiles = ['types/jsx.d.ts', 'types/vue.d.ts', 'types/svelte-custom-elements.d.ts', 'types/svelte.d.ts'];

export function readManifest() {
  return JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
}

/** The elements of the manifest: declarations with a tag. */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((m) => (m.declarations ?? []).filter((d) => d.customElement && d.tagName).map((d) => ({...d, modulePath: m.path})));
}

/** A module of src/ as the type files in dist/types/ import it: its declaration in dist/lib/. */
const libPath = (modulePath) => `../lib/${modulePath.replace(/^src\//, '').replace(/\.ts$/, '.js')}`;

/** The manifest with `importedType` on every element's attributes and public properties (see above). */
function withImportedTypes(manifest) {
  const copy = structuredClone(manifest);
  for (const mod of copy.modules) {
    for (const d of mod.declarations ?? []) {
      if (!d.customElement || !d.tagName) continue;
      for (const a of d.attributes ?? []) a.importedType = {text: a.type?.text ?? 'string'};
      for (const m of d.members ?? []) {
        if (m.kind !== 'field') continue;
        m.importedType = {text: m.attribute && m.type ? m.type.text : `import('../lib/index.js').${d.name}['${m.name}']`};
      }
    }
  }
  return copy;
}

/**
 * Vue's templates listen with `@site-load`, which vue-tsc types from a prop
 * `onSiteLoad`; custom-element-vuejs-integration (1.4.0) names each event's
 * prop `onsite-load`, which Vue never reads, so an event's handler went
 * untyped. The copy given to it carries each event as that prop too (a
 * property of the element's type only: the manifest is not changed).
 */
function withVueListeners(manifest) {
  const copy = structuredClone(manifest);
  const camel = (name) => name.replace(/(^|-)(\w)/g, (_, _dash, c) => c.toUpperCase());
  for (const mod of copy.modules) {
    for (const d of mod.declarations ?? []) {
      if (!d.customElement || !d.tagName) continue;
      for (const e of d.events ?? []) {
        const type = {text: `(e: CustomEvent<${e.type?.text ?? 'unknown'}>) => void`};
        (d.members ??= []).push({kind: 'field', name: `on${camel(e.name)}`, description: `\`@${e.name}\`: ${e.description}`, type, importedType: type});
      }
    }
  }
  return copy;
}

/**
 * site-widgets/types/svelte. custom-element-svelte-integration's file types
 * each element's attributes and events, but (1.2.0) it is a module (it
 * exports CustomElements), so its own `declare namespace svelteHTML` never
 * reaches Svelte's global one, and it knows a dozen of the attributes every
 * element has (an `aria-label` is an error); it types the events as Svelte 4's
 * `on:site-load` directive. This file, the same for any manifest, puts its
 * elements into the global svelteHTML with Svelte's own HTMLAttributes for
 * every attribute the generator does not type, and each `on:x` once more as
 * Svelte 5's `onx` attribute, with the same handler type.
 */
export const SVELTE = `// site-widgets/types/svelte: the elements in Svelte templates (svelte-check).
// Written by scripts/gen-editor-data.js: see SVELTE there.
import type {HTMLAttributes} from 'svelte/elements';
import type {CustomElements} from './svelte-custom-elements.js';

type Listeners<P> = {[K in keyof P as K extends \`on:\${infer E}\` ? \`on\${E}\` : never]: P[K]};
type Attributes<T extends keyof CustomElements> = Omit<HTMLAttributes<T extends keyof HTMLElementTagNameMap ? HTMLElementTagNameMap[T] : HTMLElement>, keyof CustomElements[T]> &
  CustomElements[T] &
  Listeners<CustomElements[T]>;
type SvelteElements = {[T in keyof CustomElements]: Attributes<T>};

declare global {
  namespace svelteHTML {
    interface IntrinsicElements extends SvelteElements {}
  }
}
`;

/**
 * Rewrites a generated type file's element types by `pattern`; fails when
 * nothing matched (the generator's output changed: see the call).
 * @param {string} file @param {RegExp} pattern @param {(match: string, name: string) => string} replace
 */
function ownAttributesWin(file, pattern, replace) {
  const text = readFileSync(file, 'utf8');
  const out = text.replace(pattern, replace);
  if (out === text) throw new Error(`${file}: no element type to mend; has the generator changed?`);
  writeFileSync(file, out);
}

/**
 * Writes the files of `editorFiles` and `typeFiles` into `out` (default
 * dist/), from `manifest` (default custom-elements.json). Returns their paths.
 */
export function generateEditorData({out = join(root, 'dist'), manifest = readManifest(), quiet = false} = {}) {
  const editor = join(out, 'editor');
  const types = join(out, 'types');
  rmSync(editor, {recursive: true, force: true});
  rmSync(types, {recursive: true, force: true});
  const log = console.log;
  // The generators print a line per file (cem-tools even when asked not to).
  if (quiet) console.log = () => {};
  try {
    generateVsCodeCustomElementData(structuredClone(manifest), {
      outdir: editor,
      htmlFileName: 'vscode.html-custom-data.json',
      cssFileName: 'vscode.css-custom-data.json',
      hideLogs: quiet,
    });
    // packageJson stays false: package.json names the file itself ("web-types").
    generateJetBrainsWebTypes(structuredClone(manifest), {outdir: editor, webTypesFileName: 'web-types.json', packageJson: false, hideLogs: quiet});
    const typed = withImportedTypes(manifest);
    generateJsxTypes(structuredClone(typed), {
      outdir: types,
      fileName: 'jsx.d.ts',
      // Attribute types from the manifest: the element classes have no
      // property for `layout` and `theme`, which only the stylesheet reads.
      useCemTypes: true,
      typesSrc: 'importedType',
      // Handlers get the event with its detail and the element as target.
      stronglyTypedEvents: true,
      componentTypePath: (_name, _tag, modulePath) => libPath(modulePath),
    });
    generateVuejsTypes(withVueListeners(typed), {outdir: types, fileName: 'vue.d.ts', typesSrc: 'importedType', hideLogs: quiet});
    generateSvelteTypes(structuredClone(typed), {outdir: types, fileName: 'svelte-custom-elements.d.ts', typesSrc: 'importedType', hideLogs: quiet});
    writeFileSync(join(types, 'svelte.d.ts'), SVELTE);
    // An element's own attribute wins over the global one of its name: `dir`,
    // the sort order of <site-events> and <site-news>, is HTML's text
    // direction on every other element, and the generators intersect the two
    // (nothing `dir` can be). The element's type then leaves the global out.
    ownAttributesWin(join(types, 'jsx.d.ts'), /BaseProps<(Site\w+)>/g, (_, c) => `Omit<BaseProps<${c}>, keyof ${c}Props>`);
    ownAttributesWin(join(types, 'svelte-custom-elements.d.ts'), /Partial<(Site\w+)Props & BaseProps & /g, (_, c) => `Partial<${c}Props & Omit<BaseProps, keyof ${c}Props> & `);
  } finally {
    console.log = log;
  }
  return [...editorFiles, ...typeFiles].map((f) => join(out, f));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = generateEditorData({quiet: true});
  console.log(`editor data: ${files.map((f) => relative(root, f)).join(', ')}`);
}
