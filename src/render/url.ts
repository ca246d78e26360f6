/**
 * URL safety for every href and src the kit builds from data: only http,
 * https, mailto, tel and relative URLs survive.
 */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** A URL judged by one parse: its text when it is safe, and whether it leaves the page's origin. */
export interface CheckedUrl {
  href: string;
  external: boolean;
}

/**
 * The URL when it is safe to put in an href or src (else undefined), and
 * whether it leaves the page's origin (so a link gets rel="noopener
 * noreferrer"), from one parse. The browser's own URL parser decides the
 * scheme, so tricks like "java\tscript:" or " javascript:" are judged as
 * the browser would follow them.
 */
export function checkUrl(value: unknown): CheckedUrl | undefined {
  if (typeof value !== 'string') return undefined;
  const href = value.trim();
  if (!href) return undefined;
  try {
    const {protocol, origin} = new URL(href, globalThis.document?.baseURI ?? 'http://localhost/');
    return SAFE_SCHEMES.has(protocol) ? {href, external: origin !== globalThis.location?.origin} : undefined;
  } catch {
    return undefined;
  }
}

/** The URL when it is safe to put in an href or src, else undefined (see checkUrl). */
export function safeUrl(value: unknown): string | undefined {
  return checkUrl(value)?.href;
}

/**
 * Templates already judged. A filled template is as safe as the template
 * with a plain letter in each `{name}`: a value is URL-encoded, so it adds
 * no scheme (":" is encoded) and no host ("/" is); a list so parses its
 * template once, not each item's link.
 */
const judged = new Map<string, boolean>();

/**
 * Fills an item link template: each `{name}` is replaced by the URL-encoded
 * value. Returns undefined when there is no template, a value is missing, or
 * the result is not a safe URL.
 */
export function fillTemplate(template: string | undefined | null, values: Record<string, string | number | undefined>): string | undefined {
  if (!template) return undefined;
  let filled: string;
  try {
    filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const v = values[name];
      if (v === undefined || v === '') throw 0;
      // Throws too on a value no URL can hold (a lone surrogate): no link, rather than no list.
      return encodeURIComponent(String(v));
    });
  } catch {
    return undefined;
  }
  let safe = judged.get(template);
  if (safe === undefined) judged.set(template, (safe = !!safeUrl(template.replace(/\{\w+\}/g, 'x'))));
  return safe ? filled.trim() : undefined;
}
