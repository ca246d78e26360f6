import {css} from 'lit';

export const styles = css`
  [part~='title'] {
    font-size: var(--site-page-title-size, 2rem);
    line-height: 1.2;
    margin: 0 0 1rem;
  }
`;
