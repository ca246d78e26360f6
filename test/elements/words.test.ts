/**
 * The kit in every language (issue 28), the first half of them; the rest in
 * words-more.test.ts (each file under the runner's time per file). What
 * is checked: test/helpers/languages.ts.
 */
import {expect} from '@open-wc/testing';
import {loaders} from '../../src/render/messages.gen.js';
import {LANGUAGES, describeLanguages} from '../helpers/languages.js';

it('names every language of src/render/messages/ in test/helpers/languages.ts', () => {
  expect([...LANGUAGES].sort()).to.deep.equal(Object.keys(loaders).sort());
});

describeLanguages(LANGUAGES.slice(0, 6));
