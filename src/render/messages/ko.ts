import type {AllWords} from '../messages.gen.js';
import type {Translation} from '../messages.js';
import {plural} from '../plural.js';

const LANG = 'ko';

/**
 * Every word of the kit in Korean: the core's and every element's, one table
 * loaded on demand on Korean pages. Quotes ‘ ’, one form for every count.
 */
export default {
  // The core (src/render/messages.ts)
  loading: '불러오는 중…',
  error: '이 콘텐츠를 불러올 수 없습니다.',
  retry: '다시 시도',
  notFound: '찾을 수 없습니다.',
  loadingMore: '더 불러오는 중…',
  notConfigured: '콘텐츠 제공자가 설정되지 않았습니다.',
  tags: '태그',
  // A failed request (src/api/errors.ts)
  unknownSite: (key: string) => `알 수 없는 사이트 키 ‘${key}’입니다.`,
  needsKey: 'API에 유효한 키가 필요합니다.',
  offline: '콘텐츠 서버에 연결할 수 없습니다.',
  notApi: (baseUrl: string) => `이 기본 URL은 API가 아닌 것 같습니다: ${baseUrl}`,
  // "More" (src/internal/paging.ts)
  loadedMore: (n: number, locale = LANG) => plural(locale, n, {other: '#개를 더 불러왔습니다'}),
  // An embed's placeholder (src/render/embed.ts)
  embedLoad: (host: string) => `${host}의 콘텐츠 불러오기`,
  embedNote: (host: string) => `불러오면 ${host}(으)로 데이터가 전송됩니다.`,
  embedTitle: (host: string) => `${host}의 삽입된 콘텐츠`,
  // <site-event>
  addToCalendar: '캘린더에 추가',
  performers: '출연',
  tickets: '티켓',
  cancelled: '취소됨',
  freeEntry: '무료 입장',
  map: '지도',
  partOf: '상위 행사',
  festivalEvents: '페스티벌 행사',
  // <site-event-calendar>
  previousMonth: '이전 달',
  nextMonth: '다음 달',
  dayWithEvents: (day: string) => `${day}, 행사 있음`,
  noEventsIn: (month: string) => `${month}에는 행사가 없습니다`,
  eventsOn: (day: string) => `${day} 행사`,
  // <site-events>
  noEvents: '행사가 없습니다',
  noUpcomingEvents: '예정된 행사가 없습니다',
  moreEvents: '행사 더 보기',
  fromPrice: (price: string) => `${price}부터`,
  // <site-news>
  noNews: '아직 소식이 없습니다',
  moreNews: '소식 더 보기',
  // <site-news-archive>
  noArchive: '아직 게시물이 없습니다',
  archive: '보관함',
  allTags: '전체',
  // <site-page>, <site-pages>
  visit: (title: string) => `${title}(으)로 이동`,
  newTab: '(새 탭에서 열림)',
  noPages: '페이지가 없습니다',
  pages: '페이지',
  // <site-product>, <site-products>
  buy: '구매',
  free: '무료',
  artists: '아티스트',
  released: '발매일',
  version: '버전',
  option: (n: number, locale = LANG) => plural(locale, n, {other: '옵션 #'}),
  noProducts: '상품이 없습니다',
  moreProducts: '상품 더 보기',
  from: (price: string) => `${price}부터`,
  // <site-profile>, <site-profiles>
  events: '행사',
  products: '상품',
  noProfiles: '프로필이 없습니다',
  moreProfiles: '프로필 더 보기',
  // <site-search>
  search: '검색',
  searchResults: '검색 결과',
  searchHint: (n: number, locale = LANG) => plural(locale, n, {other: '검색하려면 #자 이상 입력하세요.'}),
  searching: '검색 중…',
  results: (n: number, locale = LANG) => plural(locale, n, {other: '결과 #개'}),
  noResults: (q: string) => `‘${q}’에 대한 결과가 없습니다`,
  moreResults: '결과 더 보기',
  closeSearch: '검색 닫기',
  profiles: '프로필',
  // <site-tags>
  noTags: '태그가 없습니다',
} satisfies Translation<AllWords>;
