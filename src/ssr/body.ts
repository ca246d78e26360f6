/**
 * A record's body on a server: what rich.ts's `fill()` puts in the element
 * in the browser, rendered into the element's template instead (see
 * `served` in src/render/body.ts). The TipTap tree through the kit's own
 * renderer (Lit templates: the same markup); a Markdown or HTML string
 * through marked and quiet() as in the browser (markdown.ts), cut at the
 * same lengths (rich.ts), then sanitized with the browser's lists and rules
 * (sanitize.ts here).
 *
 * A designer's template's body field (`<site-field name="content">`) is
 * filled with the same, on the server's light DOM (light.ts).
 */
import {unsafeHTML} from 'lit/directives/unsafe-html.js';
import {served} from '../render/body.js';
import {renderTree} from '../render/content-tree.js';
import {markdown} from '../render/markdown.js';
import {cut} from '../render/rich.js';
import {servedRich} from '../template/fields/common.js';
import type {LightNode} from './light.js';
import {sanitizeHtml} from './sanitize.js';

served.body = (tree, source, options) =>
  tree && typeof tree == 'object' ? renderTree(tree, options) : unsafeHTML(sanitizeHtml(typeof source == 'string' && source ? markdown(cut(source)) : '', options.headingOffset));

servedRich.fill = (into, tree, source, options) => ((into as unknown as LightNode).served = served.body!(tree, source, options));
