import type { OnlineTable } from '@nardy/online';
import { makeMat } from '@nardy/parallel';
import { download, stamp } from '../download.ts';
import type { AppStrings } from '../i18n.ts';
import { matMessage } from '../matMessage.ts';

/** A client seed for the dice proof: 16 random bytes, base64url (CLIENT_SEED_PATTERN). */
export function clientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Saves the online table's record (as the server holds it, with its dice proof) as a JSON file. */
export function downloadRecord(table: OnlineTable): void {
  download(`nardy-online-${stamp()}.json`, `${JSON.stringify(table.record(), null, 2)}\n`, 'application/json');
}

/**
 * Saves the online table as GNU Backgammon's .mat file (what can be written of it) and says what was
 * left out, as the local game's export does.
 */
export function downloadMat(table: OnlineTable, t: AppStrings): ReturnType<typeof matMessage> {
  const record = table.record();
  const r = makeMat(record);
  if (r.ok) download(`nardy-online-${stamp()}.mat`, r.value.text, 'text/plain');
  return matMessage(r, t, record.games.length);
}
