import type {Schemas} from '../api/client.js';

/**
 * How many of a record's artists are shown: a line of 10 000 names is no
 * line a visitor reads, and rendering it froze the tab (the fuzz suite's
 * count found a product with 5 313).
 */
export const MAX_ARTISTS = 100;

/** The profiles of a record's first {@link MAX_ARTISTS} artists, those with a slug (one a link can name). */
export function artistsOf(record: {artists?: unknown}): Schemas['ProfileSlim'][] {
  const list = Array.isArray(record.artists) ? (record.artists.slice(0, MAX_ARTISTS) as (Partial<Schemas['ArtistRef']> | null)[]) : [];
  return list.map((a) => a?.profile).filter((p): p is Schemas['ProfileSlim'] => typeof p?.slug == 'string');
}
