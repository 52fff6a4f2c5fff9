import { describe, expect, test } from 'vitest';
import { en } from '../i18n/en.ts';
import { twoBoardTable } from '../testing/fixtures.ts';
import { boardStatus } from './boardStatus.ts';
import { tableAnnouncements } from './tableAnnouncements.ts';

describe('a table’s boards and announcements, pure', () => {
  test('pure status and announcements', () => {
    const v = twoBoardTable();
    expect([boardStatus(v, 0), boardStatus(v, 1)]).toEqual(['canPlay', 'blocked']);
    const chosen = twoBoardTable({ phase: 'moving', chosenBoard: 1 });
    expect(boardStatus(chosen, 0)).toBe('waiting');
    expect(tableAnnouncements(v, chosen, en)).toEqual(['White passes on board 2']);
    expect(tableAnnouncements(null, v, en)).toEqual(['White rolled 3-1']);
  });
});
