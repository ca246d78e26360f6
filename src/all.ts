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
 * The provider comes first, so that elements already in the page find it
 * as they upgrade.
 */
import './elements/site-content-provider/site-content-provider.js';
import './elements/site-event/site-event.js';
import './elements/site-event-calendar/site-event-calendar.js';
import './elements/site-events/site-events.js';
import './elements/site-info/site-info.js';
import './elements/site-news/site-news.js';
import './elements/site-news-archive/site-news-archive.js';
import './elements/site-news-post/site-news-post.js';
import './elements/site-page/site-page.js';
import './elements/site-pages/site-pages.js';
import './elements/site-product/site-product.js';
import './elements/site-products/site-products.js';
import './elements/site-profile/site-profile.js';
import './elements/site-profiles/site-profiles.js';
import './elements/site-search/site-search.js';
import './elements/site-tags/site-tags.js';

export * from './core.js';

/** Every element is defined already; here for the same API as dist/site-widgets.js. */
export function defineAll(): Promise<unknown[]> {
  return Promise.resolve([]);
}
