/**
 * Each element's fields, by tag: the names a designer's template binds
 * (documented in each element's class comment, under "Template fields").
 * An element without an entry takes no template.
 */
import type {Fields} from './bind.js';

/** What a template of one element kind binds: its fields, and for a tree or groups their entries. */
export interface Kind {
  fields: Fields<never, never>;
  /**
   * The elements whose content is a collection without a list's
   * `renderItems()` (a tree of pages, groups of tags, years and their
   * months): the entries a template is stamped for, in the order the element
   * shows them, from what its `renderContent()` is given. Undefined keeps the
   * element's own rendering (a filter's buttons, with `for`).
   */
  entries?: (value: never, host: never) => unknown[] | undefined;
}

const kind = (fields: unknown, entries?: unknown) => ({fields, entries}) as Kind;

/**
 * Each kind's table loads on its own (a file each in the bundles), beside
 * the template code: a page pays for the fields of the elements it has.
 */
export const KINDS: Record<string, () => Promise<Kind>> = {
  'site-events': () => import('./fields/events.js').then((m) => kind(m.eventFields)),
  'site-event': () => import('./fields/events.js').then((m) => kind(m.eventDetailFields)),
  'site-products': () => import('./fields/products.js').then((m) => kind(m.productFields)),
  'site-product': () => import('./fields/products.js').then((m) => kind(m.productDetailFields)),
  'site-news': () => import('./fields/news.js').then((m) => kind(m.newsFields)),
  'site-news-post': () => import('./fields/news.js').then((m) => kind(m.newsPostFields)),
  'site-pages': () => import('./fields/pages.js').then((m) => kind(m.pagesFields, m.pageEntries)),
  'site-page': () => import('./fields/pages.js').then((m) => kind(m.pageFields)),
  'site-profiles': () => import('./fields/profiles.js').then((m) => kind(m.profileFields)),
  'site-profile': () => import('./fields/profiles.js').then((m) => kind(m.profileDetailFields)),
  'site-tags': () => import('./fields/tags.js').then((m) => kind(m.tagFields, m.tagEntries)),
  'site-news-archive': () => import('./fields/archive.js').then((m) => kind(m.archiveFields, m.archiveEntries)),
  'site-search': () => import('./fields/search.js').then((m) => kind(m.searchFields)),
  'site-info': () => import('./fields/info.js').then((m) => kind(m.infoFields)),
};
