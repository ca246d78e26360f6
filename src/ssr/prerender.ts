/**
 * `npx site-widgets prerender <html files or folders> --site <key> [--out DIR]
 * [--upstream URL] [--strict]`: renderPage() (./render.ts) over the pages of a
 * static site, at build time, after any static site generator.
 *
 * - The key comes from the environment, `VENUE_API_KEY`, never from the
 *   command line (where `ps` and the shell history would show it); it is sent
 *   to `--upstream` only, and no output (page, message) holds it.
 * - The site is checked once (`GET /site`) before any page: an unknown site,
 *   a refused key or an API that does not answer stops the command with one
 *   line and nothing written.
 * - One request per distinct resource for the whole run: every page's
 *   providers ask through one fetch that asks each address once
 *   (`onceEach`).
 * - An element whose request fails is left for the browser and named (page,
 *   element, URL), one line each; the exit is non-zero for it only with
 *   `--strict`.
 *
 * Node APIs are fine here (a command); render.ts stays free of them.
 */
import {existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {basename, dirname, join, relative, resolve, sep} from 'node:path';
import {parseArgs} from 'node:util';
import {createSiteClient, isSiteError} from '../api/client.js';
import {onceEach} from './once-each.js';
import {DEFAULT_UPSTREAM, renderPage, type RenderFailure, type RenderOptions, type RenderResult} from './render.js';

const USAGE = `Usage: VENUE_API_KEY=… npx site-widgets prerender <html files or folders> --site <key> [options]

Puts the content of the kit's elements into the pages themselves (the output of
any static site generator): each element of the site's <site-content-provider>
gets its content as Declarative Shadow DOM, and the provider an island of the
answers it came from, so the page shows its content before any script runs
(and with none) and the browser asks for nothing on load. Folders are searched
for *.html files; a page without the kit's elements is written unchanged.

Options:
  --site <key>        the site key (required): only its providers are rendered
  --out <dir>         write the pages under <dir> (created when missing), each at
                      its path relative to the folder it was found in (a file
                      named directly: <dir>/<its name>); only the HTML files are
                      written there. Without --out the pages are rewritten in place.
  --upstream <url>    the API to ask (default ${DEFAULT_UPSTREAM}), whatever
                      base-url the pages' providers name for the browser
  --origin <url>      where the pages will be served (https://www.example.com):
                      each page's address, which the detail elements' JSON-LD
                      names; without it their JSON-LD is left to the browser
  --strict            exit with 1 when an element could not be rendered (by
                      default it is named, left for the browser, and the exit is 0)
  -h, --help          print this help

The API key is read from the environment variable VENUE_API_KEY; it goes to the
API only, never into a page. The site is checked once before any page: an
unknown site or a refused key stops the command with nothing written.

No --media-base (the proxy's option): prerender fetches no image. The pages
name images where the browser does, at the provider's media-base-url, else
<base-url>/media/ (which the proxy serves from its --media-base).

After a build, against the demo API (\`npm run api\`, its key is demo-token):

  VENUE_API_KEY=demo-token npx site-widgets prerender _site --site demo \\
    --upstream http://127.0.0.1:8787`;

/** What a run says: `out` the summary, `err` what went wrong (each a line). */
export interface Io {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

// Straight to the streams: the console is gathered while pages render (listen()).
const processIo: Io = {env: process.env, out: (line) => process.stdout.write(`${line}\n`), err: (line) => process.stderr.write(`${line}\n`)};

/** What ends the run before any page is written (a usage error, the site's check): said, with the exit code. */
class Stop extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/** One page of the run: where it is read, where it is written, and its path under its folder (its address). */
interface Page {
  source: string;
  target: string;
  path: string;
}

/**
 * The command: `argv` are its arguments after `prerender`. Resolves with the
 * exit code; says what it did and what failed through `io`, never with the
 * key in it.
 */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  let key = '';
  // Whatever an answer or an error quotes, the key is never said.
  const redact = (text: string) => (key ? text.split(key).join('***') : text);
  const say = (line: string) => io.out(redact(line));
  const warn = (line: string) => io.err(redact(line.replace(/\s*\n\s*/g, ' ')));
  try {
    const {values, positionals} = parse(argv);
    if (values.help) {
      say(USAGE);
      return 0;
    }
    const site = values.site;
    if (!site) throw new Stop(`--site <key> is required.\n\n${USAGE}`, 2);
    if (values['media-base'] !== undefined) {
      throw new Stop(
        '--media-base is the proxy’s option: prerender fetches no image, and the pages name images where the browser does (the provider’s media-base-url, else <base-url>/media/, which the proxy serves from its --media-base). To point them at the storage itself, set media-base-url on <site-content-provider>.',
        2,
      );
    }
    if (!positionals.length) throw new Stop(`Name the HTML files or folders to render.\n\n${USAGE}`, 2);
    const upstream = (values.upstream ?? DEFAULT_UPSTREAM).replace(/\/+$/, '');
    const origin = values.origin;
    if (origin !== undefined && (!/^https?:\/\/[^/]/i.test(origin) || !URL.canParse(origin))) throw new Stop(`--origin takes the http(s) address the pages will be served at, not "${origin}".`, 2);
    if (!/^https?:\/\/[^/]/i.test(upstream) || !URL.canParse(upstream)) throw new Stop(`--upstream takes an http(s) URL, not "${upstream}".`, 2);
    key = io.env.VENUE_API_KEY?.trim() ?? '';
    if (!key) throw new Stop(`Set the API key in the environment first: VENUE_API_KEY=… npx site-widgets prerender … --site ${site}`, 1);
    const out = values.out === undefined ? undefined : resolve(values.out);
    if (out && existsSync(out) && !statSync(out).isDirectory()) throw new Stop(`--out names a file, not a folder: ${values.out}`, 2);
    const pages = gather(positionals, out);

    const started = performance.now();
    const fetch = onceEach();
    await checkSite(upstream, site, key, fetch);

    // The island says when each answer was fetched: the run's start, never later than the truth, so
    // that a browser never takes an answer for fresher than it is.
    const fetchedAt = Date.now();
    const options = {upstream, apiKey: key, siteKey: site, fetch, now: () => fetchedAt};
    const stats = {written: 0, unchanged: 0, rendered: 0, failures: 0};
    // What a strict CSP must allow for the styles of all the pages written (renderPage's styleSources).
    const styles = new Set<string>();
    const heard = listen();
    try {
      for (const page of pages) {
        const name = shown(page.source);
        const bytes = readFileSync(page.source);
        const html = bytes.toString('utf8');
        const result = await renderOne(html, page, options, origin, warn);
        for (const failure of result.failures) warn(describe(name, failure, upstream));
        // What the elements said in the console, with the page named; not the failures again.
        for (const line of heard.take()) if (!result.failures.some((f) => f.message && line.includes(f.message))) warn(`${name}: ${line}`);
        if (result.html === html && !result.failures.length && /<site-content-provider\b/i.test(html) && !hasProvider(html, site)) {
          warn(`${name}: no <site-content-provider site-key="${site}"> in it: written as it was`);
        }
        const unchanged = result.html === html;
        if (!(unchanged && page.target === page.source)) {
          mkdirSync(dirname(page.target), {recursive: true});
          // Unchanged: the very bytes it had.
          writeFileSync(page.target, unchanged ? bytes : result.html);
        }
        stats.written++;
        stats.unchanged += unchanged ? 1 : 0;
        stats.rendered += result.rendered;
        stats.failures += result.failures.length;
        for (const source of result.styleSources) styles.add(source);
      }
    } finally {
      heard.stop();
    }
    const ms = performance.now() - started;
    const time = ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
    const pagesDone = out
      ? `${plural(stats.written, 'page')} written to ${shown(out)} (${stats.unchanged} of them unchanged)`
      : `${plural(stats.written, 'page')}: ${stats.written - stats.unchanged} rewritten in place, ${stats.unchanged} unchanged`;
    // 'unsafe-hashes' first: it applies to the attributes' hashes that follow it.
    const sources = [...styles].sort((a, b) => Number(b === "'unsafe-hashes'") - Number(a === "'unsafe-hashes'"));
    if (sources.length) say(`Under a strict Content-Security-Policy, add to style-src: ${sources.join(' ')}`);
    say(`site-widgets prerender: ${pagesDone}, ${plural(stats.rendered, 'element')} rendered, ${plural(stats.failures, 'failure')}, in ${time}`);
    return stats.failures && values.strict ? 1 : 0;
  } catch (error) {
    const message = error instanceof Stop ? error.message : ((error as Error)?.message ?? String(error));
    // A usage error ends with the help, on lines of its own; anything else is one line.
    (message.includes(USAGE) ? (text: string) => io.err(redact(text)) : warn)(`site-widgets prerender: ${message}`);
    return error instanceof Stop ? error.code : 1;
  }
}

/** The "element" of a failure of the whole page (renderPage threw): the page is written as it was. */
const PAGE = '';

/** One page rendered; its failures (a page that could not be rendered is one) to say. */
async function renderOne(html: string, page: Page, options: RenderOptions, origin: string | undefined, warn: (line: string) => void): Promise<RenderResult> {
  if (/<script\b[^>]*\sdata-site-answers\b/i.test(html)) {
    // renderPage leaves rendered elements as they are, but would add a second island to each provider.
    warn(`${shown(page.source)}: rendered before (it holds an island of answers): written as it was; render the generator's output afresh for new content`);
    return {html, rendered: 0, failures: [], styleSources: []};
  }
  let result: RenderResult;
  try {
    // The page's address where it will be served; without --origin a stand-in, and no JSON-LD (it would name the stand-in).
    result = await renderPage(html, {...options, url: new URL(encodeURI(page.path), origin ?? 'http://localhost/').href, jsonLd: origin !== undefined});
  } catch (error) {
    return {html, rendered: 0, failures: [{element: PAGE, message: (error as Error)?.message ?? String(error)}], styleSources: []};
  }
  // Never written anywhere, whatever happened.
  if (options.apiKey && result.html.includes(options.apiKey) && !html.includes(options.apiKey)) {
    return {html, rendered: 0, failures: [{element: PAGE, message: 'its rendering held the API key'}], styleSources: []};
  }
  return result;
}

/** Runs the command in this process: its exit code becomes the process's. */
export async function run(argv: string[]): Promise<void> {
  process.exitCode = await main(argv);
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        site: {type: 'string'},
        out: {type: 'string'},
        upstream: {type: 'string'},
        origin: {type: 'string'},
        'media-base': {type: 'string'},
        strict: {type: 'boolean'},
        help: {type: 'boolean', short: 'h'},
      },
    });
  } catch (error) {
    throw new Stop(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
}

/**
 * The pages to render, in the order given (a folder's in path order): each
 * file once, and no two written to the same place. Nothing is read or
 * written yet.
 */
function gather(inputs: string[], out: string | undefined): Page[] {
  const pages = new Map<string, Page>();
  const targets = new Map<string, string>();
  for (const input of inputs) {
    const at = resolve(input);
    if (!existsSync(at)) throw new Stop(`No such file or folder: ${input}`, 2);
    const found = statSync(at).isDirectory() ? walk(at, out).map((source) => ({source, path: relative(at, source)})) : [{source: at, path: basename(at)}];
    for (const {source, path} of found) {
      if (pages.has(source)) continue;
      const target = out ? join(out, path) : source;
      const other = targets.get(target);
      if (other) throw new Stop(`${shown(other)} and ${shown(source)} would both be written to ${shown(target)}: give them to separate runs (or separate --out folders).`, 2);
      targets.set(target, source);
      pages.set(source, {source, target, path: path.split(sep).join('/')});
    }
  }
  return [...pages.values()];
}

/** The *.html files under a folder, in path order; the output folder (when inside) and symlinked folders are not entered. */
function walk(dir: string, skip: string | undefined, into: string[] = []): string[] {
  const entries = readdirSync(dir, {withFileTypes: true}).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== skip) walk(path, skip, into);
    } else if (/\.html$/i.test(entry.name) && (entry.isFile() || (entry.isSymbolicLink() && statSync(path, {throwIfNoEntry: false})?.isFile()))) {
      into.push(path);
    }
  }
  return into;
}

/**
 * Checks the site once, before any page: anything but the site's settings
 * stops the run (a Stop, one line, never the key). The answer is kept by
 * `fetch`: the pages' providers ask for it again and get it without a request.
 */
async function checkSite(upstream: string, site: string, key: string, fetch: typeof globalThis.fetch): Promise<void> {
  const client = createSiteClient({baseUrl: upstream, siteKey: site, token: key, fetch, attempts: 2, cacheTtl: 0});
  try {
    await client.site();
  } catch (error) {
    const nothing = 'Nothing was written.';
    if (!isSiteError(error)) throw new Stop(`the site "${site}" could not be read from ${upstream}: ${(error as Error)?.message ?? error}. ${nothing}`, 1);
    const answered = `GET ${error.url} answered HTTP ${error.status}`;
    const said = (error as {body?: {message?: unknown}}).body?.message;
    const because = typeof said === 'string' && said ? `: ${said.slice(0, 200)}` : '';
    switch (error.kind) {
      case 'auth':
        throw new Stop(`the API refused the key in VENUE_API_KEY for site "${site}" (${answered}${because}): check the key. ${nothing}`, 1);
      case 'not-found':
        throw new Stop(`unknown site "${site}" at ${upstream} (${answered}${because}). ${nothing}`, 1);
      case 'network': {
        // Node's fetch says "fetch failed"; its cause says why (ECONNREFUSED, ENOTFOUND…).
        const cause = error.cause as {message?: string; cause?: {code?: string; message?: string}} | undefined;
        const why = cause?.cause?.code ?? cause?.cause?.message ?? cause?.message;
        throw new Stop(`no answer from ${error.url}${why ? ` (${why})` : ''}: check --upstream and the network. ${nothing}`, 1);
      }
      case 'timeout':
        throw new Stop(`${error.message.replace(/^No/, 'no')} Check --upstream and the network. ${nothing}`, 1);
      case 'not-api':
        throw new Stop(`--upstream ${upstream} does not look like the API (${answered}, not the API's JSON). ${nothing}`, 1);
      default:
        throw new Stop(`the site "${site}" could not be read: ${error.message} ${nothing}`, 1);
    }
  }
}

/** One failure, one line: the page, the element, the URL, what happened. */
function describe(page: string, failure: RenderFailure, upstream: string): string {
  const url = failure.url?.startsWith('/') ? upstream + failure.url : failure.url;
  // The client's messages name the URL already ("HTTP 404 from <url>: …"): said once.
  const message = url ? failure.message.split(` from ${url}`).join('') : failure.message;
  if (failure.element === PAGE) return `${page}: could not be rendered, written as it was: ${message}`;
  return `${page}: ${failure.element} left for the browser: ${url ? `GET ${url} failed: ` : ''}${message}`;
}

/** Whether the page has a provider of this site (a quick look: only for a note). */
function hasProvider(html: string, site: string): boolean {
  for (const [tag] of html.matchAll(/<site-content-provider\b[^>]*>/gi)) {
    const value = /\ssite-key\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    if (value && (value[1] ?? value[2] ?? value[3]) === site) return true;
  }
  return false;
}

/** A path as the user named it: relative to the working folder when under it. */
function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
}

/**
 * What is said in the console while pages render (the elements' messages,
 * \`[site-widgets] …\`, written for a page's developer in the browser; Lit's
 * own) gathered instead of printed, for the command to say with the page
 * named.
 */
function listen(): {take(): string[]; stop(): void} {
  const {warn, error} = console;
  const lines: string[] = [];
  console.warn = console.error = (...args: unknown[]) =>
    lines.push(
      args
        .map(String)
        .join(' ')
        .replace(/^\[site-widgets\] /, ''),
    );
  return {
    take: () => lines.splice(0),
    stop: () => {
      console.warn = warn;
      console.error = error;
    },
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

// The run's fetch, exported where it was first (its test imports it from here).
export {onceEach};
