import { describe, expect, it } from 'vitest';
import { asOneRequest, countQueries, db, selectAnswers, selectRows } from '@/lib/db/client';
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

  it("answers one request's calls of one turn in one statement, each its own questions", async () => {
    const { result, queries } = await countQueries(() =>
      asOneRequest(() =>
        Promise.all([
          selectAnswers(db(), { same: Prisma.sql`(SELECT to_json('first'::text))` }),
          selectAnswers(db(), {
            same: Prisma.sql`(SELECT to_json('second'::text))`,
            more: Prisma.sql`(SELECT to_json(2))`,
          }),
        ]),
      ),
    );
    expect(result).toEqual([{ same: 'first' }, { same: 'second', more: 2 }]);
    expect(queries).toBe(1);
  });

  it('never merges the calls of two requests, nor calls made outside one', async () => {
    const one = () => selectAnswers(db(), { n: Prisma.sql`(SELECT to_json(1))` });
    const { queries } = await countQueries(() =>
      Promise.all([asOneRequest(one), asOneRequest(one), one(), one()]),
    );
    expect(queries).toBe(4);
  });

  it("never fails one call by another's failing question: each is then asked on its own", async () => {
    const { result, queries } = await countQueries(() =>
      asOneRequest(() =>
        Promise.allSettled([
          selectAnswers(db(), { broken: Prisma.sql`(SELECT to_json(1 / 0))` }),
          selectAnswers(db(), { fine: Prisma.sql`(SELECT to_json(3))` }),
        ]),
      ),
    );
    expect(result[0]).toMatchObject({ status: 'rejected' });
    expect(result[1]).toEqual({ status: 'fulfilled', value: { fine: 3 } });
    expect(queries).toBe(3);
  });

  it('refuses a name that is not letters only, before sending anything', async () => {
    const { queries } = await countQueries(async () => {
      await expect(selectAnswers(db(), { 'a"b': Prisma.sql`(SELECT 1)` })).rejects.toThrow(/letters only/);
    });
    expect(queries).toBe(0);
  });
});

describe('selectRows', () => {
  it('prepares each text once per connection, and a text the server refuses is refused again', async () => {
    const text = Prisma.sql`SELECT ${41}::int + 1 AS answer`;
    expect(await selectRows(db(), text)).toEqual([{ answer: 42 }]);
    expect(await selectRows(db(), text)).toEqual([{ answer: 42 }]);
    // One statement at a time takes the same idle connection, whose prepared statements these are.
    const prepared = await selectRows<{ statement: string }>(
      db(),
      Prisma.sql`SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%AS answer'`,
    );
    expect(prepared.map((p) => p.statement)).toEqual([text.text]);
    const broken = Prisma.sql`SELECT FROM WHERE ${1}`;
    await expect(selectRows(db(), broken)).rejects.toThrow(/syntax error/);
    await expect(selectRows(db(), broken)).rejects.toThrow(/syntax error/);
    expect(await selectRows(db(), text)).toEqual([{ answer: 42 }]);
  });
});
