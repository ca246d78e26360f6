/**
 * The autoloader's watch, the first code of the script-tag core to run: it
 * asks for the element file of each tag in the page before Lit and the
 * provider are evaluated, so those files are on their way while the core
 * finishes starting (under a phone's CPU that start takes 50 ms and more).
 * Each element file waits for the core's evaluation anyway (it imports it).
 *
 * Elements added later (a single-page app's navigation, innerHTML,
 * appendChild) are found by a MutationObserver.
 */
// Every other element, by tag: generated from the folders of src/elements/
// (src/autoload.gen.ts; in the bundle one string of names, see
// scripts/gen-elements.js).
import {loaders} from './autoload.gen.js';
import {errorOnce} from './internal/log.js';

/** Every lazily defined tag, as one selector. */
const tags = Object.keys(loaders).join();
/** The loaders of the tags not asked for yet (a failed one is put back, to be tried again). */
const left = new Map(Object.entries(loaders));

/** Loads the element of each tag in `root` (itself included) that is not asked for yet. */
function scan(root: Element | Document): void {
  for (const el of [root, ...root.querySelectorAll(tags)]) {
    const tag = (el as Element).localName;
    const load = left.get(tag);
    if (load && left.delete(tag))
      load().catch((error: unknown) => {
        left.set(tag, load);
        errorOnce(`could not load <${tag}>: ${error}`);
      });
  }
}

// Scan what is parsed already, then watch for everything added later,
// including elements the HTML parser inserts after this script ran.
scan(document);
new MutationObserver((mutations) => {
  for (const m of mutations) for (const node of m.addedNodes) if (node.nodeType == 1) scan(node as Element);
}).observe(document, {childList: true, subtree: true});

export {loaders};
