// @ts-check
/**
 * The strict Content Security Policy the kit is tested under (test/csp.test.ts)
 * and that README.md lists for sites: no inline script or style, no eval,
 * Trusted Types required for every script sink. `lit-html` is Lit's own
 * policy; `dompurify` is DOMPurify's, used only in browsers without the
 * Sanitizer API; `site-widgets` wraps the kit's JSON-LD data blocks. The API's origin goes in connect-src and its images' origin
 * in img-src (here both are the page's own).
 */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html dompurify site-widgets',
  "connect-src 'self'",
  "img-src 'self'",
].join('; ');
