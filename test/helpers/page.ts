/**
 * What the page-level browser tests (the demo pages, the configurator, the
 * layouts) ask of a page in a frame: are its elements done, what does axe
 * find, what moved while it loaded.
 */

/** A kit element as these tests read it. */
export type DataElement = HTMLElement & {task?: {status: number}; site?: {siteSettled: boolean}};

/** An element that has shown what it got: settled, past loading (its content, an empty list or an error). */
export function done(el: DataElement): boolean {
  const root = el.shadowRoot;
  if (!root || !el.site?.siteSettled) return false;
  if (el.localName === 'site-search') return !!root.querySelector('input[role="combobox"]');
  if (el.localName === 'site-event-calendar') return !!root.querySelector('[role="grid"] [data-date]');
  return (el.task?.status === 2 || el.task?.status === 3) && !root.querySelector('[part~="loading"]');
}

/** Runs axe-core in a frame's document (loaded into it once) and lists what it finds: rule, then where. */
export async function axeViolations(win: Window, doc: Document): Promise<string[]> {
  const axeWindow = win as Window & {axe?: {run(context: Document): Promise<{violations: {id: string; nodes: {target: string[]}[]}[]}>}};
  if (!axeWindow.axe) {
    const script = doc.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    await new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
      doc.head.append(script);
    });
  }
  const {violations} = await axeWindow.axe!.run(doc);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page's layout shifts so far that no input caused, summed (CLS as a load measures it), and what moved. */
export async function layoutShifts(win: Window): Promise<{cls: number; moved: string[]}> {
  type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources: {node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[]};
  const entries: Shift[] = [];
  const observer = new (win as typeof window).PerformanceObserver((list) => entries.push(...(list.getEntries() as Shift[])));
  observer.observe({type: 'layout-shift', buffered: true});
  // A shift is reported once its frame is drawn: two more frames, and the
  // last one the page made is in; takeRecords() hands over what the observer
  // holds, the buffered entries included, without waiting for its callback.
  for (let i = 0; i < 2; i++) await new Promise((resolve) => win.requestAnimationFrame(resolve));
  entries.push(...(observer.takeRecords() as Shift[]));
  observer.disconnect();
  const shifts = entries.filter((e) => !e.hadRecentInput);
  const name = (node?: Node | null) =>
    node instanceof (win as typeof window).Element ? `<${node.localName}${node.id ? `#${node.id}` : ''}${node.className ? `.${String(node.className).replace(/ /g, '.')}` : ''}>` : String(node?.nodeName);
  const rect = (r: DOMRectReadOnly) => `${Math.round(r.y)}+${Math.round(r.height)}`;
  const moved = shifts.flatMap((e) => e.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)} at ${Math.round(e.startTime)} ms`));
  return {cls: shifts.reduce((sum, e) => sum + e.value, 0), moved};
}
