import type {AllWords} from '../messages.gen.js';
import type {Translation} from '../messages.js';
import {plural} from '../plural.js';

const LANG = 'he';

/**
 * Every word of the kit in Hebrew: the core's and every element's, one table
 * loaded on demand on Hebrew pages. Quotes " ", the maqaf (־) after a
 * prefix before a name or number, counts in the forms Intl.PluralRules gives
 * (one, two, other).
 */
export default {
  // The core (src/render/messages.ts)
  loading: 'בטעינה…',
  error: 'לא ניתן היה לטעון את התוכן הזה.',
  retry: 'ניסיון נוסף',
  notFound: 'לא נמצא.',
  loadingMore: 'פריטים נוספים בטעינה…',
  notConfigured: 'ספק התוכן אינו מוגדר.',
  tags: 'תגיות',
  // A failed request (src/api/errors.ts)
  unknownSite: (key: string) => `מפתח אתר לא מוכר: "${key}".`,
  needsKey: 'ה־API דורש מפתח תקף.',
  offline: 'אין חיבור לשרת התוכן.',
  notApi: (baseUrl: string) => `כתובת הבסיס הזו לא נראית כמו ה־API: ${baseUrl}`,
  // "More" (src/internal/paging.ts)
  loadedMore: (n: number, locale = LANG) => plural(locale, n, {one: 'נטען פריט אחד נוסף', two: 'נטענו שני פריטים נוספים', other: 'נטענו # פריטים נוספים'}),
  // An embed's placeholder (src/render/embed.ts)
  embedLoad: (host: string) => `טעינת תוכן מ־${host}`,
  embedNote: (host: string) => `הטעינה שולחת נתונים אל ${host}.`,
  embedTitle: (host: string) => `תוכן מוטמע מ־${host}`,
  // <site-event>
  addToCalendar: 'הוספה ליומן',
  performers: 'בהשתתפות',
  tickets: 'כרטיסים',
  cancelled: 'בוטל',
  freeEntry: 'הכניסה חופשית',
  map: 'מפה',
  partOf: 'חלק מהאירוע',
  festivalEvents: 'אירועי הפסטיבל',
  // <site-event-calendar>
  previousMonth: 'החודש הקודם',
  nextMonth: 'החודש הבא',
  dayWithEvents: (day: string) => `${day}, יש אירועים`,
  noEventsIn: (month: string) => `אין אירועים ב־${month}`,
  eventsOn: (day: string) => `אירועים ב־${day}`,
  // <site-events>
  noEvents: 'אין אירועים',
  noUpcomingEvents: 'אין אירועים קרובים',
  moreEvents: 'אירועים נוספים',
  fromPrice: (price: string) => `החל מ־${price}`,
  // <site-news>
  noNews: 'אין עדיין חדשות',
  moreNews: 'חדשות נוספות',
  // <site-news-archive>
  noArchive: 'אין עדיין פוסטים',
  archive: 'ארכיון',
  allTags: 'הכול',
  // <site-page>, <site-pages>
  visit: (title: string) => `מעבר אל ${title}`,
  newTab: '(נפתח בכרטיסייה חדשה)',
  noPages: 'אין דפים',
  pages: 'דפים',
  // <site-product>, <site-products>
  buy: 'קנייה',
  free: 'חינם',
  artists: 'אמנים',
  released: 'תאריך יציאה',
  version: 'גרסה',
  option: (n: number, locale = LANG) => plural(locale, n, {other: 'אפשרות #'}),
  noProducts: 'אין מוצרים',
  moreProducts: 'מוצרים נוספים',
  from: (price: string) => `החל מ־${price}`,
  // <site-profile>, <site-profiles>
  events: 'אירועים',
  products: 'מוצרים',
  noProfiles: 'אין פרופילים',
  moreProfiles: 'פרופילים נוספים',
  // <site-search>
  search: 'חיפוש',
  searchResults: 'תוצאות חיפוש',
  searchHint: (n: number, locale = LANG) => plural(locale, n, {one: 'יש להקליד לפחות תו אחד כדי לחפש.', other: 'יש להקליד לפחות # תווים כדי לחפש.'}),
  searching: 'בחיפוש…',
  results: (n: number, locale = LANG) => plural(locale, n, {one: 'תוצאה אחת', two: 'שתי תוצאות', other: '# תוצאות'}),
  noResults: (q: string) => `אין תוצאות עבור "${q}"`,
  moreResults: 'תוצאות נוספות',
  closeSearch: 'סגירת החיפוש',
  profiles: 'פרופילים',
  // <site-tags>
  noTags: 'אין תגיות',
} satisfies Translation<AllWords>;
