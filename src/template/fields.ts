/**
 * Each element's fields, by tag: the names a designer's template binds
 * (documented in each element's class comment, under "Template fields").
 * An element without an entry takes no template.
 */
import type {Fields} from './bind.js';
import {eventDetailFields, eventFields} from './fields/events.js';
import {productDetailFields, productFields} from './fields/products.js';
import {newsFields, newsPostFields} from './fields/news.js';
import {pageEntries, pageFields, pagesFields} from './fields/pages.js';
import {profileDetailFields, profileFields} from './fields/profiles.js';
import {tagEntries, tagFields} from './fields/tags.js';
import {archiveEntries, archiveFields} from './fields/archive.js';
import {searchFields} from './fields/search.js';
import {infoFields} from './fields/info.js';

export const FIELDS: Record<string, Fields<never, never>> = {
  'site-events': eventFields,
  'site-event': eventDetailFields,
  'site-products': productFields,
  'site-product': productDetailFields,
  'site-news': newsFields,
  'site-news-post': newsPostFields,
  'site-pages': pagesFields,
  'site-page': pageFields,
  'site-profiles': profileFields,
  'site-profile': profileDetailFields,
  'site-tags': tagFields,
  'site-news-archive': archiveFields,
  'site-search': searchFields,
  'site-info': infoFields,
} as Record<string, Fields<never, never>>;

/**
 * The elements whose content is a collection without a list's
 * `renderItems()` (a tree of pages, groups of tags, years and their
 * months): the entries a template is stamped for, in the order the element
 * shows them, from what its `renderContent()` is given. Undefined keeps the
 * element's own rendering (a filter's buttons, with `for`).
 */
export const ENTRIES: Record<string, (value: never, host: never) => unknown[] | undefined> = {
  'site-pages': pageEntries,
  'site-tags': tagEntries,
  'site-news-archive': archiveEntries,
} as Record<string, (value: never, host: never) => unknown[] | undefined>;
