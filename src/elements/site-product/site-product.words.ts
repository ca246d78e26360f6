import type {Words} from '../../render/messages.js';

/** <site-product>'s own words in English; the core's are in src/render/messages.ts. */
export const words = {
  buy: 'Buy',
  free: 'Free',
  artists: 'Artists',
  released: 'Released',
  version: 'Version',
  option: (n: number) => `Option ${n}`,
} satisfies Words;
