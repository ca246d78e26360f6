import type {AllWords} from '../messages.gen.js';
import type {Translation} from '../messages.js';
import {plural} from '../plural.js';

const LANG = 'ar';

/**
 * Every word of the kit in Arabic: the core's and every element's, one table
 * loaded on demand on Arabic pages. Quotes « », the Arabic comma (،), counts
 * in six forms (zero, one, two, few, many, other: Intl.PluralRules) with the
 * digits Intl gives.
 */
export default {
  // The core (src/render/messages.ts)
  loading: 'جارٍ التحميل…',
  error: 'تعذّر تحميل هذا المحتوى.',
  retry: 'إعادة المحاولة',
  notFound: 'غير موجود.',
  loadingMore: 'جارٍ تحميل المزيد…',
  notConfigured: 'مزوّد المحتوى غير مُعدّ.',
  tags: 'الوسوم',
  // A failed request (src/api/errors.ts)
  unknownSite: (key: string) => `مفتاح موقع غير معروف «${key}».`,
  needsKey: 'تتطلب الواجهة البرمجية مفتاحًا صالحًا.',
  offline: 'لا يوجد اتصال بخادم المحتوى.',
  notApi: (baseUrl: string) => `لا يبدو أن عنوان URL الأساسي هذا هو الواجهة البرمجية: ${baseUrl}`,
  // "More" (src/internal/paging.ts)
  loadedMore: (n: number, locale = LANG) =>
    plural(locale, n, {
      zero: 'لم يُحمَّل أي عنصر إضافي',
      one: 'تم تحميل عنصر إضافي واحد',
      two: 'تم تحميل عنصرين إضافيين',
      few: 'تم تحميل # عناصر إضافية',
      many: 'تم تحميل # عنصرًا إضافيًا',
      other: 'تم تحميل # عنصر إضافي',
    }),
  // An embed's placeholder (src/render/embed.ts)
  embedLoad: (host: string) => `تحميل المحتوى من ${host}`,
  embedNote: (host: string) => `يؤدي التحميل إلى إرسال بيانات إلى ${host}.`,
  embedTitle: (host: string) => `محتوى مُضمَّن من ${host}`,
  // <site-event>
  addToCalendar: 'إضافة إلى التقويم',
  performers: 'بمشاركة',
  tickets: 'التذاكر',
  cancelled: 'أُلغيت',
  freeEntry: 'الدخول مجاني',
  map: 'الخريطة',
  partOf: 'جزء من',
  festivalEvents: 'فعاليات المهرجان',
  // <site-event-calendar>
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  dayWithEvents: (day: string) => `${day}، فيه فعاليات`,
  noEventsIn: (month: string) => `لا فعاليات في ${month}`,
  eventsOn: (day: string) => `فعاليات ${day}`,
  // <site-events>
  noEvents: 'لا توجد فعاليات',
  noUpcomingEvents: 'لا توجد فعاليات قادمة',
  moreEvents: 'المزيد من الفعاليات',
  fromPrice: (price: string) => `ابتداءً من ${price}`,
  // <site-news>
  noNews: 'لا توجد أخبار بعد',
  moreNews: 'المزيد من الأخبار',
  // <site-news-archive>
  noArchive: 'لا توجد منشورات بعد',
  archive: 'الأرشيف',
  allTags: 'الكل',
  // <site-page>, <site-pages>
  visit: (title: string) => `الانتقال إلى ${title}`,
  newTab: '(يُفتح في علامة تبويب جديدة)',
  noPages: 'لا توجد صفحات',
  pages: 'الصفحات',
  // <site-product>, <site-products>
  buy: 'شراء',
  free: 'مجاني',
  artists: 'الفنانون',
  released: 'تاريخ الإصدار',
  version: 'النسخة',
  option: (n: number, locale = LANG) => plural(locale, n, {other: 'الخيار #'}),
  noProducts: 'لا توجد منتجات',
  moreProducts: 'المزيد من المنتجات',
  from: (price: string) => `ابتداءً من ${price}`,
  // <site-profile>, <site-profiles>
  events: 'الفعاليات',
  products: 'المنتجات',
  noProfiles: 'لا توجد ملفات تعريف',
  moreProfiles: 'المزيد من ملفات التعريف',
  // <site-search>
  search: 'بحث',
  searchResults: 'نتائج البحث',
  searchHint: (n: number, locale = LANG) =>
    plural(locale, n, {
      one: 'اكتب حرفًا واحدًا على الأقل للبحث.',
      two: 'اكتب حرفين على الأقل للبحث.',
      few: 'اكتب # أحرف على الأقل للبحث.',
      many: 'اكتب # حرفًا على الأقل للبحث.',
      other: 'اكتب # حرف على الأقل للبحث.',
    }),
  searching: 'جارٍ البحث…',
  results: (n: number, locale = LANG) => plural(locale, n, {zero: 'لا نتائج', one: 'نتيجة واحدة', two: 'نتيجتان', few: '# نتائج', many: '# نتيجةً', other: '# نتيجة'}),
  noResults: (q: string) => `لا توجد نتائج لـ«${q}»`,
  moreResults: 'المزيد من النتائج',
  closeSearch: 'إغلاق البحث',
  profiles: 'ملفات التعريف',
  // <site-tags>
  noTags: 'لا توجد وسوم',
} satisfies Translation<AllWords>;
