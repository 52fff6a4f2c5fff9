/**
 * GNU Backgammon as an outside referee (a separate program, never linked):
 *   node scripts/run-ts.mjs packages/bot/scripts/referee.ts [--level L] [--positions N] [--plies P] [--seed S]
 *     [--gnubg PATH] [--show-errors]
 * Samples unforced short-nardy (= backgammon) decisions from 0-ply self-play, lets the bot at level L
 * choose, asks gnubg (`hint`, cubeless, P-ply) for the equity of every legal play, and reports the mean
 * equity the bot's choice loses against gnubg's best, in points per move (money, cubeless).
 * --show-errors lists on stderr every decision that loses more than 0.08, with gnubg's top three plays.
 */
import { spawnSync } from 'node:child_process';
import {
  applySteps,
  CELLS,
  type Dice,
  flipCells,
  makePositionId,
  OFF_CELL,
  PlayGenerator,
  type Position,
  parseMoveText,
  positionKey,
  rulesFor,
  seededRandom,
  startPosition,
  TurnPlan,
} from '@nardy/rules';
import { chooseMove, isLevel, makeStrategy, rollDie } from '../src/index.ts';

const args = process.argv.slice(2);
const flags: Record<string, string> = {};
for (let i = 0; i < args.length; i++) {
  const [k, v] = args[i].replace(/^--/, '').split('=', 2);
  flags[k] = v ?? (args[i + 1]?.startsWith('--') === false ? args[++i] : '');
}
const level = flags.level ?? 'master';
if (!isLevel(level)) throw new Error(`unknown level ${level}`);
const wanted = Number(flags.positions ?? 200);
const plies = Number(flags.plies ?? 0);
const gnubg = flags.gnubg ?? 'gnubg';
const rules = rulesFor('short');

// Unforced decisions from club-level self-play.
const club = makeStrategy('club', rules);
const random = seededRandom(Number(flags.seed ?? 4242));
const gen = new PlayGenerator();
const decisions: { position: Position; dice: Dice }[] = [];
while (decisions.length < wanted) {
  const board = Int8Array.from(startPosition('short').cells);
  for (let turn = 0; turn < 400 && decisions.length < wanted; turn++) {
    let d1 = rollDie(random);
    let d2 = rollDie(random);
    while (turn === 0 && d1 === d2) {
      d1 = rollDie(random);
      d2 = rollDie(random);
    }
    const n = gen.generate(rules, board, d1, d2);
    if (n > 1) decisions.push({ position: { variant: 'short', cells: Int8Array.from(board) }, dice: [d1, d2] });
    if (n > 0) {
      const pick = club.pick(gen, board);
      board.set(gen.outcomes.subarray(pick * CELLS, (pick + 1) * CELLS));
      if (board[OFF_CELL] === 15) break;
    }
    board.set(flipCells('short', board));
  }
}

// The bot's choices, timed.
const t0 = performance.now();
const chosen = decisions.map(({ position, dice }) => {
  const r = chooseMove('short', position, dice, { level });
  if (!r.ok || r.value === null) throw new Error('the bot found no play in an unforced position');
  return positionKey(r.value.after);
});
const botSeconds = (performance.now() - t0) / 1000;

// One gnubg session for all decisions.
const script = [
  'set player 0 human',
  'set player 1 human',
  'set evaluation chequerplay evaluation cubeful off',
  `set evaluation chequerplay evaluation plies ${plies}`,
  'new game',
];
for (const { position, dice } of decisions) {
  script.push('set turn 1', `set board ${makePositionId(position)}`, `set dice ${dice[0]} ${dice[1]}`, 'hint 999');
}
const run = spawnSync(gnubg, ['-t', '-q'], { input: `${script.join('\n')}\n`, encoding: 'utf8', maxBuffer: 1 << 28 });
if (run.status !== 0 && !run.stdout) throw new Error(`gnubg failed: ${run.stderr}`);
const blocks = run.stdout.split('The dice have been set to').slice(1);
if (blocks.length !== decisions.length)
  throw new Error(`expected ${decisions.length} hint blocks, got ${blocks.length}`);
const LINE = /^\s*\d+\.\s+Cube\w+\s+\d-ply\s+(.+?)\s+Eq\.:\s+([+-]?\d+\.\d+)/;
let total = 0;
let unmapped = 0;
let worst = 0;
let blunders = 0;
let measured = 0;
decisions.forEach(({ position, dice }, i) => {
  const plan = new TurnPlan(rules, position, dice);
  let best = Number.NEGATIVE_INFINITY;
  let ours: number | null = null;
  for (const line of blocks[i].split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    const eq = Number(m[2]);
    const text = parseMoveText(m[1]);
    if (!text.ok) continue;
    const steps = plan.resolve(text.value);
    if (!steps.ok) continue;
    if (eq > best) best = eq;
    if (positionKey(applySteps(position, steps.value)) === chosen[i]) ours = eq;
  }
  if (ours === null) {
    unmapped++;
    return;
  }
  const error = best - ours;
  if (error > 0.08 && flags['show-errors'] !== undefined) showError(position, dice, error, blocks[i], ours);
  measured++;
  total += error;
  if (error > worst) worst = error;
  if (error > 0.08) blunders++;
});
console.log(
  JSON.stringify({
    referee: `gnubg ${plies}-ply cubeless`,
    level,
    decisions: decisions.length,
    measured,
    unmapped,
    meanErrorPerMove: Number((total / measured).toFixed(5)),
    worstError: worst,
    over0_08: blunders,
    botSecondsPerMove: Number((botSeconds / decisions.length).toFixed(4)),
  }),
);

function showError(position: Position, dice: Dice, error: number, block: string, ours: number): void {
  const lines = block.split('\n').filter((line) => LINE.test(line));
  const mine = lines.find((line) => Number(LINE.exec(line)?.[2]) === ours);
  process.stderr.write(`${makePositionId(position)} ${dice.join('-')} loses ${error.toFixed(3)}\n`);
  process.stderr.write(`${lines.slice(0, 3).join('\n')}\n  bot: ${mine?.trim() ?? '?'}\n`);
}
