/**
 * Console messages, each said once per page: ten elements with the same bad
 * token must not print ten identical errors.
 */
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
