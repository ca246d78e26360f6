import {fileURLToPath} from 'node:url';
import {defineConfig, type Plugin} from 'vite';
import {staticFiles} from './src/proxy/static.js';

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

type Middleware = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void;

const DIST = fileURLToPath(new URL('./dist', import.meta.url));
/** Vite's own requests for a module in another form (`?import`, `?raw`, `?url`…): left to Vite. */
const VITE_QUERY = /(?:^|&)(?:import|raw|url|inline|worker|sharedworker|direct)(?:[=&]|$)/;

/**
 * The built files under /dist/, byte for byte from disk (the proxy CLI's
 * file server, src/proxy/static.ts), before Vite's transform sees them:
 * Vite rewrites every script it serves (it injects
 * `__variableDynamicImportRuntimeHelper` into the autoloader), so a
 * snippet's `integrity` hashes (dist/sri.json) would never match and the
 * browser would refuse the kit. dist/lib/ (the npm package's modules, with
 * bare imports a bundler resolves) stays with Vite. A file that is not
 * there goes on to Vite (a 404 there).
 */
function rawDist(): Plugin {
  const files = staticFiles(DIST);
  const serve: Middleware = (req, res, next) => {
    const [path, query = ''] = (req.url ?? '').split('?', 2);
    if (!path.startsWith('/dist/') || path.startsWith('/dist/lib/') || VITE_QUERY.test(query) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    // The file server keeps to dist/ (a path with .. that leaves it is its 404, then Vite's).
    void files(new Request(new URL(path.slice('/dist'.length), 'http://localhost'), {method: req.method}))
      .then(async (answer) => {
        if (answer.status !== 200) return next();
        const body = Buffer.from(await answer.arrayBuffer());
        res.statusCode = 200;
        answer.headers.forEach((value, name) => res.setHeader(name, value));
        if (req.method === 'GET') res.setHeader('Content-Length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
      })
      .catch(() => next());
  };
  return {
    name: 'site-widgets-raw-dist',
    // Added here, not in a returned hook: before Vite's own middlewares.
    configureServer(server) {
      server.middlewares.use(serve);
    },
    // `vite preview` serves dist/ at the root; /dist/… there too, as the snippets name it.
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
  };
}

export default defineConfig({
  plugins: [rawDist(), siteProxy(), demoApi()],
  server: {open: '/demo/index.html'},
  preview: {open: '/demo/embed.html'},
  // The script-tag bundle is built by scripts/build-bundle.js (two passes:
  // the core, then each element against it), not by `vite build`.
});
