import 'server-only';
// The retention report as CSV: one row per contract of the caller's account on one side — the
// retention it holds (side cert) or that is held from it (side claim) — as its latest issued
// certificate fixes it: retained, released at practical completion and at the end of the defects
// liability period, held, and what is due for release on the PCD and DLP end dates. A contract
// with no issued certificate yet has nothing retained. Three statements a batch of 500 contracts,
// side by side, after one listing them.
import { db, selectRows } from '@/lib/db/client';
import {
  Prisma,
  type CertTerm,
  type Contract,
  type LineItem as LineItemRow,
  type RetentionRule,
} from '@/lib/db/generated/client';
import { modelColumns, modelOf } from '@/lib/db/model-rows';
import { csvMoney } from '@/lib/domain/csv-write';
import { certificateName } from '@/lib/domain/document-terms';
import type { Actor } from '../session/resolve-actor';
import { dayIn } from '@/lib/domain/zoned-dates';
import { visiblePlacements } from '../permissions/visible-to-caller';
import { retentionPosition } from './retention-position';
import { counterpartyName } from '../parties/counterparty';

export const RETENTION_COLUMNS = [
  'Project',
  'Contract',
  'Contract number',
  'Counterparty',
  'Contract status',
  'Latest certificate',
  'Certified gross to date',
  'Retained to date',
  'Released at practical completion',
  'Released at end of defects period',
  'Retention held',
  'Practical completion date',
  'Due for release at practical completion',
  'Defects period end date',
  'Due for release at end of defects period',
  'Retention account',
] as const;

function groupBy<T>(list: T[], key: (t: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

interface LatestCert {
  id: string;
  number: number;
  term: CertTerm;
  hasRetention: boolean;
  claim: { claimTo: Date };
  /**
   * The latest period end any issued certificate reached (lib/domain/ledger.ts valuationDate): the
   * last issued may answer an earlier claim than one before it.
   */
  valuedTo: Date;
}

type PositionContract = Contract & {
  retention: RetentionRule | null;
  payerAccount: { name: string } | null;
  payeeAccount: { name: string } | null;
  payerCompany: { name: string } | null;
  payeeCompany: { name: string } | null;
};

/** The placements of a batch, by id, in the order given (`k.n`). */
const placedBatch = (placementIds: string[]) =>
  Prisma.sql`unnest(${placementIds}::uuid[]) WITH ORDINALITY AS k(id, n)
    JOIN contract_placements pl ON pl.id = k.id`;

/**
 * Each contract's certified position: the certificate issued last (lib/server/ledger/
 * certificate-ledger.ts LEDGER_ORDER: issued_at then number, newest first), read by the contract's
 * own index, so an account of 40,000 certificates reads one per contract, not all of them.
 */
const latestIssuedSql = Prisma.sql`LATERAL (
  SELECT ce.id, ce.certificate_number, ce.term, ce.has_retention, ce.claim_id
    FROM certificates ce
   WHERE ce.contract_id = pl.contract_id AND ce.status = 'issued'
   ORDER BY ce.issued_at DESC, ce.certificate_number DESC
   LIMIT 1) ce`;

const PARTY = (column: string, table: 'accounts' | 'companies', alias: string) =>
  Prisma.raw(`(SELECT t.name FROM ${table} t WHERE t.id = c.${column}) AS "${alias}"`);

interface PlacedRow extends Record<string, unknown> {
  side: 'cert' | 'claim';
  project_id: string;
  project_name: string;
  payer_account: string | null;
  payee_account: string | null;
  payer_company: string | null;
  payee_company: string | null;
  cert_id: string | null;
  cert_number: number | null;
  cert_term: CertTerm | null;
  has_retention: boolean | null;
  claim_to: Date | null;
  valued_to: Date | null;
}

/**
 * A batch of placements, each with its project, its contract with retention rule and parties'
 * names, and its latest issued certificate; beside it, the batch's line items and those
 * certificates' lines: three statements side by side, from the placements' ids alone.
 */
async function readBatch(placementIds: string[]) {
  const named = (r: string | null) => (r === null ? null : { name: r });
  const [placed, items, lines] = await Promise.all([
    selectRows<PlacedRow>(
      db(),
      Prisma.sql`
        SELECT pl.side::text AS side, p.id AS project_id, p.name AS project_name,
               ${modelColumns('c', Prisma.ContractScalarFieldEnum)},
               ${modelColumns('r', Prisma.RetentionRuleScalarFieldEnum)},
               ${PARTY('payer_account_id', 'accounts', 'payer_account')},
               ${PARTY('payee_account_id', 'accounts', 'payee_account')},
               ${PARTY('payer_company_id', 'companies', 'payer_company')},
               ${PARTY('payee_company_id', 'companies', 'payee_company')},
               ce.id AS cert_id, ce.certificate_number AS cert_number, ce.term::text AS cert_term,
               ce.has_retention, (SELECT cl.claim_to FROM claims cl WHERE cl.id = ce.claim_id) AS claim_to,
               (SELECT max(cl.claim_to) FROM certificates ic JOIN claims cl ON cl.id = ic.claim_id
                 WHERE ic.contract_id = c.id AND ic.status = 'issued') AS valued_to
          FROM ${placedBatch(placementIds)}
          JOIN projects p ON p.id = pl.project_id
          JOIN contracts c ON c.id = pl.contract_id
          LEFT JOIN retention_rules r ON r.contract_id = c.id
          LEFT JOIN ${latestIssuedSql} ON true
         ORDER BY k.n`,
    ),
    selectRows<Record<string, unknown>>(
      db(),
      Prisma.sql`SELECT ${modelColumns('li', Prisma.LineItemScalarFieldEnum)}
                   FROM ${placedBatch(placementIds)} JOIN line_items li ON li.contract_id = pl.contract_id`,
    ),
    selectRows<{ certId: string; lineItemId: string; toDateValue: bigint }>(
      db(),
      Prisma.sql`SELECT l.cert_id AS "certId", l.line_item_id AS "lineItemId", l.to_date_value AS "toDateValue"
                   FROM ${placedBatch(placementIds)} CROSS JOIN ${latestIssuedSql}
                   JOIN cert_line_items l ON l.cert_id = ce.id`,
    ),
  ]);
  return {
    placements: placed.map((row) => ({
      side: row.side,
      project: { id: row.project_id, name: row.project_name },
      contract: {
        ...modelOf<Contract>(row, 'c', Prisma.ContractScalarFieldEnum)!,
        retention: modelOf<RetentionRule>(row, 'r', Prisma.RetentionRuleScalarFieldEnum),
        payerAccount: named(row.payer_account),
        payeeAccount: named(row.payee_account),
        payerCompany: named(row.payer_company),
        payeeCompany: named(row.payee_company),
      } satisfies PositionContract,
      cert:
        row.cert_id === null
          ? null
          : ({
              id: row.cert_id,
              number: row.cert_number!,
              term: row.cert_term!,
              hasRetention: row.has_retention!,
              claim: { claimTo: row.claim_to! },
              valuedTo: row.valued_to!,
            } satisfies LatestCert),
    })),
    items: items.map((row) => modelOf<LineItemRow>(row, 'li', Prisma.LineItemScalarFieldEnum)!),
    lines,
  };
}

/**
 * Each contract's retention position on one side (or both, with `side` undefined), in three
 * statements however many contracts and certificates: the report below and the dashboard's
 * retention summary read these.
 */
export const retentionPositions = async (actor: Actor, side?: 'cert' | 'claim') =>
  positionsOf(await placedIds(actor, side));

/** The placements of the positions: every contract on the side but drafts, which hold nothing. */
const placedWhere = (actor: Actor, side?: 'cert' | 'claim'): Prisma.ContractPlacementWhereInput => ({
  ...visiblePlacements(actor, side),
  contract: { status: { not: 'draft' } },
});

/** The placements' ids, by project, then contract. */
async function placedIds(actor: Actor, side?: 'cert' | 'claim') {
  const placements = await db().contractPlacement.findMany({
    where: placedWhere(actor, side),
    orderBy: [{ project: { name: 'asc' } }, { contract: { name: 'asc' } }, { id: 'asc' }],
    select: { id: true },
  });
  return placements.map((p) => p.id);
}

/** The report's positions are read this many contracts at a time. */
const REPORT_BATCH = 500;

async function positionsOf(placementIds: string[]) {
  if (placementIds.length === 0) return [];
  const { placements, items, lines } = await readBatch(placementIds);
  const itemsOf = groupBy(items, (i) => i.contractId);
  const linesOf = groupBy(lines, (l) => l.certId);
  return placements.map(({ side: placed, project, contract: c, cert }) => ({
    side: placed,
    project,
    contract: c,
    counterparty: counterpartyName(placed, c),
    cert,
    position: cert
      ? retentionPosition(c, itemsOf.get(c.id) ?? [], {
          hasRetention: cert.hasRetention,
          valuedTo: cert.valuedTo,
          lines: linesOf.get(cert.id) ?? [],
        })
      : null,
  }));
}

/**
 * The positions a batch of contracts at a time, in the report's order: the placements' ids are
 * read first (the keyset, in order), then each batch's positions as retentionPositions reads them,
 * so the report's memory and each read stay bounded however many contracts the account has.
 */
async function positionBatches(actor: Actor, side: 'cert' | 'claim') {
  const ids = await placedIds(actor, side);
  return (async function* () {
    for (let start = 0; start < ids.length; start += REPORT_BATCH) {
      yield await positionsOf(ids.slice(start, start + REPORT_BATCH));
    }
  })();
}

type Position = Awaited<ReturnType<typeof positionsOf>>[number];

function reportRow({ project, contract: c, counterparty, cert, position: p }: Position) {
  const money = (cents: number | undefined) => csvMoney(cents ?? 0);
  return [
    project.name,
    c.name,
    c.contractNumber,
    counterparty ?? '',
    c.status,
    cert ? certificateName({ term: cert.term, number: cert.number }) : '',
    money(p?.grossToDate),
    money(p?.retained),
    money(p?.pcdReleased),
    money(p?.dlpReleased),
    money(p?.held),
    p?.pcdDate ?? '',
    money(p?.pcdDue),
    p?.dlpEnd ?? '',
    money(p?.dlpDue),
    c.retention?.retentionAccount ?? '',
  ];
}

/**
 * The report's file name and its rows, a batch at a time (streamed: csv-stream.ts). The contracts
 * are listed before this answers, so the report's reads after it are its batches' only.
 */
export async function retentionReport(actor: Actor, side: 'cert' | 'claim', now = new Date()) {
  const [account, batches] = await Promise.all([
    db().account.findUniqueOrThrow({ where: { id: actor.accountId }, select: { timeZone: true } }),
    positionBatches(actor, side),
  ]);
  return {
    filename: `retention-report-${side === 'cert' ? 'held' : 'held-from-us'}-${dayIn(now, account.timeZone)}.csv`,
    header: RETENTION_COLUMNS,
    rows: (async function* () {
      for await (const batch of batches) yield batch.map(reportRow);
    })(),
  };
}
