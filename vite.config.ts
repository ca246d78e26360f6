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
  // The script-tag bundle is built by scripts/build-bundle.js (two passes:
  // the core, then each element against it), not by `vite build`.
});
