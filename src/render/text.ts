/**
 * Plain text from an API HTML string: for list excerpts (shown as text, so a
 * list page needs no sanitizer) and for JSON-LD descriptions.
 */
const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'"};

/** The text of an HTML string, for descriptions (tags dropped, common entities decoded). */
export function plainText(html: unknown): string | undefined {
  if (typeof html !== 'string' || !html) return undefined;
  // Not DOMParser: parsing hostile markup under a strict CSP would report violations.
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, e: string) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}
