import {css} from 'lit';

export const styles = css`
  [part~='list'],
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
  [part~='skeleton'] li {
    height: var(--site-skeleton-item-height, 2rem);
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
