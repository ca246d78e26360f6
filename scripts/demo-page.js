// @ts-check
/**
 * A demo page as the dev server serves it, with the built kit (dist/) in
 * place of the sources the dev server compiles, its own files under
 * /demo/: for the benchmark (scripts/bench-page.js) and the tests that open
 * the demo site's pages without Vite (test/node/render-demo.test.js); and
 * the list of the site's pages.
 */
import {readFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The pages of the demo site, each with the query its links give it (a detail page's slug). */
export const SITE_PAGES = [
  'index.html',
  'events.html',
  'event.html?slug=clara-weiss-goldberg-variations',
  'news.html',
  'news-post.html?slug=clara-weiss-records-goldberg-variations',
  'artists.html',
  'artist.html?slug=anna-schmidt',
  'shop.html',
  'product.html?slug=clara-weiss-goldberg-vinyl',
  'pages.html?slug=about',
  // The news landing page (type NEWSLIST): its feed added below the body.
  'pages.html?slug=news',
  'search.html',
];

/**
 * @param {string} name the page's file in demo/
 * @param {string} [api] `slow` or `down`: the provider's base-url becomes /proxy-slow or /proxy-down
 */
export async function demoPage(name, api = '') {
  return (
    (await readFile(resolve(ROOT, 'demo', name), 'utf8'))
      // ?api=slow: the proxy answers after 500 ms; ?api=down: it fails (the error state).
      .replaceAll('base-url="/proxy"', api ? `base-url="/proxy-${api}"` : 'base-url="/proxy"')
      .replace('../src/autoload.ts', '/dist/site-widgets.js')
      .replace('../src/site-widgets.css', '/dist/site-widgets.css')
      .replaceAll('"../dist/', '"/dist/')
      .replace('href="embed.css"', 'href="/demo/embed.css"')
      .replaceAll('href="./', 'href="/demo/')
      .replaceAll('src="./', 'src="/demo/')
  );
}
