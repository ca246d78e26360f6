// llms.txt and llms-full.txt (package root, shipped): what a designer's AI
// assistant reads to write a page. They are made from custom-elements.json
// and README.md by scripts/gen-llms.js (`npm run build`, `npm run docs`);
// here: they are not stale, llms.txt keeps the llmstxt.org format and links
// only to files the package ships, and llms-full.txt names every element,
// attribute (type, default), property, event, slot, part and CSS custom
// property of the manifest, and the rules a page must follow.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {llms} from '../../scripts/gen-llms.js';
import {readmeBlock} from '../../scripts/sri.js';
import {STRICT_CSP} from '../../scripts/csp.js';

const root = new URL('../../', import.meta.url);
const read = (file) => readFileSync(new URL(file, root), 'utf8');
const pkg = JSON.parse(read('package.json'));
const manifest = JSON.parse(read('custom-elements.json'));
const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);
const short = read('llms.txt');
const full = read('llms-full.txt');

test('llms.txt and llms-full.txt are what scripts/gen-llms.js makes of the manifest and the README', () => {
  const made = llms();
  assert.equal(short, made.short, 'llms.txt is stale: run `npm run docs` (or `npm run build`)');
  assert.equal(full, made.full, 'llms-full.txt is stale: run `npm run docs` (or `npm run build`)');
});

test('both are shipped, made by the build, and the README names them', () => {
  for (const file of ['llms.txt', 'llms-full.txt']) {
    assert.ok(pkg.files.includes(file), `package.json "files" lacks ${file}`);
    assert.ok(read('README.md').includes(`\`${file}\``), `README.md does not mention ${file}`);
  }
  assert.match(pkg.scripts.build, /node scripts\/gen-llms\.js/);
  assert.match(pkg.scripts.docs, /node scripts\/gen-llms\.js/);
});

test('llms.txt follows llmstxt.org: an H1, a blockquote, then sections of links to files the package ships', () => {
  const lines = short.split('\n');
  assert.equal(lines[0], `# ${pkg.name}`);
  assert.equal(lines[1], '');
  assert.equal(lines[2], `> ${pkg.description}`);
  assert.equal(short.match(/^# /gm).length, 1, 'one H1');
  assert.ok(!/^#{3,} /m.test(short), 'no heading below H2');
  const sections = [...short.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  assert.ok(sections.includes('Docs') && sections.includes('Optional'), `sections: ${sections}`);
  // Every section is a list of links, `- [name](url)` or `- [name](url): notes`.
  const body = short.slice(short.indexOf('\n## '));
  for (const line of body.split('\n').filter((l) => l && !l.startsWith('## '))) assert.match(line, /^- \[[^\]]+\]\(https:\/\/[^)\s]+\)(: .+)?$/, line);
  const base = `https://cdn.jsdelivr.net/npm/${pkg.name}@${pkg.version}/`;
  for (const [, url] of body.matchAll(/\]\(([^)]+)\)/g)) {
    assert.ok(url.startsWith(base), `${url} is not a file of this version on the CDN`);
    const path = url.slice(base.length).replace(/#.*$/, '');
    const shipped = pkg.files.some((f) => (f.endsWith('/') ? path.startsWith(f) : path === f));
    assert.ok(shipped, `${path} is not in package.json "files"`);
    assert.ok(existsSync(new URL(path, root)), `${path} does not exist (after \`npm run build\`)`);
  }
  for (const el of elements) assert.ok(short.includes(`[<${el.tagName}>](${base}README.md#${el.tagName})`), `llms.txt lacks <${el.tagName}>`);
});

/** llms-full.txt's section of one element. */
function section(tag) {
  const start = full.indexOf(`\n### <${tag}>\n`);
  assert.ok(start >= 0, `llms-full.txt has no section for <${tag}>`);
  const next = full.indexOf('\n### <', start + 1);
  return full.slice(start, next < 0 ? undefined : next);
}
const item = (text, name) => text.split('\n').find((l) => l.startsWith(`- \`${name}\``));

for (const el of elements) {
  test(`llms-full.txt covers all of <${el.tagName}>`, () => {
    const text = section(el.tagName);
    assert.ok(text.includes(el.summary.trim()), 'summary');
    const missing = [];
    for (const a of el.attributes ?? []) {
      const line = item(text, a.name);
      const type = (a.type?.text ?? 'string').replace(/\s*\|\s*undefined\b/g, '');
      if (!line || !line.includes(`type \`${type}\``) || !/; default: [^;]+;/.test(line)) missing.push(`attribute ${a.name} (type ${type}, default)`);
      else if (a.fieldName && !line.includes(`property \`${a.fieldName}\``)) missing.push(`attribute ${a.name}'s property ${a.fieldName}`);
    }
    const attrFields = new Set((el.attributes ?? []).map((a) => a.fieldName));
    for (const m of el.members ?? []) {
      if (m.static || (m.privacy ?? 'public') !== 'public' || !m.description) continue;
      if (m.kind === 'field' && !attrFields.has(m.name) && !item(text, m.name)) missing.push(`property ${m.name}`);
      if (m.kind === 'method' && !item(text, `${m.name}()`)) missing.push(`method ${m.name}()`);
    }
    for (const e of el.events ?? []) if (!item(text, e.name)) missing.push(`event ${e.name}`);
    for (const s of el.slots ?? []) if (!(s.name ? item(text, s.name) : text.includes('- (default slot): '))) missing.push(`slot ${s.name || '(default)'}`);
    for (const p of el.cssParts ?? []) if (!item(text, p.name)) missing.push(`part ${p.name}`);
    for (const p of el.cssProperties ?? []) {
      const line = item(text, p.name);
      if (!line || (p.default && !line.includes(`(default \`${p.default}\`)`))) missing.push(`CSS property ${p.name}`);
    }
    if (/\*\*Template fields\*\*/.test(el.description ?? '')) {
      const fields = el.description.slice(el.description.indexOf('**Template fields**')).split('\n\n')[0].trim();
      if (!text.includes(fields)) missing.push('template fields');
    }
    assert.deepEqual(missing, [], `llms-full.txt lacks parts of <${el.tagName}>`);
  });
}

test("llms-full.txt has the snippet rules: the README's tags, the provider, no token, {slug} templates, the CSP, the template bindings", () => {
  const readme = read('README.md');
  for (const name of ['snippet', 'preload', 'all']) {
    const code = /```html\n[\s\S]*?\n```/.exec(readmeBlock(readme, name))[0];
    assert.ok(full.includes(code), `llms-full.txt lacks the README's ${name} block as printed`);
  }
  for (const name of ['importmap-elements', 'importmap-all']) assert.ok(full.includes(/<script type="importmap">[\s\S]*?<\/script>/.exec(readmeBlock(readme, name))[0]), name);
  assert.match(full, /Never both/);
  assert.match(full, /site-key.{0,40}required/);
  assert.match(full, /\*\*No `token` in a public page\*\*/);
  assert.match(full, /`\{slug\}`/);
  assert.match(full, /crossorigin="anonymous"/);
  const csp = /Content-Security-Policy: (.+)/.exec(full)[1];
  for (const directive of STRICT_CSP.split('; ')) assert.ok(csp.includes(directive.replace(/^(script-src|style-src) 'self'/, "$1 'self'")), `the CSP line lacks ${directive}`);
  assert.match(csp, /script-src 'self' https:\/\/cdn\.jsdelivr\.net/);
  assert.match(csp, /style-src 'self' https:\/\/cdn\.jsdelivr\.net/);
  for (const binding of ['<site-field name="title"></site-field>', 'data-site-href="url"', 'data-site-if="image"', 'data-site-src="image"']) assert.ok(full.includes(binding), binding);
  for (const heading of ['## The provider', '### Connecting to the API', '### Your own markup: item templates', '### Layouts', '### Themes', '## Content Security Policy']) {
    assert.ok(full.includes(`\n${heading}\n`), `llms-full.txt lacks the README's "${heading.replace(/^#+ /, '')}"`);
  }
});
