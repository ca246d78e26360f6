/**
 * A designer's `<template>`, filled per item from named fields, with no
 * code of theirs and none built from strings: the template's nodes are
 * cloned (`importNode`), then each binding sets a text (`textContent`), an
 * attribute (`setAttribute`, URLs judged by the kit's URL rule) or removes
 * a part. A field's value can therefore never become markup nor a script
 * URL, and a page under a strict CSP with Trusted Types needs nothing more.
 *
 * The bindings, in the template's HTML:
 *
 * - `<site-field name="title"></site-field>`: the field's text (its
 *   `format` attribute names another form: `<site-field name="date"
 *   format="time">`); a rich field (a body) is filled sanitized;
 * - `data-site-<attribute>="field"`: the attribute from the field
 *   (`data-site-href="url"`, `data-site-src="image"`,
 *   `data-site-alt="image.alt"`); an image also sets `width`, `height`
 *   and lazy loading;
 * - `data-site-if="field"` (or `"!field"`): the element only when the
 *   field has a value (is true), or only when it has none.
 */
import {checkUrl} from '../render/url.js';
import {warnOnce} from '../internal/log.js';

/** An object field's forms, by name; `text` is what a `<site-field>` shows without `format`. */
export interface Forms {
  [form: string]: Value;
}

/** A rich field: fills an element with its sanitized content. */
export interface Rich {
  fill(into: HTMLElement): void;
}

/** A field's value: text, a number, a flag, forms of one value, a rich body, or nothing. */
export type Value = string | number | boolean | null | undefined | Forms | Rich;

/** How an element gives an item's fields: each name's value, from the item and the element. */
export type Fields<Item, Host = unknown> = Record<string, (item: Item, host: Host) => Value>;

/** The attributes a binding may set; any `data-*` too. Never an event handler, a style, an `id` or a `name` (DOM clobbering). */
const ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'datetime', 'lang', 'class', 'value', 'content', 'width', 'height', 'aria-label', 'aria-description', 'aria-current']);
/** The elements a URL attribute may be bound on: links and media, never a script, a frame or a form's action. */
const URL_TAGS: Record<string, string[]> = {href: ['a', 'area'], src: ['img', 'audio', 'video', 'source', 'track']};

const isRich = (v: Value): v is Rich => typeof v == 'object' && !!v && typeof (v as Rich).fill == 'function';

/** The text of a value (an object's `text` form); undefined when it has none. */
export function textOf(value: Value): string | undefined {
  if (value === null || value === undefined || value === false || isRich(value)) return undefined;
  if (typeof value == 'object') return textOf(value.text);
  const text = String(value);
  return text === '' ? undefined : text;
}

/** Whether a value counts as present for `data-site-if`: a flag that is true, a text that is not empty, an object (an image, a date, a body). */
export function present(value: Value): boolean {
  return value === true || (typeof value == 'object' && !!value) || (value !== false && textOf(value) !== undefined);
}

/** One binding of one element of the template, by the element's index among the template's elements. */
type Binding =
  | {kind: 'field'; at: number; path: string[]}
  | {kind: 'if'; at: number; path: string[]; not: boolean}
  | {kind: 'attr'; at: number; path: string[]; name: string};

/** A template read once: its content (without scripts) and its bindings. */
export interface Compiled {
  content: DocumentFragment;
  bindings: Binding[];
  /** Whether the template's first element is an `<li>` (the list then keeps its `<ul>`). */
  listItems: boolean;
}

/**
 * Reads a template: its bindings, checked against the element's fields (an
 * unknown field or attribute is said once in the console, naming the
 * element, and left out). Scripts are left out: a template is markup.
 */
export function compile(template: HTMLTemplateElement, fields: Fields<never, never>, tag: string): Compiled {
  const content = template.content.cloneNode(true) as DocumentFragment;
  for (const script of content.querySelectorAll('script')) {
    warnOnce(`<${tag}>: a <script> in its <template> is left out; a template is markup, its bindings are attributes.`);
    script.remove();
  }
  const bindings: Binding[] = [];
  const known = (path: string[], where: string) => {
    if (path[0] in fields) return path;
    warnOnce(`<${tag}>: its template names an unknown field "${path.join('.')}" (${where}); the fields are: ${Object.keys(fields).join(', ')}.`);
    return undefined;
  };
  content.querySelectorAll('*').forEach((el, at) => {
    if (el.localName == 'site-field') {
      const name = el.getAttribute('name') ?? '';
      const format = el.getAttribute('format');
      const path = known([...name.split('.'), ...(format ? [format] : [])], `<site-field name="${name}">`);
      if (path) bindings.push({kind: 'field', at, path});
    }
    for (const {name, value} of [...el.attributes]) {
      if (!name.startsWith('data-site-')) continue;
      el.removeAttribute(name);
      const target = name.slice(10);
      const not = target == 'if' && value.startsWith('!');
      const path = known((not ? value.slice(1) : value).trim().split('.'), `${name}="${value}"`);
      if (!path) continue;
      if (target == 'if') {
        bindings.push({kind: 'if', at, path, not});
      } else if ((ATTRIBUTES.has(target) || (target.startsWith('data-') && !target.startsWith('data-site-'))) && (!URL_TAGS[target] || URL_TAGS[target].includes(el.localName))) {
        bindings.push({kind: 'attr', at, path, name: target});
      } else {
        warnOnce(`<${tag}>: its template binds "${target}" on <${el.localName}>, which a field may not set; bind text, data-*, or href on a link and src on an image.`);
      }
    }
  });
  return {content, bindings, listItems: content.firstElementChild?.localName == 'li'};
}

/** A path's value: the field's, then each form named after it. */
function valueAt(path: string[], item: unknown, host: unknown, fields: Fields<unknown, unknown>, cache: Map<string, Value>): Value {
  const [name, ...forms] = path;
  let value = cache.has(name) ? cache.get(name) : fields[name](item, host);
  cache.set(name, value);
  for (const form of forms) value = value && typeof value == 'object' && !isRich(value) ? value[form] : undefined;
  return value;
}

/**
 * One item's nodes: the template's content cloned and bound to the item's
 * fields. A field that fails (a record of a shape the element does not
 * expect) throws, as the element's own rendering does: the list leaves the
 * item out and says so.
 */
export function stampItem<Item, Host>(compiled: Compiled, item: Item, host: Host, fields: Fields<Item, Host>): DocumentFragment {
  const fragment = document.importNode(compiled.content, true);
  const elements = fragment.querySelectorAll('*');
  const cache = new Map<string, Value>();
  const read = (path: string[]) => valueAt(path, item, host, fields as Fields<unknown, unknown>, cache);
  for (const binding of compiled.bindings) {
    const el = elements[binding.at] as HTMLElement;
    if (binding.kind == 'if') {
      if (present(read(binding.path)) == binding.not) el.remove();
    } else if (binding.kind == 'field') {
      const value = read(binding.path);
      if (isRich(value)) value.fill(el);
      else el.textContent = textOf(value) ?? '';
    } else {
      setAttribute(el, binding.name, read(binding.path));
    }
  }
  return fragment;
}

/** Sets a bound attribute: an object gives its form of the attribute's name (an image its `src`, `alt`, …), else its text. */
function setAttribute(el: HTMLElement, name: string, value: Value): void {
  const forms = value && typeof value == 'object' && !isRich(value) ? value : undefined;
  let text = textOf(forms && name in forms ? forms[name] : value);
  if (URL_TAGS[name]) {
    const url = checkUrl(text);
    text = url?.href;
    // A link off the site: no opener, no referrer (unless the designer said otherwise).
    if (url?.external && name == 'href' && !el.hasAttribute('rel')) el.setAttribute('rel', 'noopener noreferrer');
    // An image: its size (no layout shift), loaded when near.
    if (name == 'src' && el.localName == 'img' && forms) {
      for (const size of ['width', 'height'] as const) {
        const n = textOf(forms[size]);
        if (n && !el.hasAttribute(size)) el.setAttribute(size, n);
      }
      if (!el.hasAttribute('alt')) el.setAttribute('alt', textOf(forms.alt) ?? '');
      if (!el.hasAttribute('loading')) el.setAttribute('loading', 'lazy');
      if (!el.hasAttribute('decoding')) el.setAttribute('decoding', 'async');
    }
  }
  // An alt without text is alt="" (a decorative image), never none: without one a screen reader reads out the address.
  if (text === undefined && name != 'alt') el.removeAttribute(name);
  else el.setAttribute(name, text ?? '');
}
