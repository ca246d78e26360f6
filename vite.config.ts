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

export default defineConfig({
  plugins: [demoApi()],
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
