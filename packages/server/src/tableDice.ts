import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type ClientSeeds, rollSync, SERVER_SEED_BYTES } from '@nardy/online';
import type { DiceSource } from '@nardy/parallel';

/** A new secret server seed (hex) and its public commitment (hex SHA-256 of the seed's bytes). */
export function newServerSeed(): { serverSeed: string; commitment: string } {
  const seed = randomBytes(SERVER_SEED_BYTES);
  return { serverSeed: seed.toString('hex'), commitment: createHash('sha256').update(seed).digest('hex') };
}

/** A dice source that also says which roll of the proof it will draw next. */
export interface TableDiceSource extends DiceSource {
  /** Index of the next roll (every roll draws two dice, so between rolls this is a whole number of rolls). */
  readonly nextRoll: number;
}

/**
 * The table's provable dice as a `DiceSource` (so the table core stays the judge of when dice are drawn):
 * die 2k and 2k+1 are the two dice of roll k of the proof (`@nardy/online` diceProof). Immutable, like
 * every dice source: `die()` returns the source to use next.
 */
export function tableDice(serverSeed: string, seeds: ClientSeeds, tableId: string, nextRoll = 0): TableDiceSource {
  const key = Buffer.from(serverSeed, 'hex');
  if (key.length !== SERVER_SEED_BYTES) throw new Error('tableDice: the server seed must be 32 bytes of hex');
  const hmac = (message: string) => new Uint8Array(createHmac('sha256', key).update(message, 'utf8').digest());
  const at = (index: number): TableDiceSource => ({
    nextRoll: index,
    die() {
      const [first, second] = rollSync(hmac, seeds, tableId, index);
      const after = at(index + 1);
      const half: TableDiceSource = {
        nextRoll: index + 1,
        die: () => ({ value: second, next: after }),
      };
      return { value: first, next: half };
    },
  });
  return at(nextRoll);
}

/** The SHA-256 of a seat token, as stored (hex). */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new random id of `bytes` bytes, base64url. */
export const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');
