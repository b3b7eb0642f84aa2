// The rows read straight from the pool (lib/db/model-rows.ts) are the rows Prisma reads, field for
// field and type for type: the placed contract with its terms, a claim, a certificate with its claim.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { claimOfContract } from '@/lib/server/claims/load-claim';
import { loadIssuedCert, loadPayerCert } from '@/lib/server/certs/load-cert';
import { CONTRACT_TERMS, loadContract } from '@/lib/server/contracts/load-contract';
import { resolveActor, type Actor } from '@/lib/server/session/resolve-actor';
import { seedCertDemo, type CertDemo } from '../support/cert-routes';

let demo: CertDemo;
let payer: Actor;
let payee: Actor;

/** Runs `read` with the process in another time zone: a DATE must still be UTC midnight. */
async function inAuckland<T>(read: () => Promise<T>): Promise<T> {
  const zone = process.env.TZ;
  process.env.TZ = 'Pacific/Auckland';
  try {
    return await read();
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
}

beforeAll(async () => {
  demo = await seedCertDemo();
  payer = (await resolveActor(demo.users.certifier, demo.payer.acc))!;
  payee = (await resolveActor(demo.users.claimer, demo.payee.acc))!;
  // Every kind of column filled: DATEs, every retention tier, the payer as an account and a company.
  await db().contract.update({
    where: { id: demo.contract.id },
    data: { pcdDate: new Date('2027-03-31T00:00:00Z'), dlpDate: new Date('2028-03-31T00:00:00Z') },
  });
  await db().retentionRule.update({
    where: { contractId: demo.contract.id },
    data: {
      secondNextBps: 250,
      secondNextAmount: 9_007_199_254_740_993n,
      thirdNextBps: 100,
      thirdNextAmount: 1n,
      dlpDays: 365,
      retentionAccount: 'Trust account 02-0100-0123456-00',
    },
  });
});

describe('rows read straight from the pool', () => {
  it('give the placed contract with its terms as Prisma does, from both sides, in any time zone', async () => {
    for (const [actor, side] of [
      [payer, 'cert'],
      [payee, 'claim'],
    ] as const) {
      const prisma = await db().contractPlacement.findUniqueOrThrow({
        where: { contractId_accountId: { contractId: demo.contract.id, accountId: actor.accountId } },
        include: { contract: { include: CONTRACT_TERMS } },
      });
      const loaded = await inAuckland(() => loadContract(actor, demo.contract.id));
      expect(loaded).toStrictEqual({
        contract: prisma.contract,
        projectId: prisma.projectId,
        side,
        retentionHoldingId: prisma.retentionHoldingId,
      });
    }
    const { contract } = await loadContract(payer, demo.contract.id);
    expect(contract.pcdDate?.toISOString()).toBe('2027-03-31T00:00:00.000Z');
    // A BIGINT past 2^53 stays exact.
    expect(contract.retention?.secondNextAmount).toBe(9_007_199_254_740_993n);
  });

  it('give a contract without terms, retention or a payer account their nulls, as Prisma does', async () => {
    // The demo's draft contract: the payer is only a company in the payee's contacts.
    const draft = await db().contract.findFirstOrThrow({
      where: { name: 'Contract 1' },
      include: CONTRACT_TERMS,
    });
    expect([draft.retention, draft.paymentTerms, draft.payerAccount]).toEqual([null, null, null]);
    const loaded = await loadContract(payee, draft.id);
    expect(loaded.contract).toStrictEqual(draft);
  });

  it('give a claim, and a certificate with its claim, as Prisma does', async () => {
    for (const claimId of demo.claimIds) {
      const ref = { projectId: demo.payee.g, contractId: demo.contract.id, claimId };
      const prisma = await db().claim.findUniqueOrThrow({ where: { id: claimId } });
      expect(await inAuckland(() => claimOfContract(ref))).toStrictEqual(prisma);
    }
    const certs = await db().certificate.findMany({
      where: { contractId: demo.contract.id },
      include: { claim: true },
    });
    expect(certs.length).toBeGreaterThan(0);
    for (const { claim, ...cert } of certs) {
      const ref = {
        projectId: demo.payer.g,
        contractId: demo.contract.id,
        claimId: claim.id,
        certId: cert.id,
      };
      const loaded = await inAuckland(() => loadPayerCert(payer, ref));
      expect({ cert: loaded.cert, claim: loaded.claim }).toStrictEqual({ cert, claim });
      if (cert.status === 'issued') {
        const issued = await loadIssuedCert(payee, { ...ref, projectId: demo.payee.g });
        expect({ cert: issued.cert, claim: issued.claim }).toStrictEqual({ cert, claim });
      }
    }
  });

  it('find no claim of another contract, and no claim outside the statuses asked for', async () => {
    const ref = { projectId: demo.payee.g, contractId: demo.contract.id, claimId: demo.claimIds[0]! };
    const other = await db().contract.findFirstOrThrow({ where: { id: { not: demo.contract.id } } });
    expect(await claimOfContract({ ...ref, contractId: other.id })).toBeNull();
    const { status } = (await claimOfContract(ref))!;
    expect(await claimOfContract(ref, [status])).not.toBeNull();
    expect(await claimOfContract(ref, status === 'draft' ? ['issued'] : ['draft'])).toBeNull();
  });
});
