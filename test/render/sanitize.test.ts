/**
 * sanitizeInto() against a corpus of hostile HTML, in both modes: the
 * browser's Sanitizer API and DOMPurify. Nothing may run, nothing outside the
 * allow-lists may be left, the harmless formatting around each payload must
 * survive, and both modes must give the same result.
 */
import {expect} from '@open-wc/testing';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_ELEMENTS,
  sanitizeInto,
  setSanitizerMode,
  NATIVE_OPTIONS,
  usesNativeSanitizer,
  type SanitizerMode,
} from '../../src/render/sanitize.js';
import {quiet} from '../../src/render/markdown.js';
import {safeUrl} from '../../src/render/url.js';
import {FAMILIES, REQUIRED_FAMILIES, corpus, parseKeep, type CorpusEntry} from './corpus.js';
import {brokenImageHandlerRan} from '../helpers/signals.js';

declare global {
  interface Window {
    __xss?: (id: string) => void;
  }
}

const XHTML = 'http://www.w3.org/1999/xhtml';
/** What the kit's own pass adds to the allow-list. */
const KIT_ATTRIBUTES = ['rel', 'loading', 'decoding'];
const allowedElements = new Set<string>(ALLOWED_ELEMENTS);
const allowedAttributes = new Set<string>([...ALLOWED_ATTRIBUTES, ...KIT_ATTRIBUTES]);

/** Every call of window.__xss, by id. */
const calls: string[] = [];
window.__xss = (id: string) => {
  calls.push(String(id));
};

const callsOf = (name: string) => calls.filter((id) => id === name || id.startsWith(`${name}#`));


/** Events whose inline handlers would run a payload left behind; dispatched on every element. */
const EVENTS = ['error', 'load', 'click', 'mouseover', 'mouseenter', 'pointerenter', 'focus', 'focusin', 'blur', 'toggle', 'animationstart', 'animationend', 'transitionend', 'begin', 'wheel', 'copy', 'paste'];

/** A fresh div in the document, where no click or submit may navigate. */
function host(): HTMLDivElement {
  const div = document.createElement('div');
  div.addEventListener('click', (e) => e.preventDefault(), {capture: true});
  div.addEventListener('submit', (e) => e.preventDefault(), {capture: true});
  document.body.append(div);
  return div;
}

async function withMode<T>(mode: SanitizerMode, run: () => Promise<T>): Promise<T> {
  setSanitizerMode(mode);
  try {
    return await run();
  } finally {
    setSanitizerMode('auto');
  }
}

/** Sanitizes every corpus entry into its own attached div, in one mode. */
async function sanitizeCorpus(mode: SanitizerMode): Promise<Map<string, HTMLDivElement>> {
  const out = new Map<string, HTMLDivElement>();
  await withMode(mode, async () => {
    expect(usesNativeSanitizer()).to.equal(mode === 'native');
    for (const entry of corpus) {
      const div = host();
      div.dataset.entry = entry.id;
      await sanitizeInto(div, entry.html);
      out.set(entry.id, div);
    }
  });
  return out;
}

/** Problems with what a sanitized div holds (empty when it is clean). */
function violations(root: Element): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = `<${el.localName}>`;
    if (el.namespaceURI !== XHTML) found.push(`${tag} in namespace ${el.namespaceURI}`);
    if (!allowedElements.has(el.localName)) found.push(`element ${tag}`);
    if (el.shadowRoot) found.push(`${tag} has a shadow root`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (attr.namespaceURI) found.push(`${tag} attribute ${attr.name} in namespace ${attr.namespaceURI}`);
      if (!allowedAttributes.has(name)) found.push(`${tag} attribute ${attr.name}="${attr.value}"`);
      if (name.startsWith('on')) found.push(`${tag} event handler ${attr.name}`);
      if ((name === 'href' || name === 'src') && safeUrl(attr.value) === undefined) found.push(`${tag} ${name}="${attr.value}"`);
      if (name === 'rel' && attr.value !== 'noopener noreferrer') found.push(`${tag} rel="${attr.value}"`);
    }
  }
  return found;
}

/** The keep items of an entry that did not survive. */
function missing(root: Element, entry: CorpusEntry): string[] {
  return entry.keep.filter((item) => {
    const {selector, text} = parseKeep(item);
    return ![...root.querySelectorAll(selector)].some((el) => (el.textContent ?? '').trim() === text);
  });
}

/** Fires every event that could trigger an inline handler left behind. */
function provoke(root: Element) {
  for (const el of root.querySelectorAll('*')) {
    for (const type of EVENTS) el.dispatchEvent(new Event(type, {bubbles: false, cancelable: true}));
    (el as HTMLElement).focus?.();
  }
}

describe('sanitizeInto: hostile corpus', () => {
  it('has at least 100 entries with unique ids, each with payloads that report their own id', () => {
    expect(corpus.length).to.be.at.least(100);
    const ids = corpus.map((e) => e.id);
    expect(new Set(ids).size, 'duplicate ids').to.equal(ids.length);
    for (const entry of corpus) {
      expect(entry.html, entry.id).to.contain(`__xss('${entry.id}`);
      expect(entry.keep.length, entry.id).to.be.greaterThan(0);
      expect(Object.keys(FAMILIES), `${entry.id}: family`).to.include(entry.family);
      expect(entry.url, `${entry.id}: url`).to.be.a('string').and.not.equal('');
    }
  });

  it('covers every family, those issue 12 names among them (mXSS, namespace confusion, URL tricks, DOM clobbering, JSON-LD breakouts)', () => {
    const count = (family: string) => corpus.filter((e) => e.family === family).length;
    for (const family of REQUIRED_FAMILIES) expect(count(family), family).to.be.at.least(5);
    for (const family of Object.keys(FAMILIES)) expect(count(family), family).to.be.greaterThan(0);
  });

  it('leaves no event handler or style for the parsers once quiet() has read the corpus', () => {
    // The CSP-quiet pass reads tags as the tokenizer does; a handler it missed
    // would be parsed (and reported under a strict CSP), though never run.
    const missed = corpus
      .filter((e) => {
        const doc = new DOMParser().parseFromString(`<!doctype html><body>${quiet(e.html)}`, 'text/html');
        // Read through the prototype: the corpus clobbers a form's own `attributes`.
        return [...doc.querySelectorAll('*')].some((el) => Element.prototype.getAttributeNames.call(el).some((name) => /^on|^style$/i.test(name)));
      })
      .map((e) => e.id);
    expect(missed).to.deep.equal([]);
  });

  // The allow-lists are the security boundary, not quiet(): every entry, raw,
  // through each sanitizer alone.
  for (const mode of ['native', 'dompurify'] as const) {
    it(`${mode} sanitizer alone (no quiet pass) leaves no handler, script or unsafe URL in any entry`, async () => {
      const {purify} = await import('../../src/render/sanitize-dompurify.js');
      for (const entry of corpus) {
        const div = host();
        if (mode === 'native') (div as HTMLElement & {setHTML(h: string, o: object): void}).setHTML(entry.html, NATIVE_OPTIONS);
        else div.replaceChildren(purify(`<!doctype html>${entry.html}`));
        for (const el of div.querySelectorAll('*')) {
          expect(ALLOWED_ELEMENTS as readonly string[], `${entry.id}: <${el.localName}>`).to.include(el.localName);
          for (const attr of el.attributes) {
            expect(ALLOWED_ATTRIBUTES as readonly string[], `${entry.id}: ${attr.name}`).to.include(attr.name);
          }
        }
        div.remove();
      }
      await brokenImageHandlerRan();
      expect(calls).to.deep.equal([]);
    });
  }

  it('runs on a browser with the Sanitizer API', () => {
    expect(typeof (Element.prototype as {setHTML?: unknown}).setHTML).to.equal('function');
  });

  for (const mode of ['native', 'dompurify'] as const) {
    describe(`${mode} mode`, () => {
      let results: Map<string, HTMLDivElement>;

      before(async () => {
        calls.length = 0;
        results = await sanitizeCorpus(mode);
        // Once per mode: images' error and load handlers, had any survived,
        // have run once a probe image added after them has run its own; then
        // provoke the rest (dispatchEvent and focus() run handlers at once,
        // animation and focus events included).
        await brokenImageHandlerRan();
        for (const div of results.values()) provoke(div);
      });

      after(() => {
        for (const div of results?.values() ?? []) div.remove();
        setSanitizerMode('auto');
      });

      for (const entry of corpus) {
        it(`${entry.id}: nothing runs, nothing unsafe is left, the formatting survives`, () => {
          const div = results.get(entry.id)!;
          const context = `${entry.id} (${mode}) → ${div.innerHTML}`;
          expect(callsOf(entry.id), `payload ran: ${context}`).to.deep.equal([]);
          expect(violations(div), context).to.deep.equal([]);
          expect(missing(div, entry), `lost formatting: ${context}`).to.deep.equal([]);
        });
      }

      it('no payload of any entry ran', () => {
        expect(calls).to.deep.equal([]);
      });
    });
  }
});

describe('sanitizeInto: both modes agree', () => {
  const serialized = new Map<SanitizerMode, Map<string, string>>();

  before(async () => {
    for (const mode of ['native', 'dompurify'] as const) {
      const divs = await sanitizeCorpus(mode);
      serialized.set(mode, new Map([...divs].map(([id, div]) => [id, div.innerHTML])));
      for (const div of divs.values()) div.remove();
    }
  });

  for (const entry of corpus) {
    it(`${entry.id}: same result natively and with DOMPurify`, () => {
      expect(serialized.get('dompurify')!.get(entry.id), entry.id).to.equal(serialized.get('native')!.get(entry.id));
    });
  }
});

/** Sanitizes one string in one mode into an attached div. */
async function sanitized(mode: SanitizerMode, input: string, headingOffset = 0): Promise<HTMLDivElement> {
  const div = host();
  await withMode(mode, () => sanitizeInto(div, input, {headingOffset}));
  return div;
}

/** The same HTML as the browser would serialize it. */
function normalized(markup: string): string {
  const t = document.createElement('template');
  t.innerHTML = markup;
  return t.innerHTML;
}

const RICH = `<h2 title="t" lang="en">Title</h2>
<p>Some <strong>bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u>, <s>s</s>, <del>del</del>, <ins>ins</ins>, <mark>mark</mark>, <small>small</small>, H<sub>2</sub>O, x<sup>2</sup>, <abbr title="HyperText">HTML</abbr>, <kbd>Ctrl</kbd>, <q>quote</q>, <cite>cite</cite>, <code>code()</code>, <span lang="de">Hallo</span>.<br>Next line.</p>
<ul><li>one</li><li>two <a href="/about">relative</a></li></ul>
<ol start="3" reversed><li>three</li><li>four</li></ol>
<dl><dt>term</dt><dd>definition</dd></dl>
<table><caption>Caption</caption><thead><tr><th colspan="2">Head</th></tr></thead><tbody><tr><td rowspan="2">a</td><td>b</td></tr><tr><td>c</td></tr></tbody><tfoot><tr><td colspan="2">foot</td></tr></tfoot></table>
<p><a href="https://example.com/x" title="Example">external</a> <a href="mailto:a@example.com">mail</a> <a href="tel:+4912345">phone</a> <a href="#section">anchor</a></p>
<figure><img src="/img/a.png" alt="A picture" width="640" height="480"><figcaption>Figure caption</figcaption></figure>
<blockquote><p>Quoted text</p></blockquote>
<pre><code>const x = 1;
const y = 2;</code></pre>
<div><hr></div>`;

/** RICH after the kit's pass: rel on external links (mailto and tel count), lazy images. */
const RICH_EXPECTED = RICH.replace('<a href="https://example.com/x" title="Example">', '<a href="https://example.com/x" title="Example" rel="noopener noreferrer">')
  .replace('<a href="mailto:a@example.com">', '<a href="mailto:a@example.com" rel="noopener noreferrer">')
  .replace('<a href="tel:+4912345">', '<a href="tel:+4912345" rel="noopener noreferrer">')
  .replace('<img src="/img/a.png" alt="A picture" width="640" height="480">', '<img src="/img/a.png" alt="A picture" width="640" height="480" loading="lazy" decoding="async">');

for (const mode of ['native', 'dompurify'] as const) {
  describe(`sanitizeInto (${mode}): the kit's pass and harmless content`, () => {
    afterEach(() => setSanitizerMode('auto'));

    it('gives external links rel="noopener noreferrer", and none to same-origin links', async () => {
      const div = await sanitized(
        mode,
        `<p><a href="https://example.com/">ext</a> <a href="//example.org/x">proto-relative</a> <a href="/local">local</a> <a href="${location.origin}/same">same</a> <a href="?q=1">query</a></p>`,
      );
      const rel = (text: string) => [...div.querySelectorAll('a')].find((a) => a.textContent === text)!.getAttribute('rel');
      expect(rel('ext')).to.equal('noopener noreferrer');
      expect(rel('proto-relative')).to.equal('noopener noreferrer');
      expect(rel('local')).to.equal(null);
      expect(rel('same')).to.equal(null);
      expect(rel('query')).to.equal(null);
      div.remove();
    });

    it('replaces a rel or target of the input', async () => {
      const div = await sanitized(mode, `<p><a href="https://example.com/" rel="opener" target="_blank">x</a><a href="/y" rel="opener">y</a></p>`);
      const [x, y] = div.querySelectorAll('a');
      expect(x.getAttribute('rel')).to.equal('noopener noreferrer');
      expect(x.hasAttribute('target')).to.be.false;
      expect(y.hasAttribute('rel')).to.be.false;
      div.remove();
    });

    it('keeps mailto: and tel: in links but in no image source (a safe link, only a CSP report as an image)', async () => {
      const div = await sanitized(mode, `<p><a href="mailto:a@example.com">m</a><img src="mailto:a@example.com" alt="m"><img src=" TEL:+49" alt="t"><img src="/a.png" alt="a"><img src="https://example.invalid/b.png" alt="b"></p>`);
      expect(div.querySelector('a')!.getAttribute('href')).to.equal('mailto:a@example.com');
      expect([...div.querySelectorAll('img')].map((img) => [img.alt, img.getAttribute('src')])).to.deep.equal([
        ['m', null],
        ['t', null],
        ['a', '/a.png'],
        ['b', 'https://example.invalid/b.png'],
      ]);
      div.remove();
    });

    it('makes images lazy and async, and gives them an empty alt when they have none', async () => {
      const div = await sanitized(mode, `<p><img src="/a.png" width="10" height="20"><img src="https://example.invalid/b.png" alt="B" loading="eager" decoding="sync"></p>`);
      const [a, b] = div.querySelectorAll('img');
      for (const img of [a, b]) {
        expect(img.getAttribute('loading')).to.equal('lazy');
        expect(img.getAttribute('decoding')).to.equal('async');
      }
      expect(a.getAttribute('alt')).to.equal('');
      expect(a.getAttribute('width')).to.equal('10');
      expect(a.getAttribute('height')).to.equal('20');
      expect(b.getAttribute('alt')).to.equal('B');
      div.remove();
    });

    it('shifts headings by headingOffset, capped at h6, keeping their attributes and content', async () => {
      const div = await sanitized(mode, `<h1 title="first">One <em>1</em></h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>`, 2);
      const levels = [...div.children].map((h) => `${h.localName}:${h.textContent}`);
      expect(levels).to.deep.equal(['h3:One 1', 'h4:Two', 'h5:Three', 'h6:Four', 'h6:Five', 'h6:Six']);
      expect(div.querySelector('h3')!.getAttribute('title')).to.equal('first');
      expect(div.querySelector('h3 em')!.textContent).to.equal('1');
      div.remove();
    });

    it('leaves headings alone without an offset', async () => {
      const div = await sanitized(mode, `<h1>One</h1><h6>Six</h6>`);
      expect([...div.children].map((h) => h.localName)).to.deep.equal(['h1', 'h6']);
      div.remove();
    });

    it('keeps harmless rich HTML intact', async () => {
      const div = await sanitized(mode, RICH);
      expect(div.innerHTML).to.equal(normalized(RICH_EXPECTED));
      div.remove();
    });

    it('keeps text that looks like markup (a code sample) as text', async () => {
      const input = `<p>Use a &lt;strong&gt; element, and remember 1&lt;2.</p><pre><code>&lt;p class="x"&gt;Hello&lt;/p&gt;</code></pre>`;
      const div = await sanitized(mode, input);
      expect(div.innerHTML).to.equal(normalized(input));
      expect(div.querySelector('code')?.textContent).to.equal('<p class="x">Hello</p>');
      div.remove();
    });

    it('keeps titles that contain markup-like text', async () => {
      const input = `<p><abbr title="</style> is a closing tag">style</abbr></p>`;
      const div = await sanitized(mode, input);
      expect(div.innerHTML).to.equal(normalized(input));
      div.remove();
    });

    it('keeps attribute values that contain the words "on", "one" or "style"', async () => {
      const input = `<p><abbr title="Click on one of them">abbr</abbr> <img src="/media/onboarding.png" alt="Someone on stage"> <span title="A style guide">span</span></p>`;
      const div = await sanitized(mode, input);
      expect(div.querySelector('abbr')!.getAttribute('title')).to.equal('Click on one of them');
      expect(div.querySelector('img')!.getAttribute('src')).to.equal('/media/onboarding.png');
      expect(div.querySelector('img')!.getAttribute('alt')).to.equal('Someone on stage');
      expect(div.querySelector('span')!.getAttribute('title')).to.equal('A style guide');
      div.remove();
    });

    it('keeps link targets whose path contains /style or /on…', async () => {
      const input = `<p><a href="/style/guide">guide</a> <a href="https://example.com/online-shop">shop</a> <a href="/docs/onboarding">docs</a></p>`;
      const div = await sanitized(mode, input);
      const links = [...div.querySelectorAll('a')].map((a) => `${a.getAttribute('href')} ${a.getAttribute('rel')}`);
      expect(links).to.deep.equal(['/style/guide null', 'https://example.com/online-shop noopener noreferrer', '/docs/onboarding null']);
      div.remove();
    });

    for (const lead of ['<p><abbr title="the <style> element">abbr</abbr></p>', '<!-- <style> -->', '<p><style-guide>x</style-guide></p>']) {
      it(`keeps the content after ${lead}`, async () => {
        const div = await sanitized(mode, `${lead}<p>rest of the article</p>`);
        expect(div.lastElementChild?.outerHTML, div.innerHTML).to.equal('<p>rest of the article</p>');
        div.remove();
      });
    }

    it('empties the target of what was there before, and takes an empty string', async () => {
      const div = host();
      div.innerHTML = '<p>old</p>';
      await withMode(mode, () => sanitizeInto(div, '<p>new</p>'));
      expect(div.innerHTML).to.equal('<p>new</p>');
      await withMode(mode, () => sanitizeInto(div, ''));
      expect(div.innerHTML).to.equal('');
      div.remove();
    });
  });
}

describe('sanitizeInto: both modes agree on harmless edge cases', () => {
  const cases: Record<string, string> = {
    'a table inside a paragraph': '<p>intro<table><tbody><tr><td>cell</td></tr></tbody></table>after</p>',
    'leading whitespace': '  \n<p>x</p>',
    'plain text': 'just text',
    'entities': '<p>&amp; &nbsp; &copy; &lt; &gt;</p>',
  };
  for (const [name, input] of Object.entries(cases)) {
    it(name, async () => {
      const a = await sanitized('native', input);
      const b = await sanitized('dompurify', input);
      expect(b.innerHTML).to.equal(a.innerHTML);
      a.remove();
      b.remove();
    });
  }
});
