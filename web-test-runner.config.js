// @ts-check
import {fileURLToPath} from 'node:url';
import {esbuildPlugin} from '@web/dev-server-esbuild';
import {chromeLauncher} from '@web/test-runner-chrome';
import {wtrApiMiddleware} from './demo/api/node.js';
import {chromiumArgs, findChromium} from './scripts/browser.js';
import {STRICT_CSP} from './scripts/csp.js';

const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url));

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
      if (ctx.path.startsWith('/test/fixtures/csp/')) ctx.set('Content-Security-Policy', STRICT_CSP);
    },
  ],
  plugins: [
    esbuildPlugin({ts: true, tsconfig}),
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
