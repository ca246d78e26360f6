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
import {languageOf} from '../api/records.js';
import {explain} from './log.js';

/**
 * The locale a provider shows (see the module's comment): its `locale`, else
 * the language of the page around it: its nearest `lang` (its own, an
 * ancestor's, `<html lang>`; shadow roots above it are not crossed), else
 * the document's (on a server, where no element has a parent, the page's,
 * see src/ssr/render.ts), else the site's default locale (`defaultLocale`),
 * as the site lists it (`listed`: its `settings.locale.supported`).
 */
export function resolveLocale(provider: HTMLElement & {locale?: string}, listed: unknown, defaultLocale: string | undefined): string {
  const wanted = provider.locale || ((provider.closest('[lang]') as HTMLElement | null) ?? document.documentElement).lang || defaultLocale;
  const used = defaultLocale || 'en';
  // Not an array (a site that lists none, or a field not as documented): every locale is taken as it is.
  if (wanted && (!Array.isArray(listed) || [defaultLocale, ...listed].some((l) => languageOf(l) == languageOf(wanted)))) return wanted;
  if (wanted) explain('locale', wanted, used);
  return used;
}
