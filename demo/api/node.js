// @ts-check
/**
 * Adapters of the demo API for Node servers:
 * - `apiMiddleware()`: connect / Node style `(req, res, next)`, for Vite's
 *   `configureServer` / `configurePreviewServer` and plain `http` servers;
 * - `wtrApiMiddleware()`: Koa style `async (ctx, next)`, for the
 *   `middleware` option of @web/test-runner / @web/dev-server;
 * - `demoApiVitePlugin()`: a Vite plugin object that installs `apiMiddleware()`.
 *
 * Each handles `/api/`, `/__demo/` and `/media/` and passes every other
 * request on.
 */
import {handleApiRequest, isDemoApiPath} from './handler.js';

/** @typedef {import('./handler.js').ApiResponse} ApiResponse */
/** @typedef {import('./handler.js').HandlerOptions} HandlerOptions */
/** @typedef {import('node:http').IncomingMessage & {originalUrl?: string}} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * @param {Record<string, string | string[] | undefined>} headers
 * @returns {Record<string, string>}
 */
function plainHeaders(headers) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/**
 * @param {Request} req
 * @param {string} host
 */
function originFor(req, host) {
  const encrypted = /** @type {{encrypted?: boolean}} */ (req.socket ?? {}).encrypted;
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0].trim() || (encrypted ? 'https' : 'http');
  return /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? `${proto === 'https' ? 'https' : 'http'}://${host}` : undefined;
}

/**
 * Connect / Node-style middleware serving the demo API.
 * @param {HandlerOptions} [options]
 * @returns {(req: Request, res: Response, next?: (err?: unknown) => void) => void}
 */
export function apiMiddleware(options = {}) {
  return (req, res, next) => {
    const url = [req.url, req.originalUrl].find((u) => isDemoApiPath(u));
    if (!url) {
      if (next) next();
      else {
        res.statusCode = 404;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('Not found\n');
      }
      return;
    }
    const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost').split(',')[0].trim();
    handleApiRequest({method: req.method, url, headers: plainHeaders(req.headers), origin: originFor(req, host)}, options).then(
      (answer) => {
        res.statusCode = answer.status;
        for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
        res.end(answer.status === 204 || req.method === 'HEAD' ? undefined : answer.body);
      },
      (err) => {
        if (next) next(err);
        else {
          res.statusCode = 500;
          res.end(String(err));
        }
      },
    );
  };
}

/**
 * Koa-style middleware for @web/test-runner's `middleware` option.
 * @param {HandlerOptions} [options]
 * @returns {(ctx: any, next: () => Promise<unknown>) => Promise<unknown>}
 */
export function wtrApiMiddleware(options = {}) {
  return async (ctx, next) => {
    const url = /** @type {string} */ (ctx.url);
    if (!isDemoApiPath(url)) return next();
    const headers = plainHeaders(ctx.headers ?? ctx.request?.headers ?? {});
    const answer = await handleApiRequest({method: ctx.method, url, headers, origin: ctx.origin}, options);
    ctx.status = answer.status;
    for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
    if (answer.status === 204) {
      ctx.body = null;
      ctx.status = 204;
    } else {
      ctx.body = typeof answer.body === 'string' ? answer.body : Buffer.from(answer.body);
      // Koa may have reset these when the body was set.
      ctx.status = answer.status;
      if (answer.headers['content-type']) ctx.set('content-type', answer.headers['content-type']);
    }
    return undefined;
  };
}

/**
 * A Vite plugin serving the demo API in `vite` (dev) and `vite preview`.
 * @param {HandlerOptions} [options]
 */
export function demoApiVitePlugin(options = {}) {
  return {
    name: 'site-widgets-demo-api',
    /** @param {{middlewares: {use: (fn: ReturnType<typeof apiMiddleware>) => void}}} server */
    configureServer(server) {
      server.middlewares.use(apiMiddleware(options));
    },
    /** @param {{middlewares: {use: (fn: ReturnType<typeof apiMiddleware>) => void}}} server */
    configurePreviewServer(server) {
      server.middlewares.use(apiMiddleware(options));
    },
  };
}
