import type { Level } from '@nardy/bot';
import {
  actorOf,
  applyCommand,
  createTable,
  cryptoDice,
  type DiceSource,
  type NardyRecord,
  recordFromState,
  seededDice,
  startNextGame,
  type TableConfig,
  type TableState,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { type NextMatch, seedNumber, type Tournament } from '@nardy/tournament';
import type { BotDecision } from '../botDecide.ts';

/** Asks the computer what `player` does at the table of `record` (the worker client in the app). */
export type Decider = (record: NardyRecord, player: Color, level: Level) => Promise<BotDecision>;

/**
 * The dice of a match between two bot entrants: seeded from the public draw seed as
 * `seedNumber("SEED/PAIRING/MATCH")` (the CLI's convention), so anybody can replay it; real randomness
 * after a draw made by hand (no seed).
 */
export function botMatchDice(t: Tournament, match: Pick<NextMatch, 'pairing' | 'number'>): DiceSource {
  const seed = t.draw?.seed;
  return seed ? seededDice(seedNumber(`${seed}/${match.pairing}/${match.number}`)) : cryptoDice;
}

/**
 * Plays a whole match between two computer players at a @nardy/parallel table: the table rolls the
 * opening and starts each next game, every other decision (roll or double, take or drop, the play and
 * its board) is the decider's at each side's level. `onGame` reports each finished game; `stopped`
 * ends the match early (null is returned). Throws when the decider answers with something the table
 * refuses — the table stays the judge.
 */
export async function playBotMatch(
  config: TableConfig,
  levels: { readonly white: Level; readonly black: Level },
  decide: Decider,
  dice: DiceSource,
  hooks: { onGame?: (state: TableState) => void; stopped?: () => boolean } = {},
): Promise<TableState | null> {
  let state = createTable(config);
  let source = dice;
  for (let guard = 0; guard < 100_000; guard++) {
    if (hooks.stopped?.()) return null;
    if (state.over) return state;
    const game = state.game;
    if (game.phase === 'gameOver') {
      hooks.onGame?.(state);
      const next = startNextGame(state);
      if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
      state = next.value;
      continue;
    }
    const player = actorOf(game);
    if (player === null) {
      const rolled = applyCommand(state, { type: 'ROLL' }, source);
      if (!rolled.ok) throw new Error(`${rolled.error.code}: ${rolled.error.message}`);
      state = rolled.value.state;
      source = rolled.value.dice;
      continue;
    }
    const decision = await decide(recordFromState(state), player, levels[player]);
    const r = applyCommand(state, { ...decision, player }, source);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    state = r.value.state;
    source = r.value.dice;
  }
  throw new Error('the match did not end');
}
