import {css} from 'lit';

export const styles = css`
  [part~='title'] {
    font-size: var(--site-page-title-size, 2rem);
    line-height: 1.2;
    margin: 0 0 1rem;
  }
  [part~='children'] ul {
    list-style: none;
    margin: 1.5rem 0 0;
    padding: 1rem 0 0;
    border-block-start: 1px solid var(--_border);
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
  }
`;
