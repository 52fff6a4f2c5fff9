// A consumer of the published packages, run by plain Node from a project that installed the tarballs
// (no TypeScript loader, no workspace links). Prints one JSON object with what it found.
import { chooseBoardAndPlay, chooseMove } from '@nardy/bot';
import { parseTableConfig, seededDice, selectTableView, tableMachine } from '@nardy/parallel';
import { legalPlays, makeMoveText, parsePositionId, rulesFor } from '@nardy/rules';
import { createActor } from 'xstate';

const out = {};

// @nardy/rules: the legal plays of the opening 3-1 in short nardy.
const start = parsePositionId('4HPwATDgc/ABMA');
if (!start.ok) throw new Error(start.error.message);
const listed = legalPlays(rulesFor('short'), start.value, [3, 1]);
out.plays = listed.plays.length;
out.firstPlay = makeMoveText(listed.plays[0].steps);

// @nardy/bot: the computer's move for the same roll.
const move = chooseMove('short', start.value, [3, 1], { level: 'strong' });
if (!move.ok) throw new Error(move.error.message);
out.botMove = makeMoveText(move.value.steps);

// @nardy/parallel + XState: a two-board table (short and long) played to the end by the bot.
const config = parseTableConfig({
  boards: [{ variant: 'short' }, { variant: 'long' }],
  ending: 'mars',
  cube: { mode: 'off' },
});
if (!config.ok) throw new Error(config.error.message);
const actor = createActor(tableMachine, { input: { config: config.value, dice: seededDice(2026) } }).start();
let commands = 0;
for (; commands < 5000; commands++) {
  const snapshot = actor.getSnapshot();
  const view = selectTableView(snapshot);
  if (view.phase === 'gameOver') break;
  if (view.phase === 'opening' || view.phase === 'beforeRoll') actor.send({ type: 'ROLL' });
  else if (view.phase === 'chooseBoard' || view.phase === 'moving') {
    const choice = chooseBoardAndPlay(snapshot.context.table, { level: 'beginner' });
    if (!choice.ok) throw new Error(choice.error.message);
    const steps = choice.value.steps.map((s) => [s.from, s.to]);
    actor.send({ type: 'PLAY', board: choice.value.board, steps });
  } else throw new Error(`unexpected phase ${view.phase}`);
  const refused = actor.getSnapshot().context.lastRefusal;
  if (refused) throw new Error(`refused: ${refused.code} ${refused.message}`);
}
const end = selectTableView(actor.getSnapshot());
out.table = { phase: end.phase, boards: end.results.length, net: end.score.net, commands };

process.stdout.write(`${JSON.stringify(out)}\n`);
