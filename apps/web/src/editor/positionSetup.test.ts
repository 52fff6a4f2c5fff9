import { emptyPosition } from '@nardy/elements';
import { VARIANTS } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import {
  checkPosition,
  editorFromHash,
  editorFromPositionId,
  editorFromSetupJson,
  pipsOf,
  positionIdOf,
  setupJsonOf,
  shareHash,
  startingEditor,
  tableFromHere,
  tableSpecOf,
} from './positionSetup.ts';

describe('position editor model', () => {
  it('every variant starts valid; its setup JSON and address read back to the same position', () => {
    for (const variant of VARIANTS) {
      const v = { ...startingEditor(variant), dice: [3, 1] as const, turn: 'black' as const };
      expect(checkPosition(v).ok).toBe(true);
      expect(pipsOf(v).white).toBe(pipsOf(v).black);
      const json = editorFromSetupJson(JSON.stringify(setupJsonOf(v)));
      expect(json.ok && json.value.points).toEqual(v.points);
      const hash = editorFromHash(shareHash(v));
      expect(hash?.ok && [hash.value.points, hash.value.turn, hash.value.dice]).toEqual([v.points, 'black', [3, 1]]);
      expect(positionIdOf(v) === null).toBe(v.geometry === 'sameDirection');
    }
  });

  it('refuses wrong positions with the rules’ codes', () => {
    const empty = emptyPosition('short', 'opposed');
    expect(checkPosition(empty)).toMatchObject({
      ok: false,
      problem: { code: 'ERR_CHECKER_COUNT', side: 'white', count: 0 },
    });
    const start = startingEditor('long');
    const onBar = { ...start, points: start.points.map((n, i) => (i === 24 ? n - 1 : n)), bar: { white: 1, black: 0 } };
    expect(checkPosition(onBar)).toMatchObject({ ok: false, problem: { code: 'ERR_BAR_NOT_ALLOWED' } });
    const home = {
      ...emptyPosition('short', 'opposed'),
      off: { white: 15, black: 0 },
      points: startingEditor('short').points.map((n) => Math.min(0, n)),
    };
    expect(checkPosition(home)).toMatchObject({ ok: false, problem: { code: 'record/board-start' } });
    expect(editorFromSetupJson('{"variant":"short","white":{"points":{"25":1}},"black":{"points":{}}}')).toMatchObject({
      ok: false,
      problem: { code: 'ERR_POINT_NUMBER' },
    });
    expect(editorFromSetupJson('nope')).toMatchObject({ ok: false, problem: { code: 'ERR_SETUP_SHAPE' } });
    expect(editorFromPositionId('nonsense', 'short', 'white')).toMatchObject({
      ok: false,
      problem: { code: 'ERR_POSITION_ID' },
    });
    expect(editorFromPositionId('4HPwATDgc/ABMA', 'long', 'white')).toMatchObject({
      ok: false,
      problem: { code: 'ERR_VARIANT_GEOMETRY' },
    });
  });

  it('reads a Position ID for either side to move and gives it back; the table starts from the position', () => {
    const start = startingEditor('short');
    const moved = { ...start, points: start.points.map((n, i) => (i === 24 ? 1 : i === 23 ? 1 : n)) };
    const id = positionIdOf(moved);
    expect(id).toMatch(/^[A-Za-z0-9+/]{14}$/);
    for (const turn of ['white', 'black'] as const) {
      const idForTurn = positionIdOf({ ...moved, turn });
      const read = editorFromPositionId(idForTurn ?? '', 'short', turn);
      expect(read.ok && read.value.points).toEqual(moved.points);
    }
    const spec = tableSpecOf(moved);
    expect(spec.boards[0].start?.white.points).toMatchObject({ 24: 1, 23: 1 });
  });

  it('plays from here with the roll set in the editor, or lets the table roll when none is set', () => {
    const v = startingEditor('short');
    const rolled = tableFromHere(tableSpecOf(v), 'black', [6, 5]);
    // One board: the roll goes straight to it.
    expect(rolled.ok && rolled.value.game).toMatchObject({
      phase: 'moving',
      turn: 'black',
      dice: [6, 5],
      events: [{ type: 'roll', player: 'black', dice: [6, 5] }],
    });
    const own = tableFromHere(tableSpecOf(v), 'white', null);
    expect(own.ok && own.value.game).toMatchObject({ phase: 'beforeRoll', turn: 'white', events: [] });
    const wrong = tableFromHere({ ...tableSpecOf(v), boards: [] }, 'white', [1, 2]);
    expect(wrong.ok).toBe(false);
  });

  it('plays from here with the cube set in the editor (value and owner), or without a cube when none is set', () => {
    const v = { ...startingEditor('short'), cube: { value: 4, owner: 'white' as const } };
    expect(tableSpecOf(v).cube).toEqual({ mode: 'perBoard', start: { value: 4, owner: 'white' } });
    const table = tableFromHere(tableSpecOf(v), 'black', null);
    expect(table.ok && table.value.game.boards[0].cube).toMatchObject({ value: 4, owner: 'white' });
    expect(tableSpecOf(startingEditor('short')).cube).toEqual({ mode: 'off' });
  });

  it('the long family starts before both first turns, and its address keeps it (issue 49 §5.9)', () => {
    for (const variant of ['long', 'khachapuri'] as const) {
      if (!(VARIANTS as readonly string[]).includes(variant)) continue;
      const start = startingEditor(variant);
      expect(start.firstTurn).toEqual({ white: true, black: true });
      expect(setupJsonOf(start).firstTurn).toEqual({ white: true, black: true });
      const back = editorFromHash(shareHash(start));
      expect(back?.ok && back.value.firstTurn).toEqual({ white: true, black: true });
    }
    expect(startingEditor('short').firstTurn).toEqual({ white: false, black: false });
  });
});
