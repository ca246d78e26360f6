/**
 * Runs a Fetch-API handler (such as the proxy of ./proxy.ts) in Node's own
 * HTTP server:
 *
 * ```js
 * import {createServer} from 'node:http';
 * import {createSiteProxy} from 'site-widgets/proxy';
 * import {toNodeListener} from 'site-widgets/proxy/node';
 *
 * createServer(toNodeListener(createSiteProxy({siteKey: 'acme', apiKey: process.env.VENUE_API_KEY}))).listen(8788);
 * ```
 *
 * Answers are sent whole, not streamed: the proxy's answers are small JSON.
 * The listener answers every request it gets (the proxy: 404 outside its
 * paths); in a server that serves more, route `/api/v2/` to it with the
 * path left as it came.
 */
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {FetchHandler} from './proxy.js';

/** A Node `request` listener, as `http.createServer()` takes. */
export type NodeListener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Whether a raw request path has a dot segment (`.`, `..`, `%2e`, `%2e%2e`)
 * or a backslash. `new URL()` resolves them before any handler sees the
 * path; no browser sends them, so a request that does is answered 404
 * rather than quietly resolved.
 */
export function hasDotSegment(rawPath: string): boolean {
  return rawPath.includes('\\') || rawPath.split('/').some((s) => /^(\.|%2e){1,2}$/i.test(s));
}

/** The request's own origin, from its Host header when that is a plain host[:port]. */
function originOf(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  const secure = (req.socket as {encrypted?: boolean}).encrypted ? 'https' : 'http';
  return `${secure}://${/^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : 'localhost'}`;
}

/** The whole request body (none for GET and HEAD). */
async function readBody(req: IncomingMessage): Promise<ArrayBuffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of req) {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : (chunk as Uint8Array);
    chunks.push(bytes);
    length += bytes.length;
  }
  if (!length) return undefined;
  const body = new Uint8Array(length);
  let at = 0;
  for (const bytes of chunks) {
    body.set(bytes, at);
    at += bytes.length;
  }
  return body.buffer;
}

function send(res: ServerResponse, status: number, headers: [string, string][], body?: Uint8Array | string): void {
  res.statusCode = status;
  for (const [name, value] of headers) res.setHeader(name, value);
  res.end(body);
}

/**
 * Wraps a Fetch-API handler as a Node `request` listener: builds a `Request`
 * from the incoming message (method, URL, headers, body; aborted when the
 * client goes away), calls the handler, and writes its `Response` back
 * (status, headers, each Set-Cookie on its own, body; none for HEAD). A
 * handler that throws is answered 500 with no details.
 */
export function toNodeListener(handler: FetchHandler): NodeListener {
  return async (req, res) => {
    const raw = req.url ?? '/';
    if (hasDotSegment(raw.split('?')[0])) {
      const body = JSON.stringify({error: 'not_found', message: 'Not found.', status: 404});
      return send(res, 404, [['Content-Type', 'application/json; charset=utf-8'], ['Cache-Control', 'no-store']], body);
    }
    const controller = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (name.startsWith(':') || value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
      }
      const request = new Request(new URL(raw, originOf(req)), {
        method: req.method ?? 'GET',
        headers,
        body: await readBody(req),
        signal: controller.signal,
      });
      const response = await handler(request);
      const out: [string, string][] = [];
      for (const [name, value] of response.headers) if (name !== 'set-cookie') out.push([name, value]);
      for (const cookie of response.headers.getSetCookie()) out.push(['set-cookie', cookie]);
      const body = req.method === 'HEAD' || !response.body ? undefined : new Uint8Array(await response.arrayBuffer());
      res.statusCode = response.status;
      res.statusMessage = response.statusText || res.statusMessage;
      for (const [name, value] of out) res.appendHeader(name, value);
      res.end(body);
    } catch {
      if (res.headersSent) return void res.destroy();
      send(res, 500, [['Content-Type', 'text/plain; charset=utf-8']], 'Internal error\n');
    }
  };
}
