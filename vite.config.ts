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
 * Minifies the CSS inside the kit's own css`…` literals (they hold no
 * interpolations), which the JavaScript minifier leaves as written.
 * Only comments and whitespace go; selectors and values are untouched.
 */
function minifyCssLiterals(): Plugin {
  return {
    name: 'site-widgets-minify-css-literals',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !code.includes('css`')) return null;
      return code.replace(/\bcss`([^`$]*)`/g, (_, text: string) => {
        const min = text
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{};,>])\s*/g, '$1')
          .replace(/([^\s]):\s+/g, '$1:')
          .replace(/;}/g, '}')
          .trim();
        return `css\`${min}\``;
      });
    },
  };
}

export default defineConfig({
  plugins: [demoApi(), minifyCssLiterals()],
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
