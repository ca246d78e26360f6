/** The structured-data module (src/render/structured-data.ts), loaded on demand. */
import {explain} from './log.js';

export type StructuredData = typeof import('../render/structured-data.js');

/** The schema.org items of what an element shows, built with the module's helpers. */
export type StructuredItems = (sd: StructuredData) => {key: string; data: object}[];

/** The module, once loaded: withdrawing needs it only if something was published. */
let loaded: StructuredData | undefined;

/**
 * Publishes the JSON-LD of what an element shows (its block replaces the
 * one it had), from a chunk loaded after the content is shown (crawlers read
 * it; visitors do not wait for it). With `no-structured-data`, its block goes.
 */
export function publishStructuredData(host: Element & {noStructuredData?: boolean}, items: StructuredItems): void {
  if (host.noStructuredData) return withdrawStructuredData(host);
  // Whatever fails here (the chunk, a record it cannot read) costs the JSON-LD only, said once.
  void import('../render/structured-data.js')
    // Not for an element that left the page while the chunk was on its way.
    .then((sd) => (loaded = sd) && host.isConnected && sd.publish(host, items(sd)))
    .catch((error: unknown) => explain('jsonLd', String(error)));
}

/** Takes an element's block out of the head (it left the page). */
export function withdrawStructuredData(host: Element): void {
  loaded?.withdraw(host);
}
