/** The fields of a search result, in `<site-search>`. */
import {localized} from '../../api/records.js';
import type {SiteContextValue} from '../../context/site-context.js';
import {plainText} from '../../render/text.js';
import {fillTemplate} from '../../render/url.js';
import type {Fields, Forms, Rich} from '../bind.js';
import {dateForms, imageForms, type Host, type Rec} from './common.js';

/** `<site-search>` as its fields see it: no `text()` nor `dateContext` (it is no data element), its `href-*` templates and its query. */
interface SearchHost {
  readonly site?: SiteContextValue;
  readonly t: Record<string, unknown>;
  readonly task: {value?: {q: string}};
  readonly ranked?: boolean;
  readonly hrefEvent?: string;
  readonly hrefPage?: string;
  readonly hrefProfile?: string;
  readonly hrefProduct?: string;
}

/** One result: its type and the slim record of the answer. */
interface Hit {
  type: string;
  record: Rec;
}

/** The result types and their group's word, as the element labels them (news come under pages). */
const GROUPS: Record<string, string> = {event: 'events', page: 'pages', profile: 'profiles', product: 'products'};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text's forms: itself, and `marked`, the text with each of the query's
 * words in a `<mark>` (as the element highlights them), built as text
 * nodes and elements, never parsed.
 */
function marked(text: string | undefined, host: SearchHost): Forms | undefined {
  if (!text) return undefined;
  const q = host.task.value?.q?.trim();
  const rich: Rich = {
    fill(into) {
      if (!q) return void (into.textContent = text);
      const words = new RegExp(`(${q.split(/\s+/).map(escape).sort((a, b) => b.length - a.length).join('|')})`, 'giu');
      into.replaceChildren(...text.split(words).map((piece, i) => (i % 2 ? Object.assign(document.createElement('mark'), {textContent: piece}) : piece)));
    },
  };
  return {text, marked: rich};
}

const text = (hit: Hit, host: SearchHost, field: 'title' | 'shortContent' | 'content') => localized(hit.record, field, host.site?.locale, host.site?.defaultLocale);

/** `<site-search>`'s: one result. */
export const searchFields: Fields<Hit, SearchHost> = {
  // Its title in the active locale, else its slug; its short text, else its body without the Markdown (160 characters).
  title: (hit, host) => marked(text(hit, host, 'title') ?? (typeof hit.record.slug == 'string' ? hit.record.slug : undefined), host),
  excerpt: (hit, host) => marked(plainText(text(hit, host, 'shortContent') ?? text(hit, host, 'content'), 160), host),
  slug: (hit) => hit.record.slug,
  type: (hit) => (Object.hasOwn(GROUPS, hit.type) ? hit.type : undefined),
  kind: (hit, host) => (Object.hasOwn(GROUPS, hit.type) ? (host.t[GROUPS[hit.type]] as string) : undefined),
  url: (hit, host) => {
    const templates: Record<string, string | undefined> = {event: host.hrefEvent, page: host.hrefPage, profile: host.hrefProfile, product: host.hrefProduct};
    return fillTemplate(Object.hasOwn(templates, hit.type) ? templates[hit.type] : undefined, {slug: hit.record.slug});
  },
  image: (hit, host) => imageForms(hit.record.image, host as unknown as Host),
  // A ranked result's date (an event's start), in the site's zone: only `/search/all` sends one (grouped results are slim).
  date: (hit, host) => (host.ranked ? dateForms({site: host.site, dateContext: host.site ?? {}} as Host, hit.record.startDate) : undefined),
};
