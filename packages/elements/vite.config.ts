import { defineConfig, type Plugin } from 'vite';

/** The module of @nardy/rules that names its WebAssembly move generator's file (source or built). */
const RULES_WASM = /[\\/]rules[\\/](src|dist)[\\/]generator[\\/]playsWasmUrl\.(ts|js)$/;
const RULES_KERNEL = /[\\/]rules[\\/](src|dist)[\\/]generator[\\/]kernel\.(ts|js)$/;

/**
 * The page bundles list a person's legal moves in JavaScript: the WebAssembly move generator of
 * @nardy/rules (`plays.wasm`, 9.4 KB) speeds up the computer's search, not a person's move list, so
 * only the computer's worker (`src/computer/`) ships and fetches it (beside nardy-computer.js). In the
 * page bundles the file's address is null (library mode would otherwise inline the file as base64),
 * and the rules keep to their JavaScript searches, as they do wherever WebAssembly cannot run. Fails
 * the build if the rules moved the address elsewhere.
 */
function pageBundleWithoutWasm(): Plugin {
  let active = true;
  let kernel = false;
  let stubbed = false;
  return {
    name: 'nardy-page-bundle-without-wasm',
    enforce: 'pre',
    configResolved(config) {
      const entry = config.build.lib ? config.build.lib.entry : config.build.rolldownOptions.input;
      active = !JSON.stringify(entry ?? '').includes('computer');
    },
    load(id) {
      if (!active) return null;
      if (RULES_KERNEL.test(id)) kernel = true;
      if (!RULES_WASM.test(id)) return null;
      stubbed = true;
      return 'export const PLAYS_WASM_URL = null;\n';
    },
    buildEnd() {
      if (active && kernel && !stubbed) {
        this.error('the rules load their WebAssembly kernel from a new module: update pageBundleWithoutWasm');
      }
    },
  };
}

/** The MessagePack reader of the game server's client (colyseus.js, in the live bundle), which probes for `eval`. */
const MSGPACKR_UNPACK = /[\\/]msgpackr[\\/]unpack\.js$/;

/**
 * The live bundle runs on pages whose Content-Security-Policy has no `unsafe-eval`. The socket
 * client's MessagePack reader probes `new Function('')` when it loads (to compile object readers
 * later): under such a policy the probe is a violation. Its authors' own way for builds without eval
 * is used: the probe calls `BlockedFunction`, which is not defined, so it fails without asking the
 * browser and the reader never compiles code. Fails the build if the probe is no longer there.
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

// The script-tag form of the package: self-contained, minified ES modules (Lit included) in bundle/
// that any page loads with a single <script type="module">, no build step on the embedding side
// (scripts/bundle.mjs builds each of them with this config). The ES module form, dist/, is compiled by
// tsc and leaves lit to the page's own copy.
export default defineConfig({
  plugins: [pageBundleWithoutWasm(), msgpackrWithoutEval()],
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
