/**
 * A folder's files as a Fetch-API handler, as they are on disk: the proxy
 * CLI's `--serve DIR` (cli.ts), and the dev server's /dist/ (vite.config.ts),
 * whose integrity hashes must match the bytes the build wrote.
 */
import {readFile, stat} from 'node:fs/promises';
import {extname, join, resolve, sep} from 'node:path';
import type {FetchHandler} from './proxy.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** Serves the files under `root` (index.html for a folder), GET and HEAD only. */
export function staticFiles(root: string): FetchHandler {
  return async (request) => {
    const notFound = () => new Response('Not found\n', {status: 404, headers: {'Content-Type': 'text/plain; charset=utf-8'}});
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed\n', {status: 405, headers: {Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8'}});
    }
    const url = new URL(request.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return notFound();
    }
    if (path.includes('\0')) return notFound();
    let file = resolve(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) return notFound();
    try {
      if ((await stat(file)).isDirectory()) {
        if (!url.pathname.endsWith('/')) return new Response(null, {status: 301, headers: {Location: `${url.pathname}/${url.search}`}});
        file = join(file, 'index.html');
      }
      const body = await readFile(file);
      const headers = {'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', 'Cache-Control': 'no-cache'};
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {headers});
    } catch {
      return notFound();
    }
  };
}
