import { actorOf, legalPlaysOn, makeMat, type TableCommand, type TableView } from '@nardy/parallel';
import type { LocalPlay } from './localPlay.ts';

/** The play screen's part of `window.nardyTest` (docs/app.md "Test hooks"). */
export interface PlayTestHook {
  view(): TableView | null;
  record(): ReturnType<LocalPlay['record']>;
  send(command: TableCommand): void;
  thinking(): boolean;
  humanToAct(): boolean;
  /** The worker's time for the computer's last decision (ms). */
  botMs(): number;
  /**
   * Plays the first legal play of the roll on the first board where it can be played (a pass if none):
   * one command per turn, so long end-to-end games stay fast.
   */
  playFirst(): boolean;
  mat(): string | null;
}

export function playTestHook(play: LocalPlay): PlayTestHook {
  return {
    view: () => play.session?.view ?? null,
    record: () => play.record(),
    send: (command) => play.session?.send(command),
    thinking: () => play.session?.thinking ?? false,
    humanToAct: () => play.session?.humanToAct ?? false,
    botMs: () => play.bot.lastMs,
    playFirst: () => {
      const session = play.session;
      if (!session) return false;
      const state = session.state;
      const { game } = state;
      const player = actorOf(game);
      if (player === null || (game.phase !== 'chooseBoard' && game.phase !== 'moving')) return false;
      const open = game.boards.flatMap((b, i) => (b.result === null ? [i] : []));
      const committed = game.phase === 'moving' && game.chosenBoard !== null ? [game.chosenBoard] : open;
      const board = committed.find((i) => (legalPlaysOn(state, i)?.diceUsed ?? 0) > 0) ?? committed[0];
      const plays = legalPlaysOn(state, board);
      const steps = plays && plays.diceUsed > 0 ? plays.plays[0].steps.map((st) => [st.from, st.to] as const) : [];
      session.send({ type: 'PLAY', player, board, steps });
      return true;
    },
    mat: () => {
      const record = play.record();
      const r = record ? makeMat(record) : null;
      return r?.ok ? r.value.text : null;
    },
  };
}
