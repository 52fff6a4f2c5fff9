import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/**
 * The elements' entry registers every element when it is imported (its package says so, for pages that
 * import it for that). The app registers them itself where a screen draws them (src/elements.ts), so
 * here the entry is read as free of side effects: the first page takes only the few helpers it uses
 * from it (the language, plural forms, ½ in scores), and the elements come with the screens that draw
 * them (docs/app.md "Lazy loading").
 */
function elementsEntryWithoutRegistration(): Plugin {
  return {
    name: 'nardy-elements-entry-without-registration',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@nardy/elements') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved === null ? null : { ...resolved, moduleSideEffects: false };
    },
  };
}

/** The MessagePack reader of the game server's client (colyseus.js), which probes for `eval`. */
const MSGPACKR_UNPACK = /[\\/]msgpackr[\\/]unpack\.js$/;

/**
 * The app's Content-Security-Policy has no `unsafe-eval` (docs/app.md "Served"). The socket client's
 * MessagePack reader probes `new Function('')` when it loads, to compile object readers later; under the
 * policy the probe is a violation (then it reads without them). Its authors' own way for builds without
 * eval is used here: the probe calls `BlockedFunction`, which is not defined, so it fails without asking
 * the browser, and the reader never compiles code. Fails the build if the probe is no longer there.
 */
function msgpackrWithoutEval(): Plugin {
  return {
    name: 'nardy-msgpackr-without-eval',
    transform(code, id) {
      if (!MSGPACKR_UNPACK.test(id)) return null;
      const probe = "new Function('')";
      if (!code.includes(probe)) this.error('msgpackr no longer probes eval as expected: update msgpackrWithoutEval');
      return { code: code.replace(probe, "new BlockedFunction('')"), map: null };
    },
  };
}

/** Built files worth compressing: text, WebAssembly and the nets (images are compressed already). */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|svg|txt|wasm|nnq)$/;

/**
 * Writes `name.br` and `name.gz` beside every compressible built file (brotli at its best quality,
 * gzip at level 9) when that saves at least a tenth, so `nardy serve` sends each file in the best
 * encoding the browser accepts without compressing at request time (docs/app.md "Served").
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'nardy-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, withFileTypes: true });
      for (const entry of files) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const raw = readFileSync(path);
        const packed = {
          br: brotliCompressSync(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          }),
          gz: gzipSync(raw, { level: 9 }),
        };
        for (const [suffix, data] of Object.entries(packed)) {
          if (data.length <= raw.length * 0.9) writeFileSync(`${path}.${suffix}`, data);
        }
      }
    },
  };
}

/** The module of @nardy/rules that holds its JavaScript fast paths (source or built). */
const RULES_FAST_PATHS = /[\\/]rules[\\/](src|dist)[\\/]generator[\\/]jsFastPaths\.(ts|js)$/;
const RULES_GENERATOR = /[\\/]rules[\\/](src|dist)[\\/]generator[\\/]playGenerator\.(ts|js)$/;

/**
 * The computer's worker leaves out the rules' JavaScript fast paths (about 1.8 KB gzipped, ADR 0087):
 * it fetches the WebAssembly move generator before its first answer (the service worker keeps it), and
 * the kernel decides the rolls the fast paths would. Where it cannot (no WebAssembly at all, the file
 * not fetched, or a roll with more outcomes than its memory holds), the rules' general search decides
 * them: the same plays, more slowly. Fails the build if the rules moved the fast paths elsewhere.
 */
function workerWithoutJsFastPaths(): Plugin {
  let generator = false;
  let stubbed = false;
  return {
    name: 'nardy-worker-without-js-fast-paths',
    enforce: 'pre',
    load(id) {
      if (RULES_GENERATOR.test(id)) generator = true;
      if (!RULES_FAST_PATHS.test(id)) return null;
      stubbed = true;
      return 'export const JS_FAST_PATHS = null;\n';
    },
    buildEnd() {
      if (generator && !stubbed)
        this.error('the rules keep their fast paths in a new module: update workerWithoutJsFastPaths');
    },
  };
}

/**
 * The computer's worker minified again by terser (two passes), which finds about 0.26 KB gzipped more
 * than the bundler's own minifier: the worker and its nets must stay within 60 KB (issue 18 §4).
 */
function terserWorker(): Plugin {
  return {
    name: 'nardy-worker-terser',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const { minify } = await import('terser');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const out = await minify(chunk.code, { module: true, compress: { passes: 2 }, mangle: true });
        if (out.code === undefined) this.error(`terser returned no code for ${chunk.fileName}`);
        chunk.code = out.code;
      }
    },
  };
}

// The rules modules are pure: unused tables may be dropped (and, in the bot's worker, the table
// machine and XState, which it never uses).
const PURE_MODULES = /[\\/]packages[\\/](rules|parallel|bot)[\\/]src[\\/]/;
const treeshake = { moduleSideEffects: (id: string) => !PURE_MODULES.test(id) };

export default defineConfig({
  base: './',
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  // Workers are bundled on their own, with their own options.
  worker: { format: 'es', rolldownOptions: { treeshake }, plugins: () => [workerWithoutJsFastPaths(), terserWorker()] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { treeshake },
  },
  plugins: [elementsEntryWithoutRegistration(), msgpackrWithoutEval(), serviceWorker(), precompress()],
});
