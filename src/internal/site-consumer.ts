import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {ContextEvent} from '@lit/context';
import {siteContext, type SiteContextValue} from '../context/site-context.js';
// The router serves elements that have no provider around them, and providers that come late: loaded when one asks.
import {loadedRouter} from '../context/request.js';
import {messages, type Messages} from '../render/messages.js';

/**
 * What an element knows of its site, as a reactive controller: it asks for
 * the provider's context by the Context Community Protocol when the host
 * connects (an ancestor provider answers at once; the page's router finds
 * one named by `provider="ID"`, a provider defined later, or the first on
 * the page), hears every change until the host leaves, and asks the host
 * to update each time. It also gives the active locale's words and the
 * locale and time zone dates are shown in.
 *
 * The event is @lit/context's own; its ContextConsumer controller is not
 * used, for its bytes: this is the part of it the kit needs.
 */
export class SiteConsumer implements ReactiveController {
  /** The provider's client, locale, time zone and site; undefined until a provider answers. */
  value?: SiteContextValue;
  readonly #host: ReactiveControllerHost & HTMLElement;
  #unsubscribe?: () => void;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    (this.#host = host).addController(this);
  }

  hostConnected(): void {
    const host = this.#host;
    const callback = (value: SiteContextValue | undefined, unsubscribe?: () => void) => {
      if (unsubscribe !== this.#unsubscribe) this.#unsubscribe?.();
      this.#unsubscribe = unsubscribe;
      this.value = value;
      host.requestUpdate();
    };
    host.dispatchEvent(new ContextEvent(siteContext, host, callback, true));
    // No provider around it answered, and no router took the request: load the router and hand it over.
    if (!this.#unsubscribe && !loadedRouter()) {
      void import('../context/router.js').then(({router}) => host.isConnected && !this.#unsubscribe && router.route({consumer: host, callback, subscribe: true}));
    }
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  /** The kit's words in the active locale's language. */
  get words(): Messages {
    return messages(this.value?.locale);
  }
}
