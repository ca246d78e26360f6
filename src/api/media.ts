/**
 * Images' addresses from the service's storage keys. Not in the script-tag
 * core: only the elements that show images carry it. No Lit here.
 */

/**
 * An image's address. The service gives a storage key (`sites/…/x.jpg`),
 * turned into `<mediaBase><key>` with each segment URL-encoded (a leading
 * `/media/`, as in content trees, is dropped); an address (a scheme, `//`,
 * or a site path other than `/media/…`) passes as it is. Safety of the
 * result is the caller's (safeUrl).
 */
export function mediaUrl(key: unknown, mediaBase = '/media/'): string | undefined {
  if (typeof key != 'string' || !key) return undefined;
  // An address (anything with a scheme, protocol-relative, or a site path other than /media/) is not a key.
  if (key.includes(':') || key.startsWith('//') || (key.startsWith('/') && !key.startsWith('/media/'))) return key;
  return mediaBase.replace(/\/?$/, '/') + key.replace(/^\/?(media\/)?/, '').split('/').map(encodeURIComponent).join('/');
}
