/**
 * The core of the script-tag bundle: what the element modules share,
 * exported by dist/site-widgets.js under these names. scripts/build-bundle.js
 * builds the elements in a second pass with every core module external
 * ('../site-widgets.js'), so each element file holds its own code only and a
 * page loads exactly two files: the core and its element. The build fails
 * when an element imports a name that is not listed here; each name listed
 * costs bytes on every page, so list only what elements import (see
 * `node scripts/build-bundle.js --imports`) and the public API.
 *
 * Stateful modules (the router, the message tables, the console's
 * said-once set, the request layers) live here, once per page.
 */
export {html, unsafeCSS, nothing, noChange, render} from 'lit';
export {ifDefined} from 'lit/directives/if-defined.js';
export {createSiteClient, localized, isRecord, isSiteError, FIRST_PAGE} from './api/client.js';
export {SiteContentProvider} from './elements/site-content-provider/site-content-provider.js';
export {SiteErrorEvent} from './events/site-events.js';
export {define} from './internal/define.js';
export {warnOnce, errorOnce, explain} from './internal/log.js';
export {TaskStatus} from '@lit/task';
export {checked, numberIn, oneOf} from './internal/attributes.js';
export {readPage} from './internal/pages.js';
export {SiteElement} from './internal/site-element.js';
export {SiteData, reportFailure} from './internal/site-data.js';
export {SiteDataElement} from './internal/site-data-element.js';
export {sameQuery} from './internal/query.js';
export {SiteListElement} from './internal/site-list-element.js';
export {describeError, errorState, notFoundState} from './render/states.js';
export {link} from './render/link.js';
export {messages} from './render/messages.js';
export {safeUrl, checkUrl, fillTemplate} from './render/url.js';
export {hostStyles} from './styles/host.js';
export {ROUTER} from './context/request.js';
export {siteContext} from './context/site-context.js';
