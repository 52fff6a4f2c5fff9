// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { clubEvents } from './clubFixtures.ts';
import './nardy-club-account.ts';

describe('<nardy-club-account>', () => {
  it('logs in or creates an account through its forms, and logs out', async () => {
    const account = document.createElement('nardy-club-account');
    document.body.append(account);
    await account.updateComplete;
    expect(account.textContent).toContain('Loading');
    account.user = null;
    await account.updateComplete;
    const seen = clubEvents(document.body);
    const fill = (name: string, password: string) => {
      (account.querySelector('input[name=name]') as HTMLInputElement).value = name;
      (account.querySelector('input[name=password]') as HTMLInputElement).value = password;
      account.querySelector<HTMLFormElement>('form.account-form')?.requestSubmit();
    };
    fill('zarina', 'pw');
    // "New account": the rules are said, and the password wants eight characters.
    account.querySelectorAll<HTMLButtonElement>('.segmented button')[1].click();
    await account.updateComplete;
    expect(account.querySelector('input[name=password]')?.getAttribute('minlength')).toBe('8');
    expect(account.querySelector('#name-rules')?.hasAttribute('hidden')).toBe(false);
    fill('zarina', 'correct horse');
    expect(seen).toEqual([
      { type: 'nardy-club-account', detail: { name: 'zarina', password: 'pw', register: false } },
      { type: 'nardy-club-account', detail: { name: 'zarina', password: 'correct horse', register: true } },
    ]);
    account.reset();
    await account.updateComplete;
    expect((account.querySelector('input[name=name]') as HTMLInputElement).value).toBe('');
    expect(account.querySelector('.segmented button')?.getAttribute('aria-pressed')).toBe('true');
    account.user = { id: '1', name: 'zarina', ratings: {} };
    await account.updateComplete;
    expect(account.querySelector('a.button-link')?.getAttribute('href')).toBe('#/club/player/zarina');
    account.querySelector<HTMLButtonElement>('button')?.click();
    expect(seen.at(-1)?.type).toBe('nardy-club-logout');
    account.remove();
  });
});
