import 'server-only';
// PUT /api/account/{acc}/config: the account changes what it calls the documents it issues
// (lib/domain/document-terms.ts). Owners and admins only (account edit, §6).
//
// A claim or certificate carries its own title word. Those the account has not issued yet follow
// the new words at once — their title on every screen, email and PDF, and for a claim the start of
// its name ('Payment Claim 3 – November 2026' becomes 'Progress Claim 3 – November 2026') — and
// each gets a history row. Issued ones keep the title they were served under. One transaction:
// the account row is locked first, so two changes at once apply one after the other, and each
// document changed has its updated_at moved on, so an issue or save prepared from the old title
// is refused as a conflict rather than served under a title the document no longer has.
import { AppError } from '@/lib/errors/app-error';
import type { Tx } from '@/lib/db/client';
import { db } from '@/lib/db/client';
import {
  CERT_TERMS,
  certTermKey,
  CLAIM_TERMS,
  claimTermKey,
  renamedClaim,
  type CertTermKey,
  type ClaimTermKey,
} from '@/lib/domain/document-terms';
import type { TAccountConfig } from '@/lib/schemas/account';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { toAccountConfig, type AccountConfig } from './read-account-config';

/** The statuses of a claim not yet issued, whose title still follows its account. */
const UNISSUED_CLAIM = ['draft', 'review', 'approved'] as const;

export interface AccountConfigUpdate extends AccountConfig {
  /** How many of the account's unissued claims and certificates took the new words. */
  claims_retitled: number;
  certificates_retitled: number;
}

export async function updateAccountConfig(
  actor: Actor,
  input: TAccountConfig,
  now = new Date(),
): Promise<AccountConfigUpdate> {
  await assertCan(actor, 'account', 'edit');
  const wanted = { claimTerm: claimTermKey(input.claim_term), certTerm: certTermKey(input.cert_term) };
  return db().$transaction(async (tx) => {
    const [before] = await tx.$queryRaw<{ claim_term: ClaimTermKey; cert_term: CertTermKey }[]>`
      SELECT claim_term::text, cert_term::text FROM accounts WHERE id = ${actor.accountId}::uuid FOR UPDATE`;
    if (!before) throw new AppError('not_found');
    const changes: Record<string, { from: string; to: string }> = {};
    if (before.claim_term !== wanted.claimTerm) {
      changes.claim_term = { from: CLAIM_TERMS[before.claim_term], to: input.claim_term };
    }
    if (before.cert_term !== wanted.certTerm) {
      changes.cert_term = { from: CERT_TERMS[before.cert_term], to: input.cert_term };
    }
    const result = { ...toAccountConfig(wanted), claims_retitled: 0, certificates_retitled: 0 };
    if (Object.keys(changes).length === 0) return result;
    await tx.account.update({ where: { id: actor.accountId }, data: wanted });
    if (changes.claim_term) {
      result.claims_retitled = await retitleClaims(tx, actor, before.claim_term, wanted.claimTerm, now);
    }
    if (changes.cert_term) {
      result.certificates_retitled = await retitleCerts(tx, actor, wanted.certTerm, now);
    }
    await recordHistory(tx, actor, 'account.config_updated', {}, { changes, ...result });
    return result;
  });
}

/** The payee account's unissued claims take the new word and, where their name starts with the old, the new name. */
async function retitleClaims(
  tx: Tx,
  actor: Actor,
  from: ClaimTermKey,
  to: ClaimTermKey,
  now: Date,
): Promise<number> {
  const claims = await tx.claim.findMany({
    where: { contract: { payeeAccountId: actor.accountId }, status: { in: [...UNISSUED_CLAIM] } },
    select: {
      id: true,
      name: true,
      contractId: true,
      contract: {
        select: { placements: { where: { accountId: actor.accountId }, select: { projectId: true } } },
      },
    },
  });
  if (claims.length === 0) return 0;
  const names = claims.map((c) => renamedClaim(c.name, from, to));
  // The status is checked again as the rows are written: a claim issued meanwhile keeps its title.
  const updated = await tx.$queryRaw<{ id: string }[]>`
    UPDATE claims c SET term = ${to}::"ClaimTerm", name = v.name, updated_at = ${now}
      FROM unnest(${claims.map((c) => c.id)}::uuid[], ${names}::text[]) AS v(id, name)
     WHERE c.id = v.id AND c.status IN ('draft', 'review', 'approved')
    RETURNING c.id`;
  const done = new Set(updated.map((r) => r.id));
  await tx.history.createMany({
    data: claims.flatMap((c, i) =>
      done.has(c.id)
        ? [
            {
              accountId: actor.accountId,
              actorUserId: actor.userId,
              actingAsSupport: actor.actingAsSupport,
              action: 'claim.retitled',
              projectId: c.contract.placements[0]?.projectId ?? null,
              contractId: c.contractId,
              claimId: c.id,
              details: { from: c.name, to: names[i]!, term: CLAIM_TERMS[to] },
            },
          ]
        : [],
    ),
  });
  return done.size;
}

/** The payer account's unissued certificates take the new word (their names are made from it). */
async function retitleCerts(tx: Tx, actor: Actor, to: CertTermKey, now: Date): Promise<number> {
  const updated = await tx.$queryRaw<{ id: string; claim_id: string; contract_id: string }[]>`
    UPDATE certificates ce SET term = ${to}::"CertTerm", updated_at = ${now}
      FROM contracts c
     WHERE c.id = ce.contract_id AND c.payer_account_id = ${actor.accountId}::uuid
       AND ce.status IN ('pending', 'draft', 'review', 'approved')
    RETURNING ce.id, ce.claim_id, ce.contract_id`;
  if (updated.length === 0) return 0;
  await tx.history.createMany({
    data: updated.map((r) => ({
      accountId: actor.accountId,
      actorUserId: actor.userId,
      actingAsSupport: actor.actingAsSupport,
      action: 'certificate.retitled',
      contractId: r.contract_id,
      claimId: r.claim_id,
      certId: r.id,
      details: { term: CERT_TERMS[to] },
    })),
  });
  return updated.length;
}
