import type { Color } from '@nardy/rules';
import { Actor, type ActorOptions, assign, emit, enqueueActions, setup } from 'xstate';
import { applyCommand, type CommandApplied, parseCommand, TABLE_COMMAND_TYPES, type TableCommand } from './commands.ts';
import type { TableConfig } from './config.ts';
import { cryptoDice, type DiceSource } from './dice.ts';
import { createTable, type GamePhase, type Refusal, type TableState } from './tableState.ts';

/**
 * What `TableActor.send` turns anything into that is not a well-formed command (`null`, `'ROLL'`, `{}`,
 * a record event, a payload of the wrong shape): the machine refuses it as `event/malformed`. A raw XState
 * actor would throw on a string and enter its error status on `null` or `{}`; this carrier never does.
 */
export interface MalformedInput {
  readonly type: 'table.malformed';
  /** The value that was sent. */
  readonly input: unknown;
  /** Why it is not a command (parseCommand's message). */
  readonly message: string;
}

/** Everything the table machine is sent: a command, or a malformed input wrapped by `TableActor`. */
export type TableMachineEvent = TableCommand | MalformedInput;

/** The machine's context: the table core's state, the dice source, and the last refusal. */
export interface TableContext {
  readonly table: TableState;
  readonly dice: DiceSource;
  /**
   * The last refused command's code and message; null after an accepted one. A refusal changes only
   * this field: `table` stays the very same object.
   */
  readonly lastRefusal: (Refusal & { readonly event: string }) | null;
}

/** Input of the table machine: a new table from a config, or a restored state (e.g. from `replayRecord`). */
export type TableInput =
  | { readonly config: TableConfig; readonly first?: Color; readonly dice?: DiceSource }
  | { readonly state: TableState; readonly dice?: DiceSource };

/** Emitted when a command is refused, so an app can toast it without diffing snapshots. */
export interface RefusedEmitted {
  readonly type: 'refused';
  readonly code: Refusal['code'];
  readonly message: string;
  /** The refused command's type (what was sent, for a malformed input). */
  readonly event: string;
}

/** What was sent, unwrapped from its malformed-input carrier. */
function sent(event: TableMachineEvent): unknown {
  return event.type === 'table.malformed' ? (event as MalformedInput).input : event;
}

/** A short name of what was sent, for `lastRefusal.event` and the `refused` emit. */
function nameOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const type = (value as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : '(malformed)';
}

/**
 * The core's verdict on a command in a context, computed once per (context, event): the `accepted`
 * guard asks for it and the `apply` or `refuse` action then reuses it.
 */
const verdicts = new WeakMap<object, { readonly context: TableContext; readonly result: CommandApplied }>();
function verdict(context: TableContext, event: TableMachineEvent): CommandApplied {
  const memo = verdicts.get(event);
  if (memo !== undefined && memo.context === context) return memo.result;
  const result =
    event.type === 'table.malformed'
      ? ({ ok: false, error: { code: 'event/malformed', message: (event as MalformedInput).message } } as const)
      : applyCommand(context.table, event, context.dice);
  verdicts.set(event, { context, result });
  return result;
}

const phaseGuard =
  (phase: GamePhase | 'matchOver') =>
  ({ context }: { context: TableContext }) => {
    const { table } = context;
    if (phase === 'matchOver') return table.over && table.config.match !== null;
    return !(table.over && table.config.match !== null) && table.game.phase === phase;
  };

/**
 * A command a state takes: applied when the core accepts it (then the machine routes to the phase the
 * table is in now), refused with the core's code otherwise.
 */
const take = [{ guard: 'accepted', target: '#table.routing', actions: 'apply' }, { actions: 'refuse' }] as const;

/**
 * The parallel table (1–4 boards; a table of one board is a single game, a table with `match` plays a
 * match) as an XState v5 machine; docs/parallel.md has the diagram, docs/adr/0001 why it is built so.
 * Its states are the table's phases, and each state takes only the commands that can succeed in it;
 * the named guard `accepted` asks the pure core (`applyCommand`) whether this one does now. Every other
 * command — and, through `TableActor`, anything that is not a command — is refused at the root with the
 * core's precise code:
 * `context.table` stays the same object, `context.lastRefusal` is set and `refused` is emitted.
 * Record events (`roll`, `move`, ...) are not commands: replays and restores use `applyEvent` /
 * `replayRecord` and start the machine from the state (`input: {state}`).
 *
 * Host it with `createTableActor`, whose `send` takes any value without throwing. (A bare
 * `createActor(tableMachine)` works too, for well-formed commands; an object of an unknown type is
 * then ignored, as XState ignores any event no state lists.)
 */
export const tableMachine = setup({
  types: {
    context: {} as TableContext,
    events: {} as TableMachineEvent,
    input: {} as TableInput,
    emitted: {} as RefusedEmitted,
  },
  guards: {
    /** The table core accepts this command now. */
    accepted: ({ context, event }) => verdict(context, event).ok,
    inOpening: phaseGuard('opening'),
    beforeRoll: phaseGuard('beforeRoll'),
    awaitingReply: phaseGuard('awaitingReply'),
    choosingBoard: phaseGuard('chooseBoard'),
    moving: phaseGuard('moving'),
    matchOver: phaseGuard('matchOver'),
  },
  actions: {
    apply: assign(({ context, event }) => {
      const r = verdict(context, event);
      return r.ok ? { table: r.value.state, dice: r.value.dice, lastRefusal: null } : {};
    }),
    refuse: enqueueActions(({ context, event, enqueue }) => {
      const r = verdict(context, event);
      // A state lists every command that can succeed in it (test/machine.test.ts checks this against the
      // core); a command the core would accept elsewhere is still not taken here.
      const error: Refusal = r.ok
        ? { code: 'turn/wrong-phase', message: `${event.type} is not taken in this phase` }
        : r.error;
      const refusal = { ...error, event: nameOf(sent(event)) };
      enqueue(assign({ lastRefusal: refusal }));
      enqueue(emit({ type: 'refused', ...refusal } as RefusedEmitted));
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
  // Every command type (and the malformed-input carrier) is refused here unless the current state takes
  // it. Listed one by one rather than as a '*' wildcard, which xstate/graph cannot enumerate.
  on: Object.fromEntries(
    [...TABLE_COMMAND_TYPES, 'table.malformed'].map((type) => [type, { actions: 'refuse' }]),
  ) as Record<TableMachineEvent['type'], { actions: 'refuse' }>,
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
    opening: { on: { ROLL: take, RESIGN: take } },
    beforeRoll: { on: { ROLL: take, DOUBLE: take, RESIGN: take } },
    awaitingReply: { on: { TAKE: take, DROP: take, RESIGN: take } },
    chooseBoard: { on: { CHOOSE_BOARD: take, STEP: take, PLAY: take, RESIGN: take } },
    moving: { on: { STEP: take, UNDO: take, CONFIRM: take, CHOOSE_BOARD: take, PLAY: take, RESIGN: take } },
    gameOver: { on: { NEXT_GAME: take } },
    matchOver: {},
  },
});

/** Commands each state of the machine takes (the rest are refused at the root). */
export const COMMANDS_BY_STATE: Readonly<Record<string, readonly TableCommand['type'][]>> = Object.fromEntries(
  Object.entries(tableMachine.config.states ?? {}).map(([name, node]) => [
    name,
    Object.keys((node as { on?: object }).on ?? {}) as TableCommand['type'][],
  ]),
);

/**
 * The host of the table machine: an XState actor whose `send` accepts any value at all — a command is
 * passed on as its normalised copy (`parseCommand`), anything else as a `MalformedInput` the machine
 * refuses with `event/malformed` — so a hostile or buggy sender never throws, never stops the actor
 * (an `{type: 'xstate.stop'}` is malformed too) and never puts it in XState's error status.
 */
export class TableActor extends Actor<typeof tableMachine> {
  override send(event: unknown): void {
    const parsed = parseCommand(event);
    super.send(parsed.ok ? parsed.value : { type: 'table.malformed', input: event, message: parsed.error.message });
  }
}

/** Creates (does not start) the table machine's actor for a new or restored table. */
export function createTableActor(
  input: TableInput,
  options: Omit<ActorOptions<typeof tableMachine>, 'input'> = {},
): TableActor {
  return new TableActor(tableMachine, { ...options, input });
}
