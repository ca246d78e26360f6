/**
 * The npm entry ('site-widgets'): defines every element (the provider first,
 * so that elements already in the page find it as they upgrade) and exports
 * the public API. The script-tag builds are src/autoload.ts and src/all.ts.
 */
// Every element's class, from the folders of src/elements/ (generated).
export * from './elements.gen.js';

export {createSiteClient} from './api/client.js';
export type {
  SiteClient,
  SiteClientOptions,
  CallOptions,
  RefreshListener,
  Site,
  MediaItem,
  EventRecord,
  TicketOnEvent,
  LocationSlim,
  EventReference,
  Page,
  Profile,
  Product,
  ProductVariant,
  TagListItem,
  SearchSiteResults,
  SearchAllResult,
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
  SiteNotApiError,
} from './api/errors.js';
export {localized, listRecords, hasNextPage, listTotal, FIRST_PAGE} from './api/records.js';
export {tagsOf, type TagItem} from './api/tags.js';
export {mediaUrl} from './api/media.js';
export {dayBounds} from './api/bounds.js';
// The .ics builder of <site-event>'s calendar link (the element loads it on demand).
export {buildIcs, type IcsEvent} from './render/ics.js';
export {siteContext} from './context/site-context.js';
export type {SiteContextValue} from './context/site-context.js';
export {SiteLoadEvent, SiteErrorEvent, SiteSelectEvent} from './events/site-events.js';
export {SiteDataElement} from './internal/site-data-element.js';
export {SiteListElement} from './internal/site-list-element.js';
export {SiteItemElement} from './internal/site-item-element.js';
export {setSanitizerMode} from './render/sanitize.js';
