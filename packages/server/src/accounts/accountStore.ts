import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { hashPassword, type ScryptCost, verifyPassword } from './passwords.ts';

/**
 * Optional accounts (docs/online.md "Accounts"): a name and a password, and login sessions kept as the
 * SHA-256 of a random cookie token. Guests need none of it and stay unrated.
 */

/** Account names: 3–24 letters (any script), digits, `_`, `-` or `.`; unique regardless of case. */
export const ACCOUNT_NAME_PATTERN = /^[\p{L}\p{N}_.-]{3,24}$/u;
export const PASSWORD_LENGTH = { min: 8, max: 200 } as const;
/** How long a login lasts (the cookie's Max-Age). */
export const SESSION_DAYS = 30;

export interface Account {
  readonly id: string;
  readonly name: string;
}

export class AccountError extends Error {
  constructor(
    readonly code: 'account/name' | 'account/password' | 'account/name-taken' | 'account/wrong-password',
    message: string,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

export const accountNameKey = (name: string) => name.normalize('NFKC').toLowerCase();
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export class AccountStore {
  constructor(
    readonly db: Kysely<Database>,
    private readonly cost?: ScryptCost,
  ) {}

  /** Registers an account; refuses a bad name or password and a name already taken (any case). */
  async register(nameInput: unknown, password: unknown): Promise<Account> {
    const name = typeof nameInput === 'string' ? nameInput.normalize('NFC').trim() : '';
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
    const hash = await hashPassword(password, this.cost);
    try {
      await this.db
        .insertInto('users')
        .values({ id, name, name_key: accountNameKey(name), password_hash: hash })
        .execute();
    } catch (e) {
      if ((e as { code?: unknown })?.code === '23505')
        throw new AccountError('account/name-taken', 'this name is taken');
      throw e;
    }
    return { id, name };
  }

  /** The account of a name and password; the same error for an unknown name and a wrong password. */
  async authenticate(name: unknown, password: unknown): Promise<Account> {
    const wrong = new AccountError('account/wrong-password', 'the name or the password is wrong');
    if (typeof name !== 'string' || typeof password !== 'string' || password.length > PASSWORD_LENGTH.max) throw wrong;
    const row = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'password_hash'])
      .where('name_key', '=', accountNameKey(name.normalize('NFC').trim()))
      .executeTakeFirst();
    if (!row || !(await verifyPassword(password, row.password_hash))) throw wrong;
    return { id: row.id, name: row.name };
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

  /** The account of a session token, or null (unknown or expired). */
  async sessionAccount(token: string | null | undefined, now = new Date()): Promise<Account | null> {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.name', 'sessions.expires_at'])
      .where('sessions.token_hash', '=', sha256(token))
      .executeTakeFirst();
    if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
    return { id: row.id, name: row.name };
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
