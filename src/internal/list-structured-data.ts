/**
 * A list's JSON-LD (`structured-data` on a list element): the builders and
 * the writer, in one file that a list loads after its items are shown and
 * only when the page asked for it. The detail elements carry their own
 * builder and the writer in their files instead (they publish by default).
 */
import * as builders from '../render/structured-data.js';
import {explain} from './log.js';
import {publishStructuredData, type StructuredItem} from './structured-data.js';

/**
 * Publishes what `build` makes of the builders as `host`'s block, or takes
 * the block away when there is nothing to build.
 */
export function publishList(host: Element, build?: (b: typeof builders) => StructuredItem[] | undefined): void {
  let items: StructuredItem[] | undefined;
  try {
    items = build?.(builders);
  } catch (error) {
    // A record the builder cannot read costs the JSON-LD only, said once.
    explain('jsonLd', String(error));
  }
  publishStructuredData(host, items);
}
