import {css} from 'lit';

export const styles = css`
  /* A skeleton row: one event with its date, place and price; then the "more" button. */
  :host {
    --_row: 9rem;
    --_more: 3.625rem;
  }
  /* On a phone a title takes two lines (the same figure as site-widgets.css). */
  @media (max-width: 40rem) {
    :host {
      --_row: 10.5rem;
    }
  }
  [part~='list'] {
    display: grid;
    gap: var(--site-events-gap, var(--_gap));
  }
  [part~='item'] {
    padding: var(--site-events-item-padding, 0.75rem 0);
    background: var(--site-events-item-background, var(--site-color-surface));
    border-block-end: 1px solid var(--_border);
  }
  [part~='title'] {
    font-size: var(--site-events-title-size, 1.125rem);
    margin: 0 0 0.25rem;
    line-height: 1.3;
  }
  [part~='title'] a:not(:hover) {
    text-decoration: none;
  }
  [part~='date'],
  [part~='location'] {
    margin: 0;
    color: var(--_muted);
  }
  [part~='badge'] {
    display: inline-block;
    margin-block-end: 0.25rem;
    padding: 0.1em 0.5em;
    border-radius: 999px;
    font-size: 0.8em;
    font-weight: 600;
    background: var(--site-events-badge-background, #fef3c7);
    color: var(--site-events-badge-color, #78350f);
  }
  .cancelled [part~='title'] {
    text-decoration-line: line-through;
  }
  [part~='tickets'] {
    display: inline-block;
    margin-block-start: 0.25rem;
    font-weight: 600;
  }
`;
