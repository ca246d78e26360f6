#!/usr/bin/env node
// @ts-check
/**
 * Standalone demo API server: `node demo/api/server.js` (or `npm run api`).
 * Port from `PORT` (default 8787), host from `HOST` (default 127.0.0.1).
 */
import {createServer} from 'node:http';
import {pathToFileURL} from 'node:url';
import {apiMiddleware} from './node.js';

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

/**
 * Starts the demo API on a port (0 = any free port).
 * @param {{port?: number, host?: string} & import('./handler.js').HandlerOptions} [options]
 * @returns {Promise<{server: import('node:http').Server, url: string, close: () => Promise<void>}>}
 */
export function startDemoApiServer(options = {}) {
  const {port = DEFAULT_PORT, host = DEFAULT_HOST, ...handlerOptions} = options;
  const middleware = apiMiddleware(handlerOptions);
  const server = createServer((req, res) => {
    middleware(req, res, (err) => {
      if (err) {
        res.statusCode = 500;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(`Internal error: ${String(err)}\n`);
        return;
      }
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/' && req.method === 'GET') {
        res.statusCode = 200;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.setHeader('access-control-allow-origin', '*');
        res.end(
          'site-widgets demo API\n\n' +
            'GET /api/v2/{siteKey}/public/site (and the 16 other endpoints)\n' +
            'Header: Authorization: Bearer demo-token\n' +
            'Site keys: demo, slow, flaky, broken, hostile, corpus, down, empty\n' +
            'Request log: GET /__demo/log (?clear), reset: GET /__demo/reset\n',
        );
        return;
      }
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('access-control-allow-origin', '*');
      res.end(JSON.stringify({error: 'not_found', message: `Unknown path ${path}.`, status: 404}));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        server,
        url: `http://${shownHost}:${actualPort}`,
        close: () =>
          new Promise((done, fail) => {
            server.close((err) => (err ? fail(err) : done()));
            server.closeAllConnections?.();
          }),
      });
    });
  });
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const port = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT;
  const host = process.env.HOST || DEFAULT_HOST;
  startDemoApiServer({port, host}).then(
    ({url, close}) => {
      console.log(`Demo API listening on ${url} — try <site-content-provider base-url="${url}" site-key="demo" token="demo-token">`);
      console.log('Site keys: demo, slow, flaky, broken, hostile, corpus, down, empty. Request log: ' + `${url}/__demo/log`);
      const stop = () => close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (err) => {
      console.error(`Demo API could not start: ${err.message}`);
      process.exit(1);
    },
  );
}
