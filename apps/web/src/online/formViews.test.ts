// @vitest-environment happy-dom
import { render, type TemplateResult } from 'lit';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { renderClockChoice, renderJoinForm, renderLink, renderTableKind } from './formViews.ts';

const draw = (t: TemplateResult) => {
  const host = document.createElement('div');
  render(t, host);
  return host;
};

describe("the online forms' views", () => {
  it('offer the clocks with what each gives at these settings, and pick one', () => {
    const picked: string[] = [];
    const host = draw(renderClockChoice('blitz', DEFAULT_SETTINGS, 'en', (c) => picked.push(c)));
    expect(host.querySelector('#online-clock-hint')?.textContent).toBe(
      '8 s free each move, then 1 min in reserve for the whole table',
    );
    const select = host.querySelector('select') as HTMLSelectElement;
    select.value = 'none';
    select.dispatchEvent(new Event('change'));
    select.value = 'days-7';
    select.dispatchEvent(new Event('change'));
    expect(picked).toEqual(['none', 'days-7']);
    expect(
      draw(renderClockChoice('days-3', DEFAULT_SETTINGS, 'en', () => {})).querySelector('option[selected]')
        ?.textContent,
    ).toBe('3 days per move');
    expect(
      draw(renderClockChoice('none', DEFAULT_SETTINGS, 'en', () => {})).querySelector('#online-clock-hint'),
    ).toBeNull();
  });

  it('keep Rated off and disabled for a guest, with the way to log in; Listed is anyone’s choice', () => {
    const chosen: string[] = [];
    const on = { rated: (v: boolean) => chosen.push(`rated ${v}`), listed: (v: boolean) => chosen.push(`listed ${v}`) };
    const guest = draw(renderTableKind({ loggedIn: false, rated: false, listed: false }, 'en', on));
    expect((guest.querySelector('#online-rated') as HTMLInputElement).disabled).toBe(true);
    expect(guest.querySelector('#online-rated-hint a')?.getAttribute('href')).toBe('#/club/account');
    const listed = guest.querySelector('#online-listed') as HTMLInputElement;
    listed.checked = true;
    listed.dispatchEvent(new Event('change'));
    expect(chosen).toEqual(['listed true']);
    const member = draw(renderTableKind({ loggedIn: true, rated: true, listed: false }, 'en', on));
    expect((member.querySelector('#online-rated') as HTMLInputElement).checked).toBe(true);
  });

  it('hand on a link with Copy, and seat an invited guest under a name', () => {
    const copied: string[] = [];
    const link = draw(renderLink('invite-link', 'Invitation', 'http://x/#table=t', false, 'en', (l) => copied.push(l)));
    (link.querySelector('button') as HTMLButtonElement).click();
    expect(copied).toEqual(['http://x/#table=t']);
    expect(link.querySelector('button')?.textContent).toBe('Copy link');
    const calls: string[] = [];
    const spec = { boards: [{ variant: 'short' as const }], ending: 'koks' as const, cube: { mode: 'off' as const } };
    const join = draw(
      renderJoinForm({ spec, clock: null, rated: true, listed: false }, true, 'Bob', 'en', {
        name: (v) => calls.push(`name ${v}`),
        take: () => calls.push('take'),
      }),
    );
    expect(join.querySelector('.hint')?.textContent).toContain('This table is rated: log in to take the seat.');
    expect((join.querySelector('#guest-name') as HTMLInputElement).value).toBe('Bob');
    join.querySelector('form')?.requestSubmit();
    expect(calls).toEqual(['take']);
  });
});
