import {css} from 'lit';

export const styles = css`
  /* A skeleton row: a post's image by its ratio, then its text; then the "more" button. */
  :host {
    --_more: 3.625rem;
  }
  [part~='skeleton'] li {
    height: auto;
    padding-block-end: var(--site-skeleton-item-height, 9rem);
  }
  [part~='skeleton'] li::before {
    content: '';
    display: block;
    aspect-ratio: var(--site-news-image-ratio, 16 / 9);
  }
  [part~='list'] {
    display: grid;
    gap: var(--site-news-gap, var(--_gap));
  }
  [part~='item'] {
    display: flex;
    flex-direction: column;
    padding: var(--site-news-item-padding, 0.75rem 0);
    background: var(--site-news-item-background, var(--site-color-surface));
    border-block-end: 1px solid var(--_border);
  }
  [part~='title'] {
    font-size: var(--site-news-title-size, 1.125rem);
    margin: 0 0 0.25rem;
    line-height: 1.3;
  }
  [part~='title'] a:not(:hover) {
    text-decoration: none;
  }
  [part~='date'] {
    margin: 0;
    color: var(--_muted);
  }
  [part~='excerpt'] {
    margin: 0.25rem 0 0;
  }
  [part~='image'] {
    order: -1;
    display: block;
    max-width: 100%;
    height: auto;
    /* The designer's ratio, else the image's own (--_ratio, set from its size): its space is kept before it loads. */
    aspect-ratio: var(--site-news-image-ratio, var(--_ratio, auto));
    object-fit: cover;
    margin-block-end: 0.5rem;
    border-radius: var(--_radius);
  }
`;
