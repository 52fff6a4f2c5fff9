/** Limits loose enough for scripted clients that send as fast as the server answers. */
export const TEST_LIMITS = {
  messagesPerSecond: 1000,
  messageBurst: 1000,
  tablesPerMinute: 1000,
  loginsPerMinute: 1000,
  accountsPerHour: 1000,
  failedLogins: 1000,
};

/** Cheap password hashes for tests (the server's default costs 32 MiB and tens of ms per hash). */
export const TEST_SCRYPT = { N: 1024, r: 8, p: 1 };
