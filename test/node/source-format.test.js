// @ts-check
/**
 * Source for people, bytes from the build: the kit's html`…` templates are
 * laid out on many lines in src/, and the build (scripts/minify-templates.js,
 * in every pass of scripts/build-bundle.js) minifies them. So no template is
 * squeezed onto one `// prettier-ignore` line for the byte budget again, the
 * built files hold no layout whitespace, and the minifier keeps what is text.
 *
 * Run after `npm run build`: node --test test/node/source-format.test.js
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {minifyHTMLLiterals} from '@lit-labs/rollup-plugin-minify-html-literals/lib/minify-html-literals.js';
import {templateOptions} from '../../scripts/minify-templates.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Longer lines with a template on them read as squeezed (the longest written for people today: 217). */
const LONGEST = 240;

/** @param {string} dir @returns {string[]} */
const files = (dir) =>
  readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
const sources = files(join(root, 'src')).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));

describe('templates in src/ are written for people', () => {
  test('no `prettier-ignore`: a template squeezed onto one line for the byte budget is the build’s job now', () => {
    const found = sources.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/prettier-ignore/.test(line) ? [`${relative(root, f)}:${i + 1}`] : [])),
    );
    assert.deepEqual(found, [], `lay these templates out on several lines (the build minifies them): ${found.join(', ')}`);
  });

  test(`no line with a template on it is longer than ${LONGEST} characters`, () => {
    const long = sources.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/\bhtml`/.test(line) && line.length > LONGEST ? [`${relative(root, f)}:${i + 1} (${line.length})`] : [])),
    );
    assert.deepEqual(long, [], `break these templates over lines (the build minifies them): ${long.join(', ')}`);
  });

  test('the elements do lay templates out over lines (else the next test proves nothing)', () => {
    const laidOut = sources.filter((f) => /\bhtml`[^`]*\n[ \t]+(<|\$\{)/.test(readFileSync(f, 'utf8')));
    assert.ok(laidOut.length >= 10, `only ${laidOut.length} files hold a multi-line template`);
  });
});

describe('the build minifies them', () => {
  const dist = join(root, 'dist');
  const built = ['site-widgets.js', 'site-widgets-all.js', ...['elements', 'all'].flatMap((d) => (existsSync(join(dist, d)) ? readdirSync(join(dist, d)).filter((f) => f.endsWith('.js')).map((f) => `${d}/${f}`) : []))];

  test('the built files hold no line break with indentation (a template’s layout)', () => {
    assert.ok(existsSync(join(dist, 'site-widgets.js')), 'dist/site-widgets.js is missing: run `npm run build` first');
    const laidOut = built.filter((f) => /\n[ \t]+/.test(readFileSync(join(dist, f), 'utf8')));
    assert.deepEqual(laidOut, [], `these files keep a template's layout: is minifyTemplates() in every pass of scripts/build-bundle.js?`);
  });

  test('the built templates are the tight ones (no whitespace between tags, no needless quotes)', () => {
    const core = readFileSync(join(dist, 'site-widgets.js'), 'utf8');
    const news = readFileSync(join(dist, 'elements/site-news.js'), 'utf8');
    const all = readFileSync(join(dist, 'site-widgets-all.js'), 'utf8');
    // src/render/states.ts, src/elements/site-news/site-news.ts: several lines each in the source.
    assert.match(core, /<slot name=loading><div part="state loading" role=status><span class=visually-hidden>/);
    assert.match(news, /<ul part=list role=list>\$\{/);
    assert.match(all, /<li part=item>\$\{/);
  });

  test('whitespace that is text stays, layout goes', async () => {
    /** @param {string} code */
    const minify = async (code) => (await minifyHTMLLiterals(code, {...templateOptions(), fileName: 'x.ts'}))?.code ?? code;
    // A template's edges and the inside of block elements: layout.
    assert.equal(await minify('html`\n  <ul part="list">\n    ${items}\n  </ul>\n`'), 'html`<ul part=list>${items}</ul>`');
    // The space before the words a screen reader hears after a link's text (src/render/link-page.ts).
    assert.equal(await minify('html`<span class="visually-hidden"> ${newTab}</span>`'), 'html`<span class=visually-hidden> ${newTab}</span>`');
    // Between inline content: one space, as the browser shows it.
    assert.equal(await minify('html`<p>${t.partOf} ${ref}</p>`'), 'html`<p>${t.partOf} ${ref}</p>`');
    assert.equal(await minify('html`<p>\n  <time>${a}</time>\n  –\n  <time>${b}</time>\n</p>`'), 'html`<p><time>${a}</time> – <time>${b}</time></p>`');
    // A value with a space keeps its quotes.
    assert.equal(await minify('html`<p part="state error">${x}</p>`'), 'html`<p part="state error">${x}</p>`');
  });
});
