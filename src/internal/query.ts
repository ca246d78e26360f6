/** A flat, named query: the object a client method takes (and, for a record, its slug). */
export type Query = {[name: string]: string | number | boolean | null | undefined};

/** The query of an element that asks for nothing but the locale (the site, its tags). */
export type NoQuery = Record<string, never>;

/** Whether two queries name the same values (a shallow compare). */
export function sameQuery(a: Query | undefined, b: Query | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
