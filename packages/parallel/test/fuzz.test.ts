// Fuzz tests of the table's two boundaries (issue 14 §4): commands sent to the table actor by anyone
// (a hostile client, a buggy bot), and record files read by RecordReader. Nothing thrown, the actor
// never stops, every answer is a valid state or a documented code, and a refusal changes nothing.
import { VARIANTS } from '@nardy/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import match from '../../../docs/examples/match.json';
import sharedCube from '../../../docs/examples/parallel-shared-cube.json';
import shortLong from '../../../docs/examples/short-long.json';
import { stepCommand } from '../src/boardIntents.ts';
import { applyCommand, TABLE_COMMAND_TYPES } from '../src/commands.ts';
import { CONFIG_ERRORS, parseTableConfig } from '../src/config.ts';
import { seededDice } from '../src/dice.ts';
import { createTableActor } from '../src/machine.ts';
import { MAT_PARSE_ERRORS, makeMat, parseMat } from '../src/mat.ts';
import { RECORD_ERRORS, recordFromState } from '../src/record.ts';
import { RecordReader, readRecord } from '../src/recordReader.ts';
import { selectTableView } from '../src/selectors.ts';
import { createTable, REFUSAL_CODES } from '../src/tableState.ts';
import type { TableView } from '../src/tableView.ts';

const REPLAY_CODES: readonly string[] = [
  ...RECORD_ERRORS,
  ...CONFIG_ERRORS,
  ...REFUSAL_CODES,
  'record/game-unfinished',
];

/** Every colour has its 15 checkers on each board of a table view (standard starts). */
function fifteenEach(view: TableView): boolean {
  return view.boards.every((b) => {
    let white = b.bar.white + b.off.white;
    let black = b.bar.black + b.off.black;
    for (let p = 1; p <= 24; p++) {
      if (b.points[p] > 0) white += b.points[p];
      else black -= b.points[p];
    }
    return white === 15 && black === 15;
  });
}

/**
 * What a sender does next: a command read off the view (the moves it offers, the buttons a table has),
 * the same with a wrong board or player, or anything at all.
 */
const choice = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('fromView' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('shaped' as const),
      type: fc.constantFrom(...TABLE_COMMAND_TYPES, 'xstate.stop', 'xstate.init', ''),
      board: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.anything()),
      from: fc.oneof(fc.integer({ min: -3, max: 30 }), fc.anything()),
      to: fc.oneof(fc.integer({ min: -3, max: 30 }), fc.anything()),
      extra: fc.dictionary(fc.string(), fc.anything(), { maxKeys: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('anything' as const), value: fc.anything() }) },
);

function commandOf(c: typeof choice extends fc.Arbitrary<infer T> ? T : never, view: TableView): unknown {
  if (c.kind === 'anything') return c.value;
  if (c.kind === 'shaped') return { ...c.extra, type: c.type, board: c.board, from: c.from, to: c.to };
  const at = c.pick % view.boards.length;
  const board = view.boards[at];
  const options: unknown[] = [{ type: 'ROLL' }, { type: 'CHOOSE_BOARD', board: at }, { type: 'CONFIRM' }];
  for (const m of board.legal) options.push(stepCommand(board, at, m), stepCommand(board, at, m));
  if (c.pick % 17 === 0) options.push({ type: 'UNDO' }, { type: 'DOUBLE', board: at }, { type: 'DOUBLE' });
  if (c.pick % 5 === 0) options.push({ type: 'TAKE' }, { type: 'DROP', board: at }, { type: 'DROP' });
  if (c.pick % 97 === 0) options.push({ type: 'RESIGN', board: at });
  if (c.pick % 13 === 0) options.push({ type: 'PLAY', board: at, text: 'pass' }, { type: 'NEXT_GAME' });
  if (c.pick % 29 === 0) options.push({ type: 'ROLL', player: view.turn === 'white' ? 'black' : 'white' });
  return options[Math.floor(c.pick / 7) % options.length];
}

describe('fuzz: table commands sent to createTableActor', () => {
  it('nothing throws or stops the actor; each command is accepted or refused with a code and changes nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...VARIANTS), { minLength: 1, maxLength: 3 }),
        fc.constantFrom('off', 'perBoard', 'shared'),
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.array(choice, { minLength: 20, maxLength: 120 }),
        (variants, cube, seed, choices) => {
          const config = parseTableConfig({
            boards: variants.map((variant) => ({ variant })),
            ending: 'mars',
            cube: { mode: variants.length === 1 && cube === 'shared' ? 'perBoard' : cube },
          });
          if (!config.ok) throw new Error(config.error.message);
          const actor = createTableActor({ config: config.value, dice: seededDice(seed) }).start();
          let accepted = 0;
          for (const c of choices) {
            const before = actor.getSnapshot();
            const view = selectTableView(before.context.table);
            actor.send(commandOf(c, view));
            const after = actor.getSnapshot();
            expect(after.status).not.toBe('error');
            expect(after.status).not.toBe('stopped');
            const refusal = after.context.lastRefusal;
            if (refusal !== null) {
              expect(REFUSAL_CODES).toContain(refusal.code);
              expect(after.context.table).toBe(before.context.table);
            } else {
              accepted++;
              expect(fifteenEach(selectTableView(after.context.table))).toBe(true);
            }
          }
          // The game went somewhere: the senders are not only refused.
          expect(accepted).toBeGreaterThan(0);
          actor.stop();
        },
      ),
      { numRuns: 40, seed: 1414 },
    );
  }, 60_000);
});

/** The example records of docs/examples, and one of a table played here to its end. */
function sampleRecords(): unknown[] {
  const records: unknown[] = [shortLong, match, sharedCube];
  for (const r of records) expect(readRecord(r).ok).toBe(true);
  return records;
}

/** A one-board short game played to its end from its views (a record a .mat can hold). */
function playedShortRecord(): unknown {
  const config = parseTableConfig({ boards: [{ variant: 'short' }], ending: 'mars', cube: { mode: 'off' } });
  if (!config.ok) throw new Error(config.error.message);
  let state = createTable(config.value, 'white');
  let dice = seededDice(2026);
  const send = (command: unknown) => {
    const r = applyCommand(state, command, dice);
    if (r.ok) ({ state, dice } = r.value);
    return r.ok;
  };
  for (let n = 0; n < 3000 && state.game.phase !== 'gameOver'; n++) {
    const board = selectTableView(state).boards[0];
    const m = board.legal[n % Math.max(1, board.legal.length)];
    if (send({ type: 'ROLL' }) || (m && send(stepCommand(board, 0, m))) || send({ type: 'CONFIRM' })) continue;
    send({ type: 'PLAY', board: 0, text: 'pass' });
  }
  expect(state.game.phase).toBe('gameOver');
  return recordFromState(state);
}

/** Replaces the value at a random path of a JSON value (or deletes it, or cuts a list short). */
function mutate(value: unknown, path: readonly number[], replacement: unknown, how: number): unknown {
  if (path.length === 0 || typeof value !== 'object' || value === null) return replacement;
  const keys = Object.keys(value);
  if (keys.length === 0) return replacement;
  const key = keys[path[0] % keys.length];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  const c = copy as Record<string, unknown>;
  if (path.length === 1 && how === 1) {
    if (Array.isArray(copy)) copy.splice(Number(key), 1);
    else delete c[key];
  } else if (path.length === 1 && how === 2 && Array.isArray(copy)) {
    copy.length = Number(key);
  } else if (path.length === 1 && how === 3 && Array.isArray(copy)) {
    copy.push(copy[Number(key)]);
  } else {
    c[key] = mutate(c[key], path.slice(1), replacement, how);
  }
  return copy;
}

const replacement = fc.oneof(
  fc.anything(),
  fc.integer({ min: -5, max: 30 }),
  fc.constantFrom('white', 'black', 'move', 'roll', 'double', 'take', 'drop', 'opening', 'resign', 'short', 'long'),
  fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })),
);

describe('fuzz: record files read by RecordReader', () => {
  const records = sampleRecords();
  const mutant = fc
    .tuple(
      fc.nat({ max: records.length - 1 }),
      fc.array(fc.nat(), { minLength: 1, maxLength: 7 }),
      replacement,
      fc.nat({ max: 3 }),
    )
    .map(([r, path, value, how]) => mutate(records[r], path, value, how));

  it('a changed record is read, or refused with its code and the game and event it stopped at', () => {
    fc.assert(
      fc.property(fc.oneof({ weight: 9, arbitrary: mutant }, { weight: 1, arbitrary: fc.anything() }), (record) => {
        const read = readRecord(record);
        if (read.ok) {
          expect(read.value.games.length).toBeGreaterThan(0);
          expect(read.value.state.config).toBe(read.value.config);
        } else {
          expect(REPLAY_CODES).toContain(read.error.code);
          expect(typeof read.error.message).toBe('string');
        }
      }),
      { numRuns: 300, seed: 1415 },
    );
  }, 60_000);

  it('the incremental reader answers as a fresh read, whatever the next record is', () => {
    fc.assert(
      fc.property(fc.nat({ max: records.length - 1 }), mutant, fc.nat({ max: 40 }), (first, next, cut) => {
        const reader = new RecordReader();
        const base = records[first] as { games: { events: unknown[] }[] };
        const games = base.games.map((g, i) =>
          i === base.games.length - 1 ? { ...g, events: g.events.slice(0, Math.max(1, g.events.length - cut)) } : g,
        );
        reader.read({ ...base, games });
        const incremental = reader.read(next);
        const fresh = readRecord(next);
        expect(incremental.ok).toBe(fresh.ok);
        if (incremental.ok && fresh.ok) {
          expect(recordFromState(incremental.value.state)).toEqual(recordFromState(fresh.value.state));
        }
        if (!incremental.ok && !fresh.ok) expect(incremental.error.code).toBe(fresh.error.code);
      }),
      { numRuns: 80, seed: 1416 },
    );
  }, 60_000);

  it('a changed .mat file is imported into a record that replays, or refused with a mat/ code', () => {
    const mat = makeMat(playedShortRecord(), new Date('2026-12-01T00:00:00Z'));
    if (!mat.ok) throw new Error(mat.error.message);
    const text = mat.value.text;
    const lines = text.split('\n');
    const edited = fc.oneof(
      // A character changed, inserted or deleted.
      fc
        .tuple(
          fc.nat({ max: text.length - 1 }),
          fc.constantFrom('', ' ', '1', '6', '/', '*', ':', '\n', 'x', '-', '9'),
          fc.nat({ max: 2 }),
        )
        .map(([at, ch, how]) => text.slice(0, at) + ch + text.slice(at + (how === 0 ? 0 : 1))),
      // A line dropped or repeated.
      fc
        .tuple(fc.nat({ max: lines.length - 1 }), fc.boolean())
        .map(([at, twice]) =>
          [...lines.slice(0, at), ...(twice ? [lines[at], lines[at]] : []), ...lines.slice(at + 1)].join('\n'),
        ),
      fc.string(),
    );
    fc.assert(
      fc.property(edited, (t) => {
        const parsed = parseMat(t);
        if (parsed.ok) expect(readRecord(parsed.value).ok).toBe(true);
        else expect(MAT_PARSE_ERRORS).toContain(parsed.error.code);
      }),
      { numRuns: 150, seed: 1417 },
    );
  }, 60_000);
});
