import type { Locale } from '@nardy/elements';
import type { OnlineSnapshot, OnlineTable } from '@nardy/online';
import type { Color } from '@nardy/rules';
import { clubStrings } from './clubStrings.ts';
import type { NardyChat } from './nardy-chat.ts';
import type { NardyClocks } from './nardy-clocks.ts';
import './nardy-chat.ts';
import './nardy-clocks.ts';

/**
 * Wires the club's clock and chat elements to an `OnlineTable`: every snapshot and update redraws them,
 * their events become the table's `claim`, `say`, `mute` and `report`, and chat refusals are shown under
 * the chat's input. Returns a function that unhooks everything (the elements stay where they are).
 */
export function connectClubPanels(
  table: OnlineTable,
  panels: { readonly clocks?: NardyClocks | null; readonly chat?: NardyChat | null },
  locale: () => Locale,
  names: (snapshot: OnlineSnapshot) => { readonly [C in Color]: string } = (s) => ({
    white: s.seats.white.name ?? clubStrings(locale()).colors.white,
    black: s.seats.black.name ?? clubStrings(locale()).colors.black,
  }),
): () => void {
  const { clocks, chat } = panels;
  const draw = (s: OnlineSnapshot) => {
    if (clocks) {
      clocks.locale = locale();
      clocks.role = s.role;
      clocks.names = names(s);
      clocks.clock = s.clock;
      clocks.receivedAt = s.clockReceivedAt;
      clocks.claimable = s.claimable;
      clocks.forfeit = s.forfeit;
    }
    if (chat) {
      chat.locale = locale();
      chat.role = s.role;
      chat.lines = s.chat;
    }
  };
  draw(table.snapshot);
  const offChange = table.on('change', (s) => {
    draw(s);
    if (chat) chat.error = null;
  });
  const offRefused = table.on('refused', (r) => {
    if (chat && r.code.startsWith('chat/')) {
      const s = clubStrings(locale());
      chat.error = s.errors[r.code] ?? s.unknownError(r.code);
    }
  });
  const onClaim = () => table.claim();
  const onSend = (e: Event) => table.say((e as CustomEvent<{ text: string }>).detail.text);
  const onMute = (e: Event) => {
    const { sender, muted } = (e as CustomEvent<{ sender: string; muted: boolean }>).detail;
    table.mute(sender, muted);
  };
  const onReport = (e: Event) => table.report((e as CustomEvent<{ message: number }>).detail.message);
  clocks?.addEventListener('nardy-claim', onClaim);
  chat?.addEventListener('nardy-chat-send', onSend);
  chat?.addEventListener('nardy-chat-mute', onMute);
  chat?.addEventListener('nardy-chat-report', onReport);
  return () => {
    offChange();
    offRefused();
    clocks?.removeEventListener('nardy-claim', onClaim);
    chat?.removeEventListener('nardy-chat-send', onSend);
    chat?.removeEventListener('nardy-chat-mute', onMute);
    chat?.removeEventListener('nardy-chat-report', onReport);
  };
}
