import { AccountStore, ModerationStore, openDatabase, TableStore } from '@nardy/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { run } from '../src/adminCommand.ts';
import { main } from '../src/main.ts';
import { dataCopy } from './onlineProcesses.ts';

/** `nardy admin grant|revoke NAME` on the database `nardy serve --data DIR` would use. */
describe('nardy admin', () => {
  let data: ReturnType<typeof dataCopy>;
  beforeAll(async () => {
    data = dataCopy();
    const db = await openDatabase({ dataDir: data.dataDir });
    await new AccountStore(db.db, { N: 1024, r: 8, p: 1 }).register('Olga', 'correct horse');
    await db.close();
  }, 60000);
  afterAll(() => data?.remove());

  const operator = async () => {
    const db = await openDatabase({ dataDir: data.dataDir });
    try {
      return (await new ModerationStore(db.db, new TableStore(db.db)).user('olga'))?.operator;
    } finally {
      await db.close();
    }
  };

  it('grants and revokes the operator role by name; an unknown name is exit 1, a bad command line exit 2', {
    timeout: 120000,
  }, async () => {
    // In this process (a process of its own costs seconds), through the command table as `nardy` runs it.
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await main(['admin', 'grant', 'OLGA', '--data', data.dataDir])).toBe(0);
      expect(JSON.parse(String(stdout.mock.calls.at(-1)?.[0]))).toEqual({ name: 'Olga', operator: true });
      expect(await operator()).toBe(true);
      expect(await run(['revoke', 'olga', `--data=${data.dataDir}`])).toBe(0);
      expect(JSON.parse(String(stdout.mock.calls.at(-1)?.[0]))).toEqual({ name: 'Olga', operator: false });
      expect(await run(['grant', 'nobody', '--data', data.dataDir])).toBe(1);
      expect(String(stderr.mock.calls.at(-1)?.[0])).toContain('no account is named "nobody"');
      for (const args of [[], ['promote', 'Olga'], ['grant'], ['grant', 'Olga', '--port', '1']]) {
        expect(await run(args), args.join(' ')).toBe(2);
        expect(String(stderr.mock.calls.at(-1)?.[0])).toContain('usage: nardy admin grant|revoke NAME');
      }
    } finally {
      stderr.mockRestore();
      stdout.mockRestore();
    }
    expect(await operator()).toBe(false);
  });
});
