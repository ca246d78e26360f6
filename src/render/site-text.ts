/**
 * The site's name and description as `<site-info>` and its template fields
 * show them. Its homepage text (its first web site's) is read through the
 * shared reader (`localized()`: the active locale, then the site's default,
 * then the first entry). Only those two import it: it stays out of the core.
 */
import {localized} from '../api/records.js';
import {plainText} from './text.js';

interface SiteLike {
  name?: string | null;
  description?: string | null;
  defaultLocale?: string | null;
  webSites?: readonly unknown[] | null;
}

/**
 * Its name (else its homepage's title), and its description (plain text):
 * its own, or, where the active locale has homepage text of its own (short
 * text, else meta description, else content) that differs from the default
 * locale's, that; its homepage's text when it has no description.
 */
export function siteText(site: SiteLike, locale?: string, defaultLocale?: string): {name?: string; description?: string} {
  const web = site.webSites?.[0] as object | undefined;
  const fallback = defaultLocale ?? site.defaultLocale ?? undefined;
  const text = (l?: string, read = (field: 'shortContent' | 'metaDescription' | 'content') => plainText(localized(web, field, l, fallback))) =>
    read('shortContent') ?? read('metaDescription') ?? read('content');
  const own = text(locale);
  return {
    name: site.name || localized(web, 'title', locale, fallback) || undefined,
    description: (own !== text(fallback) && own) || plainText(site.description) || own || undefined,
  };
}
