// @ts-check
/**
 * The suite's own rules (issue 25), held by reading its files: no test
 * sleeps a fixed time (it waits on a signal), every wait goes through
 * test/helpers/wait.ts (a timeout a busy machine does not hit), and a test
 * whose outcome depends on the date sets its clock (test/helpers/clock.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const TEST = join(root, 'test');

/** Every source file of the suite (fixtures of other origins left out). */
function files(dir = TEST) {
  /** @type {string[]} */
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...(path.endsWith('/fixtures/sri') ? [] : files(path)));
    else if (/\.(ts|js)$/.test(name)) out.push(path);
  }
  return out;
}
const suite = files().map((path) => ({path: relative(root, path), text: readFileSync(path, 'utf8')}));

/**
 * The timers the suite may set, each for a reason other than waiting: a
 * delayed fake response, a safety net that ends a hung server test, the
 * timers a test records or mocks.
 */
const TIMERS_ALLOWED = new Map([
  ['test/api/request.test.ts', 'a fake response delayed by the test, and the timers the layer sets, recorded'],
  ['test/node/proxy.test.js', 'a safety net that ends a server test that hangs'],
  ['test/node/demo-api.test.js', 'mocked timers'],
  ['test/node/test-hygiene.test.js', 'this file names them'],
]);

test('no test sleeps: setTimeout and aTimeout only where a timer is not a wait', () => {
  const sleeping = suite.filter(({path, text}) => /\b(setTimeout|aTimeout|setInterval)\b/.test(text) && !TIMERS_ALLOWED.has(path)).map(({path}) => path);
  assert.deepEqual(sleeping, [], `wait on a signal (an event, the API's log, updateComplete, lateWorkDone()) instead of a timer in: ${sleeping.join(', ')}`);
});

test('every wait goes through test/helpers/wait.ts, whose timeout a busy machine does not hit', () => {
  const direct = suite
    .filter(({path, text}) => path !== 'test/helpers/wait.ts' && /import\s*\{[^}]*\bwaitUntil\b[^}]*\}\s*from\s*'@open-wc\/testing'/.test(text))
    .map(({path}) => path);
  assert.deepEqual(direct, [], `import waitUntil from test/helpers/wait.ts in: ${direct.join(', ')}`);
  const short = suite.flatMap(({path, text}) =>
    [...text.matchAll(/waitUntil\([^\n]*\{[^}]*timeout:\s*([\d_]+)/g)].filter((m) => Number(m[1].replaceAll('_', '')) < 8000).map((m) => `${path}: timeout ${m[1]}`),
  );
  assert.deepEqual(short, [], 'a wait shorter than the default fails on a busy machine');
});

test('the suites that depend on the date set their clock', () => {
  const dated = ['site-event-calendar', 'site-news-archive', 'site-news', 'site-events', 'states', 'lenient'].map((name) => `test/elements/${name}.test.ts`);
  for (const path of dated) {
    const file = suite.find((f) => f.path === path);
    assert.ok(file, `${path} is gone: update this list`);
    assert.match(file.text, /\b(useClock|forEachInstant)\(/, `${path} reads today's date without setting the clock (test/helpers/clock.ts)`);
  }
  // Elsewhere, reading the machine's today in a browser test is a date dependency.
  const today = suite.filter(({path, text}) => path.startsWith('test/') && !path.startsWith('test/node/') && !dated.includes(path) && /\bnew Date\(\)\.get(Full|UTC)?(Year|FullYear|Month|Date)\(/.test(text));
  assert.deepEqual(today.map((f) => f.path), [], 'these read today\u2019s date: set the clock (useClock()) and compute from it');
});
