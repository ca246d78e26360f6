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

/** operationId and the query parameters (besides `locale`) of each endpoint, from the data contract. */
const LIST = ['page', 'limit'];
const EVENT_FILTERS = ['upcoming', 'dir', 'tag', 'from', 'to'];
const ENDPOINTS = {
  '/site': { operationId: 'getSite', query: [], body: 'Site' },
  '/events': { operationId: 'listEvents', query: [...EVENT_FILTERS, ...LIST], body: 'EventList' },
  '/events/dates': { operationId: 'getEventDates', query: ['year'], body: 'DatesResponse' },
  '/events/{slug}': { operationId: 'getEvent', query: [], body: 'Event' },
  '/news': { operationId: 'listNews', query: ['tag', 'year', 'dir', ...LIST], body: 'NewsPostList' },
  '/news/dates': { operationId: 'getNewsDates', query: ['year'], body: 'DatesResponse' },
  '/news/{slug}': { operationId: 'getNewsPost', query: [], body: 'NewsPost' },
  '/pages': { operationId: 'listPages', query: [...LIST], body: 'PageList' },
  '/pages/{slug}': { operationId: 'getPage', query: [], body: 'Page' },
  '/profiles': { operationId: 'listProfiles', query: ['tag', ...LIST], body: 'ProfileList' },
  '/profiles/{slug}': { operationId: 'getProfile', query: [], body: 'Profile' },
  '/profiles/{slug}/events': {
    operationId: 'listProfileEvents',
    query: [...EVENT_FILTERS, ...LIST],
    body: 'EventList',
  },
  '/profiles/{slug}/products': {
    operationId: 'listProfileProducts',
    query: ['tag', ...LIST],
    body: 'ProductList',
  },
  '/products': { operationId: 'listProducts', query: ['tag', ...LIST], body: 'ProductList' },
  '/products/{slug}': { operationId: 'getProduct', query: [], body: 'Product' },
  '/search': { operationId: 'search', query: ['q', ...LIST], body: 'SearchResultList' },
  '/tags': { operationId: 'listTags', query: [], body: 'TagList' },
};

const SEED_SCHEMAS = ['Site', 'Image', 'Settings', 'WebSite', 'LocalizedContent'];
const ASSUMED_SCHEMAS = [
  'TagRef', 'Tag', 'ProfileRef', 'PageRef', 'Location', 'Event', 'NewsPost', 'Page',
  'ContentNode', 'ProfileLink', 'Profile', 'Money', 'Product', 'SearchResult', 'DatesResponse',
  'EventList', 'NewsPostList', 'PageList', 'ProfileList', 'ProductList', 'SearchResultList',
  'TagList', 'Error',
];

const ERROR_RESPONSES = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  429: 'TooManyRequests',
  500: 'ServerError',
  503: 'ServiceUnavailable',
};

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

test('(a) src/api/openapi.yaml is a valid OpenAPI 3.1 description', async () => {
  assert.equal(spec.openapi, '3.1.0');
  const result = await validate(specPath);
  if (!result.valid) assert.fail(compileErrors(result));
  assert.deepEqual(result.warnings, [], compileErrors(result));
  assert.equal(result.specification, 'OpenAPI');
  assert.equal(spec.info.title, 'Public Content Read API');
  assert.equal(spec.info.version, '2');
  assert.equal(spec.servers[0].url, '{base_url}');
  assert.equal(spec.servers[0].variables.base_url.default, 'http://localhost:5173');
});

test('(b) all 17 endpoints exist, each with exactly one GET and the agreed operationId', () => {
  const expectedPaths = Object.keys(ENDPOINTS).map((short) => prefix + short);
  assert.equal(expectedPaths.length, 17);
  assert.deepEqual(Object.keys(spec.paths).sort(), [...expectedPaths].sort());

  const ops = operations();
  assert.equal(ops.length, 17, 'only GET operations');
  for (const [path, method, op] of ops) {
    const contract = ENDPOINTS[path.slice(prefix.length)];
    assert.equal(method, 'get', `${path} has ${method}`);
    assert.equal(op.operationId, contract.operationId, path);
    assert.ok(op.summary && op.description, `${op.operationId} has a summary and a description`);
    assert.ok(op.tags?.length, `${op.operationId} has tags`);

    const ok = op.responses['200']?.content?.['application/json']?.schema;
    assert.deepEqual(ok, { $ref: `#/components/schemas/${contract.body}` }, `${op.operationId} 200`);

    const params = parametersOf(path, op);
    const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
    assert.deepEqual(pathParams, path.includes('{slug}') ? ['siteKey', 'slug'] : ['siteKey'], path);
    const query = params.filter((p) => p.in === 'query').map((p) => p.name);
    assert.deepEqual(query.sort(), [...contract.query, 'locale'].sort(), `${op.operationId} query`);
    // Every parameter comes from components/parameters.
    for (const p of [...(spec.paths[path].parameters ?? []), ...(op.parameters ?? [])]) {
      assert.match(p.$ref ?? '', /^#\/components\/parameters\//, `${op.operationId}: ${p.name}`);
    }
  }

  const siteKey = spec.components.parameters.siteKey;
  assert.deepEqual(
    { in: siteKey.in, required: siteKey.required, type: siteKey.schema.type },
    { in: 'path', required: true, type: 'string' },
  );
});

test('(c) bearerAuth applies globally and no operation overrides it', () => {
  assert.deepEqual(spec.security, [{ bearerAuth: [] }]);
  const scheme = spec.components.securitySchemes.bearerAuth;
  assert.equal(scheme.type, 'http');
  assert.equal(scheme.scheme, 'bearer');
  for (const [, , op] of operations()) {
    assert.equal(op.security, undefined, `${op.operationId} overrides security`);
  }
});

test('(d) every operation lists the error answers (at least 401, 404 and 429)', () => {
  for (const [code, name] of Object.entries(ERROR_RESPONSES)) {
    const response = spec.components.responses[name];
    assert.ok(response, `components/responses/${name}`);
    assert.deepEqual(response.content?.['application/json']?.schema, {
      $ref: '#/components/schemas/Error',
    });
    if (code === '429' || code === '503') {
      assert.ok(deref(response.headers?.['Retry-After']), `${name} has a Retry-After header`);
    }
  }
  for (const [, , op] of operations()) {
    for (const code of ['401', '404', '429']) {
      assert.ok(op.responses[code], `${op.operationId} lacks ${code}`);
    }
    for (const [code, name] of Object.entries(ERROR_RESPONSES)) {
      assert.deepEqual(
        op.responses[code],
        { $ref: `#/components/responses/${name}` },
        `${op.operationId} ${code}`,
      );
    }
  }
});

test('(e) the contract schemas exist; every assumed one says so', () => {
  const names = Object.keys(spec.components.schemas);
  assert.deepEqual([...names].sort(), [...SEED_SCHEMAS, ...ASSUMED_SCHEMAS].sort());
  for (const name of ASSUMED_SCHEMAS) {
    const { description } = spec.components.schemas[name];
    assert.ok(
      description?.startsWith('Assumption (seed: not shown)'),
      `${name}: description must start with "Assumption (seed: not shown)", got ${JSON.stringify(description)}`,
    );
  }
  for (const name of SEED_SCHEMAS) {
    const { description } = spec.components.schemas[name];
    assert.ok(description?.startsWith('Seed:'), `${name}: description must quote the seed`);
  }
  assert.deepEqual(spec.components.schemas.Site.required, ['id']);
  assert.deepEqual(spec.components.schemas.Site.properties.name.type, ['string', 'null']);
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
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  assert.equal(pkg.exports?.['./openapi.yaml'], './src/api/openapi.yaml');
  const published = (pkg.files ?? []).some(
    (/** @type {string} */ entry) => entry === 'src/api/openapi.yaml' || 'src/api/openapi.yaml'.startsWith(entry.replace(/\/?$/, '/')),
  );
  assert.ok(published, '"files" publishes src/api/openapi.yaml');
  // Self-reference through the package's own "exports".
  const resolved = fileURLToPath(import.meta.resolve(`${pkg.name}/openapi.yaml`));
  assert.equal(resolved, specPath);
});
