import {css} from 'lit';

export const styles = css`
  [part~='image'] {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: var(--_radius);
  }
  [part~='gallery'] {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0.5rem 0 0;
    padding: 0;
  }
  [part~='gallery-image'] {
    display: block;
    width: var(--site-product-gallery-size, 6rem);
    height: auto;
    border-radius: var(--_radius);
  }
  [part~='title'] {
    font-size: var(--site-product-title-size, 2rem);
    line-height: 1.2;
    margin: 1rem 0 0.5rem;
  }
  [part~='artist'] {
    color: var(--_muted);
    margin: 0 0 0.5rem;
  }
  [part~='price'] {
    font-size: var(--site-product-price-size, 1.5rem);
    font-weight: 600;
    margin: 0 0 0.5rem;
  }
  [part~='badge'] {
    display: inline-block;
    padding: 0.1em 0.6em;
    border-radius: 999px;
    font-size: 0.875em;
    font-weight: 600;
    background: var(--site-product-badge-background, #e0f2fe);
    color: var(--site-product-badge-color, #0c4a6e);
  }
  [part~='buy'] {
    display: inline-block;
    padding: 0.5em 1.5em;
    border-radius: var(--_radius);
    background: var(--_accent);
    color: var(--site-product-buy-color, #fff);
    font-weight: 600;
    text-decoration: none;
  }
  [part~='tags'] {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 1.5rem 0 0;
    padding: 0;
  }
  [part~='tag'] {
    padding: 0.15em 0.6em;
    border: 1px solid var(--_border);
    border-radius: 999px;
    font-size: 0.875em;
  }
`;
