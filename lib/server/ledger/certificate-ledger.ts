import 'server-only';
// The certificate side of a contract's ledger (lib/domain/ledger.ts): issued certificates in the
// order they were issued. Every reader of "previous certified" or "certified to date" — figures,
// contract totals, reports, the locks on certified items — takes it from here.
import type { Db, Tx } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import type { PriorDocument } from '../claims/claim-figures';

type Reader = Pick<Db | Tx, 'certificate' | '$queryRaw'>;

/** Newest first: the order the ledger is read backwards in. */
export const LEDGER_ORDER = [
  { issuedAt: 'desc' },
  { certificateNumber: 'desc' },
] as const satisfies Prisma.CertificateOrderByWithRelationInput[];

/** What a ledger certificate carries, as a Prisma select (previousCertOnLedger reads the same in SQL). */
export const LEDGER_POSITION = {
  id: true,
  certificateNumber: true,
  certificateRef: true,
  term: true,
  issuedAt: true,
  hasRetention: true,
  claim: { select: { number: true, name: true, claimTo: true } },
  lines: { select: { lineItemId: true, toDateValue: true, reason: true } },
} as const;

export type LedgerCert = Prisma.CertificateGetPayload<{ select: typeof LEDGER_POSITION }>;

/** As the figures read a prior document: the claim period it values and its to-date lines. */
export function asPriorDocument(cert: LedgerCert | null): PriorDocument | null {
  return cert && { claimTo: cert.claim.claimTo, hasRetention: cert.hasRetention, lines: cert.lines };
}

/** previousCertOnLedger's row: the certificate, its claim and its lines (as JSON, to-date cents as text). */
interface LedgerRow {
  id: string;
  certificateNumber: number;
  certificateRef: string | null;
  term: LedgerCert['term'];
  issuedAt: Date | null;
  hasRetention: boolean;
  claimNumber: number;
  claimName: string;
  claimTo: Date;
  lines: { lineItemId: string; toDateValue: string; reason: string | null }[];
}

/**
 * The certificate issued last before `before`; with `before` null (a document not issued yet), the
 * last one issued — the contract's certified position now. One statement: with Prisma's select of
 * the claim and the lines it was three, sent even when there was no certificate.
 */
export async function previousCertOnLedger(
  client: Reader,
  contractId: string,
  before: Date | null,
): Promise<LedgerCert | null> {
  // LEDGER_ORDER: issued_at then certificate_number, newest first.
  const rows = await client.$queryRaw<LedgerRow[]>`
    SELECT c.id, c.certificate_number AS "certificateNumber", c.certificate_ref AS "certificateRef",
           c.term::text AS term, c.issued_at AS "issuedAt", c.has_retention AS "hasRetention",
           cl.number AS "claimNumber", cl.name AS "claimName", cl.claim_to AS "claimTo",
           COALESCE((SELECT json_agg(json_build_object('lineItemId', l.line_item_id,
                                                       'toDateValue', l.to_date_value::text,
                                                       'reason', l.reason))
                     FROM cert_line_items l WHERE l.cert_id = c.id), '[]'::json) AS lines
    FROM certificates c JOIN claims cl ON cl.id = c.claim_id
    WHERE c.contract_id = ${contractId}::uuid AND c.status = 'issued'
      AND (${before}::timestamptz IS NULL OR c.issued_at < ${before}::timestamptz)
    ORDER BY c.issued_at DESC, c.certificate_number DESC
    LIMIT 1`;
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    certificateNumber: row.certificateNumber,
    certificateRef: row.certificateRef,
    term: row.term,
    issuedAt: row.issuedAt,
    hasRetention: row.hasRetention,
    claim: { number: row.claimNumber, name: row.claimName, claimTo: row.claimTo },
    lines: row.lines.map((l) => ({
      lineItemId: l.lineItemId,
      toDateValue: BigInt(l.toDateValue),
      reason: l.reason,
    })),
  };
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
  // One statement (Prisma's select of the claim sent two, the second even when nothing matched).
  const rows = await client.$queryRaw<{ number: number; name: string }[]>`
    SELECT cl.number, cl.name
    FROM certificates c JOIN claims cl ON cl.id = c.claim_id
    WHERE c.contract_id = ${contractId}::uuid AND c.status = 'issued'
      AND (${before}::timestamptz IS NULL OR c.issued_at < ${before}::timestamptz)
    ORDER BY cl.number DESC
    LIMIT 1`;
  return rows[0] ?? null;
}

/** A certificate's to-date value per line item. */
export const linesByItem = (lines: readonly { lineItemId: string; toDateValue: bigint }[]) =>
  new Map(lines.map((l) => [l.lineItemId, Number(l.toDateValue)] as const));
