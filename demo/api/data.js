// @ts-check
/**
 * The demo site's content: "Nordlicht Artists", an artist agency and concert
 * promoter in Berlin (default locale `en`, second locale `de`, time zone
 * `Europe/Berlin`, currency EUR).
 *
 * Everything is deterministic except the dates: events and this year's news
 * are placed relative to "today" (in Berlin) when a dataset is built, so the
 * upcoming list is never empty and a past always exists.
 *
 * Shapes are those of Venue CMS's public API v2 (`src/api/openapi.yaml`):
 * every text in `localizedContent`, tags as `{tagId, tag}` join rows, news as
 * pages of type NEWS, prices in ticket tiers and variants, images as storage keys.
 */
import {ORIGIN_TOKEN, mediaImage} from './media.js';
import {addDays, formatUtc, formatZoned, zonedDate, zonedParts, zonedToUtc} from './time.js';

/** @typedef {import('./media.js').Image} Image */
/**
 * @typedef {object} ContentNode A TipTap node.
 * @property {string} type
 * @property {Record<string, unknown>} [attrs]
 * @property {ContentNode[]} [content]
 * @property {string} [text]
 * @property {{type: string, attrs?: Record<string, unknown>}[]} [marks]
 */
/**
 * @typedef {object} LocalizedContent
 * @property {string} siteId
 * @property {string} locale
 * @property {string} [title]
 * @property {string} [content] Markdown (with inline HTML)
 * @property {string} [shortContent]
 * @property {string} [metaTitle]
 * @property {string} [metaDescription]
 * @property {ContentNode} [contentJSON]
 */
/**
 * Records as Venue CMS serves them (see src/api/openapi.yaml): loosely
 * typed here, checked against the contract by test/node/demo-api.test.js.
 * @typedef {Record<string, any>} Event
 * @typedef {Record<string, any>} Page
 * @typedef {Record<string, any>} Profile
 * @typedef {Record<string, any>} Product
 * @typedef {Record<string, any>} Tag
 * @typedef {Record<string, any>} Site
 */
/**
 * @typedef {object} Dataset
 * @property {Site} site
 * @property {Event[]} events
 * @property {Page[]} news pages of type NEWS, newest first
 * @property {Page[]} pages every other page
 * @property {Profile[]} profiles
 * @property {Product[]} products
 * @property {Tag[]} tags `/tags` items
 * @property {Set<string>} members slugs of the profiles `type=member` lists (not a field of the record)
 * @property {string} timeZone
 * @property {string} defaultLocale
 * @property {number} builtAt
 */

export const SITE_ID = 'site_nordlicht_artists';
export const SITE_NAME = 'Nordlicht Artists';
export const TIME_ZONE = 'Europe/Berlin';
export const DEFAULT_LOCALE = 'en';
/**
 * The twelve languages the kit speaks (README, "Languages"), as an
 * international site lists them: a page in any of them shows the kit's words
 * in it and each record's text in it where the record has one (a few events
 * have Japanese and Arabic titles, EVENT_TITLES), else in the default locale.
 */
export const SUPPORTED_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'ja', 'ko', 'ar', 'he'];
export const CURRENCY = 'EUR';
const PUBLIC_BASE_URL = 'https://nordlicht-artists.example';
const TICKETS = 'https://tickets.example.com';
const SHOP = 'https://shop.example.com';

/**
 * @param {string} locale
 * @param {Omit<LocalizedContent, 'locale' | 'siteId'>} fields
 * @returns {LocalizedContent}
 */
const lc = (locale, fields) => ({siteId: SITE_ID, locale, ...fields});

/**
 * Japanese and Arabic titles of the first upcoming events (what the demo's
 * pages show first), so that its language menu changes records' texts too;
 * their other fields stay the default locale's, as on a site whose editors
 * translated the titles only.
 * @type {Record<string, {ja: string, ar: string}>}
 */
const EVENT_TITLES = {
  'klangwelten-festival': {ja: 'クラングヴェルテン・フェスティバル', ar: 'مهرجان كلانغفلتن'},
  'spree-lights-hamburg': {ja: 'ザ・シュプレー・ライツ — ナイトバス・ツアー:ハンブルク', ar: 'ذا شبريه لايتس — جولة الحافلة الليلية: هامبورغ'},
  'nachtfalter-late-night-set': {ja: 'DJナハトファルター:レイトナイト・セット', ar: 'دي جي ناختفالتر: سهرة متأخرة'},
  'aurora-quartet-beethoven-1': {ja: 'オーロラ四重奏団:ベートーヴェン・ツィクルスI', ar: 'رباعي أورورا: دورة بيتهوفن الأولى'},
  'jonas-berg-trio-jazzkeller': {ja: 'ヨナス・ベルク・トリオ イザールザール公演', ar: 'ثلاثي يوناس بيرغ في قاعة إيزار'},
  'lena-hoffmann-lieder-evening': {ja: 'レーナ・ホフマン:シューベルト歌曲の夕べ', ar: 'لينا هوفمان: أمسية أغاني شوبرت'},
  'mira-sol-album-release': {ja: 'ミラ・ソル:『Paper Boats』リリース・ショー', ar: 'ميرا سول: حفل إطلاق ألبوم Paper Boats'},
  'spree-lights-copenhagen': {ja: 'ザ・シュプレー・ライツ — ナイトバス・ツアー:コペンハーゲン', ar: 'ذا شبريه لايتس — جولة الحافلة الليلية: كوبنهاغن'},
  'baltic-brass-open-air': {ja: 'バルティック・ブラス 野外コンサート', ar: 'بالتيك براس: حفل في الهواء الطلق'},
};

/** @param {import('./media.js').MediaSpec} spec */
const img = (spec) => mediaImage(SITE_ID, spec);

/** @param {string} name */
const initialsOf = (name) => {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w) && w.toLowerCase() !== 'the');
  return words.length > 1 ? (words[0][0] + words[words.length - 1][0]).toUpperCase() : (words[0] ?? name).slice(0, 2).toUpperCase();
};

// ---------------------------------------------------------------- tags

/** @type {{slug: string, name: string, de: string, description: string, descriptionDe: string}[]} */
const TAGS = [
  {slug: 'classical', name: 'Classical', de: 'Klassik', description: 'Orchestral, chamber and solo repertoire from Bach to today.', descriptionDe: 'Orchester-, Kammer- und Solorepertoire von Bach bis heute.'},
  {slug: 'chamber-music', name: 'Chamber music', de: 'Kammermusik', description: 'Small ensembles, close listening.', descriptionDe: 'Kleine Besetzungen, genaues Zuhören.'},
  {slug: 'piano', name: 'Piano', de: 'Klavier', description: 'Recitals and releases for piano.', descriptionDe: 'Klavierabende und Aufnahmen.'},
  {slug: 'jazz', name: 'Jazz', de: 'Jazz', description: 'Trios, standards and new jazz.', descriptionDe: 'Trios, Standards und neuer Jazz.'},
  {slug: 'electronic', name: 'Electronic', de: 'Elektronik', description: 'Club nights, live sets and DJ shows.', descriptionDe: 'Clubnächte, Live-Sets und DJ-Shows.'},
  {slug: 'indie', name: 'Indie & pop', de: 'Indie & Pop', description: 'Bands and songwriters.', descriptionDe: 'Bands und Songwriter.'},
  {slug: 'vocal', name: 'Vocal', de: 'Gesang', description: 'Song, Lied and opera.', descriptionDe: 'Lied, Song und Oper.'},
  {slug: 'festival', name: 'Festival', de: 'Festival', description: 'Our festivals and multi-day events.', descriptionDe: 'Unsere Festivals und mehrtägigen Veranstaltungen.'},
  {slug: 'tour', name: 'On tour', de: 'Auf Tour', description: 'Concerts outside Berlin.', descriptionDe: 'Konzerte außerhalb Berlins.'},
  {slug: 'new-release', name: 'New release', de: 'Neuerscheinung', description: 'Fresh records and release shows.', descriptionDe: 'Neue Platten und Release-Konzerte.'},
];
const TAG_BY_SLUG = new Map(TAGS.map((t) => [t.slug, t]));
/** Parent tags (Venue CMS tags may have parents). */
const TAG_PARENTS = /** @type {Record<string, string>} */ ({'chamber-music': 'classical', piano: 'classical', vocal: 'classical'});

/**
 * A tag's id: cuid-like and stable, as the service's ids are (the `tags`
 * filter takes ids, not titles).
 * @param {string} slug
 */
export const tagId = (slug) => `cmtag${String(TAGS.findIndex((t) => t.slug === slug)).padStart(2, '0')}${slug.replace(/[^a-z]/g, '').slice(0, 8).padEnd(8, 'x')}`;

/** @param {string} slug */
function tagInfo(slug) {
  const tag = TAG_BY_SLUG.get(slug);
  if (!tag) throw new Error(`demo data: unknown tag ${slug}`);
  /** @type {Tag} */
  const info = {id: tagId(slug), siteId: SITE_ID, title: tag.name};
  const parent = TAG_PARENTS[slug];
  if (parent) {
    info.parentTags = [{tagId: info.id, parentTagId: tagId(parent), createdAt: '2024-01-01T00:00:00.000Z', parentTag: {id: tagId(parent), siteId: SITE_ID, title: TAG_BY_SLUG.get(parent)?.name}}];
  }
  return info;
}

/**
 * A record's tags: join rows `{tagId, tag}`.
 * @param {string[]} slugs
 */
function tagRefs(slugs) {
  return slugs.map((slug) => ({tagId: tagId(slug), tag: tagInfo(slug)}));
}

// ---------------------------------------------------------------- profiles

/**
 * @typedef {object} ProfileDef
 * @property {string} slug
 * @property {string} name
 * @property {'artist'|'staff'} kind
 * @property {string} role
 * @property {string} roleDe
 * @property {string[]} tags
 * @property {string} short
 * @property {string} shortDe
 * @property {string[]} bio
 * @property {string[]} [bioDe]
 * @property {{label: string, url: string}[]} links
 * @property {number} hue
 */
/** @type {ProfileDef[]} */
const PROFILES = [
  {
    slug: 'clara-weiss', name: 'Clara Weiss', kind: 'artist', role: 'Pianist', roleDe: 'Pianistin', hue: 215,
    tags: ['classical', 'piano'],
    short: 'Berlin-based pianist known for luminous Bach and daring contemporary programmes.',
    shortDe: 'Berliner Pianistin, bekannt für leuchtenden Bach und mutige zeitgenössische Programme.',
    bio: [
      'Clara Weiss grew up in Rostock and studied in Berlin and Vienna. Her recordings of <em>Bach</em> and <em>Messiaen</em> have been praised for their "clarity without coldness".',
      'She plays around 60 concerts a season, from the Berlin Kammersaal to family concerts in village churches, and teaches a masterclass every summer at the <a href="https://nordlicht-artists.example/festival">Nordlicht Lakeside Festival</a>.',
    ],
    bioDe: [
      'Clara Weiss wuchs in Rostock auf und studierte in Berlin und Wien. Ihre Aufnahmen von <em>Bach</em> und <em>Messiaen</em> wurden für ihre „Klarheit ohne Kälte“ gelobt.',
      'Sie spielt rund 60 Konzerte pro Saison und unterrichtet jeden Sommer eine Meisterklasse beim Nordlicht Seefestival.',
    ],
    links: [{label: 'Website', url: 'https://clara-weiss.example'}, {label: 'Instagram', url: 'https://instagram.example/claraweiss'}, {label: 'Spotify', url: 'https://open.spotify.example/artist/claraweiss'}],
  },
  {
    slug: 'aurora-quartet', name: 'Aurora Quartet', kind: 'artist', role: 'String quartet', roleDe: 'Streichquartett', hue: 330,
    tags: ['classical', 'chamber-music'],
    short: 'Four friends from Leipzig playing the complete Beethoven quartets this season.',
    shortDe: 'Vier Freunde aus Leipzig spielen in dieser Saison alle Beethoven-Quartette.',
    bio: [
      'Founded in 2014 at the Leipzig conservatory, the <strong>Aurora Quartet</strong> (Mara Lind and Jakub Nowak, violins; Ines Ferreira, viola; Tom Adler, cello) won the Bordeaux competition in 2019.',
      'This season they perform the complete Beethoven cycle in six concerts.',
    ],
    bioDe: ['Das 2014 in Leipzig gegründete <strong>Aurora Quartett</strong> gewann 2019 den Wettbewerb in Bordeaux.', 'In dieser Saison spielt es den kompletten Beethoven-Zyklus in sechs Konzerten.'],
    links: [{label: 'Website', url: 'https://auroraquartet.example'}, {label: 'YouTube', url: 'https://youtube.example/@auroraquartet'}],
  },
  {
    slug: 'spree-lights', name: 'The Spree Lights', kind: 'artist', role: 'Indie band', roleDe: 'Indie-Band', hue: 28,
    tags: ['indie', 'tour'],
    short: 'Five-piece indie band with shimmering guitars and songs about night buses.',
    shortDe: 'Indie-Band mit schimmernden Gitarren und Liedern über Nachtbusse.',
    bio: [
      'The Spree Lights met at a Kreuzberg open-mic night. Their second album <em>Night Bus</em> entered the German charts at number 12.',
      'Live, they are known for long instrumental codas and singalong choruses.',
    ],
    bioDe: ['The Spree Lights lernten sich bei einem Open-Mic in Kreuzberg kennen. Ihr zweites Album <em>Night Bus</em> stieg auf Platz 12 der deutschen Charts ein.'],
    links: [{label: 'Website', url: 'https://spreelights.example'}, {label: 'Bandcamp', url: 'https://spreelights.bandcamp.example'}, {label: 'Instagram', url: 'https://instagram.example/spreelights'}],
  },
  {
    slug: 'dj-nachtfalter', name: 'DJ Nachtfalter', kind: 'artist', role: 'DJ & producer', roleDe: 'DJ & Produzentin', hue: 270,
    tags: ['electronic'],
    short: 'Deep, warm techno sets that start late and end with the sunrise.',
    shortDe: 'Tiefe, warme Techno-Sets, die spät beginnen und mit dem Sonnenaufgang enden.',
    bio: [
      'Behind the moth mask is producer Jana Falk. Her residency at Tresorkeller has run for six years; her <em>Moth EP</em> was a Beatport favourite.',
      'Sets usually begin at half past eleven at night — check the date carefully!',
    ],
    bioDe: ['Hinter der Mottenmaske steckt die Produzentin Jana Falk. Ihre Residency im Tresorkeller läuft seit sechs Jahren.', 'Die Sets beginnen meist um halb zwölf nachts — bitte das Datum genau prüfen!'],
    links: [{label: 'SoundCloud', url: 'https://soundcloud.example/nachtfalter'}, {label: 'Resident Advisor', url: 'https://ra.example/dj/nachtfalter'}],
  },
  {
    slug: 'lena-hoffmann', name: 'Lena Hoffmann', kind: 'artist', role: 'Soprano', roleDe: 'Sopranistin', hue: 350,
    tags: ['vocal', 'classical'],
    short: 'Soprano at home in Schubert songs, Mahler symphonies and contemporary opera.',
    shortDe: 'Sopranistin, zu Hause im Schubert-Lied, in Mahler-Sinfonien und zeitgenössischer Oper.',
    bio: [
      'Lena Hoffmann won the International Lied Competition and has sung with the leading orchestras of Berlin, Vienna and Amsterdam.',
      'Her album <em>Nachtstücke</em> pairs Schubert with new songs written for her.',
    ],
    links: [{label: 'Website', url: 'https://lenahoffmann.example'}],
  },
  {
    slug: 'jonas-berg-trio', name: 'Jonas Berg Trio', kind: 'artist', role: 'Jazz trio', roleDe: 'Jazztrio', hue: 190,
    tags: ['jazz'],
    short: 'Piano trio between Nordic melancholy and Brooklyn swing.',
    shortDe: 'Klaviertrio zwischen nordischer Melancholie und Brooklyn-Swing.',
    bio: ['Jonas Berg (piano), Ada Kim (double bass) and Lucas Moreau (drums) have played together since 2017. <em>Blue Hour</em> is their third album.'],
    bioDe: ['Jonas Berg (Klavier), Ada Kim (Kontrabass) und Lucas Moreau (Schlagzeug) spielen seit 2017 zusammen. <em>Blue Hour</em> ist ihr drittes Album.'],
    links: [{label: 'Website', url: 'https://jonasbergtrio.example'}, {label: 'Bandcamp', url: 'https://jonasbergtrio.bandcamp.example'}],
  },
  {
    slug: 'mira-sol', name: 'Mira Sol', kind: 'artist', role: 'Singer-songwriter', roleDe: 'Singer-Songwriterin', hue: 45,
    tags: ['indie', 'vocal'],
    short: 'Quiet songs, loud feelings: singer-songwriter with a ukulele and a loop pedal.',
    shortDe: 'Leise Lieder, laute Gefühle: Singer-Songwriterin mit Ukulele und Loop-Pedal.',
    bio: ['Mira Sol writes in English, German and Portuguese. Her new album <em>Paper Boats</em> is out soon; the release show is in Berlin.'],
    bioDe: ['Mira Sol schreibt auf Englisch, Deutsch und Portugiesisch. Ihr neues Album <em>Paper Boats</em> erscheint bald.'],
    links: [{label: 'Website', url: 'https://mirasol.example'}, {label: 'Instagram', url: 'https://instagram.example/mirasolmusic'}, {label: 'TikTok', url: 'https://tiktok.example/@mirasol'}],
  },
  {
    slug: 'elias-novak', name: 'Elias Novak', kind: 'artist', role: 'Cellist', roleDe: 'Cellist', hue: 120,
    tags: ['classical', 'chamber-music'],
    short: 'Young Czech cellist playing Bach\'s suites on gut strings.',
    shortDe: 'Junger tschechischer Cellist, der Bachs Suiten auf Darmsaiten spielt.',
    bio: ['Born in Brno, Elias Novak studied in Prague and Berlin. He plays a 1742 cello by Jan Kulik, on loan from a private foundation.'],
    bioDe: ['Der in Brünn geborene Elias Novak studierte in Prag und Berlin.'],
    links: [{label: 'Website', url: 'https://eliasnovak.example'}],
  },
  {
    slug: 'baltic-brass', name: 'Baltic Brass', kind: 'artist', role: 'Brass quintet', roleDe: 'Blechbläserquintett', hue: 38,
    tags: ['classical'],
    short: 'Five brass players from the Baltic coast: Gabrieli to sea shanties.',
    shortDe: 'Fünf Blechbläser von der Ostseeküste: von Gabrieli bis Seemannslied.',
    bio: ['Baltic Brass play open-air concerts in harbours, churches and town squares. Their album <em>Harbour Songs</em> collects arrangements of Baltic folk tunes.'],
    links: [{label: 'Website', url: 'https://balticbrass.example'}],
  },
  {
    slug: 'anna-schmidt', name: 'Anna Schmidt', kind: 'staff', role: 'Managing Director', roleDe: 'Geschäftsführerin', hue: 205,
    tags: [],
    short: 'Founded Nordlicht Artists in a Kreuzberg back office ten years ago.',
    shortDe: 'Gründete Nordlicht Artists vor zehn Jahren in einem Kreuzberger Hinterhofbüro.',
    bio: ['Anna Schmidt worked for a classical label and a festival before founding Nordlicht Artists.'],
    bioDe: ['Anna Schmidt arbeitete für ein Klassiklabel und ein Festival, bevor sie Nordlicht Artists gründete.'],
    links: [{label: 'Email', url: 'mailto:anna.schmidt@nordlicht-artists.example'}, {label: 'LinkedIn', url: 'https://linkedin.example/in/annaschmidt'}],
  },
  {
    slug: 'tobias-keller', name: 'Tobias Keller', kind: 'staff', role: 'Head of Booking', roleDe: 'Leiter Booking', hue: 160,
    tags: [],
    short: 'Books our artists for venues and festivals across Europe.',
    shortDe: 'Bucht unsere Künstler:innen für Bühnen und Festivals in ganz Europa.',
    bio: ['Tobias Keller speaks five languages and knows every green room between Lisbon and Tallinn.'],
    bioDe: ['Tobias Keller spricht fünf Sprachen und kennt jede Garderobe zwischen Lissabon und Tallinn.'],
    links: [{label: 'Email', url: 'mailto:booking@nordlicht-artists.example'}, {label: 'Phone', url: 'tel:+493012345678'}],
  },
  {
    slug: 'sofia-marino', name: 'Sofia Marino', kind: 'staff', role: 'Press & Communications', roleDe: 'Presse & Kommunikation', hue: 300,
    tags: [],
    short: 'Your contact for interviews, press photos and accreditation.',
    shortDe: 'Ansprechpartnerin für Interviews, Pressefotos und Akkreditierungen.',
    bio: ['Sofia Marino joined Nordlicht Artists this year after eight years as a music journalist.'],
    links: [{label: 'Email', url: 'mailto:press@nordlicht-artists.example'}],
  },
];
const PROFILE_BY_SLUG = new Map(PROFILES.map((p) => [p.slug, p]));

// ---------------------------------------------------------------- venues

/** @type {Record<string, {name: string, city: string, country: string, address?: string, url?: string}>} */
const VENUES = {
  spreehalle: {name: 'Spreehalle, Kammersaal', city: 'Berlin', country: 'DE', address: 'Uferstraße 12, 10997 Berlin', url: 'https://spreehalle.example'},
  kesselhaus: {name: 'Kesselhaus Nord', city: 'Berlin', country: 'DE', address: 'Schönhauser Allee 36, 10435 Berlin'},
  tresorkeller: {name: 'Tresorkeller', city: 'Berlin', country: 'DE', address: 'Köpenicker Straße 70, 10179 Berlin'},
  kulturhaus: {name: 'Kulturhaus Mitte', city: 'Berlin', country: 'DE'},
  hamburg: {name: 'Hafenklang Bühne', city: 'Hamburg', country: 'DE', address: 'Große Elbstraße 84, 22767 Hamburg'},
  leipzig: {name: 'Musikhalle Leipzig', city: 'Leipzig', country: 'DE'},
  munich: {name: 'Isarsaal', city: 'München', country: 'DE'},
  dresden: {name: 'Elbufer Open-Air-Bühne', city: 'Dresden', country: 'DE'},
  cologne: {name: 'Rheinsaal', city: 'Köln', country: 'DE'},
  feldberg: {name: 'Gut Feldberg, Festival Meadow', city: 'Feldberger Seenlandschaft', country: 'DE', url: 'https://festival.nordlicht-artists.example'},
  vienna: {name: 'Wiener Kammersaal', city: 'Wien', country: 'AT'},
  zurich: {name: 'Seebühne', city: 'Zürich', country: 'CH'},
  copenhagen: {name: 'Havnescenen', city: 'København', country: 'DK'},
  amsterdam: {name: 'Het Zuiderpakhuis', city: 'Amsterdam', country: 'NL'},
  prague: {name: 'Vltava Hall', city: 'Praha', country: 'CZ'},
  warsaw: {name: 'Klub Wisła', city: 'Warszawa', country: 'PL'},
  london: {name: 'Riverside Rooms', city: 'London', country: 'GB', address: '21 Bankside, London SE1'},
};

// ---------------------------------------------------------------- events

/**
 * @typedef {object} EventDef
 * @property {string} slug
 * @property {string} title
 * @property {string} [titleDe] German title (no German entry when absent)
 * @property {number} day offset in days from today (Berlin)
 * @property {string} [time] `HH:MM` Berlin wall time (timed events)
 * @property {number} [minutes] duration; sets endDate
 * @property {number} [days] all-day event spanning this many days
 * @property {string} [venue] key of VENUES (no location when absent)
 * @property {'scheduled'|'cancelled'|'postponed'|'soldout'} [status]
 * @property {string[]} profiles
 * @property {string[]} tags
 * @property {string} short
 * @property {string} [shortDe]
 * @property {string} [more] extra HTML paragraph(s)
 * @property {string[]} [programme]
 * @property {boolean} [noTickets]
 * @property {boolean} [noImage]
 * @property {boolean} [bothLocales] unused (every event has an `en` entry, and a `de` one when titleDe is given)
 * @property {boolean} [deOnly] only a `de` entry: the record has no entry for an English page
 * @property {string} [parent] slug of the festival this event is part of
 * @property {{name: string, price: number, currency?: string}[]} [tickets] ticket tiers (else one from the kind of event)
 * @property {string} [currency] currency of the default tiers
 * @property {boolean} [featured]
 */
/** @type {EventDef[]} */
const EVENTS = [
  // ---- upcoming (offsets > 0), one festival running right now
  {slug: 'klangwelten-festival', title: 'Klangwelten Festival', titleDe: 'Klangwelten Festival', day: -2, days: 5, venue: 'kulturhaus', profiles: ['clara-weiss', 'elias-novak', 'aurora-quartet', 'dj-nachtfalter'], tags: ['festival', 'classical', 'electronic'],
    short: 'Five days of sound worlds: chamber music by day, electronics by night — happening now.', shortDe: 'Fünf Tage Klangwelten: Kammermusik am Tag, Elektronik in der Nacht — läuft gerade.',
    more: '<p>Day passes and festival passes at the door. Programme changes daily; see the <a href="https://nordlicht-artists.example/klangwelten">festival site</a>.</p>'},
  {slug: 'clara-weiss-goldberg-variations', featured: true, tickets: [{name: 'Regular', price: 38}, {name: 'Reduced', price: 19}, {name: 'Box seat', price: 64}], title: 'Clara Weiss plays the Goldberg Variations', titleDe: 'Clara Weiss spielt die Goldberg-Variationen', day: 3, time: '19:30', minutes: 110, venue: 'spreehalle', profiles: ['clara-weiss'], tags: ['classical', 'piano', 'new-release'], bothLocales: true,
    short: 'Bach\'s great cycle of thirty variations, a week before the new album appears.', shortDe: 'Bachs großer Zyklus aus dreißig Variationen, eine Woche vor Erscheinen des neuen Albums.',
    programme: ['J. S. Bach: Aria mit verschiedenen Veränderungen, BWV 988'],
    more: '<p>Signing session after the concert in the foyer.</p>'},
  {slug: 'spree-lights-hamburg', title: 'The Spree Lights — Night Bus Tour: Hamburg', titleDe: 'The Spree Lights — Night Bus Tour: Hamburg', day: 5, time: '20:00', venue: 'hamburg', status: 'soldout', profiles: ['spree-lights'], tags: ['indie', 'tour'],
    short: 'The Night Bus tour stops at the harbour.', shortDe: 'Die Night-Bus-Tour macht Halt am Hafen.'},
  {slug: 'nachtfalter-late-night-set', title: 'DJ Nachtfalter: Late Night Set', titleDe: 'DJ Nachtfalter: Late Night Set', day: 9, time: '23:30', minutes: 330, venue: 'tresorkeller', profiles: ['dj-nachtfalter'], tags: ['electronic'],
    short: 'Starts at 23:30 sharp and runs until the sun comes up. Mind the date: the set begins the night of this day.', shortDe: 'Beginnt pünktlich um 23:30 Uhr und läuft bis Sonnenaufgang. Achtung Datum: Das Set beginnt in der Nacht dieses Tages.'},
  {slug: 'aurora-quartet-beethoven-1', title: 'Aurora Quartet: Beethoven Cycle I', titleDe: 'Aurora Quartett: Beethoven-Zyklus I', day: 12, time: '19:30', minutes: 120, venue: 'leipzig', profiles: ['aurora-quartet'], tags: ['classical', 'chamber-music', 'tour'],
    short: 'The first of six evenings with all of Beethoven\'s string quartets.', shortDe: 'Der erste von sechs Abenden mit allen Streichquartetten Beethovens.',
    programme: ['Beethoven: String Quartet op. 18/1', 'Beethoven: String Quartet op. 59/1 "Rasumovsky"', 'Beethoven: Große Fuge op. 133']},
  {slug: 'jonas-berg-trio-jazzkeller', title: 'Jonas Berg Trio at Isarsaal', titleDe: 'Jonas Berg Trio im Isarsaal', day: 16, time: '21:00', venue: 'munich', status: 'soldout', profiles: ['jonas-berg-trio'], tags: ['jazz', 'tour'],
    short: 'Two sets of standards and songs from Blue Hour.', shortDe: 'Zwei Sets mit Standards und Stücken aus Blue Hour.'},
  {slug: 'lena-hoffmann-lieder-evening', title: 'Lena Hoffmann: Schubert Lieder Evening', titleDe: 'Lena Hoffmann: Schubert-Liederabend', day: 20, time: '19:00', minutes: 100, venue: 'vienna', profiles: ['lena-hoffmann'], tags: ['vocal', 'classical', 'tour'],
    short: 'Nachtstücke: Schubert songs of night and dreams.', shortDe: 'Nachtstücke: Schubert-Lieder von Nacht und Traum.',
    programme: ['Schubert: Nacht und Träume D 827', 'Schubert: Der Zwerg D 771', 'Schubert: Erlkönig D 328']},
  {slug: 'mira-sol-album-release', title: 'Mira Sol: Paper Boats Release Show', titleDe: 'Mira Sol: Paper Boats Release-Show', day: 24, time: '20:00', minutes: 150, venue: 'kesselhaus', profiles: ['mira-sol'], tags: ['indie', 'new-release'],
    short: 'The new album live for the first time, with string quartet and choir.', shortDe: 'Das neue Album erstmals live, mit Streichquartett und Chor.'},
  {slug: 'spree-lights-copenhagen', title: 'The Spree Lights — Night Bus Tour: Copenhagen', titleDe: 'The Spree Lights — Night Bus Tour: Kopenhagen', day: 27, time: '20:30', venue: 'copenhagen', status: 'cancelled', profiles: ['spree-lights'], tags: ['indie', 'tour'],
    short: 'Unfortunately this concert has to be cancelled due to illness.', shortDe: 'Leider muss dieses Konzert krankheitsbedingt abgesagt werden.'},
  {slug: 'baltic-brass-open-air', title: 'Baltic Brass Open Air', titleDe: 'Baltic Brass Open Air', day: 31, time: '17:00', minutes: 90, venue: 'dresden', profiles: ['baltic-brass'], tags: ['classical', 'tour'],
    short: 'Brass on the banks of the Elbe: Gabrieli, Purcell and sea shanties. Free entry.', shortDe: 'Blech am Elbufer: Gabrieli, Purcell und Seemannslieder. Eintritt frei.', noTickets: true},
  {slug: 'nachtfalter-afterhours', title: 'DJ Nachtfalter: Afterhours', titleDe: 'DJ Nachtfalter: Afterhours', day: 34, time: '00:30', minutes: 360, venue: 'tresorkeller', profiles: ['dj-nachtfalter'], tags: ['electronic'],
    short: 'After midnight: doors at 00:30, in the very early morning of this date.', shortDe: 'Nach Mitternacht: Einlass um 00:30 Uhr, in den frühen Morgenstunden dieses Tages.'},
  {slug: 'elias-novak-bach-suites', title: 'Elias Novak: Bach Cello Suites', titleDe: 'Elias Novak: Bachs Cellosuiten', day: 38, time: '19:30', venue: 'cologne', status: 'postponed', profiles: ['elias-novak'], tags: ['classical', 'tour'],
    short: 'All six suites in one evening, on gut strings.', shortDe: 'Alle sechs Suiten an einem Abend, auf Darmsaiten.'},
  {slug: 'clara-weiss-family-concert', title: 'Family Concert: The Piano Zoo', titleDe: 'Familienkonzert: Der Klavierzoo', day: 41, time: '11:00', minutes: 60, venue: 'spreehalle', profiles: ['clara-weiss'], tags: ['classical', 'piano'],
    short: 'Animals in music for children from 5. Free entry, registration required.', shortDe: 'Tiere in der Musik für Kinder ab 5. Eintritt frei, Anmeldung erforderlich.', noTickets: true},
  {slug: 'spree-lights-amsterdam', title: 'The Spree Lights — Night Bus Tour: Amsterdam', day: 45, time: '20:00', venue: 'amsterdam', profiles: ['spree-lights'], tags: ['indie', 'tour'],
    short: 'Added by popular demand: a second Dutch date.'},
  {slug: 'aurora-quartet-beethoven-2', title: 'Aurora Quartet: Beethoven Cycle II', titleDe: 'Aurora Quartett: Beethoven-Zyklus II', day: 52, time: '19:30', minutes: 120, venue: 'leipzig', profiles: ['aurora-quartet'], tags: ['classical', 'chamber-music', 'tour'],
    short: 'Part two: the middle quartets.', shortDe: 'Teil zwei: die mittleren Quartette.',
    programme: ['Beethoven: String Quartet op. 74 "Harp"', 'Beethoven: String Quartet op. 95 "Serioso"']},
  {slug: 'nordlicht-lakeside-festival', featured: true, title: 'Nordlicht Lakeside Festival', titleDe: 'Nordlicht Seefestival', day: 60, days: 3,
    tickets: [{name: 'Weekend pass', price: 129}, {name: 'Day ticket', price: 59}, {name: 'Children under 12', price: 0}], venue: 'feldberg', profiles: ['clara-weiss', 'spree-lights', 'dj-nachtfalter', 'mira-sol', 'baltic-brass', 'jonas-berg-trio'], tags: ['festival', 'indie', 'classical', 'electronic'], bothLocales: true,
    short: 'Three days by the lake: concerts, club nights, masterclasses and camping.', shortDe: 'Drei Tage am See: Konzerte, Clubnächte, Meisterkurse und Camping.',
    more: '<ul><li>Friday: Baltic Brass, Mira Sol</li><li>Saturday: Clara Weiss, The Spree Lights, DJ Nachtfalter</li><li>Sunday: Jonas Berg Trio, brunch concert</li></ul><p>Weekend passes include camping.</p>'},
  // ---- the lakeside festival's own events (relations.parents / children)
  {slug: 'lakeside-baltic-brass-opening', parent: 'nordlicht-lakeside-festival', title: 'Lakeside: Baltic Brass Opening', titleDe: 'Seefestival: Eröffnung mit Baltic Brass', day: 60, time: '17:00', minutes: 75, venue: 'feldberg', profiles: ['baltic-brass'], tags: ['festival', 'classical'],
    short: 'Fanfares across the lake open the festival.', shortDe: 'Fanfaren über den See eröffnen das Festival.'},
  {slug: 'lakeside-clara-weiss-sunset', parent: 'nordlicht-lakeside-festival', title: 'Lakeside: Clara Weiss at Sunset', titleDe: 'Seefestival: Clara Weiss zum Sonnenuntergang', day: 61, time: '20:30', minutes: 90, venue: 'feldberg', profiles: ['clara-weiss'], tags: ['festival', 'piano'],
    short: 'Bach on the open-air stage as the sun goes down.', shortDe: 'Bach auf der Freilichtbühne bei Sonnenuntergang.'},
  {slug: 'lakeside-jonas-berg-brunch', parent: 'nordlicht-lakeside-festival', title: 'Lakeside: Jazz Brunch with the Jonas Berg Trio', titleDe: 'Seefestival: Jazzbrunch mit dem Jonas Berg Trio', day: 62, time: '11:00', minutes: 120, venue: 'feldberg', profiles: ['jonas-berg-trio'], tags: ['festival', 'jazz'],
    short: 'Coffee, pancakes and standards.', shortDe: 'Kaffee, Pfannkuchen und Standards.'},
  {slug: 'jonas-berg-trio-zurich', title: 'Jonas Berg Trio: Blue Hour Live', titleDe: 'Jonas Berg Trio: Blue Hour live', day: 66, time: '20:00', venue: 'zurich', profiles: ['jonas-berg-trio'], tags: ['jazz', 'tour'],
    short: 'Lakeside jazz in Zürich.', shortDe: 'Jazz am See in Zürich.'},
  {slug: 'lena-hoffmann-mahler', title: 'Mahler: Symphony No. 4 with Lena Hoffmann', titleDe: 'Mahler: 4. Sinfonie mit Lena Hoffmann', day: 73, time: '20:00', minutes: 80, venue: 'spreehalle', status: 'soldout', profiles: ['lena-hoffmann'], tags: ['vocal', 'classical'],
    short: 'Heavenly life: the soprano finale of Mahler\'s Fourth.', shortDe: 'Das himmlische Leben: das Sopranfinale von Mahlers Vierter.'},
  {slug: 'mira-sol-livestream', title: 'Mira Sol: Living Room Livestream', titleDe: 'Mira Sol: Wohnzimmer-Livestream', day: 80, time: '19:00', minutes: 60, profiles: ['mira-sol'], tags: ['indie'], noTickets: true, noImage: true,
    short: 'An hour of songs and questions from the chat. Online only, free.', shortDe: 'Eine Stunde Lieder und Fragen aus dem Chat. Nur online, kostenlos.'},
  {slug: 'nachtfalter-warsaw', title: 'DJ Nachtfalter w Warszawie', titleDe: 'DJ Nachtfalter in Warschau', deOnly: true, day: 88, time: '23:00', venue: 'warsaw', profiles: ['dj-nachtfalter'], tags: ['electronic', 'tour'],
    short: 'First night in Poland.'},
  {slug: 'novak-weiss-duo', title: 'Elias Novak & Clara Weiss: Duo Recital', titleDe: 'Elias Novak & Clara Weiss: Duoabend', day: 95, time: '19:30', minutes: 100, venue: 'prague', profiles: ['elias-novak', 'clara-weiss'], tags: ['classical', 'chamber-music', 'tour'],
    short: 'Cello sonatas by Brahms, Janáček and Martinů.', shortDe: 'Cellosonaten von Brahms, Janáček und Martinů.',
    programme: ['Brahms: Cello Sonata No. 1 in E minor', 'Janáček: Pohádka', 'Martinů: Cello Sonata No. 1']},
  {slug: 'baltic-brass-harbour-serenade', title: 'Baltic Brass: Harbour Serenade', titleDe: 'Baltic Brass: Hafenserenade', day: 103, time: '18:00', venue: 'hamburg', profiles: ['baltic-brass'], tags: ['classical', 'tour'],
    short: 'Songs of the sea, played on the quay.', shortDe: 'Lieder vom Meer, gespielt am Kai.'},
  {slug: 'spree-lights-london', title: 'The Spree Lights — Night Bus Tour: London', titleDe: 'The Spree Lights — Night Bus Tour: London', day: 110, time: '20:00', venue: 'london', status: 'postponed', profiles: ['spree-lights'], tags: ['indie', 'tour'],
    short: 'Postponed — new date coming soon; tickets remain valid.', shortDe: 'Verschoben — neuer Termin folgt; Tickets behalten ihre Gültigkeit.'},
  {slug: 'aurora-quartet-schubert', title: 'Aurora Quartet: Death and the Maiden', titleDe: 'Aurora Quartett: Der Tod und das Mädchen', day: 122, time: '19:30', venue: 'vienna', profiles: ['aurora-quartet'], tags: ['classical', 'chamber-music', 'tour'],
    short: 'Schubert in Vienna.', shortDe: 'Schubert in Wien.'},
  {slug: 'nordlicht-jazz-weekend', title: 'Nordlicht Jazz Weekend', titleDe: 'Nordlicht Jazzwochenende', day: 135, days: 2, venue: 'munich', profiles: ['jonas-berg-trio', 'mira-sol'], tags: ['festival', 'jazz'],
    short: 'Two days of jazz, with jam sessions until late.', shortDe: 'Zwei Tage Jazz, mit Jamsessions bis spät.'},
  {slug: 'clara-weiss-london-recital', title: 'Clara Weiss: London Recital', day: 150, time: '19:30', venue: 'london', currency: 'USD', profiles: ['clara-weiss'], tags: ['piano', 'classical', 'tour'],
    short: 'Bach, Messiaen and a new piece by Hanna Ek.', programme: ['Bach: Partita No. 2', 'Messiaen: Regard de l\'Esprit de joie', 'Hanna Ek: Northern Lights (UK premiere)']},
  {slug: 'lena-hoffmann-opera-gala', title: 'Opera Gala with Lena Hoffmann', titleDe: 'Operngala mit Lena Hoffmann', day: 170, time: '19:00', venue: 'dresden', status: 'cancelled', profiles: ['lena-hoffmann'], tags: ['vocal', 'classical', 'tour'],
    short: 'Cancelled by the organiser. Tickets are refunded automatically.', shortDe: 'Vom Veranstalter abgesagt. Tickets werden automatisch erstattet.'},
  {slug: 'mira-sol-tour-final', title: 'Mira Sol: Paper Boats Tour Final', titleDe: 'Mira Sol: Paper Boats Tourfinale', day: 200, time: '20:00', venue: 'kesselhaus', profiles: ['mira-sol'], tags: ['indie', 'tour'],
    short: 'Back home for the last night of the tour.', shortDe: 'Zurück in Berlin für den letzten Abend der Tour.'},
  {slug: 'city-lights-festival', title: 'City Lights Festival', titleDe: 'Stadtlichter Festival', day: 235, days: 3, venue: 'kulturhaus', profiles: ['aurora-quartet', 'lena-hoffmann', 'baltic-brass', 'dj-nachtfalter'], tags: ['festival', 'classical', 'electronic'],
    short: 'Candlelit chamber music and club nights in the middle of Berlin.', shortDe: 'Kammermusik bei Kerzenlicht und Clubnächte mitten in Berlin.'},
  // ---- past
  {slug: 'clara-weiss-season-opening', title: 'Season Opening with Clara Weiss', titleDe: 'Saisoneröffnung mit Clara Weiss', day: -10, time: '19:30', minutes: 110, venue: 'spreehalle', profiles: ['clara-weiss'], tags: ['classical', 'piano'],
    short: 'Our season opened with Bach and Messiaen.', shortDe: 'Unsere Saison begann mit Bach und Messiaen.'},
  {slug: 'spree-lights-leipzig', title: 'The Spree Lights — Night Bus Tour: Leipzig', titleDe: 'The Spree Lights — Night Bus Tour: Leipzig', day: -18, time: '20:00', venue: 'leipzig', profiles: ['spree-lights'], tags: ['indie', 'tour'],
    short: 'Tour opener in Leipzig.', shortDe: 'Tourauftakt in Leipzig.'},
  {slug: 'nachtfalter-hamburg-club-night', title: 'DJ Nachtfalter: Hamburg Club Night', titleDe: 'DJ Nachtfalter: Clubnacht Hamburg', day: -25, time: '23:30', minutes: 300, venue: 'hamburg', profiles: ['dj-nachtfalter'], tags: ['electronic', 'tour'],
    short: 'Harbour techno, from 23:30.', shortDe: 'Hafentechno ab 23:30 Uhr.'},
  {slug: 'aurora-quartet-haydn', title: 'Aurora Quartet: Haydn & Bartók', titleDe: 'Aurora Quartett: Haydn & Bartók', day: -33, time: '19:30', venue: 'spreehalle', profiles: ['aurora-quartet'], tags: ['classical', 'chamber-music'],
    short: 'The "Sunrise" quartet and Bartók\'s Fourth.', shortDe: 'Das „Sonnenaufgangs“-Quartett und Bartóks Viertes.'},
  {slug: 'jonas-berg-trio-release-concert', title: 'Jonas Berg Trio: Blue Hour Release Concert', titleDe: 'Jonas Berg Trio: Blue Hour Release-Konzert', day: -41, time: '20:00', venue: 'kesselhaus', profiles: ['jonas-berg-trio'], tags: ['jazz', 'new-release'],
    short: 'The new album, live and complete.', shortDe: 'Das neue Album, live und komplett.'},
  {slug: 'lena-hoffmann-munich', title: 'Lena Hoffmann: Lieder in Munich', titleDe: 'Lena Hoffmann: Liederabend München', day: -52, time: '19:00', venue: 'munich', status: 'cancelled', profiles: ['lena-hoffmann'], tags: ['vocal', 'tour'],
    short: 'Cancelled due to illness.', shortDe: 'Krankheitsbedingt abgesagt.'},
  {slug: 'mira-sol-house-concert', title: 'Mira Sol: House Concert', titleDe: 'Mira Sol: Wohnzimmerkonzert', day: -60, time: '20:00', venue: 'cologne', profiles: ['mira-sol'], tags: ['indie', 'tour'],
    short: 'Forty guests, one living room.', shortDe: 'Vierzig Gäste, ein Wohnzimmer.'},
  {slug: 'baltic-brass-fanfares', title: 'Baltic Brass: Festive Fanfares', titleDe: 'Baltic Brass: Festliche Fanfaren', day: -75, time: '17:00', venue: 'dresden', profiles: ['baltic-brass'], tags: ['classical', 'tour'],
    short: 'Fanfares and waltzes.', shortDe: 'Fanfaren und Walzer.'},
  {slug: 'elias-novak-debut', title: 'Elias Novak: Amsterdam Debut', titleDe: 'Elias Novak: Debüt in Amsterdam', day: -90, time: '19:30', venue: 'amsterdam', profiles: ['elias-novak'], tags: ['classical', 'tour'],
    short: 'Bach and Kodály solo.', shortDe: 'Bach und Kodály solo.'},
  {slug: 'leipzig-chamber-festival', title: 'Leipzig Chamber Festival', titleDe: 'Leipziger Kammermusikfest', day: -110, days: 3, venue: 'leipzig', profiles: ['aurora-quartet', 'elias-novak', 'clara-weiss'], tags: ['festival', 'chamber-music'],
    short: 'Three days, eleven concerts.', shortDe: 'Drei Tage, elf Konzerte.'},
  {slug: 'spree-lights-vienna', title: 'The Spree Lights in Vienna', titleDe: 'The Spree Lights in Wien', day: -130, time: '20:00', venue: 'vienna', status: 'soldout', profiles: ['spree-lights'], tags: ['indie', 'tour'],
    short: 'Sold out weeks in advance.', shortDe: 'Wochen im Voraus ausverkauft.'},
  {slug: 'nachtfalter-copenhagen', title: 'DJ Nachtfalter: Copenhagen', day: -150, time: '23:00', venue: 'copenhagen', profiles: ['dj-nachtfalter'], tags: ['electronic', 'tour'],
    short: 'A long night by the harbour.'},
  {slug: 'clara-weiss-zurich', title: 'Clara Weiss in Zürich', titleDe: 'Clara Weiss in Zürich', day: -180, time: '19:30', venue: 'zurich', profiles: ['clara-weiss'], tags: ['piano', 'tour'],
    short: 'Recital at the lake.', shortDe: 'Klavierabend am See.'},
  {slug: 'nordlicht-lakeside-festival-last-year', title: 'Nordlicht Lakeside Festival (last year)', titleDe: 'Nordlicht Seefestival (Vorjahr)', day: -300, days: 3, venue: 'feldberg', profiles: ['clara-weiss', 'spree-lights', 'baltic-brass'], tags: ['festival'],
    short: 'Three sunny days by the lake.', shortDe: 'Drei sonnige Tage am See.'},
];

// ---------------------------------------------------------------- news

/**
 * @typedef {object} NewsDef
 * @property {string} slug
 * @property {string} title
 * @property {string} [titleDe]
 * @property {number} yearsAgo 0 = this year
 * @property {number} [fraction] this year: position between Jan 1 and now (0..1)
 * @property {string} [at] other years: `MM-DD HH:MM` Berlin wall time
 * @property {string} author
 * @property {string[]} tags
 * @property {string} short
 * @property {string} [shortDe]
 * @property {string} body HTML
 * @property {boolean} [noImage]
 */
/** @type {NewsDef[]} */
const NEWS = [
  {slug: 'clara-weiss-records-goldberg-variations', title: 'Clara Weiss records the Goldberg Variations', titleDe: 'Clara Weiss nimmt die Goldberg-Variationen auf', yearsAgo: 0, fraction: 0.95, author: 'Sofia Marino', tags: ['piano', 'classical', 'new-release'],
    short: 'Five days in a Berlin church, one Steinway, thirty variations.', shortDe: 'Fünf Tage in einer Berliner Kirche, ein Steinway, dreißig Variationen.',
    body: '<p>"The aria has to sound as if nothing had happened in between," says Clara. The album appears next month; the <a href="/events/clara-weiss-goldberg-variations">release concert</a> is almost sold out.</p><blockquote><p>Bach is the most honest mirror I know.</p></blockquote>'},
  {slug: 'spree-lights-add-amsterdam-london', title: 'The Spree Lights add Amsterdam and London', titleDe: 'The Spree Lights spielen zusätzlich in Amsterdam und London', yearsAgo: 0, fraction: 0.8, author: 'Tobias Keller', tags: ['indie', 'tour'],
    short: 'Two new dates for the Night Bus tour.', shortDe: 'Zwei neue Termine für die Night-Bus-Tour.',
    body: '<p>After Hamburg sold out in a day, the band adds <strong>Amsterdam</strong> and <strong>London</strong>. Tickets are on sale now.</p>'},
  {slug: 'welcome-sofia-marino', title: 'Welcome, Sofia Marino!', titleDe: 'Willkommen, Sofia Marino!', yearsAgo: 0, fraction: 0.62, author: 'Anna Schmidt', tags: [],
    short: 'Our new head of press and communications.', shortDe: 'Unsere neue Leiterin für Presse und Kommunikation.',
    body: '<p>Sofia joins us after eight years as a music journalist. Press enquiries: <a href="mailto:press@nordlicht-artists.example">press@nordlicht-artists.example</a>.</p>'},
  {slug: 'aurora-quartet-beethoven-cycle', title: 'Aurora Quartet begin their Beethoven cycle', titleDe: 'Aurora Quartett beginnt den Beethoven-Zyklus', yearsAgo: 0, fraction: 0.45, author: 'Sofia Marino', tags: ['classical', 'chamber-music'],
    short: 'Sixteen quartets, six evenings, one season.', shortDe: 'Sechzehn Quartette, sechs Abende, eine Saison.',
    body: '<p>The cycle starts in Leipzig and travels to Vienna. <em>Subscriptions</em> for all six concerts are available.</p><ol><li>Early quartets</li><li>Middle quartets</li><li>Late quartets</li></ol>'},
  {slug: 'lakeside-festival-line-up', title: 'Lakeside festival line-up revealed', titleDe: 'Das Line-up des Seefestivals steht', yearsAgo: 0, fraction: 0.25, author: 'Anna Schmidt', tags: ['festival'],
    short: 'Six acts, three days, one lake.', shortDe: 'Sechs Acts, drei Tage, ein See.',
    body: '<p>Clara Weiss, The Spree Lights, DJ Nachtfalter, Mira Sol, Baltic Brass and the Jonas Berg Trio play the <a href="/events/nordlicht-lakeside-festival">Nordlicht Lakeside Festival</a>.</p>'},
  {slug: 'mira-sol-announces-paper-boats', title: 'Mira Sol announces her new album "Paper Boats"', titleDe: 'Mira Sol kündigt ihr neues Album „Paper Boats“ an', yearsAgo: 0, fraction: 0.06, author: 'Sofia Marino', tags: ['indie', 'new-release'],
    short: 'Eleven songs about leaving and arriving.', shortDe: 'Elf Lieder über das Gehen und Ankommen.',
    body: '<p>Pre-order the vinyl in our <a href="https://shop.example.com/products/mira-sol-paper-boats-lp">shop</a>.</p>'},
  // last year
  {slug: 'happy-new-year', title: 'Happy New Year from Nordlicht Artists', titleDe: 'Frohes neues Jahr von Nordlicht Artists', yearsAgo: 1, at: '01-01 00:30', author: 'Anna Schmidt', tags: [],
    short: 'Posted half an hour after midnight — in Berlin it is already the new year.', shortDe: 'Eine halbe Stunde nach Mitternacht gepostet — in Berlin ist schon das neue Jahr.',
    body: '<p>Thank you for a wonderful year of music. See you at the concerts!</p>', noImage: true},
  {slug: 'nachtfalter-moth-ep', title: 'DJ Nachtfalter releases the Moth EP', titleDe: 'DJ Nachtfalter veröffentlicht die Moth EP', yearsAgo: 1, at: '03-14 18:00', author: 'Sofia Marino', tags: ['electronic', 'new-release'],
    short: 'Four tracks on 12-inch vinyl.', shortDe: 'Vier Tracks auf 12-Zoll-Vinyl.', body: '<p>Out now on vinyl and all platforms.</p>'},
  {slug: 'jonas-berg-trio-signs', title: 'Jonas Berg Trio joins Nordlicht Artists', titleDe: 'Jonas Berg Trio kommt zu Nordlicht Artists', yearsAgo: 1, at: '04-22 10:00', author: 'Tobias Keller', tags: ['jazz'],
    short: 'Welcome to the family!', shortDe: 'Willkommen in der Familie!', body: '<p>We now represent the trio worldwide.</p>'},
  {slug: 'behind-the-scenes-lakeside-festival', title: 'Behind the scenes: a day at the lakeside festival', titleDe: 'Hinter den Kulissen: ein Tag beim Seefestival', yearsAgo: 1, at: '07-08 09:30', author: 'Anna Schmidt', tags: ['festival'],
    short: 'From stage building at dawn to the last encore.', shortDe: 'Vom Bühnenaufbau im Morgengrauen bis zur letzten Zugabe.',
    body: '<p>06:00 — the stage crew arrives. 23:30 — DJ Nachtfalter starts the last set.</p>'},
  {slug: 'lena-hoffmann-wins-lied-competition', title: 'Lena Hoffmann wins the International Lied Competition', titleDe: 'Lena Hoffmann gewinnt den Internationalen Liedwettbewerb', yearsAgo: 1, at: '09-03 12:00', author: 'Sofia Marino', tags: ['vocal', 'classical'],
    short: 'First prize and the audience award.', shortDe: 'Erster Preis und Publikumspreis.', body: '<p>Congratulations, Lena!</p>'},
  {slug: 'elias-novak-amsterdam-debut', title: 'Elias Novak\'s Amsterdam debut', titleDe: 'Elias Novaks Debüt in Amsterdam', yearsAgo: 1, at: '10-17 21:45', author: 'Tobias Keller', tags: ['classical'],
    short: 'A standing ovation for Bach on gut strings.', body: '<p>Read the review in the <a href="https://newspaper.example/novak">Amsterdam Courant</a>.</p>'},
  {slug: 'chamber-festival-in-pictures', title: 'The Leipzig chamber festival in pictures', titleDe: 'Das Leipziger Kammermusikfest in Bildern', yearsAgo: 1, at: '11-05 08:15', author: 'Sofia Marino', tags: ['festival', 'chamber-music'],
    short: 'Eleven concerts, a thousand photos, twelve favourites.', shortDe: 'Elf Konzerte, tausend Fotos, zwölf Favoriten.', body: '<p>Our photographer picked twelve favourites.</p>'},
  {slug: 'holiday-office-hours', title: 'Holiday office hours', titleDe: 'Bürozeiten über die Feiertage', yearsAgo: 1, at: '12-20 16:00', author: 'Anna Schmidt', tags: [],
    short: 'Our office is closed between the holidays.', shortDe: 'Zwischen den Jahren ist unser Büro geschlossen.', body: '<p>For urgent booking requests call <a href="tel:+493012345678">+49 30 1234 5678</a>.</p>', noImage: true},
  // the year before
  {slug: 'nordlicht-turns-ten', title: 'Nordlicht Artists turns ten', titleDe: 'Nordlicht Artists wird zehn', yearsAgo: 2, at: '02-10 11:00', author: 'Anna Schmidt', tags: [],
    short: 'Ten years, twelve artists, more than two thousand concerts.', shortDe: 'Zehn Jahre, zwölf Künstler:innen, über zweitausend Konzerte.', body: '<p>It started with one desk and one pianist.</p>'},
  {slug: 'baltic-brass-harbour-songs', title: 'Baltic Brass: Harbour Songs out now', titleDe: 'Baltic Brass: Harbour Songs ist erschienen', yearsAgo: 2, at: '05-02 09:00', author: 'Tobias Keller', tags: ['classical', 'new-release'],
    short: 'Folk tunes of the Baltic coast for brass quintet.', shortDe: 'Volkslieder der Ostseeküste für Blechbläserquintett.', body: '<p>Available on CD and streaming.</p>'},
  {slug: 'spree-lights-sell-out-vienna', title: 'The Spree Lights sell out Vienna', titleDe: 'The Spree Lights: Wien ausverkauft', yearsAgo: 2, at: '06-18 14:30', author: 'Tobias Keller', tags: ['indie', 'tour'],
    short: 'Sold out in four hours.', shortDe: 'In vier Stunden ausverkauft.', body: '<p>Thank you, Vienna!</p>'},
  {slug: 'clara-weiss-joins', title: 'Clara Weiss joins the roster', titleDe: 'Clara Weiss ist neu bei uns', yearsAgo: 2, at: '08-28 10:00', author: 'Anna Schmidt', tags: ['piano', 'classical'],
    short: 'We are delighted to represent the pianist worldwide.', shortDe: 'Wir vertreten die Pianistin ab sofort weltweit.', body: '<p>Her first concert with us: the season opening.</p>'},
  {slug: 'new-office-kreuzberg', title: 'We moved: new office in Kreuzberg', titleDe: 'Umgezogen: neues Büro in Kreuzberg', yearsAgo: 2, at: '10-01 09:00', author: 'Anna Schmidt', tags: [],
    short: 'More space, same coffee.', shortDe: 'Mehr Platz, gleicher Kaffee.', body: '<p>Find us at Uferstraße 12, 10997 Berlin.</p>', noImage: true},
  {slug: 'year-in-review', title: 'Our year in review', titleDe: 'Unser Jahresrückblick', yearsAgo: 2, at: '12-30 18:00', author: 'Sofia Marino', tags: ['festival', 'tour'],
    short: '312 concerts in 19 countries.', shortDe: '312 Konzerte in 19 Ländern.', body: '<p>Highlights: the lakeside festival, the Vienna sell-out and two new albums.</p>'},
];

// ---------------------------------------------------------------- products

/**
 * @typedef {object} ProductDef
 * @property {string} slug
 * @property {string} title
 * @property {string} [titleDe]
 * @property {number} price the first variant's price (the others derive from it)
 * @property {string} [currency]
 * @property {'in_stock'|'sold_out'|'preorder'} stock sold out: quantity 0; preorder: featured
 * @property {string} [profile]
 * @property {string[]} tags
 * @property {string} short
 * @property {string} [shortDe]
 * @property {string} kind record | merch | tickets
 * @property {number} [extraImages]
 * @property {boolean} [noImage]
 */
/** @type {ProductDef[]} */
const PRODUCTS = [
  {slug: 'clara-weiss-goldberg-vinyl', title: 'Goldberg Variations (2 LP)', titleDe: 'Goldberg-Variationen (2 LP)', price: 34.9, stock: 'preorder', profile: 'clara-weiss', tags: ['piano', 'classical', 'new-release'], kind: 'record', extraImages: 2,
    short: 'Clara Weiss\'s new recording on 180 g double vinyl.', shortDe: 'Die neue Aufnahme von Clara Weiss auf 180-g-Doppelvinyl.'},
  {slug: 'clara-weiss-nocturnes-cd', title: 'Nocturnes (CD)', titleDe: 'Nocturnes (CD)', price: 16, stock: 'in_stock', profile: 'clara-weiss', tags: ['piano', 'classical'], kind: 'record',
    short: 'Chopin and Fauré nocturnes.', shortDe: 'Nocturnes von Chopin und Fauré.'},
  {slug: 'aurora-quartet-beethoven-box', title: 'Beethoven: The Late Quartets (3 CD box)', titleDe: 'Beethoven: Die späten Quartette (3-CD-Box)', price: 39, stock: 'in_stock', profile: 'aurora-quartet', tags: ['classical', 'chamber-music'], kind: 'record',
    short: 'Opp. 127–135 and the Große Fuge.', shortDe: 'Op. 127–135 und die Große Fuge.'},
  {slug: 'spree-lights-night-bus-lp', title: 'Night Bus (LP)', titleDe: 'Night Bus (LP)', price: 24, stock: 'in_stock', profile: 'spree-lights', tags: ['indie'], kind: 'record', extraImages: 1,
    short: 'The second album on transparent blue vinyl.', shortDe: 'Das zweite Album auf transparent-blauem Vinyl.'},
  {slug: 'spree-lights-tour-shirt', title: 'Night Bus Tour T-Shirt', titleDe: 'Night Bus Tour T-Shirt', price: 28, stock: 'in_stock', profile: 'spree-lights', tags: ['indie', 'tour'], kind: 'merch',
    short: 'Organic cotton, all tour dates on the back.', shortDe: 'Bio-Baumwolle, alle Tourdaten auf dem Rücken.'},
  {slug: 'spree-lights-tote-bag', title: 'Spree Lights Tote Bag', titleDe: 'Spree Lights Stoffbeutel', price: 15, stock: 'sold_out', profile: 'spree-lights', tags: ['indie'], kind: 'merch',
    short: 'Screen-printed in Berlin.', shortDe: 'Siebgedruckt in Berlin.'},
  {slug: 'nachtfalter-moth-ep', title: 'Moth EP (12" vinyl)', titleDe: 'Moth EP (12"-Vinyl)', price: 14.5, stock: 'in_stock', profile: 'dj-nachtfalter', tags: ['electronic', 'new-release'], kind: 'record',
    short: 'Four tracks for the small hours.', shortDe: 'Vier Tracks für die frühen Stunden.'},
  {slug: 'lena-hoffmann-nachtstuecke-cd', title: 'Nachtstücke (CD)', titleDe: 'Nachtstücke (CD)', price: 18, stock: 'in_stock', profile: 'lena-hoffmann', tags: ['vocal', 'classical'], kind: 'record',
    short: 'Schubert and new songs of the night.', shortDe: 'Schubert und neue Nachtlieder.'},
  {slug: 'jonas-berg-trio-blue-hour-lp', title: 'Blue Hour (LP, US pressing)', titleDe: 'Blue Hour (LP, US-Pressung)', price: 29.99, currency: 'USD', stock: 'in_stock', profile: 'jonas-berg-trio', tags: ['jazz', 'new-release'], kind: 'record',
    short: 'Imported from our US label partner; priced in US dollars.', shortDe: 'Import von unserem US-Labelpartner; Preis in US-Dollar.'},
  {slug: 'mira-sol-paper-boats-lp', title: 'Paper Boats (LP)', titleDe: 'Paper Boats (LP)', price: 26, stock: 'preorder', profile: 'mira-sol', tags: ['indie', 'new-release'], kind: 'record',
    short: 'Pre-order the new album; ships on release day.', shortDe: 'Das neue Album vorbestellen; Versand am Erscheinungstag.'},
  {slug: 'mira-sol-signed-poster', title: 'Signed Tour Poster', titleDe: 'Signiertes Tourplakat', price: 20, stock: 'sold_out', profile: 'mira-sol', tags: ['indie', 'tour'], kind: 'merch',
    short: 'A2 riso print, signed.', shortDe: 'A2-Risodruck, signiert.'},
  {slug: 'elias-novak-bach-suites-cd', title: 'Bach: Cello Suites (2 CD)', titleDe: 'Bach: Cellosuiten (2 CD)', price: 17.5, stock: 'in_stock', profile: 'elias-novak', tags: ['classical'], kind: 'record',
    short: 'Recorded in a Prague monastery.', shortDe: 'Aufgenommen in einem Prager Kloster.'},
  {slug: 'baltic-brass-harbour-songs-cd', title: 'Harbour Songs (CD)', titleDe: 'Harbour Songs (CD)', price: 15, stock: 'in_stock', profile: 'baltic-brass', tags: ['classical'], kind: 'record',
    short: 'Folk tunes of the Baltic coast.', shortDe: 'Volkslieder der Ostseeküste.'},
  {slug: 'lakeside-festival-weekend-pass', title: 'Lakeside Festival Weekend Pass', titleDe: 'Seefestival Wochenendpass', price: 129, stock: 'in_stock', tags: ['festival'], kind: 'tickets',
    short: 'Three days of concerts, camping included.', shortDe: 'Drei Konzerttage, inklusive Camping.'},
  {slug: 'chamber-series-pass', title: 'Chamber Series: 4-Concert Pass', titleDe: 'Kammermusikreihe: Abo für 4 Konzerte', price: 96, stock: 'in_stock', tags: ['chamber-music', 'classical'], kind: 'tickets', noImage: true,
    short: 'Four chamber concerts of your choice in Berlin and Leipzig.', shortDe: 'Vier Kammerkonzerte nach Wahl in Berlin und Leipzig.'},
];

// ---------------------------------------------------------------- pages (content trees)

/**
 * @param {string} text
 * @param {...{type: string, attrs?: Record<string, unknown>}} marks
 * @returns {ContentNode}
 */
const t = (text, ...marks) => (marks.length ? {type: 'text', text, marks} : {type: 'text', text});
const bold = {type: 'bold'};
const italic = {type: 'italic'};
const underline = {type: 'underline'};
const strike = {type: 'strike'};
const code = {type: 'code'};
/** @param {string} href @param {string | null} [target] */
const link = (href, target = null) => ({type: 'link', attrs: {href, target}});
/** @param {...ContentNode} content @returns {ContentNode} */
const p = (...content) => ({type: 'paragraph', content});
/** @param {number} level @param {...ContentNode} content @returns {ContentNode} */
const h = (level, ...content) => ({type: 'heading', attrs: {level}, content});
/** @param {...ContentNode[]} items @returns {ContentNode} */
const ul = (...items) => ({type: 'bulletList', content: items.map((c) => ({type: 'listItem', content: c}))});
/** @param {...ContentNode[]} items @returns {ContentNode} */
const ol = (...items) => ({type: 'orderedList', attrs: {start: 1}, content: items.map((c) => ({type: 'listItem', content: c}))});
/** @param {...ContentNode} content @returns {ContentNode} */
const quote = (...content) => ({type: 'blockquote', content});
/** @type {ContentNode} */
const br = {type: 'hardBreak'};
/** @type {ContentNode} */
const hr = {type: 'horizontalRule'};
/** @param {...ContentNode} content @returns {ContentNode} */
const doc = (...content) => ({type: 'doc', content});
/** @param {string} language @param {string} text @returns {ContentNode} */
const codeBlock = (language, text) => ({type: 'codeBlock', attrs: {language}, content: [t(text)]});
/**
 * @param {string[]} header
 * @param {string[][]} rows
 * @returns {ContentNode}
 */
const table = (header, rows) => ({
  type: 'table',
  content: [
    {type: 'tableRow', content: header.map((c) => ({type: 'tableHeader', attrs: {colspan: 1, rowspan: 1}, content: [p(t(c))]}))},
    ...rows.map((r) => ({type: 'tableRow', content: r.map((c) => ({type: 'tableCell', attrs: {colspan: 1, rowspan: 1}, content: [p(t(c))]}))})),
  ],
});

/**
 * @typedef {object} PageDef
 * @property {string} slug
 * @property {string} title
 * @property {string} [titleDe]
 * @property {string} [parent]
 * @property {number} order
 * @property {string} excerpt plain sentence (wrapped in <p>)
 * @property {string} [excerptDe]
 * @property {string[]} tags
 * @property {boolean} [noImage]
 * @property {(images: {hero?: Image}) => ContentNode} tree
 * @property {(images: {hero?: Image}) => ContentNode} [treeDe]
 */
/**
 * Pages that are links or the news landing page (Venue CMS page types LINK and NEWSLIST).
 * @type {{slug: string, title: string, titleDe: string, type: 'LINK' | 'NEWSLIST', order: number, parent?: string, linkUrl?: string, openInNewTab?: boolean}[]}
 */
const SPECIAL_PAGES = [
  {slug: 'news', title: 'News', titleDe: 'Neuigkeiten', type: 'NEWSLIST', order: 6},
  {slug: 'tickets', title: 'Tickets', titleDe: 'Tickets', type: 'LINK', order: 7, linkUrl: 'https://tickets.example.com/nordlicht', openInNewTab: true},
  {slug: 'press-kit', title: 'Press kit (PDF)', titleDe: 'Pressemappe (PDF)', type: 'LINK', parent: 'press', order: 7, linkUrl: '/files/nordlicht-press-kit.pdf', openInNewTab: false},
];

/** @type {PageDef[]} */
const PAGES = [
  {
    slug: 'about', title: 'About us', titleDe: 'Über uns', order: 1, tags: [],
    excerpt: 'Nordlicht Artists is an artist agency and concert promoter in Berlin.',
    excerptDe: 'Nordlicht Artists ist eine Künstleragentur und Konzertveranstalterin in Berlin.',
    tree: ({hero}) => doc(
      h(1, t('About Nordlicht Artists')),
      p(t('We are an '), t('artist agency', bold), t(' and '), t('concert promoter', italic), t(' based in Berlin-Kreuzberg. We represent nine artists and ensembles and organise around 300 concerts a year.')),
      {type: 'image', attrs: {src: hero?.url, alt: 'The Nordlicht team in front of the Spreehalle', title: 'Our team', width: hero?.width, height: hero?.height}},
      h(2, t('What we do')),
      ul([p(t('Artist management and ', ), t('worldwide booking', bold))], [p(t('Our own festivals: the '), t('Nordlicht Lakeside Festival', link('/events/nordlicht-lakeside-festival')), t(' and City Lights'))], [p(t('Releases and merchandise in our '), t('shop', link('https://shop.example.com', '_blank')))]),
      quote(p(t('Music is the shortest way between two people.', italic)), p(t('— Anna Schmidt, founder'))),
      p(t('Read about our '), t('history', link('/pages/history')), t(' or meet the '), t('team', link('/pages/team')), t('.')),
    ),
    treeDe: ({hero}) => doc(
      h(1, t('Über Nordlicht Artists')),
      p(t('Wir sind eine '), t('Künstleragentur', bold), t(' und '), t('Konzertveranstalterin', italic), t(' in Berlin-Kreuzberg. Wir vertreten neun Künstler:innen und Ensembles und veranstalten rund 300 Konzerte im Jahr.')),
      {type: 'image', attrs: {src: hero?.url, alt: 'Das Nordlicht-Team vor der Spreehalle', width: hero?.width, height: hero?.height}},
      h(2, t('Was wir tun')),
      ul([p(t('Künstlermanagement und '), t('weltweites Booking', bold))], [p(t('Eigene Festivals: das '), t('Nordlicht Seefestival', link('/events/nordlicht-lakeside-festival')), t(' und Stadtlichter'))]),
      quote(p(t('Musik ist der kürzeste Weg zwischen zwei Menschen.', italic))),
    ),
  },
  {
    slug: 'history', title: 'Our history', titleDe: 'Unsere Geschichte', parent: 'about', order: 1, tags: [],
    excerpt: 'From one desk in a back office to twelve people and two festivals.',
    excerptDe: 'Von einem Schreibtisch im Hinterhof zu zwölf Leuten und zwei Festivals.',
    tree: () => doc(
      h(2, t('Ten years of Nordlicht')),
      ol([p(t('Year one: ', bold), t('Anna Schmidt founds the agency with a single pianist.'))], [p(t('Year three: ', bold), t('the first Nordlicht Lakeside Festival by the lake.'))], [p(t('Year seven: ', bold), t('we move to a bigger office in Kreuzberg.'))], [p(t('Today: ', bold), t('nine artists, three staff, two festivals.'))]),
      hr,
      h(3, t('What we stopped doing')),
      p(t('We no longer print '), t('paper flyers', strike), t(' — we '), t('plant trees', underline), t(' instead.')),
      p(t('Nordlicht Artists GmbH'), br, t('Uferstraße 12'), br, t('10997 Berlin')),
    ),
  },
  {
    slug: 'team', title: 'Team', titleDe: 'Team', parent: 'about', order: 2, tags: [],
    excerpt: 'The people behind the concerts.', excerptDe: 'Die Menschen hinter den Konzerten.',
    tree: ({hero}) => doc(
      h(2, t('The people behind the concerts')),
      {type: 'image', attrs: {image: hero, alt: hero?.altText}},
      ul(
        [p(t('Anna Schmidt', bold, link('/profiles/anna-schmidt')), t(' — Managing Director'))],
        [p(t('Tobias Keller', bold, link('/profiles/tobias-keller')), t(' — Head of Booking'))],
        [p(t('Sofia Marino', bold, link('/profiles/sofia-marino')), t(' — Press & Communications'))],
      ),
      p(t('We are hiring! Write to '), t('jobs@nordlicht-artists.example', link('mailto:jobs@nordlicht-artists.example'))),
    ),
  },
  {
    slug: 'booking', title: 'Booking', titleDe: 'Booking', order: 2, tags: ['tour'],
    excerpt: 'How to book our artists for your venue or festival.', excerptDe: 'So buchen Sie unsere Künstler:innen für Ihre Bühne oder Ihr Festival.',
    tree: () => doc(
      h(1, t('Booking')),
      p(t('Send requests to '), t('booking@nordlicht-artists.example', code), t(' or call '), t('+49 30 1234 5678', link('tel:+493012345678')), t('.')),
      h(2, t('Please include')),
      ul([p(t('Venue, city and capacity'))], [p(t('Preferred dates (at least two)'))], [p(t('Fee range and technical facilities'))]),
      p(t('Technical requirements are listed in our '), t('technical riders', link('/pages/technical-riders')), t('.')),
    ),
  },
  {
    slug: 'technical-riders', title: 'Technical riders', titleDe: 'Technische Rider', parent: 'booking', order: 1, tags: ['tour'],
    excerpt: 'Stage plans and technical requirements for every act.', excerptDe: 'Bühnenpläne und technische Anforderungen für alle Acts.',
    tree: () => doc(
      h(2, t('Technical riders')),
      table(['Act', 'Stage (min.)', 'Inputs', 'Piano'], [
        ['Clara Weiss', '6 × 4 m', '2', 'Steinway D, tuned to 442 Hz'],
        ['Aurora Quartet', '5 × 4 m', '4', '—'],
        ['The Spree Lights', '8 × 6 m', '24', '—'],
        ['DJ Nachtfalter', '3 × 2 m', '4', '—'],
        ['Jonas Berg Trio', '6 × 4 m', '8', 'Grand piano, 7 ft or larger'],
      ]),
      h(3, t('Input list format')),
      codeBlock('csv', 'channel,source,mic,stand\n1,Kick,Beta 91,none\n2,Snare,SM57,short\n3,Piano L,KM184,tall'),
      h(4, t('Power')),
      p(t('230 V / 16 A on stage left and right.')),
      h(5, t('Hospitality')),
      p(t('Still water and something vegetarian, please.')),
      h(6, t('Last updated by the booking team.')),
    ),
  },
  {
    slug: 'press', title: 'Press', titleDe: 'Presse', order: 3, tags: [],
    excerpt: 'Press photos, biographies and accreditation.', excerptDe: 'Pressefotos, Biografien und Akkreditierung.',
    tree: ({hero}) => doc(
      h(1, t('Press')),
      p(t('High-resolution photos and biographies of all our artists are available on request. Contact '), t('Sofia Marino', link('/profiles/sofia-marino')), t('.')),
      {type: 'image', attrs: {src: hero?.url, alt: hero?.altText, width: hero?.width, height: hero?.height}},
      quote(p(t('"The most interesting small agency in Berlin."'), br, t('— Tagesblatt', italic))),
    ),
  },
  {
    slug: 'contact', title: 'Contact', titleDe: 'Kontakt', order: 4, tags: [],
    excerpt: 'Office address, phone and email.', excerptDe: 'Adresse, Telefon und E-Mail.', noImage: true,
    tree: () => doc(
      h(1, t('Contact')),
      p(t('Nordlicht Artists GmbH', bold), br, t('Uferstraße 12'), br, t('10997 Berlin'), br, t('Germany')),
      p(t('Phone: '), t('+49 30 1234 5678', link('tel:+493012345678')), br, t('Email: '), t('hello@nordlicht-artists.example', link('mailto:hello@nordlicht-artists.example'))),
      p(t('Office hours: Monday to Friday, 10:00–18:00 (Berlin time).')),
    ),
    treeDe: () => doc(
      h(1, t('Kontakt')),
      p(t('Nordlicht Artists GmbH', bold), br, t('Uferstraße 12'), br, t('10997 Berlin')),
      p(t('Telefon: '), t('030 1234 5678', link('tel:+493012345678')), br, t('E-Mail: '), t('hallo@nordlicht-artists.example', link('mailto:hallo@nordlicht-artists.example'))),
      p(t('Bürozeiten: Montag bis Freitag, 10–18 Uhr.')),
    ),
  },
  {
    slug: 'imprint', title: 'Imprint', titleDe: 'Impressum', order: 5, tags: [], noImage: true,
    excerpt: 'Legal information.', excerptDe: 'Rechtliche Angaben.',
    tree: () => doc(
      h(1, t('Imprint')),
      p(t('Nordlicht Artists GmbH, Uferstraße 12, 10997 Berlin. Managing Director: Anna Schmidt.')),
      p(t('Register court: Amtsgericht Charlottenburg, HRB 000000 B. VAT ID: '), t('DE000000000', code), t('.')),
      hr,
      p(t('This is a demo site; all names, addresses and numbers are invented.', italic)),
    ),
  },
  {
    slug: 'house-style', title: 'House style', titleDe: 'Hausstil', parent: 'press', order: 6, tags: [],
    excerpt: 'How our texts look: every kind of content a page can hold.', excerptDe: 'Wie unsere Texte aussehen.',
    // Every node type and mark of the content tree, for the demo and the tests.
    tree: ({hero}) => doc(
      h(1, t('House style')),
      p(t('Body text with '), t('bold', bold), t(', '), t('italic', italic), t(', '), t('underlined', underline), t(', '), t('struck', strike), t(', '), t('code', code), t(', a '), t('link within the site', link('/pages/about')), t(', an '), t('external link', link('https://example.com/')), t(', '), t('all at once', bold, italic, underline), t(' and a '), t('highlighted', {type: 'highlight'}), t(' word whose mark this renderer does not know.')),
      h(2, t('Second level')),
      h(3, t('Third level')),
      h(4, t('Fourth level')),
      h(5, t('Fifth level')),
      h(6, t('Sixth level')),
      p(t('A line'), br, t('broken in two.')),
      ul([p(t('A bullet'))], [p(t('Another, with a nested list')), ul([p(t('Nested bullet'))])]),
      {type: 'orderedList', attrs: {start: 3}, content: [{type: 'listItem', content: [p(t('Third'))]}, {type: 'listItem', content: [p(t('Fourth'))]}]},
      quote(p(t('A quotation, set apart.')), p(t('— Someone wise', italic))),
      codeBlock('js', 'const greeting = "hello";\nconsole.log(greeting);'),
      hr,
      {type: 'image', attrs: {image: hero}},
      {type: 'table', content: [
        {type: 'tableRow', content: [{type: 'tableHeader', attrs: {colspan: 2}, content: [p(t('Spanning two columns'))]}]},
        {type: 'tableRow', content: [{type: 'tableCell', content: [p(t('One'))]}, {type: 'tableCell', attrs: {rowspan: 1}, content: [p(t('Two'))]}]},
      ]},
      {type: 'callout', attrs: {tone: 'info'}, content: [p(t('A node type this renderer does not know: its children are shown.'))]},
      h(2, t('Embeds')),
      {type: 'youtube', attrs: {src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', start: 42}},
      {type: 'iframe', attrs: {src: 'https://player.vimeo.com/video/76979871', aspectRatio: 16 / 9, width: 640, height: 360, frameborder: '0', allowfullscreen: true}},
      // Attributes at the node's top level, as the service sometimes sends them.
      {type: 'iframe', src: 'https://bandcamp.com/EmbeddedPlayer/album=1234567890/size=large/', aspectRatio: 1, width: 350, height: 350},
      {type: 'iframe', attrs: {src: 'https://media.example.org/player/42', aspectRatio: 4 / 3}},
      {type: 'linkCard', attrs: {href: 'https://www.nordlicht-artists.example/festival', title: 'Nordlicht Lakeside Festival', description: 'Three days by the lake: concerts, club nights and camping.', site: 'nordlicht-artists.example', image: `${ORIGIN_TOKEN}/media/${img({name: 'festival-card', title: 'Lakeside Festival', width: 1200, height: 630, hue: 200}).url}`}},
    ),
  },
];

// ---------------------------------------------------------------- builders

/**
 * An event's body as Markdown with a little inline HTML, as Venue CMS's
 * editors write it.
 * @param {EventDef} def
 * @param {'en'|'de'} locale
 */
function eventContent(def, locale) {
  const short = locale === 'de' ? def.shortDe ?? def.short : def.short;
  const parts = [short];
  if (def.programme) parts.push(`# ${locale === 'de' ? 'Programm' : 'Programme'}\n\n${def.programme.map((x) => `- ${x}`).join('\n')}`);
  if (def.more && locale === 'en') parts.push(def.more);
  if (def.status === 'cancelled') parts.push(locale === 'de' ? '**Abgesagt.** Bereits gekaufte Tickets werden erstattet.' : '**This event is cancelled.** Tickets already bought are refunded.');
  if (def.status === 'postponed') parts.push(locale === 'de' ? '**Verschoben.** Der neue Termin wird bald bekannt gegeben.' : '**Postponed.** The new date will be announced soon.');
  if (def.status === 'soldout') parts.push(locale === 'de' ? '**Ausverkauft.** Restkarten eventuell an der Abendkasse.' : '**Sold out.** Returns may be available at the door.');
  if (!def.venue) parts.push(locale === 'de' ? 'Nur online.' : 'Online only — the stream link appears here an hour before the start.');
  return parts.join('\n\n');
}

/**
 * A TipTap tree as the service stores it: image nodes point at
 * `/media/<storage key>` (the form the real renderer strips), not at an
 * object or an address.
 * @param {ContentNode} node
 * @returns {ContentNode}
 */
function storedTree(node) {
  if (!node || typeof node !== 'object') return node;
  const out = {...node};
  if (node.type === 'image' && node.attrs) {
    const {image, src, ...attrs} = /** @type {Record<string, any>} */ (node.attrs);
    const key = image?.url ?? src;
    out.attrs = {...attrs, src: key ? `/media/${key}` : undefined, alt: attrs.alt ?? image?.altText};
  }
  if (Array.isArray(node.content)) out.content = node.content.map(storedTree);
  return out;
}

/** @param {number} seed @param {number} n */
const pick = (seed, n) => ((seed * 2654435761) >>> 0) % n;

/**
 * Builds the demo dataset with dates relative to `now`.
 * @param {number} [now] epoch ms
 * @returns {Dataset}
 */
export function buildDemoDataset(now = Date.now()) {
  const today = zonedDate(now, TIME_ZONE);
  const thisYear = zonedParts(now, TIME_ZONE).year;
  /** Ids as the service has them: opaque strings. */
  const id = (/** @type {string} */ kind, /** @type {string} */ key) => {
    let h = 2166136261;
    for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
    return `cm${kind}${(h >>> 0).toString(36).padStart(7, '0')}${key.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 12)}`;
  };

  const siteImage = img({name: 'site-hero', title: 'Nordlicht Artists', subtitle: 'Artist agency & concert promoter · Berlin', initials: 'NA', width: 1600, height: 900, hue: 225, altText: 'Northern lights over a concert stage'});
  const logo = img({name: 'site-logo', title: 'Nordlicht', initials: 'N', width: 512, height: 512, hue: 250, altText: 'Nordlicht Artists logo'});

  // profiles first: events, pages and products embed them
  /** @type {Map<string, Profile>} */
  const slim = new Map();
  /** @type {Profile[]} */
  const profiles = PROFILES.map((def, i) => {
    // Portraits: the focal point off centre; every other one without top-level dimensions, as on real records.
    const image = img({name: `profile-${def.slug}`, title: def.name, subtitle: def.role, width: 800, height: 800, hue: def.hue, altText: `Portrait of ${def.name}`, credit: 'Photo illustration: Nordlicht Artists demo', focus: {x: 0.2, y: -0.4}, topLevelSize: i % 2 === 0});
    const bio = (/** @type {string[]} */ paras) => paras.join('\n\n');
    const links = def.links.map((l) => `- [${l.label}](${l.url})`).join('\n');
    /** @type {Profile} */
    const pr = {
      siteId: SITE_ID,
      slug: def.slug,
      localizedContent: [
        lc('en', {title: def.name, shortContent: def.short, content: `${bio(def.bio)}\n\n${links}`, metaDescription: def.short}),
        lc('de', {title: def.name, shortContent: def.shortDe, content: def.bioDe ? `${bio(def.bioDe)}\n\n${links}` : null}),
      ],
      image,
      tags: tagRefs(def.tags),
    };
    slim.set(def.slug, {siteId: SITE_ID, slug: def.slug, localizedContent: pr.localizedContent.map(({content: _c, ...e}) => e), image});
    return pr;
  });
  /** @param {string[]} slugs */
  const artists = (slugs) =>
    slugs.map((slug) => {
      const profile = slim.get(slug);
      if (!profile) throw new Error(`demo data: unknown profile ${slug}`);
      return {profile};
    });
  const members = new Set(PROFILES.filter((d) => d.kind === 'staff').map((d) => d.slug));

  /** @param {string} key */
  const location = (key) => {
    const v = VENUES[key];
    /** @type {Record<string, any>} */
    const loc = {siteId: SITE_ID, localizedContent: [lc('en', {title: v.name})], city: v.city, country: v.country, isDefault: key === 'spreehalle'};
    if (v.address) loc.address = v.address;
    if (v.url) loc.externalLink = v.url;
    loc.mapLink = `https://maps.example.com/?q=${encodeURIComponent(`${v.name}, ${v.city}`)}`;
    if (key === 'spreehalle') Object.assign(loc, {zipCode: '10997', lat: 52.4996, lng: 13.4186});
    return loc;
  };

  // events
  /** @type {Event[]} */
  const events = EVENTS.map((def, i) => {
    const date = addDays(today, def.day);
    /** @type {Event} */
    const e = {id: id('ev', def.slug), siteId: SITE_ID, slug: def.slug, startDate: '', endDate: '', hasTime: !def.days};
    if (def.days) {
      // All-day: midnight to the last minute of the last day, in the site's zone.
      e.startDate = formatUtc(zonedToUtc(date, 0, 0, TIME_ZONE));
      e.endDate = formatUtc(zonedToUtc(addDays(date, def.days - 1), 23, 59, TIME_ZONE, 59));
    } else {
      const [hh, mm] = (def.time ?? '20:00').split(':').map(Number);
      const start = zonedToUtc(date, hh, mm, TIME_ZONE);
      e.startDate = formatUtc(start);
      e.endDate = formatUtc(start + (def.minutes ?? 120) * 60000);
    }
    e.publishState = def.status === 'cancelled' ? 'CANCELLED' : 'PUBLISHED';
    e.artists = artists(def.profiles);
    const en = lc('en', {title: def.title, shortContent: def.short, content: eventContent(def, 'en'), metaTitle: `${def.title} | ${SITE_NAME}`});
    const de = def.titleDe ? lc('de', {title: def.titleDe, shortContent: def.shortDe ?? def.short, content: eventContent(def, 'de'), metaTitle: `${def.titleDe} | ${SITE_NAME}`}) : undefined;
    if (def.deOnly) {
      // No entry for English pages: the Polish title is in the de entry's place, as an editor left it.
      e.localizedContent = [lc('de', {title: def.titleDe, shortContent: def.shortDe ?? def.short, content: eventContent(def, 'de')})];
    } else {
      e.localizedContent = de ? [en, de] : [en];
      const titles = EVENT_TITLES[def.slug];
      if (titles) e.localizedContent.push(lc('ja', {title: titles.ja}), lc('ar', {title: titles.ar}));
    }
    if (def.venue) e.location = location(def.venue);
    if (!def.noImage && !def.parent) {
      const main = def.profiles.length === 1 ? PROFILES.find((p) => p.slug === def.profiles[0]) : undefined;
      e.image = img({name: `event-${def.slug}`, title: def.title, subtitle: def.venue ? VENUES[def.venue].city : undefined, initials: main ? initialsOf(main.name) : '♫', width: 1200, height: 675, hue: main?.hue, altText: `Poster for ${def.title}`, topLevelSize: i % 3 !== 1});
    }
    if (!def.noTickets || def.tickets) {
      const base = 14 + pick(i + 1, 6) * 4;
      const tiers = def.tickets ?? (def.tags.includes('classical') ? [{name: 'Regular', price: base + 10}, {name: 'Reduced', price: Math.round((base + 10) / 2)}] : [{name: 'Regular', price: base}]);
      e.tickets = tiers.map((t, order) => ({name: t.name, price: t.price, roles: [], currency: t.currency ?? def.currency ?? CURRENCY, externalLink: `${TICKETS}/nordlicht/${def.slug}${order ? `?tier=${order}` : ''}`, order}));
    } else if (def.short.includes('Free')) {
      e.tickets = [{name: 'Free entry', price: 0, roles: [], currency: CURRENCY, order: 0}];
    }
    e.tags = tagRefs(def.tags);
    if (def.featured) e.featured = true;
    if (def.slug === 'clara-weiss-goldberg-variations') {
      // The service's own JSON-LD, which clients publish as it is.
      e.jsonLd = {'@context': 'https://schema.org', '@type': 'MusicEvent', name: def.title, startDate: e.startDate, endDate: e.endDate, eventStatus: 'https://schema.org/EventScheduled', location: {'@type': 'Place', name: VENUES.spreehalle.name, address: VENUES.spreehalle.address}, performer: {'@type': 'Person', name: 'Clara Weiss'}, organizer: {'@type': 'Organization', name: SITE_NAME, url: PUBLIC_BASE_URL}};
    }
    return e;
  });
  // Festivals: parents and children reference each other.
  /** @param {Event} e */
  const reference = (e) => ({id: e.id, slug: e.slug, localizedContent: e.localizedContent.map((/** @type {any} */ {content: _c, ...x}) => x), publishState: e.publishState, startDate: e.startDate, endDate: e.endDate, ...(e.image ? {image: e.image} : {})});
  for (const def of EVENTS.filter((d) => d.parent)) {
    const child = events.find((e) => e.slug === def.slug);
    const parent = events.find((e) => e.slug === def.parent);
    if (!child || !parent) throw new Error(`demo data: festival ${def.parent}`);
    child.relations = {parents: [reference(parent)], children: []};
    parent.relations ??= {parents: [], children: []};
    parent.relations.children.push(reference(child));
  }

  // news: pages of type NEWS with a date
  const jan1 = zonedToUtc(`${thisYear}-01-01`, 0, 0, TIME_ZONE);
  /** @type {Page[]} */
  const news = NEWS.map((def, i) => {
    let at;
    if (def.yearsAgo === 0) {
      const span = Math.max(0, now - 60000 - jan1);
      at = jan1 + Math.floor((span * (def.fraction ?? 0.5)) / 60000) * 60000;
    } else {
      const [md, hm] = (def.at ?? '06-01 12:00').split(' ');
      const [hh, mm] = hm.split(':').map(Number);
      at = zonedToUtc(`${thisYear - def.yearsAgo}-${md}`, hh, mm, TIME_ZONE);
    }
    /** @type {Page} */
    const n = {id: id('nw', def.slug), order: i, slug: def.slug, featured: i === 0, type: 'NEWS', openInNewTab: false, siteId: SITE_ID, roles: [], date: formatUtc(at)};
    n.localizedContent = [lc('en', {title: def.title, shortContent: def.short, content: `**${def.short}**\n\n${def.body}`})];
    if (def.titleDe) n.localizedContent.push(lc('de', {title: def.titleDe, shortContent: def.shortDe ?? def.short, content: `**${def.shortDe ?? def.short}**\n\n${def.body}`}));
    if (!def.noImage) n.image = img({name: `news-${def.slug}`, title: def.title, width: 1200, height: 630, altText: def.title});
    n.tags = tagRefs(def.tags);
    const mentioned = PROFILES.filter((p) => p.kind === 'artist' && def.title.includes(p.name)).map((p) => p.slug);
    if (mentioned.length) n.artists = artists(mentioned);
    return n;
  });
  news.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));

  // pages
  /** @type {Page[]} */
  const pages = PAGES.map((def) => {
    const hero = def.noImage ? undefined : img({name: `page-${def.slug}`, title: def.title, width: 1600, height: 600, hue: 220 + def.order * 12, altText: def.title, focus: {x: 0, y: 0.5}});
    /** @type {Page} */
    const page = {id: id('pg', def.slug), order: def.order, slug: def.slug, featured: def.slug === 'about', type: 'CONTENT', openInNewTab: false, siteId: SITE_ID, roles: []};
    page.localizedContent = [lc('en', {title: def.title, shortContent: def.excerpt, contentJSON: storedTree(def.tree({hero}))})];
    if (def.titleDe) {
      const de = lc('de', {title: def.titleDe, shortContent: def.excerptDe ?? def.excerpt});
      if (def.treeDe) de.contentJSON = storedTree(def.treeDe({hero}));
      page.localizedContent.push(de);
    }
    // Root pages have no parentId at all, as on the real service.
    if (def.parent) page.parentId = id('pg', def.parent);
    if (hero) page.image = hero;
    page.tags = tagRefs(def.tags);
    return page;
  });
  for (const def of SPECIAL_PAGES) {
    /** @type {Page} */
    const page = {id: id('pg', def.slug), order: def.order, slug: def.slug, featured: false, type: def.type, openInNewTab: !!def.openInNewTab, siteId: SITE_ID, roles: []};
    page.localizedContent = [lc('en', {title: def.title}), lc('de', {title: def.titleDe})];
    if (def.linkUrl) page.linkUrl = def.linkUrl;
    if (def.parent) page.parentId = id('pg', def.parent);
    pages.push(page);
  }
  // The `about` page's text as Markdown too, for pages without a tree: the imprint.
  const imprint = pages.find((pg) => pg.slug === 'imprint');
  if (imprint) imprint.localizedContent[0].content = 'Nordlicht Artists GmbH · Uferstraße 12 · 10997 Berlin\n\n<abbr title="Managing Director">MD</abbr>: Anna Schmidt';

  // products: the price lives in the variants
  /** @type {Product[]} */
  const products = PRODUCTS.map((def, i) => {
    const currency = def.currency ?? CURRENCY;
    const link = def.kind === 'tickets' ? `${TICKETS}/nordlicht/passes/${def.slug}` : `${SHOP}/products/${def.slug}`;
    /** @type {Record<string, any>[]} */
    let variants;
    if (def.kind === 'merch' && def.slug.includes('shirt')) {
      variants = ['S', 'M', 'L', 'XL'].map((size, order) => ({type: `Size ${size}`, price: def.price + (size === 'XL' ? 2 : 0), quantity: def.stock === 'sold_out' ? 0 : 10, order}));
    } else if (def.kind === 'record' && def.extraImages) {
      variants = [{type: 'Vinyl', price: def.price, quantity: 50, order: 0}, {type: 'CD', price: Math.round(def.price * 0.55), quantity: 80, order: 1}, {type: 'Download', price: Math.round(def.price * 0.35), quantity: 999, order: 2}];
    } else {
      variants = [{type: def.kind === 'tickets' ? 'Pass' : def.kind === 'merch' ? 'One size' : 'Record', price: def.price, quantity: def.stock === 'sold_out' ? 0 : 25, order: 0}];
    }
    const profile = def.profile ? PROFILES.find((p) => p.slug === def.profile) : undefined;
    /** @type {Product} */
    const pr = {siteId: SITE_ID, slug: def.slug, order: i, featured: def.stock === 'preorder', localizedContent: [], artists: def.profile ? artists([def.profile]) : []};
    pr.localizedContent.push(lc('en', {title: def.title, shortContent: def.short, content: `${def.short}\n\n${def.kind === 'tickets' ? 'Delivered as e-tickets.' : 'Ships within 3 working days from Berlin.'}`}));
    if (def.titleDe) pr.localizedContent.push(lc('de', {title: def.titleDe, shortContent: def.shortDe ?? def.short, content: def.shortDe ?? def.short}));
    if (profile) pr.author = profile.name;
    if (!def.noImage) {
      const hue = profile?.hue ?? 140;
      const square = def.kind !== 'tickets';
      pr.image = img({name: `product-${def.slug}`, title: def.title, subtitle: def.kind === 'record' ? 'Record' : def.kind === 'merch' ? 'Merchandise' : 'Tickets', width: square ? 600 : 1200, height: square ? 600 : 630, hue, altText: `Product photo: ${def.title}`, topLevelSize: false});
    }
    pr.variants = variants.map((v) => {
      /** @type {Record<string, any>} */
      const variant = {id: id('va', `${def.slug}-${v.order}`), siteId: SITE_ID, order: v.order, price: v.price, quantity: v.quantity, currency, externalLink: `${link}${v.order ? `?variant=${v.order}` : ''}`, productType: {id: id('pt', v.type), type: v.type}};
      if (def.kind === 'record') variant.publicationDate = `${thisYear - (i % 3)}-0${1 + (i % 9)}-15T00:00:00.000Z`;
      if (v.type === 'CD' && def.extraImages) variant.image = img({name: `product-${def.slug}-2`, title: def.title, subtitle: 'CD', width: 600, height: 600, hue: ((profile?.hue ?? 0) + 30) % 360, altText: `${def.title}, CD`});
      return variant;
    });
    pr.tags = tagRefs(def.tags);
    return pr;
  });

  /** @type {Tag[]} */
  const tags = TAGS.map((def) => tagInfo(def.slug));

  const site = {
    id: SITE_ID,
    name: SITE_NAME,
    description: 'Artist agency and concert promoter in **Berlin**: classical, jazz, indie and electronic music.',
    defaultLocale: DEFAULT_LOCALE,
    timeZone: TIME_ZONE,
    image: logo,
    settings: {
      locale: {default: DEFAULT_LOCALE, supported: [...SUPPORTED_LOCALES]},
      defaults: {currency: CURRENCY, event: {location: 'Spreehalle, Berlin'}},
      publicSite: {
        baseUrl: PUBLIC_BASE_URL,
        template: {id: 'aurora', config: {themeId: 'aurora', fontName: 'Inter', showSearch: true}, schema: {type: 'object', properties: {themeId: {type: 'string'}, showSearch: {type: 'boolean'}}}},
      },
    },
    webSites: [
      {
        id: 'web_nordlicht_main',
        siteId: SITE_ID,
        customDomain: 'nordlicht-artists.example',
        customSchemaId: 'schema_aurora_v1',
        config: {navigation: ['about', 'booking', 'press', 'contact'], footerNote: '© Nordlicht Artists GmbH'},
        image: siteImage,
        localizedContent: [
          lc('en', {title: SITE_NAME, shortContent: 'Artist agency & concert promoter, Berlin', content: 'Concerts, festivals and records from our artists.', metaTitle: 'Nordlicht Artists — concerts and artists from Berlin', metaDescription: 'Upcoming concerts, news and releases from the artists of Nordlicht Artists, Berlin.', keywords: 'concerts, Berlin, classical, jazz, indie, techno'}),
          lc('de', {title: SITE_NAME, shortContent: 'Künstleragentur & Konzertveranstalter, Berlin', content: 'Konzerte, Festivals und Platten unserer Künstler:innen.', metaTitle: 'Nordlicht Artists — Konzerte und Künstler:innen aus Berlin', metaDescription: 'Kommende Konzerte, News und Neuerscheinungen der Künstler:innen von Nordlicht Artists, Berlin.', keywords: 'Konzerte, Berlin, Klassik, Jazz, Indie, Techno'}),
        ],
      },
    ],
  };

  return {site, events, news, pages, profiles, products, tags, members, timeZone: TIME_ZONE, defaultLocale: DEFAULT_LOCALE, builtAt: now};
}

/**
 * A valid site without any content (site key `empty`).
 * @param {number} [now]
 * @returns {Dataset}
 */
export function buildEmptyDataset(now = Date.now()) {
  const demo = buildDemoDataset(now);
  const site = structuredClone(demo.site);
  site.id = 'site_empty_stage';
  site.name = 'Empty Stage';
  site.description = 'A freshly created site with nothing published yet.';
  site.webSites = [];
  return {site, events: [], news: [], pages: [], profiles: [], products: [], tags: [], members: new Set(), timeZone: TIME_ZONE, defaultLocale: DEFAULT_LOCALE, builtAt: now};
}

/**
 * Slugs and facts handy in tests (stable across days).
 */
export const DEMO_FACTS = Object.freeze({
  siteName: SITE_NAME,
  lateNightEvent: 'nachtfalter-late-night-set', // 23:30 Berlin, 9 days from today
  afterMidnightEvent: 'nachtfalter-afterhours', // 00:30 Berlin, 34 days from today
  ongoingFestival: 'klangwelten-festival', // all-day (hasTime false), started 2 days ago, ends in 2 days
  allDayEvent: 'klangwelten-festival',
  cancelledEvent: 'spree-lights-copenhagen', // publishState CANCELLED, upcoming
  festival: 'nordlicht-lakeside-festival', // all-day, featured, relations.children below, three ticket tiers (one free)
  festivalChildren: ['lakeside-baltic-brass-opening', 'lakeside-clara-weiss-sunset', 'lakeside-jonas-berg-brunch'],
  jsonLdEvent: 'clara-weiss-goldberg-variations', // carries the service's own jsonLd; three tiers 19–64 EUR
  usdEvent: 'clara-weiss-london-recital', // tickets in USD
  freeEvent: 'baltic-brass-open-air', // one tier, price 0
  noTicketsEvent: 'mira-sol-livestream', // no tickets, no location, no image
  deOnlyEvent: 'nachtfalter-warsaw', // only a `de` localizedContent entry
  newYearPost: 'happy-new-year', // Jan 1 00:30 Berlin last year = Dec 31 23:30 UTC the year before
  usdProduct: 'jonas-berg-trio-blue-hour-lp',
  multiVariantProduct: 'clara-weiss-goldberg-vinyl', // Vinyl, CD (with its own image), Download
  sizedProduct: 'spree-lights-tour-shirt', // four sizes, XL dearer
  linkPage: 'tickets', // type LINK, openInNewTab
  newsListPage: 'news', // type NEWSLIST
  treePage: 'house-style', // every TipTap node type, embeds included
  markdownPage: 'imprint', // no tree: Markdown content
  member: 'anna-schmidt', // listed by type=member
  tagIds: Object.freeze(Object.fromEntries(TAGS.map((t) => [t.slug, tagId(t.slug)]))),
  eventCount: EVENTS.length,
  newsCount: NEWS.length,
  pageCount: PAGES.length + SPECIAL_PAGES.length,
  profileCount: PROFILES.length,
  productCount: PRODUCTS.length,
  tagCount: TAGS.length,
});
