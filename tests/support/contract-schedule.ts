// A claim contract with a small nested schedule, for tests that compare what both parties see.
import { randomUUID } from 'node:crypto';
import { db } from '@/lib/db/client';
import { createProjectWithContract } from './factories';

/**
 * Account `accountId` is the payee; the payer is not on the system yet. Schedule: a base parent
 * with two rate children (2.5 × $1,000.00 and 10 × $45.50), a $12,000.00 lump sum, an approved
 * and a pending variation, and an on-site material. Contract value $2,500.00 + $455.00 + $12,000.00
 * + approved $3,000.00 = $17,955.00 (the pending $999.00 and the material are not part of it).
 */
export async function createContractWithSchedule(accountId: string, projectName = 'Takapuna Offices') {
  const { project, contract } = await createProjectWithContract(accountId, projectName);
  await db().project.update({
    where: { id: project.id },
    data: { streetAddress: '1 Hurstmere Road', suburb: 'Takapuna', city: 'Auckland', postalCode: '0622' },
  });
  const parent = randomUUID();
  const base = { contractId: contract.id, kind: 'base' as const };
  await db().lineItem.createMany({
    data: [
      { ...base, id: parent, position: 0, label: '1', description: 'Framing', total: 295_500n },
      {
        ...base,
        parentId: parent,
        position: 0,
        label: '1.1',
        description: 'Walls',
        valueType: 'rate',
        quantity: 250n,
        rate: 100_000n,
        unit: 'm2',
        total: 250_000n,
      },
      {
        ...base,
        parentId: parent,
        position: 1,
        label: '1.2',
        description: 'Lintels',
        valueType: 'rate',
        quantity: 1_000n,
        rate: 4_550n,
        unit: 'ea',
        total: 45_500n,
      },
      { ...base, position: 1, label: '2', description: 'Linings', total: 1_200_000n },
      {
        contractId: contract.id,
        kind: 'variation',
        label: 'V1',
        description: 'Extra door',
        total: 300_000n,
        approvalStatus: 'approved',
      },
      {
        contractId: contract.id,
        kind: 'variation',
        label: 'V2',
        description: 'Skylight',
        total: 99_900n,
        approvalStatus: 'pending',
      },
      { contractId: contract.id, kind: 'material', label: 'M1', description: 'Plasterboard', total: 50_000n },
    ],
  });
  return { project, contract };
}

/** $2,500.00 + $455.00 + $12,000.00 + $3,000.00 in cents: the schedule's contract value. */
export const SCHEDULE_CONTRACT_VALUE = 1_795_500;
