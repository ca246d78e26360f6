import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {explain} from './log.js';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * The element a filter's `for="ID"` names, the list it sets `tag`, `year` or
 * `from`/`to` on (`<site-tags>`, `<site-news-archive>`,
 * `<site-event-calendar>`): looked up in the filter's own tree, then in the
 * document, and said once on the console when nothing has that id. Given
 * attribute names to watch, the host re-renders whenever those attributes of
 * the target change, whoever changes them, so a pressed button follows the
 * list.
 *
 * Not in the script-tag core: the build copies it into the three element
 * files that use it (and once into the one-file build).
 */
export class ForTarget implements ReactiveController {
  readonly #host: Host;
  readonly #watch: string[];
  #observer?: MutationObserver;
  #observed?: Element | null;

  constructor(host: Host, watch: string[] = []) {
    this.#host = host;
    this.#watch = watch;
    host.addController(this);
  }

  /** The element with this id, or null (no id, or no element has it). */
  get(id: string | undefined): Element | null {
    const host = this.#host;
    const root = host.getRootNode() as Document | ShadowRoot;
    const target = id ? (root.getElementById?.(id) ?? document.getElementById(id)) : null;
    if (id && !target) explain('noTarget', host.localName, id);
    if (this.#watch.length && target !== this.#observed) {
      this.#observer ??= new MutationObserver(() => host.requestUpdate());
      this.#observer.disconnect();
      this.#observed = target;
      if (target) this.#observer.observe(target, {attributeFilter: this.#watch});
    }
    return target;
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observed = undefined;
  }
}
