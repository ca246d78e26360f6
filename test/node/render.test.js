// @ts-check
/**
 * renderPage() (site-widgets/render, dist/lib/ssr/render.js) in Node, against
 * the demo API on a free port: what it puts in a page (each element's shadow
 * content as Declarative Shadow DOM, one island of answers per provider),
 * what it leaves (failures, elements it does not render, other providers'
 * sites), and what it never writes (the key, an island a `</script>` in the
 * content could end). The browser's side (adoption without a request) is
 * test/node/render-browser.test.js.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from 'parse5';
import {startDemoApiServer} from '../../demo/api/server.js';
import {clearRequestLog} from '../../demo/api/handler.js';
import {renderPage, withStyleSources} from '../../dist/lib/ssr/render.js';

/** @type {Awaited<ReturnType<typeof startDemoApiServer>>} */
let api;
before(async () => {
  api = await startDemoApiServer({port: 0});
});
after(() => api.close());

// The demo API's key: checked there, as the real service checks its keys.
const KEY = 'demo-token';

/** @param {string} body */
const page = (body, lang = 'en') => `<!doctype html><html lang="${lang}"><head><title>A page</title></head><body>${body}</body></html>`;

/** The island of a rendered page: its answers by path. */
function islandOf(/** @type {string} */ html) {
  const found = /<script type="application\/json" data-site-answers>(.*?)<\/script>/s.exec(html);
  assert.ok(found, 'the page has an island');
  return /** @type {Record<string, [number, any]>} */ (JSON.parse(found[1]));
}

/** The text of a rendered page's shadow roots, as a browser would read it (tags out, whitespace folded). */
function shadowText(/** @type {string} */ html) {
  return [...html.matchAll(/<template shadowrootmode="open">(.*?)<\/template>/gs)].map((m) =>
    m[1]
      .replace(/<style>.*?<\/style>/gs, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

test('a list is rendered into the page as Declarative Shadow DOM, with an island of the answers it came from', async () => {
  const html = page(`<site-content-provider site-key="demo" base-url="/proxy"><site-events upcoming limit="2" href="/event.html?slug={slug}"></site-events></site-content-provider>`);
  const result = await renderPage(html, {upstream: api.url, apiKey: KEY, now: () => 1_000});
  assert.equal(result.rendered, 1);
  assert.deepEqual(result.failures, []);
  // Inserted right after the element's start tag; the rest of the page as it was written.
  assert.ok(result.html.startsWith(page('').split('</body>')[0]));
  assert.match(result.html, /<site-events upcoming limit="2" href="\/event.html\?slug=\{slug\}" data-site-rendered><template shadowrootmode="open"><style>/);
  const island = islandOf(result.html);
  const events = Object.entries(island).find(([path]) => path.startsWith('/api/v2/demo/public/events?'));
  assert.ok(events, `the events' answer is in the island: ${Object.keys(island)}`);
  assert.equal(events[0], '/api/v2/demo/public/events?upcoming=true&dir=asc&limit=2&page=0');
  assert.ok(island['/api/v2/demo/public/site'], 'the site is in the island');
  assert.equal(events[1][0], 1_000, 'with when it was fetched');
  // The titles the answer holds are in the shadow content, linked as the href template says.
  const titles = events[1][1].records.map((/** @type {any} */ e) => e.localizedContent.find((/** @type {any} */ c) => c.locale === 'en').title);
  const [text] = shadowText(result.html);
  for (const title of titles) assert.ok(text.includes(title), `"${title}" in "${text}"`);
  assert.match(result.html, /<a[^>]+href="\/event.html\?slug=[a-z0-9-]+"/);
  // No hydration markers (the browser renders its own content in place of the server's), and the key nowhere.
  assert.doesNotMatch(result.html, /lit-part|lit-node/);
  assert.ok(!result.html.includes(KEY));
  // It is a page a parser reads back whole: one island, inside the provider, after its elements.
  const doc = /** @type {any} */ (parse(result.html));
  const body = doc.childNodes[1].childNodes[1];
  const provider = body.childNodes[0];
  assert.equal(provider.tagName, 'site-content-provider');
  assert.deepEqual(
    provider.childNodes.map((/** @type {any} */ n) => n.tagName),
    ['site-events', 'script'],
  );
});

test('one request per distinct resource, whatever the number of elements asking for it', async () => {
  clearRequestLog();
  const list = `<site-news limit="3"></site-news>`;
  const result = await renderPage(page(`<site-content-provider site-key="demo">${list}${list}<site-info></site-info></site-content-provider>`), {upstream: api.url, apiKey: KEY});
  assert.equal(result.rendered, 3);
  const asked = clearRequestLog().map((e) => `${e.path}?${e.query}`);
  assert.deepEqual(asked.sort(), ['/api/v2/demo/public/news?dir=desc&limit=3&page=0', '/api/v2/demo/public/site?'].sort());
});

test('what fails is left for the browser and named; the rest of the page is rendered', async () => {
  const html = page(`<site-content-provider site-key="demo"><site-event slug="no-such-event"></site-event><site-pages></site-pages></site-content-provider>`);
  const result = await renderPage(html, {upstream: api.url, apiKey: KEY});
  assert.equal(result.rendered, 1);
  assert.equal(result.failures.length, 1);
  assert.equal(result.failures[0].element, '<site-event slug="no-such-event">');
  assert.match(result.failures[0].message, /404/);
  assert.match(result.html, /<site-event slug="no-such-event"><\/site-event>/);
});

test('an unknown site leaves its provider’s elements as they were, with one failure', async () => {
  const html = page(`<site-content-provider site-key="no-such-site"><site-events></site-events><site-news></site-news></site-content-provider>`);
  const result = await renderPage(html, {upstream: api.url, apiKey: KEY});
  assert.equal(result.rendered, 0);
  assert.equal(result.html, html);
  assert.equal(result.failures.length, 1);
  assert.equal(result.failures[0].element, '<site-content-provider site-key="no-such-site">');
  assert.equal(result.failures[0].url, '/api/v2/no-such-site/public/site');
});

test('interactive elements are left to the browser, their answers in the island', async () => {
  const html = page(
    `<site-content-provider site-key="demo"><site-search></site-search><site-event-calendar></site-event-calendar><site-tags></site-tags><site-news-archive><template><li><site-field name="label"></site-field></li></template></site-news-archive></site-content-provider>`,
  );
  const result = await renderPage(html, {upstream: api.url, apiKey: KEY});
  assert.equal(result.rendered, 0);
  assert.deepEqual(result.failures, []);
  assert.doesNotMatch(result.html, /shadowrootmode|site-served/);
  // What each asks for on load is in the island (the search asks nothing until a visitor types).
  const paths = Object.keys(islandOf(result.html)).map((key) => key.split('?')[0]);
  assert.deepEqual([...new Set(paths)].sort(), ['/api/v2/demo/public/events/dates', '/api/v2/demo/public/news/dates', '/api/v2/demo/public/site', '/api/v2/demo/public/tags']);
});

/** What the server stamped from an element's template: the light DOM between its two comments. */
function servedOf(/** @type {string} */ html, /** @type {string} */ tag) {
  const found = new RegExp(`<${tag}[ >][^]*?</template><!--site-served-->(.*?)<!--/site-served--></${tag}>`, 's').exec(html);
  assert.ok(found, `<${tag}> has served items`);
  return found[1];
}

test('a designer’s template is stamped on the server by the kit’s own template code: its items in light DOM, after it', async () => {
  const template = `<template><li class="card"><a data-site-href="url"><site-field name="title"></site-field></a> <time data-site-datetime="date.datetime"><site-field name="date" format="short"></site-field></time><img data-site-if="image" data-site-src="image"><p data-site-if="!image">No picture</p></li></template>`;
  const detail = `<template><h2><site-field name="title"></site-field></h2><div class="body"><site-field name="content"></site-field></div></template>`;
  const html = page(
    `<site-content-provider site-key="demo" base-url="/proxy"><site-news limit="2" href="/post.html?slug={slug}">${template}</site-news><site-event slug="clara-weiss-goldberg-variations">${detail}</site-event></site-content-provider>`,
  );
  const result = await renderPage(html, {upstream: api.url, apiKey: KEY, url: 'https://www.example.com/event.html'});
  assert.deepEqual(result.failures, []);
  assert.equal(result.rendered, 2);
  // The template itself stays as the designer wrote it; the shadow holds the list the items are slotted into, and the states.
  assert.ok(result.html.includes(template) && result.html.includes(detail));
  assert.match(
    result.html,
    /<site-news limit="2" href="\/post.html\?slug=\{slug\}" data-site-rendered><template shadowrootmode="open"><style>.*?<\/style><ul part="list" role="list">\s*<slot><\/slot>\s*<\/ul>/s,
  );
  const items = servedOf(result.html, 'site-news');
  const news = /** @type {any[]} */ (Object.entries(islandOf(result.html)).find(([path]) => path.startsWith('/api/v2/demo/public/news?'))?.[1][1].records);
  assert.equal(news.length, 2);
  // One item per record, in order, each bound as bind.ts binds it in the browser.
  const cards = [
    ...items.matchAll(
      /<li class="card"><a href="([^"]*)"><site-field name="title">([^<]*)<\/site-field><\/a> <time datetime="([^"]*)"><site-field name="date" format="short">([^<]+)<\/site-field><\/time>(<img [^>]*>|<p>No picture<\/p>)<\/li>/g,
    ),
  ];
  assert.equal(cards.length, 2, items);
  cards.forEach(([, href, title, datetime], i) => {
    assert.equal(href, `/post.html?slug=${news[i].slug}`);
    assert.equal(title, news[i].localizedContent.find((/** @type {any} */ c) => c.locale === 'en').title);
    assert.equal(datetime, news[i].date);
  });
  assert.ok(
    cards.every(([, , , , , media]) => !media.startsWith('<img') || /src="\/proxy\/media\/[^"]+" .*loading="lazy"|loading="lazy".* src="\/proxy\/media\/[^"]+"/.test(media)),
    'images from the browser’s media base, loaded lazily',
  );
  // The detail: its title and its body, rendered and sanitized as the element renders it; its JSON-LD in the head.
  const event = servedOf(result.html, 'site-event');
  assert.match(event, /^<h2><site-field name="title">Clara Weiss plays the Goldberg Variations<\/site-field><\/h2><div class="body"><site-field name="content"><(p|h\d)[ >]/);
  assert.doesNotMatch(event, /<!--lit|<script/);
  assert.match(result.html, /<script type="application\/ld\+json" data-site-widgets="Event:clara-weiss-goldberg-variations">/);
});

test('what a template binds from hostile content is text and checked URLs on the server too', async () => {
  const html = page(
    `<site-content-provider site-key="hostile"><site-news limit="20" href="/post.html?slug={slug}"><template><article><a data-site-href="url" data-site-title="title"><site-field name="title"></site-field></a><img data-site-if="image" data-site-src="image"><p><site-field name="excerpt"></site-field></p></article></template></site-news></site-content-provider>`,
  );
  const result = await renderPage(html, {upstream: api.url, apiKey: KEY});
  assert.equal(result.rendered, 1);
  const items = servedOf(result.html, 'site-news');
  const doc = /** @type {any} */ (parse(`<!doctype html><body>${items}`));
  const tags = new Set();
  const walk = (/** @type {any} */ node) => {
    for (const child of node.childNodes ?? []) {
      if (child.tagName) {
        tags.add(child.tagName);
        for (const {name, value} of child.attrs) {
          assert.ok(!name.startsWith('on'), `${name} on <${child.tagName}>`);
          if (name === 'href' || name === 'src') assert.doesNotMatch(value, /^\s*(javascript|data|vbscript):/i);
        }
      }
      walk(child);
    }
  };
  walk(doc);
  // The template's own elements, and nothing the content brought.
  assert.deepEqual(
    [...tags].filter((t) => !['html', 'head', 'body', 'article', 'a', 'site-field', 'img', 'p'].includes(t)),
    [],
  );
  assert.ok((items.match(/<article>/g) ?? []).length > 0);
});

test('hostile content cannot end the island or run: `<` is written \\u003c in it, text is escaped in the shadow content', async () => {
  const html = page(`<site-content-provider site-key="hostile"><site-events limit="20"></site-events><site-news limit="20"></site-news></site-content-provider>`);
  const result = await renderPage(html, {upstream: api.url, apiKey: KEY});
  assert.equal(result.rendered, 2);
  const [, islandText] = /<script type="application\/json" data-site-answers>(.*?)<\/script>/s.exec(result.html) ?? [];
  assert.ok(islandText && !islandText.includes('<'), 'no < in the island');
  assert.ok(JSON.stringify(islandOf(result.html)).includes('<'), 'the content had some');
  // Whatever the content says, the page has exactly the scripts it had plus the island, and no handler attributes.
  const doc = /** @type {any} */ (parse(result.html));
  const tags = /** @type {string[]} */ ([]);
  const attrs = /** @type {string[]} */ ([]);
  (function walk(/** @type {any} */ node) {
    for (const child of node.childNodes ?? []) {
      if (child.tagName) tags.push(child.tagName);
      for (const a of child.attrs ?? []) attrs.push(a.name);
      walk(child.content ?? child);
      if (child.content) walk(child);
    }
  })(doc);
  assert.equal(tags.filter((t) => t === 'script').length, 1);
  assert.deepEqual(
    attrs.filter((a) => a.startsWith('on')),
    [],
  );
  assert.ok(!tags.includes('iframe'), 'no frame');
});

test('only the providers of the site key asked for, when one is given', async () => {
  const html = page(
    `<site-content-provider site-key="demo"><site-news limit="1"></site-news></site-content-provider><site-content-provider site-key="demo-b" id="b"><site-news limit="1"></site-news></site-content-provider>`,
  );
  const result = await renderPage(html, {upstream: api.url, apiKey: KEY, siteKey: 'demo-b'});
  assert.equal(result.rendered, 1);
  assert.equal(result.html.match(/data-site-answers/g)?.length, 1);
  assert.match(result.html, /<site-content-provider site-key="demo"><site-news limit="1"><\/site-news><\/site-content-provider>/);
});

test('a detail element’s JSON-LD is written into the head, as the element writes it in the browser', async () => {
  const html = page(
    `<site-content-provider site-key="demo"><site-event slug="clara-weiss-goldberg-variations"></site-event><site-event slug="clara-weiss-goldberg-variations" no-structured-data></site-event></site-content-provider>`,
  );
  const result = await renderPage(html, {upstream: api.url, apiKey: KEY, url: 'https://www.example.com/event.html'});
  assert.equal(result.rendered, 2);
  const blocks = [...result.html.matchAll(/<script type="application\/ld\+json" data-site-widgets="([^"]*)">(.*?)<\/script>/gs)];
  assert.equal(blocks.length, 1, 'one block: the same event once, and none for no-structured-data');
  assert.equal(blocks[0][1], 'Event:clara-weiss-goldberg-variations');
  assert.ok(result.html.indexOf(blocks[0][0]) < result.html.indexOf('</head>'), 'in the head');
  const data = JSON.parse(blocks[0][2]);
  assert.equal(data['@graph'][0].name, 'Clara Weiss plays the Goldberg Variations');
});

test('every page of the demo site renders: slotted states, templates, several providers', async () => {
  const {readdirSync, readFileSync} = await import('node:fs');
  const failed = /** @type {string[]} */ ([]);
  let rendered = 0;
  for (const file of readdirSync('demo').filter((f) => f.endsWith('.html'))) {
    const result = await renderPage(readFileSync(`demo/${file}`, 'utf8'), {upstream: api.url, apiKey: KEY, url: `http://localhost/demo/${file}`});
    rendered += result.rendered;
    for (const failure of result.failures) failed.push(`${file} ${failure.element}`);
  }
  assert.ok(rendered > 50, `${rendered} elements`);
  // Only the states page's sites that fail on purpose, and its unknown event.
  assert.deepEqual(failed, [
    'states.html <site-content-provider site-key="flaky" token="demo-token">',
    'states.html <site-content-provider site-key="down" token="demo-token">',
    'states.html <site-event slug="no-such-event">',
  ]);
});

test('withStyleSources adds the rendered styles to a policy where it governs styles, and only there', () => {
  const add = ["'sha256-a'", "'unsafe-hashes'", "'sha256-b'"];
  const added = "'sha256-a' 'unsafe-hashes' 'sha256-b'";
  assert.equal(withStyleSources("default-src 'self'; style-src 'self'", add), `default-src 'self'; style-src 'self' ${added}`);
  // Without style-src, one made from default-src (which would otherwise govern the styles).
  assert.equal(withStyleSources("default-src 'self' https://cdn.example", add), `default-src 'self' https://cdn.example; style-src 'self' https://cdn.example ${added}`);
  // Each of the style directives it has.
  assert.equal(withStyleSources("style-src 'self'; style-src-attr 'none'; style-src-elem 'self'", add), `style-src 'self' ${added}; style-src-attr 'none'; style-src-elem 'self' ${added}`);
  // 'unsafe-inline' stays in force (a hash beside it would turn it off), and a policy silent on styles stays silent.
  assert.equal(withStyleSources("style-src 'self' 'unsafe-inline'", add), "style-src 'self' 'unsafe-inline'");
  assert.equal(withStyleSources("script-src 'self'", add), "script-src 'self'");
  assert.equal(withStyleSources("style-src 'self'", []), "style-src 'self'");
});

test('a page rendered again is left as it was: its elements keep the server’s content, its providers their one island', async () => {
  const html = page(`<site-content-provider site-key="demo"><site-events limit="2"></site-events><site-event slug="clara-weiss-goldberg-variations"></site-event></site-content-provider>`);
  const once = await renderPage(html, {upstream: api.url, apiKey: KEY, url: 'https://www.example.com/'});
  assert.equal(once.rendered, 2);
  const twice = await renderPage(once.html, {upstream: api.url, apiKey: KEY, url: 'https://www.example.com/'});
  assert.equal(twice.rendered, 0);
  assert.equal(twice.html, once.html);
});

test('two providers of one site on a page ask each address once between them, each island holding what its elements used', async () => {
  clearRequestLog();
  const html = page(
    `<site-content-provider site-key="demo"><site-news limit="2"></site-news></site-content-provider><site-content-provider site-key="demo" locale="de"><site-news limit="2"></site-news></site-content-provider>`,
  );
  const result = await renderPage(html, {upstream: api.url, apiKey: KEY});
  assert.equal(result.rendered, 2);
  const asked = clearRequestLog().map((e) => `${e.path}?${e.query}`);
  assert.deepEqual(asked.sort(), ['/api/v2/demo/public/news?dir=desc&limit=2&page=0', '/api/v2/demo/public/site?']);
  const islands = [...result.html.matchAll(/data-site-answers>(.*?)<\/script>/gs)].map(([, json]) => Object.keys(JSON.parse(json)).sort());
  assert.deepEqual(islands, [
    ['/api/v2/demo/public/news?dir=desc&limit=2&page=0', '/api/v2/demo/public/site'],
    ['/api/v2/demo/public/news?dir=desc&limit=2&page=0', '/api/v2/demo/public/site'],
  ]);
});

test('a page that names no language, of a site that names none, renders in English (a server has no visitor’s language to read)', async () => {
  const html = `<!doctype html><html><head><title>x</title></head><body><site-content-provider site-key="corpus"><site-events limit="1"></site-events></site-content-provider></body></html>`;
  const result = await renderPage(html, {upstream: api.url, apiKey: KEY});
  assert.deepEqual(result.failures, []);
  assert.equal(result.rendered, 1);
});

test('a provider inside an element of another language renders in that language, as the browser reads it (its nearest lang)', async () => {
  const html = page(`<div lang="de"><site-content-provider site-key="demo"><site-events upcoming limit="2"></site-events></site-content-provider></div>`);
  const result = await renderPage(html, {upstream: api.url, apiKey: KEY});
  assert.equal(result.rendered, 1);
  // The German title of the demo's first upcoming events, and a German weekday.
  assert.match(shadowText(result.html)[0], /\b(Mo|Di|Mi|Do|Fr|Sa|So)\.,/);
  const english = await renderPage(html.replace('<div lang="de">', '<div>'), {upstream: api.url, apiKey: KEY});
  assert.doesNotMatch(shadowText(english.html)[0], /\b(Mo|Di|Mi|Do|Fr|Sa|So)\.,/);
});

test('the kit’s own words are the page’s language on the server too (the language file loaded before the elements render)', async () => {
  for (const [lang, more] of [
    ['de', 'Weitere Veranstaltungen'],
    ['ja', 'イベントをさらに表示'],
    ['ar', 'المزيد من الفعاليات'],
  ]) {
    const result = await renderPage(page(`<site-content-provider site-key="demo"><site-events upcoming limit="2"></site-events></site-content-provider>`, lang), {upstream: api.url, apiKey: KEY});
    assert.equal(result.rendered, 1);
    assert.match(result.html, new RegExp(`part="more"[^>]*>${more}<`), lang);
  }
});
