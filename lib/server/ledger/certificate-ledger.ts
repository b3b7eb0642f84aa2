import 'server-only';
// The certificate side of a contract's ledger (lib/domain/ledger.ts): issued certificates in the
// order they were issued. Every reader of "previous certified" or "certified to date" — figures,
// contract totals, reports, the locks on certified items — takes it from here.
import { selectAnswers, type Db, type Tx } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import type { PriorDocument } from '../claims/claim-figures';

type Reader = Db | Tx;

/**
 * A value a ledger question compares with: known already (a loaded row's), or a scalar subquery
 * that reads it in the same statement (a read begun from the path's ids: claim-figures.ts).
 */
export type SqlValue<T> = T | Prisma.Sql;

/** Newest first: the order the ledger is read backwards in. */
export const LEDGER_ORDER = [
  { servedAt: 'desc' },
  { number: 'desc' },
] as const satisfies Prisma.CertificateOrderByWithRelationInput[];

/** What a ledger certificate carries, as a Prisma select (previousCertOnLedger reads the same in SQL). */
export const LEDGER_POSITION = {
  id: true,
  number: true,
  certificateRef: true,
  term: true,
  servedAt: true,
  hasRetention: true,
  claim: { select: { number: true, name: true, claimTo: true } },
  lines: { select: { lineItemId: true, toDateValue: true, reason: true } },
} as const;

export type LedgerCert = Prisma.CertificateGetPayload<{ select: typeof LEDGER_POSITION }> & {
  /**
   * The date it was valued at (lib/domain/ledger.ts valuationDate): the latest claim period end of
   * the certificates issued up to and including it. Later than its own claim's period end when it
   * answered an earlier claim.
   */
  valuedTo: Date;
};

/** As the figures read a prior document: the date it was valued at and its to-date lines. */
export function asPriorDocument(cert: LedgerCert | null): PriorDocument | null {
  return cert && { valuedTo: cert.valuedTo, hasRetention: cert.hasRetention, lines: cert.lines };
}

/** A ledger certificate as previousCertSql's JSON gives it (dates as text, to-date cents as text). */
export interface LedgerJson {
  id: string;
  number: number;
  certificateRef: string | null;
  term: LedgerCert['term'];
  servedAt: string | null;
  hasRetention: boolean;
  claimNumber: number;
  claimName: string;
  claimTo: string;
  valuedTo: string;
  /**
   * [line item, to-date cents as text, reason]: arrays, not objects, on a schedule of thousands.
   * Null when previousCertSql was told the caller already has them (`linesSince`).
   */
  lines: [string, string, string | null][] | null;
}

const issuedBefore = (contractId: string, before: SqlValue<Date | null>) => Prisma.sql`
  c.contract_id = ${contractId}::uuid AND c.status = 'issued'
  AND (${before}::timestamptz IS NULL OR c.issued_at < ${before}::timestamptz)`;

/**
 * The date the issued certificate `alias` was valued at (LedgerCert's valuedTo): the latest claim
 * period end among the certificates issued up to and including it, in ledger order. Derived, not
 * stored, so it is the same for every reader and needs nothing written at issue.
 */
export const valuedToSql = (alias: string) => {
  const c = Prisma.raw(alias);
  return Prisma.sql`
    SELECT max(vcl.claim_to)
    FROM certificates vc JOIN claims vcl ON vcl.id = vc.claim_id
    WHERE vc.contract_id = ${c}.contract_id AND vc.status = 'issued'
      AND (vc.issued_at, vc.certificate_number) <= (${c}.issued_at, ${c}.certificate_number)`;
};

/**
 * The certificate issued last before `before` as one JSON value (null: none); with `before` null (a
 * document not issued yet), the last one issued — the contract's certified position now. A scalar
 * subquery, so a read can ask for it beside its other ledger questions in one statement (selectAnswers).
 *
 * `linesSince`: its lines only if it was issued at or after that time (else `lines` is null). A
 * certificate's read also asks for the one issued last before its claim was served: when this one
 * was issued before then too, it is that same certificate, whose lines the read already has.
 */
export function previousCertSql(
  contractId: string,
  before: SqlValue<Date | null>,
  linesSince: SqlValue<Date | null> = null,
): Prisma.Sql {
  // LEDGER_ORDER: issued_at then certificate_number, newest first.
  return Prisma.sql`(
    SELECT json_build_object(
             'id', c.id, 'number', c.certificate_number, 'certificateRef', c.certificate_ref,
             'term', c.term, 'servedAt', c.issued_at, 'hasRetention', c.has_retention,
             'claimNumber', cl.number, 'claimName', cl.name, 'claimTo', cl.claim_to,
             'valuedTo', (${valuedToSql('c')}),
             'lines', CASE WHEN ${linesSince}::timestamptz IS NULL OR c.issued_at >= ${linesSince}::timestamptz
                      THEN COALESCE((SELECT json_agg(json_build_array(l.line_item_id, l.to_date_value::text,
                                                                      l.reason))
                                     FROM cert_line_items l WHERE l.cert_id = c.id), '[]'::json) END)
    FROM certificates c JOIN claims cl ON cl.id = c.claim_id
    WHERE ${issuedBefore(contractId, before)}
    ORDER BY c.issued_at DESC, c.certificate_number DESC
    LIMIT 1)`;
}

/**
 * previousCertSql's value as the figures read it; `same`: the certificate whose lines it left out
 * (its `linesSince`), which is then this one.
 */
export function ledgerCertOf(row: LedgerJson | null, same: LedgerCert | null = null): LedgerCert | null {
  if (!row) return null;
  if (row.lines === null) {
    if (same?.id !== row.id) throw new Error(`Ledger certificate ${row.id} came without its lines`);
    return same;
  }
  return {
    id: row.id,
    number: row.number,
    certificateRef: row.certificateRef,
    term: row.term,
    servedAt: row.servedAt === null ? null : new Date(row.servedAt),
    hasRetention: row.hasRetention,
    // A DATE column: midnight UTC, as Prisma maps it.
    claim: { number: row.claimNumber, name: row.claimName, claimTo: new Date(row.claimTo) },
    valuedTo: new Date(row.valuedTo),
    lines: row.lines.map(([lineItemId, toDateValue, reason]) => ({
      lineItemId,
      toDateValue: BigInt(toDateValue),
      reason,
    })),
  };
}

/**
 * The newest claim the contract had certified before `before` (null: by now), as JSON. A claim
 * older than it is an "earlier claim" (lib/domain/ledger.ts).
 */
export function newestCertifiedSql(contractId: string, before: SqlValue<Date | null>): Prisma.Sql {
  return Prisma.sql`(
    SELECT json_build_object('number', cl.number, 'name', cl.name)
    FROM certificates c JOIN claims cl ON cl.id = c.claim_id
    WHERE ${issuedBefore(contractId, before)}
    ORDER BY cl.number DESC
    LIMIT 1)`;
}

/** The certificate issued last before `before` (see previousCertSql), on its own. */
export async function previousCertOnLedger(
  client: Reader,
  contractId: string,
  before: Date | null,
): Promise<LedgerCert | null> {
  const { cert } = await selectAnswers(client, { cert: previousCertSql(contractId, before) });
  return ledgerCertOf(cert as LedgerJson | null);
}

/** The newest claim certified before `before` (see newestCertifiedSql), on its own. */
export async function newestCertifiedClaim(
  client: Reader,
  contractId: string,
  before: Date | null,
): Promise<{ number: number; name: string } | null> {
  const { claim } = await selectAnswers(client, { claim: newestCertifiedSql(contractId, before) });
  return claim as { number: number; name: string } | null;
}

/** A certificate's to-date value per line item. */
export const linesByItem = (lines: readonly { lineItemId: string; toDateValue: bigint }[]) =>
  new Map(lines.map((l) => [l.lineItemId, Number(l.toDateValue)] as const));
