import {css} from 'lit';

export const styles = css`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  [part~='years'] {
    display: grid;
    gap: var(--site-news-archive-gap, 0.5rem);
  }
  [part~='year-label'] {
    display: block;
    font-weight: 600;
    font-size: var(--site-news-archive-year-size, 1rem);
  }
  [part~='months'],
  [part~='filter'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--site-news-archive-gap, 0.5rem);
  }
  [part~='months'] {
    row-gap: 0.25rem;
  }
  [part~='button'] {
    padding: 0.35em 0.9em;
    border: 1px solid var(--_border);
    border-radius: var(--site-news-archive-button-radius, 999px);
    background: none;
    color: inherit;
  }
  [part~='pressed'] {
    border-color: var(--_accent);
    background: var(--_accent);
    color: var(--site-news-archive-pressed-color, #fff);
  }
`;
