import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `sw.js` from `sw-template.js` with the list of every built file and a version hash of that
 * list, so the service worker precaches exactly this build and drops the caches of older ones.
 */
function serviceWorker(): Plugin {
  return {
    name: 'nardy-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => !f.endsWith('.map'));
      const assets = [
        './',
        ...files.map((f) => `./${f}`),
        './manifest.webmanifest',
        './icon.svg',
        './icon-192.png',
        './icon-512.png',
      ];
      const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(fileURLToPath(new URL('./sw-template.js', import.meta.url)), 'utf8');
      const source = template.replace('__VERSION__', version).replace('__ASSETS__', JSON.stringify(assets));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

// The rules modules are pure: unused tables may be dropped (and, in the bot's worker, the table
// machine and XState, which it never uses).
const treeshake = {
  moduleSideEffects: (id: string) => !/[\\/]packages[\\/](rules|parallel|bot)[\\/]src[\\/]/.test(id),
};

export default defineConfig({
  base: './',
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  // Workers are bundled on their own, with their own options.
  worker: { format: 'es', rolldownOptions: { treeshake } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { treeshake },
  },
  plugins: [serviceWorker()],
});
