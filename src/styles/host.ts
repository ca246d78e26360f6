import {css} from 'lit';

/**
 * Host styles shared by every element: the shared `--site-*` tokens with
 * literal fallbacks, so an element looks right on a page with no theme.
 */
export const hostStyles = css`
  :host {
    /* A box of its own: no margin inside it collapses through it (nothing moves when a state with a paragraph comes). */
    display: flow-root;
    box-sizing: border-box;
    /* Inherited properties: an unset token leaves them inherited (no fallback needed). */
    font-family: var(--site-font-family);
    color: var(--site-color-text);
    --_accent: var(--site-color-accent, #1d4ed8);
    --_muted: var(--site-color-muted, #595959);
    --_border: var(--site-color-border, #d4d4d8);
    --_radius: var(--site-radius, 0.5rem);
    --_gap: var(--site-space, 1rem);
    /* The space it takes while loading (its skeleton's, or a reserve the page set), kept when the content comes (--_kept: KeptHeight). */
    min-height: var(--_kept, var(--site-reserve));
  }
  :host([hidden]) {
    display: none;
  }
  a {
    color: var(--site-color-link, var(--_accent));
  }
  a:focus-visible,
  button:focus-visible {
    outline: 2px solid var(--site-color-focus, var(--_accent));
    outline-offset: 2px;
  }
  button {
    font: inherit;
    cursor: pointer;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  [part~='state'] {
    color: var(--_muted);
    margin: 0;
  }
  [part~='error'] {
    color: var(--site-color-error, #b91c1c);
  }
  [part~='list'],
  [part~='skeleton'] {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  /* With room for a "more" button below the rows, where the list has one (--_more). */
  [part~='skeleton'] {
    padding-block-end: var(--_more);
  }
  /* Never more than a reserve the page set. */
  [part~='loading'] {
    max-height: var(--site-reserve);
    overflow: hidden;
  }
  [part~='skeleton'] li {
    height: var(--site-skeleton-item-height, var(--_row, 4.5rem));
    margin-block-end: var(--_gap);
    border-radius: var(--_radius);
    background: var(--site-color-skeleton, #e4e4e7);
  }
  [part~='more'] {
    margin-block-start: var(--_gap);
    padding: 0.5em 1.25em;
    border: 1px solid var(--_accent);
    border-radius: var(--_radius);
    background: transparent;
    color: var(--_accent);
  }
  [part~='more']:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
