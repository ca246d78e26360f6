/**
 * test/fixtures/catalogue.html in a frame: every element of the kit on one
 * page, through the build its `?bundle=` names (see the page). For the
 * suites of test/bundle/.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from './wait.js';
import {DATA_ELEMENTS} from './api.js';

/** Every element, the provider first: the folders of src/elements/ (the autoloader's generated table). */
export const TAGS = ['site-content-provider', ...DATA_ELEMENTS];

export type Frame = Window & typeof globalThis & {consoleSaid: string[]};
type DataElement = HTMLElement & {task?: {status: number}; site?: {siteSettled: boolean}};

/** The page's data elements have all shown content: no loading, error, empty or not-found state. */
export async function allShowContent(doc: Document): Promise<void> {
  const shown = (el: DataElement) => {
    const root = el.shadowRoot;
    if (!root || !el.site?.siteSettled) return false;
    if (el.localName === 'site-search') return !!root.querySelector('input[role="combobox"]');
    if (el.localName === 'site-event-calendar') return !!root.querySelector('[role="grid"] [data-date]');
    return el.task?.status === 2 && !root.querySelector('[part~="state"]');
  };
  const elements = [...doc.querySelectorAll<DataElement>(TAGS.slice(1).join(','))];
  expect(elements).to.have.length(TAGS.length - 1);
  const notShown = () => elements.filter((e) => !shown(e)).map((e) => e.localName);
  await waitUntil(() => !notShown().length, undefined, {timeout: 15000}).catch(() => undefined);
  expect(notShown(), 'elements without content').to.deep.equal([]);
}

/** Waits until every tag is defined in the frame, then says which are not. */
export async function allDefined(win: Window): Promise<void> {
  const missing = () => TAGS.filter((tag) => !win.customElements.get(tag));
  await waitUntil(() => !missing().length, undefined, {timeout: 10000}).catch(() => undefined);
  expect(missing(), 'elements not defined').to.deep.equal([]);
}

/** Script files the page loaded (the test server's own left out). */
export function scriptsLoaded(win: Window): string[] {
  return win.performance
    .getEntriesByType('resource')
    .map((r) => new URL(r.name).pathname)
    .filter((p) => p.endsWith('.js') && !p.startsWith('/__web-dev-server'));
}
