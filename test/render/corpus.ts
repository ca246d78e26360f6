/**
 * Hostile HTML for the sanitizer tests (sanitize.test.ts) and the strict-CSP
 * corpus test (test/csp-corpus.test.ts): the corpus lives in
 * demo/api/corpus.js, a plain module the demo API serves as the `corpus`
 * site too, so the vectors the sanitizer meets here are the ones every field
 * of every element meets there. See that module for what an entry is.
 */
import {CORPUS, FAMILIES, FIELD_KINDS, REQUIRED_FAMILIES, parseKeep as parse} from '../../demo/api/corpus.js';

export interface CorpusEntry {
  /** Unique; every payload of the entry, if it ran, calls `__xss(id)` or `__xss(id + '#n')`. */
  id: string;
  /** One of FAMILIES. */
  family: keyof typeof FAMILIES;
  /** The payload wrapped in harmless formatting. */
  html: string;
  /** The entry as a URL, for href and src fields. */
  url: string;
  /** Harmless formatting that must survive, `"<selector>:<text>"`. */
  keep: string[];
}

export const corpus = CORPUS as readonly CorpusEntry[];
export {FAMILIES, FIELD_KINDS, REQUIRED_FAMILIES};

/** Splits a `keep` item into its selector and expected text. */
export const parseKeep: (item: string) => {selector: string; text: string} = parse;
