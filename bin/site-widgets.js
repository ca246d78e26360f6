#!/usr/bin/env node
// @ts-check
/**
 * The package's `site-widgets` command (`npx site-widgets proxy …`). The
 * command itself is built from src/proxy/cli.ts into dist/lib/proxy/cli.js;
 * this file stays in the repository so `npx site-widgets` also answers in a
 * fresh clone, saying to build first rather than `site-widgets: not found`.
 */
import {existsSync} from 'node:fs';

const cli = new URL('../dist/lib/proxy/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('site-widgets: run `npm run build` first (dist/lib/proxy/cli.js is missing)');
  process.exit(1);
}
await import(cli.href);
