/**
 * Where our analysis and GNU Backgammon's differ, move by move (gnubg run as a separate program):
 *   node scripts/run-ts.mjs packages/bot/scripts/analysisAgreementPhases.ts --out DIR [--ply N]
 *     [--players strong,master] [--gnubg PATH]
 * For the games `analysisAgreement.ts` left in DIR/games in which one of `--players` played, has gnubg
 * analyse the .mat at 2-ply cubeless and write its move-by-move text (`export match text`, kept beside
 * the game), analyses the record at our depth N (default 2), pairs each player's moves in order and
 * sums both losses over his unforced moves by the phase of the position before the move: contact, race
 * (no contact, not all home) or bear-off (all his checkers home). Prints, per (player, phase), the
 * moves and both error rates in thousandths per move.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BAR_CELL, parsePositionId } from '@nardy/rules';
import { type AnalysisPly, analyseRecord, isAnalysisPly, isContactOpposed } from '../src/index.ts';
import { parseFlags } from './flags.ts';

const flags = parseFlags();
if (!flags.out) throw new Error('--out DIR (the folder of analysisAgreement.ts) is required');
const gamesDir = join(flags.out, 'games');
const ply = Number(flags.ply ?? 2);
if (!isAnalysisPly(ply)) throw new Error('--ply must be 0, 1, 2 or 3');
const players = (flags.players ?? 'strong,master').split(',');
const gnubg = flags.gnubg ?? 'gnubg';

type Phase = 'contact' | 'race' | 'bearoff';
interface GnubgMove {
  readonly player: 'white' | 'black';
  readonly loss: number;
  readonly phase: Phase;
}

function phaseOf(positionId: string): Phase {
  const position = parsePositionId(positionId, 'short');
  if (!position.ok) throw new Error(`gnubg position ${positionId}: ${position.error.message}`);
  const cells = position.value.cells;
  if (isContactOpposed(cells)) return 'contact';
  for (let p = 7; p <= BAR_CELL; p++) if (cells[p] > 0) return 'race';
  return 'bearoff';
}

/** gnubg's moves of a game in order: who moved, the phase, and the loss of the play made (0 when alone). */
function gnubgMoves(id: string): GnubgMove[] {
  const text = join(gamesDir, `${id}-gnubg2.txt`);
  if (!existsSync(text)) {
    const script = [
      'set player 0 human',
      'set player 1 human',
      'set jacoby off',
      'set analysis cube off',
      'set analysis chequerplay evaluation cubeful off',
      'set analysis chequerplay evaluation plies 2',
      `import mat ${join(gamesDir, `${id}.mat`)}`,
      'analyse match',
      'set export moves number 5',
      `export match text ${text}`,
    ];
    spawnSync(gnubg, ['-t', '-q'], { input: `${script.join('\n')}\n`, encoding: 'utf8', maxBuffer: 1 << 26 });
    if (!existsSync(text)) throw new Error(`gnubg wrote no text for ${id}`);
  }
  const moves: GnubgMove[] = [];
  for (const block of readFileSync(text, 'utf8')
    .split(/\nMove number \d+:\s+/)
    .slice(1)) {
    const head = /^(White|Black) to play \d\d/.exec(block);
    const positionId = /Position ID: (\S+)/.exec(block)?.[1];
    if (!head || !positionId) continue;
    const played = block.split('\n').find((l) => /^\*\s+\d+\.\s+Cubeless/.test(l));
    const loss = played ? /\(([-+]\d+\.\d+)\)/.exec(played) : null;
    moves.push({
      player: head[1] === 'White' ? 'white' : 'black',
      loss: loss ? -Number(loss[1]) : 0,
      phase: phaseOf(positionId),
    });
  }
  return moves;
}

const sums = new Map<string, { moves: number; gnubg: number; ours: number }>();
const add = (key: string, g: number, o: number) => {
  const s = sums.get(key) ?? { moves: 0, gnubg: 0, ours: 0 };
  sums.set(key, { moves: s.moves + 1, gnubg: s.gnubg + g, ours: s.ours + o });
};
const ids = readdirSync(gamesDir)
  .filter((f) => f.endsWith('.record.json'))
  .map((f) => f.replace(/\.record\.json$/, ''))
  .filter((id) => players.some((p) => id.split('-').includes(p)))
  .sort();
for (const id of ids) {
  const [, white, black] = id.split('-');
  const theirs = gnubgMoves(id);
  const a = analyseRecord(JSON.parse(readFileSync(join(gamesDir, `${id}.record.json`), 'utf8')), {
    ply: ply as AnalysisPly,
  });
  if (!a.ok) throw new Error(`${id}: ${a.error.message}`);
  for (const color of ['white', 'black'] as const) {
    const who = color === 'white' ? white : black;
    if (!players.includes(who)) continue;
    const g = theirs.filter((m) => m.player === color);
    const o = a.value.decisions.filter((d) => d.kind === 'move' && d.player === color);
    if (g.length !== o.length) throw new Error(`${id} ${color}: gnubg has ${g.length} moves, we have ${o.length}`);
    o.forEach((d, i) => {
      if (!d.counted) return;
      add(`${who} ${g[i].phase}`, g[i].loss, d.loss);
      add(`${who} all`, g[i].loss, d.loss);
    });
  }
  process.stderr.write(`${id}\n`);
}
const rate = (v: number, n: number) => Math.round((10_000 * v) / n) / 10;
console.log(
  JSON.stringify(
    {
      games: ids.length,
      ours: `${ply}-ply`,
      referee: 'gnubg 2-ply cubeless',
      byPhase: Object.fromEntries(
        [...sums.entries()]
          .sort()
          .map(([k, s]) => [k, { moves: s.moves, gnubg: rate(s.gnubg, s.moves), ours: rate(s.ours, s.moves) }]),
      ),
    },
    null,
    1,
  ),
);
