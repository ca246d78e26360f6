// Generates custom-elements.json from the class doc comments (`npm run analyze`).
// src/internal/** is included so that members inherited from the base classes resolve.
export default {
  globs: ['src/**/*.ts'],
  // package.json names the shipped manifest (dist/custom-elements.json, scripts/package-dist.js): the analyzer leaves it alone.
  packagejson: false,
  // An element's styles and words (site-x.styles.ts, site-x.words*.ts) are its
  // implementation, documented through the element.
  exclude: ['src/**/*.d.ts', 'src/**/*.styles.ts', 'src/**/*.words.ts', 'src/**/*.words.*.ts'],
  outdir: '.',
  litelement: true,
  plugins: [
    {
      // The analyzer also lists each `dispatchEvent(new SiteLoadEvent(…))` it
      // reads as an event, named after the call's first argument (`info`,
      // `error`, or nothing for an object): the events are the ones `@fires`
      // documents, with their descriptions; the guessed ones are dropped.
      name: 'site-widgets-documented-events',
      packageLinkPhase({customElementsManifest}) {
        for (const mod of customElementsManifest.modules) {
          for (const d of mod.declarations ?? []) if (d.events) d.events = d.events.filter((e) => e.name && e.description);
        }
      },
    },
    {
      // The analyzer lists modules in the order the file system gives them,
      // which differs between machines: sort them, so CI's staleness check
      // compares content, not directory order.
      name: 'site-widgets-sort-modules',
      packageLinkPhase({customElementsManifest}) {
        customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      },
    },
  ],
};
