// @ts-check
/**
 * What the Node tests that paste a snippet into a page and open it in
 * headless Chromium share (snippet-pasted.test.js, newcomer.test.js): the
 * browser, the kit's proxy CLI run as a command, and a page watched for
 * everything it refused or complained of. Not a test file itself.
 */
import {spawn} from 'node:child_process';
import puppeteer from 'puppeteer-core';
import {chromiumArgs, findChromium} from '../../scripts/browser.js';

/** Headless Chromium, found as the other browser tests find it (scripts/browser.js). */
export function launchBrowser() {
  return puppeteer.launch({executablePath: findChromium(), args: chromiumArgs, headless: true});
}

/**
 * Runs the kit's proxy CLI as `node <argv…>` and resolves once it says where
 * it listens (`listening on http://…`); rejects with all it said if it ends
 * first. `stop()` ends it (SIGTERM, SIGKILL as a safety net should it hang)
 * and resolves when it has exited.
 * @param {string[]} argv the script (bin/site-widgets.js or dist/lib/proxy/cli.js) and its arguments
 * @param {{env?: Record<string, string>, cwd?: string}} [options] variables added to this process's environment; the folder it runs in
 * @returns {Promise<{origin: string, said: () => string, stop: () => Promise<void>}>}
 */
export async function startProxyCli(argv, {env = {}, cwd} = {}) {
  const child = spawn(process.execPath, argv, {cwd, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
  let said = '';
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => child.once('close', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      AbortSignal.timeout(5000).addEventListener('abort', () => child.kill('SIGKILL'));
    }
    await exited;
  };
  try {
    /** @type {string} */
    const origin = await new Promise((resolve, reject) => {
      child.stdout?.on('data', (chunk) => {
        said += chunk;
        const listening = /listening on (http:\/\/[^\s]+)/.exec(said);
        if (listening) resolve(listening[1]);
      });
      child.stderr?.on('data', (chunk) => (said += chunk));
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the proxy ended (${code}) before it listened: ${said}`)));
    });
    return {origin, said: () => said, stop};
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Watches a page from now on: `complaints` gathers its console errors, its
 * uncaught errors, every answer of 400 or more and every request that failed
 * (a file refused for its integrity or by the page's policy is a console
 * error; the browser's own /favicon.ico is not the page's), and
 * `complained` resolves with the first of them (for a wait to end at once);
 * `finished` lists each request that finished as `<status> <path>`.
 * @param {import('puppeteer-core').Page} page
 */
export function watchPage(page) {
  /** @type {string[]} */
  const complaints = [];
  /** @type {string[]} */
  const finished = [];
  /** @type {(complaint: string) => void} */
  let first = () => {};
  /** @type {Promise<string>} */
  const complained = new Promise((resolve) => (first = resolve));
  const complain = (/** @type {string} */ complaint) => {
    complaints.push(complaint);
    first(complaint);
  };
  const own = (/** @type {string} */ url) => new URL(url).pathname !== '/favicon.ico';
  page.on('console', (message) => {
    // A failed load is named by its address below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) complain(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && own(response.url())) complain(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (own(request.url())) complain(`failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('pageerror', (error) => complain(String(error)));
  page.on('requestfinished', (request) => finished.push(`${request.response()?.status()} ${new URL(request.url()).pathname}`));
  return {complaints, complained, finished};
}

/**
 * Waits until every kit element of the page has its code, its data and its
 * render: a data element's request complete (or failed) with no update
 * pending, and one a server rendered (`data-site-rendered`) showing its own
 * render, not the server's (whose `<style>` its own adopted styles replace).
 * A condition checked every frame, not a promise of the element's: a
 * task's `taskComplete` read while it runs without its provider yet never
 * settles. `<site-search>` asks nothing until a visitor types: not waited on;
 * `<site-field>` is a template's mark, not an element.
 * @param {import('puppeteer-core').Page} page
 */
export async function kitSettled(page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('*')]
        .filter((el) => el.localName.startsWith('site-') && !['site-content-provider', 'site-search', 'site-field'].includes(el.localName))
        .every((el) => {
          const element = /** @type {any} */ (el);
          if (!customElements.get(el.localName) || !element.hasUpdated || element.isUpdatePending) return false;
          if (el.hasAttribute('data-site-rendered') && el.shadowRoot?.querySelector('style')) return false;
          return element.task?.status === 2 || element.task?.status === 3;
        }),
    {polling: 'raf'},
  );
}
