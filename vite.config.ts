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
 * The kit's own proxy (src/proxy/) under /proxy, as a real site mounts it:
 * it adds the demo key on the server, so the demo pages hold no token
 * (`base-url="/proxy"`), and serves /proxy/media/<key> from the demo API's
 * /media/ route, as SITE_MEDIA_BASE does on a real site. Upstream is this
 * server's own origin (the demo API above). The hostile demo site has its
 * own under /proxy-hostile.
 */
function siteProxy(): Plugin {
  const mount = (use: (fn: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void) => void, load: () => Promise<[typeof import('./src/proxy/proxy.js'), typeof import('./src/proxy/node.js')]>) => {
    const listeners = new Map<string, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void>();
    use((req, res, next) => {
      const base = /^\/proxy(-hostile)?\//.exec(req.url ?? '')?.[0].slice(0, -1);
      if (!base) return next();
      const origin = `http://${req.headers.host}`;
      void load().then(([{createSiteProxy}, {toNodeListener}]) => {
        let listener = listeners.get(origin + base);
        if (!listener) {
          const siteKey = base === '/proxy' ? 'demo' : 'hostile';
          const handler = createSiteProxy({siteKey, apiKey: 'demo-token', upstream: origin, basePath: base, mediaBase: `${origin}/media/`});
          listeners.set(origin + base, (listener = toNodeListener(handler)));
        }
        listener(req, res);
      }, next);
    });
  };
  return {
    name: 'site-widgets-proxy',
    configureServer(server) {
      mount(
        (fn) => server.middlewares.use(fn),
        () => Promise.all([server.ssrLoadModule('/src/proxy/proxy.ts'), server.ssrLoadModule('/src/proxy/node.ts')]) as never,
      );
    },
    configurePreviewServer(server) {
      mount(
        (fn) => server.middlewares.use(fn),
        () => Promise.all([import(new URL('./dist/lib/proxy/proxy.js', import.meta.url).href), import(new URL('./dist/lib/proxy/node.js', import.meta.url).href)]),
      );
    },
  };
}

export default defineConfig({
  plugins: [siteProxy(), demoApi()],
  server: {open: '/demo/index.html'},
  preview: {open: '/demo/embed.html'},
  // The script-tag bundle is built by scripts/build-bundle.js (two passes:
  // the core, then each element against it), not by `vite build`.
});
