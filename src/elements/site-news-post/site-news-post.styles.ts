import {css} from 'lit';

export const styles = css`
  [part~='title'] {
    font-size: var(--site-news-post-title-size, 2rem);
    line-height: 1.2;
    margin: 0 0 0.5rem;
  }
  [part~='meta'] {
    color: var(--_muted);
    margin: 0 0 1rem;
  }
  [part~='image'] {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: var(--_radius);
    margin-block-end: 1rem;
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
