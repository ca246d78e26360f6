/**
 * A designer's item template, loaded only where the page uses one
 * (SiteDataElement imports this module once the element has a `<template>`
 * child, then or later): each item (or the one record) is rendered from the
 * template **in light DOM**, where the page's stylesheet styles it, bound
 * to the element's fields (bind.ts, fields.ts). The element keeps its
 * states (loading, empty, error), its "more" button, its announcements and
 * its JSON-LD in its shadow root.
 *
 * A template added, removed or edited after the element rendered is read
 * again, and the element renders again; without one, the element renders
 * its own markup again.
 *
 * Items a server stamped from the template (renderPage(), which runs this
 * same code there) stand after it, between `<!--site-served-->` and
 * `<!--/site-served-->`: shown until the element first shows a state of
 * its own, then replaced by its items in the same frame.
 */
import {html, type ReactiveControllerHost} from 'lit';
import {compile, stampItem, type Compiled, type Fields} from './bind.js';
import {KINDS} from './fields.js';
import {warnOnce} from '../internal/log.js';
import type {Renderer} from '../internal/site-data.js';

/** A data element as this module sees it: what it reads of the element. */
interface Designed extends ReactiveControllerHost, HTMLElement {
  /** A list's own rendering of its items, which a template stands for. */
  renderItems?(items: unknown[]): unknown;
  /** `<site-search>`'s own rendering of one result, which a template stands for. */
  renderResult?(hit: unknown, index: number): unknown;
  /** A list's rendering of each item, leaving out (and reporting) one it cannot render. */
  each?<T>(items: T[], render: (item: T) => unknown): unknown[];
  readonly href?: string;
  readonly site?: object;
}

const attached = new WeakSet<Element>();

/**
 * Renders an element's items from its template, and follows the template
 * (once per element; later calls do nothing): while there is one, the
 * element's data controller (`data`, a SiteData) holds a `renderer`, which the element asks for
 * where it renders its items, its content or a search result. Resolves once
 * the element's fields are in (its content waits for that).
 */
export async function design(host: ReactiveControllerHost & HTMLElement, data: {renderer?: Renderer; loading?: boolean; site?: {configError?: unknown}}): Promise<void> {
  if (attached.has(host)) return;
  attached.add(host);
  const el = host as Designed;
  // The server's items, from its opening comment to its closing one.
  let served: ChildNode[] = [];
  for (let node = el.firstChild; node; node = node.nextSibling) {
    const mark = node.nodeType == 8 && (node as Comment).data;
    if (served.length || mark == 'site-served') served.push(node);
    if (mark == '/site-served') break;
  }
  if (served.length)
    el.addController({
      // After the render that showed the element's own state (its items, put in place during it): the server's go.
      hostUpdated() {
        if (data.loading && !data.site?.configError) return;
        for (const node of served) node.remove();
        served = [];
      },
    });
  const tag = el.localName;
  const kind = await KINDS[tag]?.();
  // A tree or groups (pages, tags, an archive): its entries, from what the content is given.
  const entries = kind?.entries as ((value: unknown, host: unknown) => unknown[] | undefined) | undefined;
  const list = 'renderItems' in el || !!entries;
  const fields = kind?.fields as Fields<unknown, unknown> | undefined;
  let template: HTMLTemplateElement | null = null;
  let compiled: Compiled | undefined;
  /** What was rendered for each item, and from what (template, site, link template). */
  let shown = new Map<unknown, ChildNode[]>();
  let shownKey: unknown[] = [];
  /**
   * `<site-search>`'s results, by index, as its render asks for them: their
   * options (role, id, active state, click) stay in its shadow root, beside
   * the input whose aria-activedescendant names them; each holds a named
   * slot its result's nodes fill.
   */
  const search = 'renderResult' in el;
  let hits: unknown[] = [];

  const clear = () => {
    for (const nodes of shown.values()) for (const node of nodes) node.remove();
    shown = new Map();
  };

  /** Puts each item's nodes in the element's light DOM, in order, reusing what is already there for the same item. */
  const place = (items: unknown[]): void => {
    // (The words follow the site's locale: a new site value.)
    const key = [compiled, el.site, el.href];
    if (key.some((v, i) => v !== shownKey[i])) clear();
    shownKey = key;
    const before = [...shown.values()].flat();
    const next = new Map<unknown, ChildNode[]>();
    const stamp = (item: unknown) => {
      const nodes = shown.get(item) ?? [...stampItem(compiled!, item, el, fields!).childNodes];
      next.set(item, nodes);
      return nodes;
    };
    // A list leaves out (and reports) an item it cannot render, as it does without a template.
    const rendered = (el.each ? el.each(items, stamp) : items.map(stamp)).filter(Array.isArray) as ChildNode[][];
    for (const [item, nodes] of shown) if (!next.has(item)) for (const node of nodes) node.remove();
    shown = next;
    const after = rendered.flat();
    // Appended items (a "more"): only they are added; else everything in order (nodes already in place keep focus when nothing moves).
    const kept = before.length <= after.length && before.every((node, i) => node === after[i] && node.parentNode === el);
    el.append(...(kept ? after.slice(before.length) : after));
  };

  const read = () => {
    const now = el.querySelector<HTMLTemplateElement>(':scope > template');
    if (now !== template) {
      editing.disconnect();
      template = now;
      if (template) editing.observe(template.content, {subtree: true, childList: true, attributes: true, characterData: true});
    }
    clear();
    compiled = undefined;
    if (template && !fields) warnOnce(`<${tag}> takes no <template>: its content is not a record's.`);
    compiled = template && fields ? compile(template, fields as Fields<never, never>, tag) : undefined;
    if (compiled) {
      const c = compiled;
      const slot = () =>
        list && c.listItems
          ? html`<ul part="list" role="list">
              <slot></slot>
            </ul>`
          : html`<slot></slot>`;
      /** The first element of each item rendered from the template, in order. */
      const rendered = () => [...shown.values()].map((nodes) => nodes.find((n): n is Element => n.nodeType == 1)!).filter(Boolean);
      let renderer: Renderer;
      if (search) {
        // The option is the result's link: a link of the template inside it would be a second one (a tab stop in
        // the listbox, a control inside an option). It keeps its element, for the page's CSS, without its href.
        for (const a of c.content.querySelectorAll('[href], [tabindex]')) (a.removeAttribute('href'), a.removeAttribute('tabindex'));
        c.bindings = c.bindings.filter((b) => b.kind != 'attr' || b.name != 'href');
        renderer = {result: (hit, i) => ((hits[i] = hit), html`<slot name="result-${i}"></slot>`), rendered};
      } else if (list && !entries) {
        renderer = {items: (items) => (place(items), slot()), rendered};
      } else {
        renderer = {
          content: (value, own) => {
            const items = entries ? entries(value, el) : [value];
            if (!items) return (clear(), own(value));
            return (place(items), slot());
          },
          rendered,
        };
      }
      data.renderer = renderer;
    } else {
      // Back to the element's own rendering.
      data.renderer = undefined;
    }
    el.requestUpdate();
  };

  // After each render of <site-search>: its results' nodes in its light DOM, each element in its option's slot.
  if (search)
    el.addController({
      hostUpdated() {
        if (compiled) {
          place(hits);
          hits.forEach((hit, i) => shown.get(hit)!.forEach((node) => (node as Element).setAttribute?.('slot', `result-${i}`)));
        }
        hits = [];
      },
    });

  /** Edits inside the template's content. */
  const editing = new MutationObserver(read);
  // A template added, removed or replaced (not the items this module puts beside it).
  new MutationObserver((records) => {
    if (records.some((r) => [...r.addedNodes, ...r.removedNodes].some((n) => (n as Element).localName == 'template'))) read();
  }).observe(el, {childList: true});

  read();
}
