/** A message to the player: `info` goes away by itself, an `error` stays until the player closes it. */
export interface Notice {
  readonly id: number;
  readonly text: string;
  readonly kind: 'info' | 'error';
}

/**
 * The app's messages (framework-free, so the timing is tested without a browser). An error — an
 * import that failed, a save that failed — must be readable for as long as the player needs, so it
 * is kept until dismissed; an information line disappears after `delay` ms. The same text said twice
 * is shown once.
 */
export class Notices {
  #list: Notice[] = [];
  #next = 1;
  readonly #timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly onChange: () => void,
    private readonly delay = 5000,
  ) {}

  get list(): readonly Notice[] {
    return this.#list;
  }

  say(text: string, kind: Notice['kind'] = 'info'): number {
    const same = this.#list.find((n) => n.text === text && n.kind === kind);
    if (same) this.dismiss(same.id);
    const id = this.#next++;
    // Only the latest information line is kept; errors pile up until read.
    for (const n of this.#list) if (n.kind === 'info' && kind === 'info') this.dismiss(n.id);
    this.#list = [...this.#list, { id, text, kind }];
    if (kind === 'info')
      this.#timers.set(
        id,
        setTimeout(() => this.dismiss(id), this.delay),
      );
    this.onChange();
    return id;
  }

  dismiss(id: number): void {
    const timer = this.#timers.get(id);
    if (timer) clearTimeout(timer);
    this.#timers.delete(id);
    const before = this.#list.length;
    this.#list = this.#list.filter((n) => n.id !== id);
    if (this.#list.length !== before) this.onChange();
  }
}
