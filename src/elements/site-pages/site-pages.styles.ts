import {css} from 'lit';

export const styles = css`
  [part~='list'] {
    display: grid;
    gap: var(--site-pages-gap, 0.25rem);
  }
  [part~='sublist'] {
    padding-inline-start: var(--site-pages-indent, 1.25rem);
    margin-block-start: var(--site-pages-gap, 0.25rem);
  }
  [part~='link'] {
    text-decoration: none;
  }
  [part~='link']:hover {
    text-decoration: underline;
  }
  [part~='current'] {
    font-weight: var(--site-pages-current-weight, 700);
    color: inherit;
  }
  [part~='skeleton'] li {
    height: var(--site-skeleton-item-height, 1.5rem);
    margin-block-end: 0.5rem;
  }
`;
