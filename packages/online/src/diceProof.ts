import type { Dice } from '@nardy/rules';
import type { DiceProof } from './protocol.ts';

/**
 * Provably fair dice (docs/online.md "Fair dice"). Roll `i` of a table is
 * HMAC-SHA-256(key = server seed, message = "<white seed>|<black seed>|<table id>|<i>"), read byte by byte:
 * the first byte below 252 (= 7 × 36) gives outcome `byte mod 36`, i.e. dice
 * `[1 + floor(o / 6), 1 + o mod 6]` — each of the 36 ordered outcomes with probability exactly 1/36. If all
 * 32 bytes are 252 or more (probability 2^-192), the message gets "|1", "|2", … appended and is hashed
 * again. The derivation is written once, as a generator that asks for digests, so that the server's
 * synchronous dice source (node:crypto) and the asynchronous verifier (WebCrypto, any browser) share it.
 */
export const SERVER_SEED_BYTES = 32;

/** A client seed: up to 64 characters of [A-Za-z0-9_-] (no "|", so the message is unambiguous). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{0,64}$/;

/** Bytes at or above this are rejected: 252 is the largest multiple of 36 not above 256. */
const REJECT_FROM = 252;

export interface ClientSeeds {
  readonly white: string;
  readonly black: string;
}

/** The HMAC message of attempt `attempt` of roll `index`. */
export function rollMessage(seeds: ClientSeeds, tableId: string, index: number, attempt = 0): string {
  const base = `${seeds.white}|${seeds.black}|${tableId}|${index}`;
  return attempt === 0 ? base : `${base}|${attempt}`;
}

/** The unbiased outcome in a digest, or null when every byte is rejected. */
export function rollFromDigest(digest: Uint8Array): Dice | null {
  for (const byte of digest) {
    if (byte < REJECT_FROM) {
      const outcome = byte % 36;
      return [1 + Math.floor(outcome / 6), 1 + (outcome % 6)];
    }
  }
  return null;
}

/** Roll `index` as a dialogue: yields each message to authenticate, receives its HMAC digest, returns the dice. */
export function* deriveRoll(seeds: ClientSeeds, tableId: string, index: number): Generator<string, Dice, Uint8Array> {
  for (let attempt = 0; ; attempt++) {
    const roll = rollFromDigest(yield rollMessage(seeds, tableId, index, attempt));
    if (roll !== null) return roll;
  }
}

/** Runs `deriveRoll` with a synchronous HMAC (the server's dice source). */
export function rollSync(hmac: (message: string) => Uint8Array, seeds: ClientSeeds, tableId: string, index: number) {
  const steps = deriveRoll(seeds, tableId, index);
  let step = steps.next();
  while (!step.done) step = steps.next(hmac(step.value));
  return step.value;
}

/** Runs `deriveRoll` with an asynchronous HMAC (WebCrypto). */
export async function rollAsync(
  hmac: (message: string) => Promise<Uint8Array>,
  seeds: ClientSeeds,
  tableId: string,
  index: number,
): Promise<Dice> {
  const steps = deriveRoll(seeds, tableId, index);
  let step = steps.next();
  while (!step.done) step = steps.next(await hmac(step.value));
  return step.value;
}

export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The bytes of a hex string, or null when it is not one. */
export function fromHex(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** The two primitives the verifier needs, asynchronous so that WebCrypto can provide them. */
export interface ProofCrypto {
  sha256(data: Uint8Array): Promise<Uint8Array>;
  hmacSha256(key: Uint8Array, message: string): Promise<Uint8Array>;
}

interface SubtleLike {
  digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { name: string; hash: string },
    extractable: boolean,
    usages: string[],
  ): Promise<unknown>;
  sign(algorithm: string, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}

/** `ProofCrypto` over WebCrypto (`crypto.subtle`: every browser, Node ≥ 20). */
export function webCrypto(): ProofCrypto {
  const subtle = (globalThis as { crypto?: { subtle?: SubtleLike } }).crypto?.subtle;
  if (!subtle) throw new Error('no WebCrypto (crypto.subtle) in this environment');
  const encoder = new TextEncoder();
  return {
    sha256: async (data) => new Uint8Array(await subtle.digest('SHA-256', data)),
    hmacSha256: async (key, message) => {
      const k = await subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      return new Uint8Array(await subtle.sign('HMAC', k, encoder.encode(message)));
    },
  };
}

/** Codes of `verifyDice` failures. */
export const DICE_PROOF_ERRORS = [
  'dice/missing',
  'dice/unrevealed',
  'dice/seed',
  'dice/commitment',
  'dice/client-seed',
  'dice/roll',
] as const;
export type DiceProofError = (typeof DICE_PROOF_ERRORS)[number];

export type DiceVerification =
  | { readonly ok: true; readonly rolls: number; readonly commitment: string }
  | {
      readonly ok: false;
      readonly error: {
        readonly code: DiceProofError;
        readonly message: string;
        /** For `dice/roll`: where the first bad roll is, what the proof gives and what the record says. */
        readonly game?: number;
        readonly event?: number;
        readonly roll?: number;
        readonly expected?: Dice;
        readonly found?: Dice;
      };
    };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The rolls a record's events drew, in order: each `opening` and each `roll`, with where it stands. */
function drawnRolls(record: unknown): { game: number; event: number; dice: Dice; opening: boolean }[] {
  const out: { game: number; event: number; dice: Dice; opening: boolean }[] = [];
  const games = isRecord(record) && Array.isArray(record.games) ? record.games : [];
  games.forEach((game, g) => {
    const events = isRecord(game) && Array.isArray(game.events) ? game.events : [];
    events.forEach((e, k) => {
      if (!isRecord(e)) return;
      if (e.type === 'opening')
        out.push({ game: g, event: k, dice: [e.white as number, e.black as number], opening: true });
      if (e.type === 'roll' && Array.isArray(e.dice))
        out.push({ game: g, event: k, dice: [e.dice[0], e.dice[1]], opening: false });
    });
  });
  return out;
}

/**
 * Checks a finished table's record against its dice proof (`record.dice`): the revealed server seed
 * matches the commitment, and every roll in the record is the next roll of the proof's sequence. A
 * decided opening (unequal dice) may follow rolls of equal dice that the table re-rolled without writing
 * them down; those are skipped. Returns the first problem, with the bad roll's place, or the count of rolls.
 */
export async function verifyDice(record: unknown, crypto: ProofCrypto = webCrypto()): Promise<DiceVerification> {
  const fail = (code: DiceProofError, message: string, extra: object = {}): DiceVerification => ({
    ok: false,
    error: { code, message, ...extra },
  });
  const proof = isRecord(record) ? (record.dice as Partial<DiceProof> | undefined) : undefined;
  if (
    !isRecord(proof) ||
    typeof proof.commitment !== 'string' ||
    typeof proof.tableId !== 'string' ||
    !isRecord(proof.clientSeeds)
  ) {
    return fail('dice/missing', 'the record has no "dice" object with "tableId", "commitment" and "clientSeeds"');
  }
  const { tableId } = proof;
  if (typeof proof.serverSeed !== 'string') {
    return fail('dice/unrevealed', 'the server seed is not revealed yet (the table is not over)');
  }
  const seed = fromHex(proof.serverSeed);
  if (seed === null || seed.length !== SERVER_SEED_BYTES) return fail('dice/seed', 'serverSeed must be 64 hex digits');
  const commitment = toHex(await crypto.sha256(seed));
  if (commitment !== proof.commitment.toLowerCase()) {
    return fail(
      'dice/commitment',
      `SHA-256 of the server seed is ${commitment}, not the commitment ${proof.commitment}`,
    );
  }
  const { white, black } = proof.clientSeeds;
  if (
    typeof white !== 'string' ||
    typeof black !== 'string' ||
    ![white, black].every((s) => CLIENT_SEED_PATTERN.test(s))
  ) {
    return fail('dice/client-seed', 'clientSeeds must be {"white", "black"} strings of [A-Za-z0-9_-]{0,64}');
  }
  const seeds = { white, black };
  const hmac = (message: string) => crypto.hmacSha256(seed, message);
  let index = 0;
  const rolls = drawnRolls(record);
  for (const drawn of rolls) {
    let expected = await rollAsync(hmac, seeds, tableId, index++);
    // The table re-rolls a tied opening without recording it; a recorded decisive opening skips them.
    const decisive = drawn.opening && drawn.dice[0] !== drawn.dice[1];
    for (let ties = 0; decisive && expected[0] === expected[1] && ties < 1000; ties++) {
      expected = await rollAsync(hmac, seeds, tableId, index++);
    }
    if (expected[0] !== drawn.dice[0] || expected[1] !== drawn.dice[1]) {
      return fail(
        'dice/roll',
        `game ${drawn.game} event ${drawn.event}: roll ${index - 1} of the proof is ${expected.join('-')}, the record has ${drawn.dice.join('-')}`,
        { game: drawn.game, event: drawn.event, roll: index - 1, expected, found: drawn.dice },
      );
    }
  }
  return { ok: true, rolls: index, commitment };
}
