// @vitest-environment happy-dom
import type { ChatLine } from '@nardy/online';
import { describe, expect, it } from 'vitest';
import './nardy-chat.ts';

const line = (id: number, sender: string, name: string | null, text: string): ChatLine => ({
  id,
  channel: 'spectators',
  from: { sender, role: 'spectator', name },
  text,
  at: Date.UTC(2026, 11, 7, 12, id),
});

describe('<nardy-chat> among spectators (issue 49 §5.10)', () => {
  it('tells nameless spectators apart and offers no mute or report on his own lines', async () => {
    const chat = document.createElement('nardy-chat');
    chat.locale = 'en';
    chat.role = 'spectator';
    chat.self = 's1';
    chat.lines = [line(1, 's0', null, 'hello'), line(2, 's1', null, 'hi'), line(3, 's2', 'Olga', 'good move')];
    document.body.append(chat);
    await chat.updateComplete;
    const rows = [...chat.querySelectorAll('li.chat-line')].map((li) => ({
      from: li.querySelector('.chat-from')?.textContent,
      own: li.classList.contains('own'),
      buttons: li.querySelectorAll('button').length,
    }));
    expect(rows).toEqual([
      { from: 'Spectator 1', own: false, buttons: 2 },
      { from: 'Spectator 2', own: true, buttons: 0 },
      { from: 'Olga', own: false, buttons: 2 },
    ]);
    chat.locale = 'ru';
    await chat.updateComplete;
    expect(chat.querySelector('.chat-from')?.textContent).toBe('Зритель 1');
    chat.locale = 'uk';
    await chat.updateComplete;
    expect(chat.querySelector('.chat-from')?.textContent).toBe('Глядач 1');
    chat.remove();
  });
});
