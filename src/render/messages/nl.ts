import type {AllWords} from '../messages.gen.js';
import type {Translation} from '../messages.js';
import {plural} from '../plural.js';

const LANG = 'nl';

/**
 * Every word of the kit in Dutch: the core's and every element's, one table
 * loaded on demand on Dutch pages. Quotes ‘ ’.
 */
export default {
  // The core (src/render/messages.ts)
  loading: 'Laden…',
  error: 'Deze inhoud kon niet worden geladen.',
  retry: 'Opnieuw proberen',
  notFound: 'Niet gevonden.',
  loadingMore: 'Meer laden…',
  notConfigured: 'De contentprovider is niet ingesteld.',
  tags: 'Labels',
  // A failed request (src/api/errors.ts)
  unknownSite: (key: string) => `Onbekende sitesleutel ‘${key}’.`,
  needsKey: 'De API vraagt om een geldige sleutel.',
  offline: 'Geen verbinding met de contentserver.',
  notApi: (baseUrl: string) => `Deze basis-URL lijkt niet op de API: ${baseUrl}`,
  // "More" (src/internal/paging.ts)
  loadedMore: (n: number, locale = LANG) => plural(locale, n, {one: 'Nog # item geladen', other: 'Nog # items geladen'}),
  // An embed's placeholder (src/render/embed.ts)
  embedLoad: (host: string) => `Inhoud van ${host} laden`,
  embedNote: (host: string) => `Bij het laden worden gegevens naar ${host} gestuurd.`,
  embedTitle: (host: string) => `Ingesloten inhoud van ${host}`,
  // <site-event>
  addToCalendar: 'Toevoegen aan agenda',
  performers: 'Met',
  tickets: 'Kaarten',
  cancelled: 'Geannuleerd',
  freeEntry: 'Gratis toegang',
  map: 'Kaart',
  partOf: 'Onderdeel van',
  festivalEvents: 'Evenementen van het festival',
  // <site-event-calendar>
  previousMonth: 'Vorige maand',
  nextMonth: 'Volgende maand',
  dayWithEvents: (day: string) => `${day}, evenementen`,
  noEventsIn: (month: string) => `Geen evenementen in ${month}`,
  eventsOn: (day: string) => `Evenementen op ${day}`,
  // <site-events>
  noEvents: 'Geen evenementen',
  noUpcomingEvents: 'Geen komende evenementen',
  moreEvents: 'Meer evenementen',
  fromPrice: (price: string) => `vanaf ${price}`,
  // <site-news>
  noNews: 'Nog geen nieuws',
  moreNews: 'Meer nieuws',
  // <site-news-archive>
  noArchive: 'Nog geen berichten',
  archive: 'Archief',
  allTags: 'Alle',
  // <site-page>, <site-pages>
  visit: (title: string) => `Ga naar ${title}`,
  newTab: '(opent in een nieuw tabblad)',
  noPages: 'Geen pagina’s',
  pages: 'Pagina’s',
  // <site-product>, <site-products>
  buy: 'Kopen',
  free: 'Gratis',
  artists: 'Artiesten',
  released: 'Verschenen',
  version: 'Versie',
  option: (n: number, locale = LANG) => plural(locale, n, {other: 'Optie #'}),
  noProducts: 'Geen producten',
  moreProducts: 'Meer producten',
  from: (price: string) => `vanaf ${price}`,
  // <site-profile>, <site-profiles>
  events: 'Evenementen',
  products: 'Producten',
  noProfiles: 'Geen profielen',
  moreProfiles: 'Meer profielen',
  // <site-search>
  search: 'Zoeken',
  searchResults: 'Zoekresultaten',
  searchHint: (n: number, locale = LANG) => plural(locale, n, {one: 'Typ minstens # teken om te zoeken.', other: 'Typ minstens # tekens om te zoeken.'}),
  searching: 'Bezig met zoeken…',
  results: (n: number, locale = LANG) => plural(locale, n, {one: '# resultaat', other: '# resultaten'}),
  noResults: (q: string) => `Geen resultaten voor ‘${q}’`,
  moreResults: 'Meer resultaten',
  closeSearch: 'Zoeken sluiten',
  profiles: 'Profielen',
  // <site-tags>
  noTags: 'Geen labels',
} satisfies Translation<AllWords>;
