import {html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult} from 'lit';
import {ContextEvent} from '@lit/context';
import {DataTask, TaskStatus, initialState} from './data-task.js';
import type {SiteClient} from '../api/client.js';
import {isAbortError, isSiteError, onRefresh} from '../api/request.js';
import {siteContext, type SiteContextValue} from '../context/site-context.js';
// The router serves elements that have no provider around them.
import '../context/router.js';
import {SiteErrorEvent, SiteLoadEvent} from '../events/site-events.js';
import {messages, type Messages} from '../render/messages.js';
import type {DateContext} from '../render/format.js';
import {SiteElement} from './site-element.js';

/** The structured-data module, loaded on demand. */
export type StructuredData = typeof import('../render/structured-data.js');
import {errorOnce} from './log.js';

/** The flat, shallow-compared arguments of an element's request. */
export type TaskArgs = readonly (string | number | boolean | undefined)[];

/**
 * Base of every element that shows API data. A subclass supplies
 * `taskArgs()` (flat values: the task reruns when one changes), `load()`
 * (one or more client calls, passing the signal on) and `renderContent()`;
 * this class consumes the provider's client, runs the Task, aborts stale
 * requests, and renders the loading, empty, not-found and error states with
 * their slots and parts, firing `site-load` and `site-error`.
 */
export abstract class SiteDataElement<Args extends TaskArgs, Result> extends SiteElement {
  static override properties: PropertyDeclarations = {noStructuredData: {attribute: 'no-structured-data', type: Boolean}};

  /** Leaves out the schema.org JSON-LD the element otherwise adds to the document head for what it shows. */
  declare noStructuredData?: boolean;

  /** What the nearest provider knows: client, locale, time zone, site. */
  protected site?: SiteContextValue;
  #unsubscribe?: () => void;

  /**
   * Asks for the provider's context by the Context Community Protocol (the
   * event @lit/context's ContextConsumer sends, without its controller's
   * bytes), subscribing to changes until the element leaves the page.
   */
  override connectedCallback(): void {
    super.connectedCallback();
    if ((this.constructor as typeof SiteDataElement).followsUrl) addEventListener('popstate', this.#onNavigate);
    this.emit(
      new ContextEvent(
        siteContext,
        this,
        (value, unsubscribe) => {
          if (unsubscribe !== this.#unsubscribe) this.#unsubscribe?.();
          this.#unsubscribe = unsubscribe;
          this.site = value;
          this.requestUpdate();
        },
        true,
      ),
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    removeEventListener('popstate', this.#onNavigate);
  }

  /** Whether the element reads the page URL, and so renders again on history navigation (back, forward). */
  protected static followsUrl = false;

  readonly #onNavigate = () => this.requestUpdate();

  /** The element's request. Tests and integrators may await `task.taskComplete`. */
  readonly task = new DataTask<[SiteClient | undefined, string | undefined, ...Args], Result>(this, {
    task: async ([client, locale, ...args], {signal}) => {
      if (!client) return initialState;
      // A background refresh of this data: rerun (now from the cache) when it
      // changed; when it failed, keep what is shown and report the failure.
      onRefresh(signal, (error) => (error ? this.reportError(error) : void this.task.run()));
      return this.load(client, args as unknown as Args, locale, signal);
    },
    args: () => [this.site?.client, this.site?.requestLocale, ...this.taskArgs()],
    onError: (error) => this.reportError(error),
  });

  /** The flat values the request depends on (attribute values, mostly). */
  protected abstract taskArgs(): Args;

  /** Fetches the element's data. Must pass `signal` to every client call. */
  protected abstract load(client: SiteClient, args: Args, locale: string | undefined, signal: AbortSignal): Promise<Result>;

  /** Renders loaded data (never empty: `isEmpty()` is checked first). */
  protected abstract renderContent(result: Result): unknown;

  /**
   * The schema.org items for a result, built with the structured-data
   * module's helpers; elements without structured data leave it undefined.
   */
  protected structuredItems?(result: Result, sd: StructuredData): {key: string; data: object}[];

  /**
   * Publishes the JSON-LD of a result, from a chunk loaded after the content
   * is shown (crawlers read it; visitors do not wait for it).
   */
  protected publishStructuredData(result: Result): void {
    if (!this.structuredItems || this.noStructuredData || result === undefined) return;
    void import('../render/structured-data.js').then(
      (sd) => sd.publishStructuredData(this.structuredItems!(result, sd)),
      () => {},
    );
  }

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

  /** The message table for the active locale. */
  protected get t(): Messages {
    return messages(this.site?.locale);
  }

  /** Locale and time zone for dates. */
  protected get dateContext(): DateContext {
    return {locale: this.site?.locale, timeZone: this.site?.timeZone};
  }

  /** Runs the request again (the error state's retry button). */
  retry(): void {
    void this.task.run();
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.toggleAttribute('aria-busy', this.#busy);
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
    this.emit(new SiteLoadEvent({count: this.countOf(value)}));
    this.publishStructuredData(value);
  }

  get #busy(): boolean {
    return !this.site?.configError && this.task.status !== TaskStatus.COMPLETE && this.task.status !== TaskStatus.ERROR;
  }

  protected override render(): unknown {
    if (this.site?.configError) return this.renderError(this.t.notConfigured);
    // Render nothing but the skeleton until the site's time zone and locale are known,
    // so dates never flash in the wrong zone.
    const settled = this.site?.siteSettled ?? false;
    const {status, value} = this.task;
    // While a new request runs, what was shown stays (marked aria-busy):
    // no flash of the skeleton on a refresh or an attribute change.
    if (status === TaskStatus.ERROR) return this.renderFailure(this.task.error);
    if (!settled || value === undefined || status === TaskStatus.INITIAL) return this.renderLoading();
    return this.isEmpty(value) ? this.renderEmpty() : this.renderContent(value);
  }

  protected renderLoading(): TemplateResult {
    const rows = Array.from({length: this.skeletonRows()}, () => html`<li></li>`);
    // prettier-ignore
    return html`<slot name="loading"><div part="state loading" role="status"><span class="visually-hidden">${this.t.loading}</span><ul part="skeleton" aria-hidden="true">${rows}</ul></div></slot>`;
  }

  protected renderEmpty(): TemplateResult {
    return html`<slot name="empty"><p part="state empty">${this.emptyText()}</p></slot>`;
  }

  protected renderFailure(error: unknown): TemplateResult {
    if (isSiteError(error) && error.kind === 'not-found' && this.site?.siteError?.status !== 404) return this.renderNotFound();
    return this.renderError(this.describe(error), true);
  }

  protected renderNotFound(): TemplateResult {
    return html`<slot name="not-found"><p part="state not-found">${this.t.notFound}</p></slot>`;
  }

  protected renderError(text: string, canRetry = false): TemplateResult {
    const retry = canRetry ? html`<button type="button" part="retry" @click=${this.retry}>${this.t.retry}</button>` : nothing;
    // prettier-ignore
    return html`<slot name="error"><div part="state error" role="alert"><p>${text}</p>${retry}</div></slot>`;
  }

  /** A visitor-facing sentence for an error; the console gets the details. */
  protected describe(error: unknown): string {
    const t = this.t;
    if (this.site?.siteError?.status === 404) return t.unknownSite(this.site.client?.siteKey ?? '');
    if (isSiteError(error)) {
      if (error.kind === 'auth') return t.badToken;
      if (error.kind === 'network' || error.kind === 'timeout') return t.offline;
    }
    return t.error;
  }

  /** Says what failed in the console (once) and by `site-error`; aborts are not failures. */
  protected reportError(error: unknown): void {
    if (isAbortError(error)) return;
    const e = error instanceof Error ? error : new Error(String(error));
    errorOnce(`<${this.localName}>: ${e.message}`);
    this.emit(new SiteErrorEvent(e));
  }
}
