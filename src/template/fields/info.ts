/** The fields of the site itself, in `<site-info>`. */
import {localized} from '../../api/records.js';
import {plainText} from '../../render/text.js';
import {safeUrl} from '../../render/url.js';
import type {Fields} from '../bind.js';
import {imageForms, type Host, type Rec} from './common.js';

const lang = (l?: string | null) => l?.toLowerCase().split('-')[0];

/**
 * The site's homepage text in the active locale's language (its first web
 * site's), and whether that language is not the site's default, as the
 * element reads them.
 */
function translated(site: Rec, host: Host, field: 'title' | 'text'): string | undefined {
  const locale = lang(host.site?.locale);
  const entry = (site.webSites?.[0]?.localizedContent as Rec[] | undefined)?.find?.((l) => lang(l?.locale) === locale);
  const text = (name: 'title' | 'shortContent' | 'metaDescription' | 'content') => localized(entry && {localizedContent: [entry]}, name);
  return field == 'title' ? text('title') : (plainText(text('shortContent')) ?? plainText(text('metaDescription')) ?? plainText(text('content')));
}

const name = (site: Rec, host: Host): string | undefined => site.name || translated(site, host, 'title') || undefined;

/** `<site-info>`'s: the site's name, description and logo, as the element shows them, and its public address. */
export const infoFields: Fields<Rec, Host> = {
  name,
  // Plain text: the site's description, or, in a locale that is not the site's default, its homepage's text in that language.
  description: (site, host) => {
    const own = lang(host.site?.locale) && lang(host.site?.locale) !== lang(host.site?.defaultLocale ?? site.defaultLocale);
    const other = translated(site, host, 'text');
    return (own && other) || plainText(site.description) || other || undefined;
  },
  // Its alt: the logo's own, else the site's name (a template that shows the name beside it says alt="").
  logo: (site, host) => (site.image?.url ? imageForms(site.image, host, site.image.altText || name(site, host) || '') : undefined),
  url: (site) => safeUrl(site.settings?.publicSite?.baseUrl),
};
