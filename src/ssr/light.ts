/**
 * A designer's `<template>` on a server: just enough of the DOM for the
 * kit's own template code (src/template/bind.ts and design.ts) to read the
 * template and stamp its items there as it does in the browser, and to
 * write them into the page, escaped as the server's sanitizer writes
 * (sanitize.ts).
 *
 * What bind.ts and design.ts use of a node, and nothing more: `nodeType`,
 * `localName`, `attributes`, `get`/`set`/`has`/`removeAttribute`,
 * `remove()`, `textContent` (set), `cloneNode()`, `childNodes`,
 * `firstElementChild`, and `querySelectorAll()` of a tag, `*` or `[name]`
 * (comma-separated). A template's own `content` is a fragment of them.
 *
 * No Node API here: it runs at the edge too.
 */
import {parseFragment} from 'parse5';
import {escapeAttribute, escapeText} from './sanitize.js';
import {collectResult} from '@lit-labs/ssr/lib/render-result.js';
import {render} from '@lit-labs/ssr';

const HTML = 'http://www.w3.org/1999/xhtml';

/** An attribute as parse5 keeps it (`prefix` for SVG's `xlink:href` and the like). */
interface Attr {
  name: string;
  value: string;
  prefix?: string;
  namespace?: string;
}

/** A parse5 node, as read here. */
interface Parsed {
  nodeName: string;
  tagName?: string;
  attrs?: Attr[];
  namespaceURI?: string;
  childNodes?: Parsed[];
  content?: Parsed;
  value?: string;
  data?: string;
}

const qualified = (a: Attr) => (a.prefix ? `${a.prefix}:${a.name}` : a.name);

/** Elements with no end tag, and those whose text is not markup (written as it is), as HTML's serializer has them. */
const VOID = new Set(['area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const RAW = new Set(['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);

/** A text, a comment, an element or a fragment. */
export class LightNode {
  parentNode: LightNode | null = null;
  childNodes: LightNode[] = [];
  /** A rich field's content (a body), as Lit renders it: written out by `serializeLight()`. */
  served?: unknown;

  constructor(
    readonly nodeName: string,
    readonly nodeType: number,
  ) {}

  get firstElementChild(): LightElement | null {
    return (this.childNodes.find((n) => n.nodeType == 1) as LightElement) ?? null;
  }

  set textContent(text: string) {
    this.childNodes.forEach((n) => (n.parentNode = null));
    this.childNodes = [];
    if (text) this.appendChild(new LightText(text));
  }

  appendChild(node: LightNode): void {
    node.remove();
    node.parentNode = this;
    this.childNodes.push(node);
  }

  remove(): void {
    const siblings = this.parentNode?.childNodes;
    siblings?.splice(siblings.indexOf(this), 1);
    this.parentNode = null;
  }

  cloneNode(deep = false): LightNode {
    const copy = this.copy();
    if (deep) for (const child of this.childNodes) copy.appendChild(child.cloneNode(true));
    return copy;
  }

  protected copy(): LightNode {
    return new LightNode(this.nodeName, this.nodeType);
  }

  /** The elements under this node, in document order, that match one of the selectors (a tag, `*`, `[attribute]`); not those in a nested template's content. */
  querySelectorAll(selectors: string): LightElement[] {
    const tests = selectors.split(',').map((s) => {
      const selector = s.trim();
      const attribute = /^\[([\w-]+)\]$/.exec(selector)?.[1];
      if (attribute) return (el: LightElement) => el.hasAttribute(attribute);
      if (selector == '*') return () => true;
      if (/^[\w-]+$/.test(selector)) return (el: LightElement) => el.localName == selector.toLowerCase();
      throw new Error(`The server's template DOM does not read the selector "${selector}".`);
    });
    const found: LightElement[] = [];
    const walk = (node: LightNode) => {
      for (const child of node.childNodes) {
        if (!(child instanceof LightElement)) continue;
        if (tests.some((test) => test(child))) found.push(child);
        walk(child);
      }
    };
    walk(this);
    return found;
  }
}

export class LightText extends LightNode {
  constructor(public value: string) {
    super('#text', 3);
  }

  protected override copy(): LightNode {
    return new LightText(this.value);
  }
}

export class LightComment extends LightNode {
  constructor(public data: string) {
    super('#comment', 8);
  }

  protected override copy(): LightNode {
    return new LightComment(this.data);
  }
}

export class LightElement extends LightNode {
  // Own properties, as parse5's serializer tells an element by (`tagName`, `attrs`, `namespaceURI`).
  tagName: string;
  attrs: Attr[];
  namespaceURI: string;
  /** A `<template>`'s content. */
  content?: LightNode;

  constructor(tagName: string, attrs: Attr[] = [], namespaceURI = HTML) {
    super(tagName, 1);
    this.tagName = tagName;
    this.attrs = attrs;
    this.namespaceURI = namespaceURI;
  }

  get localName(): string {
    return this.tagName;
  }

  get attributes(): {name: string; value: string}[] {
    return this.attrs.map((a) => ({name: qualified(a), value: a.value}));
  }

  #find(name: string): Attr | undefined {
    return this.attrs.find((a) => qualified(a) == name);
  }

  getAttribute(name: string): string | null {
    return this.#find(name)?.value ?? null;
  }

  hasAttribute(name: string): boolean {
    return !!this.#find(name);
  }

  setAttribute(name: string, value: string): void {
    const attr = this.#find(name);
    if (attr) attr.value = String(value);
    else this.attrs.push({name, value: String(value)});
  }

  removeAttribute(name: string): void {
    this.attrs = this.attrs.filter((a) => qualified(a) != name);
  }

  protected override copy(): LightNode {
    const copy = new LightElement(
      this.tagName,
      this.attrs.map((a) => ({...a})),
      this.namespaceURI,
    );
    if (this.content) copy.content = this.content.cloneNode(true);
    return copy;
  }
}

/** A fragment (a template's content). */
export const fragment = () => new LightNode('#document-fragment', 11);

/** The light DOM of a parse5 node (a designer's `<template>` and what it holds). */
export function fromParsed(node: Parsed): LightNode {
  let light: LightNode;
  if (node.nodeName == '#text') light = new LightText(node.value ?? '');
  else if (node.nodeName == '#comment') light = new LightComment(node.data ?? '');
  else if (node.tagName) {
    const el = new LightElement(
      node.tagName,
      (node.attrs ?? []).map((a) => ({...a})),
      node.namespaceURI,
    );
    if (node.content) el.content = fromParsed(node.content);
    light = el;
  } else light = fragment();
  for (const child of node.childNodes ?? []) light.appendChild(fromParsed(child));
  return light;
}

/**
 * The HTML of stamped nodes, as a browser's serializer writes it: a rich
 * field's content (a record's body, which bind.ts fills on the server with
 * what Lit renders) rendered first, Lit's markers left out.
 */
export async function serializeLight(nodes: LightNode[]): Promise<string> {
  const fill = async (node: LightNode): Promise<void> => {
    if (node.served !== undefined) {
      const markup = (await collectResult(render(node.served))).replace(/<!--\/?lit-(?:part|node)[^>]*-->/g, '');
      node.textContent = '';
      for (const child of (parseFragment(markup) as unknown as Parsed).childNodes ?? []) node.appendChild(fromParsed(child));
      node.served = undefined;
    }
    for (const child of node.childNodes) await fill(child);
  };
  for (const node of nodes) await fill(node);
  return nodes.map(write).join('');
}

/** One node as HTML. */
function write(node: LightNode): string {
  if (node instanceof LightText) return node.parentNode instanceof LightElement && RAW.has(node.parentNode.localName) ? node.value : escapeText(node.value);
  // A comment cannot hold "-->" (the parser ended it there): kept as it was read.
  if (node instanceof LightComment) return `<!--${node.data}-->`;
  if (!(node instanceof LightElement)) return node.childNodes.map(write).join('');
  const tag = node.localName;
  const start = `<${tag}${node.attributes.map(({name, value}) => ` ${name}="${escapeAttribute(value)}"`).join('')}>`;
  if (VOID.has(tag)) return start;
  return `${start}${(node.content ?? node).childNodes.map(write).join('')}</${tag}>`;
}
