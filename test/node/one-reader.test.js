// One reader of localized text: elements and templates never dig into a
// record's `localizedContent` themselves, they ask the shared reader
// (`localized()` in src/api/records.ts, with its fallback chain: the active
// locale, then the site's default, then the first entry). Reads src/ only.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';

const root = new URL('../../', import.meta.url);
const FOLDERS = ['src/elements/', 'src/template/'];

/** Every file under `folder` (a path relative to the root, ending in '/'). */
const filesUnder = (/** @type {string} */ folder) =>
  readdirSync(new URL(folder, root), {recursive: true, withFileTypes: true})
    .filter((d) => d.isFile())
    .map((d) => `${d.parentPath ?? d.path}/${d.name}`.slice(new URL(folder, root).pathname.length))
    .map((path) => folder + path.replace(/^\/+/, ''));

test('no element or template reads localizedContent itself: the shared reader does', () => {
  const files = FOLDERS.flatMap(filesUnder);
  assert.ok(files.some((f) => f.endsWith('/site-info/site-info.ts')), `the scan found no element files (${files.length} files)`);
  assert.ok(files.some((f) => f.startsWith('src/template/fields/')), 'the scan found no template field files');
  const offenders = files.filter((path) => readFileSync(new URL(path, root), 'utf8').includes('localizedContent'));
  assert.deepEqual(offenders, [], `these files read localizedContent themselves; use localized() (src/api/records.ts) or a helper built on it: ${offenders.join(', ')}`);
});
