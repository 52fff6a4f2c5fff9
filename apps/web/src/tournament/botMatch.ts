import { type Level, playTableAsync } from '@nardy/bot';
import {
  cryptoDice,
  type DiceSource,
  seededDice,
  type TableCommand,
  type TableConfig,
  type TableState,
} from '@nardy/parallel';
import type { Color } from '@nardy/rules';
import { type NextMatch, seedNumber, type Tournament } from '@nardy/tournament';

/** Asks the computer what `player` does at this table (the worker client in the app). */
export type Decider = (state: TableState, player: Color, level: Level) => Promise<TableCommand>;

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
 * Plays a whole match between two computer players at a @nardy/parallel table, by @nardy/bot's one
 * play-out loop (`playTableAsync`): the table rolls the opening and starts each next game, every other
 * command (roll or double, take or drop, the play and its board) is the decider's at each side's level.
 * `onGame` reports each finished game but the last; `stopped` ends the match early (null is returned).
 * Throws when the decider answers with something the table refuses — the table stays the judge.
 */
export function playBotMatch(
  config: TableConfig,
  levels: { readonly white: Level; readonly black: Level },
  decide: Decider,
  dice: DiceSource,
  hooks: { onGame?: (state: TableState) => void; stopped?: () => boolean } = {},
): Promise<TableState | null> {
  const seat = (level: Level) => (state: TableState, player: Color) => decide(state, player, level);
  return playTableAsync(config, { white: seat(levels.white), black: seat(levels.black) }, dice, hooks);
}
