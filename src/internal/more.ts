/**
 * What "more" needs, loaded by the list elements on the first press of
 * their "more" button: a chunk of its own in the script-tag build, since
 * most visitors never press it. `<site-search>` imports paging.ts itself.
 */
import type {ReactiveControllerHost} from 'lit';
import type {PageLoader, ListPage, PagedQuery} from './pages.js';
import {Paging, loadedMore} from './paging.js';
import type {Messages} from '../render/messages.js';
import {reportFailure, type Renderer} from './site-data.js';

export {Paging} from './paging.js';

/**
 * What a list keeps for "more": the paging once loaded, the pressed state,
 * the live announcement, and, once a page was asked for, what the list
 * shows: its items (the first page's and the appended ones), whether
 * another page follows and whether one is loading.
 */
export interface MoreState<Q extends PagedQuery, Item> {
  paging?: Paging<Q, Item>;
  pressed: boolean;
  announcement: string;
  view?: {items: Item[]; more: boolean; loading: boolean};
}

/** The list element as "more" sees it. */
export interface MoreHost<Q extends PagedQuery, Item> extends ReactiveControllerHost, HTMLElement {
  readonly task: {value?: ListPage<Item, Q>};
  readonly t: Messages;
  /** The provider's value: the active locale, for the count's digits. */
  readonly site?: {locale?: string};
  readonly renderRoot: ParentNode;
  /** A designer's template's rendering (template/design.ts), whose items are in light DOM. */
  readonly renderer?: Renderer;
}

/**
 * Appends the next page of a list: starts its paging on the first press,
 * fetches the page, announces how many items came, then moves focus to the first new item (its first link,
 * else the item itself). Rejects when the request failed.
 */
export async function appendNext<Q extends PagedQuery, Item>(host: MoreHost<Q, Item>, state: MoreState<Q, Item>, load: PageLoader<Q, Item>): Promise<void> {
  const first = host.task.value;
  if (!first) return;
  if (!state.paging) {
    const paging = (state.paging = new Paging(host, load, true));
    state.pressed = false;
    paging.start(first);
    // Before each render from now on: a new first page resets the appended
    // pages, unless it is a refresh of the same list (same query): then what
    // "more" added stays.
    host.addController({
      hostUpdate() {
        const shown = host.task.value;
        if (!shown) return;
        if (paging.start(shown)) state.announcement = '';
        state.view = {items: [...shown.items, ...paging.extra], more: paging.more, loading: paging.loading};
      },
    });
  }
  const paging = state.paging;
  const before = first.items.length + paging.extra.length;
  const items = await paging.next();
  if (!items) return;
  state.announcement = loadedMore(host.t, items.length, host.site?.locale);
  host.requestUpdate();
  await host.updateComplete;
  const item = (host.renderer?.rendered() ?? host.renderRoot.querySelectorAll('[part~="item"]'))[before] as HTMLElement | undefined;
  if (item) (item.querySelector<HTMLElement>('a[href]') ?? Object.assign(item, {tabIndex: -1})).focus();
}

/**
 * A press of "more": appends the next page (appendNext); when it fails, the
 * button is back, the live region says so, and the console and
 * `site-error` say what failed.
 */
export async function press<Q extends PagedQuery, Item>(host: MoreHost<Q, Item>, state: MoreState<Q, Item>, load: PageLoader<Q, Item>): Promise<void> {
  try {
    await appendNext(host, state, load);
  } catch (error) {
    state.pressed = false;
    state.announcement = host.t.error;
    host.requestUpdate();
    reportFailure(host, error);
  }
}
