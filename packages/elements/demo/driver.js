// A deliberately small host for the demo page: short nardy with single-die steps, hits, entering
// from the bar and bearing off. It is "your own code" driving <nardy-board> — the board never
// decides legality. It does not enforce every rule (e.g. using both dice when possible): a real app
// drives the elements from @nardy/parallel, whose machines ask @nardy/rules.

const other = (c) => (c === 'white' ? 'black' : 'white');
/** White point of the mover's own point q (short nardy: opposed numbering). */
const wp = (mover, q) => (mover === 'white' ? q : 25 - q);
const sign = (c) => (c === 'white' ? 1 : -1);

/** Checkers of `color` on its own point q. */
function mine(view, color, q) {
  const n = view.points[wp(color, q)] * sign(color);
  return Math.max(n, 0);
}

function pips(view) {
  const out = { white: 25 * view.bar.white, black: 25 * view.bar.black };
  for (let p = 1; p <= 24; p++) {
    const n = view.points[p];
    if (n > 0) out.white += p * n;
    else if (n < 0) out.black += (25 - p) * -n;
  }
  return out;
}

/** Legal single-die steps of the player to move, in the mover's own numbering. */
export function legalSteps(view) {
  const c = view.turn;
  if (!c || !view.dice || view.result) return [];
  const them = other(c);
  const blocked = (q) => mine(view, them, 25 - q) >= 2;
  let highest = view.bar[c] > 0 ? 25 : 0;
  for (let q = 24; q >= 1 && highest === 0; q--) if (mine(view, c, q) > 0) highest = q;
  const out = [];
  for (const d of new Set(view.diceLeft)) {
    if (view.bar[c] > 0) {
      if (!blocked(25 - d)) out.push({ from: 25, to: 25 - d, dice: [d] });
      continue;
    }
    for (let q = 1; q <= 24; q++) {
      if (mine(view, c, q) === 0) continue;
      const t = q - d;
      if (t >= 1) {
        if (!blocked(t)) out.push({ from: q, to: t, dice: [d] });
      } else if (highest <= 6 && (t === 0 || q === highest)) {
        out.push({ from: q, to: 0, dice: [d] });
      }
    }
  }
  return out;
}

/** The view after one step (a hit sends a lone opposing checker to the bar). */
export function applyStep(view, from, to, die) {
  const c = view.turn;
  const them = other(c);
  const points = [...view.points];
  const bar = { ...view.bar };
  const off = { ...view.off };
  if (from === 25) bar[c] -= 1;
  else points[wp(c, from)] -= sign(c);
  if (to === 0) off[c] += 1;
  else {
    const p = wp(c, to);
    if (points[p] * sign(them) === 1) {
      points[p] = 0;
      bar[them] += 1;
    }
    points[p] += sign(c);
  }
  const diceLeft = [...view.diceLeft];
  diceLeft.splice(diceLeft.indexOf(die), 1);
  const next = { ...view, points, bar, off, diceLeft, pips: pips({ points, bar }) };
  const legal = diceLeft.length ? legalSteps(next) : [];
  const done = off[c] === 15;
  return {
    ...next,
    legal: done ? [] : legal,
    canUndo: true,
    canConfirm: done || legal.length === 0,
    result: done ? { winner: c, ending: 'oin', points: 1 } : null,
  };
}

/** A fresh roll for the player to move. */
export function withRoll(view, dice) {
  const diceLeft = dice[0] === dice[1] ? [dice[0], dice[0], dice[0], dice[0]] : [...dice];
  const next = { ...view, dice, diceLeft, canUndo: false, lastMove: view.lastMove };
  const legal = legalSteps(next);
  return { ...next, legal, canConfirm: legal.length === 0 };
}

export function roll() {
  const d = () => 1 + Math.floor(Math.random() * 6);
  return [d(), d()];
}

/**
 * One board played by hand (hot seat): keeps the undo stack and the steps of the turn, and answers
 * the board's intent events with new views.
 */
export class BoardHost {
  constructor(board, start) {
    this.board = board;
    this.view = { ...start, turn: 'white', dice: null, diceLeft: [], legal: [], cube: { value: 1, owner: null } };
    this.history = [];
    this.steps = [];
    board.view = this.view;
    board.addEventListener('nardy-roll', () => this.set(withRoll(this.view, roll())));
    board.addEventListener('nardy-step', (e) => this.step(e.detail));
    board.addEventListener('nardy-undo', () => this.undo());
    board.addEventListener('nardy-confirm', () => this.confirm());
    board.addEventListener('nardy-play', (e) => {
      for (const m of e.detail.moves) {
        const legal = this.view.legal.find((l) => l.from === m.from && l.to === m.to);
        if (!legal) return;
        this.step({ from: m.from, to: m.to, die: legal.dice[0] });
      }
    });
  }

  set(view) {
    this.view = view;
    this.board.view = view;
  }

  step({ from, to, die }) {
    const legal = this.view.legal.find(
      (l) => l.from === from && l.to === to && (die === undefined || l.dice[0] === die),
    );
    if (!legal) return; // refused: the view stays as it is
    this.history.push(this.view);
    this.steps.push({ from, to });
    this.set(applyStep(this.view, from, to, legal.dice[0]));
  }

  undo() {
    if (!this.history.length) return;
    this.steps.pop();
    this.set(this.history.pop());
  }

  confirm() {
    if (!this.view.canConfirm) return;
    const player = this.view.turn;
    const over = this.view.result;
    const lastMove = { player, steps: this.steps };
    this.history = [];
    this.steps = [];
    this.set({
      ...this.view,
      turn: over ? null : other(player),
      dice: null,
      diceLeft: [],
      legal: [],
      canUndo: false,
      canConfirm: false,
      lastMove,
    });
  }
}
