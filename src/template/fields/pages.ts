/** The fields of a page, in `<site-pages>` (an entry of its navigation) and `<site-page>`. */
import {checkUrl, fillTemplate, safeUrl} from '../../render/url.js';
import type {Fields} from '../bind.js';
import {dateForms, entryOf, excerpt, flag, imageForms, rich, tags, title, type Host, type Rec} from './common.js';

/** `<site-pages>` as its fields see it. */
interface PagesHost extends Host {
  readonly current?: string;
  readonly slugParam?: string;
  /** The element's own order of the pages, level by level (each page once). */
  levels(pages: Rec[]): (parent: Rec | undefined, depth: number) => Rec[];
}

/** One page of the navigation: the page, how deep, its parent, its link, whether it is the current one. */
interface Entry {
  page: Rec;
  depth: number;
  parent?: Rec;
  url?: string;
  here: boolean;
}

/**
 * `<site-pages>`'s entries, in the order its navigation shows them: each
 * page, then its sub-pages, the levels as the element nests them.
 */
export function pageEntries(pages: Rec[], host: PagesHost): Entry[] {
  const param = host.slugParam || 'slug';
  const current = host.current || new URLSearchParams(location.search).get(param);
  const template = host.href || `?${param}={slug}`;
  const levels = host.levels(pages);
  const out: Entry[] = [];
  const level = (parent: Rec | undefined, depth: number): void => {
    for (const p of levels(parent, depth)) {
      // A LINK page links to its own URL, any other through the template.
      const url = p.type == 'LINK' ? checkUrl(p.linkUrl)?.href : fillTemplate(template, {slug: p.slug});
      const now = p.type != 'LINK' && p.slug === current;
      out.push(entryOf(p, `${depth} ${now} ${url}`, () => ({page: p, depth, parent, url, here: now})));
      level(p, depth + 1);
    }
  };
  level(undefined, 0);
  return out;
}

/** `<site-pages>`'s: one entry of the navigation. */
export const pagesFields: Fields<Entry, Host> = {
  title: (e, host) => title(e.page, host),
  slug: (e) => e.page.slug,
  url: (e) => e.url,
  current: (e) => (e.here ? 'page' : undefined),
  depth: (e) => e.depth,
  parent: (e, host) => (e.parent ? title(e.parent, host) : undefined),
  external: (e) => e.page.type == 'LINK',
  'new-tab': (e) => e.page.type == 'LINK' && flag(e.page.openInNewTab),
  type: (e) => (typeof e.page.type == 'string' ? e.page.type : undefined),
  featured: (e) => flag(e.page.featured),
};

/** `<site-page>`'s: a page with its body. */
export const pageFields: Fields<Rec, Host> = {
  title,
  slug: (p) => p.slug,
  date: (p, host) => dateForms(host, typeof p.date == 'string' ? p.date : undefined),
  type: (p) => (typeof p.type == 'string' ? p.type : undefined),
  // A LINK page's own URL, and the words the element shows on its link ("Go to …").
  link: (p) => (p.type == 'LINK' ? safeUrl(p.linkUrl) : undefined),
  'link-text': (p, host) => (p.type == 'LINK' && safeUrl(p.linkUrl) ? (host.t.visit as (title: string) => string)(title(p, host) ?? '') : undefined),
  // Whether the element opens that link in a new tab (a flag: a template sets no target; say it to screen readers yourself).
  'new-tab': (p) => p.type == 'LINK' && flag(p.openInNewTab),
  excerpt,
  image: (p, host) => imageForms(p.image, host),
  tags,
  // The page's title is its h1: the body's headings keep their levels (shifted by heading-offset), as the element shows them.
  content: (p, host) => rich(host, p, host.offset ?? 0),
};
