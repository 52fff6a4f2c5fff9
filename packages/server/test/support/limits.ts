/** Limits loose enough for scripted clients that send as fast as the server answers. */
export const TEST_LIMITS = { messagesPerSecond: 1000, messageBurst: 1000, tablesPerMinute: 1000 };
