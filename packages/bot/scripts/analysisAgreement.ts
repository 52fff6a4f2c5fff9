/**
 * How far our analysis agrees with GNU Backgammon's (run as a separate program, never linked):
 *   node scripts/run-ts.mjs packages/bot/scripts/analysisAgreement.ts [--games N] [--seed S] [--ply 1,2]
 *     [--gnubg-ply P] [--gnubg PATH] [--out DIR]
 * Plays N short-nardy games (cubeless money games, one board) for every pair of players of very
 * different strength (beginner, club, strong, master, pubeval), writes each as a record and as a .mat
 * (`makeMat`), lets gnubg analyse the .mat (`analyse match`, cubeless P-ply checker play, default 2) and
 * our `analyseRecord` analyse the record at each ply asked for, and compares each player's checker-play
 * error rate per game (thousandths of a point per unforced move): Pearson correlation and mean absolute
 * difference over all (game, player) pairs, and the mean per kind of player. gnubg's figures are cached
 * in DIR (default: a folder in the system's temporary directory), so a second run only re-analyses ours.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  makeMat,
  type NardyRecord,
  parseTableConfig,
  positionFor,
  recordFromState,
  seededDice,
  type TableState,
} from '@nardy/parallel';
import { type Color, PlayGenerator, rulesFor, seededRandom } from '@nardy/rules';
import {
  type AnalysisPly,
  analyseRecord,
  botSeat,
  makeStrategy,
  type PlayerName,
  playTable,
  representativeSteps,
  type Seat,
} from '../src/index.ts';

const args = process.argv.slice(2);
const flags: Record<string, string> = {};
for (let i = 0; i < args.length; i++) {
  const [k, v] = args[i].replace(/^--/, '').split('=', 2);
  flags[k] = v ?? (args[i + 1]?.startsWith('--') === false ? args[++i] : '');
}
const gamesPerPair = Number(flags.games ?? 5);
const seed = Number(flags.seed ?? 1700);
const plies = (flags.ply ?? '1,2').split(',').map(Number) as AnalysisPly[];
const gnubgPly = Number(flags['gnubg-ply'] ?? 2);
const gnubg = flags.gnubg ?? 'gnubg';
const out = flags.out ?? join(tmpdir(), 'nardy-agreement');
mkdirSync(out, { recursive: true });

const PLAYERS: readonly PlayerName[] = ['beginner', 'club', 'strong', 'master', 'pubeval'];
const rules = rulesFor('short');
const config = parseTableConfig({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } });
if (!config.ok) throw new Error(config.error.message);

/** A seat for a baseline (pubeval) or a level, playing the roll with its strategy. */
function seatOf(player: PlayerName, random: () => number): Seat {
  if (player !== 'pubeval' && player !== 'heuristic' && player !== 'random') return botSeat({ level: player, random });
  const strategy = makeStrategy(player, rules, { random });
  const gen = new PlayGenerator();
  return (state: TableState, color: Color) => {
    const { game } = state;
    if (game.phase === 'beforeRoll' || game.phase === 'opening') return { type: 'ROLL', player: color };
    const position = positionFor(game.boards[0], color);
    const dice = game.dice as readonly [number, number];
    const count = gen.generate(rules, position.cells, dice[0], dice[1], false);
    if (count === 0) return { type: 'PLAY', player: color, board: 0, steps: [] };
    const pick = strategy.pick(gen, Int8Array.from(position.cells));
    const steps = representativeSteps(gen, pick, position.cells).map((s) => [s.from, s.to] as const);
    return { type: 'PLAY', player: color, board: 0, steps };
  };
}

interface Game {
  readonly id: string;
  readonly white: PlayerName;
  readonly black: PlayerName;
  readonly record: NardyRecord;
}

const games: Game[] = [];
let n = 0;
for (let a = 0; a < PLAYERS.length; a++) {
  for (let b = a + 1; b < PLAYERS.length; b++) {
    for (let k = 0; k < gamesPerPair; k++) {
      const s = seed + n++;
      // Alternate colours so that each player moves first as often.
      const [white, black] = k % 2 === 0 ? [PLAYERS[a], PLAYERS[b]] : [PLAYERS[b], PLAYERS[a]];
      const random = seededRandom(s * 7919);
      const state = playTable(
        config.value,
        { white: seatOf(white, random), black: seatOf(black, random) },
        seededDice(s),
      );
      games.push({ id: `g${s}-${white}-${black}`, white, black, record: recordFromState(state) });
    }
  }
}

// gnubg's checker-play error rate of each player of each game (cached by game).
interface GnubgFigures {
  readonly white: number;
  readonly black: number;
  readonly unforced: readonly [number, number];
}
const cacheFile = join(out, `gnubg-${gnubgPly}ply-${seed}-${gamesPerPair}.json`);
const cache: Record<string, GnubgFigures> = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {};
const todo = games.filter((g) => !cache[g.id]);
if (todo.length > 0) {
  const script = [
    'set player 0 human',
    'set player 1 human',
    'set analysis cube off',
    'set analysis chequerplay evaluation cubeful off',
    `set analysis chequerplay evaluation plies ${gnubgPly}`,
  ];
  for (const g of todo) {
    const mat = makeMat(g.record);
    if (!mat.ok) throw new Error(mat.error.message);
    const file = join(out, `${g.id}.mat`);
    writeFileSync(file, mat.value.text);
    writeFileSync(join(out, `${g.id}.json`), JSON.stringify(g.record));
    script.push(`import mat ${file}`, 'analyse match', 'show statistics match');
  }
  const t0 = performance.now();
  const run = spawnSync('nice', ['-n', '19', gnubg, '-t', '-q'], {
    input: `${script.join('\n')}\n`,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (!run.stdout) throw new Error(`gnubg failed: ${run.stderr}`);
  const blocks = run.stdout.split('Chequerplay statistics').slice(1);
  if (blocks.length !== todo.length) throw new Error(`expected ${todo.length} statistics, got ${blocks.length}`);
  todo.forEach((g, i) => {
    const rate = /Error rate mEMG \(Points\)\s+([+-]?\d+\.\d+)\s+\(\s*[+-]?\d+\.\d+\)\s+([+-]?\d+\.\d+)/.exec(
      blocks[i],
    );
    const unforced = /Unforced moves\s+(\d+)\s+(\d+)/.exec(blocks[i]);
    if (!rate || !unforced) throw new Error(`no error rate for ${g.id}`);
    cache[g.id] = {
      white: -Number(rate[1]),
      black: -Number(rate[2]),
      unforced: [Number(unforced[1]), Number(unforced[2])],
    };
  });
  writeFileSync(cacheFile, JSON.stringify(cache));
  process.stderr.write(`gnubg analysed ${todo.length} games in ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
}

function pearson(x: readonly number[], y: readonly number[]): number {
  const mx = x.reduce((a, b) => a + b, 0) / x.length;
  const my = y.reduce((a, b) => a + b, 0) / y.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  x.forEach((xi, i) => {
    sxy += (xi - mx) * (y[i] - my);
    sxx += (xi - mx) ** 2;
    syy += (y[i] - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;
const results: Record<string, unknown> = {};
for (const ply of plies) {
  const ours: number[] = [];
  const theirs: number[] = [];
  const byPlayer: Record<string, { ours: number[]; gnubg: number[] }> = {};
  let unforcedMismatch = 0;
  let seconds = 0;
  for (const g of games) {
    const t0 = performance.now();
    const a = analyseRecord(g.record, { ply });
    seconds += (performance.now() - t0) / 1000;
    if (!a.ok) throw new Error(`${g.id}: ${a.error.message}`);
    const ref = cache[g.id];
    for (const [k, color] of (['white', 'black'] as const).entries()) {
      const mine = a.value.players[color].move;
      if (mine.decisions !== ref.unforced[k]) unforcedMismatch++;
      ours.push(mine.errorRate);
      theirs.push(ref[color]);
      const who = g[color];
      byPlayer[who] ??= { ours: [], gnubg: [] };
      byPlayer[who].ours.push(mine.errorRate);
      byPlayer[who].gnubg.push(ref[color]);
    }
  }
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  results[`${ply}-ply`] = {
    samples: ours.length,
    correlation: round(pearson(ours, theirs), 3),
    meanAbsoluteDifference: round(mean(ours.map((o, i) => Math.abs(o - theirs[i])))),
    meanDifference: round(mean(ours.map((o, i) => o - theirs[i]))),
    unforcedCountsDiffer: unforcedMismatch,
    secondsPerGame: round(seconds / games.length),
    byPlayer: Object.fromEntries(
      Object.entries(byPlayer).map(([who, v]) => [
        who,
        {
          ours: round(mean(v.ours)),
          gnubg: round(mean(v.gnubg)),
          meanAbsoluteDifference: round(mean(v.ours.map((o, i) => Math.abs(o - v.gnubg[i])))),
          games: v.ours.length,
        },
      ]),
    ),
  };
}
console.log(JSON.stringify({ referee: `gnubg ${gnubgPly}-ply cubeless`, games: games.length, seed, results }, null, 1));
