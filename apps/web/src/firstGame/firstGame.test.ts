import { makeMoveText, startPosition } from '@nardy/rules';
import { describe, expect, it } from 'vitest';
import { demoMove, demoState, demoTurn } from '../rules/ruleDemo.ts';
import { parseFirstGameHash, parseLearnHash } from '../rules/rulesRoute.ts';
import { addressedScreen } from '../shell/routes.ts';
import { firstGameStrings } from './firstGameStrings.ts';
import { afterPlay, moverPosition, newFreeGame, rollDice } from './freeGame.ts';
import { LESSONS, lessonDone, stepKind } from './lessons.ts';

describe('the first game', () => {
  it('scripts positions the real rules let the player play as each sentence asks', () => {
    for (const variant of ['short', 'long'] as const) {
      for (const lesson of LESSONS[variant]) {
        for (const locale of ['en', 'ru', 'uk'] as const) {
          expect(firstGameStrings(locale).lessons[lesson.id], `${locale} ${lesson.id}`).toBeTruthy();
        }
        if (lesson.expect === null || lesson.expect === 'any') continue;
        const state = demoState(lesson.demo);
        let entered: { from: number; to: number; die?: number }[] = [];
        for (const [from, to] of lesson.expect) {
          const added = demoMove(state, entered, from, to);
          expect(added, `${lesson.id}: ${from}/${to}`).not.toBeNull();
          entered = [...entered, ...(added ?? [])];
        }
        const turn = demoTurn(state, entered);
        expect(turn?.canConfirm, lesson.id).toBe(true);
        expect(lessonDone(lesson, turn?.done ?? [])).toBe(true);
      }
    }
    // Another legal play is not the lesson's.
    const point = LESSONS.short[1];
    const state = demoState(point.demo);
    const other = [...(demoMove(state, [], 24, 21) ?? [])];
    const rest = [...other, ...(demoMove(state, other, 24, 23) ?? [])];
    expect(demoTurn(state, rest)?.canConfirm).toBe(true);
    expect(lessonDone(point, rest)).toBe(false);
  });

  it('says each step in a sentence by its kind', () => {
    const long = startPosition('long');
    expect(stepKind(long, { from: 24, to: 18 })).toBe('head');
    const t = firstGameStrings('en');
    expect(t.step('head', makeMoveText([{ from: 24, to: 18 }]))).toBe('Move one checker from the head: 24/18.');
    expect(stepKind(startPosition('short'), { from: 13, to: 7 })).toBe('move');
    expect(stepKind(startPosition('short'), { from: 25, to: 22 })).toBe('bar');
    expect(stepKind(startPosition('short'), { from: 3, to: 0 })).toBe('off');
  });

  it('plays a free game in turns, the player first, each side in its own numbering', () => {
    let game = newFreeGame('long');
    const seq = [0.1, 0.1, 0.5, 0.9];
    let i = 0;
    const dice = rollDice(game, () => seq[i++ % seq.length]);
    expect(dice).toEqual([1, 1]);
    game = afterPlay({ ...game, dice }, [
      { from: 24, to: 23 },
      { from: 23, to: 22 },
      { from: 22, to: 21 },
      { from: 21, to: 20 },
    ]);
    expect(game.turn).toBe('black');
    expect(game.firstTurn).toEqual({ white: false, black: true });
    expect(moverPosition(game).cells[24]).toBe(15);
    game = afterPlay(game, [{ from: 24, to: 18 }]);
    expect(game.position.cells[12]).toBe(-14);
    expect(game.position.cells[6]).toBe(-1);
    // The player's first roll in short nardy is never a double.
    const short = newFreeGame('short');
    let j = 0;
    expect(rollDice(short, () => [0, 0, 0, 0.5][j++ % 4])).toEqual([1, 4]);
  });

  it('ends when a side has borne off all fifteen', () => {
    const { position } = demoState({
      variant: 'short',
      white: { points: { 1: 1 }, off: 14 },
      black: { points: { 20: 1, 6: 14 } },
    });
    const game = { ...newFreeGame('short'), position, dice: [2, 1] as [number, number] };
    expect(afterPlay(game, [{ from: 1, to: 0 }]).winner).toBe('white');
    expect(afterPlay(game, []).winner).toBeNull();
  });

  it('has its address', () => {
    expect(addressedScreen('#/first-game')).toEqual({ screen: 'learning', hash: '#/first-game' });
    expect(parseFirstGameHash('#/first-game')).toEqual({ variant: 'short' });
    expect(parseFirstGameHash('#/first-game/long')).toEqual({ variant: 'long' });
    expect(parseLearnHash('#/learn/daily')).toEqual({ daily: true });
  });
});
