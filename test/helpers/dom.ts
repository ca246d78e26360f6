import {waitUntil} from './wait.js';
import {TaskStatus} from '@lit/task';
import {TOKEN} from './api.js';
import type {SiteDataElement} from '../../src/internal/site-data-element.js';
import type {SiteClient} from '../../src/api/client.js';
import type {SiteContentProvider} from '../../src/elements/site-content-provider/site-content-provider.js';

/** Waits until a data element has settled (content, empty, not found or error) and rendered. */
export async function settled(el: SiteDataElement<never, unknown> | Element, timeout = 8000): Promise<void> {
  const e = el as SiteDataElement<never, unknown>;
  await waitUntil(
    () =>
      e.task &&
      (e.task.status === TaskStatus.COMPLETE || e.task.status === TaskStatus.ERROR) &&
      (e as unknown as {site?: {siteSettled: boolean}}).site?.siteSettled,
    `<${el.localName}> did not settle`,
    {timeout},
  );
  await e.updateComplete;
}

/** The shadow root's parts by name. */
export function parts(el: Element, name: string): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
}

export function part(el: Element, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
}

/** Collects console messages of one level while a test runs. */
export function captureConsole(level: 'warn' | 'error') {
  const original = console[level];
  const messages: string[] = [];
  console[level] = (...args: unknown[]) => {
    messages.push(args.map(String).join(' '));
  };
  return {
    messages,
    restore: () => {
      console[level] = original;
    },
  };
}

const mounted: Element[] = [];
afterEach(() => mounted.splice(0).forEach((el) => el.remove()));

/**
 * Puts a plain element (a page's markup, say) into the document and returns
 * it; removed after the test. Unlike open-wc's fixture(), it never waits for
 * an animation frame, which a test page in a background tab does not get.
 */
export function mount<T extends Element = HTMLElement>(markup: string | Element): T {
  const el = typeof markup === 'string' ? (Object.assign(document.createElement('template'), {innerHTML: markup.trim()}).content.firstElementChild as Element) : markup;
  document.body.append(el);
  mounted.push(el);
  return el as T;
}

/**
 * Mounts `inner` (an element's markup) inside a <site-content-provider> for
 * the demo API's `siteKey` with the demo token, and `attrs` (more of the
 * provider's attributes), in a <div> removed after the test; returns the
 * provider's first child element. With a `client`, the provider has no
 * site key nor token and is given that client instead (before its first
 * update, so it never builds one of its own). `style`: the <div>'s.
 */
export function mountInProvider<T extends Element = HTMLElement>(
  inner: string,
  {siteKey = 'demo', attrs = '', client, style}: {siteKey?: string; attrs?: string; client?: SiteClient; style?: string} = {},
): T {
  const keyed = client ? '' : `site-key="${siteKey}" token="${TOKEN}"`;
  const wrapper = mount(`<div${style ? ` style="${style}"` : ''}><site-content-provider ${keyed} ${attrs}>${inner}</site-content-provider></div>`);
  const provider = wrapper.querySelector<SiteContentProvider>('site-content-provider')!;
  if (client) {
    // On an element not yet upgraded, the property would hide the provider's own setter.
    if (!customElements.get('site-content-provider')) throw new Error('mountInProvider({client}): define <site-content-provider> first');
    provider.client = client;
  }
  return provider.firstElementChild as T;
}

/**
 * The items of the kit's JSON-LD blocks in the document head (one block per
 * element, an `@graph` of its items), each parsed with the block's
 * `@context` and with its dedupe key (the block's data-site-widgets lists
 * them in the graph's order).
 */
export function jsonLdBlocks(): {key: string; data: Record<string, any>}[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"][data-site-widgets]')].flatMap((s) => {
    const block = JSON.parse(s.textContent!);
    const keys = s.dataset.siteWidgets!.split(' ');
    return (block['@graph'] as Record<string, any>[]).map((item, i) => ({key: keys[i], data: {'@context': block['@context'], ...item}}));
  });
}

/** The kit's JSON-LD blocks themselves, one per element that publishes. */
export function jsonLdScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"][data-site-widgets]')];
}

/** Removes the kit's JSON-LD blocks, so that a test sees only its own. */
export function clearJsonLd(): void {
  document.head.querySelectorAll('script[data-site-widgets]').forEach((s) => s.remove());
}

/**
 * Opens a page in an iframe of the test page and resolves once it has
 * loaded; for built files on plain pages (the caller removes the frame).
 */
export function loadFrame(src: string, width = 900, height = 700): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.style.width = `${width}px`;
  frame.style.height = `${height}px`;
  return new Promise((resolve, reject) => {
    frame.addEventListener('load', () => resolve(frame), {once: true});
    frame.addEventListener('error', reject, {once: true});
    document.body.append(frame);
  });
}
