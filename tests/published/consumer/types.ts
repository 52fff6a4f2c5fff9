// A TypeScript consumer of the published packages, checked with `tsc --module nodenext --strict`
// (no skipLibCheck: our declarations are checked too). It uses the API as the READMEs show it.
import { type BoardChoice, chooseBoardAndPlay, chooseMove, type Level } from '@nardy/bot';
import { type BoardView, NardyBoard, type NardyStepDetail } from '@nardy/elements';
import { OnlineTable, verifyDice } from '@nardy/online';
import {
  createTableActor,
  parseTableConfig,
  seededDice,
  selectTableView,
  stepCommand,
  type TableCommand,
  type TableView,
  tableMachine,
} from '@nardy/parallel';
import { type Dice, legalPlays, type Play, parsePositionId, type Result, rulesFor } from '@nardy/rules';
import { createTournament, isOver } from '@nardy/tournament';
import { createActor } from 'xstate';

const start = parsePositionId('4HPwATDgc/ABMA');
if (!start.ok) throw new Error(start.error.code);
const dice: Dice = [3, 1];
const plays: readonly Play[] = legalPlays(rulesFor('short'), start.value, dice).plays;

const level: Level = 'strong';
const move = chooseMove('short', start.value, dice, { level });
const moveSteps: number = move.ok && move.value ? move.value.steps.length : 0;

const config = parseTableConfig({ boards: [{ variant: 'short' }, { variant: 'long' }], ending: 'mars' });
if (!config.ok) throw new Error(config.error.message);
const actor = createActor(tableMachine, { input: { config: config.value, dice: seededDice(1) } }).start();
const roll: TableCommand = { type: 'ROLL' };
actor.send(roll);
const view: TableView = selectTableView(actor.getSnapshot());
const boards: readonly BoardView[] = view.boards;
const guarded = createTableActor({ config: config.value }).start();
guarded.send({ type: 'ROLL' });
const choice: Result<BoardChoice, string> = chooseBoardAndPlay(guarded.getSnapshot().context.table, { level });

// Elements: the tag map and the typed events (a DOM consumer).
const board: NardyBoard = document.createElement('nardy-board');
board.view = boards[0];
board.addEventListener('nardy-step', (e) => {
  const detail: NardyStepDetail = e.detail;
  const command = board.view ? stepCommand(board.view, 0, detail) : null; // display points → the mover's
  if (command) guarded.send(command);
});
const isBoard: boolean = board instanceof NardyBoard;

const tournament = createTournament({ entrants: ['Ann', 'Bob', 'Cid'], seed: 'public seed' });
const over: boolean = tournament.ok && isOver(tournament.value);
const online: typeof OnlineTable = OnlineTable;
const verify: typeof verifyDice = verifyDice;

export { choice, isBoard, moveSteps, online, over, plays, verify };
