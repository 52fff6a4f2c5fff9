/**
 * The bot's cube decisions judged by GNU Backgammon's analysis (gnubg run as a separate program):
 *   node scripts/run-ts.mjs lab/scripts/gnubgCube.ts [--level club] [--games 200] [--match 0]
 *     [--seed 1] [--plies 2] [--net NET] [--gnubg PATH] [--keep DIR]
 * Plays --games short-nardy tables of one board with a cube (both seats the bot at --level, with
 * `cubeDecision`): money games (--match 0, one game a table) or matches to --match points; writes each
 * as a `.mat` (`makeMat`), lets gnubg `analyse match` (cube decisions at --plies, checker play at 0-ply:
 * only the cube is judged) and reads its statistics for both players together: the cube decisions it
 * counted, the close or actual ones, and the error it charged. The error per decision is gnubg's
 * "error rate" (total error / close or actual decisions), in thousandths (mEMG); also per decision of
 * any kind. --checkpoint FILE appends each table's counts to FILE (one JSON line) and, when FILE
 * exists, starts after the tables it holds, so a long run can be stopped and continued.
 */
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { botSeat } from '@nardy/bot';
import { makeMat, recordFromState } from '@nardy/parallel';
import { cubeLevel, cubeRun, gnubgCubeSetup, playCubeTable } from './cubeTables.ts';
import { readCommandLine } from './flags.ts';
import { Gnubg } from './gnubg.ts';

const { flags } = readCommandLine({
  command: 'gnubgCube',
  usage:
    'usage: node scripts/run-ts.mjs lab/scripts/gnubgCube.ts [--level club] [--games 200] [--match 0] [--seed 1] [--plies 2] [--net NET] [--gnubg PATH] [--keep DIR] [--checkpoint FILE]',
  flags: ['level', 'games', 'match', 'seed', 'plies', 'net', 'gnubg', 'keep', 'checkpoint'],
});
const level = cubeLevel(flags);
const { games, matchLength, seed, plies, config } = cubeRun(flags, { games: 200, match: 0, seed: 1 });

const dir = flags.keep ?? mkdtempSync(join(tmpdir(), 'nardy-cube-'));
const gnubg = new Gnubg(flags.gnubg ?? 'gnubg');
await gnubg.run(gnubgCubeSetup(plies));

/** The numbers gnubg prints in its "Cube statistics" for the two players, summed. */
const totals = { decisions: 0, actual: 0, errorEmg: 0, doubles: 0, takes: 0, passes: 0 };
/** The numbers after a row's label (a label may end in a parenthesis: "(EMG (Points))", "(MWC)"). */
const rowOf = (text: string, label: string): number[] => {
  const line = text.split('\n').find((l) => l.trimStart().startsWith(label));
  if (!line) return [];
  const rest = line.slice(line.indexOf(label) + label.length).replace(/^\s*\((?:[^()]|\([^()]*\))*\)/, '');
  return [...rest.matchAll(/[-+]?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
};

/** gnubg's kinds of cube error: for each, how many and their EMG, both players summed. */
const KINDS = {
  missedBelowCashPoint: 'Missed doubles below CP',
  missedAboveCashPoint: 'Missed doubles above CP',
  wrongDoubleBelowDoublePoint: 'Wrong doubles below DP',
  wrongDoubleTooGood: 'Wrong doubles above TG',
  wrongTake: 'Wrong takes',
  wrongPass: 'Wrong passes',
} as const;
type Kind = keyof typeof KINDS;
const kinds = Object.fromEntries(Object.keys(KINDS).map((k) => [k, { count: 0, emg: 0 }])) as Record<
  Kind,
  { count: number; emg: number }
>;
/** A kind's row: per player "N" or "N (EMG ( points))". */
const kindOf = (text: string, label: string): { count: number; emg: number } => {
  const line = text.split('\n').find((l) => l.trimStart().startsWith(label));
  const out = { count: 0, emg: 0 };
  if (!line) return out;
  const rest = line.slice(line.indexOf(')', line.indexOf(label)) + 2);
  for (const m of rest.matchAll(/(\d+)(?:\s*\(\s*([-+]?\d+(?:\.\d+)?)\s*\([^)]*\)\))?/g)) {
    out.count += Number(m[1]);
    out.emg += Math.abs(Number(m[2] ?? 0));
  }
  return out;
};

type Counts = typeof totals;
/** Each table's error and close decisions, for the standard error of the rate. */
const perTable: { errorEmg: number; actual: number }[] = [];
const add = (counts: Counts) => {
  for (const key of Object.keys(totals) as (keyof Counts)[]) totals[key] += counts[key];
  perTable.push({ errorEmg: counts.errorEmg, actual: counts.actual });
};

/**
 * The standard error of the error per close decision (a ratio of two sums over tables), by the delta
 * method: the spread over tables of each table's error less the rate times its decisions.
 */
function rateError(): number {
  const n = perTable.length;
  if (n < 2 || totals.actual === 0) return 0;
  const rate = totals.errorEmg / totals.actual;
  const spread = perTable.reduce((sum, t) => sum + (t.errorEmg - rate * t.actual) ** 2, 0) / (n - 1);
  return Math.sqrt(spread / n) / (totals.actual / n);
}
const checkpoint = flags.checkpoint;
// A checkpoint belongs to one run: level, match, seed, plies (and the net, when it is not the committed one).
const runKey = `${level}:${matchLength}:${seed}:${plies}${flags.net ? `:${flags.net.split('/').pop()}` : ''}`;
let resumed = 0;
if (checkpoint && existsSync(checkpoint)) {
  for (const line of readFileSync(checkpoint, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { key: string; table: number; counts: Counts };
    if (row.key !== runKey) throw new Error(`${checkpoint} holds another run`);
    if (row.table !== resumed) throw new Error(`${checkpoint}: table ${row.table} out of order`);
    add(row.counts);
    resumed++;
  }
}

const started = Date.now();
let misread = 0;
const tables = games;
for (let t = resumed; t < tables; t++) {
  const state = playCubeTable(config, seed, t, (random) => botSeat({ level, random }));
  const mat = makeMat(recordFromState(state));
  if (!mat.ok) throw new Error(mat.error.message);
  const file = join(dir, `table-${t + 1}.mat`);
  writeFileSync(file, mat.value.text);
  const out = await gnubg.run([`import mat ${file}`, 'analyse match', 'show statistics match']);
  const cube = out.slice(out.indexOf('Cube statistics'));
  const sum = (label: string) => rowOf(cube, label).reduce((a, b) => a + b, 0);
  const counts: Counts = {
    decisions: sum('Total cube decisions'),
    actual: sum('Close or actual cube decisions'),
    errorEmg: 0,
    doubles: sum('Doubles'),
    takes: sum('Takes'),
    passes: sum('Passes'),
  };
  // "Error total EMG (Points)" or "(MWC)": per player the EMG total, then points or MWC in parentheses.
  const errors = rowOf(cube, 'Error total EMG');
  for (let i = 0; i < errors.length; i += 2) counts.errorEmg += Math.abs(errors[i]);
  add(counts);
  // gnubg must read the doubles that were played: a .mat it misreads would be judged as other games.
  const played = recordFromState(state).games.reduce(
    (n, g) => n + g.events.filter((e) => (e as { type: string }).type === 'double').length,
    0,
  );
  if (played !== counts.doubles) {
    misread++;
    process.stderr.write(`table ${t + 1}: gnubg read ${counts.doubles} doubles, the table played ${played}\n`);
  }
  for (const [kind, label] of Object.entries(KINDS) as [Kind, string][]) {
    const k = kindOf(cube, label);
    kinds[kind].count += k.count;
    kinds[kind].emg += k.emg;
  }
  if (checkpoint) appendFileSync(checkpoint, `${JSON.stringify({ key: runKey, table: t, counts })}\n`);
  if ((t + 1) % 10 === 0) {
    const rate = (1000 * totals.errorEmg) / Math.max(totals.actual, 1);
    process.stderr.write(`${t + 1}/${tables} tables: ${rate.toFixed(2)} thousandths per close decision\n`);
  }
}
gnubg.close();
if (!flags.keep) rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    referee: `gnubg ${plies}-ply cube analysis`,
    level,
    play: matchLength > 0 ? `${matchLength}-point matches` : 'money',
    tables,
    cubeDecisions: totals.decisions,
    closeOrActual: totals.actual,
    doubles: totals.doubles,
    takes: totals.takes,
    passes: totals.passes,
    errorTotalEmg: Number(totals.errorEmg.toFixed(3)),
    errorPerCloseDecisionThousandths: Number(((1000 * totals.errorEmg) / Math.max(totals.actual, 1)).toFixed(2)),
    standardErrorThousandths: Number((1000 * rateError()).toFixed(2)),
    errorPerDecisionThousandths: Number(((1000 * totals.errorEmg) / Math.max(totals.decisions, 1)).toFixed(2)),
    // The kinds of error, from the tables played in this run (not those read from a checkpoint).
    errorKinds: Object.fromEntries(
      Object.entries(kinds).map(([k, v]) => [k, { count: v.count, emg: Number(v.emg.toFixed(3)) }]),
    ),
    // Tables where gnubg counted other doubles than were played (should be 0).
    misreadTables: misread,
    seconds: Math.round((Date.now() - started) / 1000),
  }),
);
