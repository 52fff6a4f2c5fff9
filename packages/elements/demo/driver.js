// The demo's host: "your own code" driving a board. It carries no rules of its own: the bundle
// exports the table session of @nardy/parallel (which asks @nardy/rules), the one host of a table and
// an actor the elements can drive, the view selector and the helpers that turn a board's intents
// (display points) into table commands.
import {
  PERSON,
  parseTableConfig,
  selectTableView,
  stepCommand,
  TableSession,
  typedMoves,
} from '../bundle/nardy-table.js';

/**
 * One `<nardy-board>` played by hand (hot seat) on a one-board table: the board's intent events
 * become table commands, and every new state becomes the board's next view.
 */
export class BoardHost {
  constructor(board, spec = { boards: [{ variant: 'short' }], ending: 'mars', cube: { mode: 'perBoard' } }) {
    this.board = board;
    const config = parseTableConfig(spec);
    if (!config.ok) throw new Error(config.error.message);
    this.table = new TableSession({ table: config.value, first: 'white', seats: { white: PERSON, black: PERSON } });
    this.table.subscribe(() => this.show());
    this.show();
    const send = (command) => () => this.table.send(command);
    board.addEventListener('nardy-roll', send({ type: 'ROLL' }));
    board.addEventListener('nardy-undo', send({ type: 'UNDO' }));
    board.addEventListener('nardy-confirm', send({ type: 'CONFIRM' }));
    board.addEventListener('nardy-double', send({ type: 'DOUBLE' }));
    board.addEventListener('nardy-take', send({ type: 'TAKE' }));
    board.addEventListener('nardy-drop', send({ type: 'DROP' }));
    board.addEventListener('nardy-resign', send({ type: 'RESIGN' }));
    board.addEventListener('nardy-step', (e) => {
      const command = stepCommand(this.view, 0, e.detail);
      if (command) this.table.send(command);
    });
    board.addEventListener('nardy-play', (e) => this.play(e));
  }

  /** A typed play: its moves entered one by one while legal, or none of them at all. */
  play(event) {
    const moves = typedMoves(this.view, event.detail.text);
    if (!moves.ok) return event.preventDefault();
    const sent = [];
    for (const m of moves.value) {
      const legal = this.view.legal.find((l) => l.from === m.from && l.to === m.to);
      const before = this.table.state;
      if (legal) this.table.send(stepCommand(this.view, 0, legal));
      if (!legal || this.table.state === before) {
        for (const _ of sent) this.table.send({ type: 'UNDO' });
        return;
      }
      sent.push(m);
    }
  }

  show() {
    const table = selectTableView(this.table.getSnapshot());
    this.view = table.boards[0];
    this.board.view = this.view;
    this.board.offer = table.cube.offer;
  }
}
