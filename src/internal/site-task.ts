import type {ReactiveControllerHost} from 'lit';
import {Task, initialState} from '@lit/task';
import type {CallOptions, SiteClient} from '../api/client.js';
import {sameQuery, type Query} from './query.js';

export type {Query} from './query.js';

/** Set once Intl's first formatter is on its way (below). */
let warm: unknown;

export interface SiteTaskOptions<Q extends Query, R> {
  /** The provider's client, once there is one. */
  client: () => SiteClient | undefined;
  /** The query; undefined when there is nothing to ask (the task stays initial). */
  query: () => Q | undefined;
  /** The request: one or more client calls, each given `call` (the signal and the refresh listener). */
  load: (client: SiteClient, query: Q, call: CallOptions) => Promise<R>;
  /** A failure of a run, or of a background refresh of what a run got. */
  onError: (error: unknown) => void;
}

/** The request of a data element: @lit/task's Task over the client and a named query. */
export type SiteTask<Q extends Query, R> = Task<[SiteClient | undefined, Q | undefined], R>;

/**
 * Creates the element's request: a Task that runs when the client arrives
 * or the query changes (compared shallowly, key by key), with what the kit
 * adds around it:
 *
 * - each run's calls carry an abort signal that also aborts when the next
 *   run starts or the host leaves the page (a request shared with other
 *   elements goes on for them), and a refresh listener: when the request
 *   layer refreshes a cached answer in the background and it changed, the
 *   task runs again (from the cache); when the refresh failed, `onError`
 *   hears it while what is shown stays;
 * - a host that comes back to the page after leaving it runs again.
 */
export function siteTask<Q extends Query, R>(host: ReactiveControllerHost, options: SiteTaskOptions<Q, R>): SiteTask<Q, R> {
  let live: AbortController | undefined;
  const task: SiteTask<Q, R> = new Task(host, {
    task: ([client, query], {signal}) => {
      live?.abort();
      const run = (live = new AbortController());
      signal.addEventListener('abort', () => run.abort(signal.reason), {once: true});
      if (!client || !query) return initialState;
      // The page's first request goes now: Intl's first formatter is built
      // in the wait for its answer (the timer fires once the request is on
      // its way). The first one loads ICU's data (15–40 ms on a desktop,
      // four times that on a phone); every one after it takes a millisecond.
      // Built when the core started, it held up the element's own file and
      // its request; in an idle callback, it came after the answer.
      warm ??= setTimeout(() => new Intl.DateTimeFormat());
      return options.load(client, query, {
        signal: run.signal,
        onRefresh: (error) => (error ? options.onError(error) : void task.run()),
      });
    },
    args: () => [options.client(), options.query()],
    argsEqual: ([c1, q1], [c2, q2]) => c1 === c2 && sameQuery(q1, q2),
    onError: options.onError,
  });
  host.addController({
    hostConnected: () => void (live?.signal.aborted && task.run()),
    hostDisconnected: () => live?.abort(),
  });
  return task;
}
