/**
 * Where the WebAssembly move generator's bytes are: `plays.wasm`, next to this module (made from wasm/
 * by scripts/build-wasm.mjs). Bundlers see the `new URL(…, import.meta.url)` and ship the file next to
 * the bundle. In its own module so that a bundle that should not carry or fetch the kernel (the pages of
 * @nardy/elements) can replace it with `null`: the rules then keep to their JavaScript searches.
 */

// The rules know no host (ES2022 only): the two host names used here, as much as they need of them.
declare global {
  interface ImportMeta {
    url: string;
  }
}
declare const URL: new (url: string, base: string) => KernelUrl;

/** A file's address (a `URL`). */
export interface KernelUrl {
  readonly href: string;
  readonly protocol: string;
}

export const PLAYS_WASM_URL: KernelUrl | null = new URL('./plays.wasm', import.meta.url);
