import type {AllWords} from '../messages.gen.js';
import type {Translation} from '../messages.js';
import {plural} from '../plural.js';

const LANG = 'es';

/**
 * Every word of the kit in Spanish: the core's and every element's, one table
 * loaded on demand on Spanish pages. Quotes « ».
 */
export default {
  // The core (src/render/messages.ts)
  loading: 'Cargando…',
  error: 'No se pudo cargar este contenido.',
  retry: 'Reintentar',
  notFound: 'No encontrado.',
  loadingMore: 'Cargando más…',
  notConfigured: 'El proveedor de contenido no está configurado.',
  tags: 'Etiquetas',
  // A failed request (src/api/errors.ts)
  unknownSite: (key: string) => `Clave de sitio desconocida: «${key}».`,
  needsKey: 'La API requiere una clave válida.',
  offline: 'Sin conexión con el servidor de contenido.',
  notApi: (baseUrl: string) => `Esta URL base no parece ser la API: ${baseUrl}`,
  // "More" (src/internal/paging.ts)
  loadedMore: (n: number, locale = LANG) => plural(locale, n, {one: 'Se cargó # elemento más', many: 'Se cargaron # de elementos más', other: 'Se cargaron # elementos más'}),
  // An embed's placeholder (src/render/embed.ts)
  embedLoad: (host: string) => `Cargar contenido de ${host}`,
  embedNote: (host: string) => `Al cargarlo se envían datos a ${host}.`,
  embedTitle: (host: string) => `Contenido insertado de ${host}`,
  // <site-event>
  addToCalendar: 'Añadir al calendario',
  performers: 'Con',
  tickets: 'Entradas',
  cancelled: 'Cancelado',
  freeEntry: 'Entrada libre',
  map: 'Mapa',
  partOf: 'Parte de',
  festivalEvents: 'Eventos del festival',
  // <site-event-calendar>
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  dayWithEvents: (day: string) => `${day}, eventos`,
  noEventsIn: (month: string) => `No hay eventos en ${month}`,
  eventsOn: (day: string) => `Eventos del ${day}`,
  // <site-events>
  noEvents: 'No hay eventos',
  noUpcomingEvents: 'No hay próximos eventos',
  moreEvents: 'Más eventos',
  fromPrice: (price: string) => `desde ${price}`,
  // <site-news>
  noNews: 'Aún no hay noticias',
  moreNews: 'Más noticias',
  // <site-news-archive>
  noArchive: 'Aún no hay publicaciones',
  archive: 'Archivo',
  allTags: 'Todas',
  // <site-page>, <site-pages>
  visit: (title: string) => `Ir a ${title}`,
  newTab: '(se abre en una pestaña nueva)',
  noPages: 'No hay páginas',
  pages: 'Páginas',
  // <site-product>, <site-products>
  buy: 'Comprar',
  free: 'Gratis',
  artists: 'Artistas',
  released: 'Publicado',
  version: 'Versión',
  option: (n: number, locale = LANG) => plural(locale, n, {other: 'Opción #'}),
  noProducts: 'No hay productos',
  moreProducts: 'Más productos',
  from: (price: string) => `desde ${price}`,
  // <site-profile>, <site-profiles>
  events: 'Eventos',
  products: 'Productos',
  noProfiles: 'No hay perfiles',
  moreProfiles: 'Más perfiles',
  // <site-search>
  search: 'Buscar',
  searchResults: 'Resultados de búsqueda',
  searchHint: (n: number, locale = LANG) => plural(locale, n, {one: 'Escribe al menos # carácter para buscar.', other: 'Escribe al menos # caracteres para buscar.'}),
  searching: 'Buscando…',
  results: (n: number, locale = LANG) => plural(locale, n, {one: '# resultado', many: '# de resultados', other: '# resultados'}),
  noResults: (q: string) => `No hay resultados para «${q}»`,
  moreResults: 'Más resultados',
  closeSearch: 'Cerrar búsqueda',
  profiles: 'Perfiles',
  // <site-tags>
  noTags: 'No hay etiquetas',
} satisfies Translation<AllWords>;
