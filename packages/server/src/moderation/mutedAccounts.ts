/**
 * The accounts muted now, as the chats of this process see them: read from the database every few seconds
 * (an operator may have muted someone through another process) and changed at once by a mute made here.
 * A chat line is checked against it without waiting for the database.
 */
export class MutedAccounts {
  #ids = new Set<string>();

  constructor(private readonly load: () => Promise<readonly string[]>) {}

  has(userId: string): boolean {
    return this.#ids.has(userId);
  }

  /** A mute or unmute made in this process, before the next read. */
  set(userId: string, muted: boolean): void {
    if (muted) this.#ids.add(userId);
    else this.#ids.delete(userId);
  }

  /** Reads the muted accounts again; while the database is away the last list stands. */
  async refresh(): Promise<void> {
    this.#ids = new Set(await this.load());
  }
}
