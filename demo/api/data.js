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
 * Shapes follow the data contract of `src/api/openapi.yaml` (`/tmp/contract.md`).
 */
import {mediaImage} from './media.js';
import {addDays, formatUtc, formatZoned, zonedDate, zonedParts, zonedToUtc} from './time.js';

/** @typedef {import('./media.js').Image} Image */
/**
 * @typedef {object} ContentNode ProseMirror-style content tree node.
 * @property {string} type
 * @property {Record<string, unknown>} [attrs]
 * @property {ContentNode[]} [content]
 * @property {string} [text]
 * @property {{type: string, attrs?: Record<string, unknown>}[]} [marks]
 */
/**
 * @typedef {object} LocalizedContent
 * @property {string} [siteId]
 * @property {string} locale
 * @property {string} [title]
 * @property {string} [content]
 * @property {string} [shortContent]
 * @property {string} [extraContent]
 * @property {string} [excerpt]
 * @property {string} [metaTitle]
 * @property {string} [metaDescription]
 * @property {string} [keywords]
 * @property {ContentNode} [contentJSON]
 */
/** @typedef {{slug: string, name: string}} TagRef */
/** @typedef {{slug: string, name: string}} ProfileRef */
/** @typedef {{slug: string, title: string}} PageRef */
/** @typedef {{name?: string, city?: string, country?: string, address?: string, url?: string}} Location */
/**
 * @typedef {object} Tag
 * @property {string} slug
 * @property {string} name
 * @property {string} [description]
 * @property {number} [count]
 * @property {LocalizedContent[]} [localizedContent]
 */
/**
 * @typedef {object} Event
 * @property {string} slug
 * @property {string} title
 * @property {string} startDate
 * @property {string} [endDate]
 * @property {boolean} [allDay]
 * @property {Location} [location]
 * @property {string} [ticketUrl]
 * @property {'scheduled'|'cancelled'|'postponed'|'soldout'} [status]
 * @property {Image} [image]
 * @property {string} [excerpt]
 * @property {string} [content]
 * @property {TagRef[]} [tags]
 * @property {ProfileRef[]} [profiles]
 * @property {LocalizedContent[]} [localizedContent]
 */
/**
 * @typedef {object} NewsPost
 * @property {string} slug
 * @property {string} title
 * @property {string} publishedAt
 * @property {string} [author]
 * @property {Image} [image]
 * @property {string} [excerpt]
 * @property {string} [content]
 * @property {TagRef[]} [tags]
 * @property {LocalizedContent[]} [localizedContent]
 */
/**
 * @typedef {object} Page
 * @property {string} slug
 * @property {string} title
 * @property {string} [excerpt]
 * @property {string} [content]
 * @property {ContentNode} [contentJSON]
 * @property {PageRef | null} [parent]
 * @property {PageRef[]} [children]
 * @property {number} [order]
 * @property {Image} [image]
 * @property {TagRef[]} [tags]
 * @property {LocalizedContent[]} [localizedContent]
 */
/**
 * @typedef {object} Profile
 * @property {string} slug
 * @property {string} name
 * @property {string} [role]
 * @property {'artist'|'staff'} [kind]
 * @property {Image} [image]
 * @property {string} [excerpt]
 * @property {string} [content]
 * @property {{label: string, url: string}[]} [links]
 * @property {TagRef[]} [tags]
 * @property {LocalizedContent[]} [localizedContent]
 */
/**
 * @typedef {object} Product
 * @property {string} slug
 * @property {string} title
 * @property {{amount: number, currency: string}} [price]
 * @property {string} [url]
 * @property {'in_stock'|'sold_out'|'preorder'} [availability]
 * @property {ProfileRef} [profile]
 * @property {Image} [image]
 * @property {Image[]} [images]
 * @property {string} [excerpt]
 * @property {string} [content]
 * @property {TagRef[]} [tags]
 * @property {LocalizedContent[]} [localizedContent]
 */
/** @typedef {Record<string, any>} Site */
/**
 * @typedef {object} Dataset
 * @property {Site} site
 * @property {Event[]} events
 * @property {NewsPost[]} news
 * @property {Page[]} pages
 * @property {Profile[]} profiles
 * @property {Product[]} products
 * @property {Tag[]} tags
 * @property {string} timeZone
 * @property {string} defaultLocale
 * @property {number} builtAt
 */

export const SITE_ID = 'site_nordlicht_artists';
export const SITE_NAME = 'Nordlicht Artists';
export const TIME_ZONE = 'Europe/Berlin';
export const DEFAULT_LOCALE = 'en';
export const SUPPORTED_LOCALES = ['en', 'de'];
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

/**
 * @param {string[]} slugs
 * @returns {TagRef[]}
 */
function tagRefs(slugs) {
  return slugs.map((slug) => {
    const tag = TAG_BY_SLUG.get(slug);
    if (!tag) throw new Error(`demo data: unknown tag ${slug}`);
    return {slug, name: tag.name};
  });
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

/**
 * @param {string[]} slugs
 * @returns {ProfileRef[]}
 */
function profileRefs(slugs) {
  return slugs.map((slug) => {
    const p = PROFILE_BY_SLUG.get(slug);
    if (!p) throw new Error(`demo data: unknown profile ${slug}`);
    return {slug, name: p.name};
  });
}

// ---------------------------------------------------------------- venues

/** @type {Record<string, Location>} */
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
 * @property {boolean} [bothLocales] add an `en` localized entry too
 */
/** @type {EventDef[]} */
const EVENTS = [
  // ---- upcoming (offsets > 0), one festival running right now
  {slug: 'klangwelten-festival', title: 'Klangwelten Festival', titleDe: 'Klangwelten Festival', day: -2, days: 5, venue: 'kulturhaus', profiles: ['clara-weiss', 'elias-novak', 'aurora-quartet', 'dj-nachtfalter'], tags: ['festival', 'classical', 'electronic'],
    short: 'Five days of sound worlds: chamber music by day, electronics by night — happening now.', shortDe: 'Fünf Tage Klangwelten: Kammermusik am Tag, Elektronik in der Nacht — läuft gerade.',
    more: '<p>Day passes and festival passes at the door. Programme changes daily; see the <a href="https://nordlicht-artists.example/klangwelten">festival site</a>.</p>'},
  {slug: 'clara-weiss-goldberg-variations', title: 'Clara Weiss plays the Goldberg Variations', titleDe: 'Clara Weiss spielt die Goldberg-Variationen', day: 3, time: '19:30', minutes: 110, venue: 'spreehalle', profiles: ['clara-weiss'], tags: ['classical', 'piano', 'new-release'], bothLocales: true,
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
  {slug: 'nordlicht-lakeside-festival', title: 'Nordlicht Lakeside Festival', titleDe: 'Nordlicht Seefestival', day: 60, days: 3, venue: 'feldberg', profiles: ['clara-weiss', 'spree-lights', 'dj-nachtfalter', 'mira-sol', 'baltic-brass', 'jonas-berg-trio'], tags: ['festival', 'indie', 'classical', 'electronic'], bothLocales: true,
    short: 'Three days by the lake: concerts, club nights, masterclasses and camping.', shortDe: 'Drei Tage am See: Konzerte, Clubnächte, Meisterkurse und Camping.',
    more: '<ul><li>Friday: Baltic Brass, Mira Sol</li><li>Saturday: Clara Weiss, The Spree Lights, DJ Nachtfalter</li><li>Sunday: Jonas Berg Trio, brunch concert</li></ul><p>Weekend passes include camping.</p>'},
  {slug: 'jonas-berg-trio-zurich', title: 'Jonas Berg Trio: Blue Hour Live', titleDe: 'Jonas Berg Trio: Blue Hour live', day: 66, time: '20:00', venue: 'zurich', profiles: ['jonas-berg-trio'], tags: ['jazz', 'tour'],
    short: 'Lakeside jazz in Zürich.', shortDe: 'Jazz am See in Zürich.'},
  {slug: 'lena-hoffmann-mahler', title: 'Mahler: Symphony No. 4 with Lena Hoffmann', titleDe: 'Mahler: 4. Sinfonie mit Lena Hoffmann', day: 73, time: '20:00', minutes: 80, venue: 'spreehalle', status: 'soldout', profiles: ['lena-hoffmann'], tags: ['vocal', 'classical'],
    short: 'Heavenly life: the soprano finale of Mahler\'s Fourth.', shortDe: 'Das himmlische Leben: das Sopranfinale von Mahlers Vierter.'},
  {slug: 'mira-sol-livestream', title: 'Mira Sol: Living Room Livestream', titleDe: 'Mira Sol: Wohnzimmer-Livestream', day: 80, time: '19:00', minutes: 60, profiles: ['mira-sol'], tags: ['indie'], noTickets: true, noImage: true,
    short: 'An hour of songs and questions from the chat. Online only, free.', shortDe: 'Eine Stunde Lieder und Fragen aus dem Chat. Nur online, kostenlos.'},
  {slug: 'nachtfalter-warsaw', title: 'DJ Nachtfalter in Warsaw', day: 88, time: '23:00', venue: 'warsaw', profiles: ['dj-nachtfalter'], tags: ['electronic', 'tour'],
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
  {slug: 'clara-weiss-london-recital', title: 'Clara Weiss: London Recital', day: 150, time: '19:30', venue: 'london', profiles: ['clara-weiss'], tags: ['piano', 'classical', 'tour'],
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
 * @property {number} amount
 * @property {string} [currency]
 * @property {'in_stock'|'sold_out'|'preorder'} availability
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
  {slug: 'clara-weiss-goldberg-vinyl', title: 'Goldberg Variations (2 LP)', titleDe: 'Goldberg-Variationen (2 LP)', amount: 34.9, availability: 'preorder', profile: 'clara-weiss', tags: ['piano', 'classical', 'new-release'], kind: 'record', extraImages: 2,
    short: 'Clara Weiss\'s new recording on 180 g double vinyl.', shortDe: 'Die neue Aufnahme von Clara Weiss auf 180-g-Doppelvinyl.'},
  {slug: 'clara-weiss-nocturnes-cd', title: 'Nocturnes (CD)', titleDe: 'Nocturnes (CD)', amount: 16, availability: 'in_stock', profile: 'clara-weiss', tags: ['piano', 'classical'], kind: 'record',
    short: 'Chopin and Fauré nocturnes.', shortDe: 'Nocturnes von Chopin und Fauré.'},
  {slug: 'aurora-quartet-beethoven-box', title: 'Beethoven: The Late Quartets (3 CD box)', titleDe: 'Beethoven: Die späten Quartette (3-CD-Box)', amount: 39, availability: 'in_stock', profile: 'aurora-quartet', tags: ['classical', 'chamber-music'], kind: 'record',
    short: 'Opp. 127–135 and the Große Fuge.', shortDe: 'Op. 127–135 und die Große Fuge.'},
  {slug: 'spree-lights-night-bus-lp', title: 'Night Bus (LP)', titleDe: 'Night Bus (LP)', amount: 24, availability: 'in_stock', profile: 'spree-lights', tags: ['indie'], kind: 'record', extraImages: 1,
    short: 'The second album on transparent blue vinyl.', shortDe: 'Das zweite Album auf transparent-blauem Vinyl.'},
  {slug: 'spree-lights-tour-shirt', title: 'Night Bus Tour T-Shirt', titleDe: 'Night Bus Tour T-Shirt', amount: 28, availability: 'in_stock', profile: 'spree-lights', tags: ['indie', 'tour'], kind: 'merch',
    short: 'Organic cotton, all tour dates on the back.', shortDe: 'Bio-Baumwolle, alle Tourdaten auf dem Rücken.'},
  {slug: 'spree-lights-tote-bag', title: 'Spree Lights Tote Bag', titleDe: 'Spree Lights Stoffbeutel', amount: 15, availability: 'sold_out', profile: 'spree-lights', tags: ['indie'], kind: 'merch',
    short: 'Screen-printed in Berlin.', shortDe: 'Siebgedruckt in Berlin.'},
  {slug: 'nachtfalter-moth-ep', title: 'Moth EP (12" vinyl)', titleDe: 'Moth EP (12"-Vinyl)', amount: 14.5, availability: 'in_stock', profile: 'dj-nachtfalter', tags: ['electronic', 'new-release'], kind: 'record',
    short: 'Four tracks for the small hours.', shortDe: 'Vier Tracks für die frühen Stunden.'},
  {slug: 'lena-hoffmann-nachtstuecke-cd', title: 'Nachtstücke (CD)', titleDe: 'Nachtstücke (CD)', amount: 18, availability: 'in_stock', profile: 'lena-hoffmann', tags: ['vocal', 'classical'], kind: 'record',
    short: 'Schubert and new songs of the night.', shortDe: 'Schubert und neue Nachtlieder.'},
  {slug: 'jonas-berg-trio-blue-hour-lp', title: 'Blue Hour (LP, US pressing)', titleDe: 'Blue Hour (LP, US-Pressung)', amount: 29.99, currency: 'USD', availability: 'in_stock', profile: 'jonas-berg-trio', tags: ['jazz', 'new-release'], kind: 'record',
    short: 'Imported from our US label partner; priced in US dollars.', shortDe: 'Import von unserem US-Labelpartner; Preis in US-Dollar.'},
  {slug: 'mira-sol-paper-boats-lp', title: 'Paper Boats (LP)', titleDe: 'Paper Boats (LP)', amount: 26, availability: 'preorder', profile: 'mira-sol', tags: ['indie', 'new-release'], kind: 'record',
    short: 'Pre-order the new album; ships on release day.', shortDe: 'Das neue Album vorbestellen; Versand am Erscheinungstag.'},
  {slug: 'mira-sol-signed-poster', title: 'Signed Tour Poster', titleDe: 'Signiertes Tourplakat', amount: 20, availability: 'sold_out', profile: 'mira-sol', tags: ['indie', 'tour'], kind: 'merch',
    short: 'A2 riso print, signed.', shortDe: 'A2-Risodruck, signiert.'},
  {slug: 'elias-novak-bach-suites-cd', title: 'Bach: Cello Suites (2 CD)', titleDe: 'Bach: Cellosuiten (2 CD)', amount: 17.5, availability: 'in_stock', profile: 'elias-novak', tags: ['classical'], kind: 'record',
    short: 'Recorded in a Prague monastery.', shortDe: 'Aufgenommen in einem Prager Kloster.'},
  {slug: 'baltic-brass-harbour-songs-cd', title: 'Harbour Songs (CD)', titleDe: 'Harbour Songs (CD)', amount: 15, availability: 'in_stock', profile: 'baltic-brass', tags: ['classical'], kind: 'record',
    short: 'Folk tunes of the Baltic coast.', shortDe: 'Volkslieder der Ostseeküste.'},
  {slug: 'lakeside-festival-weekend-pass', title: 'Lakeside Festival Weekend Pass', titleDe: 'Seefestival Wochenendpass', amount: 129, availability: 'in_stock', tags: ['festival'], kind: 'tickets',
    short: 'Three days of concerts, camping included.', shortDe: 'Drei Konzerttage, inklusive Camping.'},
  {slug: 'chamber-series-pass', title: 'Chamber Series: 4-Concert Pass', titleDe: 'Kammermusikreihe: Abo für 4 Konzerte', amount: 96, availability: 'in_stock', tags: ['chamber-music', 'classical'], kind: 'tickets', noImage: true,
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
    ),
  },
];

// ---------------------------------------------------------------- builders

/**
 * @param {EventDef} def
 * @param {'en'|'de'} locale
 */
function eventContent(def, locale) {
  const short = locale === 'de' ? def.shortDe ?? def.short : def.short;
  const parts = [`<p>${short}</p>`];
  if (def.programme) {
    parts.push(`<h3>${locale === 'de' ? 'Programm' : 'Programme'}</h3><ul>${def.programme.map((x) => `<li>${x}</li>`).join('')}</ul>`);
  }
  if (def.more && locale === 'en') parts.push(def.more);
  if (def.status === 'cancelled') parts.push(locale === 'de' ? '<p><strong>Abgesagt.</strong> Bereits gekaufte Tickets werden erstattet.</p>' : '<p><strong>This event is cancelled.</strong> Tickets already bought are refunded.</p>');
  if (def.status === 'postponed') parts.push(locale === 'de' ? '<p><strong>Verschoben.</strong> Der neue Termin wird bald bekannt gegeben.</p>' : '<p><strong>Postponed.</strong> The new date will be announced soon.</p>');
  if (def.status === 'soldout') parts.push(locale === 'de' ? '<p><strong>Ausverkauft.</strong> Restkarten eventuell an der Abendkasse.</p>' : '<p><strong>Sold out.</strong> Returns may be available at the door.</p>');
  if (!def.venue) parts.push(locale === 'de' ? '<p>Nur online.</p>' : '<p>Online only — the stream link appears here an hour before the start.</p>');
  return parts.join('');
}

/**
 * Builds the demo dataset with dates relative to `now`.
 * @param {number} [now] epoch ms
 * @returns {Dataset}
 */
export function buildDemoDataset(now = Date.now()) {
  const today = zonedDate(now, TIME_ZONE);
  const thisYear = zonedParts(now, TIME_ZONE).year;

  const siteImage = img({name: 'site-hero', title: 'Nordlicht Artists', subtitle: 'Artist agency & concert promoter · Berlin', initials: 'NA', width: 1600, height: 900, hue: 225, altText: 'Northern lights over a concert stage'});
  const logo = img({name: 'site-logo', title: 'Nordlicht', initials: 'N', width: 512, height: 512, hue: 250, altText: 'Nordlicht Artists logo'});

  /** @type {Map<string, Image>} */
  const portraits = new Map();
  for (const def of PROFILES) {
    portraits.set(def.slug, img({name: `profile-${def.slug}`, title: def.name, subtitle: def.role, width: 800, height: 800, hue: def.hue, altText: `Portrait of ${def.name}`, credit: 'Photo illustration: Nordlicht Artists demo'}));
  }

  // events
  /** @type {Event[]} */
  const events = EVENTS.map((def) => {
    const date = addDays(today, def.day);
    /** @type {Event} */
    const e = {slug: def.slug, title: def.title, startDate: ''};
    if (def.days) {
      e.startDate = formatZoned(zonedToUtc(date, 0, 0, TIME_ZONE), TIME_ZONE);
      e.endDate = formatZoned(zonedToUtc(addDays(date, def.days - 1), 23, 59, TIME_ZONE, 59), TIME_ZONE);
      e.allDay = true;
    } else {
      const [hh, mm] = (def.time ?? '20:00').split(':').map(Number);
      const start = zonedToUtc(date, hh, mm, TIME_ZONE);
      e.startDate = formatZoned(start, TIME_ZONE);
      if (def.minutes) e.endDate = formatZoned(start + def.minutes * 60000, TIME_ZONE);
      e.allDay = false;
    }
    if (def.venue) e.location = {...VENUES[def.venue]};
    if (!def.noTickets) e.ticketUrl = `${TICKETS}/nordlicht/${def.slug}`;
    e.status = def.status ?? 'scheduled';
    if (!def.noImage) {
      const main = def.profiles.length === 1 ? PROFILE_BY_SLUG.get(def.profiles[0]) : undefined;
      e.image = img({name: `event-${def.slug}`, title: def.title, subtitle: def.venue ? VENUES[def.venue].city : undefined, initials: main ? initialsOf(main.name) : '♫', width: 1200, height: 675, hue: main?.hue, altText: `Poster for ${def.title}`});
    }
    e.excerpt = `<p>${def.short}</p>`;
    e.content = eventContent(def, 'en');
    e.tags = tagRefs(def.tags);
    e.profiles = profileRefs(def.profiles);
    if (def.titleDe) {
      /** @type {LocalizedContent[]} */
      const loc = [];
      if (def.bothLocales) loc.push(lc('en', {title: def.title, excerpt: e.excerpt, content: e.content, metaTitle: `${def.title} | ${SITE_NAME}`}));
      loc.push(lc('de', {title: def.titleDe, excerpt: `<p>${def.shortDe ?? def.short}</p>`, content: eventContent(def, 'de'), metaTitle: `${def.titleDe} | ${SITE_NAME}`}));
      e.localizedContent = loc;
    }
    return e;
  });

  // news
  const jan1 = zonedToUtc(`${thisYear}-01-01`, 0, 0, TIME_ZONE);
  /** @type {NewsPost[]} */
  const news = NEWS.map((def) => {
    let at;
    if (def.yearsAgo === 0) {
      const span = Math.max(0, now - 60000 - jan1);
      at = jan1 + Math.floor((span * (def.fraction ?? 0.5)) / 60000) * 60000;
    } else {
      const [md, hm] = (def.at ?? '06-01 12:00').split(' ');
      const [hh, mm] = hm.split(':').map(Number);
      at = zonedToUtc(`${thisYear - def.yearsAgo}-${md}`, hh, mm, TIME_ZONE);
    }
    /** @type {NewsPost} */
    const n = {slug: def.slug, title: def.title, publishedAt: formatUtc(at), author: def.author};
    if (!def.noImage) n.image = img({name: `news-${def.slug}`, title: def.title, width: 1200, height: 630, altText: def.title});
    n.excerpt = `<p>${def.short}</p>`;
    n.content = `<p><strong>${def.short}</strong></p>${def.body}`;
    n.tags = tagRefs(def.tags);
    if (def.titleDe) {
      n.localizedContent = [lc('de', {title: def.titleDe, excerpt: `<p>${def.shortDe ?? def.short}</p>`, content: `<p><strong>${def.shortDe ?? def.short}</strong></p>${def.body}`})];
    }
    return n;
  });
  news.sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));

  // pages
  /** @type {Page[]} */
  const pages = PAGES.map((def) => {
    const hero = def.noImage ? undefined : img({name: `page-${def.slug}`, title: def.title, width: 1600, height: 600, hue: 220 + def.order * 12, altText: def.title});
    /** @type {Page} */
    const page = {slug: def.slug, title: def.title, excerpt: `<p>${def.excerpt}</p>`, contentJSON: def.tree({hero}), order: def.order};
    const parent = def.parent ? PAGES.find((x) => x.slug === def.parent) : undefined;
    page.parent = parent ? {slug: parent.slug, title: parent.title} : null;
    page.children = PAGES.filter((x) => x.parent === def.slug).sort((a, b) => a.order - b.order).map((x) => ({slug: x.slug, title: x.title}));
    if (hero) page.image = hero;
    page.tags = tagRefs(def.tags);
    if (def.titleDe) {
      /** @type {LocalizedContent} */
      const de = lc('de', {title: def.titleDe, excerpt: `<p>${def.excerptDe ?? def.excerpt}</p>`});
      if (def.treeDe) de.contentJSON = def.treeDe({hero});
      page.localizedContent = [de];
    }
    return page;
  });

  // profiles
  /** @type {Profile[]} */
  const profiles = PROFILES.map((def) => {
    /** @type {Profile} */
    const pr = {slug: def.slug, name: def.name, role: def.role, kind: def.kind};
    pr.image = portraits.get(def.slug);
    pr.excerpt = `<p>${def.short}</p>`;
    pr.content = def.bio.map((x) => `<p>${x}</p>`).join('');
    pr.links = def.links.map((l) => ({...l}));
    pr.tags = tagRefs(def.tags);
    /** @type {LocalizedContent} */
    const de = lc('de', {title: def.name, shortContent: def.roleDe, excerpt: `<p>${def.shortDe}</p>`});
    if (def.bioDe) de.content = def.bioDe.map((x) => `<p>${x}</p>`).join('');
    pr.localizedContent = [de];
    return pr;
  });

  // products
  /** @type {Product[]} */
  const products = PRODUCTS.map((def) => {
    /** @type {Product} */
    const pr = {slug: def.slug, title: def.title, price: {amount: def.amount, currency: def.currency ?? CURRENCY}};
    pr.url = def.kind === 'tickets' ? `${TICKETS}/nordlicht/passes/${def.slug}` : `${SHOP}/products/${def.slug}`;
    pr.availability = def.availability;
    if (def.profile) pr.profile = profileRefs([def.profile])[0];
    if (!def.noImage) {
      const hue = def.profile ? PROFILE_BY_SLUG.get(def.profile)?.hue : 140;
      const square = def.kind !== 'tickets';
      pr.image = img({name: `product-${def.slug}`, title: def.title, subtitle: def.kind === 'record' ? 'Record' : def.kind === 'merch' ? 'Merchandise' : 'Tickets', width: square ? 600 : 1200, height: square ? 600 : 630, hue, altText: `Product photo: ${def.title}`});
      pr.images = [pr.image];
      for (let i = 1; i <= (def.extraImages ?? 0); i++) {
        pr.images.push(img({name: `product-${def.slug}-${i + 1}`, title: def.title, subtitle: i === 1 ? 'Back cover' : 'Inside', width: 600, height: 600, hue: ((hue ?? 0) + 30 * i) % 360, altText: `${def.title}, view ${i + 1}`}));
      }
    }
    pr.excerpt = `<p>${def.short}</p>`;
    pr.content = `<p>${def.short}</p><p>${def.kind === 'tickets' ? 'Delivered as e-tickets.' : 'Ships within 3 working days from Berlin.'}</p>`;
    pr.tags = tagRefs(def.tags);
    if (def.titleDe) pr.localizedContent = [lc('de', {title: def.titleDe, excerpt: `<p>${def.shortDe ?? def.short}</p>`, content: `<p>${def.shortDe ?? def.short}</p>`})];
    return pr;
  });

  // tags (count = published items carrying the tag)
  /** @param {string} slug */
  const countTag = (slug) =>
    [...events, ...news, ...pages, ...profiles, ...products].filter((r) => r.tags?.some((x) => x.slug === slug)).length;
  /** @type {Tag[]} */
  const tags = TAGS.map((def) => ({
    slug: def.slug,
    name: def.name,
    description: def.description,
    count: countTag(def.slug),
    localizedContent: [lc('de', {title: def.de, content: def.descriptionDe})],
  }));

  const site = {
    id: SITE_ID,
    name: SITE_NAME,
    description: 'Artist agency and concert promoter in Berlin: classical, jazz, indie and electronic music.',
    defaultLocale: DEFAULT_LOCALE,
    timeZone: TIME_ZONE,
    image: siteImage,
    settings: {
      locale: {default: DEFAULT_LOCALE, supported: [...SUPPORTED_LOCALES]},
      defaults: {currency: CURRENCY, event: {location: 'Spreehalle, Berlin'}},
      publicSite: {
        baseUrl: PUBLIC_BASE_URL,
        template: {id: 'aurora', config: {accentColor: '#4b3fd8', showTicketButtons: true}, schema: {type: 'object', properties: {accentColor: {type: 'string'}, showTicketButtons: {type: 'boolean'}}}},
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
        logo,
        localizedContent: [
          lc('en', {title: SITE_NAME, excerpt: 'Artist agency & concert promoter, Berlin', content: '<p>Concerts, festivals and records from our artists.</p>', metaTitle: 'Nordlicht Artists — concerts and artists from Berlin', metaDescription: 'Upcoming concerts, news and releases from the artists of Nordlicht Artists, Berlin.', keywords: 'concerts, Berlin, classical, jazz, indie, techno'}),
          lc('de', {title: SITE_NAME, excerpt: 'Künstleragentur & Konzertveranstalter, Berlin', content: '<p>Konzerte, Festivals und Platten unserer Künstler:innen.</p>', metaTitle: 'Nordlicht Artists — Konzerte und Künstler:innen aus Berlin', metaDescription: 'Kommende Konzerte, News und Neuerscheinungen der Künstler:innen von Nordlicht Artists, Berlin.', keywords: 'Konzerte, Berlin, Klassik, Jazz, Indie, Techno'}),
        ],
      },
    ],
  };

  return {site, events, news, pages, profiles, products, tags, timeZone: TIME_ZONE, defaultLocale: DEFAULT_LOCALE, builtAt: now};
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
  return {site, events: [], news: [], pages: [], profiles: [], products: [], tags: [], timeZone: TIME_ZONE, defaultLocale: DEFAULT_LOCALE, builtAt: now};
}

/**
 * Slugs and facts handy in tests (stable across days).
 */
export const DEMO_FACTS = Object.freeze({
  siteName: SITE_NAME,
  lateNightEvent: 'nachtfalter-late-night-set', // 23:30 Berlin, 9 days from today
  afterMidnightEvent: 'nachtfalter-afterhours', // 00:30 Berlin, 34 days from today
  ongoingFestival: 'klangwelten-festival', // all-day, started 2 days ago, ends in 2 days
  newYearPost: 'happy-new-year', // Jan 1 00:30 Berlin last year = Dec 31 23:30 UTC the year before
  usdProduct: 'jonas-berg-trio-blue-hour-lp',
  eventCount: EVENTS.length,
  newsCount: NEWS.length,
  pageCount: PAGES.length,
  profileCount: PROFILES.length,
  productCount: PRODUCTS.length,
  tagCount: TAGS.length,
});
