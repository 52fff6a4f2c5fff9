/**
 * A page's module, loaded on first use (a dynamic `import()`, its own chunk): `value` once it has
 * arrived; `load()` starts it once and calls `arrived` when it is there, so the app draws the page. A
 * load that fails (the network dropped) is said through `failed` and may be tried again.
 */
export class Lazy<T> {
  value: T | null = null;
  #loading: Promise<T> | null = null;

  constructor(
    private readonly importer: () => Promise<T>,
    private readonly arrived: () => void,
    private readonly failed: (error: unknown) => void,
  ) {}

  load(): Promise<T> {
    this.#loading ??= this.importer().then(
      (module) => {
        this.value = module;
        this.arrived();
        return module;
      },
      (error: unknown) => {
        this.#loading = null;
        this.failed(error);
        throw error;
      },
    );
    return this.#loading;
  }
}
