#!/usr/bin/env node
/**
 * `npx site-widgets proxy --site <key> [--port 8788] [--host 127.0.0.1]
 * [--upstream URL] [--media-base URL] [--serve DIR [--render]]`: the kit's proxy
 * (./proxy.ts) on a local port, for trying a page with the key kept out of
 * it. The key comes from the environment, `VENUE_API_KEY`, never from the
 * command line (where `ps` and the shell history would show it). `--serve DIR`
 * also serves the files of DIR on the same origin, so a page there needs no
 * `base-url` at all; the proxy's own paths (`/api/`, and `/media/` with a
 * media base) win over the files. `--render` sends the HTML pages of DIR with
 * the kit's elements rendered in them (site-widgets/render), cacheable.
 *
 * The default port is 8788, not the demo API's 8787 (`npm run api`), so the
 * two run side by side: `--upstream http://127.0.0.1:8787`.
 */
import {createServer} from 'node:http';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {createSiteProxy, type FetchHandler, type SiteProxyOptions} from './proxy.js';
import {toNodeListener} from './node.js';
import {staticFiles} from './static.js';

/** The proxy's default port: not the demo API's (8787), so both run at once. */
const DEFAULT_PORT = 8788;

const USAGE = `Usage: VENUE_API_KEY=… npx site-widgets proxy --site <key> [options]
       VENUE_API_KEY=… npx site-widgets prerender <html files or folders> --site <key> [options]
       (npx site-widgets prerender --help for its options)

Forwards the public read requests of one site to the Venue CMS API with the key
added, so the page's <site-content-provider> needs no token.

Options:
  --site <key>        the site key (required)
  --port <n>          port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --host <name>       interface to listen on (default 127.0.0.1)
  --upstream <url>    the API (default https://app.venuecms.com)
  --media-base <url>  where the site's images are stored, served at /media/<key>
                      (default: the environment variable SITE_MEDIA_BASE)
  --serve <dir>       also serve the files of <dir> on the same origin; /api/
                      and (with a media base) /media/ still go to the proxy
  --render            send the HTML pages of --serve with the kit's elements
                      rendered in them (content in the HTML, cacheable)
  --allow-origin <o>  Access-Control-Allow-Origin for pages on other origins
                      (default * without --serve, none with it)
  --max-age <s>       Cache-Control max-age of good answers (default 60)
  --stale <s>         Cache-Control stale-while-revalidate (default 300)
  -h, --help          print this help

The API key is read from the environment variable VENUE_API_KEY.

In front of the demo API (\`npm run api\` listens on http://127.0.0.1:8787, its
key is demo-token), with its images and the pages of the current folder:

  VENUE_API_KEY=demo-token npx site-widgets proxy --site demo \\
    --upstream http://127.0.0.1:8787 --media-base http://127.0.0.1:8787/media/ --serve .

then open http://127.0.0.1:${DEFAULT_PORT}/ (a page there needs only
<site-content-provider site-key="demo">, no base-url, no token).`;

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

function main(argv: string[]): void {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE);
    return;
  }
  // Loaded only for its command: it brings the elements and the server's DOM shim.
  if (command === 'prerender') return void import('../ssr/prerender.js').then(({run}) => run(rest));
  if (command !== 'proxy') fail(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE, 2);
  let values: Record<string, string | boolean | undefined>;
  try {
    ({values} = parseArgs({
      args: rest,
      options: {
        site: {type: 'string'},
        port: {type: 'string'},
        host: {type: 'string'},
        upstream: {type: 'string'},
        'media-base': {type: 'string'},
        serve: {type: 'string'},
        render: {type: 'boolean'},
        'max-age': {type: 'string'},
        stale: {type: 'string'},
        'allow-origin': {type: 'string'},
        help: {type: 'boolean', short: 'h'},
      },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const site = values.site as string | undefined;
  if (!site) fail(`--site <key> is required.\n\n${USAGE}`, 2);
  const render = !!values.render;
  if (render && !values.serve) fail('--render renders the pages the proxy serves: give it their folder with --serve <dir>.', 2);
  const apiKey = process.env.VENUE_API_KEY?.trim();
  if (!apiKey) fail('Set the API key in the environment first: VENUE_API_KEY=… npx site-widgets proxy --site ' + site, 1);
  const number = (name: string, fallback: number) => {
    const raw = values[name] as string | undefined;
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) fail(`--${name} takes a whole number, not "${raw}".`, 2);
    return n;
  };
  const port = number('port', DEFAULT_PORT);
  const host = (values.host as string | undefined) ?? '127.0.0.1';
  const upstream = (values.upstream as string | undefined) ?? 'https://app.venuecms.com';

  const dir = values.serve as string | undefined;
  // Without --serve the page is on another origin (a dev server, a file): let it read the answers.
  const allowOrigin = (values['allow-origin'] as string | undefined) ?? (dir ? undefined : '*');

  let proxy: FetchHandler;
  const mediaBase = (values['media-base'] as string | undefined) || process.env.SITE_MEDIA_BASE || undefined;
  // The files are the site's other paths: the proxy's own win over them, /api/
  // always, /media/ when it has a media base (the images a page asks for at
  // <base-url>/media/). Without one, /media/ is a folder like any other, and
  // where it has no such file the proxy's 404 says to give it a media base.
  const files = dir ? staticFiles(resolve(dir)) : undefined;
  try {
    // The renderer loads with the first page to render (the elements and their DOM shim: not for a proxy that does not render).
    const renderPage: SiteProxyOptions['render'] = render ? (html, options) => import('../ssr/render.js').then((m) => m.renderPage(html, options)) : undefined;
    proxy = createSiteProxy({siteKey: site, apiKey, upstream, allowOrigin, mediaBase, maxAge: number('max-age', 60), staleWhileRevalidate: number('stale', 300), pages: files, render: renderPage});
  } catch (error) {
    fail((error as Error).message, 2);
  }

  const server = createServer(toNodeListener(proxy));
  server.once('error', (error) => fail(`The proxy could not listen on ${host}:${port}: ${error.message}`, 1));
  server.listen(port, host, () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    const origin = `http://${host.includes(':') ? `[${host}]` : host}:${actual}`;
    const images = mediaBase ? `images at /media/ from ${mediaBase}` : 'no images: no --media-base';
    console.log(`site-widgets proxy for site "${site}" listening on ${origin} (upstream ${new URL(upstream).origin}, key from VENUE_API_KEY, ${images})`);
    if (files) {
      const rendered = render ? ', its HTML pages with their elements rendered in them' : '';
      console.log(`Serving the files of ${resolve(dir!)} at ${origin}/${rendered} : a page there needs only <site-content-provider site-key="${site}">`);
    } else {
      console.log(`In the page: <site-content-provider site-key="${site}" base-url="${origin}"> (no token)`);
    }
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main(process.argv.slice(2));
