import {
  applySteps,
  CHECKERS_PER_SIDE,
  type Color,
  classifyEnding,
  type Dice,
  flip,
  ok,
  opposite,
  type Step,
} from '@nardy/rules';
import { CENTRED_CUBE, type Cube, sharedCubeAfterDrop, sharedCubeAfterFinish, takeCube } from './cube.ts';
import { cubeOffer } from './cubeOffers.ts';
import { parseEvent } from './events.ts';
import { creditGame, isCrawfordGame, matchWinner, nextStarter } from './match.ts';
import { type BoardEnding, boardPoints, cappedCoefficient, halfPointDue, netResult } from './scoring.ts';
import {
  type Applied,
  actorOf,
  type BoardResult,
  type BoardState,
  checkBoard,
  type FinishKind,
  type GamePhase,
  type GameState,
  newGame,
  type Offer,
  positionFor,
  refuse,
  selectableBoards,
  type TableState,
} from './tableState.ts';
import { legalPlaysOn, resolvePlay } from './turnPlans.ts';

const accept = ok;

function withGame(state: TableState, game: GameState): TableState {
  return { ...state, game };
}

function setBoard(game: GameState, index: number, board: BoardState): GameState {
  return { ...game, boards: game.boards.map((b, i) => (i === index ? board : b)) };
}

/** The cube a board is played for now: its own, the shared one, or a virtual cube at 1 (cube off). */
function stakeOf(game: GameState, index: number): Cube {
  return game.boards[index].cube ?? game.sharedCube ?? CENTRED_CUBE;
}

/**
 * Ends board `index` (RULES.md §6.5, §6.7): scores it with its stake, applies the first-finished −0.5
 * in a parallel game, consumes the shared cube's stake (except after a drop, which the caller handles),
 * and voids an offer the board was part of.
 */
function finishBoard(
  state: TableState,
  game: GameState,
  index: number,
  finish: { winner: Color | null; ending: BoardEnding; by: FinishKind },
): GameState {
  const { config } = state;
  const stake = stakeOf(game, index);
  const order = game.finished + 1;
  const points = boardPoints({
    ending: finish.ending,
    setting: config.ending,
    homeMarsValue: config.boards[index].rules.homeMarsValue,
    cube: stake.value,
    jacoby: config.options.jacoby,
    cubeTurned: stake.turned,
    firstOfParallel: halfPointDue(game),
  });
  const result: BoardResult = {
    winner: finish.winner,
    ending: finish.ending,
    by: finish.by,
    cube: stake.value,
    points,
    order,
  };
  let next = setBoard(game, index, { ...game.boards[index], result });
  next = { ...next, finished: order };
  if (next.sharedCube !== null && finish.by !== 'drop') {
    next = { ...next, sharedCube: sharedCubeAfterFinish(config.options.sharedCubeAfterFirst) };
  }
  if (next.offer !== null && (next.offer.board === null || next.offer.board === index)) {
    next = { ...next, offer: null, phase: next.phase === 'awaitingReply' ? 'beforeRoll' : next.phase };
  }
  if (index === next.chosenBoard) next = { ...next, chosenBoard: null, entered: [] };
  return next;
}

/** After boards may have finished: ends the game (net, match credit) when none is left. */
function settleGame(state: TableState, game: GameState): TableState {
  if (game.boards.some((b) => b.result === null)) return withGame(state, game);
  const outcome = netResult(game.boards.map((b) => b.result as BoardResult));
  const score = creditGame(state.score, outcome.winner, outcome.net);
  const match = state.config.match;
  return {
    ...state,
    game: {
      ...game,
      phase: 'gameOver',
      turn: null,
      dice: null,
      chosenBoard: null,
      entered: [],
      offer: null,
      outcome,
    },
    score,
    over: match === null ? true : matchWinner(score, match.length) !== null,
  };
}

/**
 * After a roll (or anything that changes the boards mid-turn): with a single board left the choice is
 * made (phase `moving`); if that board has no legal play the turn passes by itself (RULES.md §2.3).
 */
function settleTurn(state: TableState): TableState {
  const { game } = state;
  if (game.phase !== 'chooseBoard' && game.phase !== 'moving') return state;
  const open = selectableBoards(game);
  if (open.length !== 1) return state;
  const only = open[0];
  const plays = legalPlaysOn(state, only);
  if (plays !== null && plays.diceUsed === 0) return applyPlay(state, only, []);
  if (game.phase === 'moving' && game.chosenBoard === only) return state;
  return withGame(state, { ...game, phase: 'moving', chosenBoard: only, entered: [] });
}

/** The turn passes to the other player (the cube may be offered again before his roll). */
function passTurn(game: GameState, player: Color): GameState {
  return {
    ...game,
    phase: 'beforeRoll',
    turn: opposite(player),
    dice: null,
    chosenBoard: null,
    entered: [],
    offeredThisTurn: [],
  };
}

/** Applies a validated play of the player to move on board `index` and ends the turn. */
function applyPlay(state: TableState, index: number, steps: readonly Step[]): TableState {
  const game = state.game;
  const player = game.turn as Color;
  const board = game.boards[index];
  const rules = state.config.boards[index].rules;
  const after = applySteps(positionFor(board, player), steps);
  const stored = player === 'white' ? after : flip(after);
  let next = setBoard(game, index, {
    ...board,
    position: stored,
    firstTurnDone: { ...board.firstTurnDone, [player]: true },
    lastMove: { player, steps: steps.map((s) => ({ from: s.from, to: s.to })) },
  });
  next = { ...next, chosenBoard: null, entered: [] };
  const borneOff = after.cells[26] === CHECKERS_PER_SIDE;
  const lastRollApplies = state.config.options.lastRollDraw && state.config.boards.length === 1;
  if (game.lastRoll) {
    next = borneOff
      ? finishBoard(state, { ...next, lastRoll: false }, index, { winner: null, ending: 'draw', by: 'draw' })
      : finishBoard(state, { ...next, lastRoll: false }, index, {
          winner: opposite(player),
          ending: classifyEnding(rules, after, 'mover'),
          by: 'play',
        });
  } else if (borneOff && lastRollApplies && player === game.first) {
    next = { ...next, lastRoll: true };
  } else if (borneOff) {
    next = finishBoard(state, next, index, {
      winner: player,
      ending: classifyEnding(rules, after, 'opponent'),
      by: 'play',
    });
  }
  const settled = settleGame(state, next);
  if (settled.game.phase === 'gameOver') return settled;
  return withGame(settled, passTurn(settled.game, player));
}

/** Resigns board `index` for `player`: scored by his actual position as if the opponent had borne off (RULES.md §4.3). */
function resignBoard(state: TableState, game: GameState, index: number, player: Color): GameState {
  const rules = state.config.boards[index].rules;
  const ending = classifyEnding(rules, game.boards[index].position, player === 'white' ? 'mover' : 'opponent');
  return finishBoard(state, game, index, { winner: opposite(player), ending, by: 'resign' });
}

/**
 * Applies one record event (docs/record-format.md) to the table — the transition function of the
 * table machine, of replays and of bots. An event that is not allowed now is refused with a stable code
 * and the state is left exactly as it was (the same object).
 */
export function applyEvent(state: TableState, input: unknown): Applied {
  const parsed = parseEvent(input);
  if (!parsed.ok) return refuse(parsed.error.code, parsed.error.message);
  const event = parsed.value;
  const { game, config } = state;
  if (state.over) {
    return config.match === null ? refuse('game/over', 'the game is over') : refuse('match/over', 'the match is over');
  }
  if (game.phase === 'gameOver') return refuse('game/over', 'the game is over; the next game has not started');
  if (event.type !== 'opening' && event.type !== 'resign') {
    const actor = actorOf(game);
    if (actor === null) return refuse('turn/wrong-phase', `${event.type} before the opening roll`);
    if (event.player !== actor) return refuse('turn/not-yours', `it is ${actor}'s turn to act, not ${event.player}'s`);
  }
  const recorded = { ...game, events: [...game.events, event] };
  const phaseIs = (...phases: GamePhase[]) => phases.includes(game.phase);
  const wrongPhase = () => refuse('turn/wrong-phase', `${event.type} is not possible now (${game.phase})`);

  switch (event.type) {
    case 'opening': {
      if (!phaseIs('opening')) return wrongPhase();
      if (event.white === event.black) return accept(withGame(state, recorded));
      const starter: Color = event.white > event.black ? 'white' : 'black';
      if (config.options.openingRoll === 'reroll') {
        return accept(withGame(state, { ...recorded, first: starter, turn: starter, phase: 'beforeRoll' }));
      }
      const dice: Dice = starter === 'white' ? [event.white, event.black] : [event.black, event.white];
      return accept(
        settleTurn(withGame(state, { ...recorded, first: starter, turn: starter, phase: 'chooseBoard', dice })),
      );
    }
    case 'roll': {
      if (!phaseIs('beforeRoll')) return wrongPhase();
      return accept(settleTurn(withGame(state, { ...recorded, phase: 'chooseBoard', dice: event.dice })));
    }
    case 'move': {
      if (!phaseIs('chooseBoard', 'moving')) return wrongPhase();
      const bad = checkBoard(game, event.board);
      if (bad) return refuse(bad.code, bad.message);
      const play = resolvePlay(
        state,
        event.board,
        event.steps.map(([from, to]) => ({ from, to })),
      );
      if (!play.ok) return play;
      return accept(applyPlay(withGame(state, recorded), event.board, play.value));
    }
    case 'double': {
      if (!phaseIs('beforeRoll')) return wrongPhase();
      const offer = cubeOffer(state, event.player, event.board);
      if (!offer.ok) return offer;
      return accept(
        withGame(state, {
          ...recorded,
          phase: 'awaitingReply',
          offer: offer.value,
          offeredThisTurn: [...game.offeredThisTurn, offer.value.board ?? -1],
        }),
      );
    }
    case 'take': {
      if (!phaseIs('awaitingReply')) return wrongPhase();
      const offer = game.offer as Offer;
      const progression = config.options.daveProgression;
      let next: GameState = { ...recorded, offer: null, phase: 'beforeRoll' };
      if (offer.board === null)
        next = { ...next, sharedCube: takeCube(game.sharedCube as Cube, event.player, progression) };
      else {
        const b = game.boards[offer.board];
        next = setBoard(next, offer.board, { ...b, cube: takeCube(b.cube as Cube, event.player, progression) });
      }
      return accept(withGame(state, next));
    }
    case 'drop': {
      if (!phaseIs('awaitingReply')) return wrongPhase();
      const offer = game.offer as Offer;
      let index: number;
      if (offer.board !== null) {
        if (event.board !== undefined && event.board !== offer.board) {
          return refuse('board/mismatch', `the offer is on board ${offer.board}, not ${event.board}`);
        }
        index = offer.board;
      } else {
        const open = selectableBoards(game);
        if (event.board === undefined && open.length !== 1) {
          return refuse('board/required', 'dropping the shared cube: name the board to give up');
        }
        index = event.board ?? open[0];
        const bad = checkBoard(game, index);
        if (bad) return refuse(bad.code, bad.message);
      }
      const before = game.sharedCube;
      let next = finishBoard(state, { ...recorded, offer: null, phase: 'beforeRoll' }, index, {
        winner: offer.by,
        ending: 'drop',
        by: 'drop',
      });
      if (before !== null) next = { ...next, sharedCube: sharedCubeAfterDrop(before, event.player) };
      return accept(settleGame(state, next));
    }
    case 'resign': {
      if (game.lastRoll && event.player === game.first) {
        return refuse('board/finished', `${event.player} has borne off every checker and waits for the last roll`);
      }
      if (event.board !== undefined) {
        const bad = checkBoard(game, event.board);
        if (bad) return refuse(bad.code, bad.message);
        const next = resignBoard(state, recorded, event.board, event.player);
        const settled = settleGame(state, { ...next, phase: reopenedPhase(next) });
        return accept(settleTurn(settled));
      }
      // The whole table: boards close in descending order of their capped coefficient (RULES.md §6.8).
      const order = selectableBoards(game)
        .map((i) => ({ i, coef: resignCoefficient(state, game, i, event.player) }))
        .sort((a, b) => b.coef - a.coef || a.i - b.i);
      let next: GameState = recorded;
      for (const { i } of order) next = resignBoard(state, next, i, event.player);
      const settled = settleGame(state, next);
      return accept(event.match ? forfeitMatch(settled, event.player) : settled);
    }
  }
}

/**
 * A resignation of the match (`resign` with `match: true`): after the game was scored by position, the
 * opponent is credited up to the match length, so the match is over and won by him with the score
 * everyone reads (`matchWinner`). A table without a match is over already.
 */
function forfeitMatch(state: TableState, resigner: Color): TableState {
  const match = state.config.match;
  if (match === null || state.over) return state;
  const winner = opposite(resigner);
  return { ...state, score: { ...state.score, [winner]: Math.max(state.score[winner], match.length) }, over: true };
}

/** A resignation mid-turn that removed the chosen board sends the mover back to choosing with the same roll. */
function reopenedPhase(game: GameState): GamePhase {
  if (game.phase === 'moving' && game.chosenBoard === null) return 'chooseBoard';
  return game.phase;
}

function resignCoefficient(state: TableState, game: GameState, index: number, player: Color): number {
  const rules = state.config.boards[index].rules;
  const ending = classifyEnding(rules, game.boards[index].position, player === 'white' ? 'mover' : 'opponent');
  const stake = stakeOf(game, index);
  return cappedCoefficient(
    ending,
    state.config.ending,
    rules.homeMarsValue,
    state.config.options.jacoby && !stake.turned,
  );
}

/**
 * Starts the next game of a match (RULES.md §6.2: `seriesFirstMove`; §5.3: Crawford). Refused while the
 * game is in progress or once the match is over.
 */
export function startNextGame(state: TableState): Applied {
  if (state.over) {
    return state.config.match === null
      ? refuse('game/over', 'a table without a match plays one game')
      : refuse('match/over', 'the match is over');
  }
  const { game, config } = state;
  if (game.phase !== 'gameOver' || game.outcome === null) {
    return refuse('game/not-over', 'the current game is not over');
  }
  const match = config.match;
  if (match === null) return refuse('game/over', 'a table without a match plays one game');
  // A game resigned before its opening roll had no starter: the next one opens with a roll again.
  const first =
    game.first === null ? null : nextStarter(match.seriesFirstMove, { first: game.first, winner: game.outcome.winner });
  const crawford = isCrawfordGame(match.crawford, state.crawfordUsed, state.score, match.length);
  return accept({
    ...state,
    history: [...state.history, game],
    game: newGame(config, first, crawford),
    crawfordUsed: state.crawfordUsed || crawford,
  });
}
