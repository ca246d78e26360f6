/**
 * The page as real sites write it: the provider's base-url points at the
 * kit's proxy (mounted under /proxy by web-test-runner.config.js, in front of
 * the demo API, which answers 401 to a request without its key) and the page
 * holds no token.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import '../../src/index.js';
import type {SiteContentProvider} from '../../src/elements/site-content-provider/site-content-provider.js';
import {recordPageFetches} from '../helpers/api.js';
import {captureConsole, mount, part, parts, settled} from '../helpers/dom.js';

describe('a page behind the kit\'s proxy', () => {
  it('shows content with base-url at the proxy and no token, and prints nothing in the console', async () => {
    const errors = captureConsole('error');
    const warnings = captureConsole('warn');
    const page = recordPageFetches();
    try {
      const wrapper = mount(`<div><site-content-provider site-key="demo" base-url="/proxy">
        <site-events limit="3"></site-events>
      </site-content-provider></div>`);
      const provider = wrapper.querySelector<SiteContentProvider>('site-content-provider')!;
      const el = wrapper.querySelector('site-events')!;
      await settled(el);
      expect(part(el, 'error')).to.be.null;
      expect(parts(el, 'item')).to.have.length(3);
      expect(parts(el, 'item')[0].textContent!.trim()).not.to.equal('');
      expect(provider.siteData?.name).to.be.a('string');
      // Everything went through the proxy, and the page sent no key of its own.
      expect(page.calls.length).to.be.greaterThan(0);
      for (const call of page.calls) {
        expect(call.url.startsWith(`${location.origin}/proxy/api/v2/demo/public/`), call.url).to.be.true;
        expect(call.headers.get('Authorization'), call.url).to.be.null;
      }
      expect(errors.messages).to.deep.equal([]);
      expect(warnings.messages).to.deep.equal([]);
    } finally {
      page.restore();
      errors.restore();
      warnings.restore();
    }
  });

  it('serves the images too: media keys become /proxy/media/ addresses that load', async () => {
    const wrapper = mount(`<div><site-content-provider site-key="demo" base-url="/proxy">
      <site-products limit="3"></site-products>
    </site-content-provider></div>`);
    const el = wrapper.querySelector('site-products')!;
    await settled(el);
    const images = parts(el, 'image') as HTMLImageElement[];
    expect(images.length).to.be.greaterThan(0);
    for (const img of images) expect(img.src.startsWith(`${location.origin}/proxy/media/sites/`), img.src).to.be.true;
    // The proxy answered each with the image itself (the browser decoded it; lazy ones once in view).
    for (const img of images) {
      img.scrollIntoView();
      await waitUntil(() => img.complete && img.naturalWidth > 0, `${img.src} did not load`);
    }
    expect(images.map((img) => img.naturalWidth > 0)).to.deep.equal(images.map(() => true));
  });
});
