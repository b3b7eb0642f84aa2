// Claims received by bucket (current / completed / archived by contract status), the overdue type
// and due count from each row's own figures, the account's time zone for "today", and who sees
// which rows: a member with account role none sees only the contracts it is a member of.
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import { daysUntil, overdueType } from '@/lib/domain/overdue';
import { callRoute } from '../support/call-route';
import { certRoutes as R, seedCertDemo, type CertDemo } from '../support/cert-routes';

let demo: CertDemo;

beforeAll(async () => {
  demo = await seedCertDemo();
});

const received = async (query = '') =>
  callRoute(R.received.GET, { params: { acc: demo.payer.acc }, url: `http://localhost/x${query}` });
const setStatus = (status: 'started' | 'finalised' | 'archived' | 'draft') =>
  db().contract.update({ where: { id: demo.contract.id }, data: { status } });
const claimIds = (rows: { claim_id: string }[]) => rows.map((r) => r.claim_id);

describe('claims received', () => {
  it('puts the served claims of current contracts in current, with figures that agree', async () => {
    signInAs(demo.users.certifier);
    const res = await received();
    expect(claimIds(res.body.current)).toEqual([demo.claim2, demo.claimIds[0]]);
    expect(res.body.completed).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
    expect(res.body.today).toBe(today);
    for (const row of res.body.current) {
      expect(row.unclaimed_days).toBe(daysUntil('2026-10-30', today));
      expect(row.over_due_type).toBe(
        overdueType({ certDueNum: row.cert_due_num, unclaimedDays: row.unclaimed_days }),
      );
    }
    const counted = res.body.current.filter((r: { over_due_type: string }) =>
      ['over_due', 'due_in_3_days', 'due_in_7_days'].includes(r.over_due_type),
    );
    expect(res.body.due_count).toBe(counted.length);
  });

  it('moves them with the contract: finalised → completed, archived → archived, draft → nowhere', async () => {
    await setStatus('finalised');
    expect(claimIds((await received()).body.completed)).toHaveLength(2);
    expect((await received('?bucket=current')).body.completed).toEqual([]);
    await setStatus('archived');
    expect(claimIds((await received('?bucket=archived')).body.archived)).toHaveLength(2);
    await setStatus('draft');
    const none = await received();
    expect([...none.body.current, ...none.body.completed, ...none.body.archived]).toEqual([]);
    await setStatus('started');
  });

  it('shows a member with role none only the contracts it belongs to', async () => {
    const user = await db().user.create({ data: { email: 'site@harbour.example', name: 'Site Manager' } });
    await db().membership.create({ data: { accountId: demo.payer.acc, userId: user.id, role: 'none' } });
    signInAs(user.id);
    expect((await received()).body.current).toEqual([]);
    await db().contractMember.create({
      data: {
        accountId: demo.payer.acc,
        contractId: demo.contract.id,
        userId: user.id,
        role: 'contract_view',
      },
    });
    expect(claimIds((await received()).body.current)).toHaveLength(2);
  });
});
