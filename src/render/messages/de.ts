import type {AllWords} from '../messages.gen.js';
import type {Translation} from '../messages.js';
import {plural} from '../plural.js';

const LANG = 'de';

/**
 * Every word of the kit in German: the core's and every element's, one
 * table loaded on demand on German pages (src/render/messages.ts). German
 * quotes „…“; “Tickets” is the word German sites use.
 */
export default {
  // The core (src/render/messages.ts)
  loading: 'Wird geladen…',
  error: 'Dieser Inhalt konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  notFound: 'Nicht gefunden.',
  loadingMore: 'Weitere werden geladen…',
  notConfigured: 'Der Inhaltsanbieter ist nicht konfiguriert.',
  tags: 'Schlagwörter',
  // A failed request (src/api/errors.ts)
  unknownSite: (key: string) => `Unbekannter Site-Schlüssel „${key}“.`,
  needsKey: 'Die API verlangt einen gültigen Schlüssel.',
  offline: 'Keine Verbindung zum Inhaltsserver.',
  notApi: (baseUrl: string) => `Diese Basis-URL sieht nicht nach der API aus: ${baseUrl}`,
  // "More" (src/internal/paging.ts)
  loadedMore: (n: number, locale = LANG) => plural(locale, n, {one: '# weiterer Eintrag geladen', other: '# weitere Einträge geladen'}),
  // An embed's placeholder (src/render/embed.ts)
  embedLoad: (host: string) => `Inhalte von ${host} laden`,
  embedNote: (host: string) => `Beim Laden werden Daten an ${host} übertragen.`,
  embedTitle: (host: string) => `Eingebettete Inhalte von ${host}`,
  // <site-event>
  addToCalendar: 'Zum Kalender hinzufügen',
  performers: 'Mit',
  tickets: 'Tickets',
  cancelled: 'Abgesagt',
  freeEntry: 'Eintritt frei',
  map: 'Karte',
  partOf: 'Teil von',
  festivalEvents: 'Veranstaltungen des Festivals',
  // <site-event-calendar>
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  dayWithEvents: (day: string) => `${day}, Veranstaltungen`,
  noEventsIn: (month: string) => `Keine Veranstaltungen im ${month}`,
  eventsOn: (day: string) => `Veranstaltungen am ${day}`,
  // <site-events>
  noEvents: 'Keine Veranstaltungen',
  noUpcomingEvents: 'Keine anstehenden Veranstaltungen',
  moreEvents: 'Weitere Veranstaltungen',
  fromPrice: (price: string) => `ab ${price}`,
  // <site-news>
  noNews: 'Noch keine Neuigkeiten',
  moreNews: 'Weitere Neuigkeiten',
  // <site-news-archive>
  noArchive: 'Noch keine Beiträge',
  archive: 'Archiv',
  allTags: 'Alle',
  // <site-page>, <site-pages>
  visit: (title: string) => `Weiter zu ${title}`,
  newTab: '(öffnet in einem neuen Tab)',
  noPages: 'Keine Seiten',
  pages: 'Seiten',
  // <site-product>, <site-products>
  buy: 'Kaufen',
  free: 'Kostenlos',
  artists: 'Künstler',
  released: 'Erschienen',
  version: 'Ausführung',
  option: (n: number, locale = LANG) => plural(locale, n, {other: 'Option #'}),
  noProducts: 'Keine Produkte',
  moreProducts: 'Weitere Produkte',
  from: (price: string) => `ab ${price}`,
  // <site-profile>, <site-profiles>
  events: 'Veranstaltungen',
  products: 'Produkte',
  noProfiles: 'Keine Profile',
  moreProfiles: 'Weitere Profile',
  // <site-search>
  search: 'Suche',
  searchResults: 'Suchergebnisse',
  searchHint: (n: number, locale = LANG) => plural(locale, n, {other: 'Mindestens # Zeichen eingeben, um zu suchen.'}),
  searching: 'Suche läuft…',
  results: (n: number, locale = LANG) => plural(locale, n, {one: '# Ergebnis', other: '# Ergebnisse'}),
  noResults: (q: string) => `Keine Ergebnisse für „${q}“`,
  moreResults: 'Weitere Ergebnisse',
  closeSearch: 'Suche schließen',
  profiles: 'Profile',
  // <site-tags>
  noTags: 'Keine Schlagwörter',
} satisfies Translation<AllWords>;
