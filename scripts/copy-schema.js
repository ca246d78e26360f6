// tsc does not copy hand-placed .d.ts files: put the generated API types beside client.d.ts.
import {copyFileSync, mkdirSync} from 'node:fs';

mkdirSync('dist/lib/api', {recursive: true});
copyFileSync('src/api/schema.d.ts', 'dist/lib/api/schema.d.ts');
