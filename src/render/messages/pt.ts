import type {AllWords} from '../messages.gen.js';
import type {Translation} from '../messages.js';
import {plural} from '../plural.js';

const LANG = 'pt';

/**
 * Every word of the kit in Portuguese (as Brazil writes it, the language's
 * default in Intl): the core's and every element's, one table loaded on
 * demand on Portuguese pages. Quotes “ ”.
 */
export default {
  // The core (src/render/messages.ts)
  loading: 'Carregando…',
  error: 'Não foi possível carregar este conteúdo.',
  retry: 'Tentar novamente',
  notFound: 'Não encontrado.',
  loadingMore: 'Carregando mais…',
  notConfigured: 'O provedor de conteúdo não está configurado.',
  tags: 'Etiquetas',
  // A failed request (src/api/errors.ts)
  unknownSite: (key: string) => `Chave de site desconhecida: “${key}”.`,
  needsKey: 'A API exige uma chave válida.',
  offline: 'Sem conexão com o servidor de conteúdo.',
  notApi: (baseUrl: string) => `Esta URL base não parece ser a API: ${baseUrl}`,
  // "More" (src/internal/paging.ts)
  loadedMore: (n: number, locale = LANG) => plural(locale, n, {one: 'Mais # item carregado', many: 'Mais # de itens carregados', other: 'Mais # itens carregados'}),
  // An embed's placeholder (src/render/embed.ts)
  embedLoad: (host: string) => `Carregar conteúdo de ${host}`,
  embedNote: (host: string) => `Ao carregar, dados são enviados para ${host}.`,
  embedTitle: (host: string) => `Conteúdo incorporado de ${host}`,
  // <site-event>
  addToCalendar: 'Adicionar à agenda',
  performers: 'Com',
  tickets: 'Ingressos',
  cancelled: 'Cancelado',
  freeEntry: 'Entrada gratuita',
  map: 'Mapa',
  partOf: 'Parte de',
  festivalEvents: 'Eventos do festival',
  // <site-event-calendar>
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  dayWithEvents: (day: string) => `${day}, eventos`,
  noEventsIn: (month: string) => `Nenhum evento em ${month}`,
  eventsOn: (day: string) => `Eventos em ${day}`,
  // <site-events>
  noEvents: 'Nenhum evento',
  noUpcomingEvents: 'Nenhum evento programado',
  moreEvents: 'Mais eventos',
  fromPrice: (price: string) => `a partir de ${price}`,
  // <site-news>
  noNews: 'Ainda não há notícias',
  moreNews: 'Mais notícias',
  // <site-news-archive>
  noArchive: 'Ainda não há publicações',
  archive: 'Arquivo',
  allTags: 'Todas',
  // <site-page>, <site-pages>
  visit: (title: string) => `Ir para ${title}`,
  newTab: '(abre em uma nova aba)',
  noPages: 'Nenhuma página',
  pages: 'Páginas',
  // <site-product>, <site-products>
  buy: 'Comprar',
  free: 'Grátis',
  artists: 'Artistas',
  released: 'Lançamento',
  version: 'Versão',
  option: (n: number, locale = LANG) => plural(locale, n, {other: 'Opção #'}),
  noProducts: 'Nenhum produto',
  moreProducts: 'Mais produtos',
  from: (price: string) => `a partir de ${price}`,
  // <site-profile>, <site-profiles>
  events: 'Eventos',
  products: 'Produtos',
  noProfiles: 'Nenhum perfil',
  moreProfiles: 'Mais perfis',
  // <site-search>
  search: 'Pesquisar',
  searchResults: 'Resultados da pesquisa',
  searchHint: (n: number, locale = LANG) => plural(locale, n, {one: 'Digite pelo menos # caractere para pesquisar.', other: 'Digite pelo menos # caracteres para pesquisar.'}),
  searching: 'Pesquisando…',
  results: (n: number, locale = LANG) => plural(locale, n, {one: '# resultado', many: '# de resultados', other: '# resultados'}),
  noResults: (q: string) => `Nenhum resultado para “${q}”`,
  moreResults: 'Mais resultados',
  closeSearch: 'Fechar pesquisa',
  profiles: 'Perfis',
  // <site-tags>
  noTags: 'Nenhuma etiqueta',
} satisfies Translation<AllWords>;
