/**
 * The kit's own words, in the languages the demo site speaks. An element
 * picks the table of its active locale's language and falls back to English;
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
};

export type Messages = typeof en;

const de: Messages = {
  loading: 'Wird geladen…',
  error: 'Dieser Inhalt konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  notFound: 'Nicht gefunden.',
  noEvents: 'Keine Veranstaltungen',
  noUpcomingEvents: 'Keine anstehenden Veranstaltungen',
  moreEvents: 'Weitere Veranstaltungen',
  loadingMore: 'Weitere werden geladen…',
  loadedMore: (n: number) => `${n} weitere geladen`,
  tickets: 'Tickets',
  cancelled: 'Abgesagt',
  postponed: 'Verschoben',
  soldout: 'Ausverkauft',
  unknownSite: (key: string) => `Unbekannter Site-Schlüssel „${key}“.`,
  badToken: 'Die API hat das Token abgelehnt.',
  notConfigured: 'Der Inhaltsanbieter ist nicht konfiguriert.',
  offline: 'Keine Verbindung zum Inhaltsserver.',
};

const tables: Record<string, Messages> = {en, de};

/** The message table for a locale ("de-AT" → German), English by default. */
export function messages(locale: string | undefined): Messages {
  const language = (locale ?? 'en').toLowerCase().split('-')[0];
  return tables[language] ?? en;
}
