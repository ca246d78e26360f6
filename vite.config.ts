import {defineConfig, type Plugin} from 'vite';

// A URL, not a bare path, so that the config bundler leaves it for run time.
const DEMO_API = new URL('./demo/api/node.js', import.meta.url).href;

/** Mounts the demo site's API (demo/api/) in the dev server. */
function demoApi(): Plugin {
  return {
    name: 'site-widgets-demo-api',
    // Imported on demand: a library build needs no API.
    async configureServer(server) {
      const {apiMiddleware} = await import(DEMO_API);
      server.middlewares.use(apiMiddleware());
    },
    async configurePreviewServer(server) {
      const {apiMiddleware} = await import(DEMO_API);
      server.middlewares.use(apiMiddleware());
    },
  };
}

/**
 * Strips comments and whitespace from the CSS of the kit's style modules
 * (`*.styles.ts`, `src/styles/`), which the JavaScript minifier leaves as
 * written. Selectors and values are untouched. Those modules hold nothing
 * but their css`…` literal, so their source map is dropped, not broken.
 */
function minifyCss(): Plugin {
  return {
    name: 'site-widgets-minify-css',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/(\.styles\.ts|\/src\/styles\/\w+\.ts)$/.test(id)) return null;
      const min = code.replace(/\bcss`([^`$]*)`/g, (_, text: string) => {
        const css = text
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{};,>])\s*/g, '$1')
          .replace(/([^\s]):\s+/g, '$1:')
          .replace(/;}/g, '}')
          .trim();
        return `css\`${css}\``;
      });
      return {code: min, map: {mappings: ''}};
    },
  };
}

export default defineConfig({
  plugins: [demoApi(), minifyCss()],
  server: {open: '/demo/index.html'},
  preview: {open: '/demo/embed.html'},
  build: {
    // The script-tag bundle: one ES module with every dependency inside;
    // chunks it loads on demand sit beside it in dist/chunks/.
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: 'src/autoload.ts',
      formats: ['es'],
      fileName: () => 'site-widgets.js',
    },
    rolldownOptions: {
      // Lets the entry export its shared code to the element chunks instead
      // of splitting it into a third file: one request and one gzip stream fewer.
      preserveEntrySignatures: 'allow-extension',
      output: {
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
