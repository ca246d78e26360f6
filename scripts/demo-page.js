// @ts-check
/**
 * A demo page as the dev server serves it, with the built kit (dist/) in
 * place of the sources the dev server compiles, its own files under
 * /demo/: for the benchmark (scripts/bench-page.js) and the tests that open
 * the demo site's pages without Vite (test/node/render-demo.test.js).
 */
import {readFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * @param {string} name the page's file in demo/
 * @param {string} [api] `slow` or `down`: the provider's base-url becomes /proxy-slow or /proxy-down
 */
export async function demoPage(name, api = '') {
  return (await readFile(resolve(ROOT, 'demo', name), 'utf8'))
    // ?api=slow: the proxy answers after 500 ms; ?api=down: it fails (the error state).
    .replaceAll('base-url="/proxy"', api ? `base-url="/proxy-${api}"` : 'base-url="/proxy"')
    .replace('../src/autoload.ts', '/dist/site-widgets.js')
    .replace('../src/site-widgets.css', '/dist/site-widgets.css')
    .replaceAll('"../dist/', '"/dist/')
    .replace('href="embed.css"', 'href="/demo/embed.css"')
    .replaceAll('href="./', 'href="/demo/')
    .replaceAll('src="./', 'src="/demo/');
}
