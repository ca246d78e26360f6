/**
 * Hostile HTML for the sanitizer tests (sanitize.test.ts).
 *
 * Every entry is `{name, html, keep}`:
 *
 * - `name` is unique, and is the id its payloads report: every payload, if it
 *   ever ran, calls `window.__xss(name)` or `window.__xss(name + '#n')` (a
 *   second, third… payload of the same entry). A test stubs `window.__xss`
 *   and proves it was never called.
 * - `html` wraps the payload in harmless formatting.
 * - `keep` lists that harmless formatting, which must survive. Each item is
 *   `"<selector>:<text>"`, split at the LAST colon: some element matching the
 *   CSS selector must have exactly that (trimmed) textContent. Texts never
 *   contain a colon; an empty text (`'img[src="x"]:'`) means an element
 *   matching the selector whose text is empty (images, line breaks).
 */
export interface CorpusEntry {
  name: string;
  html: string;
  keep: string[];
}

/** Splits a `keep` item into its selector and expected text. */
export function parseKeep(item: string): {selector: string; text: string} {
  const at = item.lastIndexOf(':');
  return {selector: item.slice(0, at), text: item.slice(at + 1)};
}

let n = 0;

/**
 * The payload in a paragraph between `<strong>keep-N</strong>` and
 * `<em>after-N</em>`; `extra` adds keep items of the payload's own.
 */
function wrapped(name: string, payload: string, extra: string[] = []): CorpusEntry {
  n += 1;
  return {
    name,
    html: `<p><strong>keep-${n}</strong> ${payload} <em>after-${n}</em></p>`,
    keep: [`strong:keep-${n}`, `em:after-${n}`, ...extra],
  };
}

/**
 * For payloads that swallow whatever follows them (unclosed script,
 * plaintext, rawtext breakouts): the harmless formatting comes first.
 */
function before(name: string, payload: string, extra: string[] = []): CorpusEntry {
  n += 1;
  return {
    name,
    html: `<p><strong>keep-${n}</strong> <em>after-${n}</em></p>${payload}`,
    keep: [`strong:keep-${n}`, `em:after-${n}`, ...extra],
  };
}

/** A hostile link: the link and its text stay, the href goes. */
const link = (name: string, href: string): CorpusEntry => wrapped(name, `<a href="${href}">link-${n + 1}</a>`, [`a:not([href]):link-${n + 1}`]);

const x = (id: string) => `__xss('${id}')`;

export const corpus: CorpusEntry[] = [
  // ---- script elements ------------------------------------------------
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

  // ---- event handlers -------------------------------------------------
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

  // ---- URLs -----------------------------------------------------------
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

  // ---- document-level elements ---------------------------------------
  wrapped('base-href', `<base href="javascript:${x('base-href')}//"><base target="_top">`),
  wrapped('meta-refresh', `<meta http-equiv="refresh" content="0;url=javascript:${x('meta-refresh')}"><meta http-equiv="refresh" content="0;url=data:text/html,<script>${x('meta-refresh#2')}</script>">`),
  wrapped('link-import', `<link rel="import" href="data:text/html,<script>${x('link-import')}</script>"><link rel="stylesheet" href="javascript:${x('link-import#2')}"><link rel="modulepreload" href="data:text/javascript,${x('link-import#3')}">`),
  wrapped('iframe-plain', `<iframe src="https://example.invalid/"></iframe><frame src="javascript:${x('iframe-plain')}">`),
  before('frameset', `<frameset onload="${x('frameset')}"><frame src="javascript:${x('frameset#2')}"></frameset>`),

  // ---- CSS ------------------------------------------------------------
  wrapped('style-expression', `<style>p{width:expression(${x('style-expression')})}</style>`),
  wrapped('style-url-javascript', `<style>body{background:url("javascript:${x('style-url-javascript')}")}@import 'javascript:${x('style-url-javascript#2')}';</style>`),
  wrapped('inline-style', `<span style="background:url(javascript:${x('inline-style')});behavior:url(#default#x)">styled</span>`, ['span:not([style]):styled']),

  // ---- namespaces and mutation XSS -----------------------------------
  wrapped('svg-foreignobject', `<svg><foreignObject><img src="x" onerror="${x('svg-foreignobject')}"><p>inside</p></foreignObject></svg>`),
  wrapped('svg-style-img', `<svg><style><img src="x" onerror="${x('svg-style-img')}"></style></svg>`),
  before('svg-p-style-mxss', `<svg></p><style><a id="</style><img src=1 onerror=${x('svg-p-style-mxss')}>">`),
  wrapped('math-mglyph-style', `<math><mtext><table><mglyph><style><img src=x onerror=${x('math-mglyph-style')}></style></mglyph></table></mtext></math>`),
  wrapped('math-mtext-textarea', `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${x('math-mtext-textarea')} src=1>"></path></textarea></mtext></svg></mglyph></mi></math>`),
  before('form-math-mglyph', `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${x('form-math-mglyph')}>`),
  wrapped('noscript-title', `<noscript><p title="</noscript><img src=x onerror=${x('noscript-title')}>"></noscript>`),
  wrapped('noembed-title', `<noembed><img title="</noembed><img src=x onerror=${x('noembed-title')}>"></noembed>`),
  wrapped('iframe-rawtext', `<iframe><img title="</iframe><img src=x onerror=${x('iframe-rawtext')}>"></iframe>`),
  before('xmp-breakout', `<xmp><p title="</xmp><img src=x onerror=${x('xmp-breakout')}>"></xmp>`),
  wrapped('textarea-breakout', `<textarea><p title="</textarea><img src=x onerror=${x('textarea-breakout')}>"></textarea>`),
  before('title-breakout', `<title><p title="</title><img src=x onerror=${x('title-breakout')}>"></title>`),
  wrapped('style-breakout', `<style><img title="</style><img src=x onerror=${x('style-breakout')}>"></style>`),
  before('plaintext', `<plaintext><img src=x onerror=${x('plaintext')}>`),
  wrapped('attribute-markup', `<a href="https://example.com/" title="<img src=x onerror=${x('attribute-markup')}>">attr-x</a>`, ['a[href="https://example.com/"]:attr-x']),
  wrapped('template', `<template><img src=x onerror="${x('template')}"><script>${x('template#2')}</script></template>`),
  wrapped('template-shadowroot', `<span><template shadowrootmode="open"><img src=x onerror="${x('template-shadowroot')}"></template>host-x</span>`, ['span:host-x']),
  before('table-foster-parent', `<table><img src=x onerror="${x('table-foster-parent')}"><tr><td>cell-x<script>${x('table-foster-parent#2')}</script></td></tr></table>`, ['td:cell-x']),
  wrapped('select-breakout', `<select><option><img src=x onerror=${x('select-breakout')}></option></select>`),

  // ---- DOM clobbering -------------------------------------------------
  wrapped('clobber-img-name', `<img name="body" src="x"><img name="getElementById" id="cookie" src="x"><img name="__xss" src="x" onerror="${x('clobber-img-name')}">`, ['img:not([name]):not([id]):']),
  before('clobber-form-id', `<form id="x" name="attributes"><input name="nodeName" onfocus="${x('clobber-form-id')}" autofocus><input id="parentNode"></form>`),
  wrapped('clobber-anchor-id', `<a id="location" name="defaultView" href="https://example.com/">clobber-a</a><b id="__xss" onmouseover="${x('clobber-anchor-id')}">clobber-b</b>`, ['a:not([id]):not([name]):clobber-a', 'b:not([id]):clobber-b']),

  // ---- handlers that sanitizeInto()'s CSP-quiet string pass (quiet())
  // does not take out, so that the sanitizers themselves meet them -------
  before('quiet-evasion-apostrophe', `<p><img src=x' onerror="${x('quiet-evasion-apostrophe')}">img-q1</p>`, ['p:img-q1', 'img:']),
  before('quiet-evasion-quote', `<p><img src=x title=a"b onerror=${x('quiet-evasion-quote')}>img-q2</p>`, ['p:img-q2', 'img[title=\'a"b\']:']),
  before('quiet-evasion-trailing-quote', `<p><b onmouseover=${x('quiet-evasion-trailing-quote')}//'>bold-q3</b></p>`, ['b:bold-q3']),
  before('quiet-evasion-link', `<p><a href="https://example.com/q4" title=it's onclick="${x('quiet-evasion-link')}">link-q4</a></p>`, ['a[href="https://example.com/q4"][rel="noopener noreferrer"]:link-q4']),
  before('quiet-evasion-style', `<p><span title=x' style="background:url(javascript:${x('quiet-evasion-style')})" onfocus="${x('quiet-evasion-style#2')}" tabindex=0 autofocus>span-q5</span></p>`, ['span:not([style]):span-q5']),

  // ---- allowed URLs on hostile elements -------------------------------
  wrapped('target-blank', `<a target="_blank" rel="opener" href="https://example.com/page" onauxclick="${x('target-blank')}">blank-x</a>`, ['a[href="https://example.com/page"][rel="noopener noreferrer"]:not([target]):blank-x']),
  wrapped('link-with-img-onerror', `<a href="https://example.com/"><img src="x" onerror="${x('link-with-img-onerror')}" alt="linked"></a>`, ['a[href="https://example.com/"] img[alt="linked"][loading="lazy"][decoding="async"]:']),
];
