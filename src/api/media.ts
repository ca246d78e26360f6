/**
 * Images' addresses from the service's storage keys. Not in the script-tag
 * core: only the elements that show images carry it. No Lit here.
 */

/**
 * An image's address. The service gives a storage key (`sites/…/x.jpg`),
 * turned into `<mediaBase><key>` with each segment URL-encoded (a leading
 * `/media/`, as in content trees, is dropped); absolute http(s) addresses
 * pass as they are. Safety of the result is the caller's (safeUrl).
 */
export function mediaUrl(key: unknown, mediaBase = '/media/'): string | undefined {
  if (typeof key != 'string' || !key) return undefined;
  if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(key)) return key;
  return mediaBase.replace(/\/?$/, '/') + key.replace(/^\/?(media\/)?/, '').split('/').map(encodeURIComponent).join('/');
}
