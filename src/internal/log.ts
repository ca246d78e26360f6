/**
 * Console messages, each said once per page: ten elements with the same bad
 * token must not print ten identical errors.
 */
import type {WarningArgs, WarningKey} from './diagnose.js';

const said = new Set<string>();

export function warnOnce(message: string): void {
  if (said.has(message)) return;
  said.add(message);
  console.warn(`[site-widgets] ${message}`);
}

export function errorOnce(message: string): void {
  if (said.has(message)) return;
  said.add(message);
  console.error(`[site-widgets] ${message}`);
}

/**
 * A warning whose words live in diagnose.ts, a chunk loaded only when there
 * is something to say: pages that are set up right never download them.
 */
export function explain<K extends WarningKey>(key: K, ...args: WarningArgs<K>): void {
  void import('./diagnose.js').then((d) => d.explain(key, args));
}
