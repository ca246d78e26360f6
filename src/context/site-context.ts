/**
 * The one context every element reads: the provider's client and what it
 * knows about the site. Keys use Symbol.for so that two copies of the kit on
 * one page still find each other's providers.
 */
import {createContext} from '@lit/context';
import type {Site, SiteClient} from '../api/client.js';
import type {SiteApiError} from '../api/errors.js';

export interface SiteContextValue {
  /** The shared client; undefined while the provider is misconfigured. */
  client?: SiteClient;
  /** What is wrong with the provider's configuration, if anything. */
  configError?: string;
  /** The `/site` answer once loaded. */
  site?: Site;
  /** Why `/site` failed, if it did. */
  siteError?: SiteApiError;
  /** True once `/site` has answered or failed. */
  siteSettled: boolean;
  /** The locale to show: provider `locale`, else the page's `lang`, else the site's default locale, as the site lists it (internal/locale.ts), else English. */
  locale: string;
  /** The site's default locale, for localized-content fallback. */
  defaultLocale?: string;
  /** IANA time zone for dates: provider `time-zone`, else the site's, else the browser's. */
  timeZone?: string;
  /** The site's default currency (`settings.defaults.currency`). */
  currency?: string;
  /** Where images' storage keys are served: provider `media-base-url`, else `<base-url>/media/`. */
  mediaBase?: string;
  /** Hosts content embeds (youtube, iframe nodes) may load from, besides the kit's defaults: provider `embed-hosts`. */
  embedHosts?: string[];
}

export const siteContext = createContext<SiteContextValue | undefined>(Symbol.for('site-widgets/site'));
