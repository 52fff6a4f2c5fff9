import { createHash, randomBytes } from 'node:crypto';
import { remove as removeConfusables } from 'confusables';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { hashPassword, type ScryptCost, verifyPassword } from './passwords.ts';

/**
 * Optional accounts (docs/online.md "Accounts"): a name and a password, and login sessions kept as the
 * SHA-256 of a random cookie token. Guests need none of it and stay unrated.
 */

/**
 * Account names: 3–24 letters (any script), digits, `_`, `-` or `.` after NFKC (so a fullwidth `ａｄｍｉｎ`
 * is `admin`); unique regardless of case and of look-alike letters (`accountNameSkeleton`).
 */
export const ACCOUNT_NAME_PATTERN = /^[\p{L}\p{N}_.-]{3,24}$/u;
export const PASSWORD_LENGTH = { min: 8, max: 200 } as const;
/** How long a login lasts (the cookie's Max-Age). */
export const SESSION_DAYS = 30;

export interface Account {
  readonly id: string;
  readonly name: string;
  /** May moderate (present when known: a login or a session says it). */
  readonly operator?: boolean;
}

export class AccountError extends Error {
  constructor(
    readonly code:
      | 'account/name'
      | 'account/password'
      | 'account/name-taken'
      | 'account/wrong-password'
      | 'account/banned',
    message: string,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

export const accountNameKey = (name: string) => name.normalize('NFKC').toLowerCase();

/**
 * What a name looks like, for uniqueness: NFKC, lower case, and every confusable character replaced by
 * the Latin letter it imitates (Unicode's confusables, by the `confusables` package) — the Cyrillic `а`
 * of `аdmin` reads `a`, so `аdmin` and `admin` have one skeleton and cannot both be accounts.
 */
export function accountNameSkeleton(name: string): string {
  return removeConfusables(name.normalize('NFKC').toLowerCase()).normalize('NFKC').toLowerCase();
}
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** How passwords are hashed and checked (scrypt, `passwords.ts`); a test counts the checks through it. */
export interface PasswordHasher {
  hash(password: string, cost?: ScryptCost): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

const SCRYPT_HASHER: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

export class AccountStore {
  constructor(
    readonly db: Kysely<Database>,
    private readonly cost?: ScryptCost,
    private readonly passwords: PasswordHasher = SCRYPT_HASHER,
  ) {}

  /** A hash of nobody's password at this store's cost: an unknown name's login checks against it. */
  #dummyHash: Promise<string> | null = null;

  /**
   * Registers an account; refuses a bad name or password and a name already taken — in any case, or in
   * look-alike letters (one skeleton).
   */
  async register(nameInput: unknown, password: unknown): Promise<Account> {
    const name = typeof nameInput === 'string' ? nameInput.normalize('NFKC').trim() : '';
    if (!ACCOUNT_NAME_PATTERN.test(name)) {
      throw new AccountError('account/name', 'a name is 3–24 letters, digits, "_", "-" or "."');
    }
    if (
      typeof password !== 'string' ||
      password.length < PASSWORD_LENGTH.min ||
      password.length > PASSWORD_LENGTH.max
    ) {
      throw new AccountError(
        'account/password',
        `a password is ${PASSWORD_LENGTH.min}–${PASSWORD_LENGTH.max} characters`,
      );
    }
    const id = randomBytes(12).toString('base64url');
    const hash = await this.passwords.hash(password, this.cost);
    try {
      await this.db
        .insertInto('users')
        .values({
          id,
          name,
          name_key: accountNameKey(name),
          name_skeleton: accountNameSkeleton(name),
          password_hash: hash,
        })
        .execute();
    } catch (e) {
      if ((e as { code?: unknown })?.code === '23505')
        throw new AccountError('account/name-taken', 'this name is taken');
      throw e;
    }
    return { id, name };
  }

  /**
   * The account of a name and password; the same error for an unknown name and a wrong password, in the
   * same time: an unknown name's password is checked against a hash of the same cost. A banned account
   * with its right password is told so (`account/banned`).
   */
  async authenticate(name: unknown, password: unknown): Promise<Account> {
    const wrong = new AccountError('account/wrong-password', 'the name or the password is wrong');
    if (typeof name !== 'string' || typeof password !== 'string' || password.length > PASSWORD_LENGTH.max) throw wrong;
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'password_hash', 'operator', 'banned_at'])
      .where('name_key', '=', accountNameKey(name.normalize('NFC').trim()))
      .executeTakeFirst();
    if (!row) {
      this.#dummyHash ??= this.passwords.hash(randomBytes(18).toString('base64url'), this.cost);
      await this.passwords.verify(password, await this.#dummyHash);
      throw wrong;
    }
    if (!(await this.passwords.verify(password, row.password_hash))) throw wrong;
    if (row.banned_at !== null) throw new AccountError('account/banned', 'this account is banned');
    return { id: row.id, name: row.name, operator: row.operator };
  }

  /** A new login session: returns the cookie's token (only its hash is stored). */
  async startSession(userId: string, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: sha256(token),
        user_id: userId,
        expires_at: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
      })
      .execute();
    return token;
  }

  /** The account of a session token, or null (unknown, expired, or its account banned). */
  async sessionAccount(token: string | null | undefined, now = new Date()): Promise<Account | null> {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.name', 'users.operator', 'sessions.expires_at'])
      .where('sessions.token_hash', '=', sha256(token))
      .where('users.banned_at', 'is', null)
      .executeTakeFirst();
    if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
    return { id: row.id, name: row.name, operator: row.operator };
  }

  async endSession(token: string | null | undefined): Promise<void> {
    if (typeof token !== 'string') return;
    await this.db.deleteFrom('sessions').where('token_hash', '=', sha256(token)).execute();
  }

  async byName(name: string): Promise<(Account & { readonly createdAt: Date }) | null> {
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'created_at'])
      .where('name_key', '=', accountNameKey(name.normalize('NFC').trim()))
      .executeTakeFirst();
    return row ? { id: row.id, name: row.name, createdAt: new Date(row.created_at) } : null;
  }
}
