/**
 * The script-tag entry (dist/site-widgets.js). It defines the provider at
 * once and every other element only when its tag first appears in the page,
 * loading that element's chunk from beside this file. A page with one list
 * element so downloads the provider, Lit and that element, not the whole kit.
 * The element files are asked for first (src/autoscan.ts), before Lit and
 * the provider are evaluated; elements added later (a single-page app's
 * navigation, innerHTML, appendChild) are found by a MutationObserver.
 *
 * A page that shows much of the catalogue at once loads less with
 * dist/site-widgets-all.js (src/all.ts): every element in one file.
 */
// The watch first: the element files of the page's tags are asked for
// before the rest of the core is evaluated (src/autoscan.ts).
import {loaders} from './autoscan.js';
import './elements/site-content-provider/site-content-provider.js';

// The core (Lit, the provider, the base classes, the helpers): the element
// modules import it from this file, see core.ts and scripts/build-bundle.js.
export * from './core.js';

/** Defines every element now, for pages that create elements in ways no observer sees. */
export function defineAll(): Promise<unknown[]> {
  return Promise.all(Object.keys(loaders).map((tag) => loaders[tag]()));
}
