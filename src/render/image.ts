import {html, nothing, type TemplateResult} from 'lit';
import {ifDefined} from 'lit/directives/if-defined.js';
import {mediaUrl} from '../api/media.js';
import {safeUrl} from './url.js';

/** The parts of a MediaItem an `<img>` needs (lenient: every field may be missing). */
interface ImageLike {
  url?: string | null;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
  metadata?: {width?: unknown; height?: unknown; focus?: {x?: unknown; y?: unknown} | null} | Record<string, unknown> | null;
}

const size = (n: unknown) => (typeof n == 'number' && n > 0 ? n : undefined);
/** A focus coordinate in [-1, 1] as a CSS percentage, mapped as the service's own image component maps it: `((1 - v) / 2) * 100%`. */
const percent = (v: unknown) => (typeof v == 'number' && v >= -1 && v <= 1 ? `${((1 - v) / 2) * 100}%` : '50%');

/**
 * An `<img>` for a MediaItem: its storage key made an address under
 * `mediaBase` (see mediaUrl), safe; its alt text; its width and height (top
 * level, else `metadata`) so the space is reserved before it loads (no
 * layout shift); its focal point (`metadata.focus`) as `object-position`,
 * set through the style property (allowed under a strict CSP, unlike a
 * style attribute); lazy loading and async decoding. Nothing when there is
 * no safe URL.
 */
export function image(img: ImageLike | null | undefined, mediaBase: string | undefined, part = 'image', alt?: string): TemplateResult | typeof nothing {
  const src = safeUrl(mediaUrl(img?.url, mediaBase));
  if (!src) return nothing;
  const meta = (img!.metadata ?? {}) as {width?: unknown; height?: unknown; focus?: {x?: unknown; y?: unknown}};
  const width = size(img!.width) ?? size(meta.width);
  const height = size(img!.height) ?? size(meta.height);
  // Its ratio as --_ratio too, for a stylesheet that sets aspect-ratio (which would hide the attributes' own).
  const style = `${meta.focus ? `object-position:${percent(meta.focus.x)} ${percent(meta.focus.y)};` : ''}${width && height ? `--_ratio:${width}/${height}` : ''}`;
  return html`<img
    part=${part}
    src=${src}
    alt=${alt ?? img!.altText ?? ''}
    width=${ifDefined(width)}
    height=${ifDefined(height)}
    .style=${style}
    loading="lazy"
    decoding="async"
  />`;
}
