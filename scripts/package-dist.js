// @ts-check
/**
 * The last step of `npm run build` (`npm run build:package`): makes dist/
 * whole as the package ships it, without src/ (the tarball carries dist/ and
 * the README only; `npm run test:package` checks it):
 *
 * - every source map carries its sources' text (`sourcesContent`): the
 *   script-tag bundles' maps name src/*.ts and the node_modules files of
 *   lit, marked and dompurify, none of which the package ships (dist/lib's
 *   maps have theirs from tsc's `inlineSources`); a source that cannot be
 *   read fails the build;
 * - declaration maps are not shipped (tsconfig: `declarationMap: false`):
 *   they can only point an editor at .ts files the package does not have,
 *   so any left from an older build are removed;
 * - dist/custom-elements.json, the manifest the package names
 *   (`customElements`, `site-widgets/custom-elements.json`): the repository's
 *   custom-elements.json with every module path and reference pointing at
 *   the module the package ships (`src/elements/site-events/site-events.ts`
 *   -> `dist/lib/elements/site-events/site-events.js`), and without
 *   whitespace. The repository's file stays as the analyzer writes it (the
 *   README reference and the editor data are made from it).
 */
import {existsSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join, posix, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

/** @param {string} dir @returns {string[]} every file below dir */
const walk = (dir) => readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

let embedded = 0;
let removed = 0;
for (const file of walk(dist)) {
  if (file.endsWith('.d.ts.map')) {
    rmSync(file);
    removed++;
    continue;
  }
  if (!file.endsWith('.map')) continue;
  const map = JSON.parse(readFileSync(file, 'utf8'));
  const sources = /** @type {string[]} */ (map.sources ?? []);
  const content = /** @type {(string | null)[]} */ (map.sourcesContent ?? []);
  if (sources.every((_, i) => typeof content[i] === 'string')) continue;
  map.sourcesContent = sources.map((source, i) => {
    if (typeof content[i] === 'string') return content[i];
    const path = resolve(dirname(file), map.sourceRoot ?? '', source);
    if (!existsSync(path)) throw new Error(`${relative(root, file)}: its source ${source} is not at ${relative(root, path)}`);
    return readFileSync(path, 'utf8');
  });
  writeFileSync(file, JSON.stringify(map));
  embedded++;
}

/**
 * A module as the manifest names it, as the package ships it. The analyzer
 * writes some references relative to the module that holds them
 * (`./records.js`) or from the root (`/src/internal/site-element.js`), some
 * with the .js of the import (`src/core.js`).
 * @param {string} ref
 * @param {string} from the path of the module holding the reference
 */
function shipped(ref, from) {
  const path = ref.startsWith('.') ? posix.join(posix.dirname(from), ref) : ref.replace(/^\//, '');
  const lib = path.replace(/^src\//, 'dist/lib/').replace(/\.ts$/, '.js');
  if (!existsSync(join(root, lib))) throw new Error(`custom-elements.json: ${ref} (in ${from}) is ${lib}, which the build did not make`);
  return lib;
}

const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
for (const mod of manifest.modules) {
  const from = mod.path;
  mod.path = shipped(from, from);
  /** Every `{module: …}` reference below the module (declarations, exports, inheritedFrom, superclass, mixins). */
  const visit = (/** @type {any} */ node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    if (typeof node.module === 'string' && !node.package) node.module = shipped(node.module, from);
    for (const [key, value] of Object.entries(node)) if (key !== 'module') visit(value);
  };
  for (const key of ['declarations', 'exports']) visit(mod[key]);
}
writeFileSync(join(dist, 'custom-elements.json'), JSON.stringify(manifest));

console.log(`dist/ for the package: sources embedded in ${embedded} source maps, ${removed} declaration maps removed, dist/custom-elements.json (${manifest.modules.length} modules, paths in dist/lib/)`);
