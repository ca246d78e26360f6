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

/**
 * The designer's `<template>` of the element being built (render.ts sets it
 * around the element's construction, as the server's light DOM: light.ts).
 */
export const building: {template?: unknown} = {};

/** A kit element on the server, as the template code sees its light DOM. */
interface ServerHost {
  /** Its designer's template, if it has one. */
  siteTemplate?: unknown;
  /** What the template code put in its light DOM: the items stamped from the template (light.ts's nodes). */
  siteLight?: unknown[];
}

// An element looks for a designer's <template> among its children when it is built (`template`, then
// `:scope > template`): on the server, the one render.ts gives it, if any; it has no other children.
const proto = shim.HTMLElement.prototype as unknown as Record<string, unknown>;
proto.querySelector ??= function (this: ServerHost, selector: string) {
  if (!/(^|\s)template$/.test(selector)) return null;
  this.siteTemplate ??= building.template;
  return this.siteTemplate ?? null;
};
proto.querySelectorAll ??= () => [];
// Where the template code puts the items it stamped: kept for render.ts to write into the page.
proto.append ??= function (this: ServerHost, ...nodes: unknown[]) {
  (this.siteLight ??= []).push(...nodes);
};
// What bind.ts stamps an item from: a copy of the template's content (light.ts's nodes, not the shim's).
(shim.Document.prototype as unknown as Record<string, unknown>).importNode ??= (node: {cloneNode(deep: boolean): unknown}, deep = false) => node.cloneNode(deep);
