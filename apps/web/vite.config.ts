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

export default defineConfig({
  base: './',
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The rules modules are pure: unused tables may be dropped.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/](rules|parallel|bot)[\\/]src[\\/]/.test(id) },
    },
  },
  plugins: [serviceWorker()],
});
