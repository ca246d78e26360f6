import {css} from 'lit';

/**
 * Typography of rich content (sanitized HTML and content trees) inside the
 * `content` part. The host page's own CSS cannot reach into shadow DOM, so
 * every choice here is a token: set `--site-content-*` (or style
 * `::part(content)`, whose font and colour the content inherits).
 */
export const contentStyles = css`
  [part~='content'] {
    line-height: var(--site-content-line-height, 1.6);
    /* anywhere, not break-word: a long word or URL wraps in a grid or flex item too, whose minimum width is its content's. */
    overflow-wrap: anywhere;
  }
  [part~='content'] :is(h1, h2, h3, h4, h5, h6) {
    font-family: var(--site-heading-font-family, inherit);
    line-height: 1.25;
    margin: 1.5em 0 0.5em;
  }
  [part~='content'] :is(p, ul, ol, blockquote, pre, table, figure) {
    margin: 0 0 1em;
  }
  [part~='content'] img {
    max-width: 100%;
    height: auto;
    border-radius: var(--site-content-image-radius, var(--_radius));
  }
  [part~='content'] figure {
    margin-inline: 0;
  }
  [part~='content'] figcaption {
    color: var(--_muted);
    font-size: 0.875em;
  }
  [part~='content'] blockquote {
    margin-inline: 0;
    padding-inline-start: 1em;
    border-inline-start: 3px solid var(--site-content-quote-border, var(--_border));
    color: var(--site-content-quote-color, inherit);
  }
  [part~='content'] :is(code, pre) {
    font-family: var(--site-code-font-family, ui-monospace, monospace);
    font-size: 0.9em;
  }
  [part~='content'] pre {
    overflow-x: auto;
    padding: 0.75em 1em;
    border-radius: var(--_radius);
    background: var(--site-code-background, #f4f4f5);
  }
  [part~='content'] table {
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
  }
  [part~='content'] :is(th, td) {
    border: 1px solid var(--_border);
    padding: 0.4em 0.7em;
    text-align: start;
  }
  [part~='content'] hr {
    border: 0;
    border-block-start: 1px solid var(--_border);
    margin: 2em 0;
  }
  [part~='content'] .embed {
    display: grid;
    place-content: center;
    gap: 0.5rem;
    justify-items: center;
    margin: 0 0 1em;
    padding: 1rem;
    text-align: center;
    background: var(--site-content-embed-background, #f4f4f5);
    border-radius: var(--_radius);
  }
  [part~='content'] .embed iframe {
    width: 100%;
    height: 100%;
    border: 0;
  }
  [part~='content'] .embed:has(iframe) {
    padding: 0;
    display: block;
  }
  [part~='content'] .link-card {
    display: grid;
    gap: 0.25rem;
    margin: 0 0 1em;
    padding: 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    text-decoration: none;
  }
  [part~='content'] .link-card img {
    border-radius: calc(var(--_radius) / 2);
  }
`;
