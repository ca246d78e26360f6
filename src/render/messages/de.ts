import type {FailureWords, Messages, PagingWords, Translation} from '../messages.js';

/**
 * The core words in German (each element's own are in its folder,
 * site-x/site-x.words.de.ts); de.gen.ts merges them into the German chunk.
 */
export default {
  loading: 'Wird geladen…',
  error: 'Dieser Inhalt konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  notFound: 'Nicht gefunden.',
  loadingMore: 'Weitere werden geladen…',
  loadedMore: (n: number) => `${n} weitere geladen`,
  unknownSite: (key: string) => `Unbekannter Site-Schlüssel „${key}“.`,
  needsKey: 'Die API verlangt einen gültigen Schlüssel.',
  notConfigured: 'Der Inhaltsanbieter ist nicht konfiguriert.',
  offline: 'Keine Verbindung zum Inhaltsserver.',
  notApi: (baseUrl: string) => `Diese Basis-URL sieht nicht nach der API aus: ${baseUrl}`,
  tags: 'Schlagwörter',
} satisfies Translation<Messages & FailureWords & PagingWords>;
