import {readFile, stat} from 'node:fs/promises';
import {extname, relative, resolve, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
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

type Middleware = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void;

const DIST = fileURLToPath(new URL('./dist/', import.meta.url));
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};
/** Vite's own requests for a module in another form (`?import`, `?raw`, `?url`…): left to Vite. */
const VITE_QUERY = /(?:^|&)(?:import|raw|url|inline|worker|sharedworker|direct)(?:[=&]|$)/;

/**
 * The built files under /dist/, byte for byte from disk, before Vite's
 * transform sees them: Vite rewrites every script it serves (it injects
 * `__variableDynamicImportRuntimeHelper` into the autoloader), so a
 * snippet's `integrity` hashes (dist/sri.json) would never match and the
 * browser would refuse the kit. dist/lib/ (the npm package's modules, with
 * bare imports a bundler resolves) stays with Vite. A file that is not
 * there goes on to Vite (a 404 there).
 */
function rawDist(): Plugin {
  const serve: Middleware = (req, res, next) => {
    const [path, query = ''] = (req.url ?? '').split('?', 2);
    if (!path.startsWith('/dist/') || VITE_QUERY.test(query) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    let file: string;
    try {
      file = resolve(DIST, decodeURIComponent(path.slice('/dist/'.length)));
    } catch {
      return next();
    }
    const inside = relative(DIST, file);
    if (!inside || inside.startsWith('..') || inside.startsWith(`lib${sep}`) || inside === 'lib') return next();
    void stat(file)
      .then((info) => (info.isFile() ? readFile(file) : undefined))
      .then(
        (body) => {
          if (!body) return next();
          res.statusCode = 200;
          res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
          res.setHeader('Content-Length', body.length);
          // A rebuild changes the files: never an old one from the cache.
          res.setHeader('Cache-Control', 'no-cache');
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        () => next(),
      );
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
