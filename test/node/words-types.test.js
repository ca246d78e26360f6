// @ts-check
// A language is one file, `satisfies Translation<AllWords>` (src/render/messages/<lang>.ts):
// a word missing from it, or one it has and English has not, fails `tsc`.
// Checked on copies of the German file with one word taken out and one put in.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const german = readFileSync(join(root, 'src/render/messages/de.ts'), 'utf8');
const tsc = join(root, 'node_modules/typescript/bin/tsc');

/** tsc's errors on `source` in place of src/render/messages/de.ts ('' when it compiles). */
function errorsOf(/** @type {string} */ source) {
  const dir = mkdtempSync(join(tmpdir(), 'words-'));
  try {
    // The copy imports from src/ as the file does from its folder.
    const file = join(dir, 'xx.ts');
    writeFileSync(file, source.replaceAll("from '../", `from '${join(root, 'src/render')}/`));
    const config = {
      extends: join(root, 'tsconfig.json'),
      compilerOptions: {noEmit: true, rootDir: '/', noUnusedLocals: false},
      include: [],
      files: [file],
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
    try {
      execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], {encoding: 'utf8'});
      return '';
    } catch (error) {
      return String(/** @type {{stdout?: string}} */ (error).stdout);
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('a language file compiles as it is, and fails tsc with a word missing or one too many', () => {
  assert.equal(errorsOf(german), '', 'the German file as it is compiles');
  const missing = german.replace(/^ {2}moreNews: .*\n/m, '');
  assert.notEqual(missing, german, 'the German file has no line `  moreNews: …` to take out');
  assert.match(errorsOf(missing), /moreNews/, 'a language without "moreNews" compiled');
  const extra = german.replace(/^ {2}noTags: .*\n/m, (line) => `${line}  noSuchWord: 'x',\n`);
  assert.match(errorsOf(extra), /noSuchWord/, 'a language with a word English has not compiled');
  const called = german.replace(/^ {2}results: .*\n/m, "  results: 'Ergebnisse',\n");
  assert.match(errorsOf(called), /TS2322/, 'a language whose counting word is a plain string compiled');
});
