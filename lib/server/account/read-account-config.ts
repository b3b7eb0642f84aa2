import 'server-only';
// GET /api/account/{acc}/config (spec §7 "config"; §3 Account "pages config for claim and cert
// terms"): the words the account uses for the documents it issues. Every member may read them:
// they title the documents each member works on.
import { AppError } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import { CERT_TERMS, CLAIM_TERMS, type CertTermKey, type ClaimTermKey } from '@/lib/domain/document-terms';
import type { TAccountConfig } from '@/lib/schemas/account';
import type { Actor } from '../session/resolve-actor';

export type AccountConfig = TAccountConfig;

export function toAccountConfig(a: { claimTerm: ClaimTermKey; certTerm: CertTermKey }): AccountConfig {
  return { claim_term: CLAIM_TERMS[a.claimTerm], cert_term: CERT_TERMS[a.certTerm] };
}

export async function readAccountConfig(actor: Actor): Promise<AccountConfig> {
  const account = await db().account.findUnique({
    where: { id: actor.accountId },
    select: { claimTerm: true, certTerm: true },
  });
  if (!account) throw new AppError('not_found');
  return toAccountConfig(account);
}
