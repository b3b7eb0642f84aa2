import { describe, expect, it } from 'vitest';
import { countQueries, db } from '@/lib/db/client';

describe('countQueries', () => {
  it('counts the statements sent inside the callback only', async () => {
    await db().user.count();
    const { result, queries } = await countQueries(async () => {
      await db().user.count();
      await db().account.count();
      return 'done';
    });
    expect(result).toBe('done');
    expect(queries).toBe(2);
  });
});
