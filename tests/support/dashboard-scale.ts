// A claimer and a certifier sharing `contracts` contracts, each with a certified claim (its
// certificate issued and paid on both sides), an issued claim whose certificate is in review and a
// draft: every kind of row the dashboard reads, in the same proportions at any size. The query-count
// test and `npm run bench` (scripts/bench-dashboard.ts) build on it.
import { db } from '@/lib/db/client';
import { createAccountWithOwner } from './factories';
import { certOn, claimOn, paymentOf, sharedContract } from './dashboard-fixtures';

export async function dashboardScale(contracts: number, claimsPerContract = 3) {
  const claimer = await createAccountWithOwner(`Claimer of ${contracts}`);
  const certifier = await createAccountWithOwner(`Certifier of ${contracts}`);
  for (let i = 0; i < contracts; i++) {
    const [claimerProject, certifierProject] = await Promise.all([
      db().project.create({
        data: {
          accountId: claimer.accountId,
          name: `Project ${i}`,
          timeZone: 'Pacific/Auckland',
          gstPercent: 15,
          status: 'current',
        },
      }),
      db().project.create({
        data: {
          accountId: certifier.accountId,
          name: `Project ${i}`,
          timeZone: 'Pacific/Auckland',
          gstPercent: 15,
          status: 'current',
        },
      }),
    ]);
    const contract = await sharedContract({
      claimer: claimer.accountId,
      certifier: certifier.accountId,
      claimerProject: claimerProject.id,
      certifierProject: certifierProject.id,
      name: `Contract ${i}`,
    });
    await db().approvalWorkflow.create({
      data: {
        accountId: certifier.accountId,
        contractId: contract.id,
        flowType: 'cert',
        steps: {
          create: { position: 0, name: 'Approve', approvers: { create: { userId: certifier.userId } } },
        },
      },
    });
    // Certified claims month after month from 2025, then one issued with its certificate in review,
    // then a draft.
    const certified = claimsPerContract - 2;
    for (let n = 1; n <= certified; n++) {
      const month = `${2025 + Math.floor((n - 1) / 12)}-${String(((n - 1) % 12) + 1).padStart(2, '0')}`;
      const claim = await claimOn(contract.id, {
        number: n,
        month,
        status: 'certified',
        servedAt: `${month}-25T01:00:00Z`,
        total: 11_500_00,
        net: 10_000_00,
        gross: n * 10_000_00,
      });
      const cert = await certOn(claim, {
        number: n,
        status: 'issued',
        servedAt: `${month}-28T01:00:00Z`,
        total: 9_200_00,
        net: 8_000_00,
        gross: n * 8_000_00,
      });
      await paymentOf(claimer.accountId, cert.id, 9_200_00, `${month}-28`);
      await paymentOf(certifier.accountId, cert.id, 9_200_00, `${month}-28`);
    }
    const issued = await claimOn(contract.id, {
      number: certified + 1,
      month: '2026-03',
      status: 'issued',
      servedAt: '2026-03-25T01:00:00Z',
      total: 11_500_00,
      net: 10_000_00,
    });
    const review = await certOn(issued, { number: certified + 1, status: 'review' });
    await db().approvalEvent.create({
      data: { certId: review.id, stepIndex: 0, userId: certifier.userId, action: 'send_for_approval' },
    });
    await claimOn(contract.id, { number: certified + 2, month: '2026-04', status: 'draft' });
  }
  return { claimer, certifier };
}
