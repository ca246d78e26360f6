import type {Translation} from '../../render/messages.js';
import type {words} from './site-search.words.js';

/** <site-search>'s own words in German. */
export default {
  search: 'Suche',
  searchResults: 'Suchergebnisse',
  searchHint: (n: number) => `Mindestens ${n} Zeichen eingeben, um zu suchen.`,
  searching: 'Suche läuft…',
  results: (n: number) => (n === 1 ? '1 Ergebnis' : `${n} Ergebnisse`),
  noResults: (q: string) => `Keine Ergebnisse für „${q}“`,
  moreResults: 'Weitere Ergebnisse',
  closeSearch: 'Suche schließen',
  events: 'Veranstaltungen',
  pages: 'Seiten',
  profiles: 'Profile',
  products: 'Produkte',
} satisfies Translation<typeof words>;
