import {noChange, type ReactiveController, type ReactiveControllerHost} from 'lit';
import type {ContextEvent} from '@lit/context';
import {Task, TaskStatus, initialState} from '@lit/task';
import type {CallOptions, SiteClient} from '../api/client.js';
// Elements import the API through client.ts; the bases import the module
// that holds what they use (request.ts), since client.ts's re-exports made
// the bundler split the one-file build.
import {isAbortError} from '../api/request.js';
import {siteContext, type SiteContextValue} from '../context/site-context.js';
// The router serves elements that have no provider around them, and providers that come late: loaded when one asks.
import {loadedRouter} from '../context/request.js';
import {SiteErrorEvent, SiteLoadEvent, init} from '../events/site-events.js';
import {messages, type Messages} from '../render/messages.js';
import {errorState} from '../render/states.js';
import {sameQuery, type Query} from './query.js';
import {errorOnce} from './log.js';

export type {NoQuery, Query} from './query.js';

/**
 * @lit/task's statuses, as numbers the minifier writes in place (an
 * object's properties it cannot); `satisfies` holds them to the library's.
 */
const INITIAL = 0 satisfies typeof TaskStatus.INITIAL;
const PENDING = 1 satisfies typeof TaskStatus.PENDING;
const COMPLETE = 2 satisfies typeof TaskStatus.COMPLETE;
const ERROR = 3 satisfies typeof TaskStatus.ERROR;

/** The request of a data element: @lit/task's Task over the client and a named query. */
export type SiteTask<Q extends Query, R> = Task<[SiteClient | undefined, Q | undefined], R>;

/** Set once Intl's first formatter is on its way (see the task below). */
let warm: unknown;

/** An element that shows a request's data: a Lit element (its controllers, its light DOM for templates). */
export type SiteDataHost = ReactiveControllerHost & HTMLElement;

/**
 * What a SiteData asks of its element: SiteDataElement's methods of these
 * names, or an object of them (`<site-search>`'s).
 */
export interface SiteDataSource<Q extends Query, R> {
  /** The request's named values (attribute values, mostly); undefined when there is nothing to ask. */
  query(): Q | undefined;
  /** Fetches the data; passes `call` to every client call. */
  load(client: SiteClient, query: Q, call: CallOptions): Promise<R>;
  /** How many items a result shows, for `site-load`'s detail. */
  countOf(result: R): number;
  /** Leaves the host's `aria-busy` alone (an element that says it is busy its own way); by default the host is `aria-busy` while its data is on its way. */
  readonly quiet?: boolean;
}

/**
 * A designer's rendering of an element's content (src/template/design.ts),
 * which the element asks for where it renders its own: each method, when
 * there, stands for the element's markup of the same thing.
 */
export interface Renderer {
  /** One record's content, or a tree's or groups' (`own` renders the element's markup instead). */
  content?(value: unknown, own: (value: unknown) => unknown): unknown;
  /** A list's items (the first page and every page "more" added). */
  items?(items: unknown[]): unknown;
  /** `<site-search>`: one result's content, in its option. */
  result?(hit: unknown, index: number): unknown;
  /** The first element of each item rendered from the template, in order (where "more" moves focus). */
  rendered(): Element[];
}

/**
 * How an element draws each state of its data (see SiteData's render()):
 * SiteDataElement's methods of these names.
 */
export interface StateViews<R> {
  renderLoading(): unknown;
  renderEmpty(): unknown;
  /** Loaded data that is not empty, as the element draws it (a designer's renderer may stand for it). */
  renderContent(value: R): unknown;
  renderFailure(error: unknown): unknown;
  isEmpty(value: R): boolean;
}

/**
 * The data lifecycle of an element, as one reactive controller: the
 * provider's context, the request (@lit/task's Task over a named query),
 * the wait for a designer's template code before content shows,
 * `aria-busy` while the data is on its way, the choice of state to render,
 * `site-load` once content is on screen, retry, and failures said once in
 * the console and by `site-error`.
 *
 * The context: it asks for the provider's by the Context Community Protocol
 * when the host connects (an ancestor provider answers at once; the page's
 * router finds one named by `provider="ID"`, a provider defined later, or
 * the first on the page), hears every change until the host leaves, and
 * asks the host to update each time. (The event is the protocol's, typed
 * by @lit/context but built here; its ContextConsumer controller and
 * ContextEvent class are not used, for their bytes: this is the part of
 * them the kit needs.)
 *
 * What the element draws stays the element's: `render()` takes its views of
 * each state; a designer's template plugs in as `renderer`, which the
 * element asks for where it renders items or content.
 */
export class SiteData<Q extends Query, R> implements ReactiveController {
  readonly #host: SiteDataHost;
  readonly #source: SiteDataSource<Q, R>;
  /** What the nearest provider knows: client, locale, time zone, site; undefined until a provider answers (set by its callback). */
  site?: SiteContextValue;
  #unsubscribe?: () => void;
  /** The request. Tests and integrators may await `task.taskComplete`. */
  readonly task: SiteTask<Q, R>;
  /** A designer's template's rendering, while the element has one (src/template/design.ts sets it). */
  renderer?: Renderer;
  /**
   * Whether the skeleton (or the space site-widgets.css keeps) is what
   * shows: nothing but the skeleton until the site's time zone and locale
   * are known, so dates never flash in the wrong zone. While a new request
   * runs, what was shown stays (marked `aria-busy`): no flash of the
   * skeleton on a refresh or an attribute change. Set before each render
   * (hostUpdate).
   */
  loading?: boolean;
  /** The designer's code, loaded once the element has a `<template>` child, then or later. */
  #design?: unknown;
  /** The result last announced by site-load. */
  #shown?: R;
  /** The answer whose rendering failed, reported once. */
  #broken?: R;
  /** The run in progress: its calls abort when the next run starts or the host leaves the page. */
  #live?: AbortController;
  /**
   * What a server rendered in the host's shadow root (Declarative Shadow
   * DOM, see renderPage()): shown until the element has a state of its own
   * to show, then replaced by it, in the same frame.
   */
  #served?: ChildNode[];
  /** With `url-key`: the view the page's address names, applied before the first request (url-state.ts, loaded only for such an element). */
  addressView?: Promise<void> | false;

  constructor(host: SiteDataHost, source: SiteDataSource<Q, R>) {
    this.#host = host;
    this.#source = source;
    // Attached by the HTML parser before the element's code came. Lit renders before its first node: a
    // comment of the element's own, which stays when the server's nodes go.
    const root = host.shadowRoot;
    if (root?.firstChild) {
      this.#served = [...root.childNodes];
      root.prepend(new Comment());
    }
    const onError = (error: unknown) => reportFailure(host, error);
    // A Task that runs when the client arrives or the query changes
    // (compared shallowly, key by key), with what the kit adds around it:
    // each run's calls carry an abort signal that also aborts when the next
    // run starts or the host leaves the page (a request shared with other
    // elements goes on for them), and a refresh listener: when the request
    // layer refreshes a cached answer in the background and it changed, the
    // task runs again (from the cache); when the refresh failed, it is
    // reported while what is shown stays. A host that comes back to the
    // page after leaving it runs again.
    const task: SiteTask<Q, R> = (this.task = new Task(host, {
      task: async ([client, query], {signal}) => {
        this.#live?.abort();
        const run = (this.#live = new AbortController());
        signal.addEventListener('abort', () => run.abort(signal.reason), {once: true});
        if (!client || !query) return initialState;
        // The page's first request goes now: Intl's first formatter is built
        // in the wait for its answer (the timer fires once the request is on
        // its way). The first one loads ICU's data (15–40 ms on a desktop,
        // four times that on a phone); every one after it takes a millisecond.
        // Built when the core started, it held up the element's own file and
        // its request; in an idle callback, it came after the answer.
        warm ??= setTimeout(() => new Intl.DateTimeFormat());
        // With `url-key`, the view the page's address names is applied first (url-state.ts, which has the element load the
        // query of that view: a run for it starts as well and asks the same, which the request layer sends once). Its code
        // failing to load fails the request: the error state, said in the console.
        await this.addressView;
        return (
          source
            .load(client, query, {signal: run.signal, onRefresh: (error) => (error ? onError(error) : void task.run())})
            // Content waits for a template's or a layout's code, if the element has one (no flash of the default markup).
            .then(async (result) => (await this.#design, result))
        );
      },
      args: () => [this.site?.client, source.query()],
      argsEqual: ([c1, q1], [c2, q2]) => c1 === c2 && sameQuery(q1, q2),
      onError,
    }));
    // After the task's: this controller's hostUpdate sees the run the task's has just started.
    host.addController(this);
    // Its failure to load fails the request that waits for it: the error state, said in the console.
    const look = () => (this.#design ||= host.querySelector('template') && import('../template/design.js').then((m) => m.design(host, this)));
    look();
    new MutationObserver(look).observe(host, {childList: true});
  }

  /** The kit's words in the active locale's language. */
  get words(): Messages {
    return messages(this.site?.locale);
  }

  /** Runs the request again (the error state's retry button). */
  retry(): void {
    void this.task.run();
  }

  hostConnected(): void {
    const host = this.#host;
    this.addressView ??= host.hasAttribute('url-key') && import('./url-state.js').then((m) => m.attach(host, this));
    const callback = (value: SiteContextValue | undefined, unsubscribe?: () => void) => {
      if (unsubscribe !== this.#unsubscribe) this.#unsubscribe?.();
      this.#unsubscribe = unsubscribe;
      this.site = value;
      host.requestUpdate();
    };
    // The protocol's event, with its four fields (what @lit/context's ContextEvent class sets, less its class's bytes).
    host.dispatchEvent(
      Object.assign(new Event('context-request', init), {context: siteContext, contextTarget: host, callback, subscribe: true}) as ContextEvent<typeof siteContext>,
    );
    // No provider around it answered, and no router took the request: load the router and hand it over.
    if (!this.#unsubscribe && !loadedRouter()) {
      void import('../context/router.js').then(({router}) => host.isConnected && !this.#unsubscribe && router.route({consumer: host, callback, subscribe: true}));
    }
    // Back in the page after leaving it: the request it left runs again.
    if (this.#live?.signal.aborted) void this.task.run();
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#live?.abort();
  }

  hostUpdate(): void {
    const {status, value} = this.task;
    const site = this.site;
    // Busy while the data is on its way: not once it is shown or failed,
    // nor when there is nothing to ask (no slug) or nothing can be asked.
    // Here, after the task's hostUpdate, which starts a new request and asks
    // for no second update.
    const waiting = status === PENDING || (status === INITIAL && this.#source.query() !== undefined);
    if (!this.#source.quiet) this.#host.toggleAttribute('aria-busy', waiting && !site?.configError);
    this.loading = status !== ERROR && (!site?.siteSettled || value === undefined || status === INITIAL);
  }

  /**
   * Announces content once it is on screen: the request is done and the
   * skeleton is gone (it stays until the site's settings are in), once per
   * result.
   */
  hostUpdated(): void {
    const {status, value} = this.task;
    if (status !== COMPLETE || this.loading || value === this.#shown) return;
    this.#shown = value;
    this.#host.dispatchEvent(new SiteLoadEvent({count: this.#source.countOf(value!)}));
  }

  /**
   * The state to show now, drawn by the element's views; loaded content by
   * the designer's renderer where there is one.
   */
  render(views: StateViews<R>): unknown {
    const served = this.#served;
    if (served) {
      // The server's content stays while the skeleton would show; it goes when anything else comes.
      if (this.loading && !this.site?.configError) return noChange;
      served.forEach((node) => node.remove());
      this.#served = undefined;
    }
    const t = this.words;
    if (this.site?.configError) return errorState(t, t.notConfigured);
    const {status, value} = this.task;
    if (status === ERROR) return views.renderFailure(this.task.error);
    if (this.loading) return views.renderLoading();
    const renderer = this.renderer;
    try {
      return views.isEmpty(value!) ? views.renderEmpty() : renderer?.content ? renderer.content(value, (v) => views.renderContent(v as R)) : views.renderContent(value!);
    } catch (error) {
      // An answer this element cannot show (a field of a type it does not
      // expect): its error state, and one report per answer, not per render.
      if (this.#broken !== value) reportFailure(this.#host, error);
      this.#broken = value;
      return views.renderFailure(error);
    }
  }
}

/** Says what failed in the console (once, naming the element) and by `site-error`; aborts are not failures. */
export function reportFailure(el: HTMLElement, error: unknown): void {
  if (isAbortError(error)) return;
  const e = error instanceof Error ? error : new Error(String(error));
  errorOnce(`<${el.localName}>: ${e.message}`);
  el.dispatchEvent(new SiteErrorEvent(e));
}
