// @ts-check
/**
 * Lit's own minifier of template literals
 * (@lit-labs/rollup-plugin-minify-html-literals, html-minifier-next inside),
 * in every pass of scripts/build-bundle.js: the source lays its html`…`
 * templates out for people, on as many lines as reads well, and the bundle
 * gets them as tight as they were once written by hand.
 *
 * - Whitespace collapses as in the browser's own rendering: none between
 *   block tags (`<ul>`, `<li>`, `<p>`, `<tr>`…) or at the start and end of
 *   one, one space where it shows (between inline content: `${from} – ${to}`).
 *   So a line break between two `${…}` is a space in the output too: the
 *   source breaks its lines inside `${…}` where nothing may separate them.
 * - A template's edges are layout where they hold a line break, text where
 *   they do not (see `strategy`).
 * - Attribute quotes go where HTML allows (`part=item`, `src=${…}`); Lit
 *   reads unquoted bindings as quoted ones.
 * - CSS is not its job: scripts/minify-css.js does the kit's style modules
 *   (see there).
 */
import minifyHTML from '@lit-labs/rollup-plugin-minify-html-literals';
import {defaultStrategy} from '@lit-labs/rollup-plugin-minify-html-literals/lib/strategy.js';

/** Text on either side of a template while it is minified, see `strategy`. */
const EDGE = '\uE000';

/**
 * The plugin's strategy, but each template is minified as what it is, a
 * piece of a larger document: html-minifier-next takes whatever it is given
 * for a whole document and trims the whitespace at its start and end, even
 * inside an inline element (`<span class="visually-hidden"> ${newTab}</span>`
 * lost its space). So the layout at the template's edges (whitespace with a
 * line break in it) goes first, and the rest is minified between two
 * characters of text, as it sits between other content when rendered.
 */
const strategy = {
  ...defaultStrategy,
  /** @param {string} html @param {any} options */
  async minifyHTML(html, options) {
    const inner = html.replace(/^\s*\n\s*/, '').replace(/\s*\n\s*$/, '');
    const min = await defaultStrategy.minifyHTML(EDGE + inner + EDGE, options);
    if (!min.startsWith(EDGE) || !min.endsWith(EDGE) || min.length < 2 * EDGE.length) throw new Error(`the minifier moved a template's edges: ${min}`);
    return min.slice(EDGE.length, -EDGE.length);
  },
};

/** The options of minifyHTMLLiterals(), also for test/node/ to minify a template as the build does. */
export const templateOptions = () => ({
  strategy,
  // scripts/minify-css.js's job.
  shouldMinifyCSS: () => false,
  minifyOptions: {removeAttributeQuotes: true},
});

/** The plugin, for the kit's own modules (src/): Lit's are minified already. */
export function minifyTemplates() {
  return minifyHTML({include: [/\/src\/.*\.ts$/], failOnError: true, options: templateOptions()});
}
