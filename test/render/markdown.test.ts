/**
 * A record's `content` is Markdown with inline HTML (the real service's
 * form): sanitizeInto() renders it with marked and sends the HTML through
 * the sanitizer, in both modes (the browser's Sanitizer API and DOMPurify).
 * Formatting arrives as elements, headings take the offset, links keep the
 * URL rule, and nothing hostile written in Markdown survives.
 */
import {expect} from '@open-wc/testing';
import {sanitizeInto, setSanitizerMode, usesNativeSanitizer, type SanitizerMode} from '../../src/render/sanitize.js';
import {markdown} from '../../src/render/markdown.js';
import {brokenImageHandlerRan} from '../helpers/signals.js';
import {expectSafeAttributes} from '../helpers/hostile.js';

declare global {
  interface Window {
    __xss?: (id: string) => void;
  }
}

const calls: string[] = [];

function host(): HTMLDivElement {
  const div = document.createElement('div');
  div.addEventListener('click', (e) => e.preventDefault(), {capture: true});
  document.body.append(div);
  return div;
}

const hosts: Element[] = [];
afterEach(() => hosts.splice(0).forEach((h) => h.remove()));

/** The Markdown, rendered and sanitized in one mode into an attached div. */
async function rendered(mode: SanitizerMode, source: string, headingOffset = 0): Promise<HTMLDivElement> {
  const div = host();
  hosts.push(div);
  setSanitizerMode(mode);
  try {
    expect(usesNativeSanitizer()).to.equal(mode === 'native');
    await sanitizeInto(div, source, {headingOffset});
  } finally {
    setSanitizerMode('auto');
  }
  return div;
}

const HOSTILE = [
  `[link](javascript:__xss('md-link'))`,
  `[mixed](JaVaScRiPt:__xss('md-mixed'))`,
  `[spaced]( javascript:__xss('md-spaced') )`,
  `[angled](<javascript:__xss('md-angled')>)`,
  `[entity](&#106;avascript:__xss('md-entity'))`,
  `[data](data:text/html;base64,PHNjcmlwdD5fX3hzcygnbWQtZGF0YScpPC9zY3JpcHQ+)`,
  `[vb](vbscript:msgbox('md-vb'))`,
  `[ref][evil]`,
  `![image](javascript:__xss('md-image'))`,
  `![svg](data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iX194c3MoJ21kLXN2ZycpIi8+)`,
  `<javascript:__xss('md-autolink')>`,
  `<script>__xss('md-script')</script>`,
  `<img src=x onerror="__xss('md-onerror')">`,
  `Inline <img src="/nope.png" onerror="__xss('md-inline-onerror')"> image`,
  `<a href="javascript:__xss('md-html-link')">html link</a>`,
  `<iframe srcdoc="<script>__xss('md-iframe')</script>"></iframe>`,
  `<svg onload="__xss('md-svg')"></svg>`,
  `**bold <span onmouseover="__xss('md-span')" style="color:red">span</span>**`,
  `[title](https://example.org/ "x\\" onmouseover=\\"__xss('md-title')")`,
  '',
  `[evil]: javascript:__xss('md-reference')`,
].join('\n\n');

for (const mode of ['native', 'dompurify'] as const) {
  describe(`Markdown content (${mode} sanitizer)`, () => {
    before(() => {
      window.__xss = (id: string) => calls.push(id);
    });

    it('renders headings, shifted by the heading offset', async () => {
      const div = await rendered(mode, '# One\n\n## Two\n\nThree\n=====\n\n###### Six', 1);
      expect([...div.children].map((h) => `${h.localName}:${h.textContent}`)).to.deep.equal(['h2:One', 'h3:Two', 'h2:Three', 'h6:Six']);
      const plain = await rendered(mode, '# One');
      expect(plain.innerHTML.trim()).to.equal('<h1>One</h1>');
    });

    it('renders emphasis, strikethrough, code, breaks, quotes and rules as elements', async () => {
      const div = await rendered(mode, 'Some **bold**, *em*, _em too_, ***both***, ~~gone~~ and `code()`.  \nNext line.\n\n> Quoted\n\n---\n\n```\nconst x = 1;\n```');
      expect(div.querySelector('p strong')!.textContent).to.equal('bold');
      expect([...div.querySelectorAll('p > em')].map((e) => e.textContent)).to.deep.equal(['em', 'em too', 'both']);
      expect(div.querySelector('em strong, strong em')!.textContent).to.equal('both');
      expect(div.querySelector('del')!.textContent).to.equal('gone');
      expect(div.querySelector('p code')!.textContent).to.equal('code()');
      expect(div.querySelector('p br')).to.exist;
      expect(div.querySelector('blockquote p')!.textContent).to.equal('Quoted');
      expect(div.querySelector('hr')).to.exist;
      expect(div.querySelector('pre code')!.textContent).to.equal('const x = 1;\n');
    });

    it('renders bullet and numbered lists, and a numbered list that starts later', async () => {
      const div = await rendered(mode, '- one\n- two\n  - nested\n\n* star\n\n1. first\n2. second\n\n3. third\n4. fourth');
      const [ul] = div.querySelectorAll(':scope > ul');
      expect([...ul.querySelectorAll(':scope > li')].map((li) => li.firstChild!.textContent!.trim())).to.deep.equal(['one', 'two']);
      expect(ul.querySelector('li ul li')!.textContent).to.equal('nested');
      const ols = div.querySelectorAll('ol');
      expect(ols.length).to.be.greaterThan(0);
      expect([...div.querySelectorAll('ol li')].map((li) => li.textContent!.trim())).to.deep.equal(['first', 'second', 'third', 'fourth']);
      const late = await rendered(mode, '3. third\n4. fourth');
      expect(late.querySelector('ol')!.getAttribute('start')).to.equal('3');
    });

    it('renders links and images with the URL rule: rel on external links, lazy images', async () => {
      const div = await rendered(
        mode,
        '[external](https://example.org/a "Title") [relative](/about) [mail](mailto:a@example.com) <https://example.net/auto> www.example.com\n\n![A picture](/img/a.png "Pic")\n\n[ref]\n\n[ref]: https://example.org/ref',
      );
      const links = [...div.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel'), a.getAttribute('title')]);
      expect(links).to.deep.equal([
        ['external', 'https://example.org/a', 'noopener noreferrer', 'Title'],
        ['relative', '/about', null, null],
        ['mail', 'mailto:a@example.com', 'noopener noreferrer', null],
        ['https://example.net/auto', 'https://example.net/auto', 'noopener noreferrer', null],
        ['www.example.com', 'http://www.example.com', 'noopener noreferrer', null],
        ['ref', 'https://example.org/ref', 'noopener noreferrer', null],
      ]);
      const img = div.querySelector('img')!;
      expect([img.getAttribute('src'), img.alt, img.title, img.loading, img.decoding]).to.deep.equal(['/img/a.png', 'A picture', 'Pic', 'lazy', 'async']);
    });

    it('renders GitHub tables, as the real sites do', async () => {
      const div = await rendered(mode, '| Name | Price |\n|---|--:|\n| Ticket | 12 € |');
      expect([...div.querySelectorAll('th')].map((c) => c.textContent)).to.deep.equal(['Name', 'Price']);
      expect([...div.querySelectorAll('td')].map((c) => c.textContent)).to.deep.equal(['Ticket', '12 €']);
    });

    it('renders inline HTML, sanitized: allowed elements stay, styles and unknown elements go', async () => {
      const div = await rendered(mode, 'Some <mark>marked</mark> and <span style="color:red" class="x">red</span> text with <sup>2</sup>.\n\n<div>\n\n**Markdown inside a div**\n\n</div>\n\n<custom-thing>gone</custom-thing>');
      expect(div.querySelector('p mark')!.textContent).to.equal('marked');
      const span = div.querySelector('p span')!;
      expect([span.textContent, span.hasAttribute('style'), span.hasAttribute('class')]).to.deep.equal(['red', false, false]);
      expect(div.querySelector('sup')!.textContent).to.equal('2');
      expect(div.querySelector('div strong')!.textContent).to.equal('Markdown inside a div');
      expect(div.querySelector('custom-thing')).to.equal(null);
      expect(div.textContent).not.to.contain('gone');
    });

    it('shows HTML inside code as text, never as markup', async () => {
      const div = await rendered(mode, "`<img src=x onerror=__xss('md-codespan')>`\n\n```html\n<script>__xss('md-fence')</script>\n```\n\n    <b>indented code</b>");
      expect(div.querySelector('script, b')).to.equal(null);
      expect([...div.querySelectorAll('code')].map((c) => c.textContent!.trim())).to.deep.equal([
        "<img src=x onerror=__xss('md-codespan')>",
        "<script>__xss('md-fence')</script>",
        '<b>indented code</b>',
      ]);
    });

    it('lets nothing hostile written in Markdown survive or run', async () => {
      const div = await rendered(mode, HOSTILE);
      expect(div.querySelector('script, iframe, svg, object, embed, style'), div.innerHTML).to.equal(null);
      for (const el of div.querySelectorAll('*')) {
        for (const attr of el.attributes) expect(attr.name, `${el.localName}[${attr.name}]`).to.be.oneOf(['href', 'src', 'alt', 'title', 'rel', 'loading', 'decoding']);
      }
      expectSafeAttributes(div, ['href']);
      // The text of each link is still there, without its address.
      const texts = [...div.querySelectorAll('a')].map((a) => a.textContent);
      expect(texts).to.include.members(['link', 'mixed', 'entity', 'data', 'vb', 'ref', 'html link']);
      expect([...div.querySelectorAll('a[href]')].map((a) => a.textContent), 'the one link with a safe address').to.deep.equal(['title']);
      expect(div.querySelector('a[title]')!.getAttribute('href')).to.equal('https://example.org/');
      // Markdown images keep their alt text, not their address.
      const images = [...div.querySelectorAll('img[alt="image"], img[alt="svg"]')];
      expect(images.map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).to.deep.equal([
        ['image', null],
        ['svg', null],
      ]);
      for (const el of div.querySelectorAll('*')) {
        for (const type of ['error', 'load', 'click', 'mouseover']) el.dispatchEvent(new Event(type));
      }
      for (const a of div.querySelectorAll('a')) a.click();
      await brokenImageHandlerRan();
      expect(calls).to.deep.equal([]);
    });

    it('gives plain HTML content the same DOM as before Markdown (the demo API still serves HTML)', async () => {
      const source = '<h2>From HTML</h2><p>Plain <strong>HTML</strong> with <em>emphasis</em> and a <a href="https://example.org/">link</a>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n\n<p>After a blank line, * stars * and _underscores_ in HTML.</p>';
      const div = await rendered(mode, source, 1);
      expect(div.innerHTML.replace(/\n/g, '')).to.equal(
        '<h3>From HTML</h3><p>Plain <strong>HTML</strong> with <em>emphasis</em> and a <a href="https://example.org/" rel="noopener noreferrer">link</a>.</p><ul><li>one</li><li>two</li></ul><p>After a blank line, * stars * and _underscores_ in HTML.</p>',
      );
    });

    it('renders an empty string as nothing', async () => {
      const div = await rendered(mode, '');
      expect(div.childNodes.length).to.equal(0);
    });
  });
}

describe('Markdown content: both modes agree', () => {
  it('gives the same DOM natively and with DOMPurify', async () => {
    const source = `# Title\n\nSome **bold** [link](https://example.org/) ![pic](/a.png)\n\n- a\n- b\n\n${HOSTILE}`;
    const native = await rendered('native', source, 1);
    const purified = await rendered('dompurify', source, 1);
    expect(purified.innerHTML).to.equal(native.innerHTML);
  });
});

describe('markdown(): the chunk', () => {
  it('uses its own marked instance, untouched by an app that configures marked', async () => {
    const {marked} = await import('marked');
    marked.use({breaks: true, renderer: {strong: () => '<b>APP</b>'}});
    try {
      expect(markdown('**x**\ny')).to.equal('<p><strong>x</strong>\ny</p>\n');
    } finally {
      marked.setOptions(marked.getDefaults());
    }
  });
});
