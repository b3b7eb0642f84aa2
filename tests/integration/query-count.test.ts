import { describe, expect, it } from 'vitest';
import { countQueries, db, selectAnswers } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';

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

describe('selectAnswers', () => {
  it('answers every question by its name in one statement, inside a transaction too', async () => {
    const questions = {
      one: Prisma.sql`(SELECT json_build_array(1, 'a'))`,
      none: Prisma.sql`(SELECT NULL::json)`,
    };
    const { result, queries } = await countQueries(() => selectAnswers(db(), questions));
    expect(queries).toBe(1);
    expect(result).toEqual({ one: [1, 'a'], none: null });
    expect(await db().$transaction((tx) => selectAnswers(tx, questions))).toEqual(result);
  });

  it('refuses a name that is not letters only, before sending anything', async () => {
    const { queries } = await countQueries(async () => {
      await expect(selectAnswers(db(), { 'a"b': Prisma.sql`(SELECT 1)` })).rejects.toThrow(/letters only/);
    });
    expect(queries).toBe(0);
  });
});
