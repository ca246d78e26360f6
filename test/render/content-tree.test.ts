/**
 * renderTree(): every node type and mark, hostile and junk input, and the
 * depth and size bounds.
 */
import {expect} from '@open-wc/testing';
import {render} from 'lit';
import {renderTree, type TreeOptions} from '../../src/render/content-tree.js';
import {brokenImageHandlerRan} from '../helpers/signals.js';

declare global {
  interface Window {
    __xss?: (id: string) => void;
  }
}

const calls: string[] = [];
window.__xss = (id: string) => {
  calls.push(String(id));
};


const mounted: HTMLElement[] = [];
afterEach(() => {
  for (const div of mounted.splice(0)) div.remove();
});

/** Renders a tree into a fresh div in the document. */
function mount(tree: unknown, options?: TreeOptions): HTMLDivElement {
  const div = document.createElement('div');
  document.body.append(div);
  mounted.push(div);
  render(renderTree(tree, options), div);
  return div;
}

/** The div's markup without Lit's comment markers. */
const markup = (el: Element) => el.innerHTML.replace(/<!--[^]*?-->/g, '');

const text = (t: unknown, marks?: unknown) => ({type: 'text', text: t, ...(marks === undefined ? {} : {marks})});
const para = (...content: unknown[]) => ({type: 'paragraph', content});
const doc = (...content: unknown[]) => ({type: 'doc', content});

/** Collects console.warn while `run` runs. */
function captureWarn(run: () => void): string[] {
  const original = console.warn;
  const messages: string[] = [];
  console.warn = (...args: unknown[]) => {
    messages.push(args.map(String).join(' '));
  };
  try {
    run();
  } finally {
    console.warn = original;
  }
  return messages;
}

describe('renderTree: nodes', () => {
  it('renders doc, paragraph and text', () => {
    const div = mount(doc(para(text('Hello '), text('world')), para(text('Second'))));
    expect(markup(div)).to.equal('<p>Hello world</p><p>Second</p>');
  });

  it('renders headings 1–6 at their level without an offset', () => {
    const div = mount(doc(...[1, 2, 3, 4, 5, 6].map((level) => ({type: 'heading', attrs: {level}, content: [text(`H${level}`)]}))));
    expect([...div.children].map((h) => `${h.localName}:${h.textContent}`)).to.deep.equal(['h1:H1', 'h2:H2', 'h3:H3', 'h4:H4', 'h5:H5', 'h6:H6']);
  });

  it('shifts headings by headingOffset, capped at h6', () => {
    const div = mount(doc(...[1, 2, 3, 4, 5, 6].map((level) => ({type: 'heading', attrs: {level}, content: [text(`H${level}`)]}))), {headingOffset: 2});
    expect([...div.children].map((h) => `${h.localName}:${h.textContent}`)).to.deep.equal(['h3:H1', 'h4:H2', 'h5:H3', 'h6:H4', 'h6:H5', 'h6:H6']);
  });

  it('gives a heading without a usable level level 1 (plus the offset), and caps levels past 6', () => {
    const div = mount(
      doc(
        {type: 'heading', content: [text('none')]},
        {type: 'heading', attrs: {level: 0}, content: [text('zero')]},
        {type: 'heading', attrs: {level: 'x'}, content: [text('junk')]},
        {type: 'heading', attrs: {level: 9}, content: [text('nine')]},
      ),
      {headingOffset: 1},
    );
    expect([...div.children].map((h) => `${h.localName}:${h.textContent}`)).to.deep.equal(['h2:none', 'h2:zero', 'h2:junk', 'h6:nine']);
  });

  it('renders bullet and ordered lists, with start', () => {
    const item = (t: string) => ({type: 'listItem', content: [para(text(t))]});
    const div = mount(
      doc(
        {type: 'bulletList', content: [item('a'), item('b')]},
        {type: 'orderedList', attrs: {start: 3}, content: [item('c'), item('d')]},
        {type: 'orderedList', content: [item('e')]},
      ),
    );
    expect(markup(div)).to.equal('<ul><li><p>a</p></li><li><p>b</p></li></ul><ol start="3"><li><p>c</p></li><li><p>d</p></li></ol><ol><li><p>e</p></li></ol>');
  });

  it('renders blockquote, codeBlock, hardBreak and horizontalRule', () => {
    const div = mount(
      doc(
        {type: 'blockquote', content: [para(text('quoted'))]},
        {type: 'codeBlock', attrs: {language: 'js'}, content: [text('const a = 1;\nconst b = "<b>";')]},
        para(text('line 1'), {type: 'hardBreak'}, text('line 2')),
        {type: 'horizontalRule'},
      ),
    );
    expect(markup(div)).to.equal('<blockquote><p>quoted</p></blockquote><pre><code>const a = 1;\nconst b = "&lt;b&gt;";</code></pre><p>line 1<br>line 2</p><hr>');
  });

  it('renders an image from its attrs: src, alt, title, width, height, lazy and async', () => {
    const div = mount(doc({type: 'image', attrs: {src: 'https://example.com/a.png', alt: 'A', title: 'T', width: 640, height: 480}}));
    const img = div.querySelector('img')!;
    expect(img.getAttribute('src')).to.equal('https://example.com/a.png');
    expect(img.getAttribute('alt')).to.equal('A');
    expect(img.getAttribute('title')).to.equal('T');
    expect(img.getAttribute('width')).to.equal('640');
    expect(img.getAttribute('height')).to.equal('480');
    expect(img.getAttribute('loading')).to.equal('lazy');
    expect(img.getAttribute('decoding')).to.equal('async');
    expect(div.querySelector('figure')).to.equal(null);
  });

  it('gives an image without alt an empty alt, and leaves out a size that is not a positive number', () => {
    const div = mount(doc({type: 'image', attrs: {src: '/b.png', width: -1, height: '20'}}));
    const img = div.querySelector('img')!;
    expect(img.getAttribute('alt')).to.equal('');
    expect(img.hasAttribute('width')).to.be.false;
    expect(img.hasAttribute('height')).to.be.false;
  });

  it('renders an image with a caption as figure and figcaption', () => {
    const div = mount(doc({type: 'image', attrs: {src: '/a.png', alt: 'A', caption: 'The caption'}}));
    expect(div.querySelector('figure > img[src="/a.png"][alt="A"]')).to.exist;
    expect(div.querySelector('figure > figcaption')!.textContent).to.equal('The caption');
  });

  it('renders an image from the Image object under attrs.image', () => {
    const div = mount(
      doc({
        type: 'image',
        attrs: {image: {id: 'i1', url: 'https://cdn.example.com/i.jpg', width: 800, height: 600, altText: 'Alt text', caption: 'Image caption', title: 'Image title'}},
      }),
    );
    const img = div.querySelector('figure > img')!;
    expect(img.getAttribute('src')).to.equal('https://cdn.example.com/i.jpg');
    expect(img.getAttribute('alt')).to.equal('Alt text');
    expect(img.getAttribute('title')).to.equal('Image title');
    expect(img.getAttribute('width')).to.equal('800');
    expect(img.getAttribute('height')).to.equal('600');
    expect(img.getAttribute('loading')).to.equal('lazy');
    expect(img.getAttribute('decoding')).to.equal('async');
    expect(div.querySelector('figure > figcaption')!.textContent).to.equal('Image caption');
  });

  it('renders tables with header cells, colspan and rowspan', () => {
    const cell = (type: string, t: string, attrs?: object) => ({type, attrs, content: [para(text(t))]});
    const div = mount(
      doc({
        type: 'table',
        content: [
          {type: 'tableRow', content: [cell('tableHeader', 'H1', {colspan: 2}), cell('tableHeader', 'H2')]},
          {type: 'tableRow', content: [cell('tableCell', 'a', {rowspan: 2}), cell('tableCell', 'b', {colspan: 1, rowspan: 1}), cell('tableCell', 'c')]},
          {type: 'tableRow', content: [cell('tableCell', 'd', {colspan: 0, rowspan: 'x'})]},
        ],
      }),
    );
    expect(markup(div)).to.equal(
      '<table><tbody>' +
        '<tr><th colspan="2"><p>H1</p></th><th><p>H2</p></th></tr>' +
        '<tr><td rowspan="2"><p>a</p></td><td colspan="1" rowspan="1"><p>b</p></td><td><p>c</p></td></tr>' +
        '<tr><td><p>d</p></td></tr>' +
        '</tbody></table>',
    );
  });

  it('renders the children of an unknown node type', () => {
    const div = mount(doc({type: 'callout', attrs: {tone: 'info'}, content: [para(text('inside'))]}, {type: 'mystery', content: [text('bare')]}));
    expect(markup(div)).to.equal('<p>inside</p>bare');
  });
});

describe('renderTree: marks', () => {
  const one = (marks: unknown[]) => markup(mount(para(text('t', marks))));

  it('renders bold/strong, italic/em, underline, strike and code', () => {
    expect(one([{type: 'bold'}])).to.equal('<p><strong>t</strong></p>');
    expect(one([{type: 'strong'}])).to.equal('<p><strong>t</strong></p>');
    expect(one([{type: 'italic'}])).to.equal('<p><em>t</em></p>');
    expect(one([{type: 'em'}])).to.equal('<p><em>t</em></p>');
    expect(one([{type: 'underline'}])).to.equal('<p><u>t</u></p>');
    expect(one([{type: 'strike'}])).to.equal('<p><s>t</s></p>');
    expect(one([{type: 'code'}])).to.equal('<p><code>t</code></p>');
  });

  it('nests several marks, the first innermost', () => {
    expect(one([{type: 'bold'}, {type: 'italic'}, {type: 'underline'}])).to.equal('<p><u><em><strong>t</strong></em></u></p>');
  });

  it('renders links: title, rel on external links only', () => {
    const div = mount(
      para(
        text('ext', [{type: 'link', attrs: {href: 'https://example.com/', title: 'Example', target: '_blank'}}]),
        text('rel', [{type: 'link', attrs: {href: '/about'}}]),
        text('mail', [{type: 'link', attrs: {href: 'mailto:a@example.com'}}]),
        text('both', [{type: 'bold'}, {type: 'link', attrs: {href: '/x'}}]),
      ),
    );
    const [ext, rel, mail, both] = div.querySelectorAll('a');
    expect(ext.getAttribute('href')).to.equal('https://example.com/');
    expect(ext.getAttribute('title')).to.equal('Example');
    expect(ext.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(ext.hasAttribute('target')).to.be.false;
    expect(rel.getAttribute('href')).to.equal('/about');
    expect(rel.hasAttribute('rel')).to.be.false;
    expect(mail.getAttribute('href')).to.equal('mailto:a@example.com');
    expect(both.querySelector('strong')!.textContent).to.equal('both');
  });

  it('drops unknown marks and keeps their text', () => {
    expect(one([{type: 'superscript'}, {type: 'textStyle', attrs: {color: 'red'}}, {type: 'highlight'}])).to.equal('<p>t</p>');
    expect(one([{type: 'unknown'}, {type: 'bold'}])).to.equal('<p><strong>t</strong></p>');
  });
});

describe('renderTree: hostile content', () => {
  it('keeps text that contains HTML as text', async () => {
    calls.length = 0;
    const payload = `<img src=x onerror=__xss('tree-text')><script>__xss('tree-text#2')</script>`;
    const div = mount(doc(para(text(payload)), {type: 'codeBlock', content: [text(payload)]}, para(text(payload, [{type: 'bold'}, {type: 'link', attrs: {href: '/x'}}]))));
    await brokenImageHandlerRan();
    expect(div.querySelector('img, script')).to.equal(null);
    expect(div.querySelectorAll('p')[0].textContent).to.equal(payload);
    expect(div.querySelector('code')!.textContent).to.equal(payload);
    expect(div.querySelector('a strong')!.textContent).to.equal(payload);
    expect(calls).to.deep.equal([]);
  });

  const hostileHrefs = [
    'javascript:__xss(1)',
    'JAVASCRIPT:__xss(1)',
    '  javascript:__xss(1)',
    'java\tscript:__xss(1)',
    'java\nscript:__xss(1)',
    '\u0001javascript:__xss(1)',
    'data:text/html,<script>__xss(1)</script>',
    'vbscript:msgbox(1)',
    'x-unknown:1',
    '',
    42,
    null,
    {toString: () => 'https://example.com/'},
  ];

  for (const href of hostileHrefs) {
    it(`renders no link for href ${JSON.stringify(String(href))} (${typeof href}), keeping the text`, () => {
      const div = mount(para(text('kept', [{type: 'link', attrs: {href}}, {type: 'bold'}])));
      expect(div.querySelector('a')).to.equal(null);
      expect(markup(div)).to.equal('<p><strong>kept</strong></p>');
    });
  }

  it('renders no link for a link mark without attrs', () => {
    const div = mount(para(text('kept', [{type: 'link'}, {type: 'link', attrs: null}])));
    expect(markup(div)).to.equal('<p>kept</p>');
  });

  for (const src of ['javascript:__xss(1)', ' JavaScript:__xss(1)', 'java\tscript:__xss(1)', 'data:image/svg+xml,<svg onload=__xss(1)>', 'vbscript:x', '', 7]) {
    it(`renders no image for src ${JSON.stringify(String(src))}`, () => {
      const div = mount(doc({type: 'image', attrs: {src, alt: 'a', caption: 'c'}}, {type: 'image', attrs: {image: {url: src, altText: 'b', caption: 'd'}}}));
      expect(div.querySelector('img, figure')).to.equal(null);
    });
  }

  const junk: [string, unknown][] = [
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a string', '<p>not a tree</p>'],
    ['a boolean', true],
    ['an array', [para(text('in an array')), null, 3]],
    ['a node whose type is a number', {type: 42, content: [text('x')]}],
    ['a node without a type', {content: [null, 1, 'str', [], {}]}],
    ['content that is not an array', {type: 'doc', content: 'text'}],
    ['content that is an object', {type: 'paragraph', content: {0: text('x'), length: 1}}],
    ['marks that are not an array', para({type: 'text', text: 'x', marks: 'bold'}, {type: 'text', text: 'y', marks: {type: 'bold'}})],
    ['marks that are junk', para(text('x', [null, 1, 'bold', [], {type: null}, {type: 'link', attrs: 'https://x'}]))],
    ['text that is not a string', para({type: 'text', text: 5}, {type: 'text', text: null}, {type: 'text', text: {}}, {type: 'text'})],
    ['attrs that are junk', doc({type: 'heading', attrs: 'big'}, {type: 'image', attrs: null}, {type: 'orderedList', attrs: [1]}, {type: 'tableCell', attrs: 5})],
    ['an image object that is junk', doc({type: 'image', attrs: {image: 'https://example.com/a.png'}}, {type: 'image', attrs: {image: null}})],
    ['a prototype-ish type', doc({type: '__proto__'}, {type: 'constructor'}, {type: 'toString'})],
  ];

  for (const [name, tree] of junk) {
    it(`does not throw on ${name}`, () => {
      expect(() => mount(tree)).not.to.throw();
      expect(() => mount(doc(tree as never))).not.to.throw();
    });
  }

  it('renders the usable parts around junk', () => {
    const div = mount(doc(null, 7, para(text('ok')), {type: 42}, 'str', para({type: 'text', text: 'y', marks: 'bold'})));
    expect(markup(div)).to.equal('<p>ok</p><p>y</p>');
  });
});

describe('renderTree: size and depth', () => {
  // warnOnce() says its message once per page: this test must be the first
  // in this file to cut a tree.
  it('stops a 500-deep tree at the depth bound, and warns that it was cut', () => {
    let tree: object = text('deepest text');
    for (let i = 0; i < 500; i++) tree = {type: 'blockquote', content: [tree]};
    let div!: HTMLDivElement;
    const warnings = captureWarn(() => {
      expect(() => {
        div = mount(doc(tree, para(text('after the deep part'))));
      }).not.to.throw();
    });
    const depth = div.querySelectorAll('blockquote').length;
    expect(depth).to.be.greaterThan(0);
    expect(depth).to.be.at.most(48);
    expect(div.textContent).not.to.contain('deepest text');
    expect(div.querySelector(':scope > p')!.textContent).to.equal('after the deep part');
    expect(warnings.some((w) => /too deep/.test(w)), `warnings: ${JSON.stringify(warnings)}`).to.be.true;
  });

  it('honours a maxDepth option', () => {
    let tree: object = para(text('bottom'));
    for (let i = 0; i < 10; i++) tree = {type: 'blockquote', content: [tree]};
    const div = mount(doc(tree), {maxDepth: 3});
    expect(div.querySelectorAll('blockquote').length).to.equal(3);
    expect(div.textContent).not.to.contain('bottom');
  });

  it('does not overflow the stack on a 100 000-deep tree', () => {
    let tree: object = text('deepest');
    for (let i = 0; i < 100_000; i++) tree = {type: 'mystery', content: [tree]};
    let div!: HTMLDivElement;
    expect(() => {
      div = mount(doc(tree));
    }).not.to.throw();
    // Nothing of the tree below the depth limit, and the cut is visible.
    expect(div.textContent).to.equal('…');
    expect(div.querySelector('[part~="truncated"]')).to.exist;
  });

  it('renders a 10 000-node tree fully', () => {
    const paragraphs = 4_999;
    // doc + 4 999 paragraphs + 4 999 texts + 1 rule = 10 000 nodes
    const tree = doc(...Array.from({length: paragraphs}, (_, i) => para(text(`p${i}`))), {type: 'horizontalRule'});
    const start = performance.now();
    const div = mount(tree);
    const ms = performance.now() - start;
    console.log(`renderTree: 10 000 nodes rendered in ${ms.toFixed(1)} ms`);
    const ps = div.querySelectorAll('p');
    expect(ps.length).to.equal(paragraphs);
    expect(ps[paragraphs - 1].textContent).to.equal(`p${paragraphs - 1}`);
    expect(div.querySelector('hr')).to.exist;
  });

  it('cuts a tree past maxNodes', () => {
    const tree = doc(...Array.from({length: 100}, (_, i) => para(text(`p${i}`))));
    // doc + 10 paragraphs with their text = 21 nodes.
    const div = mount(tree, {maxNodes: 21});
    const ps = [...div.querySelectorAll('p:not([part~="truncated"])')];
    expect(ps.length).to.equal(10);
    // The cut is visible: "…" after the last paragraph shown.
    expect(div.lastElementChild!.getAttribute('part')).to.equal('truncated');
    expect(div.lastElementChild!.textContent).to.equal('…');
    expect(ps.map((p) => p.textContent)).to.deep.equal(Array.from({length: 10}, (_, i) => `p${i}`));
  });

  it('walks no child past the node budget, nor any past the depth bound', () => {
    // Children counted as they are read: 300 000 of them, of which the budget reaches a few.
    let read = 0;
    const counted = (list: unknown[]) => new Proxy(list, {get: (target, key, receiver) => (typeof key === 'string' && /^\d+$/.test(key) && read++, Reflect.get(target, key, receiver))});
    const many = counted(Array.from({length: 300_000}, () => text('a ')));
    const div = mount(doc({type: 'paragraph', content: many}), {maxNodes: 100});
    expect(div.querySelector('p')!.textContent!.length).to.equal(2 * 98);
    expect(div.lastElementChild!.textContent).to.equal('…');
    expect(read, 'children read').to.be.at.most(100);
    // At the depth bound, a node's children are not read at all.
    read = 0;
    let deep: object = {type: 'paragraph', content: counted(Array.from({length: 300_000}, () => text('b')))};
    for (let i = 0; i < 3; i++) deep = {type: 'blockquote', content: [deep]};
    mount(doc(deep), {maxDepth: 4});
    expect(read, 'children read past the depth bound').to.equal(0);
  });

  it('cuts a tree past the default maxNodes (20 000)', () => {
    const tree = doc(...Array.from({length: 15_000}, (_, i) => para(text(`p${i}`))));
    const div = mount(tree);
    const count = div.querySelectorAll('p').length;
    expect(count).to.be.lessThan(15_000);
    expect(count).to.be.at.least(9_999);
  });
});
