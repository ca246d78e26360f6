import {css} from 'lit';

export const styles = css`
  [part~='list'] {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: var(--site-products-columns, repeat(auto-fill, minmax(12rem, 1fr)));
    gap: var(--site-products-gap, var(--_gap));
  }
  [part~='item'] {
    padding: var(--site-products-item-padding, 0.75rem);
    background: var(--site-products-item-background, var(--_surface));
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
    margin: 0 0 0.25rem;
    line-height: 1.3;
  }
  [part~='title'] a {
    text-decoration: none;
  }
  [part~='title'] a:hover {
    text-decoration: underline;
  }
  [part~='price'] {
    margin: 0 0 0.25rem;
    font-weight: var(--site-products-price-weight, 600);
  }
  [part~='badge'] {
    display: inline-block;
    padding: 0.1em 0.5em;
    border-radius: 999px;
    font-size: 0.8em;
    font-weight: 600;
    background: var(--site-products-badge-background, #e0f2fe);
    color: var(--site-products-badge-color, #0c4a6e);
  }
  .sold_out [part~='badge'] {
    background: var(--site-products-soldout-background, #f4f4f5);
    color: var(--site-products-soldout-color, #3f3f46);
  }
`;
