import { describe, expect, it } from 'vitest';
import { ANALYSIS_HASH, addressedScreen, EDITOR_HASH, TOURNAMENT_HASH } from './routes.ts';

describe('addressed screens', () => {
  it('reads the organiser, the club, the editor and online addresses', () => {
    expect(addressedScreen(TOURNAMENT_HASH)).toEqual({ screen: 'tournament' });
    expect(addressedScreen('#/club')).toEqual({ screen: 'club', route: { page: 'lobby' } });
    expect(addressedScreen('#/club/player/Anna')).toEqual({ screen: 'club', route: { page: 'player', name: 'Anna' } });
    expect(addressedScreen(EDITOR_HASH)).toEqual({ screen: 'editor', hash: EDITOR_HASH });
    expect(addressedScreen('#/editor?variant=short&turn=white')).toMatchObject({ screen: 'editor' });
    expect(addressedScreen('#/online')).toEqual({ screen: 'online', route: { kind: 'create' } });
    expect(addressedScreen(ANALYSIS_HASH)).toEqual({ screen: 'analysis', hash: ANALYSIS_HASH });
    expect(addressedScreen('#/analysis?game=abc')).toEqual({ screen: 'analysis', hash: '#/analysis?game=abc' });
    expect(addressedScreen('#/analysisx')).toBeNull();
    expect(addressedScreen('#table=abcdefghijklmnopqrstuv')).toMatchObject({
      screen: 'online',
      route: { kind: 'table' },
    });
  });

  it('names no screen for the plain page and unknown fragments', () => {
    for (const hash of ['', '#', '#/', '#/tournaments', '#/clubhouse', '#table=../x']) {
      expect(addressedScreen(hash), hash).toBeNull();
    }
  });
});
