// tsc does not copy hand-placed .d.ts files: put the generated API types beside client.d.ts.
// The API contract ships too (`site-widgets/openapi.yaml`), from dist/ as everything the package has.
import {copyFileSync, mkdirSync} from 'node:fs';

mkdirSync('dist/lib/api', {recursive: true});
copyFileSync('src/api/schema.d.ts', 'dist/lib/api/schema.d.ts');
copyFileSync('src/api/openapi.yaml', 'dist/openapi.yaml');
