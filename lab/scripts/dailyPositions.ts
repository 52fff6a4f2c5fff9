/**
 * Generates the web app's positions of the day (docs/app.md "Drills"): positions met in 0-ply
 * self-play of short and long nardy, each with a roll, kept when our own analysis (`hintPlays` at
 * 1-ply) finds one play clearly best — ahead of the second by at least `MIN_GAP` — among at least
 * four. Writes apps/web/src/learn/dailyPositions.json (and the variants and rolls into dailyPick.ts's
 * `DAILY_HEADS`); apps/web/src/learn/daily.test.ts checks them.
 *   node scripts/run-ts.mjs lab/scripts/dailyPositions.ts [--count 40] [--seed 49]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultEvaluator, hintPlays } from '@nardy/bot';
import { type Dice, type Position, seededRandom, toSetup, type VariantName } from '@nardy/rules';
import { playPositions } from './positions.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const COUNT = flag('count', 40);
const SEED = flag('seed', 49);
/** The best play must beat the second by this much (points): a puzzle with one clear answer. */
const MIN_GAP = 0.04;
/** The depth the set is judged at (the app's default analysis level). */
const PLY = 1;

const out = fileURLToPath(new URL('../../apps/web/src/learn/dailyPositions.json', import.meta.url));
const pick = fileURLToPath(new URL('../../apps/web/src/learn/dailyPick.ts', import.meta.url));
const random = seededRandom(SEED);

interface DailyEntry {
  readonly variant: VariantName;
  readonly white: ReturnType<typeof toSetup>['mover'];
  readonly black: ReturnType<typeof toSetup>['opponent'];
  readonly dice: Dice;
  readonly ply: number;
  readonly choices: readonly {
    readonly play: string;
    readonly steps: readonly { from: number; to: number }[];
    readonly equity: number;
  }[];
}

function candidate(variant: VariantName, cells: Int8Array): DailyEntry | null {
  const position: Position = { variant, cells };
  // Well into the game: the long-nardy head already opened (no first-turn question), nothing borne off yet.
  if (variant === 'long' && cells[24] > 12) return null;
  if (cells[26] > 0 || cells[27] > 0) return null;
  const dice: Dice = [1 + Math.floor(random() * 6), 1 + Math.floor(random() * 6)];
  const ranked = hintPlays(variant, position, dice, { ply: PLY });
  if (!ranked.ok) return null;
  const plays = ranked.value.filter((p) => p.ply === PLY);
  if (plays.length < 4 || plays[1].equity > plays[0].equity - MIN_GAP) return null;
  const setup = toSetup(position);
  return {
    variant,
    white: setup.mover,
    black: setup.opponent,
    dice,
    ply: PLY,
    choices: plays.slice(0, 3).map((p) => ({
      play: p.text,
      steps: p.steps.map((s) => ({ from: s.from, to: s.to })),
      equity: Math.round(p.equity * 1e6) / 1e6,
    })),
  };
}

const entries: DailyEntry[] = [];
const pools = (['short', 'long'] as const).map((variant, i) => ({
  variant,
  cells: playPositions(variant, defaultEvaluator(variant), 2000, SEED + i),
  at: 0,
}));
// Alternate the variants: short on one day, long on the next.
while (entries.length < COUNT && pools.some((p) => p.at < p.cells.length)) {
  const wanted = pools[entries.length % 2];
  const pool = wanted.at < wanted.cells.length ? wanted : pools[(entries.length + 1) % 2];
  // Every 7th position of the pool: positions of one game are alike.
  for (; pool.at < pool.cells.length; pool.at += 7) {
    const entry = candidate(pool.variant, pool.cells[pool.at]);
    if (entry) {
      entries.push(entry);
      pool.at += 7;
      break;
    }
  }
}
// One position a line: the file stays readable and its diffs small.
const lines = entries.map((e) => `    ${JSON.stringify(e)}`).join(',\n');
writeFileSync(out, `{\n  "seed": ${SEED},\n  "minGap": ${MIN_GAP},\n  "positions": [\n${lines}\n  ]\n}\n`);
// The first page's summary of the set: each position's variant and roll.
const heads = entries.map((e) => `${e.variant === 'long' ? 'l' : 's'}${e.dice[0]}${e.dice[1]}`).join('');
writeFileSync(pick, readFileSync(pick, 'utf8').replace(/DAILY_HEADS = '[a-z0-9]*'/, `DAILY_HEADS = '${heads}'`));
console.log(`${entries.length} positions written to ${out}`);
