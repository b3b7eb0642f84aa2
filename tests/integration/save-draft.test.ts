// A draft's save works out its answer while its lines are being written (lib/server/documents/
// save-draft.ts). The answer must reach the caller only if the whole save commits: when the lines
// cannot be written, the save fails whole — the row keeps its version, no history row is written
// and nothing of the answer is returned — and a save of a stale version never starts the answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { AppError } from '@/lib/api/app-error';
import { saveDraft } from '@/lib/server/documents/save-draft';
import { resolveActor, type Actor } from '@/lib/server/session/resolve-actor';
import { seedDraftClaim, type DraftClaim } from '../support/claims-demo';

let ctx: DraftClaim;
let actor: Actor;
beforeAll(async () => {
  ctx = await seedDraftClaim();
  actor = (await resolveActor(ctx.demo.users.claimer, ctx.draft.acc))!;
});

const historyCount = () => db().history.count({ where: { claimId: ctx.draft.cl, action: 'test.saved' } });

function saveWith(replaceLines: () => Promise<void>, answered: string[], updatedAt?: string) {
  return db()
    .claim.findUniqueOrThrow({ where: { id: ctx.draft.cl } })
    .then((claim) =>
      saveDraft(
        actor,
        claim,
        {
          updated_at: updatedAt ?? claim.updatedAt.toISOString(),
          internal_notes: 'Changed',
          lines: ['a line'],
        },
        {
          notDraft: 'Not a draft',
          checkLines: (sent) => ({ lines: sent, errors: [] }),
          store: {
            update: (tx, where, data) => tx.claim.updateManyAndReturn({ where, data }),
            replaceLines,
            history: { action: 'test.saved', refs: { contractId: ctx.draft.c, claimId: ctx.draft.cl } },
          },
          answer: (row) => {
            answered.push(row.internalNotes ?? '');
            return row;
          },
        },
      ),
    );
}

describe('a save and the answer worked out while it writes', () => {
  it('lines that fail to write undo the whole save, and the answer is not returned', async () => {
    const before = await db().claim.findUniqueOrThrow({ where: { id: ctx.draft.cl } });
    const answered: string[] = [];
    const failing = saveWith(async () => {
      // Long enough for the answer to be worked out meanwhile, as on a long schedule.
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('the lines could not be written');
    }, answered);
    await expect(failing).rejects.toThrow('the lines could not be written');
    // The answer was worked out from the updated row, then thrown away with the transaction.
    expect(answered).toEqual(['Changed']);
    const after = await db().claim.findUniqueOrThrow({ where: { id: ctx.draft.cl } });
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.internalNotes).toEqual(before.internalNotes);
    expect(await historyCount()).toBe(0);
  });

  it('a stale version is refused before any line is written or any answer worked out', async () => {
    const answered: string[] = [];
    let wrote = false;
    const stale = saveWith(
      async () => {
        wrote = true;
      },
      answered,
      new Date(0).toISOString(),
    );
    await expect(stale).rejects.toBeInstanceOf(AppError);
    expect({ wrote, answered }).toEqual({ wrote: false, answered: [] });
  });

  it('a save that commits returns its answer, with the history row written', async () => {
    signInAs(ctx.demo.users.claimer);
    const answered: string[] = [];
    const saved = await saveWith(async () => {}, answered);
    expect(saved).toMatchObject({ id: ctx.draft.cl, internalNotes: 'Changed' });
    expect(answered).toEqual(['Changed']);
    expect(await historyCount()).toBe(1);
  });
});
