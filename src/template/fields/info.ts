/** The fields of the site itself, in `<site-info>`. */
import {siteText} from '../../render/site-text.js';
import {safeUrl} from '../../render/url.js';
import type {Fields} from '../bind.js';
import {imageForms, type Host, type Rec} from './common.js';

/** The site's name and description, as the element shows them. */
const text = (site: Rec, host: Host) => siteText(site, host.site?.locale, host.site?.defaultLocale);
const name = (site: Rec, host: Host) => text(site, host).name;

/** `<site-info>`'s: the site's name, description and logo, as the element shows them, and its public address. */
export const infoFields: Fields<Rec, Host> = {
  name,
  // Plain text: the site's description, or, in a locale that is not the site's default, its homepage's text in that language.
  description: (site, host) => text(site, host).description,
  // Its alt: the logo's own, else the site's name (a template that shows the name beside it says alt="").
  logo: (site, host) => (site.image?.url ? imageForms(site.image, host, site.image.altText || name(site, host) || '') : undefined),
  url: (site) => safeUrl(site.settings?.publicSite?.baseUrl),
};
