/**
 * Everything the kit's JSON-LD takes, in one module: the builders of
 * render/structured-data.ts and the writer of structured-data.ts. No
 * element's file holds it: the detail elements import it on demand, after
 * their content is shown (their `jsonLd()`), in every build: the package's,
 * and both script-tag builds, where it is a file of its own
 * (elements/structured-data.js, all/structured-data.js).
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

