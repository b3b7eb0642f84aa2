import 'server-only';
// The line-item evidence a claim's or certificate's page shows beside its schedule (components/
// line-evidence): the caller's own, editable, and what the other party shared with the document,
// read only — loaded once through the same service the evidence endpoints use.
import { AppError } from '@/lib/errors/app-error';
import { toJson } from '@/components/claims/claim-json';
import type { EvidenceSource } from '@/components/line-evidence/evidence-json';
import type { CertIds, ClaimIds } from '@/lib/paths/page-paths';
import { certApi, claimApi, receivedClaimApi } from '@/lib/paths/api-paths';
import type { Actor } from '@/lib/server/session/resolve-actor';
import { readDocumentEvidence } from '@/lib/server/line-evidence/list-line-evidence';

const claimRef = (ids: ClaimIds) => ({
  projectId: ids.projectId,
  contractId: ids.contractId,
  claimId: ids.claimId,
});

/** The payee's own claim: its evidence, shared with the certifier or internal. */
export async function ownClaimEvidence(actor: Actor, ids: ClaimIds): Promise<EvidenceSource[]> {
  const evidence = await readDocumentEvidence(actor, { document: 'claim', ref: claimRef(ids) });
  return [
    {
      key: 'own',
      title: 'Your evidence',
      base: claimApi(ids, 'lineitem'),
      otherParty: 'the certifier',
      term: 'claim',
      evidence: toJson(evidence),
    },
  ];
}

/**
 * What the claimer shared with a claim served on the payer. A claim pulled back to draft since
 * shows nothing (the service answers 404 for it): the payer's certificate pages still open.
 */
export async function servedClaimEvidence(actor: Actor, ids: ClaimIds): Promise<EvidenceSource[]> {
  const evidence = await readDocumentEvidence(actor, { document: 'served_claim', ref: claimRef(ids) }).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found') return null;
      throw error;
    },
  );
  if (!evidence) return [];
  return [
    {
      key: 'claimer',
      title: 'Shared by the claimer',
      base: receivedClaimApi(ids, 'lineitem'),
      otherParty: 'the certifier',
      term: 'claim',
      evidence: toJson(evidence),
    },
  ];
}

/**
 * A certificate: the payer's own evidence, then what the claimer shared with the claim it
 * certifies; for the claimer, what the certifier shared with the issued certificate.
 */
export async function certEvidence(actor: Actor, ids: CertIds, side: 'payer' | 'claimer') {
  const ref = { ...claimRef(ids), certId: ids.certId };
  const evidence = toJson(await readDocumentEvidence(actor, { document: 'cert', ref }));
  if (side === 'claimer') {
    const shared: EvidenceSource = {
      key: 'certifier',
      title: 'Shared by the certifier',
      base: certApi(ids, 'lineitem'),
      otherParty: 'the claimer',
      term: 'certificate',
      evidence,
    };
    return [shared];
  }
  const own: EvidenceSource = {
    key: 'own',
    title: 'Your evidence',
    base: certApi(ids, 'lineitem'),
    otherParty: 'the claimer',
    term: 'certificate',
    evidence,
  };
  return [own, ...(await servedClaimEvidence(actor, ids))];
}
