/**
 * Limits at the boundary (docs/online.md "Limits"): what one connection or one address may send. Plain
 * counters with an injectable clock, so they are tested without waiting.
 */
export interface Limits {
  /** Messages per second a connection may send on average… */
  readonly messagesPerSecond: number;
  /** …and in one burst. */
  readonly messageBurst: number;
  /** Refused messages in a row (malformed, too large, over the rate) before the connection is closed. */
  readonly strikes: number;
  /** Tables one address may create per minute. */
  readonly tablesPerMinute: number;
  /** Spectators per table. */
  readonly spectators: number;
  /** Login attempts one address may make per minute. */
  readonly loginsPerMinute: number;
  /**
   * Failed logins of one account name from one address in 15 minutes before that address's logins of
   * that name wait (the owner, from elsewhere, still logs in: no stranger can lock an account).
   */
  readonly failedLogins: number;
  /** Accounts one address may register per hour. */
  readonly accountsPerHour: number;
  /** Challenges one account may send per 10 minutes. */
  readonly challengesPer10Minutes: number;
  /** Follows, blocks and other social changes one account may make per minute. */
  readonly socialPerMinute: number;
}

export const DEFAULT_LIMITS: Limits = {
  messagesPerSecond: 10,
  messageBurst: 30,
  strikes: 50,
  tablesPerMinute: 10,
  spectators: 100,
  loginsPerMinute: 10,
  failedLogins: 5,
  accountsPerHour: 5,
  challengesPer10Minutes: 20,
  socialPerMinute: 60,
};

export type Clock = () => number;

/** A token bucket: `take()` is false when the sender is over the rate. */
export class TokenBucket {
  #tokens: number;
  #at: number;
  constructor(
    readonly rate: number,
    readonly burst: number,
    readonly now: Clock = Date.now,
  ) {
    this.#tokens = burst;
    this.#at = now();
  }

  take(): boolean {
    const t = this.now();
    this.#tokens = Math.min(this.burst, this.#tokens + ((t - this.#at) / 1000) * this.rate);
    this.#at = t;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}

/** At most `limit` events per key in any sliding window of `windowMs` (tables per address per minute). */
export class WindowCounter {
  #hits = new Map<string, number[]>();
  constructor(
    readonly limit: number,
    readonly windowMs: number,
    readonly now: Clock = Date.now,
  ) {}

  /** Whether `key` may have another hit now (without counting one). */
  allowed(key: string): boolean {
    const t = this.now();
    return (this.#hits.get(key) ?? []).filter((at) => t - at < this.windowMs).length < this.limit;
  }

  /** Counts a hit for `key`; false (and not counted) when the key is over the limit. */
  hit(key: string): boolean {
    const t = this.now();
    const recent = (this.#hits.get(key) ?? []).filter((at) => t - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.#hits.set(key, recent);
      return false;
    }
    recent.push(t);
    this.#hits.set(key, recent);
    if (this.#hits.size > 10000) this.#prune(t);
    return true;
  }

  #prune(t: number): void {
    for (const [key, hits] of this.#hits) if (hits.every((at) => t - at >= this.windowMs)) this.#hits.delete(key);
  }
}
