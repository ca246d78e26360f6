import type {AllWords} from '../messages.gen.js';
import type {Translation} from '../messages.js';
import {plural} from '../plural.js';

const LANG = 'it';

/**
 * Every word of the kit in Italian: the core's and every element's, one table
 * loaded on demand on Italian pages. Quotes « ».
 */
export default {
  // The core (src/render/messages.ts)
  loading: 'Caricamento…',
  error: 'Impossibile caricare questo contenuto.',
  retry: 'Riprova',
  notFound: 'Non trovato.',
  loadingMore: 'Caricamento di altri elementi…',
  notConfigured: 'Il fornitore di contenuti non è configurato.',
  tags: 'Tag',
  // A failed request (src/api/errors.ts)
  unknownSite: (key: string) => `Chiave del sito sconosciuta: «${key}».`,
  needsKey: 'L’API richiede una chiave valida.',
  offline: 'Nessuna connessione al server dei contenuti.',
  notApi: (baseUrl: string) => `Questo URL di base non sembra l’API: ${baseUrl}`,
  // "More" (src/internal/paging.ts)
  loadedMore: (n: number, locale = LANG) => plural(locale, n, {one: 'Caricato # altro elemento', many: 'Caricati altri # di elementi', other: 'Caricati altri # elementi'}),
  // An embed's placeholder (src/render/embed.ts)
  embedLoad: (host: string) => `Carica i contenuti da ${host}`,
  embedNote: (host: string) => `Caricandoli si inviano dati a ${host}.`,
  embedTitle: (host: string) => `Contenuti incorporati da ${host}`,
  // <site-event>
  addToCalendar: 'Aggiungi al calendario',
  performers: 'Con',
  tickets: 'Biglietti',
  cancelled: 'Annullato',
  freeEntry: 'Ingresso libero',
  map: 'Mappa',
  partOf: 'Parte di',
  festivalEvents: 'Eventi del festival',
  // <site-event-calendar>
  previousMonth: 'Mese precedente',
  nextMonth: 'Mese successivo',
  dayWithEvents: (day: string) => `${day}, eventi`,
  noEventsIn: (month: string) => `Nessun evento a ${month}`,
  eventsOn: (day: string) => `Eventi del ${day}`,
  // <site-events>
  noEvents: 'Nessun evento',
  noUpcomingEvents: 'Nessun evento in programma',
  moreEvents: 'Altri eventi',
  fromPrice: (price: string) => `da ${price}`,
  // <site-news>
  noNews: 'Ancora nessuna notizia',
  moreNews: 'Altre notizie',
  // <site-news-archive>
  noArchive: 'Ancora nessun articolo',
  archive: 'Archivio',
  allTags: 'Tutti',
  // <site-page>, <site-pages>
  visit: (title: string) => `Vai a ${title}`,
  newTab: '(si apre in una nuova scheda)',
  noPages: 'Nessuna pagina',
  pages: 'Pagine',
  // <site-product>, <site-products>
  buy: 'Acquista',
  free: 'Gratis',
  artists: 'Artisti',
  released: 'Uscita',
  version: 'Versione',
  option: (n: number, locale = LANG) => plural(locale, n, {other: 'Opzione #'}),
  noProducts: 'Nessun prodotto',
  moreProducts: 'Altri prodotti',
  from: (price: string) => `da ${price}`,
  // <site-profile>, <site-profiles>
  events: 'Eventi',
  products: 'Prodotti',
  noProfiles: 'Nessun profilo',
  moreProfiles: 'Altri profili',
  // <site-search>
  search: 'Cerca',
  searchResults: 'Risultati della ricerca',
  searchHint: (n: number, locale = LANG) => plural(locale, n, {one: 'Digita almeno # carattere per cercare.', other: 'Digita almeno # caratteri per cercare.'}),
  searching: 'Ricerca in corso…',
  results: (n: number, locale = LANG) => plural(locale, n, {one: '# risultato', many: '# di risultati', other: '# risultati'}),
  noResults: (q: string) => `Nessun risultato per «${q}»`,
  moreResults: 'Altri risultati',
  closeSearch: 'Chiudi la ricerca',
  profiles: 'Profili',
  // <site-tags>
  noTags: 'Nessun tag',
} satisfies Translation<AllWords>;
