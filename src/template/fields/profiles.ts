/** The fields of a profile, in `<site-profiles>` and `<site-profile>`. */
import {fillTemplate} from '../../render/url.js';
import type {Fields} from '../bind.js';
import {excerpt, imageForms, rich, tags, title, type Host, type Rec} from './common.js';

/** Both elements': the profile's own. */
const ownFields: Fields<Rec, Host> = {
  title,
  slug: (p) => p.slug,
  // As the elements show it: the localized short text itself ("Pianist").
  summary: (p, host) => host.text(p, 'shortContent'),
  excerpt,
  image: (p, host) => imageForms(p.image, host),
  tags,
};

/** `<site-profiles>`'s: a profile linked through the list's `href`. */
export const profileFields: Fields<Rec, Host> = {
  ...ownFields,
  url: (p, host) => fillTemplate(host.href, {slug: p.slug}),
};

/** `<site-profile>`'s: a profile with its biography (no `url`: the profile is on its own page). */
export const profileDetailFields: Fields<Rec, Host> = {
  ...ownFields,
  content: (p, host) => rich(host, p, (host.offset ?? 0) + 1),
};
