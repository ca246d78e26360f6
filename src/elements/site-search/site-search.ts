import {html, nothing, type PropertyDeclarations, type PropertyValues} from 'lit';
import {ifDefined} from 'lit/directives/if-defined.js';
import {TaskStatus} from '@lit/task';
import {isRecord, localized, type CallOptions, type SearchAllResult, type SearchSiteResults, type SiteClient} from '../../api/client.js';
import {plainText} from '../../render/text.js';
import {numberIn} from '../../internal/attributes.js';
import {define} from '../../internal/define.js';
import {readPage, type ListPage} from '../../internal/pages.js';
import {FIRST_PAGE} from '../../api/records.js';
import {Paging, loadedMore} from '../../internal/paging.js';
import {SiteData, reportFailure} from '../../internal/site-data.js';
import {SiteElement} from '../../internal/site-element.js';
import {UrlWatcher} from '../../internal/url-watcher.js';
import {explain} from '../../internal/log.js';
import {SiteSelectEvent} from '../../events/site-select.js';
import {describeError, errorState} from '../../render/states.js';
import {checkUrl, fillTemplate} from '../../render/url.js';
import {hostStyles} from '../../styles/host.js';
import {styles} from './site-search.styles.js';

import {words as WORDS} from './site-search.words.js';

/** @lit/task's statuses, as numbers the minifier writes in place (see site-data.ts). */
const INITIAL = 0 satisfies typeof TaskStatus.INITIAL;
const PENDING = 1 satisfies typeof TaskStatus.PENDING;
const COMPLETE = 2 satisfies typeof TaskStatus.COMPLETE;
const ERROR = 3 satisfies typeof TaskStatus.ERROR;

/** The longest query taken from the page's address. */
const MAX_QUERY = 200;

/** The result types in the order their groups are shown, with their group label's word (news come under pages). */
const GROUPS = {event: 'events', page: 'pages', profile: 'profiles', product: 'products'} as const;
type Kind = keyof typeof GROUPS;

/** One result: its type and the slim record of the answer. */
type Hit = {type: string; record: SearchAllResult | SearchSiteResults['events'][number]};

/** The query sent: the words, the page size, and whether results are ranked across types. */
type Query = {query: string; limit: number; ranked?: boolean};

/** One query's first page as the element keeps it: its words. */
type Found = ListPage<Hit, Query> & {q: string};

/**
 * One page of results as a list: `/search/all`'s ranked records with their
 * type, or `/search`'s groups one after the other. A grouped answer has no
 * count: another page follows when a group came back full (`limit` is per
 * group), which `count: 0` tells the shared paging when none did.
 */
async function searchPage(client: SiteClient, {query, limit, ranked}: Query, page: number, call: CallOptions) {
  const q = {query, limit, page};
  // A list at most `limit` long, whatever the service sends; an entry that is no record is left out.
  const hits = (list: unknown, type?: string): Hit[] =>
    (Array.isArray(list) ? (list.slice(0, limit) as Hit['record'][]) : []).filter(isRecord).map((record) => ({type: type ?? (record as SearchAllResult).type, record}));
  if (ranked) return {records: hits((await client.searchAll(q, call))?.records)};
  const body = await client.search(q, call);
  // GROUPS' words are the answer's keys too.
  const lists = Object.values(GROUPS).map((key) => body?.[key]);
  return {
    records: Object.keys(GROUPS).flatMap((type, i) => hits(lists[i], type)),
    count: lists.some((list) => Array.isArray(list) && list.length >= limit) ? undefined : 0,
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A query's words as one capturing pattern, longest first (where two
 * overlap, the longer is marked). A query is trimmed and never empty, so
 * it has at least one word and no empty one.
 */
const wordsOf = (q: string) => new RegExp(`(${q.split(/\s+/).map(escape).sort((a, b) => b.length - a.length).join('|')})`, 'giu');

/**
 * The text with every occurrence of the query's words wrapped in `<mark>`,
 * built as Lit text parts: the text is split, never parsed as HTML.
 */
function highlight(text: string, words: RegExp): unknown {
  // A capturing split puts the matches at the odd indices.
  return text.split(words).map((piece, i) => (i % 2 ? html`<mark part="mark">${piece}</mark>` : piece));
}

/**
 * A search box with results as the visitor types, grouped by type (events,
 * pages (news among them), profiles, products), or with `ranked` one list
 * across types, best match first; each result with its title and short text
 * in the active locale and the query's words highlighted. It follows the WAI-ARIA combobox pattern: the
 * input controls a listbox in the same shadow root; ↑/↓ move, Home/End jump,
 * Enter opens the active result, Escape clears the query, then closes.
 * Requests wait `debounce` ms after the last keystroke, a newer query aborts
 * the older request, and an older answer never replaces a newer one. The
 * query is kept in the page URL (`?q=`), so reload, share and "back" restore
 * it. With `modal`, a trigger button opens the search in a native `<dialog>`,
 * also by Ctrl+K / ⌘+K.
 *
 * A result links to the page its type's `href-*` template names; a type
 * without a template fires a cancelable `site-select` instead.
 *
 * **Template fields** (for a `<template>` child, see the README's "Templates"): one item per result, in the order the element shows them, each rendered in the element's light DOM and shown in its result's option, which stays the element's (the active result, the arrow keys and Enter, its link or `site-select`, the group headings, "more" and the states do not change): `title` (text: the localized title, else the slug; form `marked`, the text with each of the query's words in a `<mark>` for your CSS), `excerpt` (plain text of at most 160 characters: the short text, else the body; form `marked`), `slug`, `type` (`event`, `page`, `profile` or `product`, e.g. `data-site-data-type="type"` for your CSS), `kind` (the type's word, as a group's heading says it: "Events"), `url` (its type's `href-*` template filled), `image` (forms `src`, `alt`, `width`, `height`; bound as `data-site-src` on an `<img>` it also sets the size and lazy loading), `date` (with `ranked` only, the grouped answer has no dates: an event's start in the site's time zone; forms `date` ("25 November 2026"), `short` ("25 Nov 2026"), `time` ("20:00"), `day`, `weekday`, `month`, `year` and `datetime`). The option is the result's link: a link in the template keeps its element but no `href` (nothing inside a result to tab to, one link to follow); the result's text is the option's accessible name, so put the title first; text outside the template's elements is not shown.
 *
 * Reads `GET /search?query=…` (one array per type, `limit` results per type,
 * pages from 0), or `GET /search/all?query=…` with `ranked`.
 *
 * @summary A search box with grouped, highlighted results, as a combobox, inline or in a dialog.
 * @tag site-search
 * @attr {'dark' | 'light'} theme - That colour scheme whatever the page's (with `site-widgets.css` in the page), on a surface of its own (`--site-color-background`, `--site-color-text`) with room around it (`--site-theme-padding`). Without it the colours follow the page's `color-scheme`.
 * @attr {string} url-key - Keeps the query in the page's address as `NAME.q`, as the other elements with `url-key` keep their views (in place of `url-param`).
 *
 * @slot error - Replaces the default error message and retry button.
 *
 * @fires {{count: number}} site-load - The results of a query are shown. `detail: {count}` (the results on the first page).
 * @fires {{error: Error; status: number; url?: string}} site-error - A search request failed. `detail: {error, status, url}`.
 * @fires {{kind: 'event' | 'page' | 'profile' | 'product'; value: string; item: unknown}} site-select - A visitor chose a result whose type has no `href-*` template. Unless cancelled (`preventDefault()`), the results (and the dialog) close. `detail: {kind: 'event' | 'page' | 'profile' | 'product', value: slug, item}` (`item` is the slim record of the answer).
 *
 * @csspart search - The search landmark around label, input and results.
 * @csspart label - The input's label.
 * @csspart input - The search input (the combobox).
 * @csspart panel - The area under the input with the state message, the results and "more".
 * @csspart listbox - The list of results.
 * @csspart group - The results of one type.
 * @csspart group-label - The heading of one type's results ("Events").
 * @csspart option - One result (a link with an `href-*` template); with `active` while it is the active one.
 * @csspart active - The active result (also `option`).
 * @csspart type - A result's type (with `ranked`).
 * @csspart title - A result's title.
 * @csspart excerpt - A result's excerpt.
 * @csspart mark - A highlighted word of the query in a title or excerpt.
 * @csspart more - The "more results" button.
 * @csspart state - Every state message (with `hint`, `searching`, `empty` or `error`).
 * @csspart hint - The idle hint ("Type at least 2 characters to search.").
 * @csspart searching - The "Searching…" message while a request runs.
 * @csspart empty - The "No results" message.
 * @csspart error - The error message.
 * @csspart retry - The error state's retry button.
 * @csspart trigger - The button that opens the dialog (with `modal`).
 * @csspart shortcut - The keyboard shortcut shown on the trigger (with `modal`); not on a touch screen (no hover, a coarse pointer), which has no keyboard.
 * @csspart dialog - The `<dialog>` (with `modal`).
 * @csspart close - The dialog's close button (with `modal`).
 *
 * @cssprop [--site-font-family=inherit] - Font of the element.
 * @cssprop [--site-color-text=inherit] - Text colour.
 * @cssprop [--site-color-muted=#595959] - Colour of excerpts, group labels and state texts.
 * @cssprop [--site-color-accent=#1d4ed8] - Focus ring, active result's edge and buttons.
 * @cssprop [--site-color-border=#d4d4d8] - Borders of the input, the trigger and the dialog.
 * @cssprop [--site-color-error=#b91c1c] - Error text colour.
 * @cssprop [--site-color-surface=transparent] - Background of the results panel.
 * @cssprop [--site-radius=0.5rem] - Corner radius of the input, buttons and dialog.
 * @cssprop [--site-space=1rem] - Base spacing.
 * @cssprop [--site-search-input-padding=0.5em 0.75em] - Padding of the input.
 * @cssprop [--site-search-active-background=#eff6ff] - Background of the active result.
 * @cssprop [--site-search-mark-background=#fef08a] - Background of highlighted words.
 * @cssprop [--site-search-mark-color=inherit] - Colour of highlighted words.
 * @cssprop [--site-search-max-height=24rem] - Height above which the result list scrolls.
 * @cssprop [--site-search-dialog-width=40rem] - Width of the dialog (with `modal`).
 * @cssprop [--site-color-background=#fff] - The surface of an element with `theme` (#18181b in the dark theme).
 * @cssprop [--site-theme-padding=1rem] - The room around an element's content with `theme`.
 */
export class SiteSearch extends SiteElement {
  static override styles = [hostStyles, styles];

  static override properties: PropertyDeclarations = {
    limit: {converter: numberIn(1, 100, 10)},
    debounce: {converter: numberIn(0, 5000, 200)},
    minLength: {attribute: 'min-length', converter: numberIn(1, 50, 2)},
    ranked: {type: Boolean},
    hrefEvent: {attribute: 'href-event'},
    hrefPage: {attribute: 'href-page'},
    hrefProfile: {attribute: 'href-profile'},
    hrefProduct: {attribute: 'href-product'},
    urlParam: {attribute: 'url-param'},
    noUrl: {attribute: 'no-url', type: Boolean},
    modal: {type: Boolean},
    shortcut: {},
    label: {},
    placeholder: {},
  };

  /** Results per page (per type, unless `ranked`), 1–100 (default 10). */
  declare limit?: number;

  /** One list of results across types, best match first, from `/search/all`, instead of groups by type. */
  declare ranked?: boolean;

  /** Milliseconds to wait after the last keystroke before searching, 0–5000 (default 200). */
  declare debounce?: number;

  /** Characters a query needs before it is searched, 1–50 (default 2). */
  declare minLength?: number;

  /** Link template for event results, e.g. `/event.html?slug={slug}`. */
  declare hrefEvent?: string;

  /** Link template for page results, news among them, e.g. `/page.html?slug={slug}`. */
  declare hrefPage?: string;

  /** Link template for profile results, e.g. `/artist.html?slug={slug}`. */
  declare hrefProfile?: string;

  /** Link template for product results, e.g. `/product.html?slug={slug}`. */
  declare hrefProduct?: string;

  /** Name of the page URL's query parameter that keeps the query (default `q`). */
  declare urlParam?: string;

  /** Neither reads the query from the page URL nor writes it there. */
  declare noUrl?: boolean;

  /** Shows a trigger button that opens the search in a modal dialog, also by Ctrl+K / ⌘+K. */
  declare modal?: boolean;

  /** The key that opens the dialog (with `modal`): a letter or digit with Ctrl / ⌘ (default `k`); another key such as `/` alone, when no text field has focus. */
  declare shortcut?: string;

  /** The input's label and the dialog's name (default "Search"). */
  declare label?: string;

  /** Placeholder text of the input. */
  declare placeholder?: string;

  /** What the input holds. */
  #text = '';
  /** The query searched (trimmed, at least min-length long), or ''. */
  #query = '';
  #timer?: ReturnType<typeof setTimeout>;
  /** Index of the active result in display order, or -1. */
  #active = -1;
  /** Whether the results panel shows (inline variant; the dialog's panel always does). */
  #open = false;
  #announcement = '';
  /** The results in display order (grouped), as last rendered. */
  #shown: Hit[] = [];

  /** The first page shown now. */
  #first?: Found;
  /** The client the first page came from, for "more results". */
  #client?: SiteClient;

  readonly #paging = new Paging<Query, Hit>(this, (query, page, call) => searchPage(this.#client!, query, page, call));

  /**
   * The data lifecycle every data element shares (SiteData): the provider's
   * context, the request, the wait for a template's code, `site-load` once
   * a query's results are shown, failures said. The host is not marked
   * `aria-busy`: the results panel says it is busy, and the input stays
   * what it is while the visitor types.
   */
  readonly #data = new SiteData<Query, Found>(this, {
    // No query: stay idle (no request, no site-load).
    query: () => (this.#query ? {query: this.#query, limit: this.limit ?? 10, ranked: this.ranked || undefined} : undefined),
    load: async (client, query, call) => {
      this.#client = client;
      this.#paging.abort();
      const page = await searchPage(client, query, FIRST_PAGE, call);
      return {...readPage(page, FIRST_PAGE, query, false, this), q: query.query};
    },
    countOf: (found) => found.items.length,
    quiet: true,
  });

  /** The element's request. Tests and integrators may await `task.taskComplete`. */
  readonly task = this.#data.task;

  constructor() {
    super();
    new UrlWatcher(this, () => this.#fromUrl());
  }

  /** What the nearest provider knows: client, locale, time zone, site. */
  protected get site() {
    return this.#data.site;
  }

  private get t() {
    return {...WORDS, ...this.#data.words};
  }

  get #minLength(): number {
    return this.minLength ?? 2;
  }

  get #param(): string {
    const key = this.getAttribute('url-key');
    return key ? `${key}.q` : this.urlParam || 'q';
  }

  /** Runs the request again (the error state's retry button). */
  retry(): void {
    this.#data.retry();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('keydown', this.#onShortcut);
    this.#fromUrl();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('keydown', this.#onShortcut);
    clearTimeout(this.#timer);
  }

  /** Takes the query from the page URL, when there is one there, and searches it at once. */
  #fromUrl(): void {
    if (this.noUrl) return;
    const q = new URLSearchParams(location.search).get(this.#param);
    if (q === null || q === this.#text) return;
    // Nobody types that much: an address made to be sent (a page's worth of text), not searched.
    if (q.length > MAX_QUERY) return explain('longQuery', this.#param, q.length, MAX_QUERY);
    this.#text = q;
    this.#open = true;
    this.#commit();
  }

  /** Writes the query searched into the page URL, replacing the history entry. */
  #toUrl(q: string): void {
    if (this.noUrl) return;
    const url = new URL(location.href);
    if (q) url.searchParams.set(this.#param, q);
    else url.searchParams.delete(this.#param);
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  }

  /** Searches what the input holds now (when long enough), without waiting for the debounce. */
  #commit(): void {
    clearTimeout(this.#timer);
    const text = this.#text.trim();
    const q = text.length >= this.#minLength ? text : '';
    if (q === this.#query) return;
    this.#query = q;
    this.#active = -1;
    this.#toUrl(q);
    if (!q) this.#announcement = '';
    this.requestUpdate();
  }

  #onInput(e: InputEvent): void {
    this.#text = (e.target as HTMLInputElement).value;
    this.#open = true;
    this.#active = -1;
    clearTimeout(this.#timer);
    const wait = this.debounce ?? 200;
    if (wait) this.#timer = setTimeout(() => this.#commit(), wait);
    else this.#commit();
    this.requestUpdate();
  }

  #onKeydown(e: KeyboardEvent): void {
    const n = this.#shown.length;
    // A result is active only while the list shows (render resets it), so there are results then.
    const a = this.#active;
    switch (e.key) {
      case 'Enter':
        e.preventDefault();
        // A result opens as a click on it does: its link, else site-select.
        if (a >= 0) this.renderRoot.querySelector<HTMLElement>(`#opt-${a}`)?.click();
        else this.#commit();
        return;
      case 'Escape':
        if (this.#text) {
          // First Escape clears (and keeps a dialog open).
          e.preventDefault();
          this.#text = '';
          this.#commit();
          this.requestUpdate();
        } else if (this.#open && !this.modal) {
          e.preventDefault();
          this.#dismiss();
        }
        return;
    }
    // ↑/↓ go round (from none active, to the first or the last); Home/End move
    // within the results only while one is active, else the caret moves.
    const next =
      a < 0
        ? {ArrowDown: n ? 0 : -1, ArrowUp: n - 1}[e.key]
        : {ArrowDown: (a + 1) % n, ArrowUp: (a || n) - 1, Home: 0, End: n - 1}[e.key];
    if (next === undefined) return;
    e.preventDefault();
    this.#open = true;
    void this.#activate(next);
  }

  /** Makes a result the active one and scrolls it into view. */
  async #activate(index: number): Promise<void> {
    if (index === this.#active) return;
    this.#active = index;
    this.requestUpdate();
    await this.updateComplete;
    this.renderRoot.querySelector(`#opt-${index}`)?.scrollIntoView?.({block: 'nearest'});
  }

  #select(item: Hit): void {
    if (this.dispatchEvent(new SiteSelectEvent({kind: item.type, value: item.record.slug, item: item.record}))) this.#dismiss();
  }

  /** Closes the results after a choice: the dialog with `modal`, else the panel. */
  #dismiss(): void {
    this.#open = false;
    this.#active = -1;
    this.#dialog?.close();
    this.requestUpdate();
  }

  get #dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  get #input(): HTMLInputElement | null {
    return this.renderRoot.querySelector('input');
  }

  /** Opens the dialog (with `modal`) and moves focus into the input; without `modal`, focuses the input. */
  async show(): Promise<void> {
    await this.updateComplete;
    const dialog = this.#dialog;
    if (dialog && !dialog.open) dialog.showModal();
    this.#open = true;
    this.requestUpdate();
    this.#input?.focus();
  }

  /** Closes the dialog (with `modal`), which gives focus back to the trigger, or the results panel. */
  hide(): void {
    this.#dismiss();
  }

  #onShortcut = (e: KeyboardEvent): void => {
    if (!this.modal || e.defaultPrevented || e.altKey || this.#dialog?.open) return;
    const key = (this.shortcut || 'k').toLowerCase();
    if (e.key.toLowerCase() !== key) return;
    const modifier = e.ctrlKey || e.metaKey;
    if (/^[a-z0-9]$/.test(key) ? !modifier : !modifier && this.#typing(e)) return;
    e.preventDefault();
    void this.show();
  };

  /** Whether a key went to a text field (where a bare shortcut key is just typed). */
  #typing(e: KeyboardEvent): boolean {
    // Heard on the document, so the path holds at least the document (no localName: no field).
    const target = e.composedPath()[0] as HTMLElement;
    return target.isContentEditable || /^(input|textarea|select)$/i.test(target.localName);
  }

  #onFocusout(e: FocusEvent): void {
    // Inline, the results close when focus leaves the element (a pointer
    // press on a result keeps focus in the input, so its click still lands).
    const to = e.relatedTarget as Node | null;
    if (!this.modal && !(to && (e.currentTarget as Node).contains(to))) this.#dismiss();
  }

  #onFocus(): void {
    if (this.#open) return;
    this.#open = true;
    this.requestUpdate();
  }

  async #loadMore(): Promise<void> {
    const first = this.#first;
    try {
      const items = await this.#paging.next();
      if (!items) return;
      this.#announcement = loadedMore(this.t, items.length, this.site?.locale);
      this.requestUpdate();
      await this.updateComplete;
      // Keyboard use goes on from the first new result.
      this.#input?.focus();
      const firstNew = this.#shown.indexOf(items[0]);
      if (firstNew >= 0) void this.#activate(firstNew);
    } catch (error) {
      if (first === this.#first) {
        this.#announcement = this.t.error;
        this.requestUpdate();
      }
      reportFailure(this, error);
    }
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const found = this.task.value;
    if (this.task.status === COMPLETE && found && found !== this.#first) {
      this.#first = found;
      this.#paging.start(found);
      this.#active = -1;
      const n = found.items.length;
      this.#announcement = n ? this.t.results(n, this.site?.locale) : this.t.noResults(found.q);
    }
  }

  /**
   * One result's content, inside its option (which stays in the shadow
   * root, beside the input that names it active): with `ranked` its type,
   * its title in the active locale, else its slug (one that is no string
   * shows as nothing), its short text, else its body without the Markdown,
   * the query's words marked. A template's renderer stands for it with a
   * slot (src/template/design.ts).
   */
  protected renderResult(item: Hit, _index: number): unknown {
    const {locale, defaultLocale} = this.site ?? {};
    const r = item.record;
    // Options are rendered only from a found answer: its words are there then.
    const words = wordsOf(this.#first!.q);
    const title = localized(r, 'title', locale, defaultLocale) ?? (typeof r.slug == 'string' ? r.slug : '');
    const text = plainText(localized(r, 'shortContent', locale, defaultLocale) ?? localized(r, 'content', locale, defaultLocale), 160);
    const excerpt = text ? html`<span part="excerpt">${highlight(text, words)}</span>` : nothing;
    const kind = this.#first!.query.ranked && item.type in GROUPS ? html`<span part="type">${this.t[GROUPS[item.type as Kind]]}</span>` : nothing;
    return html`${kind}<span part="title">${highlight(title, words)}</span>${excerpt}`;
  }

  protected override render(): unknown {
    const t = this.t;
    const label = this.label || t.search;
    const search = this.#renderSearch(label);
    if (!this.modal) return search;
    const key = this.shortcut || 'k';
    // A letter or digit goes with Ctrl / ⌘ (see #onShortcut).
    const letter = /^[a-z0-9]$/i.test(key) && key.toUpperCase();
    const hint = letter ? `${/mac|iphone|ipad/i.test(navigator.platform) ? '⌘' : 'Ctrl'} ${letter}` : key;
    const aria = letter ? `Control+${letter} Meta+${letter}` : key;
    return html`<button type="button" part="trigger" aria-haspopup="dialog" aria-keyshortcuts=${aria} @click=${this.show}
        >${label} <kbd part="shortcut" aria-hidden="true">${hint}</kbd></button
      ><dialog part="dialog" aria-label=${label} @close=${this.#onClose} @click=${this.#onDialogClick}>
        <button type="button" part="close" aria-label=${t.closeSearch} @click=${this.hide}>×</button>${search}
      </dialog>`;
  }

  #onClose(): void {
    this.#active = -1;
    this.requestUpdate();
    this.renderRoot.querySelector<HTMLElement>('[part~="trigger"]')?.focus();
  }

  /** A click on the backdrop (outside the dialog's box) closes it. */
  #onDialogClick(e: MouseEvent): void {
    const dialog = e.currentTarget as HTMLDialogElement;
    if (e.target !== dialog) return;
    const r = dialog.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) dialog.close();
  }

  #renderSearch(label: string) {
    const t = this.t;
    const open = this.modal || this.#open;
    const site = this.site;
    const settled = !!site?.siteSettled;
    const {status, error} = this.task;
    const found = this.#query && status !== INITIAL ? this.#first : undefined;
    const items = found ? [...found.items, ...this.#paging.extra] : [];
    // Display order as the answer was asked for: ranked, one group ('') of all, best first; else by type in
    // GROUPS' order (a grouped answer has no other type, see searchPage), the API's order within a type.
    const ranked = found?.query.ranked;
    const groups = (ranked ? [''] : Object.keys(GROUPS))
      .map((kind) => ({kind, items: items.filter((i) => !kind || i.type === kind)}))
      .filter((g) => g.items.length);
    this.#shown = groups.flatMap((g) => g.items);
    const showList = open && settled && status !== ERROR && this.#shown.length > 0;
    if (!showList) this.#active = -1;
    const text = this.#text.trim();
    const short = text.length < this.#minLength;
    const pending = status === PENDING || (!short && text !== this.#query);

    const say = (kind: string, message: string) => html`<p part="state ${kind}">${message}</p>`;
    const state = site?.configError
      ? errorState(t, t.notConfigured)
      : short
        ? say('hint', t.searchHint(this.#minLength, site?.locale))
        : status === ERROR && !pending
          ? errorState(t, describeError(t, error, site), () => this.retry())
          : pending || !settled
            ? say('searching', t.searching)
            : found && !items.length
              ? say('empty', t.noResults(found.q))
              : nothing;

    const templates = {event: this.hrefEvent, page: this.hrefPage, profile: this.hrefProfile, product: this.hrefProduct};
    let index = 0;
    const option = (item: Hit) => {
      const i = index++;
      const id = `opt-${i}`;
      const active = i === this.#active;
      // A link from its type's template, if any: only a type of our own has one ("constructor" or "toString" from the API has none).
      const href = checkUrl(fillTemplate(Object.hasOwn(templates, item.type) ? templates[item.type as Kind] : undefined, {slug: item.record.slug}));
      // A designer's template renders the result where there is one (src/template/design.ts).
      const renderer = this.#data.renderer;
      const body = renderer?.result ? renderer.result(item, i) : this.renderResult(item, i);
      const p = active ? 'option active' : 'option';
      const move = () => void this.#activate(i);
      return href
        ? html`<a
            id=${id}
            part=${p}
            role="option"
            aria-selected=${active}
            href=${href.href}
            rel=${href.external ? 'noopener noreferrer' : nothing}
            tabindex="-1"
            @pointermove=${move}
            @click=${this.#dismiss}
          >${body}</a>`
        : html`<div id=${id} part=${p} role="option" aria-selected=${active} @pointermove=${move} @click=${() => this.#select(item)}
          >${body}</div
        >`;
    };
    const listbox = showList
      ? groups.map(
          ({kind, items}) =>
            kind
              ? html`<div part="group" role="group" aria-labelledby="group-${kind}">
                  <div part="group-label" role="presentation" id="group-${kind}">${t[GROUPS[kind as Kind]]}</div>
                  ${items.map(option)}
                </div>`
              : items.map(option),
        )
      : nothing;
    const {more: hasMore, loading} = this.#paging;
    const more =
      showList && hasMore
        ? html`<button type="button" part="more" ?disabled=${loading} aria-busy=${loading} @click=${this.#loadMore}>${loading ? t.loadingMore : t.moreResults}</button>`
        : nothing;
    const activeId = this.#active < 0 ? undefined : `opt-${this.#active}`;
    // The listbox stays in the DOM (aria-controls names it), hidden while it has nothing to show.
    return html`<div part="search" role="search" @focusout=${this.#onFocusout}>
      <label part="label" for="input">${label}</label
      ><input
        id="input"
        part="input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded=${showList}
        aria-controls="listbox"
        aria-activedescendant=${ifDefined(activeId)}
        autocomplete="off"
        spellcheck="false"
        enterkeyhint="search"
        placeholder=${ifDefined(this.placeholder || undefined)}
        .value=${this.#text}
        @input=${this.#onInput}
        @keydown=${this.#onKeydown}
        @focus=${this.#onFocus}
      />
      <div part="panel" ?hidden=${!open} aria-busy=${pending}>
        ${state}
        <div
          id="listbox"
          part="listbox"
          role="listbox"
          aria-label=${t.searchResults}
          ?hidden=${!showList}
          @mousedown=${(e: Event) => e.preventDefault()}
        >${listbox}</div>
        ${more}
      </div>
      <div class="visually-hidden" role="status">${open ? this.#announcement : ''}</div>
    </div>`;
  }
}

define('site-search', SiteSearch);

declare global {
  interface HTMLElementTagNameMap {
    'site-search': SiteSearch;
  }
}
