// custom-elements.json documents every element completely: a missing element
// or a missing description fails here (the manifest is generated from the
// class doc comments by `npm run analyze`; CI also fails when it is stale).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {onDemandTags} from '../../scripts/gen-elements.js';

const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'));
const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);
// What the autoloader loads on demand: every folder of src/elements/ but the provider.
const tags = onDemandTags();

test('every element the script tag can load is in the manifest, and the provider too', () => {
  const documented = new Set(elements.map((e) => e.tagName));
  assert.ok(tags.length >= 3, 'the autoloader lists the elements');
  for (const tag of [...tags, 'site-content-provider']) assert.ok(documented.has(tag), `<${tag}> is missing from custom-elements.json`);
});

for (const el of elements) {
  test(`<${el.tagName}> is documented completely`, () => {
    const missing = [];
    if (!el.summary) missing.push('@summary');
    if (!el.description) missing.push('class description');
    for (const [kind, items] of [
      ['attribute', el.attributes ?? []],
      ['slot', el.slots ?? []],
      ['CSS part', el.cssParts ?? []],
      ['CSS property', el.cssProperties ?? []],
      ['event', el.events ?? []],
    ]) {
      for (const item of items) if (!item.description?.trim()) missing.push(`${kind} ${item.name || '(default)'}`);
    }
    const publicFields = (el.members ?? []).filter((m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public');
    for (const f of publicFields) if (!f.description?.trim()) missing.push(`property ${f.name}`);
    assert.deepEqual(missing, [], `<${el.tagName}> lacks descriptions`);
    assert.ok((el.events ?? []).some((e) => e.name === 'site-error'), `<${el.tagName}> documents site-error`);
  });
}
