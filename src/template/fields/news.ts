/** The fields of a news post, in `<site-news>` and `<site-news-post>`. */
import {fillTemplate} from '../../render/url.js';
import type {Fields} from '../bind.js';
import {artists, dateForms, excerpt, flag, imageForms, rich, tags, title, type Host, type Rec} from './common.js';

/** Both elements': the post's own. */
const postFields: Fields<Rec, Host> = {
  title,
  slug: (p) => p.slug,
  // The long date in the site's zone, as the elements show it; only a readable string is a date.
  date: (p, host) => dateForms(host, typeof p.date == 'string' ? p.date : undefined),
  excerpt,
  image: (p, host) => imageForms(p.image, host),
  tags,
  artists,
  featured: (p) => flag(p.featured),
};

/** `<site-news>`'s: a post linked through the list's `href`. */
export const newsFields: Fields<Rec, Host> = {
  ...postFields,
  url: (p, host) => fillTemplate(host.href, {slug: p.slug}),
};

/** `<site-news-post>`'s: a post with its body (no `url`: the post is on its own page). */
export const newsPostFields: Fields<Rec, Host> = {
  ...postFields,
  content: (p, host) => rich(host, p, (host.offset ?? 0) + 1),
};
