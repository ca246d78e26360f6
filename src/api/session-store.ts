/**
 * The answers a provider's client starts from, a chunk of its own loaded
 * only by a provider that has some: a server's island (renderPage()), and
 * the provider's `session-cache`.
 *
 * The session cache: answers kept in sessionStorage, so that the
 * next page of the same site, in the same tab, shows them at once and
 * refreshes them in the background when they are stale (the request layer's
 * cache-ttl).
 *
 * - Keyed by URL only: no header, so never the token.
 * - Versioned: the prefix names this format; another version's entries go.
 * - Sized: at most MAX_CHARS characters in all (the oldest answers go first),
 *   and no single answer over a quarter of it.
 * - Never in the way: storage that is blocked, full or broken is not used.
 */
import type {Answer, AnswerStore} from './request.js';

const ROOT = 'site-widgets:';
const PREFIX = `${ROOT}1:`;
/** About 2 MB of the 5 MB a browser allows per origin. */
export const MAX_CHARS = 1_000_000;

/** Our keys in the storage, this version's (`own`) or another's. */
function keys(storage: Storage, own: boolean): string[] {
  const found: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(ROOT) && key.startsWith(PREFIX) === own) found.push(key);
  }
  return found;
}

function read(storage: Storage, key: string): {text: string; time: number} | undefined {
  const kept = storage.getItem(key);
  const space = kept?.indexOf(' ') ?? -1;
  const time = Number(kept?.slice(0, space));
  return space > 0 && Number.isFinite(time) ? {time, text: kept!.slice(space + 1)} : undefined;
}

/** Drops the oldest answers until ours fit in MAX_CHARS. */
function trim(storage: Storage): void {
  const entries = keys(storage, true).map((key) => ({key, size: key.length + (storage.getItem(key)?.length ?? 0), time: read(storage, key)?.time ?? 0}));
  let total = entries.reduce((sum, e) => sum + e.size, 0);
  for (const e of entries.sort((a, b) => a.time - b.time)) {
    if (total <= MAX_CHARS) break;
    storage.removeItem(e.key);
    total -= e.size;
  }
}

/** The store, or undefined where sessionStorage cannot be used (blocked by the browser, a sandboxed frame). */
export function sessionStore(storage?: Storage): AnswerStore | undefined {
  try {
    storage ??= sessionStorage;
    for (const key of keys(storage, false)) storage.removeItem(key);
  } catch {
    return undefined;
  }
  const s = storage;
  return {
    get(url) {
      try {
        const kept = read(s, PREFIX + url);
        return kept && {...kept, value: JSON.parse(kept.text)};
      } catch {
        // Storage gone, or not JSON (tampered with): asked again.
        return undefined;
      }
    },
    set(url, text, time) {
      if (text.length > MAX_CHARS / 4) return;
      try {
        s.setItem(PREFIX + url, `${time} ${text}`);
        trim(s);
      } catch {
        // Full (another script's data) or gone: this answer is not kept.
        try {
          s.removeItem(PREFIX + url);
        } catch {
          // Nothing more to do.
        }
      }
    },
  };
}

/** The tab's store, once asked for: unavailable (null), or the store. */
let session: AnswerStore | null | undefined;

/**
 * The store a provider's client starts from (its base URL `base`, as the
 * client keys its requests): the answers of a server's island (`island`, the
 * island's text: by path under the base, with when each was fetched), fresh
 * ones served without a request, stale ones at once and refreshed; then,
 * with `useSession`, the tab's. An island that is not JSON is no island:
 * the elements ask the API.
 */
export function answers(base: string, island: string | null | undefined, useSession?: boolean): AnswerStore | undefined {
  const next = (useSession && (session ??= sessionStore() ?? null)) || undefined;
  let found: Record<string, [time: number, value: unknown]> | null;
  try {
    found = JSON.parse(island!);
  } catch {
    return next;
  }
  return {
    get: (url) => {
      const answer = found?.[url.slice(base.length)];
      // No text: a refresh of it always tells its elements, which render it again (the same, or what changed).
      return answer ? ({time: answer[0], value: answer[1]} as Answer & {time: number}) : next?.get(url);
    },
    set: (url, text, time) => next?.set(url, text, time),
  };
}
