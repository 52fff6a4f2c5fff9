/**
 * Duplicate table matches between two board rules (how a seat chooses the board of each roll at a
 * parallel table), both seats at the same level, cubeless:
 *   node scripts/run-ts.mjs lab/scripts/tableMatch.ts --boards short,short [--a wide]
 *     [--b lookahead] [--level club] [--tables 8000] [--seed 1] [--checkpoint FILE]
 *     [--a-margin M] [--b-margin M]
 * `--boards` is the table's shape, one variant per board (2–4 boards; `short,long` mixes the families),
 * at the table's defaults for those variants (ending koks when a short board is there, else mars).
 * Each dice sequence (from the seed and the pair number) is played twice, A as White and then as Black,
 * so a pair is one sample; the result is A's points per table with the standard error over the pairs,
 * and the share of tables where A paid the first-finished half point (RULES.md §6.5).
 * `--a-margin`/`--b-margin` set a seat's `deepMargin` (which boards strong and master search at
 * their depth; `all`: every board, as before the staged search), so one rule at master can meet itself
 * with and without the staging (`--a lookahead --b lookahead --b-margin all --level master`).
 * --checkpoint FILE appends each finished pair to FILE (one JSON line) and, when FILE exists, starts
 * after the pairs it holds, so a long match can be stopped and continued. A progress line goes to
 * stderr every 50 pairs. `--pairs FROM-TO` plays only the pairs FROM … TO − 1 (default: all of
 * them), so that two processes can share one match on two cores, each with its own checkpoint; the
 * files of consecutive ranges, joined in order, are the checkpoint of the whole match.
 */
import { appendFileSync, existsSync } from 'node:fs';
import { BOARD_RULES, type BoardRule, botSeat, isLevel, meanAndError, playTable } from '@nardy/bot';
import { parseTableConfig, seededDice, type TableState } from '@nardy/parallel';
import { type Color, isVariantName, seededRandom } from '@nardy/rules';
import { readCommandLine } from './flags.ts';
import { pairPoints, readTablePairs, type TablePair } from './tableCheckpoint.ts';

const { flags } = readCommandLine({
  command: 'tableMatch',
  usage:
    'usage: node scripts/run-ts.mjs lab/scripts/tableMatch.ts --boards short,short [--a wide] [--b lookahead] [--level club] [--tables 8000] [--seed 1] [--checkpoint FILE] [--a-margin M] [--b-margin M] [--pairs FROM-TO]',
  flags: ['boards', 'a', 'b', 'level', 'tables', 'seed', 'checkpoint', 'a-margin', 'b-margin', 'pairs'],
});
const variants = (flags.boards ?? 'short,short').split(',');
if (variants.length < 2 || variants.length > 4 || !variants.every(isVariantName)) {
  throw new Error('--boards: two to four variants, e.g. short,short or short,long');
}
const rule = (name: string, fallback: BoardRule): BoardRule => {
  const value = flags[name] ?? fallback;
  if (!(BOARD_RULES as readonly string[]).includes(value))
    throw new Error(`--${name}: one of ${BOARD_RULES.join(', ')}`);
  return value as BoardRule;
};
const aRule = rule('a', 'wide');
const bRule = rule('b', 'lookahead');
const margin = (name: string): { deepMargin?: number } => {
  const value = flags[name];
  if (value === undefined) return {};
  const m = value === 'all' ? Number.POSITIVE_INFINITY : Number(value);
  if (!(m >= 0)) throw new Error(`--${name}: a number ≥ 0 or all`);
  return { deepMargin: m };
};
const aMargin = margin('a-margin');
const bMargin = margin('b-margin');
const level = flags.level ?? 'club';
if (!isLevel(level)) throw new Error(`unknown level ${level}`);
const tables = Number(flags.tables ?? 8000);
const seed = Number(flags.seed ?? 1);
const parsed = parseTableConfig({
  boards: variants.map((variant) => ({ variant })),
  ending: variants.some((v) => v.startsWith('short') || v === 'nackgammon') ? 'koks' : 'mars',
  cube: { mode: 'off' },
});
if (!parsed.ok) throw new Error(parsed.error.message);
const config = parsed.value;

/** A's net at a finished table, and whether A paid the first-finished half point. */
const outcome = (state: TableState, aIs: Color): { net: number; paid: boolean } => {
  const first = state.game.boards.find((b) => b.result?.order === 1)?.result;
  const net = state.game.outcome?.net ?? 0;
  return { net: aIs === 'white' ? net : -net, paid: first?.winner === aIs };
};

const pairs = Math.ceil(tables / 2);
const range = (flags.pairs ?? `0-${pairs}`).split('-').map(Number);
const [firstPair, endPair] = range;
if (range.length !== 2 || !Number.isInteger(firstPair) || !Number.isInteger(endPair) || firstPair < 0) {
  throw new Error('--pairs FROM-TO: pair numbers, FROM < TO');
}
if (!(firstPair < endPair && endPair <= pairs)) throw new Error(`--pairs: FROM < TO ≤ ${pairs}`);

const checkpoint = flags.checkpoint;
const done = new Map<number, TablePair>();
if (checkpoint && existsSync(checkpoint)) {
  for (const row of readTablePairs(checkpoint)) {
    if (row.seed !== seed) throw new Error(`${checkpoint} holds pairs of seed ${row.seed}, not ${seed}`);
    if (row.pair !== firstPair + done.size) throw new Error(`${checkpoint}: pair ${row.pair} out of order`);
    done.set(row.pair, row);
  }
}

let sum = 0;
let squares = 0;
let wins = 0;
let paid = 0;
const started = Date.now();
for (let pair = firstPair; pair < endPair; pair++) {
  let row = done.get(pair);
  if (!row) {
    const pairSeed = (Math.imul(seed, 0x9e3779b1) ^ Math.imul(pair + 1, 0x85ebca77)) >>> 0;
    // Fresh seats for each table (the club level has no noise; the seeds matter for beginner only).
    const a = () => botSeat({ level, rule: aRule, ...aMargin, random: seededRandom(pairSeed ^ 0x1234567) });
    const b = () => botSeat({ level, rule: bRule, ...bMargin, random: seededRandom(pairSeed ^ 0x7654321) });
    const first = outcome(playTable(config, { white: a(), black: b() }, seededDice(pairSeed)), 'white');
    const second = outcome(playTable(config, { white: b(), black: a() }, seededDice(pairSeed)), 'black');
    row = { seed, pair, first: first.net, second: second.net, paid: Number(first.paid) + Number(second.paid) };
    if (checkpoint) appendFileSync(checkpoint, `${JSON.stringify(row)}\n`);
  }
  const x = pairPoints(row);
  sum += x;
  squares += x * x;
  wins += Number(row.first > 0) + Number(row.second > 0);
  paid += row.paid;
  const played = pair + 1 - firstPair;
  if (played % 50 === 0) {
    const soFar = meanAndError(sum, squares, played);
    process.stderr.write(
      `${pair + 1}/${endPair} pairs: ${soFar.pointsPerGame.toFixed(3)} ± ${soFar.standardError.toFixed(3)} per table\n`,
    );
  }
}
const counted = endPair - firstPair;
const { pointsPerGame: mean, standardError } = meanAndError(sum, squares, counted);
const round = (x: number) => Math.round(x * 10000) / 10000;
console.log(
  JSON.stringify({
    boards: variants,
    a: aRule,
    b: bRule,
    ...(flags['a-margin'] === undefined ? {} : { aMargin: flags['a-margin'] }),
    ...(flags['b-margin'] === undefined ? {} : { bMargin: flags['b-margin'] }),
    level,
    seed,
    tables: 2 * counted,
    ...(flags.pairs === undefined ? {} : { pairs: flags.pairs }),
    options: config.spec.options,
    pointsPerTable: round(mean),
    standardError: round(standardError),
    winRate: round(wins / (2 * counted)),
    halfPointPaidByA: round(paid / (2 * counted)),
    seconds: Math.round((Date.now() - started) / 1000),
  }),
);
