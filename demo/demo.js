/**
 * The demo page's own script: shows each live example's HTML beside it, as
 * the snippet a designer would copy. Plain JavaScript, render-blocking in
 * the pages (`blocking="render"`): the snippets are there in the first
 * frame, so nothing moves when they come.
 */
/** @param {Element} live */
function showSnippet(live) {
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
