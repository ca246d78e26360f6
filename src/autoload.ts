/**
 * The script-tag entry (dist/site-widgets.js). It defines the provider at
 * once and every other element only when its tag first appears in the page,
 * loading that element's chunk from beside this file. A page with one list
 * element so downloads the provider, Lit and that element, not the whole kit.
 *
 * Elements added later (a single-page app's navigation, innerHTML,
 * appendChild) are found by a MutationObserver.
 */
import './elements/site-content-provider/site-content-provider.js';

const loaders: Record<string, () => Promise<unknown>> = {
  'site-events': () => import('./elements/site-events/site-events.js'),
  'site-page': () => import('./elements/site-page/site-page.js'),
  'site-news-post': () => import('./elements/site-news-post/site-news-post.js'),
  // Built and tested, but not in the script-tag bundle yet: with them the
  // bundle breaks both size budgets (BENCHMARKS.md). Import them from
  // 'site-widgets' (npm) or their own modules meanwhile:
  // site-news, site-news-archive, site-profiles, site-profile, site-products,
  // site-product, site-event, site-info, site-tags, site-pages.
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

export {createSiteClient} from './api/client.js';
export {SiteContentProvider} from './elements/site-content-provider/site-content-provider.js';
// The base classes and the helpers that list elements share live in this
// file, not in a chunk shared by the elements:
// every page has at least one element, so this saves a request and a
// gzip stream. They are exported for pages that build their own elements.
export {SiteDataElement} from './internal/site-data-element.js';
export {SiteListElement} from './internal/site-list-element.js';
export {localized, listRecords, hasNextPage} from './api/records.js';
export {safeUrl, fillTemplate} from './render/url.js';
export {link} from './render/link.js';
export {heading} from './render/heading.js';
export {image} from './render/image.js';
export {formatWhen, formatEventWhen, dateFormatter, toDate} from './render/format.js';

/** Defines every element now, for pages that create elements in ways no observer sees. */
export function defineAll(): Promise<unknown[]> {
  return Promise.all(Object.keys(loaders).map((tag) => loaders[tag]()));
}
