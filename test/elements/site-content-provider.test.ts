import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {LitElement} from 'lit';
import {ContextConsumer} from '@lit/context';
import '../../src/index.js';
import {siteContext, type SiteContextValue} from '../../src/context/site-context.js';
import type {SiteContentProvider} from '../../src/elements/site-content-provider/site-content-provider.js';
import type {SiteEvents} from '../../src/elements/site-events/site-events.js';
import {TOKEN, demoClient, recordPageFetches, recordingFetch} from '../helpers/api.js';
import {captureConsole, part, parts, settled} from '../helpers/dom.js';

/** A bare consumer, to read what the provider provides. */
class ContextProbe extends LitElement {
  readonly consumer = new ContextConsumer(this, {context: siteContext, subscribe: true});
  get value(): SiteContextValue | undefined {
    return this.consumer.value;
  }
}
customElements.define('context-probe', ContextProbe);

describe('<site-content-provider>', () => {
  it('provides the client and the site settings to elements below it', async () => {
    const provider = await fixture<SiteContentProvider>(
      html`<site-content-provider site-key="demo" token=${TOKEN}><div><context-probe></context-probe></div></site-content-provider>`,
    );
    const probe = provider.querySelector('context-probe') as ContextProbe;
    await waitUntil(() => probe.value?.siteSettled, 'the site did not load');
    const value = probe.value!;
    expect(value.client).to.equal(provider.client);
    expect(value.client!.siteKey).to.equal('demo');
    expect(value.timeZone).to.equal('Europe/Berlin');
    expect(value.currency).to.equal('EUR');
    expect(value.defaultLocale).to.equal('en');
    expect(value.site!.name).to.be.a('string');
    expect(provider.siteData).to.equal(value.site);
    expect(getComputedStyle(provider).display).to.equal('contents');
  });

  it('loads /site once however many elements it serves', async () => {
    const rec = recordingFetch();
    const client = demoClient('demo', {fetch: rec.fetch});
    const provider = await fixture<SiteContentProvider>(html`<site-content-provider .client=${client}>
      <site-events limit="1"></site-events><site-events limit="1"></site-events><site-events limit="2"></site-events>
    </site-content-provider>`);
    for (const el of provider.querySelectorAll('site-events')) await settled(el);
    const siteCalls = rec.calls.filter((c) => c.url.endsWith('/public/site'));
    expect(siteCalls).to.have.length(1);
    // Two identical lists were asked for at once: one request for them.
    const limitOne = rec.calls.filter((c) => {
      const url = new URL(c.url);
      return url.pathname.endsWith('/events') && url.searchParams.get('limit') === '1';
    });
    expect(limitOne).to.have.length(1);
  });

  it('names a missing site-key in one console error and shows it in the elements', async () => {
    const errors = captureConsole('error');
    try {
      const provider = await fixture<SiteContentProvider>(html`<site-content-provider token=${TOKEN}>
        <site-events></site-events><site-events></site-events>
      </site-content-provider>`);
      const [a, b] = provider.querySelectorAll('site-events');
      await (a as SiteEvents).updateComplete;
      await (b as SiteEvents).updateComplete;
      expect(part(a, 'error')!.textContent).to.contain('not configured');
      expect(part(b, 'error')!.textContent).to.contain('not configured');
      expect(provider.client).to.be.undefined;
      // The console's words load on demand (diagnose.ts): the line comes once they are in.
      await waitUntil(() => errors.messages.length > 0, 'no console error named the missing site-key');
      const mentions = errors.messages.filter((m) => m.includes('"site-key"'));
      expect(mentions).to.have.length(1);
      expect(errors.messages).to.have.length(1);
    } finally {
      errors.restore();
    }
  });

  it('needs no token: it builds a client that sends no Authorization header, and says nothing about it', async () => {
    const errors = captureConsole('error');
    const warnings = captureConsole('warn');
    const page = recordPageFetches();
    try {
      const provider = await fixture<SiteContentProvider>(
        html`<site-content-provider site-key="demo"><context-probe></context-probe><site-events limit="1"></site-events></site-content-provider>`,
      );
      const probe = provider.querySelector('context-probe') as ContextProbe;
      // Configured as it stands: a client, no configuration error, nothing in the console yet.
      expect(provider.client).to.exist;
      expect(provider.client!.siteKey).to.equal('demo');
      expect(probe.value?.configError).to.be.undefined;
      expect(errors.messages).to.deep.equal([]);
      expect(warnings.messages).to.deep.equal([]);

      // The demo API on this origin wants a key (no proxy here): the 401 says how to give it one.
      const el = provider.querySelector('site-events')!;
      await settled(el);
      expect(page.calls.length).to.be.greaterThan(0);
      expect(page.calls.every((c) => c.url.startsWith(`${location.origin}/api/v2/demo/public/`))).to.be.true;
      expect(page.calls.map((c) => c.headers.get('Authorization'))).to.deep.equal(page.calls.map(() => null));
      expect(part(el, 'error')!.textContent).to.contain('The API wants a valid key.');
      expect(part(el, 'error')!.textContent).not.to.contain('not configured');
      const keyErrors = errors.messages.filter((m) => m.includes('HTTP 401'));
      expect(keyErrors.length).to.be.greaterThan(0);
      for (const m of keyErrors) {
        expect(m).to.contain('The API wants a key and this request carried none');
        expect(m).to.contain('set the "token" attribute of <site-content-provider>');
        expect(m).to.contain("put the kit's proxy in front of the API");
        expect(m).not.to.contain('refused');
      }
      expect(errors.messages.some((m) => m.includes('needs a'))).to.be.false;
    } finally {
      page.restore();
      errors.restore();
      warnings.restore();
    }
  });

  it('rebuilds the client when an attribute changes, and every element reloads', async () => {
    const provider = await fixture<SiteContentProvider>(html`<site-content-provider site-key="empty" token=${TOKEN}>
      <site-events limit="2"></site-events>
    </site-content-provider>`);
    const el = provider.querySelector('site-events')!;
    await settled(el);
    expect(part(el, 'empty')).to.exist;
    const before = provider.client;
    provider.setAttribute('site-key', 'demo');
    await waitUntil(() => parts(el, 'item').length === 2, 'the element did not reload for the new site');
    expect(provider.client).not.to.equal(before);
    expect(provider.client!.siteKey).to.equal('demo');
  });

  it('takes an injected client over its attributes', async () => {
    const rec = recordingFetch();
    const client = demoClient('demo', {fetch: rec.fetch});
    const provider = await fixture<SiteContentProvider>(
      html`<site-content-provider site-key="ignored" token="ignored" .client=${client}><site-events limit="1"></site-events></site-content-provider>`,
    );
    const el = provider.querySelector('site-events')!;
    await settled(el);
    expect(parts(el, 'item')).to.have.length(1);
    expect(rec.calls.every((c) => c.url.includes('/api/v2/demo/'))).to.be.true;
  });

  it('says which site key is unknown', async () => {
    const errors = captureConsole('error');
    try {
      const provider = await fixture<SiteContentProvider>(
        html`<site-content-provider site-key="no-such-site" token=${TOKEN}><site-events></site-events></site-content-provider>`,
      );
      const el = provider.querySelector('site-events')!;
      await settled(el);
      expect(part(el, 'error')!.textContent).to.contain('no-such-site');
      expect(errors.messages.some((m) => m.includes('site-key="no-such-site"'))).to.be.true;
    } finally {
      errors.restore();
    }
  });

  it('switches locale without a request: every record carries all its locales', async () => {
    const rec = recordingFetch();
    const client = demoClient('demo', {fetch: rec.fetch});
    const provider = await fixture<SiteContentProvider>(
      html`<site-content-provider .client=${client} locale="en"><site-events limit="3"></site-events></site-content-provider>`,
    );
    const el = provider.querySelector('site-events')!;
    await settled(el);
    const english = parts(el, 'title').map((t) => t.textContent);
    const sent = rec.calls.length;
    expect(rec.calls.every((c) => !new URL(c.url).searchParams.has('locale'))).to.be.true;
    provider.locale = 'de';
    await waitUntil(() => parts(el, 'title').some((t, i) => t.textContent !== english[i]), 'the titles did not switch to German');
    expect(rec.calls).to.have.length(sent);
  });

  it('serves images from <base-url>/media/ unless media-base-url says otherwise, and passes embed hosts on', async () => {
    const provider = await fixture<SiteContentProvider>(
      html`<site-content-provider site-key="demo" token=${TOKEN} base-url="/cms"><div><context-probe></context-probe></div></site-content-provider>`,
    );
    const probe = provider.querySelector('context-probe') as ContextProbe;
    await waitUntil(() => probe.value?.siteSettled, 'the site did not load');
    expect(probe.value!.mediaBase).to.equal(`${location.origin}/cms/media/`);
    provider.setAttribute('media-base-url', 'https://cdn.example.com/bucket/');
    provider.setAttribute('embed-hosts', ' w.soundcloud.com  media.example.org ');
    await waitUntil(() => probe.value?.mediaBase === 'https://cdn.example.com/bucket/', 'media-base-url was not passed on');
    expect(probe.value!.embedHosts).to.deep.equal(['w.soundcloud.com', 'media.example.org']);
  });
});
