/** The structured-data module (src/render/structured-data.ts), loaded on demand. */
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
  void import('../render/structured-data.js').then(
    (sd) => sd.publishStructuredData(items(sd)),
    () => {},
  );
}
