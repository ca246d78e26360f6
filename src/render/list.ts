/**
 * Items in a sentence as the active locale writes a list, by
 * `Intl.ListFormat` ("A, B, and C", "A, B und C", "A、B、C", "A وB"): the
 * words and separators are Intl's, never the kit's; each item stays what it
 * is (a link, say). A locale Intl does not take lists as the browser's.
 */
export function listOf<T>(locale: string | undefined, items: T[]): (T | string)[] {
  let format: Intl.ListFormat;
  try {
    format = new Intl.ListFormat(locale);
  } catch {
    format = new Intl.ListFormat();
  }
  return format.formatToParts(items.map((_, i) => `${i}`)).map((part) => (part.type == 'element' ? items[+part.value] : part.value));
}
