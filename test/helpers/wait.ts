/**
 * @open-wc/testing's waitUntil with a timeout a busy machine does not hit.
 * Its default, one second, is a wall-clock bound: with other work beside
 * the suite, a dynamic import or a first formatter took longer, and tests
 * failed that pass on an idle machine. A wait whose signal comes returns as
 * soon as it does, so the longer timeout costs a passing test nothing; it
 * stays under the test's own (15 s, web-test-runner.config.js).
 */
import {waitUntil as openWcWaitUntil} from '@open-wc/testing';

/** The default timeout of a wait, ms. */
export const WAIT_TIMEOUT = 8000;

export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: {interval?: number; timeout?: number} = {},
): Promise<void> {
  return openWcWaitUntil(predicate, message, {timeout: WAIT_TIMEOUT, ...options});
}
