/**
 * The demo page's own script: shows each live example's HTML beside it, as
 * the snippet a designer would copy.
 */
function showSnippet(live: Element): void {
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  const indent = /\n(\s*)\S[^\n]*\s*$/.exec(live.innerHTML)?.[1] ?? '';
  code.textContent = live.innerHTML.replaceAll(`\n${indent}`, "\n").replaceAll('=""', "").trim();
  pre.append(code);
  pre.className = 'snippet';
  pre.tabIndex = 0;
  pre.setAttribute('aria-label', 'HTML of this example');
  live.after(pre);
}

document.querySelectorAll('.example .live').forEach(showSnippet);

// The catalogue elements not yet in the script-tag bundle (see src/autoload.ts)
// come from their own modules on the demo pages.
void Promise.all([
  import('../src/elements/site-news-archive/site-news-archive.js'),
  import('../src/elements/site-profile/site-profile.js'),
  import('../src/elements/site-product/site-product.js'),
  import('../src/elements/site-event-calendar/site-event-calendar.js'),
  import('../src/elements/site-search/site-search.js'),
]);
