/**
 * Head to head against GNU Backgammon (run as a separate program) in short nardy = backgammon,
 * cubeless money play (gammon 2, backgammon 3), duplicate dice:
 *   node scripts/run-ts.mjs packages/bot/scripts/gnubgMatch.ts [--player master[@net.nnq]] [--plies 1]
 *     [--games 1000] [--seed 1] [--gnubg PATH]
 * Each dice sequence is played twice, the bot moving first in one game and gnubg in the other; the
 * result is points per game for the bot with the standard error over the pairs. gnubg chooses its
 * plays with `hint` at the given plies (cubeless); every play it names is checked to be legal here.
 * A progress line goes to stderr every 10 pairs. --checkpoint FILE appends each finished pair to FILE
 * (one JSON line) and, when FILE exists, starts after the pairs it holds, so a long match can be stopped
 * and continued (the dice of pair k depend only on the seed and k).
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
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
import { defaultScoring, finishedPoints, rollDie, type Strategy } from '../src/index.ts';
import { parseFlags } from './flags.ts';
import { cubelessSetup, Gnubg, gnubgPlay } from './gnubg.ts';
import { playerFromSpec } from './players.ts';

const flags = parseFlags();
const rules = rulesFor('short');
const scoring = defaultScoring('short');
const plies = Number(flags.plies ?? 1);
const games = Number(flags.games ?? 1000);
const seed = Number(flags.seed ?? 1);
const bot = playerFromSpec(flags.player ?? 'master', rules, 7);
const gnubg = new Gnubg(flags.gnubg ?? 'gnubg');
await gnubg.run(cubelessSetup(plies));

const gen = new PlayGenerator();

/** One game from the start; `botFirst` says who moves first. Points for the bot. */
async function game(random: () => number, botFirst: boolean, player: Strategy): Promise<number> {
  const board = Int8Array.from(startPosition('short').cells);
  let botToMove = botFirst;
  for (let turn = 1; turn < 5000; turn++) {
    let d1 = rollDie(random);
    let d2 = rollDie(random);
    while (turn === 1 && d1 === d2) {
      d1 = rollDie(random);
      d2 = rollDie(random);
    }
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
        return botToMove ? points : -points;
      }
    }
    board.set(flipCells('short', board));
    botToMove = !botToMove;
  }
  throw new Error('game did not end');
}

const pairs = Math.ceil(games / 2);
let sum = 0;
let squares = 0;
let wins = 0;
const checkpoint = flags.checkpoint;
/** Pairs already played (from the checkpoint file): their points for the bot, first and second game. */
const done: [number, number][] = [];
if (checkpoint && existsSync(checkpoint)) {
  for (const line of readFileSync(checkpoint, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { seed: number; pair: number; first: number; second: number };
    if (row.seed !== seed) throw new Error(`${checkpoint} holds pairs of seed ${row.seed}, not ${seed}`);
    if (row.pair !== done.length) throw new Error(`${checkpoint}: pair ${row.pair} out of order`);
    done.push([row.first, row.second]);
  }
}
const started = Date.now();
for (let pair = 0; pair < pairs; pair++) {
  let first: number;
  let second: number;
  if (pair < done.length) [first, second] = done[pair];
  else {
    const pairSeed = (Math.imul(seed, 0x9e3779b1) ^ Math.imul(pair + 1, 0x85ebca77)) >>> 0;
    first = await game(seededRandom(pairSeed), true, bot);
    second = await game(seededRandom(pairSeed), false, bot);
    if (checkpoint) appendFileSync(checkpoint, `${JSON.stringify({ seed, pair, first, second })}\n`);
  }
  const x = (first + second) / 2;
  sum += x;
  squares += x * x;
  wins += (first > 0 ? 1 : 0) + (second > 0 ? 1 : 0);
  if ((pair + 1) % 10 === 0) {
    const m = sum / (pair + 1);
    const sd = Math.sqrt(Math.max((squares - (pair + 1) * m * m) / Math.max(pair, 1), 0) / (pair + 1));
    process.stderr.write(`${pair + 1}/${pairs} pairs: ${m.toFixed(3)} ± ${sd.toFixed(3)} ppg\n`);
  }
}
gnubg.close();
const mean = sum / pairs;
const variance = pairs > 1 ? (squares - pairs * mean * mean) / (pairs - 1) : 0;
console.log(
  JSON.stringify({
    player: flags.player ?? 'master',
    opponent: `gnubg ${plies}-ply cubeless`,
    seed,
    games: 2 * pairs,
    pointsPerGame: Number(mean.toFixed(4)),
    standardError: Number(Math.sqrt(Math.max(variance, 0) / pairs).toFixed(4)),
    winRate: Number((wins / (2 * pairs)).toFixed(4)),
    seconds: Math.round((Date.now() - started) / 1000),
  }),
);
