// @vitest-environment happy-dom
import { render } from 'lit';
import { describe, expect, it } from 'vitest';
import { appStrings } from '../i18n.ts';
import { Notices } from '../notices.ts';
import { renderUnreadable } from '../unreadableView.ts';
import { renderNotices } from './messages.ts';

const t = appStrings('en');

describe("the app's messages", () => {
  it('keeps errors with a close button and announces information politely', () => {
    const host = document.createElement('div');
    const notices = new Notices(() => render(renderNotices(notices, t), host), 60_000);
    notices.say('Saved.');
    notices.say('The file is not a record.', 'error');
    expect(host.querySelector('[role=status]')?.textContent).toBe('Saved.');
    expect(host.querySelector('[role=alert] span')?.textContent).toBe('The file is not a record.');
    (host.querySelector('button.dismiss') as HTMLButtonElement).click();
    expect(host.querySelector('[role=alert]')).toBeNull();
    notices.dismiss(1);
  });

  it('shows an unreadable saved game with its code and text, to copy or discard', () => {
    const host = document.createElement('div');
    const calls: string[] = [];
    const u = { code: 'storage/json', message: 'not JSON', raw: '{broken' };
    const kind = {
      title: t.unreadableTitle,
      text: t.unreadableText,
      copyText: t.copyText,
      download: t.download,
      discard: t.discard,
      id: 'unreadable',
      file: 'nardy-unreadable',
    };
    render(renderUnreadable(u, kind, { copy: () => calls.push('copy'), discard: () => calls.push('discard') }), host);
    expect(host.querySelector('[role=alert] code')?.textContent).toBe('storage/json');
    expect(host.querySelector('#unreadable-title')?.textContent).toBe(t.unreadableTitle);
    expect((host.querySelector('textarea') as HTMLTextAreaElement).value).toBe('{broken');
    const buttons = [...host.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual([t.copyText, t.download, t.discard]);
    buttons[0].click();
    buttons[2].click();
    expect(calls).toEqual(['copy', 'discard']);
    const none = document.createElement('div');
    render(renderUnreadable(null, kind, { copy: () => {}, discard: () => {} }), none);
    expect(none.textContent).toBe('');
  });
});
