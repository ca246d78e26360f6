/**
 * The kit's own words. English is built in; other languages are chunks of
 * their own that the provider loads (`loadMessages`) before its elements
 * render, so an English page downloads no other language. An element picks
 * the table of its active locale's language and falls back to English;
 * every default text can also be replaced through a slot.
 */
const en = {
  loading: 'Loading…',
  error: 'This content could not be loaded.',
  retry: 'Try again',
  notFound: 'Not found.',
  noEvents: 'No events',
  noUpcomingEvents: 'No upcoming events',
  moreEvents: 'More events',
  loadingMore: 'Loading more…',
  loadedMore: (n: number) => `${n} more loaded`,
  tickets: 'Tickets',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  soldout: 'Sold out',
  unknownSite: (key: string) => `Unknown site key “${key}”.`,
  badToken: 'The API refused the token.',
  notConfigured: 'The content provider is not configured.',
  offline: 'No connection to the content server.',
  subPages: (title: string) => `Pages under ${title}`,
  tags: 'Tags',
};

export type Messages = typeof en;

/**
 * Words of one element only. Each element keeps its English words in its own
 * chunk (so a page loads only the words it shows) and merges them under the
 * active table: `get t() { return {...WORDS, ...super.t} }`. The German
 * table holds every element's words; it loads only on German pages.
 */
export type Words = Record<string, string | ((...args: never[]) => string)>;

const tables: Record<string, Messages & Words> = {en};

/** The languages the kit speaks besides English, each loaded on demand. */
const loaders: Record<string, () => Promise<{default: Messages & Words}>> = {
  de: () => import('./messages/de.js'),
};

const language = (locale: string | undefined) => (locale ?? 'en').toLowerCase().split('-')[0];

/**
 * Loads the table of a locale's language once; resolves when it is there (or
 * when the language has no table, or its chunk failed: English is used).
 */
export async function loadMessages(locale: string | undefined): Promise<void> {
  const lang = language(locale);
  if (tables[lang] || !loaders[lang]) return;
  try {
    tables[lang] = (await loaders[lang]()).default;
  } catch {
    // English it is: a missing translation must never blank an element.
  }
}

/** The message table for a locale ("de-AT" → German), English by default. */
export function messages(locale: string | undefined): Messages {
  return tables[language(locale)] ?? en;
}
