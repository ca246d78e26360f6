/**
 * Images' addresses from the service's storage keys. Not in the script-tag
 * core: only the elements that show images carry it. No Lit here.
 */

/**
 * An image's address. The service gives a storage key (`sites/…/x.jpg`),
 * turned into `<mediaBase><key>` with each segment URL-encoded (a leading
 * `/media/`, as in content trees, is dropped); an address (http(s), `//`,
 * or a site path other than `/media/…`) passes as it is; anything else
 * with a colon is no image (undefined). Safety of the result is the
 * caller's (safeUrl).
 */
export function mediaUrl(key: unknown, mediaBase = '/media/'): string | undefined {
  if (typeof key != 'string' || !key) return undefined;
  // An address (with a scheme, protocol-relative, or a site path other than /media/) is not a key; of the
  // addresses with a scheme only http(s) can be an image (mailto: and tel: are safe links, but an <img> of
  // them is only a CSP report).
  if (key.includes(':')) return /^\s*https?:/i.test(key) ? key : undefined;
  if (key.startsWith('/') && !key.startsWith('/media/')) return key;
  try {
    return mediaBase.replace(/\/?$/, '/') + key.replace(/^\/?(media\/)?/, '').split('/').map(encodeURIComponent).join('/');
  } catch {
    // A key no URL can hold (a lone surrogate): no image, rather than an error.
    return undefined;
  }
}
