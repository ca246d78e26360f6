/** The fields of a product, in `<site-products>` and `<site-product>`. */
import {fillTemplate} from '../../render/url.js';
import {lowestPrice} from '../../render/money.js';
import type {Fields} from '../bind.js';
import {artists, withoutUrl, excerpt, flag, imageForms, rich, tags, title, type Host, type Rec} from './common.js';

export const productFields: Fields<Rec, Host> = {
  title,
  slug: (p) => p.slug,
  url: (p, host) => fillTemplate(host.href, {slug: p.slug}),
  price: (p, host) => lowestPrice(host.site?.locale, p.variants, host.site?.currency, (host.t.free as string | undefined) ?? 'Free', (host.t.from as ((p: string) => string) | undefined) ?? String),
  author: (p) => (typeof p.author == 'string' && p.author ? p.author : undefined),
  featured: (p) => flag(p.featured),
  image: (p, host) => imageForms(p.image, host),
  excerpt,
  tags,
  artists,
};

/** `<site-product>`'s: a product's, with its body. */
export const productDetailFields: Fields<Rec, Host> = {
  ...withoutUrl(productFields),
  content: (p, host) => rich(host, p, (host.offset ?? 0) + 1),
};
