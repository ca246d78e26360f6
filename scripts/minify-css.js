// @ts-check
/**
 * A Vite/rolldown plugin that strips comments and whitespace from the CSS of
 * the kit's style modules (`*.styles.ts`, `src/styles/*.ts`), which the
 * JavaScript minifier leaves as written. Selectors and values are untouched.
 * Those modules hold nothing but their css`…` literal, so their source map is
 * dropped, not broken.
 */
export function minifyCss() {
  return {
    name: 'site-widgets-minify-css',
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (!/(\.styles\.ts|\/src\/styles\/\w+\.ts)$/.test(id)) return null;
      const min = code.replace(/\bcss`([^`$]*)`/g, (_, /** @type {string} */ text) => {
        const css = text
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*([{};,>])\s*/g, '$1')
          .replace(/([^\s]):\s+/g, '$1:')
          .replace(/;}/g, '}')
          .trim();
        return `css\`${css}\``;
      });
      return {code: min, map: {mappings: ''}};
    },
  };
}
