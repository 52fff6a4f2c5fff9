import type { Color } from '@nardy/rules';
import { assign, emit, enqueueActions, setup } from 'xstate';
import { applyCommand, isTableCommand } from './commands.ts';
import type { TableConfig } from './config.ts';
import { cryptoDice, type DiceSource } from './dice.ts';
import type { RecordEvent } from './events.ts';
import { applyEvent, createTable, type GamePhase, type Refusal, type TableState } from './table.ts';
import type { TableCommand } from './tableView.ts';

/** Everything the table machine accepts: interactive commands and record events. */
export type TableEvent = TableCommand | RecordEvent;

/** Every event type the machine handles; any other type is ignored by XState (the core would refuse it as malformed). */
export const TABLE_EVENT_TYPES = [
  'ROLL',
  'CHOOSE_BOARD',
  'STEP',
  'UNDO',
  'CONFIRM',
  'DOUBLE',
  'TAKE',
  'DROP',
  'RESIGN',
  'NEXT_GAME',
  'opening',
  'roll',
  'move',
  'double',
  'take',
  'drop',
  'resign',
] as const satisfies readonly TableEvent['type'][];

/** The machine's context: the table core's state, the dice source, and the last refusal. */
export interface TableContext {
  readonly table: TableState;
  readonly dice: DiceSource;
  /**
   * The last refused event's code and message; null after an accepted event. A refusal changes only
   * this field: `table` stays the very same object.
   */
  readonly lastRefusal: (Refusal & { readonly event: string }) | null;
}

/** Input of the table machine: a new table from a config, or a restored state (e.g. from `replayRecord`). */
export type TableInput =
  | { readonly config: TableConfig; readonly first?: Color; readonly dice?: DiceSource }
  | { readonly state: TableState; readonly dice?: DiceSource };

/** Emitted when an event is refused, so an app can toast it without diffing snapshots. */
export interface RefusedEmitted {
  readonly type: 'refused';
  readonly code: Refusal['code'];
  readonly message: string;
  readonly event: string;
}

function transition(context: TableContext, event: TableEvent): TableContext {
  if (isTableCommand(event)) {
    const r = applyCommand(context.table, event, context.dice);
    if (!r.ok) return { ...context, lastRefusal: { ...r.error, event: event.type } };
    return { table: r.value.state, dice: r.value.dice, lastRefusal: null };
  }
  const r = applyEvent(context.table, event);
  if (!r.ok) return { ...context, lastRefusal: { ...r.error, event: String((event as { type?: unknown }).type) } };
  return { ...context, table: r.state, lastRefusal: null };
}

const phaseGuard =
  (phase: GamePhase | 'matchOver') =>
  ({ context }: { context: TableContext }) => {
    const { table } = context;
    if (phase === 'matchOver') return table.over && table.config.match !== null;
    return !(table.over && table.config.match !== null) && table.game.phase === phase;
  };

/** Event handler shared by every state: the core decides; the machine routes to the phase it lands in. */
const handle = { target: '#table.routing', actions: 'handle' } as const;

/**
 * The parallel table (1–4 boards; a table of one board is a single game, a table with `match` plays a
 * match) as an XState v5 machine. Its states are the table's phases (docs/parallel.md has the diagram);
 * every event goes through the pure core (`applyCommand` / `applyEvent`), and a refused event leaves
 * `context.table` untouched, sets `context.lastRefusal` and emits `refused`.
 */
export const tableMachine = setup({
  types: {
    context: {} as TableContext,
    events: {} as TableEvent,
    input: {} as TableInput,
    emitted: {} as RefusedEmitted,
  },
  guards: {
    inOpening: phaseGuard('opening'),
    beforeRoll: phaseGuard('beforeRoll'),
    awaitingReply: phaseGuard('awaitingReply'),
    choosingBoard: phaseGuard('chooseBoard'),
    moving: phaseGuard('moving'),
    matchOver: phaseGuard('matchOver'),
  },
  actions: {
    handle: enqueueActions(({ context, event, enqueue }) => {
      const next = transition(context, event);
      enqueue(assign(() => next));
      if (next.lastRefusal !== null) {
        enqueue(emit({ type: 'refused', ...next.lastRefusal } as RefusedEmitted));
      }
    }),
  },
}).createMachine({
  id: 'table',
  context: ({ input }) => ({
    table: 'state' in input ? input.state : createTable(input.config, input.first ?? null),
    dice: input.dice ?? cryptoDice,
    lastRefusal: null,
  }),
  initial: 'routing',
  // Events a phase does not list still reach the core, which refuses them with a precise code. (Every
  // type is listed rather than a '*' wildcard, so that xstate/graph can enumerate the events.)
  on: Object.fromEntries(TABLE_EVENT_TYPES.map((type) => [type, handle])) as Record<TableEvent['type'], typeof handle>,
  states: {
    routing: {
      always: [
        { guard: 'matchOver', target: 'matchOver' },
        { guard: 'inOpening', target: 'opening' },
        { guard: 'beforeRoll', target: 'beforeRoll' },
        { guard: 'awaitingReply', target: 'awaitingReply' },
        { guard: 'choosingBoard', target: 'chooseBoard' },
        { guard: 'moving', target: 'moving' },
        { target: 'gameOver' },
      ],
    },
    opening: { on: { ROLL: handle, opening: handle, RESIGN: handle, resign: handle } },
    beforeRoll: {
      on: { ROLL: handle, roll: handle, DOUBLE: handle, double: handle, RESIGN: handle, resign: handle },
    },
    awaitingReply: {
      on: { TAKE: handle, take: handle, DROP: handle, drop: handle, RESIGN: handle, resign: handle },
    },
    chooseBoard: { on: { CHOOSE_BOARD: handle, STEP: handle, move: handle, RESIGN: handle, resign: handle } },
    moving: {
      on: {
        STEP: handle,
        UNDO: handle,
        CONFIRM: handle,
        CHOOSE_BOARD: handle,
        move: handle,
        RESIGN: handle,
        resign: handle,
      },
    },
    gameOver: { on: { NEXT_GAME: handle } },
    matchOver: {},
  },
});
