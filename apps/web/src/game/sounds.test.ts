import { describe, expect, test } from 'vitest';
import { diceKnocks, endNotes, Sounds, soundFor } from './sounds.ts';

const at = (over: Partial<Parameters<typeof soundFor>[1]> = {}) => ({
  dice: null,
  turn: 'white',
  phase: 'beforeRoll',
  moves: 0,
  ...over,
});

describe('the game sounds', () => {
  test('a roll sounds the dice, a play a knock, the end of a game its chime; nothing at first sight', () => {
    expect(soundFor(null, at({ dice: [3, 1] }))).toBeNull();
    expect(soundFor(at(), at({ dice: [3, 1], phase: 'chooseBoard' }))).toBe('dice');
    // The same roll by the other player is a new roll.
    expect(soundFor(at({ dice: [3, 1] }), at({ dice: [3, 1], turn: 'black' }))).toBe('dice');
    expect(soundFor(at({ dice: [3, 1] }), at({ dice: [3, 1], moves: 1 }))).toBe('move');
    expect(soundFor(at({ dice: [3, 1] }), at({ dice: [3, 1], phase: 'gameOver' }))).toBe('end');
    expect(soundFor(at({ phase: 'gameOver' }), at({ phase: 'gameOver' }))).toBeNull();
  });

  test('with reduced motion each sound is one short cue', () => {
    expect(diceKnocks(false)).toHaveLength(4);
    expect(diceKnocks(true)).toHaveLength(1);
    expect(diceKnocks(true)[0][0]).toBe(0);
    expect(endNotes(false)).toHaveLength(3);
    expect(endNotes(true)).toHaveLength(1);
  });

  test('off by default: nothing is played, and no audio is asked for', () => {
    const sounds = new Sounds();
    expect(sounds.enabled).toBe(false);
    const before = (globalThis as { AudioContext?: unknown }).AudioContext;
    let made = 0;
    (globalThis as { AudioContext?: unknown }).AudioContext = class {
      constructor() {
        made++;
      }
    };
    try {
      sounds.play('dice');
      expect(made).toBe(0);
    } finally {
      (globalThis as { AudioContext?: unknown }).AudioContext = before;
    }
  });
});
