/**
 * Helpers that read API records whatever shape the back end gives them:
 * localized fields, list envelopes and paging. No Lit here.
 */

/** The localizable fields of the seed's LocalizedContent object. */
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

interface LocalizedEntry {
  locale?: string | null;
  [field: string]: unknown;
}

interface Localizable {
  localizedContent?: LocalizedEntry[] | null;
  [field: string]: unknown;
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function findEntry(entries: LocalizedEntry[], locale: string | undefined): LocalizedEntry | undefined {
  if (!locale) return undefined;
  const wanted = locale.toLowerCase();
  const language = wanted.split('-')[0];
  return (
    entries.find((e) => e.locale?.toLowerCase() === wanted) ??
    entries.find((e) => e.locale?.toLowerCase().split('-')[0] === language)
  );
}

/**
 * Reads a field in the best locale: the record's LocalizedContent entry for
 * `locale` (exact, then same language), then the entry for the site's
 * `defaultLocale`, then the record's top-level field. Empty values fall
 * through to the next source.
 */
export function localized<T = string>(
  record: object | null | undefined,
  field: LocalizedField | string,
  locale?: string,
  defaultLocale?: string,
): T | undefined {
  if (!record) return undefined;
  const r = record as Localizable;
  const entries = Array.isArray(r.localizedContent) ? r.localizedContent : [];
  for (const loc of [locale, defaultLocale]) {
    const entry = findEntry(entries, loc);
    if (entry && present(entry[field])) return entry[field] as T;
  }
  return present(r[field]) ? (r[field] as T) : undefined;
}

/** A list answer: the `records` envelope, or a bare array. */
export interface ListEnvelope<T> {
  records?: T[] | null;
  page?: number | null;
  limit?: number | null;
  total?: number | null;
}

/** The records of a list answer, whether it came as an envelope or a bare array. */
export function listRecords<T>(body: ListEnvelope<T> | T[] | null | undefined): T[] {
  if (Array.isArray(body)) return body;
  if (body && Array.isArray(body.records)) return body.records;
  return [];
}

/**
 * Whether another page follows. With a `total`, more exist when
 * `page * limit < total`; without one, when a full page came back.
 */
export function hasNextPage<T>(
  body: ListEnvelope<T> | T[] | null | undefined,
  page: number,
  limit: number,
): boolean {
  const received = listRecords(body).length;
  const total = Array.isArray(body) ? undefined : body?.total;
  if (typeof total === 'number' && Number.isFinite(total)) return page * limit < total;
  return limit > 0 && received >= limit;
}

/** The total count when the answer gives one. */
export function listTotal<T>(body: ListEnvelope<T> | T[] | null | undefined): number | undefined {
  const total = Array.isArray(body) ? undefined : body?.total;
  return typeof total === 'number' && Number.isFinite(total) ? total : undefined;
}
