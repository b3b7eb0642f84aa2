import 'server-only';
// GET …/claim/{cl}/email: what the "Resend by email" dialog starts from — the recipients, subject,
// files and bulk choice of the claim's latest issue (document-sendings.ts), and when it was sent.
// The payee's; an issued or certified claim only (409 otherwise).
import { AppError } from '@/lib/errors/app-error';
import type { Actor } from '../session/resolve-actor';
import { claimContractOf } from '../documents/document-contract';
import { readResendForm } from '../documents/document-sendings';
import { CLAIM_KIND } from '../documents/kinds';
import { loadClaimerClaim, type ClaimRef } from './load-claim';
import { SERVED_STATUSES } from '@/lib/domain/claim-status';
import { CLAIM_NOT_ISSUED } from './resend-claim-email';

export async function readClaimResendForm(actor: Actor, ref: ClaimRef) {
  const { claim, contract: placed } = await loadClaimerClaim(actor, ref);
  if (!(SERVED_STATUSES as readonly string[]).includes(claim.status))
    throw new AppError('conflict', CLAIM_NOT_ISSUED);
  const contract = claimContractOf(placed);
  return readResendForm(CLAIM_KIND, claim, actor.accountId, {
    subject: `${claim.name} – ${contract.name}`,
    isBulk: contract.claimBulkEmail,
  });
}
