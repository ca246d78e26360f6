/**
 * The demo page's own script: shows each live example's HTML beside it, and
 * fills the profile and tag examples with a real slug from the demo API so
 * they never go stale when the dataset changes.
 */
const TOKEN = 'demo-token';

async function first(path: string): Promise<string | undefined> {
  const res = await fetch(`/api/v2/demo/public${path}`, {headers: {Authorization: `Bearer ${TOKEN}`}});
  const body = (await res.json()) as {records?: {slug: string}[]};
  return body.records?.[0]?.slug;
}

function showSnippet(live: Element): void {
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  const indent = /\n(\s*)\S[^\n]*\s*$/.exec(live.innerHTML)?.[1] ?? '';
  code.textContent = live.innerHTML.replaceAll(`\n${indent}`, '\n').trim();
  pre.append(code);
  pre.className = 'snippet';
  pre.tabIndex = 0;
  pre.setAttribute('aria-label', 'HTML of this example');
  live.after(pre);
}

async function main(): Promise<void> {
  const [profile, tag] = await Promise.all([first('/profiles?limit=1'), first('/tags')]);
  document.querySelector('[data-profile-example] site-events')?.setAttribute('profile', profile ?? '');
  document.querySelector('[data-tag-example] site-events')?.setAttribute('tag', tag ?? '');
  document.querySelectorAll('.example .live').forEach(showSnippet);
}

void main();
