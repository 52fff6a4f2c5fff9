import { describe, expect, it } from 'vitest';
import { Lazy } from './lazy.ts';

describe('a module loaded on first use', () => {
  it('loads once, keeps the module and says when it arrived', async () => {
    let imports = 0;
    let arrivals = 0;
    const lazy = new Lazy(
      async () => {
        imports++;
        return { page: 'club' };
      },
      () => arrivals++,
      () => {},
    );
    expect(lazy.value).toBeNull();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(b);
    expect(lazy.value).toEqual({ page: 'club' });
    expect([imports, arrivals]).toEqual([1, 1]);
  });

  it('says a failed load and tries again on the next use', async () => {
    let fail = true;
    const errors: unknown[] = [];
    const lazy = new Lazy(
      async () => {
        if (fail) throw new Error('offline');
        return 42;
      },
      () => {},
      (e) => errors.push(e),
    );
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(errors).toHaveLength(1);
    expect(lazy.value).toBeNull();
    fail = false;
    expect(await lazy.load()).toBe(42);
  });
});
