/**
 * What the field tables share: the element as a field sees it, and the
 * forms of the values most elements have (a title, a link, an image, a
 * date, a body, tags, artists).
 */
import type {SiteContextValue} from '../../context/site-context.js';
import type {Messages} from '../../render/messages.js';
import {dateFormatter, toDate, type DateContext} from '../../render/format.js';
import {mediaUrl} from '../../api/media.js';
import {safeUrl} from '../../render/url.js';
import {tagsOf} from '../../api/tags.js';
import {plainText} from '../../render/text.js';
import {artistsOf} from '../../render/artists.js';
import type {Forms, Rich, Value} from '../bind.js';
import type {TreeOptions} from '../../render/content-tree.js';

/** The element a field reads from (its protected members, which fields may use). */
export interface Host {
  text<T = string>(record: object | null | undefined, field?: string): T | undefined;
  readonly site?: SiteContextValue;
  readonly t: Messages & Record<string, unknown>;
  readonly dateContext: DateContext;
  readonly href?: string;
  readonly localName: string;
  /** The detail elements' heading offset. */
  readonly offset?: number;
  bodyOf?(item: unknown): [tree: unknown, markdown: unknown];
}

/** A record as fields read it: anything, checked field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Rec = Record<string, any>;

const size = (n: unknown) => (typeof n == 'number' && n > 0 ? n : undefined);

/**
 * An image's forms: `src` (its address, from the provider's media base), `alt`, `width`, `height`; its text is its alt.
 * None when its address is not one an `<img>` may load (a `javascript:` one, say), as the elements show no image then:
 * `data-site-if="image"` leaves the designer's `<img>` out rather than keeping it without a `src`.
 */
export function imageForms(img: unknown, host: Host, alt?: string): Forms | undefined {
  const i = img as Rec | null | undefined;
  const src = safeUrl(mediaUrl(i?.url, host.site?.mediaBase));
  if (!src) return undefined;
  const meta = (i!.metadata ?? {}) as Rec;
  const text = alt ?? (typeof i!.altText == 'string' ? i!.altText : '');
  return {src, alt: text, text, width: size(i!.width) ?? size(meta.width), height: size(i!.height) ?? size(meta.height)};
}

const FORMS: Record<string, Intl.DateTimeFormatOptions> = {
  date: {dateStyle: 'long'},
  short: {dateStyle: 'medium'},
  time: {hour: 'numeric', minute: '2-digit'},
  day: {day: 'numeric'},
  weekday: {weekday: 'short'},
  month: {month: 'short'},
  year: {year: 'numeric'},
};

/**
 * An instant's forms, in the site's zone (or the element's): `date` ("25
 * November 2026"), `short`, `time` ("20:00", none for an all-day date),
 * `day` ("25"), `weekday` ("Wed"), `month` ("Nov"), `year`, and `datetime`
 * (the ISO value, for `<time datetime>`); its text is `text` when given,
 * else `date`.
 */
export function dateForms(host: Host, iso: unknown, allDay = false, text?: string): Forms | undefined {
  const d = toDate(iso);
  if (!d) return undefined;
  // An all-day date is a day of the site's calendar, whatever zone the page shows (as the elements show it).
  const ctx = allDay ? {locale: host.dateContext.locale, timeZone: host.site?.site?.timeZone ?? host.dateContext.timeZone} : host.dateContext;
  const forms: Forms = {datetime: String(iso)};
  for (const [name, options] of Object.entries(FORMS)) forms[name] = allDay && name == 'time' ? undefined : dateFormatter(ctx, options).format(d);
  forms.text = text ?? forms.date;
  return forms;
}

/** A record's title in the active locale, else its slug. */
export const title = (r: Rec, host: Host): string | undefined => host.text(r) ?? r.slug;

/** A body (a TipTap tree and Markdown), sanitized as the element shows it. */
export function rich(host: Host, item: unknown, headingOffset: number): Rich | undefined {
  const [tree, markdown] = host.bodyOf!(item);
  if (!tree && !markdown) return undefined;
  const site = host.site;
  const options = {headingOffset, mediaBase: site?.mediaBase, embedHosts: site?.embedHosts, locale: site?.locale};
  return {
    // In the same frame as the item when the chunk is here (the detail elements load it with their record): the item a
    // server stamped is replaced by one whose body is already there, never by an empty one.
    fill: (into) => {
      if (servedRich.fill) return servedRich.fill(into, tree, markdown, options);
      const rich = (globalThis as Record<symbol, {fill: typeof import('../../render/rich.js').fill} | undefined>)[Symbol.for('site-widgets/rich@1')];
      if (rich) rich.fill(into, tree, markdown, options);
      else void import('../../render/rich.js').then((m) => m.fill(into, tree, markdown, options));
    },
  };
}

/**
 * On a server (site-widgets/render), how a body fills a template's element:
 * src/ssr/body.ts renders it as the elements' bodies are rendered there.
 * Never set in a browser.
 */
export const servedRich: {fill?: (into: HTMLElement, tree: unknown, markdown: unknown, options: TreeOptions) => void} = {};

/** A record's short text: its short content, else its content, as plain text of at most 200 characters. */
export const excerpt = (r: Rec, host: Host): string | undefined => plainText(host.text(r, 'shortContent') ?? host.text(r, 'content'), 200);

/** A record's tags, as text ("Jazz, Live"). */
export const tags = (r: Rec): string | undefined =>
  tagsOf(r.tags)
    .map((t) => t.title)
    .join(', ') || undefined;

/** A record's artists' names, as text. */
export const artists = (r: Rec, host: Host): string | undefined =>
  artistsOf(r)
    .map((p) => title(p, host))
    .join(', ') || undefined;

/** A list's fields for its detail element, which has no link template (`url`). */
export function withoutUrl<T>(fields: T): T {
  const {url: _, ...rest} = fields as Record<string, unknown>;
  return rest as T;
}

/** A flag: exactly `true`. */
export const flag = (v: unknown): boolean => v === true;

export type {Value};

const entries = new WeakMap<object, Map<string, object>>();

/**
 * An entry of an element whose items are not its records as they came (a
 * page in a tree, a month of a year): the same object for the same record
 * and key, so that design.ts keeps an entry's nodes from one render to the
 * next while nothing it shows has changed.
 */
export function entryOf<E extends object>(record: object, key: string, make: () => E): E {
  const byKey = entries.get(record) ?? entries.set(record, new Map()).get(record)!;
  return (byKey.get(key) ?? byKey.set(key, make()).get(key)!) as E;
}
