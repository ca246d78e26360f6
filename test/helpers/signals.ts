/**
 * Positive signals for tests that check something did NOT happen: instead of
 * sleeping "long enough", each waits for a later step of the same kind to
 * complete, which proves the step under test had its chance and did nothing.
 */
import {waitUntil} from '@open-wc/testing';
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
    await waitUntil(() => img.hasAttribute('data-handled'), 'the probe image\u2019s error handler never ran', {timeout: 8000});
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
    await waitUntil(() => jsonLdBlocks().some((b) => b.key.startsWith(prefix)), `the control <${tag}> wrote no JSON-LD`, {timeout: 8000});
  } finally {
    wrapper.remove();
    for (const s of document.head.querySelectorAll<HTMLScriptElement>('script[data-site-widgets]')) {
      if (s.dataset.siteWidgets!.startsWith(prefix)) s.remove();
    }
  }
}
