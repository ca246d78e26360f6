/**
 * URL safety for every href and src the kit builds from data: only http,
 * https, mailto, tel and relative URLs survive.
 */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The URL when it is safe to put in an href or src, else undefined. The
 * browser's own URL parser decides the scheme, so tricks like
 * "java\tscript:" or " javascript:" are judged as the browser would follow them.
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (!url) return undefined;
  try {
    const {protocol} = new URL(url, globalThis.document?.baseURI ?? 'http://localhost/');
    return SAFE_SCHEMES.has(protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** True when a URL leaves the page's origin (so it gets rel="noopener noreferrer"). */
export function isExternal(url: string): boolean {
  try {
    return new URL(url, document.baseURI).origin !== location.origin;
  } catch {
    return false;
  }
}

/**
 * Fills an item link template: each `{name}` is replaced by the URL-encoded
 * value. Returns undefined when there is no template, a value is missing, or
 * the result is not a safe URL.
 */
export function fillTemplate(template: string | undefined | null, values: Record<string, string | number | undefined>): string | undefined {
  if (!template) return undefined;
  let missing = false;
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = values[name];
    if (v === undefined || v === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(v));
  });
  return missing ? undefined : safeUrl(filled);
}
