/**
 * Renders a page's content tree (`contentJSON`, ProseMirror-style
 * `{type, attrs, content, text, marks}`) with Lit templates: text is always
 * text, never parsed as HTML, so nothing in a tree can inject markup.
 *
 * - Nodes: doc, paragraph, heading (1–6, shifted by `headingOffset`), text
 *   with marks (bold, italic, underline, strike, code, link), bulletList,
 *   orderedList, listItem, blockquote, codeBlock, hardBreak, horizontalRule,
 *   image (width, height and alt from the node or its Image object), table,
 *   tableRow, tableHeader, tableCell.
 * - TipTap's embeds: youtube and iframe (privacy-first, see embed.ts),
 *   linkCard (a card link); image sources that are `/media/<key>` paths or
 *   storage keys are served under the provider's media base.
 * - An unknown node renders its children; an unknown mark is dropped.
 * - Links and image sources pass safeUrl(); external links get
 *   rel="noopener noreferrer"; images load lazily with their size reserved.
 * - Depth and size are bounded: past `maxDepth` levels or `maxNodes` nodes
 *   nothing more is rendered, so a hostile tree cannot hang the page.
 */
import {html, nothing, type TemplateResult} from 'lit';
import {ifDefined} from 'lit/directives/if-defined.js';
import {checkUrl, safeUrl} from './url.js';
import {warnOnce} from '../internal/log.js';
import {heading} from './heading.js';
import {mediaUrl} from '../api/media.js';
import {embed, youtubeEmbed} from './embed.js';

export interface ContentNode {
  type?: unknown;
  attrs?: Record<string, unknown> | null;
  content?: unknown;
  text?: unknown;
  marks?: unknown;
}

export interface TreeOptions {
  headingOffset?: number;
  /** Where images' storage keys are served (the provider's mediaBase; see mediaUrl). */
  mediaBase?: string;
  /** Hosts embeds may load from, besides the defaults (the provider's `embed-hosts`). */
  embedHosts?: string[];
  /** The active locale, for the words of embeds. */
  locale?: string;
  /** Deepest nesting rendered (default 48). */
  maxDepth?: number;
  /** Most nodes rendered (default 20 000). */
  maxNodes?: number;
}

type Out = TemplateResult | string | typeof nothing;

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** Renders a content tree; anything that is not a tree renders nothing. */
export function renderTree(root: unknown, options: TreeOptions = {}): Out {
  const offset = options.headingOffset ?? 0;
  const maxDepth = options.maxDepth ?? 48;
  let budget = options.maxNodes ?? 20_000;
  let truncated = false;

  // Never more children than the budget has left, nor any past maxDepth: what
  // would render nothing is not walked (300 000 children, 300 000 `nothing`s).
  const children = (node: ContentNode, depth: number): Out[] => {
    const list: unknown[] = Array.isArray(node.content) ? node.content : [];
    const room = depth < maxDepth ? Math.max(0, budget) : 0;
    if (list.length > room) truncated = true;
    return list.slice(0, room).map((child) => render(child, depth + 1));
  };

  function render(value: unknown, depth: number): Out {
    if (!value || typeof value !== 'object') return nothing;
    if (depth > maxDepth || --budget < 0) {
      truncated = true;
      return nothing;
    }
    const node = value as ContentNode;
    const attrs = node.attrs && typeof node.attrs === 'object' ? node.attrs : {};
    const inner = () => children(node, depth);
    switch (node.type) {
      case 'text':
        return marked(typeof node.text === 'string' ? node.text : '', node.marks);
      case 'paragraph':
        return html`<p>${inner()}</p>`;
      case 'heading':
        return heading(Math.trunc(num(attrs.level) ?? 1) + offset, 'heading', inner());
      case 'bulletList':
        return html`<ul>${inner()}</ul>`;
      case 'orderedList':
        return html`<ol start=${ifDefined(num(attrs.start))}>${inner()}</ol>`;
      case 'listItem':
        return html`<li>${inner()}</li>`;
      case 'blockquote':
        return html`<blockquote>${inner()}</blockquote>`;
      case 'codeBlock':
        return html`<pre><code>${inner()}</code></pre>`;
      case 'hardBreak':
        return html`<br />`;
      case 'horizontalRule':
        return html`<hr />`;
      case 'image':
        return image(attrs, options.mediaBase);
      case 'img':
        // The variant with src and alt on the node itself.
        return image(node as Record<string, unknown>, options.mediaBase);
      case 'youtube':
        return embed(youtubeEmbed(attrs.src, attrs.start), 16 / 9, options);
      case 'iframe': {
        // The attrs sometimes arrive at the node's top level.
        const a = {...(node as Record<string, unknown>), ...attrs};
        return embed(str(a.src), num(a.aspectRatio) ?? (num(a.width) && num(a.height) ? num(a.width)! / num(a.height)! : undefined), options);
      }
      case 'linkCard':
        return linkCard(attrs, options.mediaBase);
      case 'table':
        return html`<table><tbody>${inner()}</tbody></table>`;
      case 'tableRow':
        return html`<tr>${inner()}</tr>`;
      case 'tableHeader':
        return html`<th colspan=${ifDefined(num(attrs.colspan))} rowspan=${ifDefined(num(attrs.rowspan))}>${inner()}</th>`;
      case 'tableCell':
        return html`<td colspan=${ifDefined(num(attrs.colspan))} rowspan=${ifDefined(num(attrs.rowspan))}>${inner()}</td>`;
      default:
        // doc, and any node type this renderer does not know: its children.
        return html`${inner()}`;
    }
  }

  const out = render(root, 0);
  if (!truncated) return out;
  warnOnce('a content tree was too deep or too large; the rest of it is not shown.');
  // Cut where the limit was met, and the reader sees that it was.
  return html`${out}<p part="truncated">…</p>`;
}

/** Text wrapped in its known marks, innermost first; unknown marks are dropped. */
function marked(text: string, marks: unknown): Out {
  let out: Out = text;
  if (!Array.isArray(marks)) return out;
  for (const mark of marks.slice(0, 8)) {
    const m = (mark ?? {}) as {type?: unknown; attrs?: Record<string, unknown> | null};
    switch (m.type) {
      case 'bold':
      case 'strong':
        out = html`<strong>${out}</strong>`;
        break;
      case 'italic':
      case 'em':
        out = html`<em>${out}</em>`;
        break;
      case 'underline':
        out = html`<u>${out}</u>`;
        break;
      case 'strike':
        out = html`<s>${out}</s>`;
        break;
      case 'code':
        out = html`<code>${out}</code>`;
        break;
      case 'link': {
        const url = checkUrl(m.attrs?.href);
        if (url) {
          out = html`<a
            href=${url.href}
            title=${ifDefined(str(m.attrs?.title))}
            rel=${ifDefined(url.external ? 'noopener noreferrer' : undefined)}
          >${out}</a>`;
        }
        break;
      }
    }
  }
  return out;
}

/**
 * A link card: a link to `href` with its title, description, site and image
 * (an absolute URL, usually on the linked site: fetched without a referrer).
 */
function linkCard(attrs: Record<string, unknown>, mediaBase?: string): Out {
  const href = safeUrl(attrs.href);
  if (!href) return nothing;
  const src = safeUrl(mediaUrl(attrs.image, mediaBase));
  return html`<a part="link-card" class="link-card" href=${href} target="_blank" rel="noopener noreferrer">${
    src ? html`<img src=${src} alt="" loading="lazy" decoding="async" referrerpolicy="no-referrer" />` : nothing
  }<strong>${str(attrs.title) ?? href}</strong>${
    str(attrs.description) ? html`<span>${attrs.description}</span>` : nothing
  }${str(attrs.site) ? html`<small>${attrs.site}</small>` : nothing}</a>`;
}

/** An image node: `attrs.src` a `/media/<key>` path or an address (an Image object under `attrs.image` is read too). */
function image(attrs: Record<string, unknown>, mediaBase?: string): Out {
  const img = (attrs.image && typeof attrs.image === 'object' ? attrs.image : {}) as Record<string, unknown>;
  const src = safeUrl(mediaUrl(attrs.src ?? img.url, mediaBase));
  if (!src) return nothing;
  const alt = str(attrs.alt) ?? str(img.altText) ?? '';
  const caption = str(attrs.caption) ?? str(img.caption);
  const tag = html`<img
    src=${src}
    alt=${alt}
    title=${ifDefined(str(attrs.title) ?? str(img.title))}
    width=${ifDefined(num(attrs.width) ?? num(img.width))}
    height=${ifDefined(num(attrs.height) ?? num(img.height))}
    loading="lazy"
    decoding="async"
  />`;
  return caption ? html`<figure>${tag}<figcaption>${caption}</figcaption></figure>` : tag;
}
