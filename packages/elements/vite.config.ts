import { defineConfig } from 'vite';

// The script-tag form of the package: one self-contained, minified ES module (Lit included) in bundle/
// that any page loads with a single <script type="module">, no build step on the embedding side. (The
// ES module form, dist/, is compiled by tsc and leaves lit to the page's own copy.)
export default defineConfig({
  build: {
    outDir: 'bundle',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: true,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'nardy-elements.js',
    },
    rolldownOptions: {
      // The rules, parallel and bot modules are pure (STYLE.md practice 1): what the bundle does not use
      // (the XState machine, unused tables) may be dropped.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/](rules|parallel|bot)[\\/]src[\\/]/.test(id) },
      output: { minify: true },
    },
  },
});
