// @ts-check
import {fileURLToPath} from 'node:url';
import {esbuildPlugin} from '@web/dev-server-esbuild';
import {a11ySnapshotPlugin} from '@web/test-runner-commands/plugins';
import {chromeLauncher} from '@web/test-runner-chrome';
import {wtrApiMiddleware} from './demo/api/node.js';
import {chromiumArgs, findChromium} from './scripts/browser.js';
import {STRICT_CSP} from './scripts/csp.js';
import {cdnMiddleware} from './test/fixtures/sri/cdn.js';

const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url));

/**
 * The README's strict policy with the hostile demo site's image origin in
 * img-src, as a site adds its API's image host: the hostile records point
 * images there (network errors here, but not CSP violations).
 */
const FIXTURE_CSP = STRICT_CSP.replace("img-src 'self'", "img-src 'self' https://images.example.com");
if (FIXTURE_CSP === STRICT_CSP) throw new Error("scripts/csp.js no longer has img-src 'self'");

/** The policy with the frame-src a site adds for the kit's default embed hosts (README, `embed-hosts`). */
const EMBED_CSP = `${FIXTURE_CSP}; frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://bandcamp.com`;

/**
 * The kit's proxy (src/proxy/proxy.ts, as built to dist/lib by `npm run
 * build`) mounted under /proxy, as a site mounts it on its own origin: site
 * `demo`, upstream this server's own demo API, the key added here, so a page
 * whose provider has base-url="/proxy" and no token gets content; the
 * hostile demo site under /proxy-hostile the same way.
 * @returns {(ctx: any, next: () => Promise<unknown>) => Promise<unknown>}
 */
function proxyMiddleware() {
  /** @type {Map<string, (request: Request) => Promise<Response>>} */
  const handlers = new Map();
  return async (ctx, next) => {
    const base = /^\/proxy(-hostile)?\//.exec(ctx.path)?.[0].slice(0, -1);
    if (!base) return next();
    const {createSiteProxy} = await import('./dist/lib/proxy/proxy.js').catch((cause) => {
      throw new Error('dist/lib/proxy/proxy.js is missing: run `npm run build` first', {cause});
    });
    let handler = handlers.get(ctx.origin + base);
    if (!handler) {
      const siteKey = base === '/proxy' ? 'demo' : 'hostile';
      handler = createSiteProxy({siteKey, apiKey: 'demo-token', upstream: ctx.origin, basePath: base, mediaBase: `${ctx.origin}/media/`});
      handlers.set(ctx.origin + base, handler);
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(ctx.headers)) if (typeof value === 'string') headers.set(name, value);
    const response = await handler(new Request(new URL(ctx.url, ctx.origin), {method: ctx.method, headers}));
    ctx.status = response.status;
    for (const [name, value] of response.headers) ctx.set(name, value);
    ctx.body = Buffer.from(await response.arrayBuffer());
    // Koa may have reset these when the body was set.
    ctx.status = response.status;
    const type = response.headers.get('content-type');
    if (type) ctx.set('content-type', type);
    return undefined;
  };
}

/**
 * The demo API's clock while a test has set the date (test/helpers/clock.ts):
 * the instant it named plus the time since, so answers move on as the
 * page's clock does; undefined: the machine's clock.
 * @type {{instant: number, since: number} | undefined}
 */
let apiClock;
const apiOptions = {clock: () => (apiClock ? apiClock.instant + (Date.now() - apiClock.since) : undefined)};

/** DevTools sessions of the emulation commands, by page. */
const devToolsSessions = new WeakMap();

/**
 * The test page's DevTools session, one per page: an emulation belongs to
 * the session that set it, and only that session can change or clear it.
 * @param {any} session the runner's test session
 */
async function devTools(session) {
  const page = session.browser.getPage(session.id);
  let cdp = devToolsSessions.get(page);
  if (!cdp) devToolsSessions.set(page, (cdp = await page.createCDPSession()));
  return cdp;
}

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  // The demo API answers /api/v2/… on the test server's own origin, so the
  // elements under test fetch over real HTTP with the default base-url; the
  // kit's proxy answers /proxy/api/v2/demo/… in front of it, key added.
  middleware: [
    wtrApiMiddleware(apiOptions),
    proxyMiddleware(),
    // A CDN: /cdn/npm/site-widgets@<version>/dist/… is dist/ byte for byte, with CORS (test/sri.test.ts).
    cdnMiddleware(),
    // Pages under test/fixtures/csp/ are served with the strict policy the README lists.
    async (ctx, next) => {
      await next();
      if (ctx.path.startsWith('/test/fixtures/csp/')) ctx.set('Content-Security-Policy', ctx.path.endsWith('/embed.html') ? EMBED_CSP : FIXTURE_CSP);
    },
  ],
  plugins: [
    esbuildPlugin({ts: true, tsconfig}),
    // a11ySnapshot() from a test: the browser's own accessibility tree (names, roles, states), through Puppeteer.
    a11ySnapshotPlugin(),
    {
      // A demo page opened with ?watch gets test/fixtures/demo-watch.js
      // first in its head: what it says and every site-error, for the test.
      name: 'site-widgets-demo-watch',
      transform(context) {
        if (!/^\/demo\/[\w-]+\.html$/.test(context.path) || context.query.watch === undefined) return undefined;
        const body = String(context.body);
        if (!body.includes('<head>')) throw new Error(`${context.path} has no <head>`);
        return {body: body.replace('<head>', '<head><script src="/test/fixtures/demo-watch.js"></script>')};
      },
    },
    {
      // /test/fixtures/csp/page.html?bundle=all (and templates.html): the same
      // page with the one-file build (dist/site-widgets-all.js) in place of the autoloader.
      name: 'site-widgets-csp-bundle',
      transform(context) {
        if (!/^\/test\/fixtures\/csp\/(page|templates)\.html$/.test(context.path) || context.query.bundle !== 'all') return undefined;
        const body = String(context.body);
        if (!body.includes('/dist/site-widgets.js"')) throw new Error(`${context.path} no longer loads dist/site-widgets.js`);
        return {body: body.replace('/dist/site-widgets.js"', '/dist/site-widgets-all.js"')};
      },
    },
    {
      // executeServerCommand('fuzz-replay') from test/fuzz.test.ts: the case
      // a failure printed, from FUZZ_SEED, FUZZ_PATH and FUZZ_ENDPOINT; false without them.
      name: 'site-widgets-fuzz-replay',
      executeCommand({command}) {
        if (command !== 'fuzz-replay') return undefined;
        const seed = Number(process.env.FUZZ_SEED);
        // false, not null: a command answered null counts as not handled.
        if (!process.env.FUZZ_SEED || !Number.isInteger(seed)) return false;
        return {seed, path: process.env.FUZZ_PATH ?? '', endpoint: process.env.FUZZ_ENDPOINT ?? ''};
      },
    },
    {
      // executeServerCommand('set-clock', iso) from test/helpers/clock.ts: the
      // demo API's "now" from that instant on (null: the machine's clock again).
      name: 'site-widgets-set-clock',
      executeCommand({command, payload}) {
        if (command !== 'set-clock') return undefined;
        const iso = /** @type {{instant?: string | null}} */ (payload ?? {}).instant;
        if (iso === null) apiClock = undefined;
        else if (typeof iso === 'string') {
          const instant = Date.parse(iso);
          if (Number.isNaN(instant)) throw new Error(`set-clock: not an instant: ${iso}`);
          apiClock = {instant, since: Date.now()};
        }
        return true;
      },
    },
    {
      // executeServerCommand('emulate-touch', true) from a test: a touch screen, as
      // DevTools' device mode makes one (hover: none, pointer: coarse); false resets.
      name: 'site-widgets-emulate-touch',
      async executeCommand({command, payload, session}) {
        if (command !== 'emulate-touch') return undefined;
        await (await devTools(session)).send('Emulation.setTouchEmulationEnabled', {enabled: payload === true, maxTouchPoints: payload === true ? 5 : undefined});
        return true;
      },
    },
    {
      // executeServerCommand('set-timezone', 'Pacific/Auckland') from a test:
      // the browser's own time zone, through the DevTools protocol ('' resets).
      name: 'site-widgets-set-timezone',
      async executeCommand({command, payload, session}) {
        if (command !== 'set-timezone') return undefined;
        await (await devTools(session)).send('Emulation.setTimezoneOverride', {timezoneId: String(payload ?? '')});
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
  // The runner's own page, with test/helpers/failures.ts after the framework:
  // a failed assertion about a DOM node prints its markup instead of hanging the page.
  testRunnerHtml: (framework) =>
    `<!DOCTYPE html><html><head><script type="module">import '${framework}'; import '/test/helpers/failures.ts';</script></head><body></body></html>`,
  testsFinishTimeout: 240000,
};
