import type {AllWords} from '../messages.gen.js';
import type {Translation} from '../messages.js';
import {plural} from '../plural.js';

const LANG = 'ja';

/**
 * Every word of the kit in Japanese: the core's and every element's, one
 * table loaded on demand on Japanese pages. Interface texts without a
 * closing 。, quotes 「 」, one form for every count.
 */
export default {
  // The core (src/render/messages.ts)
  loading: '読み込み中…',
  error: 'このコンテンツを読み込めませんでした',
  retry: '再試行',
  notFound: '見つかりません',
  loadingMore: 'さらに読み込み中…',
  notConfigured: 'コンテンツプロバイダーが設定されていません',
  tags: 'タグ',
  // A failed request (src/api/errors.ts)
  unknownSite: (key: string) => `不明なサイトキー「${key}」`,
  needsKey: 'APIには有効なキーが必要です',
  offline: 'コンテンツサーバーに接続できません',
  notApi: (baseUrl: string) => `このベースURLはAPIではないようです：${baseUrl}`,
  // "More" (src/internal/paging.ts)
  loadedMore: (n: number, locale = LANG) => plural(locale, n, {other: 'さらに#件を読み込みました'}),
  // An embed's placeholder (src/render/embed.ts)
  embedLoad: (host: string) => `${host}のコンテンツを読み込む`,
  embedNote: (host: string) => `読み込むと${host}にデータが送信されます`,
  embedTitle: (host: string) => `${host}の埋め込みコンテンツ`,
  // <site-event>
  addToCalendar: 'カレンダーに追加',
  performers: '出演',
  tickets: 'チケット',
  cancelled: '中止',
  freeEntry: '入場無料',
  map: '地図',
  partOf: '上位イベント',
  festivalEvents: 'フェスティバルのイベント',
  // <site-event-calendar>
  previousMonth: '前の月',
  nextMonth: '次の月',
  dayWithEvents: (day: string) => `${day}、イベントあり`,
  noEventsIn: (month: string) => `${month}のイベントはありません`,
  eventsOn: (day: string) => `${day}のイベント`,
  // <site-events>
  noEvents: 'イベントはありません',
  noUpcomingEvents: '今後のイベントはありません',
  moreEvents: 'イベントをさらに表示',
  fromPrice: (price: string) => `${price}〜`,
  // <site-news>
  noNews: 'ニュースはまだありません',
  moreNews: 'ニュースをさらに表示',
  // <site-news-archive>
  noArchive: '投稿はまだありません',
  archive: 'アーカイブ',
  allTags: 'すべて',
  // <site-page>, <site-pages>
  visit: (title: string) => `${title}へ移動`,
  newTab: '（新しいタブで開きます）',
  noPages: 'ページはありません',
  pages: 'ページ',
  // <site-product>, <site-products>
  buy: '購入',
  free: '無料',
  artists: 'アーティスト',
  released: '発売日',
  version: 'バージョン',
  option: (n: number, locale = LANG) => plural(locale, n, {other: 'オプション#'}),
  noProducts: '商品はありません',
  moreProducts: '商品をさらに表示',
  from: (price: string) => `${price}〜`,
  // <site-profile>, <site-profiles>
  events: 'イベント',
  products: '商品',
  noProfiles: 'プロフィールはありません',
  moreProfiles: 'プロフィールをさらに表示',
  // <site-search>
  search: '検索',
  searchResults: '検索結果',
  searchHint: (n: number, locale = LANG) => plural(locale, n, {other: '#文字以上入力して検索してください'}),
  searching: '検索中…',
  results: (n: number, locale = LANG) => plural(locale, n, {other: '#件の結果'}),
  noResults: (q: string) => `「${q}」の検索結果はありません`,
  moreResults: '検索結果をさらに表示',
  closeSearch: '検索を閉じる',
  profiles: 'プロフィール',
  // <site-tags>
  noTags: 'タグはありません',
} satisfies Translation<AllWords>;
