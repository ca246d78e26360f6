import type {AllWords} from '../messages.gen.js';
import type {Translation} from '../messages.js';
import {plural} from '../plural.js';

const LANG = 'fr';

/**
 * Every word of the kit in French: the core's and every element's, one table
 * loaded on demand on French pages. French typography: a no-break space
 * (U+00A0) before ':' and narrow ones (U+202F) inside « ».
 */
export default {
  // The core (src/render/messages.ts)
  loading: 'Chargement…',
  error: 'Impossible de charger ce contenu.',
  retry: 'Réessayer',
  notFound: 'Introuvable.',
  loadingMore: 'Chargement de la suite…',
  notConfigured: 'Le fournisseur de contenu n’est pas configuré.',
  tags: 'Mots-clés',
  // A failed request (src/api/errors.ts)
  unknownSite: (key: string) => `Clé de site «\u202f${key}\u202f» inconnue.`,
  needsKey: 'L’API exige une clé valide.',
  offline: 'Pas de connexion au serveur de contenu.',
  notApi: (baseUrl: string) => `Cette URL de base ne ressemble pas à l’API\u00a0: ${baseUrl}`,
  // "More" (src/internal/paging.ts)
  loadedMore: (n: number, locale = LANG) => plural(locale, n, {one: '# autre élément chargé', many: '# d’autres éléments chargés', other: '# autres éléments chargés'}),
  // An embed's placeholder (src/render/embed.ts)
  embedLoad: (host: string) => `Charger le contenu de ${host}`,
  embedNote: (host: string) => `Le charger envoie des données à ${host}.`,
  embedTitle: (host: string) => `Contenu intégré de ${host}`,
  // <site-event>
  addToCalendar: 'Ajouter au calendrier',
  performers: 'Avec',
  tickets: 'Billets',
  cancelled: 'Annulé',
  freeEntry: 'Entrée libre',
  map: 'Plan',
  partOf: 'Fait partie de',
  festivalEvents: 'Événements du festival',
  // <site-event-calendar>
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  dayWithEvents: (day: string) => `${day}, événements`,
  noEventsIn: (month: string) => `Aucun événement en ${month}`,
  eventsOn: (day: string) => `Événements le ${day}`,
  // <site-events>
  noEvents: 'Aucun événement',
  noUpcomingEvents: 'Aucun événement à venir',
  moreEvents: 'Plus d’événements',
  fromPrice: (price: string) => `à partir de ${price}`,
  // <site-news>
  noNews: 'Aucune actualité pour le moment',
  moreNews: 'Plus d’actualités',
  // <site-news-archive>
  noArchive: 'Aucun article pour le moment',
  archive: 'Archives',
  allTags: 'Tous',
  // <site-page>, <site-pages>
  visit: (title: string) => `Aller à ${title}`,
  newTab: '(s’ouvre dans un nouvel onglet)',
  noPages: 'Aucune page',
  pages: 'Pages',
  // <site-product>, <site-products>
  buy: 'Acheter',
  free: 'Gratuit',
  artists: 'Artistes',
  released: 'Sortie',
  version: 'Version',
  option: (n: number, locale = LANG) => plural(locale, n, {other: 'Option #'}),
  noProducts: 'Aucun produit',
  moreProducts: 'Plus de produits',
  from: (price: string) => `à partir de ${price}`,
  // <site-profile>, <site-profiles>
  events: 'Événements',
  products: 'Produits',
  noProfiles: 'Aucun profil',
  moreProfiles: 'Plus de profils',
  // <site-search>
  search: 'Rechercher',
  searchResults: 'Résultats de recherche',
  searchHint: (n: number, locale = LANG) => plural(locale, n, {one: 'Saisissez au moins # caractère pour rechercher.', other: 'Saisissez au moins # caractères pour rechercher.'}),
  searching: 'Recherche…',
  results: (n: number, locale = LANG) => plural(locale, n, {one: '# résultat', many: '# de résultats', other: '# résultats'}),
  noResults: (q: string) => `Aucun résultat pour «\u202f${q}\u202f»`,
  moreResults: 'Plus de résultats',
  closeSearch: 'Fermer la recherche',
  profiles: 'Profils',
  // <site-tags>
  noTags: 'Aucun mot-clé',
} satisfies Translation<AllWords>;
