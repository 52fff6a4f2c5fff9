import type { Locale } from '@nardy/elements';
import type { LobbyTable } from '@nardy/online';
import type { VariantName } from '@nardy/rules';
import type { AppStrings } from '../i18n.ts';
import { type ClubStrings, formatReserve } from './clubStrings.ts';
import { socialStrings } from './socialStrings.ts';

/**
 * A lobby table's settings as short phrases for its card: the boards and their variants, the ending,
 * the cube, the match length, the clock, rated or not — everything a player weighs before sitting down.
 */
export function tableSettings(
  table: Pick<LobbyTable, 'spec' | 'clock' | 'rated'>,
  app: AppStrings,
  club: ClubStrings,
  locale: Locale,
): string[] {
  const { spec } = table;
  const boards = spec.boards.map((b) => app.variant[b.variant as VariantName] ?? b.variant).join(' + ');
  const ending = app.endings[spec.ending as 'oin' | 'mars' | 'koks'] ?? String(spec.ending);
  const cube = club.cubeLabel(app.cubeModes[spec.cube.mode].toLowerCase());
  const match = spec.match ? club.matchTo(spec.match.length) : club.singleGame;
  const days = table.clock?.daysPerMove;
  const correspondence = socialStrings(locale).correspondence;
  const clock =
    table.clock === null
      ? club.noClock
      : days !== undefined
        ? (correspondence[`days-${days}` as keyof typeof correspondence] ??
          club.clockSetting(formatReserve(locale, table.clock.delayMs), ''))
        : club.clockSetting(formatReserve(locale, table.clock.delayMs), formatReserve(locale, table.clock.reserveMs));
  return [boards, ending, cube, match, clock, table.rated ? club.rated : club.casual];
}

/** The table's title: its name, or the seated player's. */
export function tableTitle(table: Pick<LobbyTable, 'name' | 'seats'>, club: ClubStrings): string {
  if (table.name) return table.name;
  const seated = table.seats.white.name ?? table.seats.black.name;
  return seated ? club.tableOf(seated) : club.openTables;
}
