// Checks src/api/openapi.yaml (the published OpenAPI 3.1 description of the
// Public Content Read API) and the types generated from it.
// Run: node --test test/node/openapi.test.js
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validate, compileErrors } from '@readme/openapi-parser';
import YAML from 'yaml';

const root = fileURLToPath(new URL('../../', import.meta.url));
const specPath = join(root, 'src/api/openapi.yaml');
const typesPath = join(root, 'src/api/schema.d.ts');
const prefix = '/api/v2/{siteKey}/public';

/** Parsed fresh for each use, so no test sees another's changes. */
const loadSpec = () =>
  YAML.parse(readFileSync(specPath, 'utf8'), { strict: true, uniqueKeys: true });
const spec = loadSpec();

// The query parameters of each endpoint, exactly as the service's published
// SDK (types.gen.ts) names them (../shared/docs/venue-api.md §1).
const LIST = ['dir', 'limit', 'orderBy', 'page'];
const EVENTS = ['dir', 'featured', 'gt', 'legacyId', 'limit', 'lt', 'orderBy', 'page', 'query', 'rootOnly', 'tags', 'upcoming'];
const NEWS = ['dir', 'featured', 'gt', 'limit', 'lt', 'orderBy', 'page', 'query', 'tags', 'upcoming'];
const SEARCH = ['debug', 'disableVector', 'noCache', 'dir', 'limit', 'orderBy', 'page', 'query', 'minResultSimilarity', 'trigramThreshold', 'vectorThreshold', 'searchProvider'];
const ENDPOINTS = {
  '/site': { operationId: 'getSite', query: [], body: 'Site' },
  '/events': { operationId: 'listEvents', query: EVENTS, body: 'EventList' },
  '/events/dates': { operationId: 'getEventDates', query: ['gt', 'lt', 'interval', 'upcoming'], body: 'EventDates' },
  '/events/{slug}': { operationId: 'getEvent', query: [], body: 'Event' },
  '/news': { operationId: 'listNews', query: NEWS, body: 'PageList' },
  '/news/dates': { operationId: 'getNewsDates', query: ['gt', 'lt', 'interval'], body: 'NewsDates' },
  '/news/{slug}': { operationId: 'getNewsItem', query: [], body: 'Page' },
  '/pages': { operationId: 'listPages', query: ['dir', 'featured', 'limit', 'orderBy', 'page', 'query', 'tags'], body: 'PageList' },
  '/pages/{slug}': { operationId: 'getPage', query: [], body: 'Page' },
  '/profiles': { operationId: 'listProfiles', query: [...LIST, 'query', 'tags', 'type'], body: 'ProfileList' },
  '/profiles/{slug}': { operationId: 'getProfile', query: [], body: 'Profile' },
  '/profiles/{slug}/events': { operationId: 'listProfileEvents', query: EVENTS, body: 'OptionalCountEventList' },
  '/profiles/{slug}/products': { operationId: 'listProfileProducts', query: ['dir', 'featured', 'limit', 'orderBy', 'page'], body: 'ProductList' },
  '/products': { operationId: 'listProducts', query: [...LIST, 'query', 'tags', 'type'], body: 'OptionalCountProductList' },
  '/products/{slug}': { operationId: 'getProduct', query: [], body: 'Product' },
  '/search': { operationId: 'search', query: SEARCH, body: 'SearchSiteResults' },
  '/search/all': { operationId: 'searchAll', query: SEARCH, body: 'SearchAllSiteResults' },
  '/tags': { operationId: 'listTags', query: [...LIST, 'parentId', 'query'], body: 'TagList' },
};

/** Names of the old, assumed dialect that the real service does not have. */
const OLD_PARAMETERS = ['locale', 'from', 'to', 'q', 'tag', 'year'];
const OLD_FIELDS = ['total', 'ticketUrl', 'allDay', 'publishedAt', 'kind', 'role', 'links', 'logo', 'availability'];
const OLD_SCHEMAS = ['Money', 'NewsPost', 'SearchResult', 'DatesResponse', 'Image', 'TagRef', 'ProfileRef', 'PageRef', 'Location', 'ContentNode', 'ProfileLink', 'SearchResultList', 'NewsPostList'];
/** Record schemas that must have no top-level display text: it lives in localizedContent. */
const LOCALIZED_RECORDS = ['Event', 'Page', 'ProfileSlim', 'Product', 'LocationSlim', 'EventReference', 'SearchSlim', 'SearchAllResult'];

/** Resolves a local `$ref` (one level) against the description. */
function deref(node) {
  if (!node || typeof node.$ref !== 'string') return node;
  assert.match(node.$ref, /^#\//, `only local $refs are expected, got ${node.$ref}`);
  return node.$ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((at, key) => {
      assert.ok(at && key in at, `unresolvable $ref ${node.$ref}`);
      return at[key];
    }, spec);
}

/** [path, method, operation] for every operation of the description. */
function operations() {
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    methods.filter((m) => item[m]).map((m) => [path, m, item[m]]),
  );
}

/** Path-level and operation-level parameters of an operation, dereferenced. */
function parametersOf(path, op) {
  return [...(spec.paths[path].parameters ?? []), ...(op.parameters ?? [])].map(deref);
}

test('(a) src/api/openapi.yaml is a valid OpenAPI 3.1 description of Venue CMS\'s API', async () => {
  assert.equal(spec.openapi, '3.1.0');
  const result = await validate(specPath);
  if (!result.valid) assert.fail(compileErrors(result));
  assert.deepEqual(result.warnings, [], compileErrors(result));
  assert.equal(result.specification, 'OpenAPI');
  assert.match(spec.info.title, /Venue CMS/);
  assert.equal(spec.info.version, '2');
  assert.equal(spec.servers[0].url, '{base_url}');
  assert.ok(spec.servers[0].variables.base_url.enum.includes('https://app.venuecms.com'));
  assert.ok(spec.servers[0].variables.base_url.enum.includes('http://localhost:5173'));
});

test('(b) the 17 endpoints of the seed and /search/all exist, each one GET with exactly the SDK\'s query parameters', () => {
  const expectedPaths = Object.keys(ENDPOINTS).map((short) => prefix + short);
  assert.equal(expectedPaths.length, 18);
  assert.deepEqual(Object.keys(spec.paths).sort(), [...expectedPaths].sort());
  for (const [short, want] of Object.entries(ENDPOINTS)) {
    const item = spec.paths[prefix + short];
    assert.deepEqual(Object.keys(item).filter((k) => k !== 'parameters'), ['get'], short);
    assert.equal(item.get.operationId, want.operationId, short);
    const params = parametersOf(prefix + short, item.get);
    const query = params.filter((p) => p.in === 'query').map((p) => p.name);
    assert.deepEqual([...query].sort(), [...want.query].sort(), `${short}: query parameters`);
    const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
    assert.deepEqual(pathParams, short.includes('{slug}') ? ['siteKey', 'slug'] : ['siteKey'], `${short}: path parameters`);
    const body = item.get.responses['200'].content['application/json'].schema;
    assert.equal(body.$ref, `#/components/schemas/${want.body}`, `${short}: 200 body`);
  }
});

test('(c) bearerAuth applies globally and no operation overrides it', () => {
  assert.equal(spec.components.securitySchemes.bearerAuth.type, 'http');
  assert.equal(spec.components.securitySchemes.bearerAuth.scheme, 'bearer');
  assert.deepEqual(spec.security, [{ bearerAuth: [] }]);
  for (const [path, , op] of operations()) assert.equal(op.security, undefined, path);
});

test('(d) nothing of the old assumed dialect is left', () => {
  const params = Object.values(spec.components.parameters).map((p) => p.name);
  for (const name of OLD_PARAMETERS) assert.ok(!params.includes(name), `parameter "${name}" is gone`);
  for (const name of OLD_SCHEMAS) assert.equal(spec.components.schemas[name], undefined, `schema ${name} is gone`);
  /** Every property name of every schema, recursively. */
  const names = new Set();
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    if (node.properties) for (const k of Object.keys(node.properties)) names.add(k);
    for (const v of Object.values(node)) walk(v);
  };
  walk(spec.components.schemas);
  for (const name of OLD_FIELDS) assert.ok(!names.has(name), `field "${name}" is gone`);
  for (const name of LOCALIZED_RECORDS) {
    const props = Object.keys(spec.components.schemas[name].properties ?? {});
    for (const text of ['title', 'name', 'excerpt', 'content']) assert.ok(!props.includes(text), `${name} has no top-level ${text}`);
    assert.ok(props.includes('localizedContent'), `${name} carries localizedContent`);
  }
  assert.equal(spec.components.schemas.Event.properties.status, undefined, 'an event has publishState, not status');
  assert.equal(spec.components.schemas.Event.properties.profiles, undefined, 'an event has artists, not profiles');
  assert.equal(spec.components.schemas.Page.properties.children, undefined, 'a page has parentId, not children');
  assert.deepEqual(spec.components.schemas.EventList.required, ['records', 'count']);
  assert.deepEqual(Object.keys(spec.components.schemas.EventList.properties), ['records', 'count']);
});

test('(e) every schema and every parameter says where it comes from', () => {
  const SOURCE = /\b(Seed|Observed|Assumption)\b/;
  for (const [name, schema] of Object.entries(spec.components.schemas)) assert.match(schema.description ?? '', SOURCE, `schema ${name}`);
  for (const [name, param] of Object.entries(spec.components.parameters)) assert.match(param.description ?? '', SOURCE, `parameter ${name}`);
  for (const name of ['gt', 'lt', 'page', 'tags']) assert.match(spec.components.parameters[name].description, /Inferred|inferred/, `${name} says its meaning is inferred`);
  for (const name of ['orderBy', 'tags', 'limit', 'upcoming']) assert.match(spec.components.parameters[name].description, /UNKNOWN/, `${name} says what is unknown`);
});

test('(f) src/api/schema.d.ts is what `npm run gen:api` generates now', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const script = pkg.scripts?.['gen:api'];
  assert.ok(script, 'package.json has a "gen:api" script');
  // Re-run the script's own command line, writing to a temporary file instead.
  const args = script.trim().split(/\s+/);
  assert.ok(
    args[0] === 'openapi-typescript' && args.every((a) => /^[\w@./:=-]+$/.test(a)),
    `"gen:api" must be a plain openapi-typescript call; got ${JSON.stringify(script)}`,
  );
  const out = args.findIndex((a) => a === '-o' || a === '--output');
  assert.ok(out > 0 && args[out + 1], '"gen:api" names its output with -o');
  assert.equal(join(root, args[out + 1]), typesPath, '"gen:api" writes src/api/schema.d.ts');

  const dir = mkdtempSync(join(tmpdir(), 'openapi-ts-'));
  try {
    const fresh = join(dir, 'schema.d.ts');
    args[out + 1] = fresh;
    const cli = join(root, 'node_modules/openapi-typescript/bin/cli.js');
    const run = spawnSync(process.execPath, [cli, ...args.slice(1)], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    assert.equal(run.status, 0, `openapi-typescript failed:\n${run.stdout}\n${run.stderr}`);
    // openapi-typescript reports problems of the description as warnings on stderr.
    assert.equal(run.stderr.trim(), '', `openapi-typescript warned:\n${run.stderr}`);

    const expected = readFileSync(fresh, 'utf8');
    const actual = readFileSync(typesPath, 'utf8');
    if (actual !== expected) {
      const a = actual.split('\n');
      const e = expected.split('\n');
      let line = 0;
      while (line < Math.max(a.length, e.length) && a[line] === e[line]) line++;
      assert.fail(
        `src/api/schema.d.ts is stale: run \`npm run gen:api\`.\n` +
          `First difference at line ${line + 1}:\n` +
          `  checked in: ${JSON.stringify(a[line])}\n  generated:  ${JSON.stringify(e[line])}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('(g) the package exports the description as "site-widgets/openapi.yaml"', () => {
  // The package ships dist/ and no src/: the build copies the description to dist/openapi.yaml
  // (scripts/copy-schema.js); `npm run test:package` checks the tarball itself.
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  assert.equal(pkg.exports?.['./openapi.yaml'], './dist/openapi.yaml');
  const published = (pkg.files ?? []).some(
    (/** @type {string} */ entry) => entry === 'dist/openapi.yaml' || 'dist/openapi.yaml'.startsWith(entry.replace(/\/?$/, '/')),
  );
  assert.ok(published, '"files" publishes dist/openapi.yaml');
  // Self-reference through the package's own "exports", to the same text as the source.
  const resolved = fileURLToPath(import.meta.resolve(`${pkg.name}/openapi.yaml`));
  assert.equal(resolved, join(root, 'dist/openapi.yaml'));
  assert.equal(readFileSync(resolved, 'utf8'), readFileSync(specPath, 'utf8'));
});
