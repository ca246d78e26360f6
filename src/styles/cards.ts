import {css} from 'lit';

/**
 * The skeleton of a list of cards (<site-profiles>, <site-products>): laid
 * out in the list's own grid (the element's rule for `[part~='list']` names
 * `[part~='skeleton']` too), each card an image by its ratio (`--_card-ratio`,
 * set by the element from its own custom property), then its text
 * (`--_card-text`, as tall as site-widgets.css reserves for it); room for
 * the "more" button below.
 */
export const cardSkeleton = css`
  :host {
    --_more: 3.625rem;
  }
  [part~='skeleton'] li {
    height: auto;
    margin: 0;
    padding-block-end: var(--site-skeleton-item-height, var(--_card-text, 8.5rem));
  }
  [part~='skeleton'] li::before {
    content: '';
    display: block;
    aspect-ratio: var(--_card-ratio, 1);
  }
`;
