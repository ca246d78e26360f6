import {css} from 'lit';

export const styles = css`
  [part~='calendar'] {
    max-width: var(--site-event-calendar-max-width, 24rem);
  }
  [part~='skeleton'] li {
    height: var(--site-skeleton-item-height, 18.5rem);
    max-width: var(--site-event-calendar-max-width, 24rem);
  }
  [part~='header'] {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin-block-end: 0.5rem;
  }
  [part~='month-label'] {
    font-weight: 600;
  }
  [part~='prev'],
  [part~='next'] {
    min-width: 2.5rem;
    min-height: 2.5rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: transparent;
    color: var(--_accent);
    font-size: 1.25rem;
    line-height: 1;
  }
  /* Prev or next at a bound. */
  [part~='header'] :disabled {
    color: var(--_muted);
    opacity: 0.5;
    cursor: default;
  }
  /* The days stand apart by the table's own border-spacing (2px, separate borders). */
  [part~='grid'] {
    width: 100%;
    table-layout: fixed;
  }
  [part~='weekday'] {
    font-size: 0.8em;
    font-weight: 600;
    color: var(--_muted);
    padding-block: 0.25rem;
  }
  [part~='day'] {
    position: relative;
    height: var(--site-event-calendar-day-size, 2.5rem);
    text-align: center;
    border-radius: var(--_radius);
    border: 1px solid transparent;
  }
  [part~='outside'] {
    color: var(--_muted);
  }
  [part~='today'] {
    border-color: var(--_border);
    font-weight: 700;
  }
  [part~='has-events'] {
    cursor: pointer;
    background: var(--site-event-calendar-event-background, #eef2ff);
  }
  [part~='mark'] {
    position: absolute;
    inset-inline: 0;
    bottom: 0;
    line-height: 1;
    color: var(--_accent);
  }
  [part~='selected'] {
    background: var(--site-event-calendar-selected-background, var(--_accent));
    color: var(--site-event-calendar-selected-color, #fff);
  }
  [part~='selected'] [part~='mark'] {
    color: inherit;
  }
  [part~='day']:focus-visible {
    outline: 2px solid var(--site-color-focus, var(--_accent));
    outline-offset: 1px;
  }
  [part~='empty-month'] {
    margin: 0.5rem 0 0;
    color: var(--_muted);
  }
  [part~='events'] {
    margin-block-start: var(--_gap);
  }
`;
