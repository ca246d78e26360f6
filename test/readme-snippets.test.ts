/**
 * Every HTML snippet of the README works when pasted (issue 26, point 2).
 * Each ```html block of README.md is one of:
 *
 * - a CDN block (between `<!-- cdn-NAME:start -->` markers, written by
 *   `npm run docs`): pasted by test/sri.test.ts, the CDN's origin made this
 *   server's, and the quick start's by test/node/newcomer.test.js, with the
 *   README's own proxy command;
 * - the provider's line alone (where "Connecting to the API" says what to
 *   write in the page): the quick start's own line, which the newcomer test
 *   runs;
 * - markup of the kit's elements: pasted here, as a designer pastes it, into
 *   a provider of the demo site (the one line every page has, the quick
 *   start's), in a page that has loaded the kit. Every element in it must
 *   show the demo site's content: items (the element's own, or a template's
 *   in the page), no empty, error or not-found state, nothing said on the
 *   console.
 *
 * A new block that is neither fails the first test, so no snippet goes
 * unpasted.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from './helpers/wait.js';
import '../src/index.js';
import {captureConsole, mountInProvider, settled} from './helpers/dom.js';
import {unique} from './helpers/api.js';

let readme = '';

before(async () => {
  readme = await (await fetch('/README.md')).text();
});

/** The README's ```html blocks, each with whether it is a generated CDN block. */
function htmlBlocks(): {code: string; cdn: boolean}[] {
  const blocks: {code: string; cdn: boolean}[] = [];
  // A fence at a line's start, or indented in a list item (its end indented alike).
  const fence = /^( *)```html\n([\s\S]*?)\n\1```$/gm;
  for (let match; (match = fence.exec(readme));) {
    // Inside a generated block: a start marker before it with no end marker between.
    const before = readme.slice(0, match.index);
    const start = before.lastIndexOf('<!-- cdn-');
    const cdn = start > -1 && /^<!-- cdn-[a-z-]+:start -->/.test(before.slice(start)) && !before.slice(start).includes(':end -->');
    blocks.push({code: match[2].replace(new RegExp(`^${match[1]}`, 'gm'), ''), cdn});
  }
  return blocks;
}

const kitElements = (root: ParentNode) => [...root.querySelectorAll('*')].filter((el) => el.localName.startsWith('site-') && el.localName !== 'site-field' && el.localName !== 'site-content-provider');

describe('the README\u2019s HTML snippets, pasted', () => {
  it('every block is pasted by a test: CDN blocks by sri.test.ts and the newcomer test, the others here', () => {
    const blocks = htmlBlocks();
    expect(blocks.length, 'the README has HTML snippets').to.be.greaterThan(3);
    const quickStart = blocks[0];
    expect(quickStart.cdn && quickStart.code.includes('<site-events'), 'the first is the quick start\u2019s').to.equal(true);
    const others = blocks.filter((block) => !block.cdn);
    // Outside the generated blocks, none loads a file.
    expect(
      others.filter((block) => /<script\b|<link\b/.test(block.code)).map((block) => block.code.slice(0, 80)),
      'a file loaded outside a CDN block',
    ).to.deep.equal([]);
    const providerLines = others.filter((block) => /^<site-content-provider\b[^>]*>$/.test(block.code.trim()));
    expect(
      providerLines.map((block) => block.code.trim()),
      'a provider line is the quick start\u2019s',
    ).to.deep.equal(providerLines.map(() => /<site-content-provider\b[^>]*>/.exec(quickStart.code)![0]));
    const elements = others.filter((block) => !providerLines.includes(block));
    expect(elements.length, 'snippets of elements').to.be.greaterThan(0);
    expect(
      elements.every((block) => kitElements(Object.assign(document.createElement('template'), {innerHTML: block.code}).content).length),
      'each names an element',
    ).to.equal(true);
  });

  it('each snippet of elements shows the demo site\u2019s content, with nothing said on the console', async () => {
    const snippets = htmlBlocks().filter((block) => !block.cdn && !/^<site-content-provider\b[^>]*>$/.test(block.code.trim()));
    expect(snippets.length).to.be.greaterThan(0);
    for (const {code} of snippets) {
      const said = [captureConsole('warn'), captureConsole('error')];
      try {
        const first = mountInProvider(code, {siteKey: unique('demo')});
        const provider = first.parentElement!;
        const elements = kitElements(provider);
        expect(elements.length, code).to.be.greaterThan(0);
        for (const el of elements) await settled(el);
        for (const el of elements) {
          const root = el.shadowRoot!;
          const name = `<${el.localName}> of the snippet\n${code}`;
          expect(root.querySelector('[part~=empty], [part~=error], [part~=not-found]'), `${name}: a state instead of content`).to.equal(null);
          // Its own items (a filter's buttons, a calendar's days with events), or a template's: made in the page, each carrying the record's title.
          await waitUntil(() => root.querySelector('[part~=item], [part~=chip], [part~=has-events]') || (el.querySelector('template') && el.children.length > 1), `${name}: no items`);
          expect(el.textContent! + root.textContent!, `${name}: no text of the demo site`).to.match(/\w{4,}/);
        }
        expect(
          said.flatMap((level) => level.messages),
          `console, for the snippet\n${code}`,
        ).to.deep.equal([]);
      } finally {
        said.forEach((level) => level.restore());
      }
    }
  });
});
