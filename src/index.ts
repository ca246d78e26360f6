/**
 * The script-tag entry: defines every element (the provider first, so that
 * elements already in the page find it as they upgrade) and re-exports the
 * public API for npm users.
 */
export {SiteContentProvider} from './elements/site-content-provider/site-content-provider.js';
export {SiteEvents} from './elements/site-events/site-events.js';
export {SitePage} from './elements/site-page/site-page.js';
export {SiteNewsPost} from './elements/site-news-post/site-news-post.js';
// @register news
// @register profiles
// @register products
// @register misc

export {createSiteClient} from './api/client.js';
export type {
  SiteClient,
  SiteClientOptions,
  CallOptions,
  Site,
  SiteImage,
  SiteEvent,
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
