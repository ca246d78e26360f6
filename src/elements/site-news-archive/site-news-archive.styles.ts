import {css} from 'lit';

export const styles = css`
  [part~='years'],
  [part~='months'] {
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
  [part~='months'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem var(--site-news-archive-gap, 0.5rem);
  }
  [part~='filter'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--site-news-archive-gap, 0.5rem);
  }
  [part~='button'] {
    padding: 0.35em 0.9em;
    border: 1px solid var(--_border);
    border-radius: var(--site-news-archive-button-radius, 999px);
    background: transparent;
    color: inherit;
  }
  [part~='pressed'] {
    border-color: var(--_accent);
    background: var(--_accent);
    color: var(--site-news-archive-pressed-color, #fff);
  }
`;
