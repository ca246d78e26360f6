import {css} from 'lit';

export const styles = css`
  [hidden] {
    display: none !important;
  }
  [part~='label'] {
    display: block;
    margin-block-end: 0.25rem;
    font-weight: 600;
  }
  /* The input and the dialog: a light box of their own, whatever the page's colours. */
  [part~='input'],
  [part~='dialog'] {
    box-sizing: border-box;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--site-color-background, #fff);
    color: var(--site-color-text, #18181b);
  }
  [part~='input'] {
    width: 100%;
    font: inherit;
    padding: var(--site-search-input-padding, 0.5em 0.75em);
  }
  [part~='input']:focus-visible {
    outline: 2px solid var(--site-color-focus, var(--_accent));
    outline-offset: 1px;
  }
  [part~='panel'] {
    margin-block-start: 0.5rem;
    background: var(--site-color-surface);
  }
  [part~='state'] {
    padding: 0.25rem 0;
  }
  [part~='listbox'] {
    max-height: var(--site-search-max-height, 24rem);
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  [part~='group'] + [part~='group'] {
    margin-block-start: 0.5rem;
  }
  [part~='group-label'] {
    padding: 0.25rem 0.5rem;
    font-size: 0.8em;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--_muted);
  }
  [part~='option'] {
    display: block;
    padding: 0.4rem 0.5rem;
    border-inline-start: 3px solid transparent;
    border-radius: calc(var(--_radius) / 2);
    color: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  [part~='option']:hover,
  [part~='active'] {
    background: var(--site-search-active-background, #eff6ff);
  }
  [part~='active'] {
    border-inline-start-color: var(--_accent);
  }
  [part~='title'] {
    display: block;
    font-weight: 600;
    color: var(--site-color-link, var(--_accent));
  }
  [part~='excerpt'] {
    display: block;
    font-size: 0.9em;
    color: var(--_muted);
  }
  [part~='mark'] {
    background: var(--site-search-mark-background, #fef08a);
    color: var(--site-search-mark-color, inherit);
    border-radius: 2px;
  }
  [part~='trigger'] {
    display: inline-flex;
    align-items: center;
    gap: 0.5em;
    padding: 0.4em 0.75em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: transparent;
    color: inherit;
  }
  [part~='shortcut'] {
    font: inherit;
    font-size: 0.8em;
    padding: 0 0.35em;
    border: 1px solid var(--_border);
    border-radius: 0.25rem;
    color: var(--_muted);
  }
  /* A touch screen (no hover, a coarse pointer) has no keyboard to press it with: no hint. */
  @media (hover: none) and (pointer: coarse) {
    [part~='shortcut'] {
      display: none;
    }
  }
  [part~='dialog'] {
    width: min(var(--site-search-dialog-width, 40rem), calc(100vw - 2rem));
    max-height: calc(100vh - 4rem);
    margin-block-start: 2rem;
    padding: var(--_gap);
    font-family: var(--site-font-family, inherit);
  }
  [part~='dialog']::backdrop {
    background: #0006; /* black at 40% */
  }
  [part~='close'] {
    float: inline-end;
    border: 0;
    background: transparent;
    font-size: 1.5rem;
    line-height: 1;
    color: inherit;
  }
`;
