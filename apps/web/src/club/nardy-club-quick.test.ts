// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { clubEvents, LOBBY } from './clubFixtures.ts';
import './nardy-club-quick.ts';

describe('<nardy-club-quick>', () => {
  it('asks for a quick match with the choices, counts the others waiting, and cancels while waiting', async () => {
    const quick = document.createElement('nardy-club-quick');
    quick.lobby = LOBBY;
    quick.connected = true;
    document.body.append(quick);
    await quick.updateComplete;
    const seen = clubEvents(document.body);
    // A guest: Rated is off and disabled, with the way to log in; the guest's name is asked.
    const rated = quick.querySelector<HTMLInputElement>('input[name=rated]');
    expect(rated?.disabled).toBe(true);
    expect(quick.querySelector('input[name=guest-name]')).not.toBeNull();
    expect(quick.textContent).toContain('2 players wait for this');
    quick.querySelector<HTMLInputElement>('input[name=preset][value=long]')?.dispatchEvent(new Event('change'));
    quick.querySelector<HTMLFormElement>('form.quick')?.requestSubmit();
    expect(seen.map((e) => e.type)).toEqual(['nardy-club-prefs', 'nardy-club-quick']);
    expect(seen[0].detail).toEqual({ preset: 'long' });
    quick.queue = { preset: 'short', clock: 'standard', rated: false, since: performance.now() - 61_000 };
    await quick.updateComplete;
    expect(quick.querySelector('.waiting')?.textContent?.replace(/\s+/g, ' ')).toMatch(
      /Looking for an opponent… 1:0[12]/,
    );
    // One other waits for the same: the count leaves this player out.
    expect(quick.querySelector('.waiting small')?.textContent).toContain('1 player waits for this');
    quick.querySelector<HTMLButtonElement>('.quick-actions button')?.click();
    expect(seen.at(-1)?.type).toBe('nardy-club-cancel');
    quick.remove();
  });
});
