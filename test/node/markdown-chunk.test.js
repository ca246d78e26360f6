// The Markdown renderer (marked) is loaded on demand only: it is in the
// Markdown chunk of each script-tag build and in no other file, so the core,
// every list element and the one-file build's static file never carry it.
// Reads dist/: runs after `npm run build` (as `npm test` does).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';

const root = new URL('../../', import.meta.url);
const read = (/** @type {string} */ path) => readFileSync(new URL(path, root), 'utf8');
/** Option names of marked that survive minification and that no code of the kit has. */
const MARKED = ['pedantic', 'walkTokens'];
const hasMarked = (/** @type {string} */ code) => MARKED.some((word) => code.includes(word));
/** The elements that show a record's content string. */
const RICH = ['site-event', 'site-news-post', 'site-page', 'site-product', 'site-profile'];

test('marked is in the Markdown chunk of each build and in no other file', () => {
  assert.ok(existsSync(new URL('dist/site-widgets.js', root)), 'dist/ is missing: run `npm run build` first');
  for (const chunk of ['dist/elements/markdown.js', 'dist/all/markdown.js']) assert.ok(hasMarked(read(chunk)), `${chunk} lacks marked`);
  const others = [
    'dist/site-widgets.js',
    'dist/site-widgets-all.js',
    ...readdirSync(new URL('dist/elements/', root)).filter((f) => f.endsWith('.js') && f !== 'markdown.js').map((f) => `dist/elements/${f}`),
    ...readdirSync(new URL('dist/all/', root)).filter((f) => f.endsWith('.js') && f !== 'markdown.js').map((f) => `dist/all/${f}`),
  ];
  assert.deepEqual(others.filter((f) => hasMarked(read(f))), []);
});

test('the elements that show content, and only they, load the rich-content chunk, which loads the Markdown one', () => {
  const loads = (/** @type {string} */ file, /** @type {string} */ chunk) => new RegExp(`import\\(\\s*["'\`]\\./${chunk}\\.js["'\`]\\s*\\)`).test(read(file));
  const loaders = readdirSync(new URL('dist/elements/', root))
    .filter((f) => f.startsWith('site-') && f.endsWith('.js') && loads(`dist/elements/${f}`, 'rich'))
    .map((f) => f.replace(/\.js$/, ''));
  assert.deepEqual(loaders.sort(), RICH);
  assert.ok(loads('dist/elements/rich.js', 'markdown'), 'the rich-content chunk loads the Markdown chunk on demand');
  assert.ok(loads('dist/site-widgets-all.js', 'all/rich'), 'the one-file build loads the rich-content chunk on demand');
  assert.ok(loads('dist/all/rich.js', 'markdown'));
});
