/**
 * A fetch that asks each address once: renderPage's for one page (its
 * providers of one site share their answers), `prerender`'s for a whole
 * build. No Node API: it runs where renderPage runs.
 */

/** An answer as kept: what a fresh Response is made of. */
interface Kept {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
}

/**
 * A fetch that asks each address once for as long as it is used (a page, a whole build) (keyed, as the
 * client's request layer keys, by URL and Authorization header) and hands
 * each caller a fresh Response of the kept body. Callers asking while the
 * request is in flight share it. What may go otherwise on a second try (no
 * answer, a timeout, 429, 5xx) is not kept, so the client's retries still
 * reach the API.
 */
export function onceEach(send: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init)): typeof globalThis.fetch {
  const kept = new Map<string, {answer: Promise<Kept>; signal?: AbortSignal | null}>();
  return async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    if ((init?.method ?? request?.method ?? 'GET').toUpperCase() !== 'GET') return send(input, init);
    const url = request?.url ?? String(input);
    const id = `${url} ${new Headers(init?.headers ?? request?.headers).get('authorization') ?? ''}`;
    const signal = init?.signal ?? request?.signal;
    for (;;) {
      let entry = kept.get(id);
      const mine = !entry;
      if (!entry) {
        const answer = send(input, init).then(async (response): Promise<Kept> => {
          const headers = [...response.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length');
          return {status: response.status, statusText: response.statusText, headers, body: await response.text()};
        });
        const created = {answer, signal};
        entry = created;
        kept.set(id, created);
        const forget = () => kept.get(id) === created && kept.delete(id);
        answer.then((k) => (k.status === 429 || k.status >= 500) && forget(), forget);
      }
      try {
        const {status, statusText, headers, body} = await untilAborted(entry.answer, signal);
        return new Response([101, 204, 205, 304].includes(status) ? null : body, {status, statusText, headers});
      } catch (error) {
        // The caller that started the request gave up on it: ask again for this one.
        if (!mine && !signal?.aborted && entry.signal?.aborted) continue;
        throw error;
      }
    }
  };
}

/** The promise, or its caller's abort, whichever comes first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, {once: true});
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
