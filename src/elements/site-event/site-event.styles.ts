import {css} from 'lit';

export const styles = css`
  [part~='title'] {
    font-size: var(--site-event-title-size, 2rem);
    line-height: 1.2;
    margin: 0 0 0.5rem;
  }
  .cancelled [part~='title'] {
    text-decoration-line: line-through;
  }
  [part~='badge'] {
    display: inline-block;
    margin: 0 0 0.5rem;
    padding: 0.1em 0.6em;
    border-radius: 999px;
    font-size: 0.875em;
    font-weight: 600;
    background: var(--site-event-badge-background, #fef3c7);
    color: var(--site-event-badge-color, #78350f);
  }
  [part~='image'] {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: var(--_radius);
    margin-block-end: 1rem;
  }
  [part~='date'],
  [part~='location'] {
    margin: 0 0 0.25rem;
    color: var(--_muted);
  }
  [part~='date'] {
    font-weight: 600;
  }
  [part~='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    margin: 1rem 0;
  }
  [part~='tickets'] {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 1rem 0;
    padding: 0;
  }
  [part~='ticket'] {
    font-weight: 600;
  }
  [part~='ticket-link'],
  [part~='calendar'] {
    display: inline-block;
    padding: 0.4em 1em;
    border: 1px solid var(--_accent);
    border-radius: var(--_radius);
    text-decoration: none;
    font-weight: 600;
  }
  [part~='ticket-link'] {
    background: var(--_accent);
    color: #fff;
  }
  [part~='children'] ul {
    padding-inline-start: 1.25rem;
  }
  [part~='performers'] {
    margin: 1rem 0 0;
  }
  [part~='tags'] {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 1rem 0 0;
    padding: 0;
  }
  [part~='tag'] {
    padding: 0.15em 0.6em;
    border: 1px solid var(--_border);
    border-radius: 999px;
    font-size: 0.875em;
  }
`;
