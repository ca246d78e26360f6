import {css} from 'lit';

export const styles = css`
  [part~='image'] {
    display: block;
    width: 100%;
    max-width: var(--site-profile-image-width, 16rem);
    height: auto;
    border-radius: var(--_radius);
    margin-block-end: 1rem;
  }
  [part~='name'] {
    font-size: var(--site-profile-name-size, 2rem);
    line-height: 1.2;
    margin: 0;
  }
  [part~='summary'] {
    color: var(--_muted);
    margin: 0.25rem 0 1rem;
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
  [part~='section'] {
    margin-block-start: 2rem;
    padding-block-start: 1rem;
    border-block-start: 1px solid var(--_border);
  }
  [part~='section-title'] {
    font-size: var(--site-profile-section-title-size, 1.375rem);
    margin: 0 0 0.75rem;
  }
`;
