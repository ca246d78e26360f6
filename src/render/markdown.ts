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
import {warnOnce} from '../internal/log.js';

// CommonMark with GitHub's additions (tables, strikethrough, bare links),
// as the real sites' renderer (markdown-to-jsx) reads them; single line
// breaks stay soft, as CommonMark has them.
const parser = new Marked({async: false, gfm: true, breaks: false});

/**
 * The most elements a Markdown string is rendered with: 3 000 (a long
 * article has a few hundred). Past it the HTML is cut before the next start
 * tag, with a visible "…", so that dense Markdown (a list item and a link
 * every dozen characters: 10 000 elements in the 5 000 lines rich.ts lets
 * through) cannot freeze the tab in the sanitizer and the layout.
 */
export const MAX_ELEMENTS = 3_000;

/**
 * The HTML of a Markdown string, unsanitized but quiet (see quiet()) and at
 * most MAX_ELEMENTS elements, for sanitize.ts only.
 */
export function markdown(source: string): string {
  let html: string;
  try {
    html = parser.parse(source) as string;
  } catch (error) {
    // The parser recurses: 2 000 nested quotes (4 000 characters) overflow the stack. The text is shown as text.
    warnOnce(`a content could not be read as Markdown (${error}); it is shown as plain text.`);
    html = `<p>${source.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`;
  }
  return quiet(html, MAX_ELEMENTS);
}

/** Elements whose content the HTML parser reads as raw text; none is allowed, so they go whole. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);
/** Elements that go whole: never allowed, and noisy to parse under a strict CSP. */
const DROPPED_TAGS = new Set(['base', 'meta']);

/**
 * Takes event-handler and style attributes, and style, script, base, meta and
 * other raw-text elements (never allowed, so the result is the same) out of
 * the string before any parser sees it. Not a security step: the sanitizer
 * drops them anyway and they never run. But Chromium reports a CSP violation
 * for every inline handler or style it merely parses, even in an inert
 * document and inside setHTML(), so without this a site under a strict CSP
 * would get a report for every hostile attribute in its content.
 *
 * It reads tags as the HTML tokenizer does (quoted values, comments, raw
 * text), so text and harmless attribute values are never touched. With
 * `max`, what follows the `max`th start tag is cut, before the next one
 * (never inside a tag or a comment), and a paragraph "…" says so.
 */
export function quiet(html: string, max = Infinity): string {
  let out = '';
  let i = 0;
  let tags = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      // A comment: kept as it is (the sanitizer removes comments).
      const end = /^<!--(?:-?>|[\s\S]*?--!?>)/.exec(html.slice(lt));
      const stop = end ? lt + end[0].length : n;
      out += html.slice(lt, stop);
      i = stop;
      continue;
    }
    const open = /^<(\/?)([a-zA-Z][^\s/>]*)/.exec(html.slice(lt, lt + 80));
    if (!open) {
      // Not a tag: "<" as text, "<!…>" or "<?…>" bogus comments up to ">".
      const bogus = /^<[!?/][^>]*>?/.exec(html.slice(lt));
      out += bogus ? bogus[0] : '<';
      i = lt + (bogus ? bogus[0].length : 1);
      continue;
    }
    const [, closing, rawName] = open;
    if (!closing && ++tags > max) {
      warnOnce(`a content of more than ${max} elements was cut after ${max}; the rest is not shown.`);
      out += '<p>…</p>';
      break;
    }
    const name = rawName.toLowerCase();
    let j = lt + open[0].length;
    let attrs = '';
    // Attributes, as the tokenizer reads them, up to the tag's ">".
    while (j < n && html[j] !== '>') {
      const ws = /^[\s/]+/.exec(html.slice(j, j + 200));
      if (ws) {
        attrs += ws[0];
        j += ws[0].length;
        continue;
      }
      const attr = /^([^\s/>][^\s/>=]*)(?:\s*=\s*("[^"]*"?|'[^']*'?|[^\s>]*))?/.exec(html.slice(j))!;
      const attrName = attr[1].toLowerCase();
      if (!attrName.startsWith('on') && attrName !== 'style') attrs += attr[0];
      j += attr[0].length;
    }
    const end = Math.min(n, j + 1);
    if (!closing && RAW_TEXT.has(name)) {
      // Raw text runs to the matching end tag: drop the element whole.
      const close = new RegExp(`</${name}(?=[\\s/>])[^>]*>?`, 'i').exec(html.slice(end));
      i = close ? end + close.index + close[0].length : n;
      continue;
    }
    if (!DROPPED_TAGS.has(name)) out += `<${closing}${rawName}${attrs}${html[j] === '>' ? '>' : ''}`;
    i = end;
  }
  return out.replace(/^\s+/, '');
}
