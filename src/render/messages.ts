/**
 * The kit's own words. English is built in; every other language is one
 * file, src/render/messages/<lang>.ts, holding all of the kit's words in it
 * (one table per language, registered by its code, as Shoelace and Web
 * Awesome do), a chunk of its own that the provider loads (`loadMessages`)
 * before its elements render, so an English page downloads no other
 * language and a page in one language no other. An element picks
 * the table of its active locale's language and falls back to English;
 * every default text can also be replaced through a slot.
 */
import {languageOf} from '../api/records.js';
// Every language's table, loaded on demand (generated from src/render/messages/<lang>.ts).
import {loaders} from './messages.gen.js';

const en = {
  loading: 'Loading…',
  error: 'This content could not be loaded.',
  retry: 'Try again',
  notFound: 'Not found.',
  loadingMore: 'Loading more…',
  notConfigured: 'The content provider is not configured.',
  tags: 'Tags',
};

/**
 * The words of a failed request's error state. Not in the core's English
 * table: the typed errors (errors.ts), loaded with the first failure, carry
 * the English ones; other languages' tables have their own.
 */
export type FailureWords = {
  unknownSite: (key: string) => string;
  needsKey: string;
  offline: string;
  /** The base URL (`base-url`) answered, but not as the API does. */
  notApi: (baseUrl: string) => string;
};

/**
 * What a list says once "more" brought a page ("3 more loaded"). Not in the
 * core's English table: the paging code (paging.ts, loaded on the first
 * press of a list's "more", and with `<site-search>`) carries the English
 * words; other languages' tables have their own.
 */
export type PagingWords = {
  /** `locale`: the active one, for the count's digits and form (the language's own by default). */
  loadedMore: (n: number, locale?: string) => string;
};

export type Messages = typeof en & Partial<FailureWords & PagingWords & EmbedWords>;

/**
 * The words of an embed's placeholder (render/embed.ts, in the rich-content
 * chunk, carries the English ones); other languages' tables have their own.
 */
export type EmbedWords = {
  embedLoad: (host: string) => string;
  embedNote: (host: string) => string;
  embedTitle: (host: string) => string;
};

/** The core's English words: every element shows some of them. */
export type CoreWords = typeof en;

/**
 * Words of one element only. Each element keeps its English words in its
 * folder, `site-x/site-x.words.ts` (`export const words = {…} satisfies
 * Words`), bundled with the element, so a page loads only the words it
 * shows; it merges them under the active table: `get t() { return {...WORDS,
 * ...super.t} }`.
 */
export type Words = Record<string, string | ((...args: never[]) => string)>;

/**
 * A translation of a table of words: every key of it and no other, each a
 * string or a function of the same arguments. A language is one file,
 * src/render/messages/<lang>.ts: `export default {…} satisfies
 * Translation<AllWords>` (AllWords, generated in messages.gen.ts: the core's,
 * the failures', paging's, embeds' and every element's words), so `tsc`
 * fails on a missing, extra or differently called word.
 */
export type Translation<T extends Words> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

const tables: Record<string, Messages & Words> = {en};

/**
 * Loads the table of a locale's language once; resolves when it is there (or
 * when the language has no table, or its chunk failed: English is used).
 */
export async function loadMessages(locale: string | undefined): Promise<void> {
  const lang = languageOf(locale);
  if (tables[lang] || !loaders[lang]) return;
  try {
    tables[lang] = (await loaders[lang]()).default;
  } catch {
    // English it is: a missing translation must never blank an element.
  }
}

/** The message table for a locale ("de-AT" → German), English by default. */
export function messages(locale: string | undefined): Messages {
  return tables[languageOf(locale)] ?? en;
}
