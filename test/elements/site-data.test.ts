/**
 * The data lifecycle as controllers, on a plain Lit element that is no
 * SiteDataElement: SiteData (context, request, aria-busy, site-load, states,
 * retry, failures said once, the renderer a template plugs in) and
 * KeptHeight. What the next steps build on (content handed to an element
 * before its first render, languages switched live) plugs in here.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import {LitElement, html} from 'lit';
import type {EventRecord} from '../../src/api/client.js';
import '../../src/index.js';
import {KeptHeight} from '../../src/internal/kept-height.js';
import {SiteData, type SiteDataSource, type StateViews} from '../../src/internal/site-data.js';
import type {SiteErrorEvent, SiteLoadEvent} from '../../src/events/site-events.js';
import {apiLog, unique} from '../helpers/api.js';
import {captureConsole, mountInProvider} from '../helpers/dom.js';

/** A bare element with a SiteData: one event by `slug`, drawn by its own views; never aria-busy with `no-busy`. */
class DataProbe extends LitElement {
  static override properties = {slug: {}};
  declare slug?: string;
  /** When set, the next load fails with it (then clears itself). */
  failNext?: Error;

  readonly data = new SiteData<{slug: string}, EventRecord>(this, probeSource(this));

  readonly views: StateViews<EventRecord> = {
    renderLoading: () => html`<p part="loading">loading</p>`,
    renderEmpty: () => html`<p part="empty">empty</p>`,
    renderContent: (event) => html`<h2 part="title">${event.slug}</h2>`,
    renderFailure: () => html`<p part="failed" role="alert">failed</p>`,
    isEmpty: (event) => !event.slug,
  };

  override render() {
    return this.data.render(this.views);
  }
}
customElements.define('site-data-probe', DataProbe);

/** The probe's source: its slug, a load that fails once when told to, and `quiet` read at each update. */
function probeSource(probe: DataProbe): SiteDataSource<{slug: string}, EventRecord> {
  return {
    query: () => (probe.slug ? {slug: probe.slug} : undefined),
    load: (client, {slug}, call) => {
      const failure = probe.failNext;
      probe.failNext = undefined;
      return failure ? Promise.reject(failure) : client.event(slug, call);
    },
    countOf: () => 1,
    get quiet() {
      return probe.hasAttribute('no-busy');
    },
  };
}

const shown = (el: Element) => el.shadowRoot!.querySelector('[part]')?.getAttribute('part');

describe('SiteData, the data lifecycle as a controller', () => {
  it('asks the provider\u2019s client, is aria-busy until the content shows, then says site-load once', async () => {
    const siteKey = unique('demo');
    const el = mountInProvider<DataProbe>('<site-data-probe slug="clara-weiss-goldberg-variations"></site-data-probe>', {siteKey});
    const loads: SiteLoadEvent[] = [];
    el.addEventListener('site-load', (e) => loads.push(e));
    await el.updateComplete;
    expect(el.hasAttribute('aria-busy')).to.be.true;
    expect(shown(el)).to.equal('loading');
    await waitUntil(() => shown(el) === 'title', 'the content did not show');
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('clara-weiss-goldberg-variations');
    expect(el.hasAttribute('aria-busy')).to.be.false;
    expect(loads.map((e) => e.detail)).to.deep.equal([{count: 1}]);
    el.requestUpdate();
    await el.updateComplete;
    expect(loads).to.have.length(1);
    const asked = (await apiLog()).filter((e) => e.siteKey === siteKey && e.operationId === 'getEvent');
    expect(asked.map((e) => e.path)).to.deep.equal([`/api/v2/${siteKey}/public/events/clara-weiss-goldberg-variations`]);
  });

  it('is not busy with nothing to ask, nor when quiet', async () => {
    const idle = mountInProvider<DataProbe>('<site-data-probe></site-data-probe>');
    // The task's run with no query ends at once in its initial state (0).
    await waitUntil(() => idle.data.task.status === 0 && !idle.isUpdatePending, 'the idle task did not settle');
    expect(idle.hasAttribute('aria-busy')).to.be.false;
    expect(shown(idle)).to.equal('loading');
    const quiet = mountInProvider<DataProbe>('<site-data-probe no-busy slug="clara-weiss-goldberg-variations"></site-data-probe>');
    await quiet.updateComplete;
    expect(shown(quiet)).to.equal('loading');
    expect(quiet.hasAttribute('aria-busy')).to.be.false;
  });

  it('says a failure once (console and site-error), shows the failure view, and retry() runs the request again', async () => {
    const errors = captureConsole('error');
    try {
      const el = mountInProvider<DataProbe>('<site-data-probe></site-data-probe>');
      const heard: SiteErrorEvent[] = [];
      el.addEventListener('site-error', (e) => heard.push(e));
      el.failNext = new Error('the probe failed');
      el.slug = 'clara-weiss-goldberg-variations';
      await waitUntil(() => shown(el) === 'failed', 'the failure view did not show');
      expect(heard.map((e) => e.detail.error.message)).to.deep.equal(['the probe failed']);
      expect(errors.messages.filter((m) => m.includes('the probe failed'))).to.deep.equal(['[site-widgets] <site-data-probe>: the probe failed']);
      el.data.retry();
      await waitUntil(() => shown(el) === 'title', 'retry did not show the content');
      expect(heard).to.have.length(1);
    } finally {
      errors.restore();
    }
  });

  it('draws content through a renderer while one is set (a template\u2019s seam), and its own views again without', async () => {
    const el = mountInProvider<DataProbe>('<site-data-probe slug="clara-weiss-goldberg-variations"></site-data-probe>');
    await waitUntil(() => shown(el) === 'title');
    let own: unknown;
    el.data.renderer = {
      content: (value, ownView) => ((own = ownView(value)), html`<em part="designed">${(value as EventRecord).slug}</em>`),
      rendered: () => [],
    };
    el.requestUpdate();
    await el.updateComplete;
    expect(shown(el)).to.equal('designed');
    expect(own, 'the renderer can draw the element\u2019s own view').to.exist;
    el.data.renderer = undefined;
    el.requestUpdate();
    await el.updateComplete;
    expect(shown(el)).to.equal('title');
  });

  it('reports a render that throws once per answer and shows the failure view', async () => {
    const errors = captureConsole('error');
    try {
      const el = mountInProvider<DataProbe>('<site-data-probe slug="clara-weiss-goldberg-variations"></site-data-probe>');
      await waitUntil(() => shown(el) === 'title');
      el.views.renderContent = () => {
        throw new Error('cannot draw this');
      };
      el.requestUpdate();
      await el.updateComplete;
      el.requestUpdate();
      await el.updateComplete;
      expect(shown(el)).to.equal('failed');
      expect(errors.messages.filter((m) => m.includes('cannot draw this'))).to.have.length(1);
    } finally {
      errors.restore();
    }
  });
});

/** A bare element whose skeleton shows while `state.loading`, as a SiteData sets it. */
class HeightProbe extends LitElement {
  static override properties = {rows: {type: Number}};
  declare rows: number;
  readonly state = {loading: true};
  readonly kept = new KeptHeight(this, this.state);
  constructor() {
    super();
    this.rows = 10;
  }
  override render() {
    return html`<div style="height: ${this.state.loading ? 200 : this.rows}px"></div>`;
  }
}
customElements.define('site-height-probe', HeightProbe);

describe('KeptHeight, the height a skeleton held', () => {
  it('keeps the skeleton\u2019s height when shorter content comes, and gives it back on release()', async () => {
    const el = document.createElement('site-height-probe') as HeightProbe;
    el.style.display = 'block';
    document.body.append(el);
    try {
      await el.updateComplete;
      // The height a frame laid out (the ResizeObserver's), not read when the content comes.
      await waitUntil(() => el.offsetHeight === 200);
      // Two drawn frames: the element's ResizeObserver has recorded it.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      el.state.loading = false;
      el.requestUpdate();
      await el.updateComplete;
      expect(el.style.getPropertyValue('--_kept')).to.equal('200px');
      el.kept.release();
      expect(el.style.getPropertyValue('--_kept')).to.equal('');
    } finally {
      el.remove();
    }
  });
});
