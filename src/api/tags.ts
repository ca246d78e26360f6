/**
 * A record's tags as the kit shows them. Not in the script-tag core: only
 * the elements that show tags carry it. No Lit here.
 */

/** A record's tags, from `/tags` items or a record's join rows (`{tagId, tag}`). */
export interface TagItem {
  id: string;
  title: string;
}

/** The tags of a record (join rows) or a `/tags` page (items): `{id, title}`, dropping what has no id. */
export function tagsOf(list: unknown): TagItem[] {
  const out: TagItem[] = [];
  for (const row of Array.isArray(list) ? list : []) {
    const tag = row?.tag ?? row;
    const id = tag?.id ?? row?.tagId;
    if (typeof id == 'string' && id) out.push({id, title: typeof tag.title == 'string' && tag.title ? tag.title : id});
  }
  return out;
}
