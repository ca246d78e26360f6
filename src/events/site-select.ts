/**
 * The event of a visitor's pick (a search result, a day, a tag, a year):
 * bubbling, composed and cancelable. A module of its own, so that only the
 * elements that fire it carry it.
 */
export interface SiteSelectDetail {
  /** What was picked: an item, a day, a tag. */
  kind: string;
  /** The slug or value of what was picked. */
  value: string;
  /** The record, when there is one. */
  item?: unknown;
}

/** Fired when a visitor picks something. */
export class SiteSelectEvent extends CustomEvent<SiteSelectDetail> {
  constructor(detail: SiteSelectDetail) {
    super('site-select', {bubbles: true, composed: true, cancelable: true, detail});
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'site-select': SiteSelectEvent;
  }
}
