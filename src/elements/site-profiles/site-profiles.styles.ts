import {css} from 'lit';

export const styles = css`
  :host {
    --_card-ratio: var(--site-profiles-image-ratio, 1);
  }
  [part~='list'],
  [part~='skeleton'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--site-profiles-min-width, 12rem)), 1fr));
    gap: var(--site-profiles-gap, var(--_gap));
  }
  [part~='item'] {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    padding: var(--site-profiles-item-padding, 0.75rem);
    background: var(--site-color-surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  [part~='image'] {
    order: -1;
    width: 100%;
    height: auto;
    aspect-ratio: var(--site-profiles-image-ratio, 1);
    object-fit: cover;
    border-radius: var(--_radius);
    margin-block-end: 0.5rem;
  }
  [part~='name'] {
    font-size: var(--site-profiles-name-size, 1.125rem);
    margin: 0;
    line-height: 1.3;
  }
  [part~='link'] {
    text-decoration: none;
  }
  [part~='link']::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: var(--_radius);
  }
  [part~='item']:hover [part~='link'] {
    text-decoration: underline;
  }
  [part~='link']:focus-visible {
    outline: none;
  }
  [part~='link']:focus-visible::after {
    outline: 2px solid var(--site-color-focus, var(--_accent));
    outline-offset: 2px;
  }
  [part~='summary'] {
    margin: 0;
    color: var(--_muted);
  }
`;
