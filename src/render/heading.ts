import {html, type TemplateResult} from 'lit';

/**
 * The template strings of `<hN part=${part}>${content}</hN>` per level,
 * built once. Lit caches a template by the identity of its strings array
 * and accepts only arrays that carry `raw`, as a tagged literal's do
 * (lit/static-html builds its arrays the same way); these are made of
 * constants only, never of data, so no value can become markup.
 */
const STRINGS: TemplateStringsArray[] = [];

function strings(level: number): TemplateStringsArray {
  const parts = [`<h${level} part=`, '>', `</h${level}>`];
  return (STRINGS[level] ??= Object.assign(parts, {raw: parts}) as unknown as TemplateStringsArray);
}

/**
 * A real h1–h6 element for the level asked for (clamped to 1–6), so that
 * titles and content headings sit at the right place in the host page's
 * outline (`heading-level`, `heading-offset`).
 */
export function heading(level: number, part: string, content: unknown): TemplateResult {
  return html(strings(Math.min(6, Math.max(1, level | 0))), part, content);
}
