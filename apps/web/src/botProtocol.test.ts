import { applyCommand, applyEvent, replayRecord, seededDice, type TableState } from '@nardy/parallel';
import { describe, expect, it } from 'vitest';
import { playTable } from '../test/fixtures.ts';
import { BotCore } from './botProtocol.ts';

/** The worker's decision for `player` at table `s`, as a worker answers it (the state posted: a structured clone). */
const decide = (s: TableState, player: 'white' | 'black') =>
  new BotCore(() => 0).handle({ type: 'decide', id: 1, state: structuredClone(s), player, level: 'club' });

const spec = {
  boards: [{ variant: 'short' as const }, { variant: 'long' as const }],
  ending: 'koks' as const,
  cube: { mode: 'perBoard' as const, max: 64 },
};

describe('the computer player', () => {
  it('decides only when it is its turn, and every play it picks is accepted by the table', () => {
    for (const seed of [1, 2, 3]) {
      const { record } = playTable(spec, seed, { maxTurns: 9 + seed });
      const state = replayRecord(record);
      if (!state.ok) throw new Error(state.error.message);
      const game = state.value.game;
      // Bring the table to a roll for the player to act, like the app does.
      let s = state.value;
      if (game.phase === 'beforeRoll') {
        const r = applyEvent(s, { type: 'roll', player: game.turn!, dice: [5, 2] });
        if (!r.ok) throw new Error(r.error.message);
        s = r.value;
      }
      const other = s.game.turn === 'white' ? 'black' : 'white';
      expect(decide(s, other)).toMatchObject({ type: 'error', code: 'bot/not-its-turn' });
      const d = decide(s, s.game.turn!);
      if (d.type !== 'decision' || d.decision.type !== 'PLAY') throw new Error('expected a play');
      expect(d.decision.player).toBe(s.game.turn);
      expect(applyCommand(s, d.decision, seededDice(1)).ok).toBe(true);
    }
  });

  it('rolls or doubles before its roll and answers an offer', () => {
    const { record } = playTable(spec, 4, { maxTurns: 10 });
    const r = replayRecord(record);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    expect(s.game.phase).toBe('beforeRoll');
    const before = decide(s, s.game.turn!);
    expect(before.type === 'decision' && ['ROLL', 'DOUBLE'].includes(before.decision.type)).toBe(true);
    const offered = applyEvent(s, { type: 'double', player: s.game.turn!, board: 0 });
    if (!offered.ok) throw new Error(offered.error.message);
    const reply = decide(offered.value, s.game.turn === 'white' ? 'black' : 'white');
    expect(reply.type === 'decision' && ['TAKE', 'DROP'].includes(reply.decision.type)).toBe(true);
  });

  it('answers every roll of a game as it answers the table itself, and refuses bad requests with stable codes', () => {
    const core = new BotCore(() => 0);
    const { record } = playTable(spec, 7, { maxTurns: 20 });
    const events = record.games[0].events;
    for (let k = events.findIndex((e, i) => i > 10 && e.type === 'roll'); k < events.length; k++) {
      if (events[k].type !== 'roll') continue;
      const partial = replayRecord({ ...record, games: [{ ...record.games[0], events: events.slice(0, k + 1) }] });
      if (!partial.ok) throw new Error(partial.error.message);
      const player = (events[k] as { player: 'white' | 'black' }).player;
      const answer = core.handle({
        type: 'decide',
        id: k,
        state: structuredClone(partial.value),
        player,
        level: 'club',
      });
      expect(answer).toEqual(core.handle({ type: 'decide', id: k, state: partial.value, player, level: 'club' }));
      expect(answer.type).toBe('decision');
    }
    expect(core.handle({ type: 'hello', id: 3 })).toMatchObject({ type: 'error', id: 3, code: 'bot/bad-request' });
    expect(core.handle(null)).toMatchObject({ type: 'error', id: -1, code: 'bot/bad-request' });
    expect(core.handle({ type: 'decide', id: 4, state: 'x', player: 'white', level: 'club' })).toMatchObject({
      type: 'error',
      id: 4,
      code: 'bot/bad-request',
    });
    const table = replayRecord(record);
    if (!table.ok) throw new Error(table.error.message);
    const broken = { ...table.value, game: { ...table.value.game, phase: 'moving', dice: [9, 9] } };
    expect(
      core.handle({ type: 'decide', id: 5, state: broken, player: table.value.game.turn, level: 'club' }),
    ).toMatchObject({
      type: 'error',
      id: 5,
      code: 'bot/failed',
    });
  });
});
