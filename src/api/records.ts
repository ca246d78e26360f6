/**
 * The one reader of Venue CMS records: where each display field lives, how
 * lists are paged, and every choice the kit makes where the real service
 * leaves the meaning open (see openapi.yaml, "Assumption (ours)"). Elements
 * never dig into `localizedContent`, envelopes or storage keys themselves.
 * No Lit here.
 */

import {explain} from '../internal/log.js';

/** The localizable fields of a LocalizedContent entry. */
export type LocalizedField =
  | 'title'
  | 'content'
  | 'shortContent'
  | 'extraContent'
  | 'excerpt'
  | 'metaTitle'
  | 'metaDescription'
  | 'keywords'
  | 'contentJSON';

interface Localizable {
  localizedContent?: unknown;
}

type Entry = Record<string, unknown> & {locale?: unknown};

const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : '');

/** The language of a locale, lowercase ("de-AT" → "de"); '' for no locale. */
export const languageOf = (locale: unknown) => lower(locale).split('-')[0];

/**
 * A record's localized field in the best locale: the entry for `locale`
 * (exact, then the same language), then for the site's `defaultLocale`, then
 * the first entry that has the field (the service's own SDK falls back to the
 * first entry). Every record carries all its locales: no request names one.
 * Empty values fall through; a record without entries has no text.
 */
export function localized<T = string>(
  record: object | null | undefined,
  field: LocalizedField,
  locale?: string,
  defaultLocale?: string,
): T | undefined {
  const list = (record as Localizable | null | undefined)?.localizedContent;
  // A text field counts when it is a string with something in it; the tree (contentJSON) when it is an object.
  const entries = (Array.isArray(list) ? list : []).filter((e): e is Entry => isRecord(e) && (field == 'contentJSON' ? isRecord((e as Entry)[field]) : typeof (e as Entry)[field] == 'string' && (e as Entry)[field] !== ''));
  let found: Entry | undefined;
  for (const wanted of [locale, defaultLocale].map(lower)) {
    const language = languageOf(wanted);
    found ||= wanted ? entries.find((e) => lower(e.locale) == wanted) ?? entries.find((e) => languageOf(e.locale) == language) : undefined;
  }
  return (found ?? entries[0])?.[field] as T | undefined;
}

/** The first page's number. Observed on real sites, not documented: pages count from 0. */
export const FIRST_PAGE = 0;

/** A list answer: `{records, count}` (`count` is optional on some endpoints). */
export interface ListEnvelope<T> {
  records?: T[] | null;
  count?: number | null;
}

/** A record: an object (not null, not an array). */
export const isRecord = (value: unknown): value is object => !!value && typeof value == 'object' && !Array.isArray(value);

/**
 * The records of a list answer (`{records}`, or a bare array). An answer
 * that is no list at all (null, a string, `records` that is not an array)
 * throws: the element shows its error state. Entries that are not records
 * (null, numbers, arrays) are left out, and, given `where` (the element
 * that reads the answer), the console says so once, naming it.
 */
export function listRecords<T>(body: ListEnvelope<T> | T[] | null | undefined, where?: Element): T[] {
  const records: unknown = Array.isArray(body) ? body : isRecord(body) ? (body.records ?? []) : undefined;
  if (!Array.isArray(records)) throw new TypeError('the answer is not a list of records ({records: […]})');
  const kept = records.filter(isRecord) as T[];
  if (kept.length < records.length) explain('dropped', records.length - kept.length, where);
  return kept;
}

/** The total number of records across pages, when the answer gives one. */
export function listTotal<T>(body: ListEnvelope<T> | T[] | null | undefined): number | undefined {
  const count = (body as ListEnvelope<T> | null | undefined)?.count;
  return typeof count == 'number' && count >= 0 ? count : undefined;
}

/**
 * Whether another page follows page `page` (counted from FIRST_PAGE). A
 * short page always ends the list (the real sites do the same: `count` is
 * not always reliable); else `count`, when given, decides; else a full page
 * means more may follow.
 */
export function hasNextPage<T>(body: ListEnvelope<T> | T[] | null | undefined, page: number, limit: number): boolean {
  const total = listTotal(body);
  // A full page as sent (entries left out of it by listRecords still count).
  return ((body as ListEnvelope<T> | null)?.records ?? (body as T[])).length >= limit && limit > 0 && (total === undefined || (page - FIRST_PAGE + 1) * limit < total);
}
