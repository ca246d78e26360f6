// @ts-check
/**
 * The hostile-content corpus (issue 12): XSS vectors, each labelled with its
 * family, and the `corpus` site of the demo API, whose records carry every
 * vector in every kind of field the kit renders. One module for the browser
 * tests (test/render/corpus.ts re-exports it for sanitize.test.ts; the strict
 * CSP page test/fixtures/csp/corpus.html and test/csp-corpus.test.ts read it)
 * and for the demo API (handler.js serves {@link buildCorpusDataset} under the
 * site key `corpus`). Plain JavaScript with JSDoc types: it runs in Node
 * without a build step.
 *
 * Every entry is `{id, family, html, url, keep}`:
 *
 * - `id` is unique, and is the id its payloads report: every payload, if it
 *   ever ran, calls `window.__xss(id)` or `window.__xss(id + '#n')` (a
 *   second, third… payload of the same entry). A test stubs `window.__xss`
 *   and proves it was never called.
 * - `family` is one of {@link FAMILIES}.
 * - `html` wraps the payload in harmless formatting.
 * - `url` is the entry as a URL, for href and src fields: the first URL
 *   attribute of the payload that carries a payload call, as the browser
 *   reads it (entities decoded), or one given with the entry; else a
 *   same-origin address whose fragment is the entry's HTML (an attribute
 *   breakout, should a URL ever reach markup unescaped).
 * - `keep` lists the harmless formatting, which must survive sanitizing.
 *   Each item is `"<selector>:<text>"`, split at the LAST colon: some element
 *   matching the CSS selector must have exactly that (trimmed) textContent.
 *   Texts never contain a colon; an empty text (`'img[src="x"]:'`) means an
 *   element matching the selector whose text is empty (images, line breaks).
 */
import {buildDemoDataset} from './data.js';

/** @typedef {import('./data.js').Dataset} Dataset */
/** @typedef {import('./data.js').ContentNode} ContentNode */

/**
 * The families of the corpus and what each tries.
 * @type {Readonly<Record<string, string>>}
 */
export const FAMILIES = Object.freeze({
  script: 'script elements in every disguise (case, nesting, split tags, comments, SVG, MathML, CDATA)',
  'event-handler': 'inline event handlers, on allowed and unknown elements, provoked by loads, focus, animation, user events',
  url: 'URL tricks in href, src and other URL attributes: javascript:, vbscript:, data:, entities, control characters, whitespace, attribute breakouts',
  document: 'document-level elements: base, meta refresh, link, frames',
  css: 'style elements and attributes: expression(), url(javascript:), @import',
  namespace: 'namespace confusion: SVG and MathML content, integration points, breakout tags',
  mxss: 'mutation XSS: markup that parses differently once serialized and parsed again',
  rawtext: 'raw-text elements whose content hides markup in attribute values',
  'dom-clobbering': 'DOM clobbering: id and name attributes that shadow properties scripts read',
  'quiet-evasion': 'tags that the CSP-quiet string pass (quiet()) must read as the tokenizer does',
  'json-ld': 'JSON-LD breakouts: </script>, <!--<script>, U+2028/2029, quotes and backslashes in values that end up in a data block',
});

/** @typedef {keyof typeof FAMILIES} Family */

/** The families issue 12 names, which the corpus must cover. */
export const REQUIRED_FAMILIES = /** @type {const} */ (['mxss', 'namespace', 'url', 'dom-clobbering', 'json-ld']);

/**
 * @typedef {object} CorpusEntry
 * @property {string} id
 * @property {string} family
 * @property {string} html
 * @property {string} url
 * @property {string[]} keep
 */

/** Splits a `keep` item into its selector and expected text. @param {string} item */
export function parseKeep(item) {
  const at = item.lastIndexOf(':');
  return {selector: item.slice(0, at), text: item.slice(at + 1)};
}

/** Name of the global function every payload calls. */
export const XSS_MARKER = '__xss';

/** @param {string} id */
const x = (id) => `__xss('${id}')`;

/** Entities in attribute values, decoded as the HTML parser does for the URL of an entry. */
const NAMED = /** @type {Record<string, string>} */ ({colon: ':', Tab: '\t', NewLine: '\n', amp: '&', quot: '"', apos: "'", lt: '<', gt: '>'});
/** @param {string} value */
const decode = (value) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&(colon|Tab|NewLine|amp|quot|apos|lt|gt);/g, (_, name) => NAMED[name]);

/** URL attributes of a payload, quoted. */
const URL_ATTRIBUTE = /\s(?:xlink:)?(?:href|src|srcset|action|formaction|data|poster|values|to|cite|ping)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/**
 * The entry as a URL (see the module's comment).
 * @param {string} id
 * @param {string} html
 */
function urlOf(id, html) {
  for (const m of html.matchAll(URL_ATTRIBUTE)) {
    const value = decode(m[1] ?? m[2]);
    if (value.includes(`__xss('${id}`)) return value;
  }
  return `/corpus-media/${id}#"'>${html}`;
}

let n = 0;

/**
 * The payload in a paragraph between `<strong>keep-N</strong>` and
 * `<em>after-N</em>`; `extra` adds keep items of the payload's own.
 * @param {string} id
 * @param {string} payload
 * @param {string[]} [extra]
 * @param {string} [url] the entry as a URL, when not the payload's own
 * @returns {Omit<CorpusEntry, 'family'>}
 */
function wrapped(id, payload, extra = [], url) {
  n += 1;
  const html = `<p><strong>keep-${n}</strong> ${payload} <em>after-${n}</em></p>`;
  return {id, html, url: url ?? urlOf(id, html), keep: [`strong:keep-${n}`, `em:after-${n}`, ...extra]};
}

/**
 * For payloads that swallow whatever follows them (unclosed script,
 * plaintext, rawtext breakouts): the harmless formatting comes first.
 * @param {string} id
 * @param {string} payload
 * @param {string[]} [extra]
 * @param {string} [url]
 * @returns {Omit<CorpusEntry, 'family'>}
 */
function before(id, payload, extra = [], url) {
  n += 1;
  const html = `<p><strong>keep-${n}</strong> <em>after-${n}</em></p>${payload}`;
  return {id, html, url: url ?? urlOf(id, html), keep: [`strong:keep-${n}`, `em:after-${n}`, ...extra]};
}

/**
 * A hostile link: the link and its text stay, the href goes. `url` is the
 * link's target as a field value, when it is not the attribute's (raw
 * characters an attribute cannot hold, or a quote it would end at).
 * @param {string} id
 * @param {string} href
 * @param {string} [url]
 */
const link = (id, href, url) => wrapped(id, `<a href="${href}">link-${n + 1}</a>`, [`a:not([href]):link-${n + 1}`], url);

/**
 * A link whose target is safe however odd (a relative URL, mailto:): the
 * link keeps it, as a value that never leaves its attribute.
 * @param {string} id
 * @param {string} href
 * @param {string} [url]
 */
const safeLink = (id, href, url) => wrapped(id, `<a href="${href}">link-${n + 1}</a>`, [`a[href]:link-${n + 1}`], url);

/**
 * Labels a family's entries.
 * @param {Family} family
 * @param {Omit<CorpusEntry, 'family'>[]} entries
 * @returns {CorpusEntry[]}
 */
const family = (family, entries) => entries.map((entry) => ({...entry, family}));

/** @type {readonly CorpusEntry[]} */
export const CORPUS = Object.freeze([
  ...family('script', [
    wrapped('script-plain', `<script>${x('script-plain')}</script>`),
    wrapped('script-mixed-case', `<ScRiPt>${x('script-mixed-case')}</sCrIpT>`),
    wrapped('script-attributes', `<script type="text/javascript" defer async nonce="x" charset="utf-8">${x('script-attributes')}</script>`),
    wrapped('script-src-data', `<script src="data:text/javascript,${x('script-src-data')}"></script>`),
    wrapped('script-nested', `<script><script>${x('script-nested')}</script>${x('script-nested#2')}</script>`),
    before('script-split-tag', `<scr<script>ipt>${x('script-split-tag')}</scr</script>ipt>`),
    before('script-unclosed', `<script>${x('script-unclosed')}`),
    wrapped('script-in-comment', `<!--<script>-->${x('script-in-comment')}<!--</script>--><!--<script>${x('script-in-comment#2')}</script>-->`),
    wrapped('script-abrupt-comment', `<!--><script>${x('script-abrupt-comment')}</script>--> <!---><script>${x('script-abrupt-comment#2')}</script>-->`),
    wrapped('script-bang-comment-close', `<!-- --!><script>${x('script-bang-comment-close')}</script> -->`),
    wrapped('script-svg', `<svg><script>${x('script-svg')}</script></svg><svg><script href="data:text/javascript,${x('script-svg#2')}"></script></svg>`),
    wrapped('script-svg-xlink', `<svg xmlns:xlink="http://www.w3.org/1999/xlink"><script xlink:href="data:text/javascript,${x('script-svg-xlink')}"></script></svg>`),
    wrapped('script-math', `<math><script>${x('script-math')}</script></math>`),
    wrapped('script-cdata', `<svg><script><![CDATA[${x('script-cdata')}]]></script></svg><p><![CDATA[<img src=x onerror="${x('script-cdata#2')}">]]></p>`),
    wrapped('script-processing-instruction', `<?xml-stylesheet href="javascript:${x('script-processing-instruction')}"?><?x <img src=x onerror="${x('script-processing-instruction#2')}"> ?>`),
  ]),

  ...family('event-handler', [
    wrapped('onerror-img', `<img src="x" onerror="${x('onerror-img')}">`, ['img[src="x"]:']),
    wrapped('onerror-img-unquoted', `<img src=x onerror=${x('onerror-img-unquoted')}>`, ['img[src="x"]:']),
    wrapped('onerror-img-slash', `<img/src="x"/onerror="${x('onerror-img-slash')}">`, ['img[src="x"]:']),
    wrapped('onerror-img-allowed-src', `<img src="https://example.invalid/a.png" alt="photo" onerror="${x('onerror-img-allowed-src')}">`, ['img[src="https://example.invalid/a.png"][alt="photo"]:']),
    wrapped('onerror-img-quote-breakout', `<img """><script>${x('onerror-img-quote-breakout')}</script>">`),
    wrapped('onerror-audio-video', `<audio src="x" onerror="${x('onerror-audio-video')}"></audio><video><source onerror="${x('onerror-audio-video#2')}"></video>`),
    wrapped('onload-svg-body', `<svg onload="${x('onload-svg-body')}"></svg><body onload="${x('onload-svg-body#2')}"><span onload="${x('onload-svg-body#3')}">span-x</span>`, ['span:span-x']),
    wrapped('onload-iframe', `<iframe onload="${x('onload-iframe')}"></iframe>`),
    wrapped('onclick-link', `<a href="https://example.com/" onclick="${x('onclick-link')}">click-me</a>`, ['a[href="https://example.com/"][rel="noopener noreferrer"]:click-me']),
    wrapped('onmouseover', `<span onmouseover="${x('onmouseover')}" onmouseenter="${x('onmouseover#2')}" onpointerenter="${x('onmouseover#3')}">hover-me</span>`, ['span:hover-me']),
    wrapped('onfocus-autofocus', `<input autofocus onfocus="${x('onfocus-autofocus')}"><span tabindex="0" autofocus onfocus="${x('onfocus-autofocus#2')}">focus-me</span><select autofocus onfocus="${x('onfocus-autofocus#3')}"></select><textarea autofocus onfocus="${x('onfocus-autofocus#4')}"></textarea>`, ['span:not([tabindex]):focus-me']),
    wrapped('onfocus-contenteditable', `<b contenteditable autofocus onfocusin="${x('onfocus-contenteditable')}" onblur="${x('onfocus-contenteditable#2')}">edit-me</b>`, ['b:not([contenteditable]):edit-me']),
    before('onanimationstart', `<style>@keyframes xss{from{color:red}to{color:blue}}</style><div style="animation:xss 1ms" onanimationstart="${x('onanimationstart')}" onanimationend="${x('onanimationstart#2')}" ontransitionend="${x('onanimationstart#3')}">animated</div>`, ['div:not([style]):animated']),
    wrapped('ontoggle-details', `<details open ontoggle="${x('ontoggle-details')}"><summary>s</summary></details>`),
    wrapped('onbegin-svg', `<svg><animate onbegin="${x('onbegin-svg')}" attributeName="x" dur="1s"></animate><set onend="${x('onbegin-svg#2')}" attributeName="x" to="1" dur="1ms"></set></svg>`),
    wrapped('onstart-marquee', `<marquee onstart="${x('onstart-marquee')}">m</marquee>`),
    wrapped('on-misc-allowed-elements', `<u onwheel="${x('on-misc-allowed-elements')}" oncopy="${x('on-misc-allowed-elements#2')}" onpaste="${x('on-misc-allowed-elements#3')}" onpointerdown="${x('on-misc-allowed-elements#4')}" onauxclick="${x('on-misc-allowed-elements#5')}">u-x</u>`, ['u:u-x']),
    wrapped('on-case-and-spacing', `<i ONCLICK="${x('on-case-and-spacing')}" OnMouseOver  =  "${x('on-case-and-spacing#2')}">i-x</i>`, ['i:i-x']),
    wrapped('on-unknown-element', `<xss onclick="${x('on-unknown-element')}">gone</xss><custom-el onclick="${x('on-unknown-element#2')}">gone</custom-el>`),
    wrapped('target-blank', `<a target="_blank" rel="opener" href="https://example.com/page" onauxclick="${x('target-blank')}">blank-x</a>`, ['a[href="https://example.com/page"][rel="noopener noreferrer"]:not([target]):blank-x']),
    wrapped('link-with-img-onerror', `<a href="https://example.com/"><img src="x" onerror="${x('link-with-img-onerror')}" alt="linked"></a>`, ['a[href="https://example.com/"] img[alt="linked"][loading="lazy"][decoding="async"]:']),
  ]),

  ...family('url', [
    link('href-javascript', `javascript:${x('href-javascript')}`),
    link('href-javascript-mixed-case', `JaVaScRiPt:${x('href-javascript-mixed-case')}`),
    link('href-javascript-entity-decimal', `&#106;avascript:${x('href-javascript-entity-decimal')}`),
    link('href-javascript-entity-padded', `&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${x('href-javascript-entity-padded')}`),
    link('href-javascript-entity-hex', `&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${x('href-javascript-entity-hex')}`),
    link('href-javascript-tab-entity', `jav&#x09;ascript:${x('href-javascript-tab-entity')}`),
    link('href-javascript-newline', `java\nscript:${x('href-javascript-newline')}`),
    link('href-javascript-colon-entity', `javascript&colon;${x('href-javascript-colon-entity')}`),
    link('href-javascript-leading-space', `   javascript:${x('href-javascript-leading-space')}`),
    link('href-javascript-leading-control', `\u0001\u000e&#14;javascript:${x('href-javascript-leading-control')}`),
    link('href-javascript-comment-newline', `javascript://%0a${x('href-javascript-comment-newline')}`),
    link('href-vbscript', `vbscript:msgbox(1)//${x('href-vbscript')}`),
    link('href-data-html', `data:text/html;charset=utf-8,%3Cscript%3Eparent.${x('href-data-html')}%3C/script%3E`),
    link('href-data-base64', `data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoJ2hyZWYtZGF0YS1iYXNlNjQnKTwvc2NyaXB0Pg==#${x('href-data-base64')}`),
    link('href-data-mixed-case', ` DaTa:text/html,<script>parent.${x('href-data-mixed-case')}</script>`),
    link('href-unknown-scheme', `x-xss:${x('href-unknown-scheme')}`),
    wrapped('img-src-javascript', `<img src="javascript:${x('img-src-javascript')}" alt="a1">`, ['img[alt="a1"]:not([src]):']),
    wrapped('img-src-data-svg', `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='parent.${x('img-src-data-svg')}'/>" alt="a2">`, ['img[alt="a2"]:not([src]):']),
    wrapped('img-srcset-javascript', `<img src="ok.png" srcset="javascript:${x('img-srcset-javascript')} 1x" alt="a3">`, ['img[src="ok.png"][alt="a3"]:not([srcset]):']),
    wrapped('iframe-src-javascript', `<iframe src="javascript:parent.${x('iframe-src-javascript')}"></iframe>`),
    wrapped('iframe-src-data', `<iframe src="data:text/html,<script>parent.${x('iframe-src-data')}</script>"></iframe>`),
    wrapped('iframe-srcdoc', `<iframe srcdoc="<script>parent.${x('iframe-srcdoc')}</script>"></iframe><iframe srcdoc="&lt;img src=x onerror=parent.${x('iframe-srcdoc#2')}&gt;"></iframe>`),
    before('form-action', `<form action="javascript:${x('form-action')}"><input type="submit" value="go"><button formaction="javascript:${x('form-action#2')}">b</button><input type="image" src="javascript:${x('form-action#3')}"></form>`),
    wrapped('button-formaction', `<button formaction="javascript:${x('button-formaction')}" form="f">go</button>`),
    before('isindex-action', `<isindex action="javascript:${x('isindex-action')}" type="image" src="javascript:${x('isindex-action#2')}">`),
    wrapped('object-data', `<object data="javascript:${x('object-data')}"></object><object type="text/html" data="data:text/html,<script>parent.${x('object-data#2')}</script>"></object>`),
    wrapped('embed-src', `<embed src="javascript:${x('embed-src')}"><embed src="data:image/svg+xml,<svg onload='parent.${x('embed-src#2')}' xmlns='http://www.w3.org/2000/svg'/>" type="image/svg+xml">`),
    wrapped('video-poster', `<video poster="javascript:${x('video-poster')}" src="javascript:${x('video-poster#2')}"></video>`),
    wrapped('source-srcset', `<picture><source srcset="javascript:${x('source-srcset')}"><img src="x"></picture><video><source src="javascript:${x('source-srcset#2')}"></video>`),
    wrapped('area-href', `<map name="m"><area shape="rect" coords="0,0,9,9" href="javascript:${x('area-href')}"></map>`),
    wrapped('svg-xlink-href', `<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:${x('svg-xlink-href')}"><text x="0" y="15">svg-link</text></a></svg>`),
    wrapped('svg-animate-href', `<svg><a><animate attributeName="href" values="javascript:${x('svg-animate-href')}"/><set attributeName="xlink:href" to="javascript:${x('svg-animate-href#2')}"/><text x="0" y="15">t</text></a></svg>`),
    wrapped('svg-use-data', `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${x('svg-use-data')}'/></svg>#x"/></svg>`),
    wrapped('math-href', `<math href="javascript:${x('math-href')}"><mi>math-x</mi></math><math><maction actiontype="statusline" xlink:href="javascript:${x('math-href#2')}">m</maction></math>`),
    wrapped('cite-javascript', `<q cite="javascript:${x('cite-javascript')}">q-x</q><del cite="javascript:${x('cite-javascript#2')}">del-x</del>`, ['q:not([cite]):q-x', 'del:not([cite]):del-x']),
    wrapped('ping-javascript', `<a href="https://example.com/" ping="javascript:${x('ping-javascript')}">ping-x</a>`, ['a[href="https://example.com/"]:not([ping]):ping-x']),
    // Field values the browser reads as javascript: once its URL parser
    // strips or the kit trims what is around the scheme, and values that are
    // safe schemes trying to break out of the attribute they land in.
    link('url-javascript-raw-tab', `java&Tab;script:${x('url-javascript-raw-tab')}`, `java\tscript:${x('url-javascript-raw-tab')}`),
    safeLink('url-javascript-nul-prefix', `&#0;javascript:${x('url-javascript-nul-prefix')}`, `\u0000javascript:${x('url-javascript-nul-prefix')}`),
    link('url-javascript-line-separator', `&#x2028;javascript:${x('url-javascript-line-separator')}`, `\u2028javascript:${x('url-javascript-line-separator')}`),
    link('url-javascript-nbsp', `&nbsp;javascript:${x('url-javascript-nbsp')}`, `\u00a0javascript:${x('url-javascript-nbsp')}\u00a0`),
    link('url-javascript-html5-entities', `java&Tab;script&colon;${x('url-javascript-html5-entities')}`),
    link('url-javascript-block-comment', `javascript:/*https://example.com/*/${x('url-javascript-block-comment')}`),
    safeLink('url-javascript-percent-scheme', `jav%61script:${x('url-javascript-percent-scheme')}`),
    link('url-https-javascript', `https:javascript:${x('url-https-javascript')}`),
    link('url-blob', `blob:javascript:${x('url-blob')}`),
    link('url-data-svg', `data:image/svg+xml,&lt;svg xmlns='http://www.w3.org/2000/svg' onload='${x('url-data-svg')}'/&gt;`),
    safeLink('url-attribute-breakout-double', `/corpus-media/a.png&quot;onmouseover=&quot;${x('url-attribute-breakout-double')}`),
    safeLink('url-attribute-breakout-single', `/corpus-media/a.png' onerror='${x('url-attribute-breakout-single')}`),
    safeLink('url-mailto-breakout', `mailto:a@example.com&quot;&gt;&lt;img src=x onerror=${x('url-mailto-breakout')}&gt;`),
  ]),

  ...family('document', [
    wrapped('base-href', `<base href="javascript:${x('base-href')}//"><base target="_top">`),
    wrapped('meta-refresh', `<meta http-equiv="refresh" content="0;url=javascript:${x('meta-refresh')}"><meta http-equiv="refresh" content="0;url=data:text/html,<script>${x('meta-refresh#2')}</script>">`),
    wrapped('link-import', `<link rel="import" href="data:text/html,<script>${x('link-import')}</script>"><link rel="stylesheet" href="javascript:${x('link-import#2')}"><link rel="modulepreload" href="data:text/javascript,${x('link-import#3')}">`),
    wrapped('iframe-plain', `<iframe src="https://example.invalid/"></iframe><frame src="javascript:${x('iframe-plain')}">`),
    before('frameset', `<frameset onload="${x('frameset')}"><frame src="javascript:${x('frameset#2')}"></frameset>`),
  ]),

  ...family('css', [
    wrapped('style-expression', `<style>p{width:expression(${x('style-expression')})}</style>`),
    wrapped('style-url-javascript', `<style>body{background:url("javascript:${x('style-url-javascript')}")}@import 'javascript:${x('style-url-javascript#2')}';</style>`),
    wrapped('inline-style', `<span style="background:url(javascript:${x('inline-style')});behavior:url(#default#x)">styled</span>`, ['span:not([style]):styled']),
  ]),

  ...family('namespace', [
    wrapped('svg-foreignobject', `<svg><foreignObject><img src="x" onerror="${x('svg-foreignobject')}"><p>inside</p></foreignObject></svg>`),
    wrapped('svg-style-img', `<svg><style><img src="x" onerror="${x('svg-style-img')}"></style></svg>`),
    wrapped('math-mtext-textarea', `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${x('math-mtext-textarea')} src=1>"></path></textarea></mtext></svg></mglyph></mi></math>`),
    wrapped('ns-annotation-xml', `<math><annotation-xml encoding="text/html"><style><img src=x onerror="${x('ns-annotation-xml')}"></style></annotation-xml></math>`),
    wrapped('ns-svg-desc-img', `<svg><desc><img src=x onerror="${x('ns-svg-desc-img')}"></desc><title><b onmouseover="${x('ns-svg-desc-img#2')}">t</b></title></svg>`),
    wrapped('ns-svg-p-breakout', `<svg><p><style><img src=x onerror="${x('ns-svg-p-breakout')}"></style></p></svg>`),
    wrapped('ns-math-style', `<math><style><img src=x onerror="${x('ns-math-style')}"></style></math>`),
    wrapped('ns-svg-xhtml-xmlns', `<svg xmlns="http://www.w3.org/1999/xhtml"><img src=x onerror="${x('ns-svg-xhtml-xmlns')}"></svg>`),
    wrapped('ns-math-mi-svg-script', `<math><mi><svg><script>${x('ns-math-mi-svg-script')}</script></svg></mi></math>`),
  ]),

  ...family('mxss', [
    before('svg-p-style-mxss', `<svg></p><style><a id="</style><img src=1 onerror=${x('svg-p-style-mxss')}>">`),
    wrapped('math-mglyph-style', `<math><mtext><table><mglyph><style><img src=x onerror=${x('math-mglyph-style')}></style></mglyph></table></mtext></math>`),
    before('form-math-mglyph', `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${x('form-math-mglyph')}>`),
    wrapped('noscript-title', `<noscript><p title="</noscript><img src=x onerror=${x('noscript-title')}>"></noscript>`),
    wrapped('attribute-markup', `<a href="https://example.com/" title="<img src=x onerror=${x('attribute-markup')}>">attr-x</a>`, ['a[href="https://example.com/"]:attr-x']),
    wrapped('template', `<template><img src=x onerror="${x('template')}"><script>${x('template#2')}</script></template>`),
    wrapped('template-shadowroot', `<span><template shadowrootmode="open"><img src=x onerror="${x('template-shadowroot')}"></template>host-x</span>`, ['span:host-x']),
    before('table-foster-parent', `<table><img src=x onerror="${x('table-foster-parent')}"><tr><td>cell-x<script>${x('table-foster-parent#2')}</script></td></tr></table>`, ['td:cell-x']),
    wrapped('select-breakout', `<select><option><img src=x onerror=${x('select-breakout')}></option></select>`),
    before('mxss-math-style-comment', `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${x('mxss-math-style-comment')}&gt;">`),
    before('mxss-form-svg-path', `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${x('mxss-form-svg-path')} src>">`),
    wrapped('mxss-listing-newline', `<listing>&lt;img src=x onerror=${x('mxss-listing-newline')}&gt;</listing>`),
    wrapped('mxss-svg-cdata', `<svg><![CDATA[><img src=x onerror=${x('mxss-svg-cdata')}>]]></svg>`),
    wrapped('mxss-noscript-style', `<noscript><style></noscript><img src=x onerror="${x('mxss-noscript-style')}"></style></noscript>`),
    wrapped('mxss-attribute-reparse', `<abbr title="&quot;&gt;&lt;img src=x onerror=${x('mxss-attribute-reparse')}&gt;">mx-abbr</abbr>`, ['abbr:mx-abbr']),
    wrapped('mxss-svg-title-style', `<svg><title><style><img src=x onerror="${x('mxss-svg-title-style')}"></style></title></svg>`),
  ]),

  ...family('rawtext', [
    wrapped('noembed-title', `<noembed><img title="</noembed><img src=x onerror=${x('noembed-title')}>"></noembed>`),
    wrapped('iframe-rawtext', `<iframe><img title="</iframe><img src=x onerror=${x('iframe-rawtext')}>"></iframe>`),
    before('xmp-breakout', `<xmp><p title="</xmp><img src=x onerror=${x('xmp-breakout')}>"></xmp>`),
    wrapped('textarea-breakout', `<textarea><p title="</textarea><img src=x onerror=${x('textarea-breakout')}>"></textarea>`),
    before('title-breakout', `<title><p title="</title><img src=x onerror=${x('title-breakout')}>"></title>`),
    wrapped('style-breakout', `<style><img title="</style><img src=x onerror=${x('style-breakout')}>"></style>`),
    before('plaintext', `<plaintext><img src=x onerror=${x('plaintext')}>`),
  ]),

  ...family('dom-clobbering', [
    wrapped('clobber-img-name', `<img name="body" src="x"><img name="getElementById" id="cookie" src="x"><img name="__xss" src="x" onerror="${x('clobber-img-name')}">`, ['img:not([name]):not([id]):']),
    before('clobber-form-id', `<form id="x" name="attributes"><input name="nodeName" onfocus="${x('clobber-form-id')}" autofocus><input id="parentNode"></form>`),
    wrapped('clobber-anchor-id', `<a id="location" name="defaultView" href="https://example.com/">clobber-a</a><b id="__xss" onmouseover="${x('clobber-anchor-id')}">clobber-b</b>`, ['a:not([id]):not([name]):clobber-a', 'b:not([id]):clobber-b']),
    wrapped('clobber-document-head', `<img name="head" src="x"><img name="baseURI" src="x"><img name="currentScript" src="x" onerror="${x('clobber-document-head')}">`, ['img:not([name]):']),
    wrapped('clobber-trusted-types', `<img id="trustedTypes" name="trustedTypes" src="x"><a id="trustedTypes" name="createPolicy" href="javascript:${x('clobber-trusted-types')}">tt-x</a>`, ['a:not([id]):not([name]):not([href]):tt-x']),
    wrapped('clobber-collection', `<a id="cfg">c1</a><a id="cfg" name="src" href="data:text/javascript,${x('clobber-collection')}">cfg-x</a>`, ['a:not([id]):not([name]):not([href]):cfg-x']),
    before('clobber-location-form', `<form name="location" action="javascript:${x('clobber-location-form')}"><input name="href" value="javascript:${x('clobber-location-form#2')}"></form>`),
    before('clobber-attributes-form', `<form><input name="attributes"><input name="removeAttribute"><input name="nodeName"><img src=x onerror="${x('clobber-attributes-form')}"></form>`),
    wrapped('clobber-svg-default-view', `<svg><a id="defaultView" name="ownerDocument"><animate attributeName="href" values="javascript:${x('clobber-svg-default-view')}"/><text y="9">v</text></a></svg>`),
    wrapped('clobber-shadow-host', `<span id="shadowRoot" name="host" onmouseover="${x('clobber-shadow-host')}">clob-s</span>`, ['span:not([id]):not([name]):clob-s']),
  ]),

  ...family('quiet-evasion', [
    before('quiet-evasion-apostrophe', `<p><img src=x' onerror="${x('quiet-evasion-apostrophe')}">img-q1</p>`, ['p:img-q1', 'img:']),
    before('quiet-evasion-quote', `<p><img src=x title=a"b onerror=${x('quiet-evasion-quote')}>img-q2</p>`, ['p:img-q2', 'img[title=\'a"b\']:']),
    before('quiet-evasion-trailing-quote', `<p><b onmouseover=${x('quiet-evasion-trailing-quote')}//'>bold-q3</b></p>`, ['b:bold-q3']),
    before('quiet-evasion-link', `<p><a href="https://example.com/q4" title=it's onclick="${x('quiet-evasion-link')}">link-q4</a></p>`, ['a[href="https://example.com/q4"][rel="noopener noreferrer"]:link-q4']),
    before('quiet-evasion-style', `<p><span title=x' style="background:url(javascript:${x('quiet-evasion-style')})" onfocus="${x('quiet-evasion-style#2')}" tabindex=0 autofocus>span-q5</span></p>`, ['span:not([style]):span-q5']),
  ]),

  ...family('json-ld', [
    // Values that end up in a JSON-LD data block (titles, names, an event's
    // own jsonLd) trying to end the block or switch the tokenizer's state.
    wrapped('ld-script-close', `</script><script>${x('ld-script-close')}</script>`),
    wrapped('ld-script-close-spaced', `</SCRIPT ><script >${x('ld-script-close-spaced')}</SCRIPT >`),
    wrapped('ld-script-close-attributes', `</script foo="bar"><script/x>${x('ld-script-close-attributes')}</script/x>`),
    wrapped('ld-script-close-whitespace', `</script\t\n><script\f>${x('ld-script-close-whitespace')}</script\n>`),
    wrapped('ld-comment-escape', `<!--<script>${x('ld-comment-escape')}</script>-->`),
    before('ld-comment-escape-unclosed', `<!--<script>${x('ld-comment-escape-unclosed')}`),
    wrapped('ld-line-separators', `\u2028</script>\u2029<script>${x('ld-line-separators')}</script>\u2028`),
    wrapped('ld-quote-breakout', `"}]}</script><script>${x('ld-quote-breakout')}</script>`),
    wrapped('ld-backslash-quote', `\\"},{"@type":"Thing"}]}</script><img src=x onerror=${x('ld-backslash-quote')}>`),
    wrapped('ld-unicode-escape-text', `\\u003c/script\\u003e\\u003cscript\\u003e${x('ld-unicode-escape-text')}\\u003c/script\\u003e`),
    wrapped('ld-cdata', `]]></script><![CDATA[<script>${x('ld-cdata')}</script>]]>`),
    wrapped('ld-nul', `</scr\u0000ipt></script\u0000><script>${x('ld-nul')}</script>`),
    wrapped('ld-lone-surrogate', `\ud800</script>\udfff<script>${x('ld-lone-surrogate')}</script>`),
    wrapped('ld-script-type', `</script><script type="module">${x('ld-script-type')}</script><script type="text/javascript" src="data:text/javascript,${x('ld-script-type#2')}"></script>`),
    wrapped('ld-html-entities', `&lt;/script&gt;&lt;script&gt;${x('ld-html-entities')}&lt;/script&gt;`),
    wrapped('ld-key-injection', `","@context":"javascript:${x('ld-key-injection')}","x":"`),
    wrapped('ld-svg-script', `</script><svg><script>${x('ld-svg-script')}</script></svg>`),
  ]),
]);

// ---------------------------------------------------------------- the `corpus` site

/**
 * The kinds of field the kit renders, each of which carries every entry on
 * the `corpus` site.
 * @type {Readonly<Record<string, string>>}
 */
export const FIELD_KINDS = Object.freeze({
  text: 'plain text: titles, short texts (excerpts), ticket tiers, variant types, places, authors, tags, alt texts, the site',
  url: "href and src: ticket, variant, map and LINK page URLs, image keys, a content tree's link marks, images and link cards, Markdown links and images",
  markdown: "a record's Markdown `content` (inline HTML included)",
  tree: "a record's content tree (`contentJSON`): text, headings, code, unknown nodes, link marks, images, link cards, embeds",
  'json-ld': "an event's own `jsonLd`, and the fields the kit builds JSON-LD from (titles, short texts, ticket tiers, places, performers, variants)",
});

/** @typedef {keyof typeof FIELD_KINDS} FieldKind */

/**
 * The mark of an entry in a field kind: plain text (no markup, no Markdown,
 * no URL syntax) put beside the entry in every field of that kind, so that
 * a test sees the entry reach the page however its payload is sanitized.
 * @param {FieldKind} kind
 * @param {string} id
 */
export const sentinel = (kind, id) => `\u27e6${kind}:${id}\u27e7`;

/** Slugs of the records that carry the whole corpus in one kind of field each. */
export const CORPUS_SLUGS = Object.freeze({
  /** An event: one ticket tier per entry (its name and link), the whole content tree, JSON-LD built by the kit. */
  tickets: 'corpus-tickets',
  /** An event whose own `jsonLd` carries every entry (values and keys), and whose Markdown holds every entry at once. */
  jsonLd: 'corpus-json-ld',
  /** A page with the whole content tree. */
  tree: 'corpus-tree',
  /** A product with one variant per entry (its type, link and image). */
  variants: 'corpus-variants',
  /** A LINK page. */
  link: 'corpus-link',
});

/** The news item of one entry: its title, short text, Markdown content and image are the entry's. @param {string} id */
export const newsSlug = (id) => `corpus-${id}`;

/**
 * An image storage key holding the entry, as it is (segments URL-encoded by
 * the kit; a lone surrogate, entry `ld-lone-surrogate`, is a key no URL can
 * hold: the kit shows no image, and nothing else changes).
 * @param {CorpusEntry} e
 */
const imageKey = (e) => `sites/site_corpus/media/${e.id}/${e.html}.svg`;

/**
 * A content tree's nodes for one entry: as text (a heading, marked text,
 * code, an unknown node), as every URL a tree has (link marks, images by
 * address and by Image object, a link card, an embed), and as attributes.
 * @param {CorpusEntry} e
 * @returns {ContentNode[]}
 */
function treeNodes(e) {
  const mark = sentinel('tree', e.id);
  return [
    {type: 'heading', attrs: {level: 3, id: e.html}, content: [{type: 'text', text: `${mark} ${e.html}`}]},
    {
      type: 'paragraph',
      attrs: {class: e.html, onclick: x(`${e.id}#tree-attrs`)},
      content: [
        {type: 'text', text: `${mark} `, marks: [{type: 'bold'}]},
        {type: 'text', text: e.html, marks: [{type: 'italic'}, {type: 'link', attrs: {href: e.url, title: e.html}}]},
        {type: 'text', text: ` ${sentinel('url', e.id)}`, marks: [{type: 'link', attrs: {href: e.url, target: '_blank', rel: 'opener', onclick: x(`${e.id}#tree-mark`)}}, {type: 'script', attrs: {src: e.url}}]},
      ],
    },
    {type: 'image', attrs: {src: e.url, alt: e.html, title: e.html, caption: e.html, onerror: x(`${e.id}#tree-image`)}},
    {type: 'image', attrs: {image: {url: imageKey(e), altText: e.html, title: e.html, caption: e.html}}},
    {type: 'linkCard', attrs: {href: e.url, image: e.url, title: e.html, description: e.html, site: e.html}},
    {type: 'iframe', attrs: {src: e.url, srcdoc: e.html}},
    {type: 'codeBlock', attrs: {language: e.html}, content: [{type: 'text', text: e.html}]},
    {type: 'html', attrs: {html: e.html}, content: [{type: 'text', text: e.html}]},
  ];
}

/** The whole corpus as one content tree. */
const corpusTree = () => ({type: 'doc', content: CORPUS.flatMap(treeNodes)});

/**
 * One entry as a Markdown `content`: its mark first (a payload that
 * swallows what follows cannot hide it), its URL as a Markdown link and
 * image where Markdown can hold it, then its HTML.
 * @param {CorpusEntry} e
 */
function markdownOf(e) {
  const parts = [sentinel('markdown', e.id)];
  if (!/[<>\n]/.test(e.url)) parts.push(`[${sentinel('url', e.id)}](<${e.url}>)`);
  // As an image too, unless it holds a control character: marked would make it a %00… path, which the test server answers with a logged error.
  if (!/[<>\u0000-\u001f]/.test(e.url)) parts.push(`![${e.id}](<${e.url}>)`);
  parts.push(e.html);
  return parts.join('\n\n');
}

/**
 * The `corpus` site (site key `corpus`): the demo site's records, every
 * text, URL, Markdown and content tree of which carries corpus entries (in
 * turn), plus records that carry the whole corpus in one kind of field each
 * (see {@link CORPUS_SLUGS} and {@link newsSlug}), so that every entry is
 * served in every field kind of {@link FIELD_KINDS}.
 * @param {number} [now]
 * @returns {Dataset}
 */
export function buildCorpusDataset(now = Date.now()) {
  const d = buildDemoDataset(now);
  let turn = 0;
  const next = () => CORPUS[turn++ % CORPUS.length];
  /** @param {string} original */
  const text = (original) => {
    const e = next();
    return `${original} ${sentinel('text', e.id)} ${e.html}`;
  };
  const url = () => next().url;
  /** @param {string} original */
  const markdown = (original) => `${original}\n\n${markdownOf(next())}`;
  /** @param {any} image */
  const picture = (image) => {
    if (!image) return image;
    const e = next();
    return {...image, url: turn % 2 ? imageKey(e) : e.url, title: e.html, caption: e.html, credit: e.html, altText: `${sentinel('text', e.id)} ${e.html}`};
  };
  /** @param {any[] | undefined} entries */
  const localized = (entries) =>
    entries?.map((entry) => ({
      ...entry,
      ...(typeof entry.title === 'string' && {title: text(entry.title)}),
      ...(typeof entry.shortContent === 'string' && {shortContent: text(entry.shortContent)}),
      ...(typeof entry.content === 'string' && {content: markdown(entry.content)}),
      ...(entry.contentJSON && {contentJSON: {...entry.contentJSON, content: [...(entry.contentJSON.content ?? []), ...treeNodes(next())]}}),
    }));

  /** Tag titles, once per tag, so that join rows and /tags agree. */
  const tagTitles = new Map(d.tags.map((tag) => [tag.id, text(tag.title)]));
  /** @param {any} info */
  const tagInfo = (info) => ({
    ...info,
    title: tagTitles.get(info.id) ?? info.title,
    parentTags: info.parentTags?.map((/** @type {any} */ p) => ({...p, parentTag: {...p.parentTag, title: tagTitles.get(p.parentTag.id) ?? p.parentTag.title}})),
  });
  /** @param {any[] | undefined} rows */
  const tagRows = (rows) => rows?.map((r) => ({...r, tag: tagInfo(r.tag)}));
  /** @param {any} profile */
  const profileRef = (profile) => ({...profile, image: picture(profile.image), localizedContent: localized(profile.localizedContent)});
  /** @param {any[] | undefined} list */
  const artists = (list) => list?.map((a) => ({profile: profileRef(a.profile)}));
  /** @param {any} ref */
  const eventRef = (ref) => ({...ref, localizedContent: localized(ref.localizedContent)});
  /** @param {any} e */
  const event = (e) => ({
    ...e,
    ...(typeof e.description === 'string' && {description: text(e.description)}),
    image: picture(e.image),
    tickets: e.tickets?.map((/** @type {any} */ t) => ({...t, name: text(t.name), externalLink: url()})),
    location: e.location && {
      ...e.location,
      localizedContent: localized(e.location.localizedContent),
      city: text(e.location.city ?? ''),
      address: text(e.location.address ?? ''),
      mapLink: url(),
      externalLink: url(),
    },
    artists: artists(e.artists),
    relations: e.relations && {parents: e.relations.parents?.map(eventRef), children: e.relations.children?.map(eventRef)},
    tags: tagRows(e.tags),
    // The service's own JSON-LD, where the demo has one.
    ...(e.jsonLd && {jsonLd: {...e.jsonLd, name: text(e.jsonLd.name ?? ''), location: e.jsonLd.location && {...e.jsonLd.location, name: text(e.jsonLd.location.name ?? '')}}}),
    localizedContent: localized(e.localizedContent),
  });
  /** @param {any} pg */
  const page = (pg) => ({
    ...pg,
    image: picture(pg.image),
    ...(pg.type === 'LINK' && {linkUrl: url()}),
    tags: tagRows(pg.tags),
    artists: artists(pg.artists),
    localizedContent: localized(pg.localizedContent),
  });

  const events = d.events.map(event);
  const news = d.news.map(page);
  const pages = d.pages.map(page);
  const profiles = d.profiles.map((pr) => ({...profileRef(pr), tags: tagRows(pr.tags)}));
  const products = d.products.map((pr) => ({
    ...pr,
    ...(typeof pr.author === 'string' && {author: text(pr.author)}),
    image: picture(pr.image),
    artists: artists(pr.artists),
    variants: pr.variants?.map((/** @type {any} */ v) => ({...v, externalLink: url(), image: picture(v.image), productType: v.productType && {...v.productType, type: text(v.productType.type)}})),
    tags: tagRows(pr.tags),
    localizedContent: localized(pr.localizedContent),
  }));
  const tags = d.tags.map(tagInfo);

  // ---- the records that carry the whole corpus in one kind of field each
  const upcoming = d.events.find((e) => Date.parse(e.startDate) > now && !e.relations) ?? d.events[0];
  /** @param {string} id @param {string} slug @param {string} title */
  const ownEvent = (id, slug, title) => ({
    ...event(upcoming),
    id,
    slug,
    relations: undefined,
    jsonLd: undefined,
    localizedContent: [{siteId: upcoming.siteId, locale: 'en', title: text(title), shortContent: text(title)}],
  });
  const tickets = ownEvent('corpus_event_tickets', CORPUS_SLUGS.tickets, 'Every corpus entry as a ticket tier and in a content tree');
  tickets.tickets = CORPUS.map((e, i) => ({name: `${sentinel('url', e.id)} ${sentinel('json-ld', e.id)} ${e.html}`, price: 10 + i, roles: [], currency: 'EUR', externalLink: e.url, order: i}));
  tickets.localizedContent[0].contentJSON = corpusTree();
  const jsonLd = ownEvent('corpus_event_json_ld', CORPUS_SLUGS.jsonLd, "Every corpus entry in the event's own JSON-LD");
  jsonLd.localizedContent[0].content = CORPUS.map(markdownOf).join('\n\n');
  jsonLd.jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: `${sentinel('json-ld', CORPUS[0].id)} ${CORPUS[0].html}`,
    about: CORPUS.map((e) => ({'@type': 'Thing', name: `${sentinel('json-ld', e.id)} ${e.html}`, url: e.url, description: e.html})),
    // Every entry as a key too.
    additionalProperty: Object.fromEntries(CORPUS.map((e) => [e.html, e.url])),
  };
  events.push(tickets, jsonLd);

  const contentPage = d.pages.find((pg) => pg.type === 'CONTENT') ?? d.pages[0];
  const linkPage = d.pages.find((pg) => pg.type === 'LINK') ?? contentPage;
  pages.push(
    {...page(contentPage), id: 'corpus_page_tree', slug: CORPUS_SLUGS.tree, order: 90, featured: false, localizedContent: [{siteId: contentPage.siteId, locale: 'en', title: text('The whole corpus as a content tree'), contentJSON: corpusTree()}]},
    {...page(linkPage), id: 'corpus_page_link', slug: CORPUS_SLUGS.link, order: 91, featured: false, parent: undefined, localizedContent: [{siteId: linkPage.siteId, locale: 'en', title: text('A LINK page')}]},
  );

  /** @type {any} */
  const template = products[0];
  products.push({
    ...template,
    slug: CORPUS_SLUGS.variants,
    order: 90,
    featured: false,
    localizedContent: [{siteId: template.siteId, locale: 'en', title: text('Every corpus entry as a variant'), shortContent: text('Variants')}],
    variants: CORPUS.map((e, i) => ({
      ...template.variants[0],
      id: `corpus_variant_${i}`,
      order: i,
      price: 5 + i,
      externalLink: e.url,
      productType: {id: `corpus_type_${i}`, type: `${sentinel('text', e.id)} ${e.html}`},
      image: {...template.variants[0].image, ...template.image, url: imageKey(e), altText: e.html},
    })),
  });

  // One news item per entry (its Markdown alone: a payload that swallows
  // what follows it swallows nothing else), newest first, before the demo's.
  const newsTemplate = d.news[0];
  const own = CORPUS.map((e, i) => ({
    ...newsTemplate,
    id: `corpus_news_${i}`,
    slug: newsSlug(e.id),
    featured: false,
    order: i,
    date: new Date(now - (i + 1) * 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z'),
    localizedContent: [
      {
        siteId: newsTemplate.siteId,
        locale: 'en',
        title: `${sentinel('text', e.id)} ${e.html}`,
        shortContent: `${sentinel('text', e.id)} ${e.html}`,
        content: markdownOf(e),
        metaTitle: e.html,
        metaDescription: e.html,
      },
    ],
    image: {...newsTemplate.image, url: imageKey(e), title: e.html, caption: e.html, credit: e.html, altText: e.html},
    tags: tagRows(newsTemplate.tags),
    artists: artists(newsTemplate.artists),
  }));

  const site = structuredClone(d.site);
  site.id = 'site_corpus';
  site.name = text('Corpus');
  site.description = markdown('A site whose every field carries the hostile corpus.');
  site.image = picture(site.image);
  for (const web of site.webSites) web.image = picture(web.image);

  return {...d, site, events, news: [...own, ...news], pages, profiles, products, tags};
}
