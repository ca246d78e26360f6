/**
 * The states every data element shows besides its content, each a named
 * slot around a default with its parts: loading (a skeleton that reserves
 * space, announced politely), empty, not found, and error (with a retry
 * button when trying again can help). Pure templates: the element decides
 * which one shows.
 */
import {html, nothing, type TemplateResult} from 'lit';
import {isSiteError} from '../api/request.js';
import type {SiteContextValue} from '../context/site-context.js';
import type {Messages} from './messages.js';

export function loadingState(t: Messages, rows: number): TemplateResult {
  const items = Array.from({length: rows}, () => html`<li></li>`);
  return html`<slot name="loading">
    <div part="state loading" role="status">
      <span class="visually-hidden">${t.loading}</span>
      <ul part="skeleton" aria-hidden="true">${items}</ul>
    </div>
  </slot>`;
}

export function emptyState(text: string): TemplateResult {
  return html`<slot name="empty"><p part="state empty">${text}</p></slot>`;
}

export function notFoundState(t: Messages): TemplateResult {
  return html`<slot name="not-found"><p part="state not-found">${t.notFound}</p></slot>`;
}

/** The error state; with `retry`, a button that calls it. */
export function errorState(t: Messages, text: string, retry?: () => void): TemplateResult {
  const button = retry ? html`<button type="button" part="retry" @click=${retry}>${t.retry}</button>` : nothing;
  return html`<slot name="error">
    <div part="state error" role="alert">
      <p>${text}</p>
      ${button}
    </div>
  </slot>`;
}

/** Whether a failure means the item asked for does not exist (and not the whole site). */
export function isNotFound(error: unknown, site?: SiteContextValue): boolean {
  return isSiteError(error) && error.kind === 'not-found' && site?.siteError?.status !== 404;
}

/** A visitor-facing sentence for a failure; the console gets the details. */
export function describeError(t: Messages, error: unknown, site?: SiteContextValue): string {
  // An unknown site key (its /site answered 404) first; else the typed error's own words (errors.ts), else the plain ones.
  const failed = (site?.siteError?.status === 404 ? site.siteError : error) as {describe?: (t: Messages, siteKey: string) => string} | null | undefined;
  return failed?.describe?.(t, site?.client?.siteKey ?? '') ?? t.error;
}
