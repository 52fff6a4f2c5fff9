import type { TableCommand } from '@nardy/parallel';
import { describe, expect, test } from 'vitest';
import { twoBoardTable } from '../testing/fixtures.ts';
import { sendTypedPlay } from './typedPlay.ts';

/** A table whose board 0 takes each die once: a STEP uses its die, UNDO gives it back. */
function table() {
  const base = twoBoardTable();
  const used: number[] = [];
  const sent: TableCommand[] = [];
  const current = () => {
    const b = base.boards[0];
    return { ...base, boards: [{ ...b, legal: b.legal.filter((l) => !l.dice.some((d) => used.includes(d))) }] };
  };
  const send = (c: TableCommand) => {
    sent.push(c);
    if (c.type === 'STEP') used.push(c.die!);
    if (c.type === 'UNDO') used.pop();
  };
  return { current, send, sent, used };
}

describe('a typed play sent as steps', () => {
  test('each move as a STEP while it is legal', () => {
    const t = table();
    const ok = sendTypedPlay(
      [
        { from: 24, to: 21 },
        { from: 6, to: 5 },
      ],
      0,
      t.current,
      t.send,
    );
    expect(ok).toBe(true);
    expect(t.sent).toEqual([
      { type: 'STEP', board: 0, from: 24, to: 21, die: 3 },
      { type: 'STEP', board: 0, from: 6, to: 5, die: 1 },
    ]);
  });

  test('a move that is not legal after the others: what was sent is undone', () => {
    const t = table();
    const ok = sendTypedPlay(
      [
        { from: 24, to: 21 },
        { from: 8, to: 5 },
      ],
      0,
      t.current,
      t.send,
    );
    expect(ok).toBe(false);
    expect(t.sent).toEqual([{ type: 'STEP', board: 0, from: 24, to: 21, die: 3 }, { type: 'UNDO' }]);
    expect(t.used).toEqual([]);
  });
});
