/**
 * Each cube error GNU Backgammon charges the bot, with the bot's own judgement of the same decision
 * beside it (gnubg run as a separate program):
 *   node scripts/run-ts.mjs packages/bot/scripts/gnubgCubeErrors.ts [--level club] [--games 15]
 *     [--match 5] [--seed 2] [--plies 2] [--gnubg PATH] [--min 0.02]
 * Plays the same tables as `gnubgCube.ts` with the same flags (the same seats and dice), records the
 * bot's judgement at every cube decision (cubeless chances, no double / take / drop in units of the
 * cube), lets gnubg analyse each table and export it as text, and prints one JSON line per decision
 * gnubg marks with an error of at least --min: the score, gnubg's cubeless chances and cubeful
 * equities, and ours. The tool for finding where the cube model and the net part from gnubg.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeMat, offerableCubes, positionFor, recordFromState, type TableState } from '@nardy/parallel';
import { type Color, makePositionId } from '@nardy/rules';
import { judgeCube, offeredCube, probabilitiesToRoll } from '../src/analysisCube.ts';
import { CUBE_SEARCH, searchCube } from '../src/cubeDecision.ts';
import { botSeat } from '../src/index.ts';
import { tableSearcher } from '../src/tableOutlook.ts';
import { cubeLevel, cubeRun, gnubgCubeSetup, playCubeTable } from './cubeTables.ts';
import { parseFlags } from './flags.ts';
import { Gnubg } from './gnubg.ts';

const flags = parseFlags();
const level = cubeLevel(flags);
const { games, seed, plies, config } = cubeRun(flags, { games: 15, match: 5, seed: 2 });
const min = Number(flags.min ?? 0.02);

interface Ours {
  readonly id: string;
  /** The doubler's cubeless chances at the judgement's ply (win, win mars, win koks, lose mars, lose koks). */
  readonly chances: readonly number[];
  /** What the cube model says given gnubg's chances instead (filled in once gnubg has spoken). */
  readonly state: TableState;
  readonly doubler: Color;
  readonly answering: boolean;
  /** The ply of the judgement: CUBE_SEARCH's, or 2 where it was close. */
  readonly ply: number;
  readonly noDouble: number;
  readonly take: number;
  readonly drop: number;
}

/** Our judgement, as `cubeDecision` makes it (`searchCube`). */
function ours(state: TableState, player: Color): Ours | null {
  const { game } = state;
  const answering = game.phase === 'awaitingReply' && game.offer !== null;
  const doubler = answering ? (game.offer?.by as Color) : player;
  const cubes = answering ? [offeredCube(state)].filter((c) => c !== null) : offerableCubes(state);
  if (game.phase !== 'beforeRoll' && !answering) return null;
  if (cubes.length === 0) return null;
  const j = searchCube(state, doubler, cubes, answering);
  // Judged again one roll deeper where the first judgement was close: the two differ then.
  const first = judgeCube(state, doubler, cubes, CUBE_SEARCH);
  const ply = first.noDouble === j.noDouble && first.options[0].take === j.options[0].take ? CUBE_SEARCH.ply : 2;
  const [o] = j.options;
  const position = positionFor(game.boards[0], doubler);
  const searcher = tableSearcher(state.config.boards[0].rules, state.config.ending);
  const chances = probabilitiesToRoll(searcher, Int8Array.from(position.cells), ply, false);
  return {
    id: makePositionId(position),
    chances: Array.from(chances, (c) => +c.toFixed(3)),
    state,
    doubler,
    answering,
    ply,
    noDouble: j.noDouble,
    take: o.take,
    drop: o.drop,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'nardy-cube-errors-'));
const gnubg = new Gnubg(flags.gnubg ?? 'gnubg');
await gnubg.run(gnubgCubeSetup(plies));

/**
 * The cube model's judgement from gnubg's chances ("w wg wb - l lg lb", the doubler's for a double,
 * the taker's for a take or a pass), from the doubler's side.
 */
function chancesFrom(text: string | undefined, m: Ours, takerView: boolean) {
  if (!text) return null;
  const [w, wg, wb, , l, lg, lb] = text.split(/\s+/).map(Number);
  const flip = takerView;
  const c = flip ? [l, lg, lb, wg, wb] : [w, wg, wb, lg, lb];
  const cubes = m.answering ? [offeredCube(m.state)].filter((x) => x !== null) : offerableCubes(m.state);
  const j = judgeCube(m.state, m.doubler, cubes, { ply: 0, chances: c });
  const [o] = j.options;
  return { noDouble: +j.noDouble.toFixed(3), take: +o.take.toFixed(3), drop: +o.drop.toFixed(3) };
}

const num = (s: string | undefined) => (s === undefined ? null : Number(s));
for (let t = 0; t < games; t++) {
  const judged: Ours[] = [];
  const seat = (random: () => number) => {
    const bot = botSeat({ level, random });
    return (state: TableState, player: Color) => {
      const o = ours(state, player);
      if (o) judged.push(o);
      return bot(state, player);
    };
  };
  const state = playCubeTable(config, seed, t, seat);
  const mat = makeMat(recordFromState(state));
  if (!mat.ok) throw new Error(mat.error.message);
  const file = join(dir, `table-${t + 1}.mat`);
  writeFileSync(file, mat.value.text);
  const out = join(dir, `table-${t + 1}.txt`);
  await gnubg.run([`import mat ${file}`, 'analyse match', 'set export moves number 0', `export match text ${out}`]);
  const texts = readdirSync(dir)
    .filter((f) => f.startsWith(`table-${t + 1}`) && f.endsWith('.txt'))
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
  for (const [g, name] of texts.entries()) {
    const text = readFileSync(join(dir, name), 'utf8');
    for (const move of text.split(/\nMove number \d+:/).slice(1)) {
      const alert = /Alert: (missed double|wrong double|wrong take|wrong pass)[^(]*\(([-+]?\d+\.\d+)\)/.exec(move);
      if (!alert || Math.abs(Number(alert[2])) < min) continue;
      const id = /Position ID: (\S+)/.exec(move)?.[1];
      const score = /(\d+) points\n/.exec(move);
      const chances = /cubeless equity ([-+]?\d+\.\d+).*\n\s+([\d. -]+)\n/.exec(move);
      const eq = (label: string) => num(new RegExp(`\\d\\. ${label}\\s+([-+]?\\d+\\.\\d+)`).exec(move)?.[1]);
      const who = /\* (\w+) (?:doubles|accepts|rejects|moves|passes|takes)/.exec(move)?.[1];
      const mine = judged.filter((j) => j.id === id);
      process.stdout.write(
        `${JSON.stringify({
          table: t + 1,
          game: g + 1,
          id,
          who,
          kind: alert[1],
          error: Number(alert[2]),
          gnubg: {
            cubeless: chances ? Number(chances[1]) : null,
            chances: chances?.[2].trim(),
            noDouble: eq('No double'),
            take: eq('Double, take'),
            pass: eq('Double, pass'),
          },
          ours: mine.map((m) => ({
            answering: m.answering,
            ply: m.ply,
            chances: m.chances.join(' '),
            noDouble: +m.noDouble.toFixed(3),
            take: +m.take.toFixed(3),
            drop: +m.drop.toFixed(3),
            withGnubgChances: chancesFrom(chances?.[2], m, /take|pass/.test(alert[1])),
          })),
          scoreLine: score?.[0].trim(),
          match: /Match ID\s+: (\S+)/.exec(move)?.[1],
        })}\n`,
      );
    }
  }
}
gnubg.close();
rmSync(dir, { recursive: true, force: true });
