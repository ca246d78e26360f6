import {css} from 'lit';

export const styles = css`
  :host([field='name']),
  :host([field='description']),
  :host([field='logo']) {
    display: inline;
  }
  [part~='info'] {
    display: flex;
    align-items: center;
    gap: var(--_gap);
  }
  [part~='logo'] {
    height: var(--site-info-logo-size, 3rem);
    width: auto;
    flex: none;
  }
  :host([field='logo']) [part~='logo'] {
    height: var(--site-info-logo-size, 1.2em);
    vertical-align: middle;
  }
  [part~='info'] [part~='name'] {
    margin: 0;
    font-size: var(--site-info-name-size, 1.5rem);
    font-weight: 700;
    line-height: 1.2;
  }
  [part~='info'] [part~='description'] {
    margin: 0.25rem 0 0;
    color: var(--_muted);
  }
  span[part~='skeleton'] {
    display: inline-block;
    width: 8em;
    height: 1em;
    vertical-align: middle;
    border-radius: var(--_radius);
    background: var(--site-color-skeleton, #e4e4e7);
  }
  /* The logo, the name and a line of description. */
  [part~='skeleton'] li {
    height: var(--site-skeleton-item-height, 5rem);
  }
`;
