import {expect} from '@open-wc/testing';
import '../../src/index.js';
import {mediaUrl} from '../../src/api/client.js';
import {plainText} from '../../src/render/text.js';

const media = (key?: string | null) => mediaUrl(key, `${location.origin}/media/`);
import type {SiteInfo} from '../../src/elements/site-info/site-info.js';
import type {Site} from '../../src/api/client.js';
import {TOKEN, apiLog, unique} from '../helpers/api.js';
import {captureConsole, mount, part, parts, settled, mountInProvider} from '../helpers/dom.js';
import {expectSafeAttributes} from '../helpers/hostile.js';
import {brokenImageHandlerRan} from '../helpers/signals.js';

async function site(siteKey = 'demo'): Promise<Site> {
  return (await fetch(`/api/v2/${siteKey}/public/site`, {headers: {Authorization: `Bearer ${TOKEN}`}})).json();
}

function mountInfo(attrs: string, siteKey = 'demo', providerAttrs = ''): SiteInfo {
  return mountInProvider<SiteInfo>(`<site-info ${attrs}></site-info>`, {siteKey, attrs: providerAttrs});
}

describe('<site-info>', () => {
  it('shows the logo, name and description, with no request besides the provider\u2019s', async () => {
    const siteKey = unique('demo');
    const el = mountInfo('', siteKey);
    await settled(el);
    const data = await site();
    expect(getComputedStyle(el).display, 'a box of its own').to.equal('flow-root');
    expect(part(el, 'name')!.textContent).to.equal(data.name);
    expect(part(el, 'description')!.textContent).to.equal(plainText(data.description));
    const logo = part(el, 'logo') as HTMLImageElement;
    expect(logo.getAttribute('src')).to.equal(media(data.image!.url));
    expect(logo.alt, 'beside the name, the logo is decorative').to.equal('');
    expect(logo.getAttribute('width')).to.equal(String(data.image!.width));
    const calls = (await apiLog()).filter((e) => e.siteKey === siteKey);
    expect(calls.map((c) => c.operationId)).to.deep.equal(['getSite']);
    await expect(el).to.be.accessible();
  });

  it('shows one field alone and inline with field=', async () => {
    const data = await site();
    const wrapper = mount(`<div><site-content-provider site-key="demo" token="${TOKEN}">
      <h2>Welcome to <site-info field="name"></site-info></h2>
      <p><site-info field="logo"></site-info> <site-info field="description"></site-info></p>
    </site-content-provider></div>`);
    const [name, logo, description] = wrapper.querySelectorAll('site-info');
    for (const el of [name, logo, description]) await settled(el);
    for (const el of [name, logo, description]) expect(getComputedStyle(el).display).to.equal('inline');
    expect(wrapper.querySelector('h2')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Welcome to');
    expect(name.shadowRoot!.textContent!.trim()).to.equal(data.name);
    expect(parts(name, 'logo')).to.have.length(0);
    expect(parts(name, 'description')).to.have.length(0);
    expect(part(description, 'description')!.textContent).to.equal(plainText(data.description));
    expect(part(description, 'name')).to.equal(null);
    const img = part(logo, 'logo') as HTMLImageElement;
    expect(img.getAttribute('src')).to.equal(media(data.image!.url));
    expect(img.alt).to.equal(data.image!.altText);
    expect(img.getBoundingClientRect().height).to.be.lessThan(40);
    await expect(wrapper).to.be.accessible();
  });

  it('falls back to the full view with one warning for an unknown field', async () => {
    const warnings = captureConsole('warn');
    try {
      const el = mountInfo('field="slogan"');
      await settled(el);
      expect(part(el, 'name')).to.exist;
      expect(part(el, 'description')).to.exist;
      expect(getComputedStyle(el).display, 'a box of its own').to.equal('flow-root');
      el.requestUpdate();
      await el.updateComplete;
      expect(warnings.messages.filter((m) => m.includes('field="slogan"'))).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });

  it('switches between fields when the attribute changes', async () => {
    const el = mountInfo('field="name"');
    await settled(el);
    el.field = 'description';
    await el.updateComplete;
    expect(el.getAttribute('field')).to.equal('description');
    expect(part(el, 'description')).to.exist;
    expect(part(el, 'name')).to.equal(null);
  });

  it('shows the German description with locale="de"', async () => {
    const el = mountInfo('', 'demo', 'locale="de"');
    await settled(el);
    const de = (await site()).webSites![0].localizedContent!.find((l) => l.locale === 'de')!;
    expect(part(el, 'description')!.textContent).to.equal(de.shortContent);
    const only = mountInfo('field="description"', 'demo', 'locale="de"');
    await settled(only);
    expect(part(only, 'description')!.textContent).to.equal(de.shortContent);
  });

  /**
   * Two `<site-info>` (the markup) under a provider whose /site answer has no
   * image, no description and no web site text, less what `strip` takes too.
   */
  async function withoutDetails(markup: string, strip: (body: Record<string, unknown>) => void = () => {}) {
    const {demoClient} = await import('../helpers/api.js');
    const client = demoClient(unique('demo'), {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const res = await fetch(input, init);
        const body = await res.json();
        delete body.image;
        delete body.description;
        for (const l of body.webSites[0].localizedContent) delete l.shortContent, delete l.metaDescription, delete l.content;
        strip(body);
        return new Response(JSON.stringify(body), {status: res.status});
      }) as typeof fetch,
    });
    const provider = document.createElement('site-content-provider');
    (provider as unknown as {client: unknown}).client = client;
    provider.innerHTML = markup;
    mount(provider);
    return provider.querySelectorAll('site-info');
  }

  it('shows no logo when the site has no image, and nothing for a missing field', async () => {
    const data = await site();
    const [full, description] = await withoutDetails('<site-info></site-info><site-info field="description"><span slot="empty">No description</span></site-info>');
    await settled(full);
    await settled(description);
    expect(data.image, 'the demo site has a logo').to.exist;
    expect(part(full, 'logo')).to.equal(null);
    expect(part(full, 'description')).to.equal(null);
    const slot = description.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="empty"]')!;
    expect(slot.assignedElements()[0].textContent).to.equal('No description');
  });

  it('shows no empty box when the site has no name, description or logo: its empty slot instead', async () => {
    // No name either, in the settings or a web site's title.
    const [bare, slotted] = await withoutDetails('<site-info></site-info><site-info><p slot="empty">A site without a name</p></site-info>', (body) => {
      body.name = '';
      for (const l of (body.webSites as {localizedContent: Record<string, unknown>[]}[])[0].localizedContent) delete l.title;
    });
    await settled(bare);
    await settled(slotted);
    // Before: an empty <div part="info"> with its logo's room and spacing, a box with nothing in it.
    expect(!!part(bare, 'info'), 'an empty box shows').to.equal(false);
    expect(bare.shadowRoot!.textContent!.trim().replace(/\u200b/g, ''), 'nothing shown').to.equal('');
    const slot = slotted.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="empty"]')!;
    expect(slot.assignedElements()[0].textContent).to.equal('A site without a name');
  });

  it('shows an inline placeholder while loading and an error when /site fails', async () => {
    const errors = captureConsole('error');
    try {
      const slow = mountInfo('field="name"', unique('slow'));
      await slow.updateComplete;
      expect(slow.getAttribute('aria-busy')).to.equal('');
      const loading = part(slow, 'loading')!;
      expect(loading.localName).to.equal('span');
      expect(loading.getAttribute('role')).to.equal('status');
      const down = mountInfo('', unique('down'));
      await settled(down);
      expect(part(down, 'error')!.textContent).to.contain('could not be loaded');
      expect(part(down, 'retry')).to.exist;
      await expect(down).to.be.accessible();
      const unknown = mountInfo('field="name"', 'no-such-site');
      await settled(unknown);
      expect(part(unknown, 'error')!.textContent).to.contain('Unknown site key');
      await settled(slow);
      expect(part(slow, 'name')!.textContent).to.equal((await site()).name);
    } finally {
      errors.restore();
    }
  });

  it('renders the hostile site as text, with no script run and no unsafe URL', async () => {
    const ran: string[] = [];
    (window as unknown as {__xss: (id: string) => void}).__xss = (id) => ran.push(id);
    const data = await site('hostile');
    const wrapper = mount(`<div><site-content-provider site-key="hostile" token="${TOKEN}">
      <site-info></site-info><site-info field="logo"></site-info><site-info field="name"></site-info><site-info field="description"></site-info>
    </site-content-provider></div>`);
    const all = [...wrapper.querySelectorAll('site-info')];
    for (const el of all) await settled(el);
    expect(part(all[0], 'name')!.textContent).to.equal(data.name);
    for (const el of all) expect(el.shadowRoot!.querySelector('script, iframe, svg, a')).to.equal(null);
    // The hostile logo is a javascript: URL: no element shows it, so none has a URL attribute left at all.
    expect(data.image?.url, 'the hostile logo').to.match(/^javascript:/);
    for (const el of all) expect(part(el, 'logo'), el.getAttribute('field') ?? 'no field').to.equal(null);
    expect(expectSafeAttributes(all.flatMap((el) => [...el.shadowRoot!.querySelectorAll('*')]), [])).to.deep.equal({});
    await brokenImageHandlerRan();
    expect(ran).to.deep.equal([]);
  });
});
