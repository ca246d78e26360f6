import {html, nothing, type TemplateResult} from 'lit';
import {ifDefined} from 'lit/directives/if-defined.js';
import {safeUrl} from './url.js';

interface ImageLike {
  url?: string | null;
  altText?: string | null;
  title?: string | null;
  width?: number | null;
  height?: number | null;
}

/**
 * An `<img>` for the seed's Image object: a safe URL, its alt text, its
 * width and height so the space is reserved before it loads (no layout
 * shift), lazy loading and async decoding. Nothing when there is no safe URL.
 */
export function image(img: ImageLike | null | undefined, part = 'image', alt?: string): TemplateResult | typeof nothing {
  const src = safeUrl(img?.url);
  if (!src) return nothing;
  const size = (n: unknown) => (typeof n === 'number' && n > 0 ? n : undefined);
  // prettier-ignore
  return html`<img part=${part} src=${src} alt=${alt ?? img?.altText ?? ''} width=${ifDefined(size(img?.width))} height=${ifDefined(size(img?.height))} loading="lazy" decoding="async" />`;
}
