/**
 * A base-url that does not answer like the API (issue 26, point 4) is named
 * as what it is, not as an unknown site key: the test server's own 404 for a
 * path it does not serve (over real HTTP), an HTML 404 page and a dev
 * server's index.html (answered by a wrapped fetch, as such servers answer);
 * the demo API's 404 for an unknown key (its JSON `site_not_found`) still
 * says unknown key.
 */
import {expect} from '@open-wc/testing';
import '../../src/index.js';
import {createSiteClient, SiteNotApiError, SiteNotFoundError, SiteParseError} from '../../src/index.js';
import {TOKEN, unique} from '../helpers/api.js';
import {captureConsole, mountInProvider, part, settled} from '../helpers/dom.js';

const PAGE = '<!doctype html><html lang="en"><head><title>Site</title></head><body><h1>Welcome</h1></body></html>';

/**
 * The page's fetch answering HTML under two paths, until `restore()`:
 * `/html-404/…` a 404 page, `/dev-server/…` a 200 index.html (a dev server's
 * fallback for any path); every other request goes out as it came.
 */
function htmlServers() {
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(input instanceof Request ? input.url : String(input), location.href).pathname;
    const html = {'Content-Type': 'text/html; charset=utf-8'};
    if (path.startsWith('/html-404/')) return new Response(PAGE.replace('Welcome', 'Page not found'), {status: 404, headers: html});
    if (path.startsWith('/dev-server/')) return new Response(PAGE, {status: 200, headers: html});
    return original(input, init);
  };
  return {restore: () => void (window.fetch = original)};
}

/** Mounts a list in a provider with `baseUrl` and waits for its error state; the console errors said meanwhile. */
async function failing(baseUrl: string, {siteKey = 'demo', locale = 'en'} = {}) {
  const errors = captureConsole('error');
  try {
    const el = mountInProvider('<site-events limit="2"></site-events>', {siteKey, attrs: `base-url="${baseUrl}" locale="${locale}"`});
    await settled(el);
    const error = part(el, 'error');
    expect(error, `<site-events> under base-url="${baseUrl}" shows no error state`).to.exist;
    return {text: error!.textContent ?? '', console: errors.messages.join('\n')};
  } finally {
    errors.restore();
  }
}

describe('a base-url that is not the API', () => {
  it('the test server\'s own 404 for a path it does not serve: "does not look like the API", not an unknown key', async () => {
    const base = `/${unique('no-api-here')}`;
    const {text, console: said} = await failing(base);
    expect(text).to.contain('This base URL does not look like the API');
    expect(text).to.contain(base);
    expect(text).not.to.contain('Unknown site key');
    expect(said).to.contain('does not look like the API');
    expect(said).to.contain(`${base}/api/v2/demo/public/site answered HTTP 404`);
    expect(said).not.to.contain('Is site-key');
  });

  it('an HTML 404 page and a dev server\'s index.html say so too', async () => {
    const servers = htmlServers();
    try {
      const notFound = await failing(`/html-404/${unique('x')}`);
      expect(notFound.text).to.contain('This base URL does not look like the API');
      expect(notFound.text).not.to.contain('Unknown site key');
      expect(notFound.console).to.contain('does not look like the API');
      expect(notFound.console).to.contain('answered HTTP 404 with an HTML page');
      const devServer = await failing(`/dev-server/${unique('x')}`);
      expect(devServer.text).to.contain('This base URL does not look like the API');
      expect(devServer.console).to.contain('answered HTTP 200 with an HTML page');
      expect(devServer.console).not.to.contain('not valid JSON');
    } finally {
      servers.restore();
    }
  });

  it('in German too', async () => {
    const {text} = await failing(`/${unique('kein-api')}`, {locale: 'de'});
    expect(text).to.contain('Diese Basis-URL sieht nicht nach der API aus');
  });

  it('the client throws SiteNotApiError (kind not-api), and keeps the API\'s own failures as they were', async () => {
    const servers = htmlServers();
    try {
      const answered = (baseUrl: string, siteKey = 'demo') =>
        createSiteClient({baseUrl, siteKey, token: TOKEN, attempts: 1}).site().then(
          () => undefined,
          (error: unknown) => error,
        );
      for (const base of [`${location.origin}/${unique('none')}`, `${location.origin}/html-404`, `${location.origin}/dev-server`]) {
        const error = (await answered(base)) as SiteNotApiError;
        expect(error, base).to.be.instanceOf(SiteNotApiError);
        expect(error.kind).to.equal('not-api');
        expect(error.message).to.contain(`This base URL does not look like the API: ${base} (`);
      }
      // The demo API: an unknown key is its JSON 404, a broken answer is sent as JSON.
      const unknown = (await answered(location.origin, unique('no-such-site'))) as SiteNotFoundError;
      expect(unknown).to.be.instanceOf(SiteNotFoundError);
      expect(unknown.kind).to.equal('not-found');
      expect((await answered(location.origin, unique('broken'))) as SiteParseError).to.be.instanceOf(SiteParseError);
    } finally {
      servers.restore();
    }
  });
});

describe('an unknown key on the real API', () => {
  it('still says unknown key, with the hint to check site-key', async () => {
    const key = unique('no-such-site');
    const {text, console: said} = await failing(location.origin, {siteKey: key});
    expect(text).to.contain(`Unknown site key “${key}”`);
    expect(text).not.to.contain('does not look like the API');
    expect(said).to.contain(`Is site-key="${key}" right?`);
    expect(said).not.to.contain('does not look like the API');
  });
});
