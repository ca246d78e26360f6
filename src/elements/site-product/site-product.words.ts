import type {Words} from '../../render/messages.js';
import {plural} from '../../render/plural.js';

/** <site-product>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  buy: 'Buy',
  free: 'Free',
  artists: 'Artists',
  released: 'Released',
  version: 'Version',
  // The number as the active locale writes it.
  option: (n: number, locale = 'en') => plural(locale, n, {other: 'Option #'}),
} satisfies Words;
