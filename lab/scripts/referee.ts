/**
 * GNU Backgammon as an outside referee (a separate program, never linked):
 *   node scripts/run-ts.mjs lab/scripts/referee.ts [--level L] [--positions N] [--plies P] [--seed S]
 *     [--gnubg PATH] [--show-errors]
 * Samples unforced short-nardy (= backgammon) decisions from 0-ply self-play (of the committed net), lets
 * the bot at level L choose (`--level master@net.nnq` or `@net.json`: with another net, see players.ts), asks gnubg (`hint`, cubeless, P-ply) for the equity of every legal play, and reports the mean
 * equity the bot's choice loses against gnubg's best, in points per move (money, cubeless).
 * --show-errors lists on stderr every decision that loses more than 0.08, with gnubg's top three equities.
 * --decisions FILE writes every judged decision (gnubg position id, cells, dice, the equity the choice
 * loses) to FILE as JSON, for breakdowns of where a player's error lies.
 * --cache FILE keeps gnubg's rankings (per position, dice and plies) in FILE, so that other players can
 * be judged on the same decisions without running gnubg again (written after every 200, so a stopped run
 * goes on where it stopped); --sampler NET fixes the net whose
 * self-play gives the decisions (default: the committed one), so the sample stays when nets change.
 * --level gnubg:P judges gnubg's own choices at P plies (its best play by its P-ply ranking, asked of
 * gnubg and kept in the same cache), to see what a depth of gnubg's own loses by the referee's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { makeStrategy, rollDie } from '@nardy/bot';
import { isContactOpposed } from '@nardy/bot/src/contact.ts';
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
import { readCommandLine } from './flags.ts';
import { HINT_LINE } from './gnubg.ts';
import { playerFromSpec } from './players.ts';

const { flags } = readCommandLine({
  command: 'referee',
  usage:
    'usage: node scripts/run-ts.mjs lab/scripts/referee.ts [--level L] [--positions N] [--plies P] [--seed S] [--gnubg PATH] [--cache FILE] [--sampler NET] [--decisions FILE] [--show-errors]',
  flags: ['level', 'positions', 'plies', 'seed', 'gnubg', 'cache', 'sampler', 'decisions'],
  switches: ['show-errors'],
});
const level = flags.level ?? 'master';
// `gnubg:P`: gnubg itself at P plies (its best play by its own P-ply ranking), for calibration.
const gnubgPlayer = /^gnubg:(\d)$/.exec(level);
const wanted = Number(flags.positions ?? 200);
const plies = Number(flags.plies ?? 0);
const gnubg = flags.gnubg ?? 'gnubg';
const rules = rulesFor('short');

// Unforced decisions from club-level self-play (of the committed net, or of --sampler's).
const club = flags.sampler ? playerFromSpec(`club@${flags.sampler}`, rules, 1) : makeStrategy('club', rules);
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

// gnubg's equity of every legal play of each decision, from the cache file or from gnubg.
type Ranking = [after: string, equity: number][];
const cacheFile = flags.cache;
const cache: Record<string, Ranking> =
  cacheFile && existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {};
const keyOf = ({ position, dice }: { position: Position; dice: Dice }, depth: number) =>
  `${makePositionId(position)}:${dice[0]}${dice[1]}:${depth}`;

/**
 * gnubg's ranking of every decision at `depth` plies, each asked once: gnubg runs over batches of
 * decisions, and the cache file is written after each, so a long run that stops keeps what it has
 * judged (run the same command again to go on).
 */
function rankings(depth: number): Ranking[] {
  const missing = decisions.filter((d) => !cache[keyOf(d, depth)]);
  const BATCH = 200;
  for (let from = 0; from < missing.length; from += BATCH) {
    const batch = missing.slice(from, from + BATCH);
    const script = [
      'set player 0 human',
      'set player 1 human',
      'set evaluation chequerplay evaluation cubeful off',
      `set evaluation chequerplay evaluation plies ${depth}`,
      'new game',
    ];
    for (const { position, dice } of batch) {
      script.push('set turn 1', `set board ${makePositionId(position)}`, `set dice ${dice[0]} ${dice[1]}`, 'hint 999');
    }
    const run = spawnSync(gnubg, ['-t', '-q'], {
      input: `${script.join('\n')}\n`,
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    if (run.status !== 0 && !run.stdout) throw new Error(`gnubg failed: ${run.stderr}`);
    const blocks = run.stdout.split('The dice have been set to').slice(1);
    if (blocks.length !== batch.length) throw new Error(`expected ${batch.length} hint blocks, got ${blocks.length}`);
    batch.forEach((decision, i) => {
      const plan = new TurnPlan(rules, decision.position, decision.dice);
      const ranking: Ranking = [];
      for (const line of blocks[i].split('\n')) {
        const m = HINT_LINE.exec(line);
        if (!m) continue;
        const text = parseMoveText(m[1]);
        if (!text.ok) continue;
        const steps = plan.resolve(text.value);
        if (steps.ok) ranking.push([positionKey(applySteps(decision.position, steps.value)), Number(m[2])]);
      }
      cache[keyOf(decision, depth)] = ranking;
    });
    if (cacheFile) writeFileSync(cacheFile, JSON.stringify(cache));
    process.stderr.write(`gnubg judged ${Math.min(from + BATCH, missing.length)}/${missing.length} decisions\n`);
  }
  return decisions.map((d) => cache[keyOf(d, depth)]);
}

/** The bot's choice (the position after its play) in every decision. */
function botChoices(player: ReturnType<typeof playerFromSpec>): string[] {
  const choices = new PlayGenerator();
  return decisions.map(({ position, dice }) => {
    const n = choices.generate(rules, position.cells, dice[0], dice[1]);
    if (n === 0) throw new Error('the bot found no play in an unforced position');
    const pick = player.pick(choices, Int8Array.from(position.cells));
    return positionKey({ variant: 'short', cells: choices.outcomes.slice(pick * CELLS, (pick + 1) * CELLS) });
  });
}

// The player's choices, timed: the bot's, or gnubg's best play at its own depth.
const t0 = performance.now();
const chosen = gnubgPlayer
  ? rankings(Number(gnubgPlayer[1])).map((ranking) => ranking.reduce((a, b) => (b[1] > a[1] ? b : a))[0])
  : botChoices(playerFromSpec(level, rules, 1));
const botSeconds = (performance.now() - t0) / 1000;
const judged = rankings(plies);

let total = 0;
let unmapped = 0;
let worst = 0;
let blunders = 0;
let measured = 0;
const judgedDecisions: { id: string; cells: number[]; dice: Dice; error: number }[] = [];
/** Error per phase: contact, race (no contact), bear-off (no contact, both sides all home). */
const phases: Record<string, { decisions: number; error: number }> = {
  contact: { decisions: 0, error: 0 },
  race: { decisions: 0, error: 0 },
  bearoff: { decisions: 0, error: 0 },
};
const phaseOf = (cells: ArrayLike<number>) => {
  if (isContactOpposed(cells)) return 'contact';
  for (let p = 7; p <= 24; p++) if (cells[p] > 0 || cells[25 - p] < 0) return 'race';
  return 'bearoff';
};
decisions.forEach((decision, i) => {
  const ranking = judged[i];
  const best = Math.max(...ranking.map(([, eq]) => eq));
  const ours = ranking.find(([after]) => after === chosen[i]);
  if (!ours) {
    unmapped++;
    return;
  }
  const error = best - ours[1];
  if (error > 0.08 && flags['show-errors'] !== undefined) {
    const top = [...ranking].sort((a, b) => b[1] - a[1]).slice(0, 3);
    process.stderr.write(
      `${makePositionId(decision.position)} ${decision.dice.join('-')} loses ${error.toFixed(3)}; gnubg's best ${top.map(([, e]) => e.toFixed(3)).join(', ')}\n`,
    );
  }
  measured++;
  total += error;
  if (flags.decisions) {
    judgedDecisions.push({
      id: makePositionId(decision.position),
      cells: Array.from(decision.position.cells),
      dice: decision.dice,
      error: Number(error.toFixed(5)),
    });
  }
  const phase = phases[phaseOf(decision.position.cells)];
  phase.decisions++;
  phase.error += error;
  if (error > worst) worst = error;
  if (error > 0.08) blunders++;
});
if (flags.decisions) writeFileSync(flags.decisions, JSON.stringify(judgedDecisions));
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
    phases: Object.fromEntries(
      Object.entries(phases).map(([name, p]) => [
        name,
        { decisions: p.decisions, meanError: Number((p.error / Math.max(p.decisions, 1)).toFixed(5)) },
      ]),
    ),
  }),
);
