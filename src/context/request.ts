/**
 * What the provider and the router share of a context request (the router
 * itself loads on demand, see router.ts). No Lit here.
 */
import type {ContextCallback, ContextEvent} from '@lit/context';
import type {siteContext, SiteContextValue} from './site-context.js';

/** A request as the router keeps it, detached from its finished event. */
export interface SiteContextRequest {
  consumer: Element;
  callback: ContextCallback<SiteContextValue | undefined>;
  subscribe: boolean;
}

/** What a provider reads of a request: its callback, and whether it subscribes (a context request event has both). */
export type ServedRequest = Pick<SiteContextRequest, 'callback'> & {subscribe?: boolean};

/** What the router needs of a provider. */
export interface RoutableProvider extends Element {
  serve(request: ServedRequest): void;
}

export type SiteRequestEvent = ContextEvent<typeof siteContext>;

/** Where the page's router keeps its state, shared by every copy of the kit. */
export const ROUTER = Symbol.for('site-widgets/router');

/** The page's router, once a copy of the kit has loaded it. */
export interface Router {
  pending: Set<SiteContextRequest>;
  /** Serves a request now, or when its provider connects. */
  route(request: SiteContextRequest): void;
  /** Serves the requests that wait, now that a provider connected. */
  flush(): void;
}

/** The page's router, if loaded. */
export const loadedRouter = (): Router | undefined => (globalThis as {[ROUTER]?: Router})[ROUTER];
