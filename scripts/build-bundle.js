#!/usr/bin/env node
// @ts-check
/**
 * Builds the script-tag bundle in two passes, so that its files are what
 * the budgets assume whatever the bundler's chunking heuristics would do:
 *
 * 1. dist/site-widgets.js: the core (src/autoload.ts and everything it
 *    imports: Lit, the provider, the base classes, the helpers of core.ts),
 *    with each element left out as `./elements/<tag>.js`: the autoloader's
 *    table, src/autoload.gen.ts (imported by src/autoscan.ts, the first
 *    module to run), is built in its compact form, one string
 *    of names (bundleLoaders() in scripts/gen-elements.js).
 * 2. dist/elements/<tag>.js: each element (one per folder of src/elements/
 *    but the provider), with every module of the core
 *    external (imported from '../site-widgets.js'); what only some elements
 *    share (the rich-content code) becomes files of its own beside them.
 *
 * A page so loads two files: the core and its element. The build fails
 * when an element imports a name the core does not export (src/core.ts).
 *
 * 3. dist/site-widgets-all.js: the core and every element in one file
 *    (src/all.ts), for pages that show much of the catalogue; what it loads
 *    on demand (the sanitizer, Markdown, JSON-LD, the failure path, other languages)
 *    goes to dist/all/.
 *
 * Every pass minifies the kit's html`…` templates (scripts/minify-templates.js:
 * the source lays them out for people) and its style modules
 * (scripts/minify-css.js).
 */
import {readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {build, parseAst} from 'vite';
import {minifyCss} from './minify-css.js';
import {minifyTemplates} from './minify-templates.js';
import {minify as terser} from 'terser';
import {bundleLanguageLoaders, bundleLoaders, elementTags, languages, onDemandTags} from './gen-elements.js';

const root = resolve(import.meta.dirname, '..');
const CORE_URL = 'site-widgets-core';
/** Every element but the provider, from the folders of src/elements/ (scripts/gen-elements.js). */
const tags = onDemandTags();
/** The bundle's form of src/autoload.gen.ts, see scripts/gen-elements.js. */
const AUTOLOAD_TABLE = '\0site-widgets:autoload-table';

/**
 * The names the core exports to the files built against it are short
 * (`a`, `b`, … in place of `SiteListElement`, `fillTemplate`, …): the
 * export list of the core and the import list of every element file are
 * bytes on every page, and these names are a contract between files of one
 * build, not an API (the npm package's modules keep theirs). The core's
 * entry re-exports src/core.ts through CORE_SHORT under the short names;
 * files of passes 2 and 4 import every core module through CORE_SHIM, which
 * gives the short names back their long ones, so the bundler writes
 * `import{a as e}from"../site-widgets.js"`. PUBLIC keep their names.
 */
const CORE_SHORT = '\0site-widgets:core-short';
const CORE_SHIM = '\0site-widgets:core-shim';
const CORE_TS = resolve(root, 'src/core.ts');
const PUBLIC = new Set(['SiteContentProvider', 'createSiteClient']);
/** src/core.ts's exported names, in order, read from its `export {…} from` lines. */
const coreNames = [...readFileSync(CORE_TS, 'utf8').matchAll(/^export\s*\{([^}]*)\}\s*from/gm)].flatMap((m) =>
  m[1]
    .split(',')
    .map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    .filter((n) => n && !n.startsWith('type ')),
);
/** @param {number} i */
const shortName = (i) => {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return i < letters.length ? letters[i] : shortName(Math.floor(i / letters.length) - 1) + letters[i % letters.length];
};
/** @type {Map<string, string>} long name → the name the core exports it under */
const SHORT = new Map(coreNames.map((n, i) => [n, PUBLIC.has(n) ? n : shortName(i)]));
const LONG = new Map([...SHORT].map(([long, short]) => [short, long]));
const coreShortModule = `export {${[...SHORT].map(([long, short]) => `${long} as ${short}`).join(', ')}} from ${JSON.stringify(CORE_TS)};`;
const coreShimModule = `export {${[...SHORT].map(([long, short]) => `${short} as ${long}`).join(', ')}} from ${JSON.stringify(CORE_URL)};`;
/**
 * The language loaders (src/render/messages.gen.ts) in their compact form
 * for the builds of a whole file (passes 1 and 3): one string of codes and
 * one import pattern, `dir` the folder of the language chunks beside the
 * file, since every page pays for this table.
 * @param {string} dir
 */
const LANGUAGE_TABLE = '\0site-widgets:language-table';
const languageTablePlugin = (dir) => ({
  name: 'site-widgets-language-table',
  enforce: /** @type {const} */ ('pre'),
  /** @param {string} source @param {string | undefined} importer */
  resolveId(source, importer) {
    return source === './messages.gen.js' && importer?.endsWith('/src/render/messages.ts') ? LANGUAGE_TABLE : null;
  },
  /** @param {string} id */
  load(id) {
    return id === LANGUAGE_TABLE ? bundleLanguageLoaders(dir) : null;
  },
});
/** A plugin for the builds of a whole file (passes 1 and 3): src/core.ts's names as the short ones. */
const coreShortPlugin = () => ({
  name: 'site-widgets-core-short',
  enforce: /** @type {const} */ ('pre'),
  /** @param {string} source @param {string | undefined} importer */
  resolveId(source, importer) {
    return source === './core.js' && importer && /\/src\/(autoload|all)\.ts$/.test(importer) ? CORE_SHORT : null;
  },
  /** @param {string} id */
  load(id) {
    return id === CORE_SHORT ? coreShortModule : null;
  },
});
/**
 * What the core loads on demand is built with the elements, against the
 * core, too: left inside pass 1, the bundler would split the modules those
 * chunks share with the core out of the entry into a third file.
 */
const LAZY = {
  './request-failure.js': ['request-failure', 'src/api/request-failure.ts'],
  // The provider's session-cache: only where a page asks for it.
  '../../api/session-store.js': ['session-store', 'src/api/session-store.ts'],
  // Each language's table, every word of the kit in it: one file, src/render/messages/<lang>.ts.
  ...Object.fromEntries(languages().map((lang) => [`./messages/${lang}.js`, [`messages-${lang}`, `src/render/messages/${lang}.ts`]])),
  './more.js': ['more', 'src/internal/more.ts'],
  // A designer's item template or layout (src/template/): only where an element has one.
  '../template/design.js': ['design', 'src/template/design.ts'],
  // The console lines of a misconfigured or failing provider: only where something is wrong.
  '../../internal/diagnose.js': ['diagnose', 'src/internal/diagnose.ts'],
  './diagnose.js': ['diagnose', 'src/internal/diagnose.ts'],
  // Serves elements outside a provider and providers that come late: most pages never need it.
  '../context/router.js': ['router', 'src/context/router.ts'],
  // An element's view in the page's address: only for an element with url-key.
  './url-state.js': ['url-state', 'src/internal/url-state.ts'],
};

/**
 * What the elements (not the core) load on demand, each a file of its own
 * beside them in both builds: the fallback sanitizer and the Markdown
 * renderer, once for every element that shows rich content, and the day
 * bounds of lists narrowed by days.
 */
const ELEMENTS_LAZY = {
  'sanitize-dompurify': 'src/render/sanitize-dompurify.ts',
  markdown: 'src/render/markdown.ts',
  // Days as gt/lt: only lists narrowed by days (from/to, year) need it.
  bounds: 'src/api/bounds.ts',
  // A record's body: the TipTap renderer, its embeds and the sanitizer, where a body is shown.
  rich: 'src/render/rich.ts',
  // The .ics file of "Add to calendar", made when the visitor asks for it.
  ics: 'src/render/ics.ts',
  // The detail elements' JSON-LD (the builders and the writer), after their content is shown.
  'structured-data': 'src/internal/json-ld.ts',
  // The fields of each element kind for item templates, loaded beside the template code (design.js) by the kind in the page.
  ...Object.fromEntries(
    readdirSync(resolve(root, 'src/template/fields'))
      .filter((f) => f.endsWith('.ts') && f !== 'common.ts')
      .map((f) => [`fields-${f.slice(0, -3)}`, `src/template/fields/${f}`]),
  ),
};

const common = {
  configFile: false,
  root,
  logLevel: /** @type {const} */ ('warn'),
};

// The output is final (no bundler tree-shakes it again), so pure-call
// annotations are bytes for nothing: every comment goes.
const rolldownOutput = {minify: true, comments: false};

/**
 * Source maps are written beside every file, without the
 * `//# sourceMappingURL=` line: 40 bytes gzip in each file a visitor loads,
 * for a developer convenience. DevTools takes a map by hand (right-click the
 * source, "Add source map…"), or a server can send the `SourceMap` header.
 */
const SOURCEMAP = /** @type {const} */ ('hidden');

// Files of earlier layouts must not linger beside the new ones.
rmSync(resolve(root, 'dist/chunks'), {recursive: true, force: true});
rmSync(resolve(root, 'dist/all'), {recursive: true, force: true});

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
        // The autoloader's table (src/autoload.gen.ts) names each tag twice,
        // key and path, which every page pays for: the bundle gets its compact
        // form from the same folder list, one string of names and one import
        // pattern (`./elements/site-${t}.js`, beside the core).
        resolveId(source, importer) {
          if (source === './autoload.gen.js' && importer?.endsWith('/src/autoscan.ts')) return AUTOLOAD_TABLE;
          const lazy = LAZY[/** @type {keyof typeof LAZY} */ (source)];
          if (lazy) return {id: `./elements/${lazy[0]}.js`, external: true};
          return null;
        },
        load(id) {
          return id === AUTOLOAD_TABLE ? bundleLoaders() : null;
        },
      },
      coreShortPlugin(),
      languageTablePlugin('./elements'),
      minifyCss(),
      minifyTemplates(),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: SOURCEMAP,
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
// The core holds the compact table and no element but the provider.
const inCore = tags.filter((t) => coreIds.has(resolve(root, `src/elements/${t}/${t}.ts`)));
if (!coreIds.has(AUTOLOAD_TABLE) || inCore.length) {
  throw new Error(`pass 1: the core ${inCore.length ? `holds ${inCore.join(', ')}` : 'lacks the compact autoloader table (src/autoscan.ts no longer imports ./autoload.gen.js?)'}`);
}
const coreExports = new Set(entry.exports);

/**
 * Pass 2: each file on its own build, the core and every other file of this
 * pass external. So a page loads the core and one file for its element, and
 * what only some elements share (the rich-content code, the single-item base
 * class) is copied into each of them instead of becoming a third file.
 */
/** @type {Record<string, string>} file name (without .js) → source */
const pass2 = {
  ...Object.fromEntries(tags.map((t) => [t, `src/elements/${t}/${t}.ts`])),
  ...Object.fromEntries(Object.values(LAZY)),
  ...ELEMENTS_LAZY,
};
const pass2Ids = new Map(Object.entries(pass2).map(([name, file]) => [resolve(root, file), name]));
/**
 * Builds one file against the core: every core module is imported from
 * `coreFile` (the autoloader's core, or the one-file build, which exports
 * the same names), every other file of `siblings` from beside it.
 * @param {string} name @param {string} file @param {string} outDir @param {string} coreFile
 * @param {Map<string, string>} siblings
 */
async function buildAgainstCore(name, file, outDir, coreFile, siblings) {
  const result = one(
    await build({
      ...common,
      plugins: [
        {
          name: 'site-widgets-core-external',
          enforce: 'pre',
          async resolveId(source, importer, options) {
            if (source === CORE_URL) return {id: CORE_URL, external: true};
            if (!importer) return null;
            const resolved = await this.resolve(source, importer, {...options, skipSelf: true});
            if (!resolved) return null;
            if (coreIds.has(resolved.id)) return CORE_SHIM;
            const other = siblings.get(resolved.id);
            if (other && other !== name) return {id: `./${other}.js`, external: true};
            return null;
          },
          /** @param {string} id */
          load(id) {
            return id === CORE_SHIM ? coreShimModule : null;
          },
        },
        minifyCss(),
        minifyTemplates(),
      ],
      build: {
        outDir,
        emptyOutDir: false,
        target: 'es2022',
        sourcemap: SOURCEMAP,
        lib: {entry: {[name]: file}, formats: ['es'], fileName: () => `${name}.js`},
        rolldownOptions: {
          // An element's file is loaded for what it does (it defines its
          // tag), never for what it exports: no export list to pay for. The
          // on-demand chunks keep theirs: their callers import them by name.
          preserveEntrySignatures: tags.includes(name) ? false : 'strict',
          output: {...rolldownOutput, chunkFileNames: `${name}-[name]-[hash].js`, paths: {[CORE_URL]: coreFile}},
        },
      },
    })
  );
  const chunks = result.output.filter((/** @type {any} */ o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${file} built into ${chunks.length} files, not one: ${chunks.map((c) => c.fileName).join(', ')}`);
  return chunks[0];
}

rmSync(resolve(root, 'dist/elements'), {recursive: true, force: true});
/** @type {any[]} */
const secondOutput = [];
for (const [name, file] of Object.entries(pass2)) {
  secondOutput.push(await buildAgainstCore(name, file, 'dist/elements', '../site-widgets.js', pass2Ids));
}
const second = {output: secondOutput};

/**
 * Pass 3: the whole catalogue in one file. What the kit loads on demand
 * (LAZY and ELEMENTS_LAZY, "more" among them: a list's paging logic loads
 * on the first press, as in the script-tag build) stays outside, as in
 * pass 1, and every other module goes into
 * one group chunk, the entry's own: left to its own chunking, the bundler
 * split the file whenever the graph of a dynamic import it cannot skip
 * (<site-profile>'s lists) shared modules with the entry.
 */
/** @type {Record<string, string>} what the one-file build loads on demand: file name → source */
const allLazy = {
  ...Object.fromEntries(Object.values(LAZY)),
  ...ELEMENTS_LAZY,
};
const allLazyIds = new Map(Object.entries(allLazy).map(([name, file]) => [resolve(root, file), name]));
const third = one(
  await build({
    ...common,
    plugins: [
      {
        name: 'site-widgets-all-lazy-external',
        enforce: 'pre',
        async resolveId(source, importer, options) {
          if (!importer) return null;
          const resolved = await this.resolve(source, importer, {...options, skipSelf: true});
          const lazy = resolved && allLazyIds.get(resolved.id);
          return lazy ? {id: `./all/${lazy}.js`, external: true} : null;
        },
      },
      coreShortPlugin(),
      languageTablePlugin('./all'),
      minifyCss(),
      minifyTemplates(),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: SOURCEMAP,
      lib: {entry: 'src/all.ts', formats: ['es'], fileName: () => 'site-widgets-all.js'},
      rolldownOptions: {
        // One chunk for every module (the entry's own, so no facade file).
        preserveEntrySignatures: 'allow-extension',
        // Elements that import others on demand (<site-profile> its lists)
        // have them in the file already: expected here, not worth a warning.
        onLog(level, log, handler) {
          if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
        },
        output: {...rolldownOutput, codeSplitting: {groups: [{name: 'site-widgets-all', test: /./}]}},
      },
    },
  })
);
const thirdChunks = third.output.filter((/** @type {any} */ o) => o.type === 'chunk');
if (thirdChunks.length !== 1) throw new Error(`src/all.ts built into ${thirdChunks.length} files, not one`);

/** Pass 4: what the one-file build loads on demand, each built against it as pass 2 builds against the core. */
/** @type {any[]} */
const fourthOutput = [];
for (const [name, file] of Object.entries(allLazy)) {
  fourthOutput.push(await buildAgainstCore(name, file, 'dist/all', '../site-widgets-all.js', allLazyIds));
}

// Every name a file of pass 2 or 4 imports from the core (or the one-file
// build) must be one it exports. (Read from the output: the bundler does
// not report bindings of externals.)
/** @param {string} code @param {string} file */
const coreImports = (code, file) =>
  [...code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["'\`]\\.\\./${file.replace('.', '\\.')}["'\`]`, 'g'))].flatMap((m) =>
    m[1].split(',').map((part) => part.trim().split(/\s+as\s+/)[0]).filter(Boolean),
  );
const allExports = new Set(thirdChunks[0].exports);
const used = new Set();
const missing = [];
for (const chunk of second.output) {
  for (const name of coreImports(chunk.code, 'site-widgets.js')) {
    used.add(name);
    if (!coreExports.has(name)) missing.push(`${chunk.fileName} imports ${name}`);
  }
}
for (const chunk of fourthOutput) {
  for (const name of coreImports(chunk.code, 'site-widgets-all.js')) {
    if (!allExports.has(name)) missing.push(`all/${chunk.fileName} imports ${name} from site-widgets-all.js`);
  }
}
if (missing.length) {
  console.error(`Elements import names the core does not export; add them to src/core.ts:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
if (process.argv.includes('--imports')) {
  const long = (/** @type {string} */ n) => LONG.get(n) ?? n;
  console.log('core names the elements import:', [...used].map(long).sort().join(' '));
  console.log('core exports no element imports:', [...coreExports].filter((n) => !used.has(n)).map(long).sort().join(' '));
}
const files = second.output.map((/** @type {any} */ o) => o.fileName);
console.log(`dist/site-widgets.js (core, ${coreIds.size} modules) and dist/elements/: ${files.join(', ')}`);
const allEntry = third.output.find((/** @type {any} */ o) => o.type === 'chunk' && o.isEntry);
const notInAll = elementTags().filter((t) => !allEntry?.moduleIds.includes(resolve(root, `src/elements/${t}/${t}.ts`)));
if (notInAll.length) throw new Error(`dist/site-widgets-all.js lacks ${notInAll.join(', ')} (is src/elements.gen.ts in package.json's sideEffects?)`);
console.log(`dist/site-widgets-all.js (every element) and its on-demand chunks: ${fourthOutput.map((o) => `all/${o.fileName}`).join(', ')}`);

/**
 * A second minifier over every finished file: terser's compressor folds
 * what the bundler's minifier leaves (about 60 B gzip on a list page, as
 * much on the one-file build), with its default, safe transforms only. Names
 * between files (the imports and exports) stay as they are. Each file's
 * hidden source map is carried through.
 *
 * The core's short names (CORE_SHORT) are also the names of their bindings
 * on each side: terser's name cache gives the binding a file exports under,
 * or imports from the core under, `A` the name `A`, so the lists read
 * `export{A,…}` and `import{A,…}` instead of `export{ue as A,…}` (about
 * 80 B gzip off the core and off the one-file build, 20–30 B off an element
 * file). Terser gives no other binding of the file a cached name, so none
 * can shadow one.
 */
const CORE_FILES = /^\.\.\/site-widgets(-all)?\.js$/;
/** @param {string} name */
const isIdentifier = (name) => {
  try {
    new Function(`let ${name};`);
    return true;
  } catch {
    return false;
  }
};
/**
 * Terser's name cache for one file: the local name of each short core name
 * it exports (the core, the one-file build) or imports from the core → that name.
 * @param {string} file @param {string} code
 */
function sharedNames(file, code) {
  /** @type {Record<string, string>} */
  const props = {};
  /** @param {string} local @param {string} short */
  const keep = (local, short) => {
    if (LONG.has(short) && !PUBLIC.has(short) && isIdentifier(short)) props[`$${local}`] = short;
  };
  const specifiers = (/** @type {string} */ list) => list.split(',').map((part) => part.trim().split(/\s+as\s+/)).filter(([name]) => name);
  if (file === 'dist/site-widgets.js' || file === 'dist/site-widgets-all.js') {
    for (const [, list] of code.matchAll(/\bexport\s*\{([^}]*)\}/g)) for (const [local, exported = local] of specifiers(list)) keep(local, exported);
  }
  for (const [, list, from] of code.matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*["'`]([^"'`]+)["'`]/g)) {
    if (CORE_FILES.test(from)) for (const [imported, local = imported] of specifiers(list)) keep(local, imported);
  }
  return {vars: {props}};
}
/**
 * The kit's own members between its base classes, its controllers and its
 * chunks have short names in the script-tag builds, as the core's exports
 * do: the hooks every data element overrides (`renderItems()`,
 * `listQuery()`…, protected: no page calls them) and the state of the
 * internal controllers are named in the core and again in every element
 * file and chunk. Terser renames each the same way in every file of the
 * script-tag builds (one property cache for all of them), so a base class
 * in the core and an element file, or a list and the "more" chunk, still
 * meet; so are the keys of the kit's words, read in the core, the element
 * files and the chunks of other languages. About 130 B gzip off the
 * <site-events> page, 250 B off the one-file build. The npm package
 * (dist/lib) keeps every name.
 *
 * Only names that are the kit's own go here: never a public member (an
 * element's properties and methods, the provider's, the context value and
 * the client shared with other copies of the kit on a page), a field of the
 * API's data, a DOM or library name, nor anything a file exports. The build
 * checks what it can: a name must be used by some file, be no key of
 * src/api/openapi.yaml and no public member of an element in
 * custom-elements.json; the short names are no property, string or export
 * name of any file (so none can meet another member); and no name is left
 * in a property's place or an export of the output (an access terser could
 * not see, or a name terser keeps as the DOM's, would fail there).
 */
const INTERNAL_MEMBERS = [
  // SiteDataElement's, SiteListElement's and SiteItemElement's protected hooks, and the elements' own protected helpers.
  'renderContent',
  'renderItems',
  'renderResult',
  'renderLoading',
  'renderEmpty',
  'renderFailure',
  'isEmpty',
  'countOf',
  'emptyText',
  'moreText',
  'skeletonRows',
  'listQuery',
  'loadPage',
  'loadItem',
  'structuredItems',
  'publishStructuredData',
  'titleHeading',
  'bodyOf',
  'dateContext',
  'each',
  'levels',
  // The internal controllers' state: SiteData's words, what "more" keeps (more.ts), a request in flight (request.ts).
  'words',
  'paging',
  'announcement',
  'waiters',
  // A designer's renderer of an element's data (template/design.ts sets it).
  'renderer',
  // SiteData's wait for the view a page's address names, and the calendar's view that url-state.ts reads and sets.
  'addressView',
  'viewMonth',
  'chosenDay',
  // The keys of the kit's words (render/messages.ts, the typed errors' and each element's site-x.words.ts, every language's table).
  'notFound',
  'loadingMore',
  'loadedMore',
  'notConfigured',
  'unknownSite',
  'needsKey',
  'offline',
  'notApi',
  'noEvents',
  'noUpcomingEvents',
  'moreEvents',
  'freeEntry',
  'fromPrice',
  'noNews',
  'moreNews',
  'noProducts',
  'moreProducts',
  'noProfiles',
  'moreProfiles',
  'noPages',
  'noTags',
  'allTags',
  'noArchive',
  'noResults',
  'moreResults',
  'searchHint',
  'searchResults',
  'closeSearch',
  'previousMonth',
  'nextMonth',
  'dayWithEvents',
  'eventsOn',
  'noEventsIn',
  'addToCalendar',
  'festivalEvents',
  'partOf',
  'newTab',
  'embedLoad',
  'embedNote',
  'embedTitle',
];
const INTERNAL_PATTERN = new RegExp(`^(?:${INTERNAL_MEMBERS.join('|')})$`);
// Never a field of the API's data, nor a public member of an element (custom-elements.json, the README's reference).
const apiKeys = new Set([...readFileSync(resolve(root, 'src/api/openapi.yaml'), 'utf8').matchAll(/^\s*([A-Za-z_$][\w$]*):/gm)].map((m) => m[1]));
/** @type {{modules: {declarations?: {customElement?: boolean, members?: {name: string, privacy?: string}[]}[]}[]}} */
const manifest = JSON.parse(readFileSync(resolve(root, 'custom-elements.json'), 'utf8'));
const elementApi = new Set(
  manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .filter((d) => d.customElement)
    .flatMap((d) => (d.members ?? []).filter((member) => (member.privacy ?? 'public') === 'public').map((member) => member.name)),
);
const notOwn = INTERNAL_MEMBERS.filter((name) => apiKeys.has(name) || elementApi.has(name));
if (notOwn.length) throw new Error(`INTERNAL_MEMBERS names a field of the API's data (src/api/openapi.yaml) or an element's public member (custom-elements.json): ${notOwn.join(', ')}`);

/**
 * Every name a file uses as a property: accessed (`a.b`, `a['b']`),
 * defined (object keys, class members), exported, or as a string (`'b' in
 * a`); with `text`, every word of its strings and templates too (a
 * template's `.b=${…}`).
 * @param {string} code @param {boolean} text
 */
function propertyNames(code, text) {
  /** @type {Set<string>} */
  const names = new Set();
  const words = (/** @type {string} */ value) => {
    if (!text) return void (/^[A-Za-z_$][\w$]*$/.test(value) && names.add(value));
    for (const [word] of value.matchAll(/[A-Za-z_$][\w$]*/g)) names.add(word);
  };
  const key = (/** @type {any} */ node) => {
    if (node?.type === 'Identifier') names.add(node.name);
    else if (node?.type === 'Literal' && typeof node.value == 'string') names.add(node.value);
  };
  /** @param {any} node */
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node != 'object') return;
    switch (node.type) {
      case 'MemberExpression':
        if (!node.computed) key(node.property);
        break;
      case 'Property':
      case 'MethodDefinition':
      case 'PropertyDefinition':
        if (!node.computed) key(node.key);
        break;
      case 'ExportSpecifier':
        key(node.exported);
        break;
      case 'ExportNamedDeclaration':
        for (const d of node.declaration?.declarations ?? [node.declaration]) key(d?.id);
        break;
      case 'Literal':
        if (typeof node.value == 'string') words(node.value);
        break;
      case 'TemplateElement':
        words(node.value.raw);
        break;
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'type' && v && typeof v == 'object') visit(v);
  };
  visit(parseAst(code));
  return names;
}

const finished = [
  'dist/site-widgets.js',
  'dist/site-widgets-all.js',
  ...readdirSync(resolve(root, 'dist/elements')).filter((f) => f.endsWith('.js')).map((f) => `dist/elements/${f}`),
  ...readdirSync(resolve(root, 'dist/all')).filter((f) => f.endsWith('.js')).map((f) => `dist/all/${f}`),
];
const codeOf = new Map(finished.map((file) => [file, readFileSync(resolve(root, file), 'utf8')]));
// What no short name may be: every property, string and export name of every file, the internal members' own but.
/** @type {Set<string>} */
const taken = new Set();
for (const code of codeOf.values()) for (const name of propertyNames(code, true)) taken.add(name);
const unused = INTERNAL_MEMBERS.filter((name) => !taken.has(name));
if (unused.length) throw new Error(`INTERNAL_MEMBERS names what no file uses (take it out): ${unused.join(', ')}`);
const reserved = [...taken].filter((name) => !INTERNAL_PATTERN.test(name));
// One cache for every file: a member has the same short name in each.
const memberCache = {};
for (const file of finished) {
  const path = resolve(root, file);
  const map = JSON.parse(readFileSync(`${path}.map`, 'utf8'));
  const code = /** @type {string} */ (codeOf.get(file));
  const out = await terser(code, {
    module: true,
    // The build's target: terser keeps (and may use) what ES2022 has, class fields and static blocks included.
    ecma: 2022,
    compress: {passes: 2},
    mangle: {properties: {regex: INTERNAL_PATTERN, reserved, cache: memberCache}},
    nameCache: sharedNames(file, code),
    format: {comments: false},
    sourceMap: {content: map, filename: map.file},
  });
  if (!out.code || typeof out.map !== 'string') throw new Error(`terser gave nothing for ${file}`);
  const left = [...propertyNames(out.code, false)].filter((name) => INTERNAL_PATTERN.test(name));
  if (left.length) throw new Error(`${file} still names ${left.join(', ')} (an access terser cannot rename, or an export): take it out of INTERNAL_MEMBERS`);
  writeFileSync(path, out.code);
  writeFileSync(`${path}.map`, out.map);
}

// The page's stylesheet (src/site-widgets.css): the space of each element
// before its script runs. Comments and whitespace go; nothing else changes.
const pageCss = readFileSync(resolve(root, 'src/site-widgets.css'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\s*([{};,>])\s*/g, '$1')
  .replace(/([^\s]):\s+/g, '$1:')
  .replace(/;}/g, '}')
  .trim();
writeFileSync(resolve(root, 'dist/site-widgets.css'), `${pageCss}\n`);
console.log(`dist/site-widgets.css (${pageCss.length} B): the space of each element before its script runs`);
