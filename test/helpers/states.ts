/**
 * The states every data element shares, checked the same way for each:
 * the loading skeleton, then site-load; the error state on a 500, with
 * site-error; one console warning per invalid attribute; a reload after an
 * attribute change. test/elements/states.test.ts runs them over every data
 * element from one table; each element's own test file keeps what is its own.
 */
import {expect, oneEvent} from '@open-wc/testing';
import {waitUntil} from './wait.js';
import type {SiteErrorEvent} from '../../src/events/site-events.js';
import type {SiteDataElement} from '../../src/internal/site-data-element.js';
import {unique} from './api.js';
import {captureConsole, part, settled} from './dom.js';

type DataElement = SiteDataElement<never, unknown>;

/**
 * A freshly mounted element on a slow site: busy, a skeleton that reserves
 * space (at least `minHeight` px) in a status region, no axe violation; then
 * a bubbling, composed site-load with `count`, and no longer busy.
 */
export async function expectLoadingThenLoad(el: Element, count: number, {minHeight = 100} = {}): Promise<void> {
  await (el as DataElement).updateComplete;
  expect(el.getAttribute('aria-busy')).to.equal('');
  expect(part(el, 'skeleton')!.getBoundingClientRect().height).to.be.greaterThan(minHeight);
  expect(part(el, 'loading')!.getAttribute('role')).to.equal('status');
  await expect(el).to.be.accessible();
  const event = await oneEvent(el, 'site-load');
  expect(event.detail.count).to.equal(count);
  expect(event.bubbles && event.composed).to.be.true;
  // site-load may come a moment before the site's settings (also slow) let the content render.
  await settled(el);
  expect(el.hasAttribute('aria-busy')).to.be.false;
}

/**
 * An element (mounted by `mountOn` on a site key whose API answers 500)
 * fires site-error with the status and the URL of `path`, shows the error
 * state with a retry button, says what failed on the console, and stays
 * accessible. Returns the element.
 */
export async function expectServerError<T extends Element>(mountOn: (siteKey: string) => T, path: string): Promise<T> {
  const errors = captureConsole('error');
  const heard: SiteErrorEvent[] = [];
  const listen = (event: SiteErrorEvent) => heard.push(event);
  document.addEventListener('site-error', listen);
  try {
    const siteKey = unique('down');
    const el = mountOn(siteKey);
    await waitUntil(() => heard.some((e) => e.target === el), 'no site-error from the element');
    const event = heard.find((e) => e.target === el)!;
    expect(event.detail.status).to.equal(500);
    expect(event.detail.url).to.contain(`/api/v2/${siteKey}/public${path}`);
    await settled(el);
    expect(part(el, 'error')!.textContent).to.contain('could not be loaded');
    expect(part(el, 'retry')).to.exist;
    expect(errors.messages.some((m) => m.includes('HTTP 500'))).to.be.true;
    await expect(el).to.be.accessible();
    return el;
  } finally {
    document.removeEventListener('site-error', listen);
    errors.restore();
  }
}

/** Exactly one console warning names each of `values` (such as `limit="abc"`). */
export function expectOneWarningEach(messages: string[], values: string[]): void {
  for (const value of values) expect(messages.filter((m) => m.includes(value)), value).to.have.length(1);
}

/** Waits for the reload an attribute change starts, and its render. */
export async function reloaded(el: Element): Promise<void> {
  const e = el as DataElement;
  await e.updateComplete;
  await e.task.taskComplete;
  await e.updateComplete;
}
