// Who gets the Claims received tab and dashboard card (hasCertContracts), and the project name
// each claims-received row carries for the page.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { resolveActor } from '@/lib/server/session/resolve-actor';
import { listClaimsReceived } from '@/lib/server/certs/claims-received';
import { hasCertContracts } from '@/lib/server/certs/has-cert-contracts';
import { seedCertDemo, type CertDemo } from '../support/cert-routes';

let demo: CertDemo;

beforeAll(async () => {
  demo = await seedCertDemo();
});

const actor = async (userId: string, accountId: string) => (await resolveActor(userId, accountId))!;

describe('the claims received tab', () => {
  it('shows to the certifying account and not to an account that only claims', async () => {
    expect(await hasCertContracts(await actor(demo.users.certifier, demo.payer.acc))).toBe(true);
    expect(await hasCertContracts(await actor(demo.users.claimer, demo.payee.acc))).toBe(false);
  });

  it('shows to a member with role none only once it is on a cert contract', async () => {
    const user = await db().user.create({ data: { email: 'site@harbour-tab.example', name: 'Site' } });
    await db().membership.create({ data: { accountId: demo.payer.acc, userId: user.id, role: 'none' } });
    expect(await hasCertContracts(await actor(user.id, demo.payer.acc))).toBe(false);
    await db().contractMember.create({
      data: {
        accountId: demo.payer.acc,
        contractId: demo.contract.id,
        userId: user.id,
        role: 'contract_view',
      },
    });
    expect(await hasCertContracts(await actor(user.id, demo.payer.acc))).toBe(true);
  });

  it('names the project each received claim is in, as the certifier placed it', async () => {
    const project = await db().project.findUniqueOrThrow({ where: { id: demo.payer.g } });
    const { current } = await listClaimsReceived(await actor(demo.users.certifier, demo.payer.acc), {});
    expect(current.length).toBeGreaterThan(0);
    for (const row of current) {
      expect(row.project_id).toBe(demo.payer.g);
      expect(row.project_name).toBe(project.name);
    }
  });
});
