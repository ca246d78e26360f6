import {type PropertyValues, type TemplateResult} from 'lit';
import {TaskStatus} from '@lit/task';
import type {CallOptions, SiteClient} from '../api/client.js';
// Elements import the API through client.ts; the bases import the module
// that holds what they use (request.ts, records.ts), since client.ts's
// re-exports made the bundler split the one-file build.
import {isAbortError} from '../api/request.js';
import {localized, type LocalizedField} from '../api/records.js';
import type {SiteContextValue} from '../context/site-context.js';
import {SiteErrorEvent, SiteLoadEvent} from '../events/site-events.js';
import type {Messages} from '../render/messages.js';
import type {DateContext} from '../render/format.js';
import {describeError, emptyState, errorState, isNotFound, loadingState, notFoundState} from '../render/states.js';
import {SiteConsumer} from './site-consumer.js';
import {SiteElement} from './site-element.js';
import {siteTask, type Query} from './site-task.js';
import {errorOnce} from './log.js';

export type {NoQuery, Query} from './query.js';

/**
 * Base of every element that shows one request's data in the usual states.
 * It composes the controllers: a SiteConsumer (the provider's client,
 * locale, time zone and site), the request (@lit/task's Task over a named
 * query, see site-task.ts); it renders the states of render/states.ts,
 * fires `site-load` and `site-error`.
 *
 * A subclass gives `query()` (a flat, named object: the task reruns when a
 * value in it changes), `load()` (the client calls, each given `call`) and
 * `renderContent()`; the hooks below adjust the states.
 */
export abstract class SiteDataElement<Q extends Query, Result> extends SiteElement {
  readonly #site = new SiteConsumer(this);

  /** The element's request. Tests and integrators may await `task.taskComplete`. */
  // No locale in the query: every record carries all its locales, so
  // another locale is another rendering of the same answer, not a request.
  readonly task = siteTask<Q, Result>(this, {
    client: () => this.site?.client,
    query: () => this.query(),
    // Content waits for a template's or a layout's code, if the element has one (no flash of the default markup).
    load: (client, query, call) => this.load(client, query, call).then(async (result) => (await this.#design, result)),
    onError: (error) => reportFailure(this, error),
  });

  /** The designer's code (src/template/design.ts), loaded once the element has a `<template>` child, then or later. */
  #design?: unknown;

  constructor() {
    super();
    // Its failure to load fails the request that waits for it: the error state, said in the console.
    const look = () => (this.#design ||= this.querySelector('template') && import('../template/design.js').then((m) => m.design(this)));
    look();
    new MutationObserver(look).observe(this, {childList: true});
    // Its height as each frame lays it out, read where layout is done: see #keep.
    new ResizeObserver(() => (this.#height = this.offsetHeight)).observe(this);
  }

  /** What the nearest provider knows: client, locale, time zone, site. */
  protected get site(): SiteContextValue | undefined {
    return this.#site.value;
  }

  /** The request's named values (attribute values, mostly); undefined when there is nothing to ask. */
  protected abstract query(): Q | undefined;

  /** Fetches the element's data; passes `call` to every client call. */
  protected abstract load(client: SiteClient, query: Q, call: CallOptions): Promise<Result>;

  /** Renders loaded data (never empty: `isEmpty()` is checked first). */
  protected abstract renderContent(result: Result): unknown;

  /** Whether a result has nothing to show (renders the empty state); by default, an empty array. */
  protected isEmpty(result: Result): boolean {
    return Array.isArray(result) && !result.length;
  }

  /** How many items a result shows, for `site-load`'s detail; by default an array's length, else 1. */
  protected countOf(result: Result): number {
    return Array.isArray(result) ? result.length : 1;
  }

  /** Text of the default empty state. */
  protected emptyText(): string {
    return this.t.notFound;
  }

  /** Number of placeholder rows in the default loading skeleton. */
  protected skeletonRows(): number {
    return 3;
  }

  /**
   * A record's localized field (default its title) in the active locale,
   * else the site's default locale, else the record's first entry.
   */
  protected text<T = string>(record: object | null | undefined, field: LocalizedField = 'title'): T | undefined {
    return localized<T>(record, field, this.site?.locale, this.site?.defaultLocale);
  }

  /** The message table for the active locale. */
  protected get t(): Messages {
    return this.#site.words;
  }

  /** Locale and time zone for dates. */
  protected get dateContext(): DateContext {
    // The provider's value holds the locale and the time zone: no new object per call.
    return this.site ?? {};
  }

  /** Runs the request again (the error state's retry button). */
  retry(): void {
    void this.task.run();
  }

  protected override update(changed: PropertyValues): void {
    // Busy while the data is on its way: not once it is shown or failed,
    // nor when there is nothing to ask (no slug) or nothing can be asked.
    // Here, not in willUpdate(): the task starts a new request between the
    // two (its hostUpdate), and that request asks for no second update.
    const {status} = this.task;
    const waiting = status === TaskStatus.PENDING || (status === TaskStatus.INITIAL && this.query() !== undefined);
    this.toggleAttribute('aria-busy', waiting && !this.site?.configError);
    super.update(changed);
  }

  /** The result last announced by site-load. */
  #shown?: Result;

  /**
   * Announces content once it is on screen: the request is done and the
   * site's settings are in (until then the skeleton shows), once per result.
   */
  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const {status, value} = this.task;
    if (status !== TaskStatus.COMPLETE || !this.site?.siteSettled || value === undefined || value === this.#shown) return;
    this.#shown = value;
    this.dispatchEvent(new SiteLoadEvent({count: this.countOf(value)}));
  }

  protected override render(): unknown {
    if (this.site?.configError) return errorState(this.t, this.t.notConfigured);
    // Nothing but the skeleton until the site's time zone and locale are
    // known, so dates never flash in the wrong zone. While a new request
    // runs, what was shown stays (marked aria-busy): no flash of the
    // skeleton on a refresh or an attribute change.
    const {status, value} = this.task;
    const failed = status === TaskStatus.ERROR;
    const waiting = !this.site?.siteSettled || value === undefined || status === TaskStatus.INITIAL;
    const loading = !failed && waiting;
    if (this.#waiting && !loading) this.#keep();
    this.#waiting = loading;
    if (failed) return this.renderFailure(this.task.error);
    if (waiting) return this.renderLoading();
    try {
      return this.isEmpty(value) ? this.renderEmpty() : this.renderContent(value);
    } catch (error) {
      // An answer this element cannot show (a field of a type it does not
      // expect): its error state, and one report per answer, not per render.
      if (this.#broken !== value) reportFailure(this, error);
      this.#broken = value;
      return this.renderFailure(error);
    }
  }

  /** Whether the skeleton (or the space site-widgets.css keeps) is what shows. */
  #waiting?: boolean;
  /** Whether it was in the page before its code came (site-widgets.css gave it its skeleton's height). */
  readonly #parsed = this.isConnected;
  /** Its height in the last frame that laid it out (a ResizeObserver's); none before the first. */
  #height?: number;

  /**
   * Leaving the skeleton that was on screen: the element keeps its height
   * (no layout shift when what comes is shorter: an error, an empty list,
   * fewer items than it stood for) until it is out of view, where giving it
   * back moves nothing the visitor sees. An attribute change gives it back.
   * The height is the one the last frame laid out, not read here: a hundred
   * lists whose answer comes at once would each force a layout of the page
   * (a third of their time per item). Before any frame laid the element out
   * (an answer from the cache), only one that was in the page before its
   * code came has been on screen: its height is read then.
   */
  #keep(): void {
    const height = this.#height ?? (this.#parsed && this.offsetHeight);
    if (!height) return;
    this.style.setProperty('--_kept', `${height}px`);
    const seen = new IntersectionObserver(([entry]) => {
      if (entry.isIntersecting) return;
      seen.disconnect();
      this.style.removeProperty('--_kept');
    });
    seen.observe(this);
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    // A new filter, slug or limit: the next content takes the height it needs.
    if (this.hasUpdated) this.style.removeProperty('--_kept');
    super.attributeChangedCallback(name, old, value);
  }

  /** The answer whose rendering failed, reported once. */
  #broken?: Result;

  protected renderLoading(): TemplateResult {
    return loadingState(this.t, this.skeletonRows());
  }

  protected renderEmpty(): TemplateResult {
    return emptyState(this.emptyText());
  }

  protected renderFailure(error: unknown): TemplateResult {
    const t = this.t;
    return isNotFound(error, this.site) ? notFoundState(t) : errorState(t, describeError(t, error, this.site), () => this.retry());
  }
}

/** Says what failed in the console (once, naming the element) and by `site-error`; aborts are not failures. */
export function reportFailure(el: HTMLElement, error: unknown): void {
  if (isAbortError(error)) return;
  const e = error instanceof Error ? error : new Error(String(error));
  errorOnce(`<${el.localName}>: ${e.message}`);
  el.dispatchEvent(new SiteErrorEvent(e));
}
