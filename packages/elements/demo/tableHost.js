// A small stand-in for the parallel table machine, shaped like an actor (getSnapshot / subscribe /
// send) so that <nardy-table> drives it through its TableController exactly as it will drive the
// real XState actor of @nardy/parallel. Simplified rules (see driver.js); refused commands leave the
// state untouched, as the real machine does.
import { applyStep, legalSteps, roll, withRoll } from './driver.js';

const other = (c) => (c === 'white' ? 'black' : 'white');

export class DemoTable {
  constructor(starts) {
    this.starts = starts;
    this.observers = new Set();
    this.reset();
  }

  reset() {
    this.turn = 'white';
    this.phase = 'beforeRoll';
    this.dice = null;
    this.chosen = null;
    this.boards = this.starts.map((s) => ({ ...s, turn: null, dice: null, diceLeft: [], legal: [], cube: null }));
    this.history = [];
    this.steps = [];
    this.results = [];
    this.publish();
  }

  getSnapshot() {
    return this.snapshot;
  }

  subscribe(observer) {
    this.observers.add(observer);
    return { unsubscribe: () => this.observers.delete(observer) };
  }

  send(command) {
    const handler = this[`on${command.type}`];
    if (handler) handler.call(this, command);
  }

  onROLL() {
    if (this.phase !== 'beforeRoll') return;
    this.dice = roll();
    this.phase = 'chooseBoard';
    this.boards = this.boards.map((b) => (b.result ? b : withRoll({ ...b, turn: this.turn }, this.dice)));
    this.publish();
  }

  onCHOOSE_BOARD({ board }) {
    if (this.phase !== 'chooseBoard' || !this.boards[board] || this.boards[board].result) return;
    if (this.boards[board].legal.length === 0) {
      this.endTurn(); // a blocked board: choosing it is a pass
      return;
    }
    this.chosen = board;
    this.phase = 'moving';
    this.publish();
  }

  onSTEP({ board, from, to, die }) {
    if (this.phase === 'chooseBoard') this.onCHOOSE_BOARD({ board });
    if (this.phase !== 'moving' || board !== this.chosen) return;
    const b = this.boards[board];
    const legal = b.legal.find((l) => l.from === from && l.to === to && (die === undefined || l.dice[0] === die));
    if (!legal) return;
    this.history.push(b);
    this.steps.push({ from, to });
    this.boards = this.boards.map((x, i) => (i === board ? applyStep(b, from, to, legal.dice[0]) : x));
    this.publish();
  }

  onUNDO() {
    if (this.phase !== 'moving' || this.history.length === 0) return;
    const prev = this.history.pop();
    this.steps.pop();
    this.boards = this.boards.map((x, i) => (i === this.chosen ? prev : x));
    if (this.history.length === 0) {
      this.chosen = null;
      this.phase = 'chooseBoard';
    }
    this.publish();
  }

  onCONFIRM() {
    const b = this.boards[this.chosen];
    if (this.phase !== 'moving' || !b.canConfirm) return;
    if (b.result) {
      const first = this.results.length === 0;
      this.results.push({
        board: this.chosen,
        order: this.results.length,
        winner: b.result.winner,
        ending: 'oin',
        cube: 1,
        points: first ? 0.5 : 1,
      });
    }
    this.boards = this.boards.map((x, i) =>
      i === this.chosen ? { ...x, lastMove: { player: this.turn, steps: this.steps } } : x,
    );
    this.endTurn();
  }

  onNEXT_GAME() {
    if (this.phase === 'gameOver') this.reset();
  }

  endTurn() {
    this.history = [];
    this.steps = [];
    this.chosen = null;
    this.dice = null;
    this.turn = other(this.turn);
    this.phase = this.boards.every((b) => b.result) ? 'gameOver' : 'beforeRoll';
    this.boards = this.boards.map((b) => ({
      ...b,
      turn: null,
      dice: null,
      diceLeft: [],
      legal: [],
      canUndo: false,
      canConfirm: false,
    }));
    this.publish();
  }

  publish() {
    const score = { white: 0, black: 0 };
    for (const r of this.results) score[r.winner] += r.points;
    const inPlay = this.phase === 'chooseBoard' || this.phase === 'moving';
    this.snapshot = {
      phase: this.phase,
      turn: this.phase === 'gameOver' ? null : this.turn,
      dice: this.dice,
      boards: this.boards.map((b, i) =>
        // Only the chosen board (or, while choosing, every board) offers its legal moves.
        inPlay && (this.chosen === null || this.chosen === i)
          ? b
          : { ...b, turn: null, dice: null, diceLeft: [], legal: [] },
      ),
      chosenBoard: this.chosen,
      selectable: this.boards.map((b) => !b.result),
      playable: this.boards.map((b) => !b.result && this.dice !== null && legalSteps(b).length > 0),
      cube: { mode: 'off', shared: null, canDouble: [], offer: null },
      results: [...this.results],
      score: { ...score, net: score.white - score.black },
      match: { length: 0, white: 0, black: 0, over: false },
    };
    for (const o of this.observers) o(this.snapshot);
  }
}
