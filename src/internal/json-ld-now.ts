/**
 * The detail elements' way to their JSON-LD: each imports its builder from
 * here and hands it to `loadJsonLd()`, so that its file carries that builder
 * and the writer, and its page makes no request for them.
 *
 * The one-file build swaps this module for one whose `loadJsonLd()` imports
 * json-ld.ts on demand (with every builder) and whose builders are
 * placeholders, so that file carries none of it (scripts/build-bundle.js).
 * Elements therefore build their items with the builders they are given
 * back (`structuredItems(item, builders)`), never with the ones they import.
 */
import {publishBuilt} from './structured-data.js';
import type {Build, Builders} from './json-ld.js';

export {eventData, newsData, productData, profileData} from '../render/structured-data.js';

/** The JSON-LD module's interface, at hand, with the element's own builders. */
export const loadJsonLd = (own: Partial<Builders>) =>
  Promise.resolve({publishWith: (host: Element, build?: Build) => publishBuilt(host, build && (() => build(own as Builders)))});
