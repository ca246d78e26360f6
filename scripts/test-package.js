#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:package` (issue 15, point 1): the package as a developer gets
 * it, proven from its tarball, in the four stacks it is made for.
 *
 * 1. Builds (unless `--no-build`: CI runs this after `npm test` has built),
 *    then `npm pack`s into a temporary folder and checks the tarball itself:
 *    no sources, tests or demo in it; every `exports`, `types`, `main`,
 *    `bin`, `customElements` and `web-types` target in it; every
 *    `sideEffects` pattern for dist/ matching a shipped file.
 * 2. Creates four fresh projects under os.tmpdir(), as `npm create vite`
 *    makes them today (versions pinned below): plain Vite with TypeScript,
 *    React 19 with TypeScript, Vue 3 with vue-tsc, Svelte 5 with
 *    svelte-check, each starting with its two lines of the README's "Use it
 *    in your stack" (checked against the README). Each installs the tarball
 *    and its framework from the registry only, all four at once, through
 *    npm's one shared cache. Then, in the installed package: every source
 *    map self-contained (each source's text in `sourcesContent`, or the
 *    source shipped), the manifest naming only modules the package has, the
 *    `site-widgets` bin running.
 * 3. Type-checks each project once: a page with the provider and three
 *    elements with correct attributes must pass, and a second file with
 *    wrong ones (`limit="abc"`, `layout="sideways"`; plain TypeScript: the
 *    properties) must fail, with an error on each wrong attribute's own line
 *    that names it and no error anywhere else. Builds each with Vite.
 * 4. Serves each built app with a small Node server that forwards `/api/`
 *    and `/media/` through the package's own proxy (`site-widgets/proxy`,
 *    `site-widgets/proxy/node`, from the installed tarball) to the demo API
 *    (demo/api/server.js, on a free port), and loads it in headless Chromium
 *    (puppeteer-core and the system's browser, never a download): the titles
 *    the demo API holds (asked through the package's client,
 *    `site-widgets/api/client.js`, in Node) must appear in each element's
 *    shadow root, with no error in the console; React, Vue and Svelte show
 *    the `site-load` event's count through their typed listener; the plain app's
 *    second page imports one element's module (`site-widgets/elements/…`)
 *    and must not define the others.
 *
 * Flags: `--no-build` (use dist/ as it is), `--keep` (keep the temporary
 * projects; they are kept on failure anyway), `--only=react,vue` (some stacks).
 */
import {spawn} from 'node:child_process';
import {createServer} from 'node:http';
import {createRequire} from 'node:module';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, extname, join, normalize, relative, resolve, sep} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {performance} from 'node:perf_hooks';
import puppeteer from 'puppeteer-core';
import {chromiumArgs, findChromium} from './browser.js';
import {startDemoApiServer} from '../demo/api/server.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const keep = args.includes('--keep');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');

/**
 * The versions a fresh `npm create vite@9.3.0` project gets (its templates'
 * ranges, pinned to what they resolve to), so the package is proven where a
 * new app starts. TypeScript 7 (the native compiler) for plain and React,
 * TypeScript 6 where vue-tsc and svelte-check need its JavaScript API; the
 * repository itself builds with 5.9. Vite as the repository has it, so a
 * warm npm cache serves it.
 */
const V = {
  vite: '8.3.8',
  typescript7: '7.0.2',
  typescript6: '6.0.3',
  react: '19.3.1',
  reactDom: '19.3.1',
  typesReact: '19.3.0',
  typesReactDom: '19.3.0',
  pluginReact: '6.3.0',
  vue: '3.5.45',
  vueTsc: '3.3.14',
  pluginVue: '6.0.11',
  vueTsconfig: '0.9.1',
  svelte: '5.57.3',
  svelteCheck: '4.7.8',
  pluginSvelte: '7.3.1',
  tsconfigSvelte: '5.0.8',
};

/** The demo site's key; its proxy adds the demo API's token on the server. */
const SITE = 'demo';
const API_KEY = 'demo-token';
const PAGE_SLUG = 'about';
const EVENTS = 3;
const NEWS = 2;

/**
 * What the wrong file of each framework stack gets wrong, each on a line of
 * its own: a number attribute given text, an enum attribute a value it does
 * not have. Its errors must be on these lines and name them.
 */
const WRONG_ATTRIBUTES = ['limit', 'layout'];

// ---------------------------------------------------------------------------
// The four projects: each renders its pages; `wrong` is only type-checked.

const html = (title, body) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title}</title>
  </head>
  <body>
${body}
  </body>
</html>
`;

const appTsconfig = (extra = {}) =>
  JSON.stringify(
    {
      compilerOptions: {
        target: 'es2023',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'esnext',
        types: ['vite/client'],
        allowArbitraryExtensions: true,
        skipLibCheck: true,
        moduleResolution: 'bundler',
        allowImportingTsExtensions: true,
        verbatimModuleSyntax: true,
        moduleDetection: 'force',
        noEmit: true,
        strict: true,
        noUnusedLocals: true,
        noUnusedParameters: true,
        erasableSyntaxOnly: true,
        noFallthroughCasesInSwitch: true,
        ...extra,
      },
      include: ['src'],
    },
    null,
    2,
  );

/**
 * The lines each stack's block of the README's "Use it in your stack" gives,
 * at the top of the file it names: the projects start with exactly these,
 * and the test fails when the README no longer says them.
 * @type {Record<string, {file: string, lines: string[]}>}
 */
const README_LINES = {
  vanilla: {file: 'src/main.ts', lines: [`import 'site-widgets';`, `import 'site-widgets/site-widgets.css';`]},
  react: {file: 'src/main.tsx', lines: ['/// <reference types="site-widgets/types/react" />', `import 'site-widgets';`]},
  vue: {file: 'src/main.ts', lines: ['/// <reference types="site-widgets/types/vue" />', `import 'site-widgets';`]},
  svelte: {file: 'src/main.ts', lines: ['/// <reference types="site-widgets/types/svelte" />', `import 'site-widgets';`]},
};
/** @param {keyof typeof README_LINES} stack */
const readmeLines = (stack) => README_LINES[stack].lines.join('\n') + '\n';

/**
 * @typedef {{
 *   name: keyof typeof README_LINES,
 *   title: string,
 *   files: Record<string, string>,
 *   pages: {path: string, tags: string[], notDefined?: string[]}[],
 *   wrong: string,
 *   wrongNames: string[],
 *   check: string[],
 *   checkFormat: 'tsc' | 'svelte',
 * }} Stack
 */

/** The elements every app shows, and what their shadow roots must hold (see `expected`). */
const SHOWN = ['site-events', 'site-news', 'site-page'];

/** @type {Stack[]} */
const STACKS = /** @type {Stack[]} */ ([
  {
    name: 'vanilla',
    title: 'plain Vite + TypeScript 7',
    files: {
      'package.json': pkg('vanilla', {'site-widgets': 'TARBALL'}, {typescript: V.typescript7, vite: V.vite}),
      // Markup as a designer writes it, the README's two lines in the entry module.
      'index.html': html(
        'site-widgets in plain Vite',
        `    <site-content-provider site-key="${SITE}">
      <site-events upcoming limit="${EVENTS}" layout="grid" href="/event.html?slug={slug}"></site-events>
      <site-news limit="5" dir="desc"></site-news>
      <site-page slug="${PAGE_SLUG}"></site-page>
    </site-content-provider>
    <script type="module" src="/src/main.ts"></script>`,
      ),
      // A second page that imports only the elements it shows, one module each
      // (the \`./elements/*.js\` export): the others must not be in its bundle.
      'one.html': html(
        'one element',
        `    <site-content-provider site-key="${SITE}">
      <site-news limit="${NEWS}"></site-news>
    </site-content-provider>
    <script type="module" src="/src/one.ts"></script>`,
      ),
      'vite.config.ts': `import {defineConfig} from 'vite';

export default defineConfig({build: {rolldownOptions: {input: ['index.html', 'one.html']}}});
`,
      'tsconfig.json': appTsconfig(),
      'src/main.ts': `${readmeLines('vanilla')}
// Typed through HTMLElementTagNameMap: the element's own properties.
const news = document.querySelector('site-news')!;
news.limit = ${NEWS};
news.direction = 'desc';
document.querySelector('site-events')!.addEventListener('site-load', (event) => console.log(event.type));
`,
      'src/one.ts': `import 'site-widgets/elements/site-content-provider.js';
import 'site-widgets/elements/site-news.js';
import 'site-widgets/site-widgets.css';
`,
      'src/wrong.ts': `import type {SiteEvents} from 'site-widgets/elements/site-events.js';

const events: SiteEvents = document.querySelector('site-events')!;
events.limit = 'abc';
events.direction = 'sideways';
`,
    },
    pages: [
      {path: '/', tags: SHOWN},
      {path: '/one.html', tags: ['site-news'], notDefined: ['site-events', 'site-page', 'site-search']},
    ],
    wrong: 'src/wrong.ts',
    wrongNames: ['limit', 'direction'],
    check: ['node_modules/.bin/tsc', '-p', 'tsconfig.json', '--pretty', 'false'],
    checkFormat: 'tsc',
  },
  {
    name: 'react',
    title: 'React 19 + TypeScript 7',
    files: {
      'package.json': pkg(
        'react',
        {'site-widgets': 'TARBALL', react: V.react, 'react-dom': V.reactDom},
        {'@types/react': V.typesReact, '@types/react-dom': V.typesReactDom, '@vitejs/plugin-react': V.pluginReact, typescript: V.typescript7, vite: V.vite},
      ),
      'index.html': html('site-widgets in React', `    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>`),
      'vite.config.ts': `import react from '@vitejs/plugin-react';
import {defineConfig} from 'vite';

export default defineConfig({plugins: [react()]});
`,
      'tsconfig.json': appTsconfig({jsx: 'react-jsx'}),
      'src/main.tsx': `${readmeLines('react')}import 'site-widgets/site-widgets.css';
import {StrictMode} from 'react';
import {createRoot} from 'react-dom/client';
import App from './App.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
      // \`direction\`, the property: JSX types give \`dir\` HTML's text direction (README).
      'src/App.tsx': `import {useState} from 'react';

export default function App() {
  const [count, setCount] = useState<number>();
  return (
    <site-content-provider site-key="${SITE}">
      <site-events upcoming limit={${EVENTS}} layout="grid" href="/event.html?slug={slug}" onsite-load={(e) => setCount(e.detail.count)}></site-events>
      <site-news limit={${NEWS}} direction="desc"></site-news>
      <site-page slug="${PAGE_SLUG}"></site-page>
      <p>{count ?? 'loading'}</p>
    </site-content-provider>
  );
}
`,
      'src/Wrong.tsx': `export function Wrong() {
  return (
    <site-content-provider site-key="${SITE}">
      <site-events
        limit="abc"
        layout="sideways"
      ></site-events>
    </site-content-provider>
  );
}
`,
    },
    pages: [{path: '/', tags: SHOWN}],
    wrong: 'src/Wrong.tsx',
    wrongNames: WRONG_ATTRIBUTES,
    check: ['node_modules/.bin/tsc', '-p', 'tsconfig.json', '--pretty', 'false'],
    checkFormat: 'tsc',
  },
  {
    name: 'vue',
    title: 'Vue 3 + vue-tsc (TypeScript 6)',
    files: {
      'package.json': pkg(
        'vue',
        {'site-widgets': 'TARBALL', vue: V.vue},
        {'@vitejs/plugin-vue': V.pluginVue, '@vue/tsconfig': V.vueTsconfig, typescript: V.typescript6, vite: V.vite, 'vue-tsc': V.vueTsc},
      ),
      'index.html': html('site-widgets in Vue', `    <div id="app"></div>\n    <script type="module" src="/src/main.ts"></script>`),
      'vite.config.ts': `import vue from '@vitejs/plugin-vue';
import {defineConfig} from 'vite';

export default defineConfig({
  plugins: [vue({template: {compilerOptions: {isCustomElement: (tag) => tag.startsWith('site-')}}})],
});
`,
      'tsconfig.json': JSON.stringify(
        {
          extends: '@vue/tsconfig/tsconfig.dom.json',
          compilerOptions: {
            types: ['vite/client'],
            allowArbitraryExtensions: true,
            noUnusedLocals: true,
            noUnusedParameters: true,
            erasableSyntaxOnly: true,
            noFallthroughCasesInSwitch: true,
          },
          include: ['src/**/*.ts', 'src/**/*.vue'],
        },
        null,
        2,
      ),
      'src/main.ts': `${readmeLines('vue')}import 'site-widgets/site-widgets.css';
import {createApp} from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
`,
      'src/App.vue': `<script setup lang="ts">
import {ref} from 'vue';

const count = ref<number>();
</script>

<template>
  <site-content-provider site-key="${SITE}">
    <site-events upcoming :limit="${EVENTS}" layout="grid" href="/event.html?slug={slug}" @site-load="(e) => (count = e.detail.count)"></site-events>
    <site-news :limit="${NEWS}" dir="desc"></site-news>
    <site-page slug="${PAGE_SLUG}"></site-page>
    <p>{{ count ?? 'loading' }}</p>
  </site-content-provider>
</template>
`,
      'src/Wrong.vue': `<template>
  <site-content-provider site-key="${SITE}">
    <site-events
      limit="abc"
      layout="sideways"
    ></site-events>
  </site-content-provider>
</template>
`,
    },
    pages: [{path: '/', tags: SHOWN}],
    wrong: 'src/Wrong.vue',
    wrongNames: WRONG_ATTRIBUTES,
    check: ['node_modules/.bin/vue-tsc', '-p', 'tsconfig.json', '--noEmit', '--pretty', 'false'],
    checkFormat: 'tsc',
  },
  {
    name: 'svelte',
    title: 'Svelte 5 + svelte-check (TypeScript 6)',
    files: {
      'package.json': pkg(
        'svelte',
        {'site-widgets': 'TARBALL'},
        {'@sveltejs/vite-plugin-svelte': V.pluginSvelte, '@tsconfig/svelte': V.tsconfigSvelte, svelte: V.svelte, 'svelte-check': V.svelteCheck, typescript: V.typescript6, vite: V.vite},
      ),
      'index.html': html('site-widgets in Svelte', `    <div id="app"></div>\n    <script type="module" src="/src/main.ts"></script>`),
      'vite.config.ts': `import {svelte} from '@sveltejs/vite-plugin-svelte';
import {defineConfig} from 'vite';

export default defineConfig({plugins: [svelte()]});
`,
      'svelte.config.js': `/** @type {import("@sveltejs/vite-plugin-svelte").SvelteConfig} */\nexport default {};\n`,
      'tsconfig.json': JSON.stringify(
        {
          extends: '@tsconfig/svelte/tsconfig.json',
          compilerOptions: {
            target: 'es2023',
            module: 'esnext',
            types: ['svelte', 'vite/client'],
            allowArbitraryExtensions: true,
            noEmit: true,
            allowJs: true,
            checkJs: true,
            moduleDetection: 'force',
          },
          include: ['src/**/*.ts', 'src/**/*.js', 'src/**/*.svelte'],
        },
        null,
        2,
      ),
      'src/main.ts': `${readmeLines('svelte')}import 'site-widgets/site-widgets.css';
import {mount} from 'svelte';
import App from './App.svelte';

export default mount(App, {target: document.getElementById('app')!});
`,
      // \`{slug}\` in an attribute is a Svelte expression: the href template goes in as a string.
      'src/App.svelte': `<script lang="ts">
  let count = $state<number>();
</script>

<site-content-provider site-key="${SITE}">
  <site-events upcoming limit={${EVENTS}} layout="grid" href={'/event.html?slug={slug}'} onsite-load={(e) => (count = e.detail.count)}></site-events>
  <site-news limit={${NEWS}} dir="desc"></site-news>
  <site-page slug="${PAGE_SLUG}"></site-page>
  <p>{count ?? 'loading'}</p>
</site-content-provider>
`,
      'src/Wrong.svelte': `<site-content-provider site-key="${SITE}">
  <site-events
    limit="abc"
    layout="sideways"
  ></site-events>
</site-content-provider>
`,
    },
    pages: [{path: '/', tags: SHOWN}],
    wrong: 'src/Wrong.svelte',
    wrongNames: WRONG_ATTRIBUTES,
    check: ['node_modules/.bin/svelte-check', '--tsconfig', './tsconfig.json', '--output', 'machine-verbose', '--fail-on-warnings'],
    checkFormat: 'svelte',
  },
]).filter((s) => !only || only.includes(s.name));

/**
 * @param {string} name
 * @param {Record<string, string>} dependencies
 * @param {Record<string, string>} devDependencies
 */
function pkg(name, dependencies, devDependencies) {
  return JSON.stringify({name: `site-widgets-in-${name}`, private: true, version: '0.0.0', type: 'module', dependencies, devDependencies}, null, 2);
}

// ---------------------------------------------------------------------------
// Running commands.

/** npm as the one running this script, else the one on the PATH. */
const NPM = process.env.npm_execpath && /npm-cli\.js$/.test(process.env.npm_execpath) ? [process.execPath, process.env.npm_execpath] : ['npm'];

/**
 * The environment of the projects' commands: the caller's, without the
 * `npm_*` variables `npm run` sets for this repository (its package, its
 * prefix), but with the settings of where to fetch from and cache.
 */
const KEEP_NPM = /^npm_config_(cache|registry|userconfig|globalconfig|cafile|strict_ssl|proxy|https_proxy|noproxy|fetch_.*)$/i;
const childEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) || KEEP_NPM.test(k)));

/**
 * @param {string} cmd
 * @param {string[]} argv
 * @param {{cwd?: string}} [options]
 * @returns {Promise<{code: number, out: string, ms: number}>}
 */
function run(cmd, argv, {cwd = root} = {}) {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(cmd, argv, {cwd, env: {...childEnv, FORCE_COLOR: '0', NO_COLOR: '1', CI: process.env.CI ?? '1'}, stdio: ['ignore', 'pipe', 'pipe']});
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (err) => done({code: -1, out: out + String(err), ms: performance.now() - started}));
    child.on('close', (code) => done({code: code ?? -1, out, ms: performance.now() - started}));
  });
}

const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
const t0 = performance.now();
/** @type {string[]} */
const phases = [];
let lastMark = t0;
/** @param {string} name the phase that ends now */
const mark = (name) => {
  const now = performance.now();
  phases.push(`${name} ${secs(now - lastMark)}`);
  lastMark = now;
};
/** @type {string[]} */
const failures = [];
/** @param {string} what */
const fail = (what) => {
  failures.push(what);
  console.log(`  FAIL ${what}`);
};
/** @param {string} what */
const ok = (what) => console.log(`  ok   ${what}`);

// ---------------------------------------------------------------------------
// 1. Build and pack.

const tmp = mkdtempSync(join(tmpdir(), 'site-widgets-package-'));
console.log(`== temporary projects in ${tmp}`);

if (build) {
  console.log('== npm run build');
  const r = await run(NPM[0], [...NPM.slice(1), 'run', '-s', 'build']);
  if (r.code !== 0) {
    console.error(r.out);
    throw new Error('npm run build failed');
  }
  mark('build');
} else if (!existsSync(join(root, 'dist/lib/index.js'))) {
  throw new Error('--no-build, but there is no dist/: run `npm run build` first.');
}

console.log('== npm pack');
const packed = await run(NPM[0], [...NPM.slice(1), 'pack', '--json', '--pack-destination', tmp]);
if (packed.code !== 0) {
  console.error(packed.out);
  throw new Error('npm pack failed');
}
/** @type {{filename: string, size: number, unpackedSize: number, entryCount: number, files: {path: string, size: number}[]}} */
const pack = JSON.parse(packed.out.slice(packed.out.indexOf('[')))[0];
const tarball = join(tmp, pack.filename);
const shipped = new Set(pack.files.map((f) => f.path));
console.log(`  ${pack.filename}: ${pack.entryCount} files, ${(pack.size / 1024).toFixed(0)} KB packed, ${(pack.unpackedSize / 1024).toFixed(0)} KB unpacked`);

// ---------------------------------------------------------------------------
// 2. The tarball's file list against package.json.

console.log('== what the tarball ships');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

const needless = [...shipped].filter((p) => /^(src|test|demo|bench|scripts|coverage|node_modules)\//.test(p) || (/\.(ts|tsx|mts)$/.test(p) && !/\.d\.ts$/.test(p)) || /\.test\./.test(p));
if (needless.length) fail(`ships what no user needs: ${needless.slice(0, 8).join(', ')}${needless.length > 8 ? ` and ${needless.length - 8} more` : ''}`);
else ok('no sources, tests, demo or scripts');
// The license package.json names, with its text (npm packs LICENSE whatever `files` says).
if (manifest.license && !shipped.has('LICENSE')) fail(`package.json says ${manifest.license}, but no LICENSE ships`);
else ok(`the ${manifest.license} license text`);

/** @param {string} target a path as package.json writes it (`./dist/…`) */
const inPackage = (target) => shipped.has(normalize(target).split(sep).join('/').replace(/^\.\//, ''));

/**
 * Every target of `exports`, expanded: `*` by each element's tag for the
 * elements pattern.
 * @param {unknown} value
 * @param {string} key
 * @returns {[string, string][]} [export key, target]
 */
function exportTargets(value, key) {
  if (typeof value === 'string') return [[key, value]];
  if (value && typeof value === 'object') return Object.values(value).flatMap((v) => exportTargets(v, key));
  return [];
}
const tags = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'))
  .modules.flatMap((m) => m.declarations ?? [])
  .filter((d) => d.customElement && d.tagName)
  .map((d) => d.tagName);
const missingTargets = [];
for (const [key, target] of Object.entries(manifest.exports).flatMap(([k, v]) => exportTargets(v, k))) {
  const expanded = target.includes('*') ? (key === './elements/*.js' ? tags : []).map((tag) => target.replaceAll('*', tag)) : [target];
  if (target.includes('*') && !expanded.length) missingTargets.push(`${key}: a pattern this test does not know`);
  for (const file of expanded) if (!inPackage(file)) missingTargets.push(`${key} -> ${file}`);
}
for (const field of ['main', 'module', 'types', 'customElements']) if (manifest[field] && !inPackage(manifest[field])) missingTargets.push(`${field} -> ${manifest[field]}`);
for (const file of Object.values(typeof manifest.bin === 'string' ? {bin: manifest.bin} : manifest.bin ?? {})) if (!inPackage(file)) missingTargets.push(`bin -> ${file}`);
for (const file of [manifest['web-types']].flat().filter(Boolean)) if (!inPackage(file)) missingTargets.push(`web-types -> ${file}`);
for (const file of [manifest.contributes?.html?.customData ?? []].flat()) if (!inPackage(file)) missingTargets.push(`html.customData -> ${file}`);
if (missingTargets.length) fail(`points at files the tarball lacks: ${missingTargets.join('; ')}`);
else ok(`every exports, types, main, bin and customElements target is in it (${tags.length} elements)`);

/** @param {string} glob a sideEffects pattern: `*` within a segment, `**` across */
const globRegExp = (glob) =>
  new RegExp(
    '^' +
      glob
        .replace(/^\.\//, '')
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*\//g, '\u0000')
        .replace(/\*/g, '[^/]*')
        .replace(/\u0000/g, '(?:.*/)?') +
      '$',
  );
if (Array.isArray(manifest.sideEffects)) {
  // The ./src/ patterns are for the repository's own bundle build (Vite reads them from src/); the package's are ./dist/.
  const patterns = manifest.sideEffects.filter((/** @type {string} */ g) => !g.startsWith('./src/'));
  const stale = patterns.filter((/** @type {string} */ g) => ![...shipped].some((p) => globRegExp(g).test(p)));
  if (stale.length) fail(`sideEffects names files the tarball lacks: ${stale.join(', ')}`);
  else ok(`every sideEffects pattern for dist/ matches shipped files (${patterns.length})`);
}

mark('pack');

// ---------------------------------------------------------------------------
// 3. Four fresh projects, installed at once.

console.log(`== installing the tarball into ${STACKS.length} fresh projects (npm ${(await run(NPM[0], [...NPM.slice(1), '--version'])).out.trim()}, shared cache)`);
for (const stack of STACKS) {
  const dir = join(tmp, stack.name);
  for (const [file, text] of Object.entries(stack.files)) {
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    writeFileSync(join(dir, file), text.replace('"TARBALL"', JSON.stringify(`file:${relative(dir, tarball).split(sep).join('/')}`)));
  }
}
const installs = await Promise.all(
  STACKS.map((s) => run(NPM[0], [...NPM.slice(1), 'install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {cwd: join(tmp, s.name)})),
);
STACKS.forEach((s, i) => {
  if (installs[i].code !== 0) fail(`${s.name}: npm install failed:\n${installs[i].out}`);
  else ok(`${s.name}: installed in ${secs(installs[i].ms)}`);
});
mark('install');
if (installs.some((r) => r.code !== 0)) finish();

/** The package as npm installed it in the first project. */
const installed = join(tmp, STACKS[0].name, 'node_modules/site-widgets');

// ---------------------------------------------------------------------------
// 4. What is inside the files: source maps, the manifest, the README's lines.

console.log('== inside the shipped files');
{
  const maps = [...shipped].filter((p) => p.endsWith('.map'));
  const broken = [];
  for (const map of maps) {
    const {sources = [], sourcesContent = [], sourceRoot = ''} = JSON.parse(readFileSync(join(installed, map), 'utf8'));
    sources.forEach((/** @type {string} */ source, /** @type {number} */ i) => {
      if (typeof sourcesContent[i] === 'string') return;
      const file = relative(installed, resolve(installed, dirname(map), sourceRoot, source)).split(sep).join('/');
      if (!shipped.has(file)) broken.push(`${map}: ${source}`);
    });
  }
  if (broken.length) fail(`${broken.length} source-map sources are neither embedded nor shipped, e.g. ${broken.slice(0, 3).join('; ')}`);
  else ok(`${maps.length} source maps, each source embedded or shipped`);

  // Every module the manifest names (module paths, declarations' and exports' references) is a file of the package.
  const cem = JSON.parse(readFileSync(join(installed, manifest.customElements), 'utf8'));
  const named = new Set();
  const visit = (/** @type {any} */ node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    if (typeof node.module === 'string' && !node.package) named.add(node.module);
    Object.values(node).forEach(visit);
  };
  for (const mod of cem.modules ?? []) {
    named.add(mod.path);
    visit(mod.declarations);
    visit(mod.exports);
  }
  const absent = [...named].filter((p) => !shipped.has(p));
  if (absent.length) fail(`the manifest names ${absent.length} modules the package does not ship, e.g. ${absent.slice(0, 3).join(', ')}`);
  else ok(`the manifest (${manifest.customElements}) names ${named.size} modules, all in the package`);

  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = /^## Use it in your stack\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1];
  const stale = Object.entries(README_LINES).flatMap(([name, {lines}]) => lines.filter((l) => !section?.includes(l)).map((l) => `${name}: ${l}`));
  if (!section) fail('README has no "Use it in your stack" section');
  else if (stale.length) fail(`the projects use lines the README's "Use it in your stack" does not give: ${stale.join('; ')}`);
  else ok('the projects use the README\'s lines for each stack');

  const cli = await run(join(tmp, STACKS[0].name, 'node_modules/.bin/site-widgets'), ['--help'], {cwd: join(tmp, STACKS[0].name)});
  if (cli.code !== 0 || !/proxy/.test(cli.out)) fail(`npx site-widgets --help (the package's bin) exited ${cli.code}:\n${cli.out}`);
  else ok('npx site-widgets --help runs the proxy CLI from the package');
}

// ---------------------------------------------------------------------------
// 5. Type checks and Vite builds, every project at once.

/**
 * @typedef {{file: string, line: number, col: number, message: string}} Diagnostic
 */

/**
 * @param {string} out
 * @param {Stack['checkFormat']} format
 * @param {string} dir
 * @returns {Diagnostic[]}
 */
function diagnostics(out, format, dir) {
  /** @type {Diagnostic[]} */
  const found = [];
  if (format === 'svelte') {
    for (const line of out.split('\n')) {
      const json = /^\d+ (\{.*\})$/.exec(line.trim())?.[1];
      if (!json) continue;
      const d = JSON.parse(json);
      if (d.type !== 'ERROR' && d.type !== 'WARNING') continue;
      found.push({file: relative(dir, resolve(dir, d.filename)).split(sep).join('/'), line: d.start.line + 1, col: d.start.character + 1, message: `${d.type}: ${d.message}`});
    }
    return found;
  }
  for (const line of out.split('\n')) {
    const m = /^(.+?)\((\d+),(\d+)\): error (TS\d+: .*)$/.exec(line);
    if (m) found.push({file: relative(dir, resolve(dir, m[1])).split(sep).join('/'), line: Number(m[2]), col: Number(m[3]), message: m[4]});
    else if (found.length && /^\s+\S/.test(line)) found[found.length - 1].message += `\n${line}`;
    else if (/error TS\d+/.test(line)) found.push({file: '?', line: 0, col: 0, message: line});
  }
  return found;
}

console.log('== type checks (the page must pass, the wrong attributes must fail) and Vite builds');
const checked = await Promise.all(
  STACKS.map(async (stack) => {
    const dir = join(tmp, stack.name);
    const [check, built] = await Promise.all([run(join(dir, stack.check[0]), stack.check.slice(1), {cwd: dir}), run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {cwd: dir})]);
    return {stack, dir, check, built};
  }),
);
for (const {stack, dir, check, built} of checked) {
  const found = diagnostics(check.out, stack.checkFormat, dir);
  const wrongSource = readFileSync(join(dir, stack.wrong), 'utf8').split('\n');
  const elsewhere = found.filter((d) => d.file !== stack.wrong);
  const inWrong = found.filter((d) => d.file === stack.wrong);
  /** The line of each wrong attribute, and whether an error there names it. */
  const perName = stack.wrongNames.map((name) => {
    const line = wrongSource.findIndex((l) => new RegExp(`(^|[\\s.:])${name}\\b`).test(l) && !/^\s*</.test(l)) + 1;
    // The message names it, or the error is at it (`limit=`, `:limit=`, `events.limit =`).
    const at = (/** @type {Diagnostic} */ d) => /^[\w$.:-]*/.exec(wrongSource[line - 1]?.slice(d.col - 1) ?? '')?.[0] ?? '';
    const named = inWrong.some((d) => d.line === line && (d.message.includes(`'${name}'`) || d.message.includes(`"${name}"`) || new RegExp(`(^|[.:])${name}$`).test(at(d))));
    return {name, line, named};
  });
  const stray = inWrong.filter((d) => !perName.some((p) => p.line === d.line));
  const label = `${stack.name} (${stack.title})`;
  if (elsewhere.length) fail(`${label}: the correct page does not type-check:\n${elsewhere.map((d) => `    ${d.file}:${d.line}:${d.col} ${d.message}`).join('\n')}`);
  else if (check.code === 0 || !inWrong.length) fail(`${label}: the wrong attributes pass the type check (${stack.check.join(' ')} exited ${check.code}):\n${check.out.slice(-1500)}`);
  else if (perName.some((p) => !p.named) || stray.length)
    fail(
      `${label}: the type check fails, but not (only) on the wrong attributes: expected an error naming each of ${perName
        .map((p) => `${p.name} (line ${p.line})`)
        .join(', ')}; got:\n${inWrong.map((d) => `    ${d.file}:${d.line}:${d.col} ${d.message}`).join('\n')}`,
    );
  else ok(`${label}: page type-checks; ${stack.wrong} fails on ${stack.wrongNames.join(' and ')} (${secs(check.ms)})`);
  if (built.code !== 0) fail(`${label}: vite build failed:\n${built.out}`);
  else {
    const warnings = built.out.trim();
    ok(`${label}: vite build (${secs(built.ms)})${warnings ? `, with output:\n${warnings.replace(/^/gm, '    ')}` : ''}`);
  }
}
mark('type checks and Vite builds');

// ---------------------------------------------------------------------------
// 6. Each built app in headless Chromium, against the demo API through the package's proxy.

console.log('== the built apps in headless Chromium, through site-widgets/proxy/node to the demo API');
const requireIn = createRequire(join(tmp, STACKS[0].name, 'package.json'));
/** @param {string} specifier resolved as the first project's own code would */
const importInstalled = (specifier) => import(pathToFileURL(requireIn.resolve(specifier)).href);
const [{createSiteProxy}, {toNodeListener}, {createSiteClient, localized}] = await Promise.all([
  importInstalled('site-widgets/proxy'),
  importInstalled('site-widgets/proxy/node'),
  importInstalled('site-widgets/api/client.js'),
]);
const api = await startDemoApiServer({port: 0});
const proxy = toNodeListener(createSiteProxy({siteKey: SITE, apiKey: API_KEY, upstream: api.url, mediaBase: `${api.url}/media/`}));

const TYPES = {'.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.map': 'application/json', '.woff2': 'font/woff2', '.png': 'image/png'};
/**
 * A built app's folder on a free port, with the package's proxy for /api/ and /media/.
 * @param {string} dist
 * @returns {Promise<{url: string, close: () => void}>}
 */
function serve(dist) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
    if (path.startsWith('/api/') || path.startsWith('/media/')) return void proxy(req, res);
    const file = normalize(join(dist, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(dist + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(path === '/favicon.ico' ? 204 : 404).end();
      return;
    }
    res.writeHead(200, {'content-type': TYPES[extname(file)] ?? 'application/octet-stream'}).end(readFileSync(file));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({url: `http://127.0.0.1:${/** @type {any} */ (server.address()).port}/`, close: () => (server.closeAllConnections(), server.close())})));
}

// What the elements must show, asked through the package's own client, through the proxy.
const servers = await Promise.all(checked.map(({dir}) => serve(join(dir, 'dist'))));
const client = createSiteClient({baseUrl: servers[0].url.slice(0, -1), siteKey: SITE});
const [site, events, news, page] = await Promise.all([
  client.site(),
  client.events({upcoming: true, dir: 'asc', limit: EVENTS, page: 0}),
  client.news({dir: 'desc', limit: NEWS, page: 0}),
  client.page(PAGE_SLUG),
]);
const title = (/** @type {any} */ record) => localized(record, 'title', 'en', site.defaultLocale ?? 'en');
/** @type {Record<string, string[]>} tag → the texts its shadow root must hold */
const expected = {
  'site-events': events.records.map(title),
  'site-news': news.records.map(title),
  'site-page': [title(page)],
};
if (expected['site-events'].length !== EVENTS || expected['site-news'].length !== NEWS || expected['site-events'].concat(expected['site-news'], expected['site-page']).some((t) => !t))
  fail(`the demo API did not give the titles to look for: ${JSON.stringify(expected)}`);

const browser = await puppeteer.launch({executablePath: findChromium(), headless: true, args: chromiumArgs});
try {
  const visits = checked.flatMap(({stack}, i) => stack.pages.map((page) => ({stack, page, url: new URL(page.path, servers[i].url).href})));
  await Promise.all(
    visits.map(async ({stack, page, url}) => {
      const label = `${stack.name} (${stack.title}) ${page.path}`;
      const want = Object.fromEntries(page.tags.map((tag) => [tag, expected[tag]]));
      const tab = await browser.newPage();
      /** @type {string[]} */
      const errors = [];
      tab.on('pageerror', (err) => errors.push(`page error: ${err instanceof Error ? err.message : String(err)}`));
      tab.on('console', (msg) => msg.type() === 'error' && errors.push(`console: ${msg.text()}`));
      tab.on('requestfailed', (req) => errors.push(`request failed: ${req.url()} ${req.failure()?.errorText}`));
      tab.on('response', (res) => res.status() >= 400 && errors.push(`HTTP ${res.status()}: ${res.url()}`));
      const started = performance.now();
      await tab.goto(url, {waitUntil: 'load'});
      /** Each element's shadow root's text (light DOM slotted into it included), and the app's own line (the event's count). */
      const seen = () =>
        tab.evaluate((tags) => {
          /** @param {Node} node */
          const text = (node) => {
            if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
            const el = /** @type {Element} */ (node);
            let s = el.shadowRoot ? text(el.shadowRoot) : '';
            for (const child of node.childNodes) s += text(child);
            return s;
          };
          const shadow = Object.fromEntries(
            tags.map((tag) => {
              const el = document.querySelector(tag);
              return [tag, el?.shadowRoot ? text(el.shadowRoot).replace(/\s+/g, ' ') : null];
            }),
          );
          /** What the framework set on each element, for the failure message. */
          const props = Object.fromEntries(
            tags.map((tag) => {
              const el = /** @type {any} */ (document.querySelector(tag));
              return [tag, el && Object.fromEntries(['upcoming', 'limit', 'direction', 'slug'].filter((k) => el[k] !== undefined).map((k) => [k, el[k]]))];
            }),
          );
          return {shadow, props, count: document.querySelector('site-content-provider > p')?.textContent ?? null};
        }, page.tags);
      const missingOf = (/** @type {Awaited<ReturnType<typeof seen>>} */ got) =>
        Object.entries(want).flatMap(([tag, titles]) => titles.filter((w) => !got.shadow[tag]?.includes(w)).map((w) => `${tag}: "${w}"`));
      const deadline = performance.now() + 15_000;
      let got = await seen();
      while ((missingOf(got).length || got.count === 'loading') && performance.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        got = await seen();
      }
      const missing = missingOf(got);
      const defined = await tab.evaluate((tags) => tags.filter((tag) => customElements.get(tag)), page.notDefined ?? []);
      const titles = Object.values(want).flat().length;
      if (missing.length) fail(`${label}: the page does not show ${missing.join(', ')}; it shows:\n${JSON.stringify(got, null, 2)}${errors.length ? `\n${errors.join('\n')}` : ''}`);
      else if (got.count !== null && got.count !== String(events.records.length))
        fail(`${label}: the app's site-load listener shows ${JSON.stringify(got.count)}, not the event's detail.count (${events.records.length} events shown)`);
      else if (defined.length) fail(`${label}: imports only ${page.tags.join(', ')}, but ${defined.join(', ')} got defined too`);
      else if (errors.length) fail(`${label}: the content is there, but the console has errors:\n    ${errors.join('\n    ')}`);
      else
        ok(
          `${label}: ${titles} titles from the demo API in the shadow roots of ${page.tags.join(', ')}${got.count !== null ? `, site-load's detail.count (${got.count}) in the app` : ''}${
            page.notDefined ? `, ${page.notDefined.join(", ")} not defined` : ''
          } (${secs(performance.now() - started)})`,
        );
      await tab.close();
    }),
  );
} finally {
  await browser.close();
  for (const s of servers) s.close();
  await api.close();
}
mark('browser');
finish();

function finish() {
  const total = performance.now() - t0;
  console.log(`\n== timings: ${phases.join(', ')}; total ${secs(total)}`);
  if (failures.length) {
    console.log(`\n${failures.length} failure(s) in ${secs(total)}; the projects are kept in ${tmp}`);
    process.exit(1);
  }
  if (!keep) rmSync(tmp, {recursive: true, force: true});
  else console.log(`projects kept in ${tmp}`);
  console.log(`\nThe package works from its tarball in ${STACKS.map((s) => s.name).join(', ')} (${secs(total)}).`);
  process.exit(0);
}
