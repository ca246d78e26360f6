/**
 * The script-tag entry (dist/site-widgets.js). It defines the provider at
 * once and every other element only when its tag first appears in the page,
 * loading that element's chunk from beside this file. A page with one list
 * element so downloads the provider, Lit and that element, not the whole kit.
 *
 * Elements added later (a single-page app's navigation, innerHTML,
 * appendChild) are found by a MutationObserver.
 *
 * A page that shows much of the catalogue at once loads less with
 * dist/site-widgets-all.js (src/all.ts): every element in one file.
 */
import './elements/site-content-provider/site-content-provider.js';

// Every other element, by tag: generated from the folders of src/elements/
// (src/autoload.gen.ts; in the bundle one string of names, see
// scripts/gen-elements.js).
import {loaders} from './autoload.gen.js';

const requested = new Set<string>();
/** Every lazily defined tag, as one selector. */
const tags = Object.keys(loaders).join();

/** Loads the element of each tag in `root` (itself included) that is not asked for yet. */
function scan(root: Element | Document): void {
  for (const el of [root, ...root.querySelectorAll(tags)]) {
    const tag = (el as Element).localName;
    if (tag in loaders && !requested.has(tag) && !customElements.get(tag)) {
      requested.add(tag);
      loaders[tag]().catch((error: unknown) => {
        requested.delete(tag);
        console.error(`[site-widgets] could not load <${tag}>:`, error);
      });
    }
  }
}

// Scan what is parsed already, then watch for everything added later,
// including elements the HTML parser inserts after this script ran.
scan(document);
new MutationObserver((mutations) => {
  for (const m of mutations) for (const node of m.addedNodes) if (node.nodeType == 1) scan(node as Element);
}).observe(document, {childList: true, subtree: true});

// The core (Lit, the provider, the base classes, the helpers): the element
// modules import it from this file, see core.ts and scripts/build-bundle.js.
export * from './core.js';

/** Defines every element now, for pages that create elements in ways no observer sees. */
export function defineAll(): Promise<unknown[]> {
  return Promise.all(Object.keys(loaders).map((tag) => loaders[tag]()));
}
