import 'server-only';
// The dashboard's reads of the caller's placed contracts, their documents and its money flows, each
// one statement straight to the pool (selectRows): Prisma's nested read and its mapping of every
// claim, certificate and payment of a big account took seconds (issue 33). What each side may see:
// a claimer sees its own claims in every status and only the certificates issued on them; a
// certifier sees the claims served on it (never the claimer's drafts) and its own certificates in
// every status. Days are worked out in the account's calendar here, as dayIn would.
import { Prisma } from '@/lib/db/generated/client';
import { db, selectRows } from '@/lib/db/client';
import type {
  CertStatus,
  CertTerm,
  ClaimStatus,
  ContractSide,
  ContractStatus,
  ContractTier,
  Country,
} from '@/lib/db/generated/client';
import type { MoneyFlow } from '@/lib/domain/money-flows';
import type { Actor } from '../session/resolve-actor';
import { visiblePlacementSql } from '../permissions/visible-to-caller';
import { COUNTERPARTY_SQL } from '../parties/counterparty';

/** The caller's visible placements (of one contract, if given) as the CTE `placed`, and its account's `zone`. */
export function placed(actor: Actor, contractId?: string) {
  const one = contractId ? Prisma.sql`AND pl.contract_id = ${contractId}::uuid` : Prisma.empty;
  return Prisma.sql`
    placed AS (SELECT pl.contract_id, pl.side, pl.project_id FROM contract_placements pl
                WHERE pl.account_id = ${actor.accountId}::uuid ${one} AND ${visiblePlacementSql(actor)}),
    zone AS (SELECT time_zone FROM accounts WHERE id = ${actor.accountId}::uuid)`;
}

/** The documents a side sees: a certifier only the claims served on it, a claimer only issued certificates. */
export const SEEN_CLAIM = Prisma.sql`(pl.side = 'claim' OR cl.status IN ('issued', 'certified'))`;
export const SEEN_CERT = Prisma.sql`(pl.side = 'cert' OR ce.status = 'issued')`;
/**
 * The claims a figure needs one by one: those not certified yet (drafts to finish, claims to approve,
 * to issue, to certify), and the certified ones with an issued certificate the caller's account has
 * not paid in full (a payment that may be overdue). The rest count only in the sums.
 */
const openClaim = (accountId: string) => Prisma.sql`
  (cl.status <> 'certified'
   OR EXISTS (SELECT 1 FROM certificates oc
               WHERE oc.claim_id = cl.id AND oc.status = 'issued'
                 AND coalesce(oc.total_including_gst, 0) >
                     coalesce((SELECT sum(p.paid_amount) FROM payments p
                                WHERE p.cert_id = oc.id AND p.account_id = ${accountId}::uuid), 0)))`;

export const day = (column: string) =>
  Prisma.raw(`to_char(${column} AT TIME ZONE (SELECT time_zone FROM zone), 'YYYY-MM-DD')`);

export interface ContractRow {
  side: ContractSide;
  projectId: string;
  projectName: string;
  id: string;
  name: string;
  contractNumber: string | null;
  status: ContractStatus;
  timeZone: string;
  country: Country;
  region: string | null;
  contractTier: ContractTier;
  paymentTermsId: string | null;
  counterparty: string | null;
  /** Whether the side sees any claim on it. */
  hasClaims: boolean;
  /** When the latest claim the side sees (by number) was served. */
  lastServedAt: Date | null;
}

/** The placements, by project then contract name, with the other party's name as the side sees it. */
export function readContracts(actor: Actor, contractId?: string) {
  return selectRows<ContractRow>(
    db(),
    Prisma.sql`
      WITH ${placed(actor, contractId)}
      SELECT pl.side, p.id AS "projectId", p.name AS "projectName", c.id, c.name,
             c.contract_number AS "contractNumber", c.status, c.time_zone AS "timeZone", c.country, c.region,
             c.contract_tier AS "contractTier",
             (SELECT t.id FROM payment_terms t WHERE t.contract_id = c.id) AS "paymentTermsId",
             ${COUNTERPARTY_SQL} AS counterparty,
             EXISTS (SELECT 1 FROM claims cl WHERE cl.contract_id = c.id AND ${SEEN_CLAIM}) AS "hasClaims",
             (SELECT cl.served_at FROM claims cl WHERE cl.contract_id = c.id AND ${SEEN_CLAIM}
               ORDER BY cl.number DESC LIMIT 1) AS "lastServedAt"
        FROM placed pl
        JOIN contracts c ON c.id = pl.contract_id
        JOIN projects p ON p.id = pl.project_id
       ORDER BY p.name, c.name`,
  );
}

export interface ClaimRow {
  side: ContractSide;
  contractId: string;
  id: string;
  number: number;
  name: string;
  status: ClaimStatus;
  claimFrom: Date;
  claimTo: Date;
  claimDueDate: Date;
  certDueDate: Date;
  paymentDueDate: Date;
  servedAt: Date | null;
  netThisClaim: bigint | null;
  totalIncludingGst: bigint | null;
  updatedAt: Date;
  servedOn: string | null;
  /** The day it was served in the contract's calendar (what deadlineClaim works out). */
  servedOnContract: string | null;
}

/** Each placement's open claims (openClaim) the side sees, in number order. */
export function readClaims(actor: Actor, contractId?: string) {
  return selectRows<ClaimRow>(
    db(),
    Prisma.sql`
      WITH ${placed(actor, contractId)}
      SELECT pl.side, cl.contract_id AS "contractId", cl.id, cl.number, cl.name, cl.status,
             cl.claim_from AS "claimFrom", cl.claim_to AS "claimTo", cl.claim_due_date AS "claimDueDate",
             cl.cert_due_date AS "certDueDate", cl.payment_due_date AS "paymentDueDate",
             cl.served_at AS "servedAt", cl.net_this_claim AS "netThisClaim",
             cl.total_including_gst AS "totalIncludingGst", cl.updated_at AS "updatedAt",
             ${day('cl.served_at')} AS "servedOn",
             to_char(cl.served_at AT TIME ZONE c.time_zone, 'YYYY-MM-DD') AS "servedOnContract"
        FROM placed pl
        JOIN contracts c ON c.id = pl.contract_id
        JOIN claims cl ON cl.contract_id = pl.contract_id
       WHERE ${SEEN_CLAIM} AND ${openClaim(actor.accountId)}
       ORDER BY cl.contract_id, cl.number`,
  );
}

export interface CertRow {
  side: ContractSide;
  claimId: string;
  id: string;
  number: number;
  certificateRef: string | null;
  term: CertTerm;
  status: CertStatus;
  servedAt: Date | null;
  netThisCert: bigint | null;
  totalIncludingGst: bigint | null;
  updatedAt: Date;
  issuedOn: string | null;
  /** What the caller's account recorded as paid against it. */
  paid: bigint;
}

/** The certificates the side sees on the open claims it sees, in number order. */
export function readCerts(actor: Actor, contractId?: string) {
  return selectRows<CertRow>(
    db(),
    Prisma.sql`
      WITH ${placed(actor, contractId)}
      SELECT pl.side, ce.claim_id AS "claimId", ce.id, ce.certificate_number AS number,
             ce.certificate_ref AS "certificateRef", ce.term, ce.status, ce.issued_at AS "servedAt",
             ce.net_this_cert AS "netThisCert", ce.total_including_gst AS "totalIncludingGst",
             ce.updated_at AS "updatedAt", ${day('ce.issued_at')} AS "issuedOn",
             coalesce((SELECT sum(p.paid_amount) FROM payments p
                        WHERE p.cert_id = ce.id AND p.account_id = ${actor.accountId}::uuid), 0)::bigint AS paid
        FROM placed pl
        JOIN claims cl ON cl.contract_id = pl.contract_id
        JOIN certificates ce ON ce.claim_id = cl.id
       WHERE ${SEEN_CLAIM} AND ${openClaim(actor.accountId)} AND ${SEEN_CERT}
       ORDER BY ce.claim_id, ce.certificate_number`,
  );
}

export interface FlowRow {
  side: ContractSide;
  projectId: string;
  flow: MoneyFlow;
  /** yyyy-MM, in the account's calendar. */
  month: string;
  /** Claims and certificates with GST; payments as recorded. */
  amount: bigint;
  /** Claims and certificates net of GST; payments as recorded. */
  net: bigint;
  /** How many documents or payments. */
  count: number;
}

/**
 * What was claimed (served), certified (issued) and paid (by the caller's account), summed by side,
 * project and month: the claims and certificates the side sees, with the totals they were issued
 * with; every payment the account recorded against a certificate of the contract.
 */
export function readFlows(actor: Actor, contractId?: string) {
  const month = (column: string) =>
    Prisma.raw(`to_char(${column} AT TIME ZONE (SELECT time_zone FROM zone), 'YYYY-MM')`);
  return selectRows<FlowRow>(
    db(),
    Prisma.sql`
      WITH ${placed(actor, contractId)}
      SELECT side, project_id AS "projectId", flow, month, coalesce(sum(amount), 0)::bigint AS amount,
             coalesce(sum(net), 0)::bigint AS net, count(*)::int AS count
        FROM (SELECT pl.side, pl.project_id, 'claimed' AS flow, ${month('cl.served_at')} AS month,
                     cl.total_including_gst AS amount, cl.net_this_claim AS net
                FROM placed pl JOIN claims cl ON cl.contract_id = pl.contract_id
               WHERE cl.served_at IS NOT NULL AND ${SEEN_CLAIM}
              UNION ALL
              SELECT pl.side, pl.project_id, 'certified', ${month('ce.issued_at')},
                     ce.total_including_gst, ce.net_this_cert
                FROM placed pl
                JOIN claims cl ON cl.contract_id = pl.contract_id
                JOIN certificates ce ON ce.claim_id = cl.id
               WHERE ce.status = 'issued' AND ce.issued_at IS NOT NULL AND ${SEEN_CLAIM}
              UNION ALL
              SELECT pl.side, pl.project_id, 'paid', to_char(p.paid_on, 'YYYY-MM'), p.paid_amount, p.paid_amount
                FROM placed pl
                JOIN certificates ce ON ce.contract_id = pl.contract_id
                JOIN payments p ON p.cert_id = ce.id AND p.account_id = ${actor.accountId}::uuid) f
       GROUP BY side, project_id, flow, month`,
  );
}

export interface ReceivedDayRow {
  /** The day served in the contract's calendar (deadline-claim.ts), else the claim's due date. */
  day: string;
  count: number;
  amount: bigint;
}

/**
 * The claims served on the caller's cert contracts that take claims (not drafts), counted and their
 * totals summed by the day each was served: the claims-received card's periods.
 */
export function readReceivedDays(actor: Actor, contractId?: string) {
  return selectRows<ReceivedDayRow>(
    db(),
    Prisma.sql`
      WITH ${placed(actor, contractId)}
      SELECT coalesce(to_char(cl.served_at AT TIME ZONE c.time_zone, 'YYYY-MM-DD'),
                      to_char(cl.claim_due_date, 'YYYY-MM-DD')) AS day,
             count(*)::int AS count, coalesce(sum(cl.total_including_gst), 0)::bigint AS amount
        FROM placed pl
        JOIN contracts c ON c.id = pl.contract_id AND c.status <> 'draft'
        JOIN claims cl ON cl.contract_id = pl.contract_id
       WHERE pl.side = 'cert' AND ${SEEN_CLAIM}
       GROUP BY 1`,
  );
}
