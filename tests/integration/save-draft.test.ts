// A draft's save (lib/server/documents/save-draft.ts) writes the row, the lines and the history row
// in one statement, and works out its answer while that statement runs. The answer must reach the
// caller only if the row was written: when a line cannot be written the save fails whole (the row
// keeps its version, no line and no history row is written); when the row changed since it was
// loaded (another tab saved) nothing is written and the save answers 409; a stale version named
// by the editor is refused before anything is sent.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import type { ClaimLineItem } from '@/lib/db/generated/client';
import { AppError } from '@/lib/errors/app-error';
import { apiJson } from '@/lib/api/json-response';
import { API_CONTENT_SECURITY_POLICY } from '@/lib/api/security-headers';
import { JsonText } from '@/lib/json/json-text';
import { saveDraft } from '@/lib/server/documents/save-draft';
import { claimLinesSql } from '@/lib/server/documents/upsert-lines';
import { resolveActor, type Actor } from '@/lib/server/session/resolve-actor';
import { seedDraftClaim, type DraftClaim } from '../support/claims-demo';
import { CLAIM_KIND } from '@/lib/server/documents/kinds';

let ctx: DraftClaim;
let actor: Actor;
let itemId: string;
beforeAll(async () => {
  ctx = await seedDraftClaim();
  actor = (await resolveActor(ctx.demo.users.claimer, ctx.draft.acc))!;
  const item = await db().lineItem.findFirstOrThrow({
    where: { contractId: ctx.draft.c, kind: 'base' },
  });
  itemId = item.id;
});

const historyCount = () => db().history.count({ where: { claimId: ctx.draft.cl, action: 'claim.updated' } });
const claimRow = () => db().claim.findUniqueOrThrow({ where: { id: ctx.draft.cl } });
const linesOf = () =>
  db().claimLineItem.findMany({ where: { claimId: ctx.draft.cl }, orderBy: { id: 'asc' } });

/** A line as checkLines would give it: this item claimed at this value. */
function line(lineItemId: string, toDateValue: bigint): ClaimLineItem {
  const id = crypto.randomUUID();
  return {
    id,
    claimId: ctx.draft.cl,
    lineItemId,
    claimOption: 'value',
    percentBps: null,
    quantity: null,
    toDateValue,
  };
}

/** Saves `lines` over the claim as `loaded` (default: as it now is), recording what was answered. */
async function save(
  lines: ClaimLineItem[],
  answered: string[],
  opts: { updatedAt?: string; loaded?: Awaited<ReturnType<typeof claimRow>> } = {},
) {
  const claim = opts.loaded ?? (await claimRow());
  const stored = await linesOf();
  let linesSent = false;
  const answer = await saveDraft(
    actor,
    claim,
    { updated_at: opts.updatedAt ?? claim.updatedAt.toISOString(), internal_notes: 'Changed', lines },
    {
      notDraft: 'Not a draft',
      checkLines: (sent: ClaimLineItem[]) => ({ lines: sent, errors: [] }),
      store: {
        document: CLAIM_KIND,
        linesSql: (saved, when) => {
          linesSent = true;
          return claimLinesSql(ctx.draft.cl, saved, stored, when);
        },
        refs: { contractId: ctx.draft.c, claimId: ctx.draft.cl },
      },
      answer: (row) => {
        answered.push(row.internalNotes ?? '');
        return row;
      },
    },
  ).finally(() => answered.push(linesSent ? 'lines sent' : 'no lines sent'));
  return answer;
}

describe('a save, written in one statement, and the answer worked out while it runs', () => {
  it('a line that cannot be written fails the whole save, and its answer is not returned', async () => {
    const [before, linesBefore] = [await claimRow(), await linesOf()];
    const answered: string[] = [];
    // The second line names no line item of the schedule: its foreign key fails the statement.
    const failing = save([line(itemId, 1_000n), line(crypto.randomUUID(), 2_000n)], answered);
    await expect(failing).rejects.toMatchObject({ code: '23503' });
    const after = await claimRow();
    expect({ updatedAt: after.updatedAt, notes: after.internalNotes }).toEqual({
      updatedAt: before.updatedAt,
      notes: before.internalNotes,
    });
    expect(await linesOf()).toEqual(linesBefore);
    expect(await historyCount()).toBe(0);
    expect(answered).toContain('lines sent');
  });

  it('a row changed since it was loaded (another tab saved) answers 409 and writes nothing', async () => {
    const loaded = await claimRow();
    const linesBefore = await linesOf();
    await db().claim.update({ where: { id: loaded.id }, data: { externalNotes: 'Saved in another tab' } });
    const answered: string[] = [];
    const raced = save([line(itemId, 3_000n)], answered, { loaded });
    await expect(raced).rejects.toMatchObject({ code: 'conflict' });
    const after = await claimRow();
    expect(after.internalNotes).not.toBe('Changed');
    expect(await linesOf()).toEqual(linesBefore);
    expect(await historyCount()).toBe(0);
  });

  it('a stale version named by the editor is refused before anything is sent or worked out', async () => {
    const answered: string[] = [];
    const stale = save([line(itemId, 4_000n)], answered, { updatedAt: new Date(0).toISOString() });
    await expect(stale).rejects.toBeInstanceOf(AppError);
    expect(answered).toEqual(['no lines sent']);
  });

  it('a save that commits returns its answer, with its lines and the history row written', async () => {
    const answered: string[] = [];
    const before = await claimRow();
    const answer = await save([line(itemId, 5_000n)], answered);
    // The answer is data already serialised (while the statement ran), which the route wrapper
    // sends as it is, with the /api answer's headers.
    expect(answer).toBeInstanceOf(JsonText);
    const response = apiJson(answer);
    expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    const saved = await response.json();
    expect(saved).toMatchObject({ id: ctx.draft.cl, internalNotes: 'Changed' });
    expect(answered).toEqual(['Changed', 'lines sent']);
    // The answered row is the row as written: same version, same fields.
    const after = await claimRow();
    expect(saved).toEqual(
      JSON.parse(JSON.stringify(after, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v))),
    );
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const written = (await linesOf()).find((l) => l.lineItemId === itemId);
    expect(written?.toDateValue).toBe(5_000n);
    expect(await historyCount()).toBe(1);
  });
});
