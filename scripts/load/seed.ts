// The firms `npm run load` simulates: for each pair, a subcontractor's account (its owner is the
// claimer) and a head contractor's account (its owner is the certifier) sharing one started NZ
// contract with payment terms, a schedule of `items` lines under sections of 20, and a one-step
// approval workflow on each side whose approver is that side's user, so that both go through
// "send for approval" and "approve" as a firm with a workflow does.
import { db } from '@/lib/db/client';
import { createAccountWithOwner } from '../../tests/support/factories';
import { sharedContract } from '../../tests/support/dashboard-fixtures';
import { createSectionedSchedule } from '../../tests/support/sectioned-schedule';

export interface Party {
  accountId: string;
  userId: string;
  email: string;
  password: string;
  /** The contract's route params from this side. */
  params: { acc: string; g: string; c: string };
}

export interface Pair {
  index: number;
  claimer: Party;
  certifier: Party;
  contractId: string;
  /** Leaf line item ids, in schedule order. */
  leaves: string[];
}

/** `count` pairs numbered from `first` (the pair numbered 0 throws away answers: working-day.ts). */
export async function seedPairs(count: number, items: number, first = 0): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (let index = first; index < first + count; index++) pairs.push(await seedPair(index, items));
  return pairs;
}

async function seedPair(index: number, items: number): Promise<Pair> {
  const [claimer, certifier] = await Promise.all([
    createAccountWithOwner(`Subcontractor ${index + 1}`),
    createAccountWithOwner(`Head contractor ${index + 1}`),
  ]);
  const project = (accountId: string) =>
    db().project.create({
      data: { accountId, name: `Site ${index + 1}`, timeZone: 'Pacific/Auckland', gstPercent: 15 },
    });
  const [claimerProject, certifierProject] = await Promise.all([
    project(claimer.accountId),
    project(certifier.accountId),
  ]);
  const contract = await sharedContract({
    claimer: claimer.accountId,
    certifier: certifier.accountId,
    claimerProject: claimerProject.id,
    certifierProject: certifierProject.id,
    name: `Fit-out ${index + 1}`,
  });
  for (const [who, flowType] of [
    [claimer, 'claim'],
    [certifier, 'cert'],
  ] as const) {
    await db().approvalWorkflow.create({
      data: {
        accountId: who.accountId,
        contractId: contract.id,
        flowType,
        steps: { create: { position: 0, name: 'Approve', approvers: { create: { userId: who.userId } } } },
      },
    });
  }
  const leaves = await createSectionedSchedule(contract.id, items, (i) => BigInt(1_000_000 + i * 100));
  const side = (party: typeof claimer, projectId: string): Party => ({
    ...party,
    params: { acc: party.accountId, g: projectId, c: contract.id },
  });
  return {
    index,
    claimer: side(claimer, claimerProject.id),
    certifier: side(certifier, certifierProject.id),
    contractId: contract.id,
    leaves,
  };
}
