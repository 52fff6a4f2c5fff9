import type { TournamentConfig } from './config.ts';

/** Kinds of pairing: a round before the final, the final, the third-place pairing. */
export const STAGES = ['round', 'final', 'third'] as const;
export type Stage = (typeof STAGES)[number];

/** How a pairing was decided: by matches, by a bye, by the opponent's withdrawal, or not at all (void). */
export const DECISIONS = ['play', 'bye', 'walkover', 'void'] as const;
export type Decision = (typeof DECISIONS)[number];

/**
 * One side of a pairing: a known player, nobody (a bye, or the empty result of a void pairing), or a
 * place waiting for the winner or loser of an earlier pairing.
 */
export type PairingSide =
  | { readonly kind: 'player'; readonly name: string }
  | { readonly kind: 'bye' }
  | { readonly kind: 'waiting'; readonly from: string; readonly take: 'winner' | 'loser' };

/** One match of a pairing as entered: the winner and the score as [winner's points, loser's points]. */
export interface PlayedMatch {
  readonly winner: string;
  readonly score: readonly [number, number];
}

/** A pairing: a series of matches between two players until one has `winsNeeded` match wins. */
export interface Pairing {
  /** `r{round}-{index}` (both from 1), or `third` for the third-place pairing. */
  readonly id: string;
  readonly stage: Stage;
  /** 1 = first round; the final (and the third-place pairing) are in the last round. */
  readonly round: number;
  /** Position within the round, from 1 (top of the bracket). */
  readonly index: number;
  readonly winsNeeded: number;
  readonly sides: readonly [PairingSide, PairingSide];
  readonly matches: readonly PlayedMatch[];
  /** Match wins of each side so far. */
  readonly wins: readonly [number, number];
  /** Null while undecided, and for a void pairing. */
  readonly winner: string | null;
  readonly loser: string | null;
  readonly decision: Decision | null;
}

/** Pairing status for displays: waiting for an opponent, ready for its first match, under way, decided. */
export type PairingStatus = 'waiting' | 'ready' | 'playing' | 'decided';

export function pairingStatus(pairing: Pairing): PairingStatus {
  if (pairing.decision !== null) return 'decided';
  if (pairing.sides.some((s) => s.kind === 'waiting')) return 'waiting';
  return pairing.matches.length > 0 ? 'playing' : 'ready';
}

/** Number of rounds of a bracket of `size` first-round slots (size = 2^rounds). */
export function roundCount(size: number): number {
  return Math.round(Math.log2(size));
}

export const pairingId = (round: number, index: number): string => `r${round}-${index}`;

/** The names of a pairing's sides that are known players (0, 1 or 2 of them, in side order). */
export function playersOf(pairing: Pairing): string[] {
  return pairing.sides.flatMap((s) => (s.kind === 'player' ? [s.name] : []));
}

/**
 * The empty bracket for first-round `slots` (names and null for byes): every pairing of every round,
 * the final, and the third-place pairing when the config has one and there are semifinals. Nothing
 * is decided yet; `settleBracket` resolves the byes.
 */
export function emptyBracket(slots: readonly (string | null)[], config: TournamentConfig): Pairing[] {
  const rounds = roundCount(slots.length);
  const out: Pairing[] = [];
  const make = (
    id: string,
    stage: Stage,
    round: number,
    index: number,
    sides: readonly [PairingSide, PairingSide],
  ): Pairing => ({
    id,
    stage,
    round,
    index,
    winsNeeded: stage === 'round' ? config.winsNeeded : config.finalWinsNeeded,
    sides,
    matches: [],
    wins: [0, 0],
    winner: null,
    loser: null,
    decision: null,
  });
  const slotSide = (name: string | null): PairingSide => (name === null ? { kind: 'bye' } : { kind: 'player', name });
  for (let round = 1; round <= rounds; round++) {
    const count = slots.length >> round;
    const stage: Stage = round === rounds ? 'final' : 'round';
    for (let index = 1; index <= count; index++) {
      const sides: [PairingSide, PairingSide] =
        round === 1
          ? [slotSide(slots[2 * index - 2]), slotSide(slots[2 * index - 1])]
          : [
              { kind: 'waiting', from: pairingId(round - 1, 2 * index - 1), take: 'winner' },
              { kind: 'waiting', from: pairingId(round - 1, 2 * index), take: 'winner' },
            ];
      out.push(make(pairingId(round, index), stage, round, index, sides));
    }
  }
  if (config.thirdPlace && rounds >= 2) {
    out.push(
      make('third', 'third', rounds, 2, [
        { kind: 'waiting', from: pairingId(rounds - 1, 1), take: 'loser' },
        { kind: 'waiting', from: pairingId(rounds - 1, 2), take: 'loser' },
      ]),
    );
  }
  return out;
}

/**
 * Resolves everything that follows without a match, until nothing changes: a pairing against nobody
 * is won by a bye; a pairing with a withdrawn player is won by walkover (void if neither side can
 * play); winners and losers of decided pairings move into the places waiting for them.
 */
export function settleBracket(pairings: readonly Pairing[], withdrawn: ReadonlySet<string>): Pairing[] {
  const out = [...pairings];
  const byId = new Map(out.map((p, i) => [p.id, i]));
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < out.length; i++) {
      const p = out[i];
      if (p.decision === null && p.sides.every((s) => s.kind !== 'waiting')) {
        const able = p.sides.map((s) => s.kind === 'player' && !withdrawn.has(s.name));
        if (able[0] && able[1]) continue;
        const names = p.sides.map((s) => (s.kind === 'player' ? s.name : null));
        const w = able[0] ? 0 : able[1] ? 1 : -1;
        const absentIsBye = w >= 0 && p.sides[1 - w].kind === 'bye';
        out[i] = {
          ...p,
          winner: w >= 0 ? names[w] : null,
          loser: w >= 0 ? names[1 - w] : null,
          decision: w < 0 ? 'void' : absentIsBye ? 'bye' : 'walkover',
        };
        changed = true;
      }
    }
    for (let i = 0; i < out.length; i++) {
      const p = out[i];
      let replaced = false;
      const sides = p.sides.map((s): PairingSide => {
        if (s.kind !== 'waiting') return s;
        const from = out[byId.get(s.from) as number];
        if (from.decision === null) return s;
        replaced = true;
        const name = s.take === 'winner' ? from.winner : from.loser;
        return name === null ? { kind: 'bye' } : { kind: 'player', name };
      });
      if (replaced) {
        out[i] = { ...p, sides: [sides[0], sides[1]] };
        changed = true;
      }
    }
  }
  return out;
}
