import 'server-only';
// Retention money is held on trust for the payee from the moment it is withheld (Construction
// Contracts Act 2002 s18C), kept in a trust bank account (s18E) or covered by a complying
// instrument (s18FB). So on a New Zealand contract a certificate that withholds retention is not
// issued until the contract names where that money is held (issue 31). The other jurisdictions'
// schemes (NSW: head contracts of $20 million or more; Queensland's trust accounts) depend on
// facts ClaimCert does not record, so there naming a trust account is the payer's opt-in, not a
// condition of issue (lib/domain/retention-trust-rules.ts; README, "Retention money held on trust").
import { AppError } from '@/lib/errors/app-error';
import { retentionTrustRules } from '@/lib/domain/retention-trust-rules';
import type { Jurisdiction } from '@/lib/domain/working-days';
import { contractPage, type ContractIds } from '@/lib/paths/page-paths';
import type { CertFigures } from './cert-figures';

export const RETENTION_NOWHERE =
  'This certificate withholds retention, which the Construction Contracts Act holds on trust for the payee from now (s18C): name the trust account or instrument that holds it, in the contract’s retention ledger, before issuing.';

export function assertRetentionHeld(
  contract: { jurisdiction: Jurisdiction },
  retentionHoldingId: string | null,
  figures: CertFigures,
  ids: ContractIds,
): void {
  if (retentionHoldingId || !retentionTrustRules(contract.jurisdiction, false)?.holdingRequired) return;
  if (figures.certified.totals.retention.retainedThisClaim <= 0) return;
  throw new AppError('invalid', [
    { field: 'retention_holding', message: RETENTION_NOWHERE, link: contractPage(ids, 'retention') },
  ]);
}
