/**
 * The npm entry ('site-widgets'): defines every element (the provider first,
 * so that elements already in the page find it as they upgrade) and exports
 * the public API. The script-tag builds are src/autoload.ts and src/all.ts.
 */
export {SiteContentProvider} from './elements/site-content-provider/site-content-provider.js';
export {SiteEvents} from './elements/site-events/site-events.js';
export {SitePage} from './elements/site-page/site-page.js';
export {SiteNewsPost} from './elements/site-news-post/site-news-post.js';
export {SiteNews} from './elements/site-news/site-news.js';
export {SiteNewsArchive} from './elements/site-news-archive/site-news-archive.js';
export {SiteProfiles} from './elements/site-profiles/site-profiles.js';
export {SiteProfile} from './elements/site-profile/site-profile.js';
export {SiteProducts} from './elements/site-products/site-products.js';
export {SiteProduct} from './elements/site-product/site-product.js';
export {SiteEvent} from './elements/site-event/site-event.js';
export {SiteInfo} from './elements/site-info/site-info.js';
export {SiteTags} from './elements/site-tags/site-tags.js';
export {SitePages} from './elements/site-pages/site-pages.js';
export {SiteSearch} from './elements/site-search/site-search.js';
export {SiteEventCalendar} from './elements/site-event-calendar/site-event-calendar.js';

export {createSiteClient} from './api/client.js';
export type {
  SiteClient,
  SiteClientOptions,
  CallOptions,
  Site,
  SiteImage,
  EventRecord,
  NewsPost,
  Page,
  Profile,
  Product,
  Tag,
  SearchResult,
  DatesAnswer,
  LocalizedContent,
  EventsQuery,
} from './api/client.js';
export {
  SiteApiError,
  SiteHttpError,
  SiteAuthError,
  SiteNotFoundError,
  SiteRateLimitError,
  SiteServerError,
  SiteNetworkError,
  SiteTimeoutError,
  SiteParseError,
} from './api/errors.js';
export {localized, listRecords, hasNextPage, listTotal} from './api/records.js';
export {siteContext} from './context/site-context.js';
export type {SiteContextValue} from './context/site-context.js';
export {SiteLoadEvent, SiteErrorEvent, SiteSelectEvent} from './events/site-events.js';
export {SiteDataElement} from './internal/site-data-element.js';
export {SiteListElement} from './internal/site-list-element.js';
export {SiteItemElement} from './internal/site-item-element.js';
export {setSanitizerMode} from './render/sanitize.js';
