import {css} from 'lit';

export const styles = css`
  :host {
    --_card-ratio: var(--site-products-image-ratio, 1);
    /* A title of three lines, the author and the price: what site-widgets.css reserves before the script. */
    --_card-text: 9rem;
  }
  [part~='list'],
  [part~='skeleton'] {
    display: grid;
    grid-template-columns: var(--site-products-columns, repeat(auto-fill, minmax(12rem, 1fr)));
    gap: var(--site-products-gap, var(--_gap));
  }
  [part~='item'] {
    padding: var(--site-products-item-padding, 0.75rem);
    background: var(--site-products-item-background, var(--site-color-surface));
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  [part~='image'] {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--_radius);
    margin-block-end: 0.5rem;
  }
  [part~='title'] {
    font-size: var(--site-products-title-size, 1.125rem);
    line-height: 1.3;
  }
  [part~='title'],
  p {
    margin: 0 0 0.25rem;
  }
  [part~='link']:not(:hover) {
    text-decoration: none;
  }
  [part~='price'] {
    font-weight: var(--site-products-price-weight, 600);
  }
  [part~='author'] {
    color: var(--_muted);
  }
`;
