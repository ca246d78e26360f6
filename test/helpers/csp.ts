/**
 * The strict-CSP tests' matrix and pages: every script-tag build with each
 * sanitizer path, each page of test/fixtures/csp/ served under the policy
 * of scripts/csp.js (test/csp*.test.ts).
 */
import {loadFrame} from './dom.js';

export type Sanitizer = 'native' | 'dompurify';
export type Bundle = 'site-widgets.js' | 'site-widgets-all.js';

/** Each built script-tag file with the browser's own sanitizer and with DOMPurify forced. */
export const CSP_RUNS: readonly (readonly [Sanitizer, Bundle])[] = [
  ['native', 'site-widgets.js'],
  ['dompurify', 'site-widgets.js'],
  ['native', 'site-widgets-all.js'],
  ['dompurify', 'site-widgets-all.js'],
];

/** `page` of test/fixtures/csp/ in a frame, for one run of the matrix (`query`: the page's own parameters). */
export function cspFrame(page: string, mode: Sanitizer, bundle: Bundle, query = new URLSearchParams()): Promise<HTMLIFrameElement> {
  if (mode === 'dompurify') query.set('dompurify', '');
  if (bundle === 'site-widgets-all.js') query.set('bundle', 'all');
  return loadFrame(`/test/fixtures/csp/${page}?${query}`);
}
