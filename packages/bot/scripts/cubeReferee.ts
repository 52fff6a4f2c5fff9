/**
 * Variants of the bot's cube model judged on one fixed set of cube decisions by GNU Backgammon's
 * analysis (gnubg run as a separate program), so that they are compared pair by pair:
 *   node scripts/run-ts.mjs packages/bot/scripts/cubeReferee.ts [--games 500] [--match 0] [--seed 1]
 *     [--plies 2] [--cache FILE] [--variants FILE.json] [--play VARIANT] [--gnubg PATH]
 * Plays the tables `gnubgCube.ts` plays with the same flags (the bot at club, both seats, its cube the
 * committed model or `--play`'s),
 * keeps every cube decision the bot met (before a roll with a cube to turn, and facing an offer), and
 * lets gnubg analyse each table and export it as text: its cubeful equities of no double, double/take
 * and double/pass at every one of those decisions. Then each variant decides every decision again —
 * the doubler doubles where the model's gain exceeds the variant's `doubleMargin`, the taker takes
 * where the take costs at least `takeMargin` less than the drop — and is charged what gnubg says the
 * decision loses (a double is valued at gnubg's best answer to it). Printed per variant: the total
 * loss (EMG), the loss per close or actual decision of the games played (gnubg's count, the
 * denominator of `gnubgCube.ts`'s rate) and the loss on doubles and on answers. A variant file is a
 * JSON list of `{"name", "ply"?, "close"?, "answerClose"?, "efficiency"?: {contact?, shortRace?, …}, "doubleMargin"?,
 * "takeMargin"?, "deepClose"?, "answerDeepClose"?,
 * "met"?: {mars?, koks?, grid?} (the match table's model)}`; the committed model is always judged first. --cache FILE keeps gnubg's figures per
 * table (one JSON line each), so later runs judge new variants without gnubg — for the same committed
 * net only: the decisions come from its games. Decisions gnubg does not judge are left out of every
 * variant's count (`unjudged`; `--show-unjudged` lists them): in a match the leader's dead cube after
 * the Crawford game, and the first roll of a game the match's loser starts, which a `.mat` game (an
 * opening roll first) does not have.
 */
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeMat, offerableCubes, positionFor, recordFromState, type TableState } from '@nardy/parallel';
import { type Color, makePositionId } from '@nardy/rules';
import {
  botSeat,
  CUBE_EFFICIENCY,
  CUBE_SEARCH,
  type CubeSearch,
  doubleValue,
  offeredCube,
  searchCube,
} from '../src/index.ts';
import {
  cubeDecisionDue,
  cubeRun,
  gnubgCubeSetup,
  type MetModelChange,
  playCubeTable,
  withMetModel,
} from './cubeTables.ts';
import { parseFlags } from './flags.ts';
import { Gnubg } from './gnubg.ts';

const flags = parseFlags();
const level = 'club';
const { games, matchLength, seed, plies, config } = cubeRun(flags, { games: 500, match: 0, seed: 1 });

interface Variant {
  readonly name: string;
  readonly ply?: 0 | 1 | 2;
  readonly close?: number;
  readonly answerClose?: number;
  readonly efficiency?: Partial<typeof CUBE_EFFICIENCY>;
  readonly doubleMargin?: number;
  readonly takeMargin?: number;
  readonly deepClose?: number;
  readonly answerDeepClose?: number;
  /** The match equity table's model (analysisMatch.ts MET_MODEL: mars, koks, grid) the variant judges with. */
  readonly met?: MetModelChange;
}
const variants: Variant[] = [
  { name: 'committed' },
  ...(flags.variants ? (JSON.parse(readFileSync(flags.variants, 'utf8')) as Variant[]) : []),
];
const searchOf = (v: Variant): CubeSearch => ({
  ply: v.ply ?? CUBE_SEARCH.ply,
  close: v.close ?? CUBE_SEARCH.close,
  answerClose: v.answerClose ?? CUBE_SEARCH.answerClose,
  doubleMargin: v.doubleMargin ?? CUBE_SEARCH.doubleMargin,
  deepClose: v.deepClose ?? CUBE_SEARCH.deepClose,
  answerDeepClose: v.answerDeepClose ?? CUBE_SEARCH.answerDeepClose,
  efficiency: { ...CUBE_EFFICIENCY, ...v.efficiency },
});
// --play VARIANT (a JSON object like a variant): the cube the tables are played with, so that a cache
// stays valid when the committed model changes (default: the committed model).
const play: Variant = flags.play ? (JSON.parse(flags.play) as Variant) : { name: 'committed' };
const playSearch = searchOf(play);

/** A cube decision the bot met: before the doubler's roll, or facing his offer. */
interface Decision {
  readonly game: number;
  readonly id: string;
  readonly answering: boolean;
  readonly doubler: Color;
  readonly state: TableState;
}

/** gnubg's cubeful equities at one decision, from the doubler's side, in units of the cube. */
interface Figures {
  readonly game: number;
  readonly id: string;
  readonly answering: boolean;
  readonly noDouble: number;
  readonly take: number;
  readonly pass: number;
}
interface TableFigures {
  readonly table: number;
  readonly key: string;
  readonly closeOrActual: number;
  readonly figures: Figures[];
}

const runKey = `${matchLength}:${seed}:${plies}:${JSON.stringify(playSearch)}`;
const cached = new Map<number, TableFigures>();
if (flags.cache && existsSync(flags.cache)) {
  for (const line of readFileSync(flags.cache, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as TableFigures;
    if (row.key !== runKey) throw new Error(`${flags.cache} holds another run`);
    cached.set(row.table, row);
  }
}

/** gnubg's figures of every move of an exported game text: the cube analysis of each decision. */
function figuresOf(text: string, game: number): Figures[] {
  const out: Figures[] = [];
  for (const move of text.split(/\nMove number \d+:/).slice(1)) {
    const id = /Position ID: (\S+)/.exec(move)?.[1];
    const cube = move.indexOf('Cube analysis');
    if (!id || cube < 0) continue;
    const answering = /\n\* \w+ (accepts|rejects|takes|passes|drops)/.test(move);
    const eq = (label: RegExp) => {
      const m = new RegExp(`\\d\\. ${label.source}\\s+([-+]\\d+\\.\\d+)`).exec(move.slice(cube));
      return m ? Number(m[1]) : null;
    };
    const nd = eq(/No (?:re)?double/);
    const dt = eq(/(?:Re|re)?[Dd]ouble, take/);
    const dp = eq(/(?:Re|re)?[Dd]ouble, pass/);
    if (nd === null || dt === null || dp === null) continue;
    // An answer is shown from the taker's side; the doubler's is its negative.
    const s = answering ? -1 : 1;
    out.push({ game, id, answering, noDouble: s * nd, take: s * dt, pass: s * dp });
  }
  return out;
}

const gnubg = flags.cache && cached.size >= games ? null : new Gnubg(flags.gnubg ?? 'gnubg');
await gnubg?.run(gnubgCubeSetup(plies));
const dir = mkdtempSync(join(tmpdir(), 'nardy-cube-referee-'));

const totals = variants.map(() => ({ doubles: 0, answers: 0 }));
let closeOrActual = 0;
let decisions = 0;
let unjudged = 0;
for (let t = 0; t < games; t++) {
  const met: Decision[] = [];
  const seat = (random: () => number) => {
    const bot = botSeat({ level, random, cubeSearch: playSearch });
    return (state: TableState, player: Color) => {
      const { game } = state;
      if (cubeDecisionDue(state, player)) {
        const answering = game.phase === 'awaitingReply';
        const doubler = answering ? (game.offer?.by as Color) : player;
        const id = makePositionId(positionFor(game.boards[0], doubler));
        met.push({ game: state.history.length, id, answering, doubler, state });
      }
      return bot(state, player);
    };
  };
  const state = playCubeTable(config, seed, t, seat);
  let row = cached.get(t);
  if (!row) {
    if (!gnubg) throw new Error('no gnubg');
    const mat = makeMat(recordFromState(state));
    if (!mat.ok) throw new Error(mat.error.message);
    const file = join(dir, `table-${t + 1}.mat`);
    writeFileSync(file, mat.value.text);
    const text = join(dir, `table-${t + 1}.txt`);
    const stats = await gnubg.run([
      `import mat ${file}`,
      'analyse match',
      'show statistics match',
      'set export moves number 0',
      `export match text ${text}`,
    ]);
    const cube = stats.slice(stats.indexOf('Cube statistics'));
    const line = cube.split('\n').find((l) => l.trimStart().startsWith('Close or actual cube decisions')) ?? '';
    const actual = [...line.matchAll(/\d+/g)].reduce((sum, m) => sum + Number(m[0]), 0);
    const names = readdirSync(dir)
      .filter((f) => f.startsWith(`table-${t + 1}`) && f.endsWith('.txt'))
      .sort((a, b) => a.length - b.length || a.localeCompare(b));
    const figures = names.flatMap((name, g) => figuresOf(readFileSync(join(dir, name), 'utf8'), g));
    row = { table: t, key: runKey, closeOrActual: actual, figures };
    if (flags.cache) appendFileSync(flags.cache, `${JSON.stringify(row)}\n`);
    for (const name of readdirSync(dir)) rmSync(join(dir, name));
  }
  closeOrActual += row.closeOrActual;
  const unused = [...row.figures];
  for (const d of met) {
    const at = unused.findIndex((f) => f.game === d.game && f.id === d.id && f.answering === d.answering);
    if (at < 0) {
      unjudged++;
      if (flags['show-unjudged'] !== undefined) {
        const { score, game } = d.state;
        process.stderr.write(
          `not judged by gnubg: table ${t + 1} game ${d.game} ${d.id} answering ${d.answering} score ${score.white}-${score.black} crawford ${game.crawford} cube ${JSON.stringify(game.boards[0].cube)}\n`,
        );
      }
      continue;
    }
    const f = unused.splice(at, 1)[0];
    decisions++;
    variants.forEach((v, k) => {
      const search = searchOf(v);
      withMetModel(v.met, () => judge(v, k, search, d, f));
    });
  }
  if ((t + 1) % 50 === 0) process.stderr.write(`${t + 1}/${games} tables\n`);
}

/** With --show-losses, a decision of the first variant that gnubg says loses more than 0.02 (stderr). */
function showLoss(k: number, d: Decision, f: Figures, loss: number, what: string): void {
  if (k !== 0 || flags['show-losses'] === undefined || loss <= 0.02) return;
  const { score, game } = d.state;
  process.stderr.write(
    `loss ${loss.toFixed(3)} ${what} | gnubg nd ${f.noDouble.toFixed(3)} dt ${f.take.toFixed(3)} dp ${f.pass.toFixed(3)} | score ${score.white}-${score.black} doubler ${d.doubler} crawford ${game.crawford} cube ${JSON.stringify(game.boards[0].cube)} ${d.id}\n`,
  );
}

/** Charges variant `k` what gnubg says its decision at `d` loses. */
function judge(v: Variant, k: number, search: CubeSearch, d: Decision, f: Figures): void {
  if (d.answering) {
    const cube = offeredCube(d.state);
    if (!cube) return;
    const [o] = searchCube(d.state, d.doubler, [cube], true, search).options;
    const takes = o.take <= o.drop - (v.takeMargin ?? 0);
    const loss = (takes ? f.take : f.pass) - Math.min(f.take, f.pass);
    totals[k].answers += loss;
    showLoss(
      k,
      d,
      f,
      loss,
      `answer ${takes ? 'take' : 'pass'} ours take ${o.take.toFixed(3)} drop ${o.drop.toFixed(3)}`,
    );
  } else {
    const j = searchCube(d.state, d.doubler, offerableCubes(d.state), false, search);
    const doubles = j.options.some((o) => doubleValue(o) - j.noDouble > search.doubleMargin);
    const best = Math.max(f.noDouble, Math.min(f.take, f.pass));
    const loss = best - (doubles ? Math.min(f.take, f.pass) : f.noDouble);
    totals[k].doubles += loss;
    const o = j.options[0];
    showLoss(
      k,
      d,
      f,
      loss,
      `${doubles ? 'double' : 'no double'} ours nd ${j.noDouble.toFixed(3)} dt ${o?.take.toFixed(3)}`,
    );
  }
}
gnubg?.close();
rmSync(dir, { recursive: true, force: true });
for (const [k, v] of variants.entries()) {
  const loss = totals[k].doubles + totals[k].answers;
  console.log(
    JSON.stringify({
      variant: v.name,
      tables: games,
      decisions,
      unjudged,
      closeOrActual,
      lossEmg: Number(loss.toFixed(3)),
      perCloseDecisionThousandths: Number(((1000 * loss) / Math.max(closeOrActual, 1)).toFixed(2)),
      doublesEmg: Number(totals[k].doubles.toFixed(3)),
      answersEmg: Number(totals[k].answers.toFixed(3)),
    }),
  );
}
