/**
 * The Markdown step of sanitize.ts, a chunk of its own: loaded only where a
 * record's `content` string is shown (the real service's `content` is
 * Markdown with inline HTML; a `contentJSON` tree, when present, wins and
 * never comes here).
 *
 * marked turns the Markdown into an HTML string and trusts nothing itself:
 * inline HTML is passed on as it is, and links and images keep the URL they
 * were given. The string then goes through exactly the path of API HTML
 * (sanitize.ts): quiet(), the browser's Sanitizer API or DOMPurify with the
 * kit's allow-list, then the URL rule, so `[x](javascript:…)`, a raw
 * `<script>` or an `onerror` never survive.
 *
 * A private instance, not marked's shared one, so that a page or an app
 * that configures marked for itself (`marked.use(…)`) changes nothing here.
 */
import {Marked} from 'marked';

// CommonMark with GitHub's additions (tables, strikethrough, bare links),
// as the real sites' renderer (markdown-to-jsx) reads them; single line
// breaks stay soft, as CommonMark has them.
const parser = new Marked({async: false, gfm: true, breaks: false});

/** The HTML of a Markdown string; unsanitized, for sanitize.ts only. */
export function markdown(source: string): string {
  return parser.parse(source) as string;
}
