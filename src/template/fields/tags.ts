/** The fields of a tag, in `<site-tags>`. */
import {fillTemplate} from '../../render/url.js';
import {warnOnce} from '../../internal/log.js';
import type {Fields} from '../bind.js';
import {entryOf, type Host, type Rec} from './common.js';

/** `<site-tags>` as its fields see it. */
interface TagsHost extends Host {
  readonly htmlFor?: string;
  /** The element's own grouping of the tags, in its order. */
  groups(all: Rec[]): {title: string; tag?: Rec; children: Rec[]}[];
}

/** One entry of the list: a tag (under the title of its parent, if it has one), or the title of a parent tag that is not itself listed. */
interface Entry {
  tag?: Rec;
  title: string;
  parent?: string;
}

/**
 * `<site-tags>`'s entries, in the order its list shows them: each tag
 * without a parent, then the tags under it (a parent that is not listed
 * comes as its title alone, before its tags). With `for`, the element keeps
 * its own buttons (a template binds no click, nor `aria-pressed`): undefined.
 */
export function tagEntries(all: Rec[], host: TagsHost): Entry[] | undefined {
  if (host.htmlFor) {
    warnOnce(`<${host.localName} for="${host.htmlFor}">: its filter buttons are its own; its <template> is used without \`for\` (links or names).`);
    return undefined;
  }
  const name = (tag: Rec): string => tag.title || tag.id;
  return host.groups(all).flatMap((g) => [
    g.tag ? entryOf(g.tag, '', () => ({tag: g.tag, title: g.title})) : entryOf(g.children[0], `group ${g.title}`, () => ({title: g.title})),
    ...g.children.map((c) => entryOf(c, `under ${g.title}`, () => ({tag: c, title: name(c), parent: g.title}))),
  ]);
}

/** `<site-tags>`'s: one entry of the list. */
export const tagFields: Fields<Entry, Host> = {
  id: (e) => e.tag?.id,
  title: (e) => e.title,
  url: (e, host) => (e.tag ? fillTemplate(host.href, {id: e.tag.id, title: e.title}) : undefined),
  parent: (e) => e.parent,
};
