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

const loaders: Record<string, () => Promise<unknown>> = {
  'site-event': () => import('./elements/site-event/site-event.js'),
  'site-event-calendar': () => import('./elements/site-event-calendar/site-event-calendar.js'),
  'site-events': () => import('./elements/site-events/site-events.js'),
  'site-info': () => import('./elements/site-info/site-info.js'),
  'site-news': () => import('./elements/site-news/site-news.js'),
  'site-news-archive': () => import('./elements/site-news-archive/site-news-archive.js'),
  'site-news-post': () => import('./elements/site-news-post/site-news-post.js'),
  'site-page': () => import('./elements/site-page/site-page.js'),
  'site-pages': () => import('./elements/site-pages/site-pages.js'),
  'site-product': () => import('./elements/site-product/site-product.js'),
  'site-products': () => import('./elements/site-products/site-products.js'),
  'site-profile': () => import('./elements/site-profile/site-profile.js'),
  'site-profiles': () => import('./elements/site-profiles/site-profiles.js'),
  'site-search': () => import('./elements/site-search/site-search.js'),
  'site-tags': () => import('./elements/site-tags/site-tags.js'),
};

const requested = new Set<string>();

function load(tag: string): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  loaders[tag]().catch((error: unknown) => {
    requested.delete(tag);
    console.error(`[site-widgets] could not load <${tag}>:`, error);
  });
}

function scan(root: ParentNode): void {
  for (const tag of Object.keys(loaders)) {
    if (!requested.has(tag) && root.querySelector(tag)) load(tag);
  }
}

// Scan what is parsed already, then watch for everything added later,
// including elements the HTML parser inserts after this script ran.
scan(document);
new MutationObserver((mutations) => {
  for (const m of mutations) {
    for (const node of m.addedNodes) {
      if (node.nodeType !== Node.ELEMENT_NODE) continue;
      const el = node as Element;
      if (el.localName in loaders) load(el.localName);
      if (el.firstElementChild) scan(el);
    }
  }
}).observe(document, {childList: true, subtree: true});

// The core (Lit, the provider, the base classes, the helpers): the element
// modules import it from this file, see core.ts and scripts/build-bundle.js.
export * from './core.js';

/** Defines every element now, for pages that create elements in ways no observer sees. */
export function defineAll(): Promise<unknown[]> {
  return Promise.all(Object.keys(loaders).map((tag) => loaders[tag]()));
}
