/**
 * Everything the kit's JSON-LD takes, in one module: the builders of
 * render/structured-data.ts and the writer of structured-data.ts. The core
 * holds none of it. A list with `structured-data` loads this module after
 * its items are shown (the script-tag build's `structured-data.js`); so
 * does a detail element in the one-file build. Elsewhere a detail element
 * has its own builder and the writer in its file (json-ld-now.ts), so its
 * page makes no request for them.
 */
import * as builders from '../render/structured-data.js';
import {publishBuilt, type StructuredItem} from './structured-data.js';

export type Builders = typeof builders;

/** A way to build an element's items from the builders it is given. */
export type Build = (b: Builders) => StructuredItem[] | undefined;

/** Publishes what `build` makes with the builders as `host`'s block, or takes the block away without one. */
export function publishWith(host: Element, build?: Build): void {
  publishBuilt(host, build && (() => build(builders)));
}

/** What json-ld.ts needs of a list element (SiteListElement) with `structured-data`. */
export interface ListHost extends Element {
  structuredData?: boolean;
  task: {value?: unknown};
  structuredItems?(result: unknown, build: Builders): StructuredItem[];
  publishStructuredData?(result?: unknown): void;
}

/**
 * Gives a list with `structured-data` its publishStructuredData hook (the
 * core calls it when the list shows new items and when it leaves the page)
 * and publishes what it holds now, if it is still on the page; with the
 * attribute gone, the same hook takes its block away.
 */
export function adopt(host: ListHost): void {
  host.publishStructuredData = (result) =>
    publishWith(host, result && host.structuredData ? (b) => host.structuredItems?.(result, b) : undefined);
  // A list that left the page while this module loaded publishes nothing (its leaving found no hook to call).
  if (host.isConnected) host.publishStructuredData(host.task.value);
}
