/**
 * The template binder on its own (src/template/bind.ts): hostile values in
 * every kind of binding stay text or are dropped, and a template can bind
 * only what is safe.
 */
import {expect} from '@open-wc/testing';
import {compile, stampItem, type Fields, type Value} from '../../src/template/bind.js';
import {captureConsole} from '../helpers/dom.js';
import {brokenImageHandlerRan} from '../helpers/signals.js';

const HOSTILE = [
  '<img src=x onerror="window.__bound=1">',
  '"><script>window.__bound=1</script>',
  "' onmouseover='window.__bound=1",
  '<svg><script>window.__bound=1</script></svg>',
  '{{constructor.constructor("window.__bound=1")()}}',
  '<template shadowrootmode="open"><img src=x onerror="window.__bound=1"></template>',
];
const BAD_URLS = ['javascript:window.__bound=1', ' JaVaScRiPt:window.__bound=1', 'java\tscript:window.__bound=1', 'data:text/html,<script>window.__bound=1</script>', 'vbscript:x'];

function templateOf(html: string): HTMLTemplateElement {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t;
}

/** Every field gives `value`. */
const fieldsGiving = (value: (name: string) => Value): Fields<unknown, unknown> =>
  new Proxy({}, {has: () => true, get: (_, name) => () => value(String(name))}) as Fields<unknown, unknown>;

function stamp(html: string, fields: Fields<unknown, unknown>): HTMLElement {
  const host = document.createElement('div');
  host.append(stampItem(compile(templateOf(html), fields as Fields<never, never>, 'site-test'), {}, {}, fields));
  document.body.append(host);
  return host;
}

const TEMPLATE = `<article title="x">
  <h3><a data-site-href="url" data-site-title="title"><site-field name="title"></site-field></a></h3>
  <img data-site-src="image" data-site-alt="title">
  <p data-site-data-note="title" data-site-aria-label="title" data-site-class="title"><site-field name="title"></site-field></p>
  <time data-site-datetime="title"></time>
</article>`;

describe('template bindings', () => {
  afterEach(() => {
    delete (window as {__bound?: number}).__bound;
  });

  for (const value of HOSTILE) {
    it(`a hostile value stays text in every text and attribute binding: ${value.slice(0, 40)}`, async () => {
      const host = stamp(TEMPLATE, fieldsGiving((name) => (name == 'image' ? {alt: value} : value)));
      // A broken image's inline handler, added after the stamp, has run: one the value made would have too.
      await brokenImageHandlerRan();
      expect((window as {__bound?: number}).__bound).to.equal(undefined);
      // Nothing but the template's own elements: the value made none.
      expect([...host.querySelectorAll('*')].map((e) => e.localName)).to.deep.equal(['article', 'h3', 'a', 'site-field', 'img', 'p', 'site-field', 'time']);
      expect(host.querySelector('h3 site-field')!.textContent).to.equal(value);
      expect(host.querySelector('p')!.getAttribute('data-note')).to.equal(value);
      expect(host.querySelector('p')!.getAttribute('aria-label')).to.equal(value);
      expect(host.querySelector('a')!.getAttribute('title')).to.equal(value);
      // No handler attribute was made from it.
      for (const el of host.querySelectorAll('*')) for (const attr of el.attributes) expect(attr.name).not.to.match(/^on/);
      host.remove();
    });
  }

  for (const url of BAD_URLS) {
    it(`a script URL never becomes an href or a src: ${url}`, () => {
      const host = stamp(TEMPLATE, fieldsGiving((name) => (name == 'image' ? {src: url, alt: 'a'} : url)));
      expect(host.querySelector('a')!.hasAttribute('href')).to.equal(false);
      expect(host.querySelector('img')!.hasAttribute('src')).to.equal(false);
      host.remove();
    });
  }

  it('a safe link and an image get their attributes: rel for a link off the site, size and lazy loading for an image', () => {
    const host = stamp(
      TEMPLATE,
      fieldsGiving((name) => (name == 'image' ? {src: '/media/a.jpg', alt: 'A cat', width: 640, height: 480, text: 'A cat'} : name == 'url' ? 'https://tickets.example.com/x' : 'T')),
    );
    const a = host.querySelector('a')!;
    expect(a.getAttribute('href')).to.equal('https://tickets.example.com/x');
    expect(a.getAttribute('rel')).to.equal('noopener noreferrer');
    const img = host.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading'), img.getAttribute('decoding')]).to.deep.equal([
      '/media/a.jpg',
      '640',
      '480',
      'lazy',
      'async',
    ]);
    // data-site-alt="title" wins over the image's own alt: the designer asked for it.
    expect(img.getAttribute('alt')).to.equal('T');
    host.remove();
  });

  it('an image whose alt text is empty keeps alt="" (a decorative image), with data-site-alt or without', () => {
    const host = stamp('<img data-site-src="image" data-site-alt="image.alt"><img data-site-src="image"><img data-site-src="image" data-site-alt="none">', fieldsGiving((name) => (name == 'image' ? {src: '/media/a.jpg', alt: '', text: ''} : undefined)));
    expect([...host.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).to.deep.equal(['', '', '']);
    host.remove();
  });

  it('refuses bindings that could run code or clobber the page, saying so once each', () => {
    const warnings = captureConsole('warn');
    try {
      const host = stamp(
        `<div data-site-onclick="title" data-site-style="title" data-site-id="title" data-site-name="title" data-site-srcdoc="title">
          <iframe data-site-src="url"></iframe><script data-site-src="url"></script><a data-site-formaction="url"></a><object data-site-data="url"></object>
          <div data-site-href="url"></div>
        </div>`,
        fieldsGiving(() => 'javascript:window.__bound=1'),
      );
      for (const el of host.querySelectorAll('*')) {
        for (const name of ['onclick', 'style', 'id', 'name', 'srcdoc', 'src', 'formaction', 'data', 'href']) expect(el.hasAttribute(name), `${el.localName} ${name}`).to.equal(false);
      }
      // The template's own script is left out, not run.
      expect(host.querySelector('script')).to.equal(null);
      expect(warnings.messages.filter((m) => m.includes('site-test')).length).to.be.greaterThan(5);
      host.remove();
    } finally {
      warnings.restore();
    }
  });

  it('data-site-if shows a part only when the field has a value, and "!" only when it has none', () => {
    const values: Record<string, Value> = {yes: true, no: false, text: 'a', empty: '', none: undefined, zero: 0, image: {src: '/a.jpg', text: ''}};
    const fields = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, () => v])) as Fields<unknown, unknown>;
    const host = stamp(Object.keys(values).map((k) => `<i data-site-if="${k}">${k}</i><b data-site-if="!${k}">${k}</b>`).join(''), fields);
    expect([...host.querySelectorAll('i')].map((e) => e.textContent)).to.deep.equal(['yes', 'text', 'zero', 'image']);
    expect([...host.querySelectorAll('b')].map((e) => e.textContent)).to.deep.equal(['no', 'empty', 'none']);
    host.remove();
  });

  it('a form of a field by format or by path; an unknown field is said once, naming the element and the field', () => {
    const warnings = captureConsole('warn');
    try {
      const fields: Fields<unknown, unknown> = {date: () => ({text: '25 November 2026', day: '25', month: 'Nov', datetime: '2026-11-25'})};
      const host = stamp(
        `<time data-site-datetime="date"><site-field name="date" format="day"></site-field> <site-field name="date.month"></site-field></time><site-field name="date"></site-field><site-field name="nope"></site-field><i data-site-title="nope.x"></i>`,
        fields,
      );
      expect(host.querySelector('time')!.getAttribute('datetime')).to.equal('2026-11-25');
      expect(host.querySelector('time')!.textContent).to.equal('25 Nov');
      expect(host.querySelectorAll('site-field')[2].textContent).to.equal('25 November 2026');
      const said = warnings.messages.filter((m) => m.includes('"nope'));
      expect(said).to.have.length(2);
      expect(said[0]).to.contain('<site-test>').and.to.contain('date');
      host.remove();
    } finally {
      warnings.restore();
    }
  });
});
