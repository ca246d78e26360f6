// @ts-check
import {fileURLToPath} from 'node:url';
import {esbuildPlugin} from '@web/dev-server-esbuild';
import {chromeLauncher} from '@web/test-runner-chrome';
import {wtrApiMiddleware} from './demo/api/node.js';
import {chromiumArgs, findChromium} from './scripts/browser.js';
import {STRICT_CSP} from './scripts/csp.js';

const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url));

/**
 * The README's strict policy with the hostile demo site's image origin in
 * img-src, as a site adds its API's image host: the hostile records point
 * images there (network errors here, but not CSP violations).
 */
const FIXTURE_CSP = STRICT_CSP.replace("img-src 'self'", "img-src 'self' https://images.example.com");
if (FIXTURE_CSP === STRICT_CSP) throw new Error("scripts/csp.js no longer has img-src 'self'");

/** DevTools sessions of the time-zone command, by page. */
const timezoneSessions = new WeakMap();

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  // The demo API answers /api/v2/… on the test server's own origin, so the
  // elements under test fetch over real HTTP with the default base-url.
  middleware: [
    wtrApiMiddleware(),
    // Pages under test/fixtures/csp/ are served with the strict policy the README lists.
    async (ctx, next) => {
      await next();
      if (ctx.path.startsWith('/test/fixtures/csp/')) ctx.set('Content-Security-Policy', FIXTURE_CSP);
    },
  ],
  plugins: [
    esbuildPlugin({ts: true, tsconfig}),
    {
      // /test/fixtures/csp/page.html?bundle=all: the same page with the
      // one-file build (dist/site-widgets-all.js) in place of the autoloader.
      name: 'site-widgets-csp-bundle',
      transform(context) {
        if (context.path !== '/test/fixtures/csp/page.html' || context.query.bundle !== 'all') return undefined;
        const body = String(context.body);
        if (!body.includes('/dist/site-widgets.js"')) throw new Error('csp/page.html no longer loads dist/site-widgets.js');
        return {body: body.replace('/dist/site-widgets.js"', '/dist/site-widgets-all.js"')};
      },
    },
    {
      // executeServerCommand('set-timezone', 'Pacific/Auckland') from a test:
      // the browser's own time zone, through the DevTools protocol ('' resets).
      name: 'site-widgets-set-timezone',
      async executeCommand({command, payload, session}) {
        if (command !== 'set-timezone') return undefined;
        const page = /** @type {any} */ (session.browser).getPage(session.id);
        // One DevTools session per page: an override belongs to the session
        // that set it, and only that session can change or clear it.
        let cdp = timezoneSessions.get(page);
        if (!cdp) timezoneSessions.set(page, (cdp = await page.createCDPSession()));
        await cdp.send('Emulation.setTimezoneOverride', {timezoneId: String(payload ?? '')});
        return true;
      },
    },
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {executablePath: findChromium(), headless: true, args: chromiumArgs},
    }),
  ],
  // One test page at a time: keyboard, focus and dialog tests need the one focused tab.
  concurrency: 1,
  testFramework: {config: {timeout: 15000}},
  testsFinishTimeout: 240000,
};
