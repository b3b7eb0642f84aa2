import 'server-only';
// The certificate side of a contract's ledger (lib/domain/ledger.ts): issued certificates in the
// order they were issued. Every reader of "previous certified" or "certified to date" — figures,
// contract totals, reports, the locks on certified items — takes it from here.
import type { Db, Tx } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import type { PriorDocument } from '../claims/claim-figures';

type Reader = Pick<Db | Tx, 'certificate'>;

/** Newest first: the order the ledger is read backwards in. */
export const LEDGER_ORDER = [
  { issuedAt: 'desc' },
  { certificateNumber: 'desc' },
] as const satisfies Prisma.CertificateOrderByWithRelationInput[];

const POSITION = {
  id: true,
  certificateNumber: true,
  certificateRef: true,
  term: true,
  issuedAt: true,
  hasRetention: true,
  claim: { select: { number: true, name: true, claimTo: true } },
  lines: { select: { lineItemId: true, toDateValue: true, reason: true } },
} as const;

export type LedgerCert = Prisma.CertificateGetPayload<{ select: typeof POSITION }>;

/** As the figures read a prior document: the claim period it values and its to-date lines. */
export function asPriorDocument(cert: LedgerCert | null): PriorDocument | null {
  return cert && { claimTo: cert.claim.claimTo, hasRetention: cert.hasRetention, lines: cert.lines };
}

/**
 * The certificate issued last before `before`; with `before` null (a document not issued yet), the
 * last one issued — the contract's certified position now.
 */
export function previousCertOnLedger(
  client: Reader,
  contractId: string,
  before: Date | null,
): Promise<LedgerCert | null> {
  return client.certificate.findFirst({
    where: { contractId, status: 'issued', ...(before ? { issuedAt: { lt: before } } : {}) },
    orderBy: LEDGER_ORDER,
    select: POSITION,
  });
}

/**
 * The newest claim the contract had certified before `before` (null: by now). A claim older than it
 * is an "earlier claim" (lib/domain/ledger.ts).
 */
export async function newestCertifiedClaim(
  client: Reader,
  contractId: string,
  before: Date | null,
): Promise<{ number: number; name: string } | null> {
  const cert = await client.certificate.findFirst({
    where: { contractId, status: 'issued', ...(before ? { issuedAt: { lt: before } } : {}) },
    orderBy: [{ claim: { number: 'desc' } }],
    select: { claim: { select: { number: true, name: true } } },
  });
  return cert?.claim ?? null;
}

/** A certificate's to-date value per line item. */
export const linesByItem = (lines: readonly { lineItemId: string; toDateValue: bigint }[]) =>
  new Map(lines.map((l) => [l.lineItemId, Number(l.toDateValue)] as const));
