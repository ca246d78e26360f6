/**
 * The whole catalogue in one file (dist/site-widgets-all.js): the core and
 * every element, defined at once. For pages that show much of the catalogue
 * (one file instead of the core and a dozen element files, and fewer bytes:
 * every element together stays within the 30 KB budget only in one file,
 * where gzip shares one dictionary) and for pages that create elements in
 * ways no MutationObserver sees. dist/site-widgets.js (src/autoload.ts)
 * loads each element only when its tag appears and is smaller for pages
 * with a few elements. Both export the same core API; load one of them.
 *
 * Every element, from the folders of src/elements/ (src/elements.gen.ts,
 * generated), the provider first, so that elements already in the page find
 * it as they upgrade.
 */
import './elements.gen.js';

export * from './core.js';

/** Every element is defined already; here for the same API as dist/site-widgets.js. */
export function defineAll(): Promise<unknown[]> {
  return Promise.resolve([]);
}
