/**
 * Positive signals for tests that check something did NOT happen: instead of
 * sleeping "long enough", each waits for a later step of the same kind to
 * complete, which proves the step under test had its chance and did nothing.
 */
import {waitUntil} from './wait.js';
import {TOKEN, unique} from './api.js';
import {jsonLdBlocks, mount} from './dom.js';

/**
 * Resolves once the inline error handler of a broken image, added to the page
 * now, has run. The hostile payloads are mostly that (`<img src=x
 * onerror=__xss(…)>`): one rendered before this probe would have run by now too.
 */
export async function brokenImageHandlerRan(): Promise<void> {
  const img = document.createElement('img');
  img.alt = '';
  img.setAttribute('onerror', 'this.dataset.handled = ""');
  img.src = `/__no-such-image__/${unique('probe')}.png`;
  document.body.append(img);
  try {
    await waitUntil(() => img.hasAttribute('data-handled'), 'the probe image\u2019s error handler never ran');
  } finally {
    img.remove();
  }
}

/**
 * Resolves once a broken image, added to `doc` now, has fired its error
 * event (heard through a listener, so it works under a strict CSP too):
 * images that failed before it have fired theirs, and any inline handler
 * of theirs has run or been refused by then.
 */
export async function brokenImageFailed(doc: Document = document): Promise<void> {
  const img = doc.createElement('img');
  img.alt = '';
  const failed = new Promise((resolve) => img.addEventListener('error', resolve, {once: true}));
  img.src = `/__no-such-image__/${unique('probe')}.png`;
  doc.body.append(img);
  try {
    await failed;
  } finally {
    img.remove();
  }
}

/**
 * Resolves once the JSON-LD that every element already shown has asked for is
 * in the document head. The kit writes every block in one timer task after
 * the elements publish: a control detail element mounted now (a
 * <site-news-post>, or <site-product> with `control: 'product'`: pick the one
 * whose keys the test's own elements never write) publishes after them, so
 * when its block shows up theirs are written. The control and its block are
 * removed again, so that the test sees only its own blocks.
 */
export async function structuredDataWritten(control: 'news' | 'product' = 'news'): Promise<void> {
  const [tag, slug, prefix] =
    control === 'news' ? ['site-news-post', 'clara-weiss-records-goldberg-variations', 'NewsArticle:'] : ['site-product', 'clara-weiss-goldberg-vinyl', 'Product:'];
  if (jsonLdBlocks().some((b) => b.key.startsWith(prefix))) throw new Error(`the page already has ${prefix} blocks: use the other control`);
  await import('../../src/elements/site-content-provider/site-content-provider.js');
  await (control === 'news' ? import('../../src/elements/site-news-post/site-news-post.js') : import('../../src/elements/site-product/site-product.js'));
  const wrapper = mount(`<div><site-content-provider site-key="${unique('demo')}" token="${TOKEN}"><${tag} slug="${slug}"></${tag}></site-content-provider></div>`);
  try {
    await waitUntil(() => jsonLdBlocks().some((b) => b.key.startsWith(prefix)), `the control <${tag}> wrote no JSON-LD`);
  } finally {
    wrapper.remove();
    for (const s of document.head.querySelectorAll<HTMLScriptElement>('script[data-site-widgets]')) {
      if (s.dataset.siteWidgets!.startsWith(prefix)) s.remove();
    }
  }
}

/**
 * The probe of rejectionsReported(): a promise whose catch() does nothing,
 * so that the test runner's own listener (which catches every unhandled
 * rejection to print it) prints nothing for it.
 */
class Probe extends Promise<never> {
  override catch(): Promise<never> {
    return this;
  }
}
const probes = new WeakSet<Promise<unknown>>();

/**
 * Resolves once the page has reported every promise rejection left
 * unhandled before this call: the browser reports them in the order they
 * went unhandled, so a probe rejection made now is reported after them.
 * watchEscapes() leaves the probe out.
 */
export function rejectionsReported(): Promise<void> {
  return new Promise((resolve) => {
    const probe = Probe.reject(new Error('rejectionsReported() probe')) as Promise<never>;
    probes.add(probe);
    const listen = (event: PromiseRejectionEvent) => {
      if (event.promise !== probe) return;
      event.preventDefault();
      window.removeEventListener('unhandledrejection', listen);
      resolve();
    };
    window.addEventListener('unhandledrejection', listen);
  });
}

/**
 * Collects what escapes into the page from now on until `stop()`: uncaught
 * errors and unhandled rejections (rejectionsReported()'s probes left out),
 * each as a line.
 */
export function watchEscapes(): {escaped: string[]; stop(): void} {
  const escaped: string[] = [];
  const onError = (e: ErrorEvent) => escaped.push(`uncaught: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => probes.has(e.promise) || escaped.push(`unhandled rejection: ${String(e.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    escaped,
    stop: () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/**
 * Resolves once the late work of the elements shown so far has run and
 * anything it threw has reached the page: the JSON-LD writer, which the
 * elements' shared state (src/internal/structured-data.ts, on the page under
 * Symbol.for('site-widgets/json-ld@1')) says has nothing pending, the warnings said
 * through diagnose.js (loaded on demand: an import of it asked for now
 * resolves after every earlier one), then the page's report of rejections
 * left unhandled (rejectionsReported()). An error thrown in any of these
 * tasks has been dispatched to the window by then.
 */
export async function lateWorkDone(): Promise<void> {
  const writer = () => (globalThis as unknown as Record<symbol, {pending?: unknown} | undefined>)[Symbol.for('site-widgets/json-ld@1')];
  await waitUntil(() => !writer()?.pending, 'the JSON-LD writer still has a block to write');
  await import('../../src/internal/diagnose.js');
  await rejectionsReported();
}
