import {css} from 'lit';

export const styles = css`
  [part~='list'],
  [part~='skeleton'],
  [part~='chips'] {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: var(--site-tags-gap, 0.5rem);
  }
  [part~='item'],
  [part~='chip'] {
    padding: 0.2em 0.75em;
    border: 1px solid var(--_border);
    border-radius: 999px;
    background: transparent;
    color: inherit;
  }
  /* Chips of a typical tag's size in a box of a few rows of tags (how many tags there are is not known). */
  [part~='skeleton'] {
    height: var(--site-skeleton-item-height, 10rem);
    overflow: hidden;
  }
  [part~='skeleton'] li {
    width: 6rem;
    height: 2rem;
    margin: 0;
  }
  [part~='link'] {
    text-decoration: none;
  }
  [part~='count'] {
    color: var(--_muted);
    font-size: 0.85em;
  }
  [part~='chip'][aria-pressed='true'] {
    background: var(--site-tags-chip-active-background, var(--_accent));
    border-color: var(--site-tags-chip-active-background, var(--_accent));
    color: var(--site-tags-chip-active-color, #fff);
  }
  [aria-pressed='true'] [part~='count'] {
    color: inherit;
  }
`;
