import type {ReactiveController, ReactiveControllerHost} from 'lit';

/** An element whose failure states take their own height (a detail page's "Not found" is the page's whole content). */
type Host = ReactiveControllerHost & HTMLElement & {readonly failureTakesOwnHeight?: boolean};

/**
 * Keeps an element's height when its skeleton leaves, as a reactive
 * controller: no layout shift when what comes is shorter (an error, an empty
 * list, fewer items than the skeleton stood for), and no screen of white
 * either. Once the content is laid out, the kept height is given back:
 *
 * - all of it while the element is out of view (giving it back moves
 *   nothing the visitor sees), and the part below the bottom of the window
 *   at once;
 * - in view, it is never more than one item's height taller than its
 *   content (the first item's, or the content's own where it has none);
 *   an empty state keeps no more than its own line again, and a detail
 *   element's "not found" or error none at all. A list's error keeps the
 *   height while in view: the page around it stays where it was.
 *
 * `release()` gives it back at once (a new filter, slug or limit: the next
 * content takes the height it needs).
 *
 * The skeleton's height is the one the last frame laid out (a
 * ResizeObserver's), not read when the content comes: a hundred lists whose
 * answer comes at once would each force a layout of the page. Before any
 * frame laid the element out (an answer from the cache), only one that was
 * in the page before its code came has been on screen (the page's
 * site-widgets.css gave it its skeleton's height): its height is read then.
 * What the content needs is read in an IntersectionObserver's callback,
 * after the frame's layout, and only for an element in view (one out of view
 * gives all back unmeasured): however many lists answer at once, only the
 * few on screen lay the page out again.
 */
export class KeptHeight implements ReactiveController {
  readonly #host: Host;
  /** Whether the skeleton shows at this update (a SiteData sets it before its host renders). */
  readonly #state: {readonly loading?: boolean};
  /** Whether it was in the page before its code came. */
  readonly #parsed: boolean;
  /** Its height in the last frame that laid it out; none before the first. */
  #height?: number;
  /** Whether the skeleton showed at the last update. */
  #wasWaiting?: boolean;
  /** Watches it while it keeps a height. */
  #seen?: IntersectionObserver;

  constructor(host: Host, state: {readonly loading?: boolean}) {
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

  /** Gives the height back now; while it loads again, a reserve the page set (--site-reserve) holds. */
  release(): void {
    this.#host.style.removeProperty('--_kept');
    this.#seen?.disconnect();
  }

  #keep(): void {
    const host = this.#host;
    const style = host.style;
    let height = this.#height ?? (this.#parsed ? host.offsetHeight : 0);
    if (!height) return;
    style.setProperty('--_kept', `${height}px`);
    // (A retry or a refresh shows new content: the watch of the last one ends.)
    this.#seen?.disconnect();
    // After the content is laid out (the callback's first call) and each time it enters or leaves the view.
    const seen = (this.#seen = new IntersectionObserver((entries) => {
      // The newest of what was queued since the last call (it enters and leaves the view in one scroll).
      const {isIntersecting, boundingClientRect} = entries.at(-1)!;
      // Out of view, all of it goes (0: not even a reserve the page set). In view, the content is measured without it.
      style.setProperty('--_kept', '0px');
      if (isIntersecting) {
        const content = host.offsetHeight;
        const root = host.shadowRoot!;
        // One item more than the content (its own height where it has no items); a failure: none on a detail, all on a list.
        const slack = root.querySelector('[part~=error],[part~=not-found]') ? (host.failureTakesOwnHeight ? 0 : height) : (root.querySelector<HTMLElement>('[part~=item]')?.offsetHeight ?? content);
        // And the part below the window's bottom at once: nothing seen moves.
        height = Math.min(height, content + slack, innerHeight - boundingClientRect.top);
        if (height > content) return style.setProperty('--_kept', `${height}px`);
      }
      seen.disconnect();
    }));
    seen.observe(host);
  }
}
