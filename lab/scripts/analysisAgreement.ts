/**
 * How far our analysis agrees with GNU Backgammon's (run as a separate program, never linked):
 *   node scripts/run-ts.mjs lab/scripts/analysisAgreement.ts [--games N] [--seed S[,S2,…]] [--ply 1,2,2+r1296/12]
 *     [--gnubg-ply P] [--gnubg PATH] [--out DIR] [--part K/N] [--summary]
 * Plays N short-nardy games (cubeless money games, one board) for every pair of players of very
 * different strength (beginner, club, strong, master, pubeval), writes each as a record and as a .mat
 * (`makeMat`), lets gnubg analyse the .mat (`analyse match`, cubeless P-ply checker play, default 2) and
 * our `analyseRecord` analyse the record at each ply asked for, and compares each player's checker-play
 * error rate per game (thousandths of a point per unforced move): Pearson correlation and mean absolute
 * difference over all (game, player) pairs, and the mean per kind of player. Each game is checkpointed
 * in DIR/games (its record, its .mat, both analyses) as soon as it is done (DIR defaults to a folder in
 * the system's temporary directory), so a stopped run resumes where it was; `--summary` prints the
 * figures over the games done so far without playing or analysing more. `--ply` lists the levels
 * (default: our default level): a depth, or `P+rT/H`, depth P with its close plays rolled out (T
 * trials truncated after H half-moves), or `P+rT/H/WxC`, rolling out up to C plays within W. `--part K/N` does only the games whose index is K modulo N, so that N runs (each with
 * its own `--ply`, if wished) can share one DIR: a checkpoint is merged with what another run wrote.
 * Several seeds (`--seed 2700,3700`) pool their games: runs of single seeds that shared DIR are summed
 * up by one `--summary` over all of them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AnalysisPly,
  analyseRecord,
  botSeat,
  DEFAULT_ANALYSIS_PLY,
  isAnalysisPly,
  makeStrategy,
  type PlayerName,
  playTable,
  type RolloutSettings,
  type Seat,
} from '@nardy/bot';
import { representativeSteps } from '@nardy/bot/src/analysis.ts';
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
import { readCommandLine } from './flags.ts';

const { flags } = readCommandLine({
  command: 'analysisAgreement',
  usage:
    'usage: node scripts/run-ts.mjs lab/scripts/analysisAgreement.ts [--games N] [--seed S[,S2,…]] [--ply 1,2,2+r1296/12] [--gnubg-ply P] [--gnubg PATH] [--out DIR] [--part K/N] [--summary]',
  flags: ['games', 'seed', 'ply', 'gnubg-ply', 'gnubg', 'out', 'part'],
  switches: ['summary'],
});
const gamesPerPair = Number(flags.games ?? 5);
// --seed S or S1,S2,…: each seed's games in turn (their ids carry their seeds, so one DIR holds them all).
const seeds = (flags.seed ?? '1700').split(',').map(Number);
const seed = seeds.length === 1 ? seeds[0] : seeds;
/** A level of our analysis as `--ply` names it: a depth, or `P+rT/H` (depth P, rollout T trials, H half-moves). */
interface Level {
  readonly ply: AnalysisPly;
  readonly rollout?: RolloutSettings;
}
function levelOf(spec: string): Level {
  const m = /^(\d)(?:\+r(\d+)\/(\d+)(?:\/([\d.]+)x(\d+))?)?$/.exec(spec);
  const ply = Number(m?.[1]);
  if (!m || !isAnalysisPly(ply))
    throw new Error(`--ply: ${spec} is not a depth or P+rTRIALS/HALFMOVES[/WINDOWxCANDIDATES]`);
  if (!m[2]) return { ply };
  const wider = m[4] ? { window: Number(m[4]), candidates: Number(m[5]) } : {};
  return { ply, rollout: { trials: Number(m[2]), truncation: Number(m[3]), ...wider } };
}
const plies = (flags.ply ?? String(DEFAULT_ANALYSIS_PLY)).split(',');
const label = (spec: string) => (/^\d$/.test(spec) ? `${spec}-ply` : spec.replace('+r', '-ply, rollout '));
const levels = new Map(plies.map((spec) => [spec, levelOf(spec)] as const));
const gnubgPly = Number(flags['gnubg-ply'] ?? 2);
const gnubg = flags.gnubg ?? 'gnubg';
const out = flags.out ?? join(tmpdir(), 'nardy-agreement');
const gamesDir = join(out, 'games');
const [partK, partN] = (flags.part ?? '0/1').split('/').map(Number);
if (!(partN >= 1 && partK >= 0 && partK < partN))
  throw new Error(`--part must be K/N with 0 <= K < N, not ${flags.part}`);
mkdirSync(gamesDir, { recursive: true });

const PLAYERS: readonly PlayerName[] = ['beginner', 'club', 'strong', 'master', 'pubeval'];
const rules = rulesFor('short');
const parsedConfig = parseTableConfig({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'off' } });
if (!parsedConfig.ok) throw new Error(parsedConfig.error.message);
const config = parsedConfig.value;

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
  readonly seed: number;
  readonly white: PlayerName;
  readonly black: PlayerName;
}

const games: Game[] = [];
for (const first of seeds) {
  let n = 0;
  for (let a = 0; a < PLAYERS.length; a++) {
    for (let b = a + 1; b < PLAYERS.length; b++) {
      for (let k = 0; k < gamesPerPair; k++) {
        const s = first + n++;
        // Alternate colours so that each player moves first as often.
        const [white, black] = k % 2 === 0 ? [PLAYERS[a], PLAYERS[b]] : [PLAYERS[b], PLAYERS[a]];
        games.push({ id: `g${s}-${white}-${black}`, seed: s, white, black });
      }
    }
  }
}

/** The game's record: played once (seeded dice and seats) and kept beside its checkpoint. */
function recordOf(g: Game): NardyRecord {
  const file = join(gamesDir, `${g.id}.record.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const random = seededRandom(g.seed * 7919);
  const state = playTable(
    config,
    { white: seatOf(g.white, random), black: seatOf(g.black, random) },
    seededDice(g.seed),
  );
  const record = recordFromState(state);
  writeFileSync(file, JSON.stringify(record));
  return record;
}

// One checkpoint per game in DIR/games: gnubg's checker-play error rate of each player and ours at
// each ply, written as soon as the game is done, so that a run stopped half way keeps its games and a
// second run (or `--summary`) only does what is missing.
interface GnubgFigures {
  readonly white: number;
  readonly black: number;
  readonly unforced: readonly [number, number];
}
interface OurFigures {
  readonly white: number;
  readonly black: number;
  readonly unforced: readonly [number, number];
  readonly seconds: number;
}
interface Checkpoint {
  readonly id: string;
  readonly white: PlayerName;
  readonly black: PlayerName;
  readonly gnubg: GnubgFigures;
  readonly ours: Record<string, OurFigures>;
}

const checkpointFile = (g: Game) => join(gamesDir, `${g.id}-gnubg${gnubgPly}.json`);

function gnubgFigures(g: Game): GnubgFigures {
  const mat = makeMat(recordOf(g));
  if (!mat.ok) throw new Error(mat.error.message);
  const file = join(gamesDir, `${g.id}.mat`);
  writeFileSync(file, mat.value.text);
  const script = [
    'set player 0 human',
    'set player 1 human',
    // Our tables have no Jacoby rule (gnubg's money games default to it; cubeless figures are the
    // same either way, but gnubg should analyse the game that was played).
    'set jacoby off',
    'set analysis cube off',
    'set analysis chequerplay evaluation cubeful off',
    `set analysis chequerplay evaluation plies ${gnubgPly}`,
    `import mat ${file}`,
    'analyse match',
    'show statistics match',
  ];
  const run = spawnSync(gnubg, ['-t', '-q'], { input: `${script.join('\n')}\n`, encoding: 'utf8', maxBuffer: 1 << 26 });
  const block = run.stdout?.split('Chequerplay statistics')[1];
  const rate = block
    ? /Error rate mEMG \(Points\)\s+([+-]?\d+\.\d+)\s+\(\s*[+-]?\d+\.\d+\)\s+([+-]?\d+\.\d+)/.exec(block)
    : null;
  const unforced = block ? /Unforced moves\s+(\d+)\s+(\d+)/.exec(block) : null;
  if (!rate || !unforced) throw new Error(`gnubg gave no error rate for ${g.id}: ${run.stderr}`);
  return { white: -Number(rate[1]), black: -Number(rate[2]), unforced: [Number(unforced[1]), Number(unforced[2])] };
}

function ourFigures(g: Game, spec: string): OurFigures {
  const t0 = performance.now();
  const a = analyseRecord(recordOf(g), levels.get(spec) as Level);
  if (!a.ok) throw new Error(`${g.id}: ${a.error.message}`);
  const { white, black } = a.value.players;
  return {
    white: white.move.errorRate,
    black: black.move.errorRate,
    unforced: [white.move.decisions, black.move.decisions],
    seconds: (performance.now() - t0) / 1000,
  };
}

const checkpoints: Checkpoint[] = [];
const readCheckpoint = (g: Game): Checkpoint | null => {
  const file = checkpointFile(g);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};
for (const [i, g] of games.entries()) {
  if (flags.summary === undefined && i % partN !== partK) continue;
  let c = readCheckpoint(g);
  if (flags.summary !== undefined) {
    if (c && plies.every((p) => c?.ours[p])) checkpoints.push(c);
    continue;
  }
  const t0 = performance.now();
  const gnubgDone = c?.gnubg ?? gnubgFigures(g);
  const ours: Record<string, OurFigures> = { ...(c?.ours ?? {}) };
  // Written after each level, merged with what another run sharing DIR wrote meanwhile.
  const save = (): Checkpoint => {
    const now = readCheckpoint(g);
    const merged = { id: g.id, white: g.white, black: g.black, gnubg: gnubgDone, ours: { ...now?.ours, ...ours } };
    writeFileSync(checkpointFile(g), JSON.stringify(merged));
    return merged;
  };
  c = save();
  for (const ply of plies) {
    if (ours[ply]) continue;
    ours[ply] = ourFigures(g, ply);
    c = save();
  }
  checkpoints.push(c);
  const line = plies.map((p) => `ours ${label(p)} ${ours[p].white.toFixed(1)}/${ours[p].black.toFixed(1)}`).join(', ');
  process.stderr.write(
    `${i + 1}/${games.length} ${g.id}: gnubg ${gnubgDone.white.toFixed(1)}/${gnubgDone.black.toFixed(1)}, ${line} (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`,
  );
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
const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
const results: Record<string, unknown> = {};
for (const ply of plies) {
  const ours: number[] = [];
  const theirs: number[] = [];
  const byPlayer: Record<string, { ours: number[]; gnubg: number[] }> = {};
  let unforcedMismatch = 0;
  let seconds = 0;
  for (const c of checkpoints) {
    const mine = c.ours[ply];
    seconds += mine.seconds;
    for (const [k, color] of (['white', 'black'] as const).entries()) {
      if (mine.unforced[k] !== c.gnubg.unforced[k]) unforcedMismatch++;
      ours.push(mine[color]);
      theirs.push(c.gnubg[color]);
      const who = c[color];
      byPlayer[who] ??= { ours: [], gnubg: [] };
      byPlayer[who].ours.push(mine[color]);
      byPlayer[who].gnubg.push(c.gnubg[color]);
    }
  }
  results[label(ply)] = {
    samples: ours.length,
    correlation: round(pearson(ours, theirs), 3),
    meanAbsoluteDifference: round(mean(ours.map((o, i) => Math.abs(o - theirs[i])))),
    meanDifference: round(mean(ours.map((o, i) => o - theirs[i]))),
    unforcedCountsDiffer: unforcedMismatch,
    secondsPerGame: round(seconds / checkpoints.length),
    byPlayer: Object.fromEntries(
      Object.entries(byPlayer).map(([who, v]) => [
        who,
        {
          ours: round(mean(v.ours)),
          gnubg: round(mean(v.gnubg)),
          correlation: round(pearson(v.ours, v.gnubg), 3),
          meanAbsoluteDifference: round(mean(v.ours.map((o, i) => Math.abs(o - v.gnubg[i])))),
          samples: v.ours.length,
        },
      ]),
    ),
  };
}
console.log(
  JSON.stringify(
    { referee: `gnubg ${gnubgPly}-ply cubeless`, games: checkpoints.length, of: games.length, seed, results },
    null,
    1,
  ),
);
