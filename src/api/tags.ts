/**
 * A record's tags as the kit shows them. Not in the script-tag core: only
 * the elements that show tags carry it. No Lit here.
 */

/** A record's tags, from `/tags` items or a record's join rows (`{tagId, tag}`). */
export interface TagItem {
  id: string;
  title: string;
}

/**
 * The tags of a record (join rows) or a `/tags` page (items): `{id, title}`,
 * dropping what has no id or no title; of a record's first 100 (a record
 * sent with 10 000 tags shows some, not a frozen tab).
 */
export function tagsOf(list: unknown): TagItem[] {
  const out: TagItem[] = [];
  for (const row of Array.isArray(list) ? list.slice(0, 100) : []) {
    const tag = row?.tag ?? row;
    const id = tag?.id ?? row?.tagId;
    // A row without its tag's title (`{tagId}` alone) has nothing to show: left out.
    if (typeof id == 'string' && id && typeof tag.title == 'string' && tag.title) out.push({id, title: tag.title});
  }
  return out;
}
