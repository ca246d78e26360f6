/** The structured-data module (src/render/structured-data.ts), loaded on demand. */
import {explain} from './log.js';

export type StructuredData = typeof import('../render/structured-data.js');

/** The schema.org items of what an element shows, built with the module's helpers. */
export type StructuredItems = (sd: StructuredData) => {key: string; data: object}[];

/**
 * Publishes the JSON-LD of what an element shows, from a chunk loaded after
 * the content is shown (crawlers read it; visitors do not wait for it).
 * Nothing when the element has `no-structured-data`.
 */
export function publishStructuredData(host: {noStructuredData?: boolean}, items: StructuredItems): void {
  if (host.noStructuredData) return;
  // Whatever fails here (the chunk, a record it cannot read) costs the JSON-LD only, said once.
  void import('../render/structured-data.js')
    .then((sd) => sd.publishStructuredData(items(sd)))
    .catch((error: unknown) => explain('jsonLd', String(error)));
}
