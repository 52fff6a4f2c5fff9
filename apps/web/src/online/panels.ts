import type { Locale } from '@nardy/elements';
import type { OnlineSnapshot, OnlineTable, Role } from '@nardy/online';
import type { nothing, TemplateResult } from 'lit';

/** What a panel added to the online game screen is given (the club adds the clocks and the chat). */
export interface OnlinePanelContext {
  readonly table: OnlineTable;
  readonly snapshot: OnlineSnapshot;
  readonly role: Role;
  readonly locale: Locale;
}

/**
 * Where panels go: `bar` — in the connection line above the boards, always in sight (the clocks);
 * `side` — in the game's side panel under its tools (the chat).
 */
export type OnlinePanelPlace = 'bar' | 'side';
export type OnlinePanel = (context: OnlinePanelContext) => TemplateResult | typeof nothing;

const PANELS: Record<OnlinePanelPlace, Set<OnlinePanel>> = { bar: new Set(), side: new Set() };

/**
 * Adds a panel to every online game screen (the screen redraws it at every change of the table; a
 * panel that ticks on its own, like a clock, is best an element of its own). Returns its removal.
 */
export function addOnlinePanel(place: OnlinePanelPlace, panel: OnlinePanel): () => void {
  PANELS[place].add(panel);
  return () => PANELS[place].delete(panel);
}

/** The panels of a place, drawn for a table (none before the table is there). */
export function renderPanels(place: OnlinePanelPlace, context: OnlinePanelContext | null) {
  return context === null ? [] : [...PANELS[place]].map((panel) => panel(context));
}
