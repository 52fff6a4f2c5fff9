// Property tests over random entrant counts 2–64, draws, configurations, results and withdrawals:
// every entrant is placed exactly once (eliminated in one pairing, or champion), exactly one
// champion, refusals change nothing, and the document round-trips.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playersOf } from '../src/bracket.ts';
import { makeTournamentDocument, parseTournamentDocument } from '../src/document.ts';
import { bracketSize } from '../src/draw.ts';
import { champion, places, standings } from '../src/standings.ts';
import {
  createTournament,
  enterResult,
  isOver,
  pendingPairingOf,
  playablePairings,
  type Tournament,
  withdrawEntrant,
} from '../src/tournament.ts';
import { names } from './builders.ts';

const settings = fc.record({
  n: fc.integer({ min: 2, max: 64 }),
  seed: fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ''),
  thirdPlace: fc.boolean(),
  winsNeeded: fc.integer({ min: 1, max: 3 }),
  finalWinsNeeded: fc.integer({ min: 1, max: 3 }),
  choices: fc.array(fc.nat(), { minLength: 400, maxLength: 400 }),
  withdrawRate: fc.constantFrom(0, 0.05, 0.3),
});

type Settings = typeof settings extends fc.Arbitrary<infer T> ? T : never;

/** Plays a whole tournament from the random choices; withdrawals at the given rate. */
function run(s: Settings) {
  const created = createTournament({
    entrants: names(s.n),
    seed: s.seed,
    config: {
      minEntrants: 2,
      thirdPlace: s.thirdPlace,
      winsNeeded: s.winsNeeded,
      finalWinsNeeded: s.finalWinsNeeded,
      matchLength: 3,
    },
  });
  if (!created.ok) throw new Error(created.error.message);
  let t: Tournament = created.value;
  let k = 0;
  const choice = () => s.choices[k++ % s.choices.length] + k;
  for (let guard = 0; guard < 10000 && !isOver(t); guard++) {
    if (s.withdrawRate > 0 && (choice() % 1000) / 1000 < s.withdrawRate) {
      const active = t.entrants.filter((e) => !t.withdrawn.includes(e) && pendingPairingOf(t, e) !== null);
      const r = withdrawEntrant(t, active[choice() % active.length]);
      if (!r.ok) throw new Error(`withdrawal refused: ${r.error.code}`);
      t = r.value;
      continue;
    }
    const open = playablePairings(t);
    if (open.length === 0) throw new Error('not over, yet nothing to play');
    const p = open[choice() % open.length];
    const players = playersOf(p);
    const r = enterResult(t, { pairing: p.id, winner: players[choice() % 2], score: [3, (choice() % 6) / 2] });
    if (!r.ok) throw new Error(`result refused: ${r.error.code}`);
    t = r.value;
  }
  return t;
}

describe('tournament properties', { timeout: 30000 }, () => {
  it('every entrant is placed exactly once and exactly one champion results', () => {
    fc.assert(
      fc.property(settings, (s) => {
        const t = run(s);
        expect(isOver(t)).toBe(true);
        const slots = t.draw?.slots ?? [];
        expect(slots).toHaveLength(bracketSize(s.n));
        expect(slots.filter((x) => x !== null).sort()).toEqual([...t.entrants].sort());
        const table = standings(t);
        const champ = champion(t);
        expect(champ).not.toBeNull();
        expect(table.filter((x) => x.place === 1).map((x) => x.name)).toEqual([champ]);
        expect(table.filter((x) => x.place === 2)).toHaveLength(1);
        expect(table.filter((x) => x.place === 3).length).toBeLessThanOrEqual(s.thirdPlace ? 1 : 2);
        // Knocked out of the title run by exactly one pairing, unless champion.
        const losses = new Map<string, number>();
        for (const p of t.pairings) {
          if (p.stage === 'third' || p.decision === null) continue;
          for (const name of playersOf(p)) if (name !== p.winner) losses.set(name, (losses.get(name) ?? 0) + 1);
        }
        for (const entrant of table) {
          expect(entrant.active).toBe(false);
          expect(losses.get(entrant.name) ?? 0).toBe(entrant.name === champ ? 0 : 1);
          expect(entrant.eliminated === null).toBe(entrant.name === champ);
        }
        const podium = places(t);
        expect(podium[0]).toEqual({ place: 1, name: champ });
        if (s.withdrawRate === 0 && s.n >= 4) expect(podium.length).toBe(s.thirdPlace ? 3 : 4);
        const back = parseTournamentDocument(JSON.stringify(makeTournamentDocument(t)));
        expect(back.ok && back.value.pairings).toEqual(t.pairings);
      }),
      { numRuns: 100 },
    );
  });

  it('refused operations leave the state unchanged', () => {
    fc.assert(
      fc.property(
        settings,
        fc.array(
          fc.record({
            kind: fc.constantFrom('result', 'withdraw'),
            pairing: fc.constantFrom('r1-1', 'r2-1', 'r3-2', 'r7-1', 'third', 'x'),
            who: fc.integer({ min: 0, max: 70 }),
            score: fc.tuple(fc.integer({ min: -1, max: 7 }), fc.integer({ min: -1, max: 7 })),
          }),
          { maxLength: 30 },
        ),
        (s, operations) => {
          const fresh = createTournament({ entrants: names(s.n), seed: s.seed, config: { minEntrants: 2 } });
          if (!fresh.ok) throw new Error(fresh.error.message);
          let t = fresh.value;
          for (const op of operations) {
            const before = JSON.stringify(makeTournamentDocument(t));
            const r =
              op.kind === 'result'
                ? enterResult(t, { pairing: op.pairing, winner: `P${op.who}`, score: op.score })
                : withdrawEntrant(t, `P${op.who}`);
            if (r.ok) t = r.value;
            else expect(JSON.stringify(makeTournamentDocument(t))).toBe(before);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
