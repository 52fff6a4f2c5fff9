import type { BoardView } from '@nardy/parallel';
import { describe, expect, test } from 'vitest';
import { diagramView } from '../diagram/diagramView.ts';
import { boardView } from '../testing/fixtures.ts';
import { EMPTY_BOARD, readDiagram } from './diagram.ts';

describe('a diagram read from attributes', () => {
  test('good attributes: their drawing, no error', () => {
    const r = readDiagram(diagramView, { variant: 'long', dice: '6-5' }, null);
    expect(r.error).toBeNull();
    expect(r.diagram).toEqual(boardView({ variant: 'long', dice: '6-5' }));
  });

  test('bad attributes keep the last good drawing, with the reason', () => {
    const good = boardView({ variant: 'short' });
    const r = readDiagram(diagramView, { variant: 'short', dice: '9-0' }, good);
    expect(r.diagram).toBe(good);
    expect(r.error?.code).toBe('ERR_DICE');
  });

  test('bad attributes with nothing drawn yet: the variant’s start, else the short start, else an empty board', () => {
    expect(readDiagram(diagramView, { variant: 'long', dice: '9-0' }, null).diagram).toEqual(
      boardView({ variant: 'long' }),
    );
    expect(readDiagram(diagramView, { variant: 'chess' }, null).diagram).toEqual(boardView({}));
    const refuses = () => ({ ok: false as const, error: { code: 'ERR_X', message: 'no' } });
    const r = readDiagram(refuses, {}, null as BoardView | null);
    expect(r).toEqual({ diagram: EMPTY_BOARD, error: { code: 'ERR_X', message: 'no' } });
  });
});
