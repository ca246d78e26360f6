/**
 * Lets an element find its provider wherever the provider sits and whatever
 * the order in which script, providers and elements arrive.
 *
 * Elements ask by the Context Community Protocol (`context-request`, through
 * @lit/context's ContextConsumer). An ancestor provider answers at once. A
 * request nobody answered bubbles to the document, where this router serves
 * it: by `provider="ID"`, else by the nearest ancestor provider (one that
 * was not defined yet when the element asked), else by the first
 * `<site-content-provider>` on the page. A request that cannot be served yet
 * waits until a provider connects. One router serves the page even when the
 * kit is loaded twice (its state hangs on a global symbol).
 *
 * It loads on demand (a chunk of its own in the script-tag build): an
 * element inside its provider, the common case, never needs it. The first
 * element a provider does not answer loads it and hands it its request.
 */
import {siteContext} from './site-context.js';
import {ROUTER, type RoutableProvider, type Router, type SiteContextRequest, type SiteRequestEvent} from './request.js';

export type {RoutableProvider, SiteContextRequest} from './request.js';

const TAG = 'site-content-provider';

const routable = (el: Element | null | undefined): RoutableProvider | undefined =>
  el && typeof (el as Partial<RoutableProvider>).serve === 'function' ? (el as RoutableProvider) : undefined;

/**
 * The provider that serves a consumer, or undefined while it is not defined
 * yet (or there is none): the one named by `provider="ID"`, else the nearest
 * ancestor provider across shadow roots, else the first on the page.
 */
export function providerFor(consumer: Element): RoutableProvider | undefined {
  const id = consumer.getAttribute('provider');
  if (id) return routable(document.getElementById(id));
  let node: Node | null = consumer;
  while ((node = node.parentNode ?? (node as ShadowRoot).host ?? null)) {
    if ((node as Element).localName === TAG) return routable(node as Element);
  }
  return routable(document.querySelector(TAG));
}

/** A request as the router keeps it: with its consumer, detached from its finished event. */
export function requestOf(event: SiteRequestEvent): SiteContextRequest {
  return {consumer: event.contextTarget ?? (event.composedPath()[0] as Element), callback: event.callback, subscribe: !!event.subscribe};
}

function install(): Router {
  const pending = new Set<SiteContextRequest>();
  const serveOrWait = (request: SiteContextRequest) => {
    const provider = providerFor(request.consumer);
    if (provider) provider.serve(request);
    else pending.add(request);
  };
  document.addEventListener('context-request', (event) => {
    const e = event as SiteRequestEvent;
    if (e.context !== siteContext) return;
    e.stopPropagation();
    serveOrWait(requestOf(e));
  });
  return {
    pending,
    route: serveOrWait,
    flush() {
      for (const request of [...pending]) {
        pending.delete(request);
        if (request.consumer.isConnected) serveOrWait(request);
      }
    },
  };
}

const global = globalThis as unknown as {[ROUTER]?: Router};

/** The page's router, installed by the first copy of the kit that loads it. */
export const router: Router = (global[ROUTER] ??= install());
