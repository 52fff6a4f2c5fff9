import { describe, expect, it } from 'vitest';
import { joinLink, parseTableLink, watchLink } from '../src/links.ts';
import { normalizeName } from '../src/names.ts';

const id = 'abcdefghijklmnopqrstuv';
const token = 'A'.repeat(43);

describe('links', () => {
  it('round-trip join and watch links, keeping the token in the fragment', () => {
    expect(joinLink('http://127.0.0.1:5173', id, token)).toBe(`http://127.0.0.1:5173/#table=${id}&seat=${token}`);
    expect(parseTableLink(joinLink('https://nardy.example/club/', id, token))).toEqual({
      base: 'https://nardy.example/club/',
      tableId: id,
      token,
    });
    expect(parseTableLink(watchLink('http://h:1/index.html?x=1', id))).toEqual({ base: 'http://h:1/', tableId: id });
  });

  it('refuse what is not a link of a table', () => {
    for (const bad of [
      '',
      'nonsense',
      `ftp://h/#table=${id}`,
      'http://h/#table=short',
      `http://h/#table=${id}&seat=x`,
    ]) {
      expect(parseTableLink(bad), bad).toBeNull();
    }
  });
});

describe('normalizeName', () => {
  it('keeps plain text, drops control and format characters, collapses spaces, caps the length', () => {
    expect(normalizeName('  Анна\u200b  Ш. ')).toBe('Анна Ш.');
    expect(normalizeName('<b>x</b>\u202e')).toBe('<b>x</b>');
    expect(normalizeName('e\u0301')).toBe('é');
    expect(normalizeName('x'.repeat(100))).toHaveLength(32);
    expect(normalizeName('\n\t')).toBeNull();
    expect(normalizeName(42)).toBeNull();
  });
});
