// "Your own code" on the bundle's table core (docs/embedding.md): one board played by hand.
import {
  applyCommand,
  createTable,
  cryptoDice,
  parseTableConfig,
  selectTableView,
  stepCommand,
} from './bundle/nardy-elements.js';

const config = parseTableConfig({ boards: [{ variant: 'short' }], ending: 'mars', cube: { mode: 'off' } });
let state = createTable(config.value, 'white');
let dice = cryptoDice;
const board = document.getElementById('play');
const show = () => {
  board.view = selectTableView(state).boards[0];
};
const send = (command) => {
  const r = applyCommand(state, command, dice);
  if (!r.ok) return false;
  ({ state, dice } = r.value);
  show();
  return true;
};
show();
board.addEventListener('nardy-roll', () => send({ type: 'ROLL' }));
board.addEventListener('nardy-step', (e) => send(stepCommand(board.view, 0, e.detail)));
board.addEventListener('nardy-undo', () => send({ type: 'UNDO' }));
board.addEventListener('nardy-confirm', () => send({ type: 'CONFIRM' }));
