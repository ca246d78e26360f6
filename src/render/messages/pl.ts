import type {AllWords} from '../messages.gen.js';
import type {Translation} from '../messages.js';
import {plural} from '../plural.js';

const LANG = 'pl';

/**
 * Every word of the kit in Polish: the core's and every element's, one table
 * loaded on demand on Polish pages. Quotes „ ”; counts in four forms
 * (one, few, many, other: Intl.PluralRules).
 */
export default {
  // The core (src/render/messages.ts)
  loading: 'Wczytywanie…',
  error: 'Nie udało się wczytać tej treści.',
  retry: 'Spróbuj ponownie',
  notFound: 'Nie znaleziono.',
  loadingMore: 'Wczytywanie kolejnych…',
  notConfigured: 'Dostawca treści nie jest skonfigurowany.',
  tags: 'Tagi',
  // A failed request (src/api/errors.ts)
  unknownSite: (key: string) => `Nieznany klucz witryny „${key}”.`,
  needsKey: 'API wymaga prawidłowego klucza.',
  offline: 'Brak połączenia z serwerem treści.',
  notApi: (baseUrl: string) => `Ten bazowy adres URL nie wygląda na API: ${baseUrl}`,
  // "More" (src/internal/paging.ts)
  loadedMore: (n: number, locale = LANG) =>
    plural(locale, n, {one: 'Wczytano # kolejny element', few: 'Wczytano # kolejne elementy', many: 'Wczytano # kolejnych elementów', other: 'Wczytano # kolejnego elementu'}),
  // An embed's placeholder (src/render/embed.ts)
  embedLoad: (host: string) => `Wczytaj treści z ${host}`,
  embedNote: (host: string) => `Wczytanie wyśle dane do ${host}.`,
  embedTitle: (host: string) => `Treści osadzone z ${host}`,
  // <site-event>
  addToCalendar: 'Dodaj do kalendarza',
  performers: 'Występują',
  tickets: 'Bilety',
  cancelled: 'Odwołane',
  freeEntry: 'Wstęp wolny',
  map: 'Mapa',
  partOf: 'Część wydarzenia',
  festivalEvents: 'Wydarzenia festiwalu',
  // <site-event-calendar>
  previousMonth: 'Poprzedni miesiąc',
  nextMonth: 'Następny miesiąc',
  dayWithEvents: (day: string) => `${day}, wydarzenia`,
  noEventsIn: (month: string) => `Brak wydarzeń: ${month}`,
  eventsOn: (day: string) => `Wydarzenia ${day}`,
  // <site-events>
  noEvents: 'Brak wydarzeń',
  noUpcomingEvents: 'Brak nadchodzących wydarzeń',
  moreEvents: 'Więcej wydarzeń',
  fromPrice: (price: string) => `od ${price}`,
  // <site-news>
  noNews: 'Brak aktualności',
  moreNews: 'Więcej aktualności',
  // <site-news-archive>
  noArchive: 'Brak wpisów',
  archive: 'Archiwum',
  allTags: 'Wszystkie',
  // <site-page>, <site-pages>
  visit: (title: string) => `Przejdź do: ${title}`,
  newTab: '(otwiera się w nowej karcie)',
  noPages: 'Brak stron',
  pages: 'Strony',
  // <site-product>, <site-products>
  buy: 'Kup',
  free: 'Bezpłatnie',
  artists: 'Artyści',
  released: 'Data wydania',
  version: 'Wersja',
  option: (n: number, locale = LANG) => plural(locale, n, {other: 'Opcja #'}),
  noProducts: 'Brak produktów',
  moreProducts: 'Więcej produktów',
  from: (price: string) => `od ${price}`,
  // <site-profile>, <site-profiles>
  events: 'Wydarzenia',
  products: 'Produkty',
  noProfiles: 'Brak profili',
  moreProfiles: 'Więcej profili',
  // <site-search>
  search: 'Szukaj',
  searchResults: 'Wyniki wyszukiwania',
  searchHint: (n: number, locale = LANG) =>
    plural(locale, n, {
      one: 'Wpisz co najmniej # znak, aby wyszukać.',
      few: 'Wpisz co najmniej # znaki, aby wyszukać.',
      many: 'Wpisz co najmniej # znaków, aby wyszukać.',
      other: 'Wpisz co najmniej # znaku, aby wyszukać.',
    }),
  searching: 'Wyszukiwanie…',
  results: (n: number, locale = LANG) => plural(locale, n, {one: '# wynik', few: '# wyniki', many: '# wyników', other: '# wyniku'}),
  noResults: (q: string) => `Brak wyników dla „${q}”`,
  moreResults: 'Więcej wyników',
  closeSearch: 'Zamknij wyszukiwanie',
  profiles: 'Profile',
  // <site-tags>
  noTags: 'Brak tagów',
} satisfies Translation<AllWords>;
