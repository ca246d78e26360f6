import {css} from 'lit';

export const styles = css`
  [part~='image'] {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: var(--_radius);
  }
  [part~='title'] {
    font-size: var(--site-product-title-size, 2rem);
    line-height: 1.2;
    margin: 1rem 0 0.5rem;
  }
  [part~='author'],
  [part~='released'] {
    color: var(--_muted);
    margin: 0 0 0.5rem;
  }
  [part~='artists'] {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0 0 0.5rem;
    padding: 0;
  }
  [part~='variants'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    border: 0;
    margin: 0.5rem 0 1rem;
    padding: 0;
  }
  [part~='variants-label'] {
    padding: 0;
    margin-block-end: 0.5rem;
    font-weight: 600;
  }
  [part~='variant'] {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
    padding: 0.35em 0.75em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    cursor: pointer;
  }
  [part~='variant']:has(:checked) {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
  }
  [part~='variant']:has(:focus-visible) {
    outline: 2px solid var(--site-color-focus, var(--_accent));
    outline-offset: 2px;
  }
  [part~='variant'] input {
    margin: 0;
    accent-color: var(--_accent);
  }
  [part~='price'] {
    font-size: var(--site-product-price-size, 1.5rem);
    font-weight: 600;
    margin: 0 0 0.5rem;
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
