// @ts-check
/**
 * Generated SVG artwork for the demo site's images: a gradient background,
 * a few soft shapes, big initials and a caption line, at the image's real
 * width and height. Served by the demo API under `/demo-media/<name>.svg`.
 */

/**
 * Placeholder for the API's own origin inside records (image URLs). The
 * handler replaces it with the request's origin when it serializes a body.
 */
export const ORIGIN_TOKEN = '{{demo-api-origin}}';

/**
 * @typedef {object} MediaSpec
 * @property {string} name file name without `.svg` (also the Image id suffix)
 * @property {string} title big caption / accessible name
 * @property {string} [subtitle] small caption line
 * @property {string} [initials] large letters in the middle (default: from title)
 * @property {number} width
 * @property {number} height
 * @property {number} [hue] base hue 0..359 (default: from the name)
 * @property {string} [altText]
 * @property {string} [caption]
 * @property {string} [credit]
 */

/**
 * A MediaItem as Venue CMS serves it: no id, `url` a storage key
 * (`sites/<siteId>/media/<name>.svg`), dimensions in `metadata`.
 * @typedef {Record<string, any>} Image
 */

/** @type {Map<string, {spec: MediaSpec, svg: string, bytes: Uint8Array}>} */
const registry = new Map();

/** @param {string} s */
function hash(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * @param {number} h hue 0..360
 * @param {number} s saturation 0..1
 * @param {number} l lightness 0..1
 */
function hsl(h, s, l) {
  const k = (/** @type {number} */ n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (/** @type {number} */ n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (/** @type {number} */ x) => Math.round(x * 255).toString(16).padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

/** @param {string} s */
function xml(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** @param {string} title */
function initialsOf(title) {
  const words = title.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return '♪';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[words.length - 1][0]).toUpperCase();
}

/**
 * @param {MediaSpec} spec
 * @returns {string}
 */
export function renderSvg(spec) {
  const {width: w, height: h} = spec;
  const seed = hash(spec.name);
  const hue = spec.hue ?? seed % 360;
  const c1 = hsl(hue, 0.62, 0.46);
  const c2 = hsl((hue + 48) % 360, 0.7, 0.24);
  const c3 = hsl((hue + 200) % 360, 0.8, 0.7);
  const m = Math.min(w, h);
  const initials = spec.initials ?? initialsOf(spec.title);
  const shapes = [];
  for (let i = 0; i < 4; i++) {
    const r = ((seed >>> (i * 5)) % 100) / 100;
    const cx = Math.round(w * (0.1 + 0.8 * ((seed >>> (i * 3 + 1)) % 97) / 97));
    const cy = Math.round(h * (0.1 + 0.8 * ((seed >>> (i * 4 + 2)) % 89) / 89));
    shapes.push(
      `<circle cx="${cx}" cy="${cy}" r="${Math.round(m * (0.12 + 0.3 * r))}" fill="${i % 2 ? '#ffffff' : c3}" fill-opacity="${(0.06 + 0.06 * r).toFixed(2)}"/>`,
    );
  }
  const fit = Math.floor((w * 0.9) / (Math.max(1, [...spec.title].length) * 0.58));
  const titleSize = Math.max(10, Math.min(Math.round(m * (w > h * 1.4 ? 0.075 : 0.065)), fit));
  const subSize = Math.max(10, Math.round(titleSize * 0.62));
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${xml(spec.altText ?? spec.title)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.78" cy="0.18" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    ...shapes,
    `<rect width="${w}" height="${h}" fill="url(#glow)"/>`,
    `<path d="M0 ${Math.round(h * 0.78)} C ${Math.round(w * 0.3)} ${Math.round(h * 0.68)}, ${Math.round(w * 0.6)} ${Math.round(h * 0.9)}, ${w} ${Math.round(h * 0.74)} L ${w} ${h} L 0 ${h} Z" fill="#000000" fill-opacity="0.22"/>`,
    `<text x="50%" y="${Math.round(h * 0.45)}" text-anchor="middle" dominant-baseline="central" font-family="Georgia, 'Times New Roman', serif" font-size="${Math.round(m * 0.3)}" font-weight="700" fill="#ffffff" fill-opacity="0.92">${xml(initials)}</text>`,
    `<text x="50%" y="${Math.round(h * 0.84)}" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${titleSize}" font-weight="600" fill="#ffffff">${xml(spec.title)}</text>`,
  ];
  if (spec.subtitle) {
    lines.push(
      `<text x="50%" y="${Math.round(h * 0.84 + titleSize * 1.25)}" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${subSize}" fill="#ffffff" fill-opacity="0.8">${xml(spec.subtitle)}</text>`,
    );
  }
  lines.push('</svg>');
  return lines.join('\n') + '\n';
}

/**
 * Registers an image and returns its MediaItem, as Venue CMS serves one:
 * `url` is a storage key, served by the demo API at `/media/<key>` (the
 * route the real sites' templates serve); dimensions and the focal point
 * are in `metadata`, and, as on real records, the top-level `width` and
 * `height` are there only sometimes (`spec.topLevelSize`).
 * @param {string} siteId
 * @param {MediaSpec & {focus?: {x: number, y: number}, topLevelSize?: boolean}} spec
 * @returns {Image}
 */
export function mediaImage(siteId, spec) {
  let entry = registry.get(spec.name);
  if (!entry) {
    const svg = renderSvg(spec);
    entry = {spec, svg, bytes: new TextEncoder().encode(svg)};
    registry.set(spec.name, entry);
  }
  /** @type {Image} */
  const item = {
    siteId,
    uploaded: true,
    inline: false,
    size: String(entry.bytes.length),
    url: mediaKey(siteId, spec.name),
    mimeType: 'image/svg+xml',
    title: spec.title,
    caption: spec.caption ?? spec.subtitle ?? spec.title,
    credit: spec.credit ?? 'Artwork: Nordlicht Artists demo',
    altText: spec.altText ?? spec.title,
    metadata: {width: spec.width, height: spec.height, ...(spec.focus ? {focus: spec.focus} : {})},
  };
  if (spec.topLevelSize !== false) Object.assign(item, {width: spec.width, height: spec.height});
  return item;
}

/**
 * The storage key of a demo image.
 * @param {string} siteId
 * @param {string} name without `.svg`
 */
export function mediaKey(siteId, name) {
  return `sites/${siteId}/media/${name}.svg`;
}

/**
 * The SVG bytes of a registered image, or undefined.
 * @param {string} name without `.svg`
 */
export function mediaBytes(name) {
  return registry.get(name)?.bytes;
}

/** Names of all registered images. */
export function mediaNames() {
  return [...registry.keys()];
}
