import { defineConfig } from 'vite';

// Library mode: one self-contained, minified ES module (Lit included) that any page loads with a
// single <script type="module">, no build step on the embedding side.
export default defineConfig({
  build: {
    outDir: 'dist',
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
      // The rules and parallel modules are pure (STYLE.md practice 1): what the bundle does not use
      // (the XState machine, unused tables) may be dropped.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/](rules|parallel)[\\/]src[\\/]/.test(id) },
      output: { minify: true },
    },
  },
});
