/**
 * The active locale of a provider's elements: the provider's `locale`, else
 * the page's language (the provider's nearest `lang`, then `<html lang>`),
 * else the site's default locale; then resolved against the locales the site
 * lists (`settings.locale.supported` and its default):
 *
 * - listed as it is (`pt-BR`), or its language is (`pt`, or `pt-PT`): kept
 *   as it is. Records' texts come from the entry of that locale, else of its
 *   language (records.ts), the kit's words from its language's table
 *   (messages.ts), and dates and numbers keep the region's forms (`en-GB`
 *   writes 27 November 2026 where `en` writes November 27, 2026);
 * - not listed: the site's default, else English, said once in the console.
 *
 * A site that lists no locales takes every locale as it is. Nothing is sent:
 * every record carries all its locales.
 */
import type {Site} from '../api/client.js';
import {languageOf} from '../api/records.js';
import {explain} from './log.js';

/**
 * The language of the page around `el`: its nearest `lang` (the element's
 * own, an ancestor's, `<html lang>`; within its own tree: shadow roots above
 * it are not crossed), else the document's (on a server, where no element has
 * a parent, the page's, see src/ssr/render.ts). An empty `lang` is no
 * language.
 */
export const pageLang = (el: Element) => ((el.closest?.('[lang]') as HTMLElement | null) ?? document.documentElement).lang;

/** The locale to show for `wanted` (see the module's comment); `defaultLocale` is the site's. */
export function resolveLocale(wanted: string | undefined, site: Site | undefined, defaultLocale: string | undefined): string {
  const listed = site?.settings?.locale?.supported;
  const used = defaultLocale || 'en';
  // Not an array (a site that lists none, or a field not as documented): every locale is taken as it is.
  if (wanted && (!Array.isArray(listed) || [defaultLocale, ...listed].some((l) => languageOf(l) == languageOf(wanted)))) return wanted;
  if (wanted) explain('locale', wanted, used);
  return used;
}
