import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import { missingSteps, type MissingStep } from '@/lib/domain/contract-completeness';

/**
 * The steps a contract still lacks before it may start (lib/domain/contract-completeness.ts), read
 * in one query. Takes the transaction client so that starting checks the same rows it then updates.
 */
export async function readCompleteness(
  client: Db | Tx,
  contractId: string,
  side: 'claim' | 'cert',
): Promise<MissingStep[]> {
  const contract = await client.contract.findUniqueOrThrow({
    where: { id: contractId },
    select: {
      country: true,
      gstPercent: true,
      cisStatus: true,
      payerAccountId: true,
      payerCompanyId: true,
      payeeAccountId: true,
      payeeCompanyId: true,
      paymentTerms: {
        select: {
          claimDueDays: true,
          claimDueTerm: true,
          certDueDays: true,
          certDueTerm: true,
          paymentDueDays: true,
          paymentDueTerm: true,
        },
      },
      _count: { select: { lineItems: { where: { kind: 'base' } } } },
    },
  });
  return missingSteps({
    side,
    country: contract.country,
    paymentTerms: contract.paymentTerms,
    baseItemCount: contract._count.lineItems,
    payer: { accountId: contract.payerAccountId, companyId: contract.payerCompanyId },
    payee: { accountId: contract.payeeAccountId, companyId: contract.payeeCompanyId },
    cisStatus: contract.cisStatus,
    gstPercent: contract.gstPercent,
  });
}
