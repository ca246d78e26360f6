/**
 * What the kit's elements need of a DOM to render on a server (Node, or an
 * edge runtime such as Cloudflare's workerd): Lit's own DOM shim
 * (`@lit-labs/ssr-dom-shim`: elements, shadow roots, the custom element
 * registry, events, observers that observe nothing), installed as globals
 * only where the runtime has none, plus the few things the kit's elements
 * touch while they are built and first rendered. Imported by render.ts
 * before any element module. No Node API here (`node:` modules, Buffer):
 * the same code runs at the edge.
 *
 * Not `@lit-labs/ssr`'s install-global-dom-shim.js: that one also replaces
 * the runtime's `fetch` with node-fetch, which an edge runtime cannot load.
 */
import * as shim from '@lit-labs/ssr-dom-shim';

const scope = globalThis as Record<string, unknown>;

/** The shim's globals the elements use; what the runtime has (Event, EventTarget and CustomEvent in Node 20 and workerd) stays its own. */
const GLOBALS = [
  'CSSStyleSheet',
  'CustomElementRegistry',
  'CustomEvent',
  'Document',
  'Element',
  'Event',
  'EventTarget',
  'HTMLElement',
  'IntersectionObserver',
  'MutationObserver',
  'ResizeObserver',
  'ShadowRoot',
  'customElements',
  'document',
] as const;

if (!scope.window) {
  for (const name of GLOBALS) scope[name] ??= shim[name];
  scope.window = globalThis;
}
// The window's events (popstate, which elements reading the address listen to): none come on the server.
scope.addEventListener ??= () => {};
scope.removeEventListener ??= () => {};

// An element looks for a designer's <template> among its children when it is built: on the server it has
// none (the page keeps its light DOM as it is; elements with a template are left to the browser).
const proto = shim.HTMLElement.prototype as unknown as Record<string, unknown>;
proto.querySelector ??= () => null;
proto.querySelectorAll ??= () => [];
