#!/usr/bin/env node
// @ts-check
/**
 * Builds the script-tag bundle in two passes, so that its files are what
 * the budgets assume whatever the bundler's chunking heuristics would do:
 *
 * 1. dist/site-widgets.js: the core (src/autoload.ts and everything it
 *    imports: Lit, the provider, the base classes, the helpers of core.ts),
 *    with each element left out as `./elements/<tag>.js`.
 * 2. dist/elements/<tag>.js: each element, with every module of the core
 *    external (imported from '../site-widgets.js'); what only some elements
 *    share (the rich-content code) becomes files of its own beside them.
 *
 * A page so loads two files: the core and its element. The build fails
 * when an element imports a name the core does not export (src/core.ts).
 */
import {readdirSync, rmSync} from 'node:fs';
import {resolve} from 'node:path';
import {build} from 'vite';
import {minifyCss} from './minify-css.js';

const root = resolve(import.meta.dirname, '..');
const CORE_URL = 'site-widgets-core';
const tags = readdirSync(resolve(root, 'src/elements')).filter((t) => t !== 'site-content-provider');
/**
 * What the core loads on demand is built with the elements, against the
 * core, too: left inside pass 1, the bundler would split the modules those
 * chunks share with the core out of the entry into a third file.
 */
const LAZY = {
  '../render/structured-data.js': ['structured-data', 'src/render/structured-data.ts'],
  './request-failure.js': ['request-failure', 'src/api/request-failure.ts'],
  './messages/de.js': ['messages-de', 'src/render/messages/de.ts'],
};

const common = {
  configFile: false,
  root,
  logLevel: /** @type {const} */ ('warn'),
};

const rolldownOutput = {minify: true};

// Files of earlier layouts must not linger beside the new ones.
rmSync(resolve(root, 'dist/chunks'), {recursive: true, force: true});

/** Pass 1: the core, with the elements external. */
/** @param {unknown} result @returns {{output: any[]}} */
const one = (result) => /** @type {any} */ (Array.isArray(result) ? result[0] : result);

const first = one(
  await build({
    ...common,
    plugins: [
      {
        name: 'site-widgets-elements-external',
        enforce: 'pre',
        resolveId(source, importer) {
          const m = /^\.\/elements\/(site-[a-z-]+)\/\1\.js$/.exec(source);
          if (m && m[1] !== 'site-content-provider' && importer?.endsWith('/src/autoload.ts')) {
            return {id: `./elements/${m[1]}.js`, external: true};
          }
          const lazy = LAZY[/** @type {keyof typeof LAZY} */ (source)];
          if (lazy) return {id: `./elements/${lazy[0]}.js`, external: true};
          return null;
        },
      },
      minifyCss(),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: true,
      lib: {entry: 'src/autoload.ts', formats: ['es'], fileName: () => 'site-widgets.js'},
      rolldownOptions: {
        preserveEntrySignatures: 'strict',
        output: {...rolldownOutput, chunkFileNames: 'chunks/[name]-[hash].js'},
      },
    },
  })
);

const entry = first.output.find((/** @type {any} */ o) => o.type === 'chunk' && o.isEntry);
if (!entry || entry.type !== 'chunk') throw new Error('pass 1 produced no entry chunk');
const coreIds = new Set(entry.moduleIds);
const coreExports = new Set(entry.exports);

/** Pass 2: each element, the core external. */
const second = one(
  await build({
    ...common,
    plugins: [
      {
        name: 'site-widgets-core-external',
        enforce: 'pre',
        async resolveId(source, importer, options) {
          if (!importer) return null;
          const resolved = await this.resolve(source, importer, {...options, skipSelf: true});
          if (resolved && coreIds.has(resolved.id)) return {id: CORE_URL, external: true};
          return null;
        },
      },
      minifyCss(),
    ],
    build: {
      outDir: 'dist/elements',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      lib: {
        entry: {
          ...Object.fromEntries(tags.map((t) => [t, `src/elements/${t}/${t}.ts`])),
          ...Object.fromEntries(Object.values(LAZY)),
        },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: {
        output: {...rolldownOutput, chunkFileNames: '[name]-[hash].js', paths: {[CORE_URL]: '../site-widgets.js'}},
      },
    },
  })
);

// Every name an element imports from the core must be one the core exports.
// (Read from the output: the bundler does not report bindings of externals.)
/** @param {string} code */
const coreImports = (code) =>
  [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'`]\.\.\/site-widgets\.js["'`]/g)].flatMap((m) =>
    m[1].split(',').map((part) => part.trim().split(/\s+as\s+/)[0]).filter(Boolean),
  );
const used = new Set();
const missing = [];
for (const chunk of second.output) {
  if (chunk.type !== 'chunk') continue;
  for (const name of coreImports(chunk.code)) {
    used.add(name);
    if (!coreExports.has(name)) missing.push(`${chunk.fileName} imports ${name}`);
  }
}
if (missing.length) {
  console.error(`Elements import names the core does not export; add them to src/core.ts:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
if (process.argv.includes('--imports')) {
  console.log('core names the elements import:', [...used].sort().join(' '));
  console.log('core exports no element imports:', [...coreExports].filter((n) => !used.has(n)).sort().join(' '));
}
const files = second.output.filter((/** @type {any} */ o) => o.type === 'chunk').map((/** @type {any} */ o) => o.fileName);
console.log(`dist/site-widgets.js (core, ${coreIds.size} modules) and dist/elements/: ${files.join(', ')}`);
