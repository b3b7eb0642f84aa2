import 'server-only';
import type { Prisma } from '@/lib/db/generated/client';
import type { Tx } from '@/lib/db/client';

/**
 * The project's default payment terms and retention rule (spec §2 creation steps), as nested
 * creates for `contract.create`, so that the copy is part of the statement that makes the contract.
 * (The default workflow is copied by lib/server/workflow-steps/copy-project-workflow.ts.)
 */
export async function projectDefaults(
  tx: Tx,
  projectId: string,
): Promise<Pick<Prisma.ContractCreateInput, 'paymentTerms' | 'retention'>> {
  const found = await tx.project.findUniqueOrThrow({
    where: { id: projectId },
    select: {
      paymentTerms: { omit: { id: true, contractId: true, projectId: true } },
      retention: { omit: { id: true, contractId: true, projectId: true } },
    },
  });
  return {
    paymentTerms: found.paymentTerms ? { create: found.paymentTerms } : undefined,
    retention: found.retention ? { create: found.retention } : undefined,
  };
}
