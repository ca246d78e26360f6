/**
 * Every boolean property of every element is `false` until set, never
 * undefined: Vue sets a bare attribute (`<site-events upcoming>`) as the
 * property, as `true` only where the property is a boolean already (else as
 * `""`, which is false). `npm run test:package` proves it in a real Vue app.
 */
import {expect} from '@open-wc/testing';
import '../../src/index.js';

type Props = Map<PropertyKey, {type?: unknown; attribute?: unknown}>;

describe('boolean properties, as frameworks read them', () => {
  it('are false (a boolean) before they are set, on every element', async () => {
    const manifest = (await (await fetch('/custom-elements.json')).json()) as {modules: {declarations?: unknown[]}[]};
    const booleans: string[] = [];
    const tags = manifest.modules.flatMap((m) => (m.declarations ?? []) as {tagName?: string}[]).flatMap((d) => (d.tagName ? [d.tagName] : []));
    expect(tags.length, 'every element of the manifest').to.be.greaterThan(10);
    for (const tag of tags) {
      const Element = customElements.get(tag)!;
      const props = (Element as unknown as {elementProperties: Props}).elementProperties;
      const el = document.createElement(tag) as unknown as Record<PropertyKey, unknown>;
      for (const [name, options] of props) {
        if (options.type !== Boolean) continue;
        booleans.push(`${tag}.${String(name)}`);
        expect(el[name], `${tag}.${String(name)}`).to.equal(false);
      }
    }
    expect(booleans, 'the kit has boolean properties').to.include.members(['site-events.upcoming', 'site-content-provider.sessionCache']);
  });

  it('a bare attribute set as Vue sets it turns the property on, and the attribute still works', () => {
    const el = document.createElement('site-events') as HTMLElement & {upcoming: unknown};
    // Vue's patchDOMProp for a bare attribute: `true` when the property is a boolean, else "".
    el.upcoming = typeof el.upcoming == 'boolean' ? true : '';
    expect(el.upcoming).to.equal(true);
    const other = document.createElement('site-events') as HTMLElement & {upcoming: unknown};
    other.setAttribute('upcoming', '');
    document.body.append(other);
    expect(other.upcoming).to.equal(true);
    other.remove();
  });
});
