import { makePositionId, pipCounts } from '@nardy/rules';
import { offerableCubes, parseTableConfig, positionFor, seededDice } from '@nardy/parallel';
import { seededRandom } from '@nardy/rules';
import { botSeat, playTable } from '../src/index.ts';
import { judgeCube, probabilitiesToRoll } from '../src/analysisCube.ts';
import { tableSearcher } from '../src/tableOutlook.ts';
const seed = Number(process.argv[2] ?? 11);
const t = Number(process.argv[3] ?? 2);
const config = parseTableConfig({ boards: [{ variant: 'short' }], ending: 'koks', cube: { mode: 'perBoard', max: 64 } });
if (!config.ok) throw new Error('x');
const bot = (r: number) => botSeat({ level: 'club', random: seededRandom(r) });
const w = bot(seed * 1000 + 2 * t), b = bot(seed * 1000 + 2 * t + 1);
const spy = (seat: ReturnType<typeof bot>) => (state: any, player: any) => {
  const cmd = seat(state, player);
  if (cmd?.type === 'DOUBLE' || cmd?.type === 'TAKE' || cmd?.type === 'DROP') {
    const cubes = offerableCubes(state);
    const pos = positionFor(state.game.boards[0], state.game.turn);
    const s = tableSearcher(state.config.boards[0].rules, state.config.ending);
    const p = probabilitiesToRoll(s, Int8Array.from(pos.cells), 0, false);
    const p1 = probabilitiesToRoll(s, Int8Array.from(pos.cells), 1, false);
    const j = cmd.type === 'DOUBLE' ? judgeCube(state, player, cubes, { ply: 0 }) : null;
    console.log(pipCounts(pos), makePositionId(pos), Array.from(pos.cells).join(','));
    console.log(cmd.type, player, 'onroll', state.game.turn, Array.from(p).map((v) => v.toFixed(3)).join(' '), '| 1ply', Array.from(p1).map((v) => v.toFixed(3)).join(' '), j ? JSON.stringify({ nd: j.noDouble, o: j.options[0] }) : '');
  }
  return cmd;
};
playTable(config.value, { white: spy(w), black: spy(b) }, seededDice((Math.imul(seed, 0x9e3779b1) ^ (t + 1)) >>> 0));
