import {css} from 'lit';

export const styles = css`
  :host {
    --_item-gap: var(--site-events-gap, var(--_gap));
    --_item-padding: var(--site-events-item-padding, 0.75rem 0);
    --_item-background: var(--site-events-item-background, var(--_surface));
    --_item-border: var(--site-events-item-border, 0 0 1px 0 solid var(--_border));
    --_title-size: var(--site-events-title-size, 1.125rem);
    --_badge-background: var(--site-events-badge-background, #fef3c7);
    --_badge-color: var(--site-events-badge-color, #78350f);
  }
  [part~='list'] {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--_item-gap);
  }
  [part~='item'] {
    padding: var(--_item-padding);
    background: var(--_item-background);
    border-block-end: 1px solid var(--_border);
  }
  [part~='title'] {
    font-size: var(--_title-size);
    margin: 0 0 0.25rem;
    line-height: 1.3;
  }
  [part~='title'] a {
    text-decoration: none;
  }
  [part~='title'] a:hover {
    text-decoration: underline;
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
    vertical-align: middle;
    background: var(--_badge-background);
    color: var(--_badge-color);
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
