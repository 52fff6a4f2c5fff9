import {
  applyCommand,
  createTable,
  cryptoDice,
  type DiceSource,
  type Refusal,
  type TableConfig,
  type TableState,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import type { ActorLike } from '../table/tableController.ts';

/**
 * A table on @nardy/parallel's pure core behind the actor shape `<nardy-table>` drives (getSnapshot /
 * subscribe / send): each command goes to `applyCommand`, the very function the XState table machine's
 * `accepted` guard asks, so it takes and refuses exactly what the machine does. A refused command —
 * or any value that is not a command — leaves the state as it was, and `lastRefusal` says why; `send`
 * never throws. The table bundle hosts its tables on this rather than on XState (docs/adr/0052).
 */
export class CoreTable implements ActorLike<TableState, unknown> {
  #state: TableState;
  #dice: DiceSource;
  #observers = new Set<(state: TableState) => void>();
  /** The last refusal, or null after an accepted command. */
  lastRefusal: Refusal | null = null;

  constructor(
    config: TableConfig,
    { first = null, dice = cryptoDice }: { first?: Color | null; dice?: DiceSource } = {},
  ) {
    this.#state = createTable(config, first);
    this.#dice = dice;
  }

  getSnapshot(): TableState {
    return this.#state;
  }

  subscribe(observer: (state: TableState) => void): { unsubscribe(): void } {
    this.#observers.add(observer);
    return { unsubscribe: () => this.#observers.delete(observer) };
  }

  /** Applies a command; true when the table took it. */
  send(command: unknown): boolean {
    const applied = applyCommand(this.#state, command, this.#dice);
    if (!applied.ok) {
      this.lastRefusal = applied.error;
      return false;
    }
    this.lastRefusal = null;
    this.#state = applied.value.state;
    this.#dice = applied.value.dice;
    for (const observer of [...this.#observers]) observer(this.#state);
    return true;
  }
}
