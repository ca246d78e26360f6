/**
 * Plain text from an API string, Markdown or HTML: for list excerpts (shown
 * as text, so a list page needs no sanitizer and no Markdown library) and
 * for JSON-LD descriptions. The Markdown is stripped as the real sites do
 * with remove-markdown: a few patterns, not a parser.
 */
const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'"};

/**
 * The text of a Markdown or HTML string, for descriptions: tags dropped,
 * common entities decoded; headings' `#`, quotes' `>` and list bullets
 * dropped; emphasis, strikethrough and code markers dropped; a link or an
 * image becomes its text. (Not rules, escapes, reference links or
 * autolinks, which go as tags do: every byte here is on a list page.)
 * Longer than `max` characters, it is cut at a word with an ellipsis.
 */
export function plainText(source: unknown, max = 1e4): string | undefined {
  if (typeof source !== 'string' || !source) return undefined;
  // Enough of a huge string for `max` characters of text: the patterns below never see megabytes.
  const head = source.slice(0, max * 20 + 1000);
  // Not DOMParser: parsing hostile markup under a strict CSP would report violations.
  const text = head
    // A heading's #s, a quote's >, a bullet or a number at the start of a
    // line; **strong**, *em*, _em_, ~~del~~ and `code` markers (not inside
    // words: snake_case and 2 * 3 stay).
    .replace(/^[ \t]*(?:#+|[-*+>]|\d+\.)[ \t]+|(?<!\w)[*_~`]+(?=\S)|(?<=\S)[*_~`]+(?!\w)/gm, '')
    // ![alt](src) and [text](url): the text.
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    // Names of 2 to 4 letters: no name of Object.prototype's is one.
    .replace(/&(#39|[a-z]{2,4});/g, (m, e: string) => ENTITIES[e] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
  // A long body as an excerpt: cut at a word, marked with an ellipsis.
  return text.length > max ? `${text.slice(0, max).replace(/\s+\S*$/, '')}…` : text || undefined;
}
