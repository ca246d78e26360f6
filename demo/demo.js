/**
 * The designers' showcase pages' own script (snippets, states, templates,
 * rich content; the site's pages have none): shows each live example's HTML
 * beside it, as the snippet a designer would copy. Plain JavaScript,
 * render-blocking in the pages (`blocking="render"`): the snippets are there
 * in the first frame, so nothing moves when they come. An example whose `.live` box names
 * a `<style>` of the page (`data-css="ID"`) shows that CSS beside its HTML:
 * the page's own stylesheet for a designer's template.
 */
/** Lines without the indent they share. @param {string} text */
function dedent(text) {
  const lines = text.replace(/^\s*\n/, '').trimEnd().split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)[0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}

/** @param {string} text @param {string} label */
function snippet(text, label) {
  const pre = document.createElement('pre');
  const code = document.createElement('code');
  code.textContent = text;
  pre.append(code);
  pre.className = 'snippet';
  pre.tabIndex = 0;
  pre.setAttribute('aria-label', label);
  return pre;
}

/** @param {HTMLElement} live */
function showSnippet(live) {
  const indent = /\n(\s*)\S[^\n]*\s*$/.exec(live.innerHTML)?.[1] ?? '';
  const html = snippet(live.innerHTML.replaceAll(`\n${indent}`, "\n").replaceAll('=""', "").trim(), 'HTML of this example');
  const style = live.dataset.css ? document.getElementById(live.dataset.css) : null;
  if (!style) return live.after(html);
  const both = document.createElement('div');
  both.className = 'snippets';
  both.append(html, snippet(dedent(style.textContent ?? ''), 'CSS of this example, from the page\u2019s stylesheet'));
  live.after(both);
}

document.querySelectorAll('.example .live').forEach(showSnippet);
