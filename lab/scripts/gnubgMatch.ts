/**
 * Head to head against GNU Backgammon (run as a separate program) in short nardy = backgammon,
 * cubeless money play (gammon 2, backgammon 3), duplicate dice:
 *   node scripts/run-ts.mjs lab/scripts/gnubgMatch.ts [--player master[@net.nnq]] [--plies 1]
 *     [--games 1000] [--seed 1] [--gnubg PATH]
 * Each dice sequence is played twice, the bot moving first in one game and gnubg in the other; the
 * result is points per game for the bot with the standard error over the pairs. gnubg chooses its
 * plays with `hint` at the given plies (cubeless); every play it names is checked to be legal here.
 * A progress line goes to stderr every 10 pairs. --checkpoint FILE appends each finished pair to FILE
 * (one JSON line) and, when FILE exists, starts after the pairs it holds, so a long match can be stopped
 * and continued (the dice of pair k depend only on the seed and k).
 *
 * Beside the points, each game's luck is summed for the bot (ADR 0102): at every turn the roll's
 * value against the average of the rolls that could have come, each roll valued by the best 0-ply
 * equity it reaches with the committed net and the bear-off database (`rollValues`, `luckOf`), the
 * bot's rolls counted for it and gnubg's against it. Whatever the judge, a turn's luck averages zero
 * over the dice, so points minus luck estimates the same points per game with less spread: the
 * `luckAdjusted` figure and its standard error. Checkpoint lines keep the luck of both games.
 */
import { appendFileSync, existsSync } from 'node:fs';
import { defaultEvaluator, defaultScoring, finishedPoints, rollDie, Searcher, type Strategy } from '@nardy/bot';
import { luckOf, rollValues } from '@nardy/bot/src/analysisPlays.ts';
import { withBearoff } from '@nardy/bot/src/bearoff.ts';
import {
  CELLS,
  type Dice,
  flipCells,
  OFF_CELL,
  PlayGenerator,
  positionKey,
  rulesFor,
  seededRandom,
  startPosition,
} from '@nardy/rules';
import { readCommandLine } from './flags.ts';
import { cubelessSetup, Gnubg, gnubgPlay } from './gnubg.ts';
import { type H2hPair, H2hTally, readH2hPairs } from './h2hCheckpoint.ts';
import { playerFromSpec } from './players.ts';

const { flags } = readCommandLine({
  command: 'gnubgMatch',
  usage:
    'usage: node scripts/run-ts.mjs lab/scripts/gnubgMatch.ts [--player master[@net.nnq]] [--plies 1] [--games 1000] [--seed 1] [--gnubg PATH] [--checkpoint FILE]',
  flags: ['player', 'plies', 'games', 'seed', 'gnubg', 'checkpoint'],
});
const rules = rulesFor('short');
const scoring = defaultScoring('short');
const plies = Number(flags.plies ?? 1);
const games = Number(flags.games ?? 1000);
const seed = Number(flags.seed ?? 1);
const bot = playerFromSpec(flags.player ?? 'master', rules, 7);
const gnubg = new Gnubg(flags.gnubg ?? 'gnubg');
await gnubg.run(cubelessSetup(plies));

const gen = new PlayGenerator();
/** Values each turn's 21 rolls for the luck (a searcher of its own: the bot's is not re-entrant). */
const luckJudge = new Searcher(rules, withBearoff(defaultEvaluator('short'), rules), scoring);

/** A finished game: the bot's points and the sum of the luck of the bot's rolls minus gnubg's. */
interface GameResult {
  readonly points: number;
  readonly luck: number;
}

/** One game from the start; `botFirst` says who moves first. Points and luck for the bot. */
async function game(random: () => number, botFirst: boolean, player: Strategy): Promise<GameResult> {
  const board = Int8Array.from(startPosition('short').cells);
  let botToMove = botFirst;
  let luck = 0;
  for (let turn = 1; turn < 5000; turn++) {
    let d1 = rollDie(random);
    let d2 = rollDie(random);
    while (turn === 1 && d1 === d2) {
      d1 = rollDie(random);
      d2 = rollDie(random);
    }
    const turnLuck = luckOf(rollValues(luckJudge, { variant: 'short', cells: board }, false), [d1, d2], turn === 1);
    luck += botToMove ? turnLuck : -turnLuck;
    const count = gen.generate(rules, board, d1, d2);
    if (count > 0) {
      let pick: number;
      if (botToMove) pick = player.pick(gen, board);
      else {
        const dice: Dice = [d1, d2];
        const after = await gnubgPlay(gnubg, rules, { variant: 'short', cells: Int8Array.from(board) }, dice);
        if (!after) throw new Error(`gnubg named no legal play for ${Array.from(board)} ${dice}`);
        const key = positionKey(after);
        pick = -1;
        for (let i = 0; i < count && pick < 0; i++) {
          if (positionKey({ variant: 'short', cells: gen.outcomes.subarray(i * CELLS, (i + 1) * CELLS) }) === key)
            pick = i;
        }
        if (pick < 0) throw new Error('gnubg play is not among the legal outcomes');
      }
      board.set(gen.outcomes.subarray(pick * CELLS, (pick + 1) * CELLS));
      if (board[OFF_CELL] === 15) {
        const points = finishedPoints(rules, board, scoring);
        return { points: botToMove ? points : -points, luck };
      }
    }
    board.set(flipCells('short', board));
    botToMove = !botToMove;
  }
  throw new Error('game did not end');
}

const pairs = Math.ceil(games / 2);

const tally = new H2hTally();
let wins = 0;
const checkpoint = flags.checkpoint;
/** Pairs already played (from the checkpoint file). */
const done: H2hPair[] = checkpoint && existsSync(checkpoint) ? readH2hPairs(checkpoint) : [];
if (done.length > 0 && done[0].seed !== seed)
  throw new Error(`${checkpoint} holds pairs of seed ${done[0].seed}, not ${seed}`);
const rounded = (x: number) => Number(x.toFixed(6));
const started = Date.now();
for (let pair = 0; pair < pairs; pair++) {
  let row = done[pair];
  if (!row) {
    const pairSeed = (Math.imul(seed, 0x9e3779b1) ^ Math.imul(pair + 1, 0x85ebca77)) >>> 0;
    const first = await game(seededRandom(pairSeed), true, bot);
    const second = await game(seededRandom(pairSeed), false, bot);
    row = {
      seed,
      pair,
      first: first.points,
      second: second.points,
      firstLuck: rounded(first.luck),
      secondLuck: rounded(second.luck),
    };
    if (checkpoint) appendFileSync(checkpoint, `${JSON.stringify(row)}\n`);
  }
  tally.addPair(row);
  wins += (row.first > 0 ? 1 : 0) + (row.second > 0 ? 1 : 0);
  if ((pair + 1) % 10 === 0) {
    const raw = tally.points.result;
    const luckless = tally.adjusted.result;
    process.stderr.write(
      `${pair + 1}/${pairs} pairs: ${raw.pointsPerGame.toFixed(3)} ± ${raw.standardError.toFixed(3)} ppg` +
        (tally.adjusted.count
          ? `, luck-adjusted ${luckless.pointsPerGame.toFixed(3)} ± ${luckless.standardError.toFixed(3)}`
          : '') +
        '\n',
    );
  }
}
gnubg.close();
console.log(
  JSON.stringify({
    player: flags.player ?? 'master',
    opponent: `gnubg ${plies}-ply cubeless`,
    seed,
    ...tally.figures(),
    winRate: Number((wins / (2 * pairs)).toFixed(4)),
    seconds: Math.round((Date.now() - started) / 1000),
  }),
);
