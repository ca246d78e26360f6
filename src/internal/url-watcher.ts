import type {ReactiveController, ReactiveControllerHost} from 'lit';

/**
 * Calls back on history navigation (back, forward, pushState followed by a
 * popstate) while the host is in the page: for elements that read the page
 * URL (a slug, a query). By default the host renders again.
 */
export class UrlWatcher implements ReactiveController {
  readonly #onChange: () => void;

  constructor(host: ReactiveControllerHost, onChange: () => void = () => host.requestUpdate()) {
    this.#onChange = onChange;
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('popstate', this.#onChange);
  }

  hostDisconnected(): void {
    removeEventListener('popstate', this.#onChange);
  }
}
