// Generates custom-elements.json from the class doc comments (`npm run analyze`).
// src/internal/** is included so that members inherited from the base classes resolve.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.d.ts', 'src/**/*.styles.ts'],
  outdir: '.',
  litelement: true,
};
