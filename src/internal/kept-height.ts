import type {ReactiveController, ReactiveControllerHost} from 'lit';

/**
 * Keeps an element's height when its skeleton leaves, as a reactive
 * controller: no layout shift when what comes is shorter (an error, an empty
 * list, fewer items than the skeleton stood for). The height stays until the
 * element is out of view, where giving it back moves nothing the visitor
 * sees; `release()` gives it back at once (a new filter, slug or limit: the
 * next content takes the height it needs).
 *
 * The height is the one the last frame laid out (a ResizeObserver's), not
 * read when the content comes: a hundred lists whose answer comes at once
 * would each force a layout of the page (a third of their time per item).
 * Before any frame laid the element out (an answer from the cache), only one
 * that was in the page before its code came has been on screen (the page's
 * site-widgets.css gave it its skeleton's height): its height is read then.
 */
export class KeptHeight implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  /** Whether the skeleton shows at this update (a SiteData sets it before its host renders). */
  readonly #state: {readonly loading?: boolean};
  /** Whether it was in the page before its code came. */
  readonly #parsed: boolean;
  /** Its height in the last frame that laid it out; none before the first. */
  #height?: number;
  /** Whether the skeleton showed at the last update. */
  #wasWaiting?: boolean;

  constructor(host: ReactiveControllerHost & HTMLElement, state: {readonly loading?: boolean}) {
    this.#host = host;
    this.#state = state;
    this.#parsed = host.isConnected;
    host.addController(this);
    new ResizeObserver(() => (this.#height = host.offsetHeight)).observe(host);
  }

  hostUpdate(): void {
    const waiting = this.#state.loading;
    if (this.#wasWaiting && !waiting) this.#keep();
    this.#wasWaiting = waiting;
  }

  /** Gives the height back now. */
  release(): void {
    this.#host.style.removeProperty('--_kept');
  }

  #keep(): void {
    const host = this.#host;
    const height = this.#height ?? (this.#parsed && host.offsetHeight);
    if (!height) return;
    host.style.setProperty('--_kept', `${height}px`);
    const seen = new IntersectionObserver(([entry]) => {
      if (entry.isIntersecting) return;
      seen.disconnect();
      this.release();
    });
    seen.observe(host);
  }
}
