/**
 * The kit in every language (issue 28), the second half of them (and any
 * language added to test/helpers/languages.ts); the first in
 * words.test.ts.
 */
import {LANGUAGES, describeLanguages} from '../helpers/languages.js';

describeLanguages(LANGUAGES.slice(6));
