/**
 * Everything the kit's JSON-LD takes, in one module: the builders of
 * render/structured-data.ts and the writer of structured-data.ts. The core
 * holds none of it: a detail element has its own builder and the writer in
 * its file (json-ld-now.ts), so its page makes no request for them; the
 * one-file build loads this module on demand instead (all/structured-data.js).
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

