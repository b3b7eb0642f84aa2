// Saved certificate reasons (spec §7 reasons, read_account_cert_reason): kept per account, one row a
// wording, listed to every member, kept and removed only by those who make certificates.
import { describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { addMember } from '../support/members';
import { addProjectMember } from '../support/project-factories';
import { db } from '@/lib/db/client';
import { SAVED_REASONS_LIMIT } from '@/lib/domain/saved-reasons';
import { GET as listReasons, POST as saveReason } from '@/app/api/account/[acc]/reasons/route';
import { DELETE as deleteReason } from '@/app/api/account/[acc]/reasons/[id]/route';
import { GET as certReasons } from '@/app/api/cert/account/[acc]/read_account_cert_reason/route';

const save = (acc: string, body: unknown) => callRoute(saveReason, { method: 'POST', params: { acc }, body });
const list = async (acc: string) =>
  (await callRoute(listReasons, { params: { acc } })).body as { reasons: { id: string; text: string }[] };

describe('saved certificate reasons', () => {
  it('keeps a reason once per wording and lists them in order for the reason box', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const first = await save(a.accountId, { text: '  Work not complete on inspection ' });
    expect(first.status).toBe(201);
    const again = await save(a.accountId, { text: 'work NOT complete   on inspection' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    await save(a.accountId, { text: 'Rate as tendered (schedule rate 2)' });
    await save(a.accountId, { text: 'Materials not on site' });
    const texts = (await list(a.accountId)).reasons.map((r) => r.text);
    expect(texts).toEqual([
      'Materials not on site',
      'Rate as tendered (schedule rate 2)',
      'Work not complete on inspection',
    ]);
    const offered = await callRoute(certReasons, { params: { acc: a.accountId } });
    expect((offered.body as { reasons: { text: string }[] }).reasons.map((r) => r.text)).toEqual(texts);
  });

  it('saving the same wording twice at once keeps one row', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const answers = await Promise.all([1, 2, 3].map(() => save(a.accountId, { text: 'Defective work' })));
    expect(new Set(answers.map((r) => (r.body as { reason: { id: string } }).reason.id)).size).toBe(1);
    expect(await db().savedReason.count({ where: { accountId: a.accountId } })).toBe(1);
  });

  it.each([
    [{ text: '' }, 'Enter the reason'],
    [{ text: '   ' }, 'Enter the reason'],
    [{ text: 'x'.repeat(2_001) }, 'Use at most 2,000 characters'],
    [{}, 'Enter the reason'],
    [{ text: 'ok', extra: 1 }, ''],
    [{ text: 42 }, 'Enter the reason'],
  ])('refuses %j with a 422 and keeps nothing', async (body, message) => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const res = await save(a.accountId, body);
    expect(res.status).toBe(422);
    expect((res.body as { errors: { message: string }[] }).errors[0]?.message).toContain(message);
    expect(await db().savedReason.count({ where: { accountId: a.accountId } })).toBe(0);
  });

  it(`keeps at most ${SAVED_REASONS_LIMIT} reasons an account`, async () => {
    const a = await createAccountWithOwner();
    await db().savedReason.createMany({
      data: Array.from({ length: SAVED_REASONS_LIMIT }, (_, i) => ({
        accountId: a.accountId,
        text: `Reason ${i}`,
        textKey: String(i).padStart(64, '0'),
      })),
    });
    signInAs(a.userId);
    const res = await save(a.accountId, { text: 'One more' });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('delete one you no longer use first');
  });

  it('a read-only member reads them but neither keeps nor removes one; a project admin does both', async () => {
    const a = await createAccountWithOwner();
    signInAs(a.userId);
    const kept = (await save(a.accountId, { text: 'Not on site' })).body as { reason: { id: string } };
    const viewer = await addMember(a.accountId, 'view');
    signInAs(viewer.userId);
    expect((await list(a.accountId)).reasons).toHaveLength(1);
    expect((await save(a.accountId, { text: 'Viewer reason' })).status).toBe(403);
    const del = await callRoute(deleteReason, {
      method: 'DELETE',
      params: { acc: a.accountId, id: kept.reason.id },
    });
    expect(del.status).toBe(403);

    const { project } = await createProjectWithContract(a.accountId);
    const pa = await addMember(a.accountId, 'none');
    await addProjectMember(a.accountId, project.id, pa.userId, 'project_admin');
    signInAs(pa.userId);
    expect((await save(a.accountId, { text: 'Project admin reason' })).status).toBe(201);
    const removed = await callRoute(deleteReason, {
      method: 'DELETE',
      params: { acc: a.accountId, id: kept.reason.id },
    });
    expect(removed.status).toBe(200);
    expect((await list(a.accountId)).reasons.map((r) => r.text)).toEqual(['Project admin reason']);
  });

  it("another account's user sees none of them and cannot remove one (404)", async () => {
    const a = await createAccountWithOwner('Payer Ltd');
    const b = await createAccountWithOwner('Other Ltd');
    signInAs(a.userId);
    const kept = (await save(a.accountId, { text: 'Payer wording' })).body as { reason: { id: string } };
    signInAs(b.userId);
    expect((await callRoute(listReasons, { params: { acc: a.accountId } })).status).toBe(403);
    expect((await callRoute(certReasons, { params: { acc: a.accountId } })).status).toBe(403);
    expect((await list(b.accountId)).reasons).toEqual([]);
    const del = await callRoute(deleteReason, {
      method: 'DELETE',
      params: { acc: b.accountId, id: kept.reason.id },
    });
    expect(del.status).toBe(404);
    expect(await db().savedReason.count({ where: { id: kept.reason.id } })).toBe(1);
  });
});
