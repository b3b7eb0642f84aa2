import 'server-only';
// The retention report as CSV: one row per contract of the caller's account on one side — the
// retention it holds (side cert) or that is held from it (side claim) — as its latest issued
// certificate fixes it: retained, released at practical completion and at the end of the defects
// liability period, held, and what is due for release on the PCD and DLP end dates. A contract
// with no issued certificate yet has nothing retained. Four queries, however many contracts.
import { db } from '@/lib/db/client';
import type { CertTerm, Prisma } from '@/lib/db/generated/client';
import { csvMoney } from '@/lib/domain/csv-write';
import { certificateName } from '@/lib/domain/document-terms';
import type { Actor } from '../session/resolve-actor';
import { dayIn } from '@/lib/domain/zoned-dates';
import { visiblePlacements } from '../permissions/visible-to-caller';
import { retentionPosition } from './retention-position';
import { counterpartyName, PARTY_NAMES } from '../contracts/counterparty';

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
  contractId: string;
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

/**
 * Each contract's certified position: the certificate issued last (lib/server/ledger/certificate-ledger.ts LEDGER_ORDER: issued_at then
 * number, newest first). One statement reading each contract's own certificates by its index, so
 * an account of 40,000 certificates reads one per contract, not all of them.
 */
async function latestIssuedCerts(contractIds: string[]): Promise<Map<string, LatestCert>> {
  const rows = await db().$queryRaw<(Omit<LatestCert, 'claim'> & { claimTo: Date })[]>`
    SELECT ce.id, ce.contract_id AS "contractId", ce.certificate_number AS number, ce.term::text AS term,
           ce.has_retention AS "hasRetention", ce.claim_to AS "claimTo", v.valued_to AS "valuedTo"
      FROM unnest(${contractIds}::uuid[]) AS k(id)
     CROSS JOIN LATERAL (
           SELECT c.id, c.contract_id, c.certificate_number, c.term, c.has_retention, cl.claim_to
             FROM certificates c JOIN claims cl ON cl.id = c.claim_id
            WHERE c.contract_id = k.id AND c.status = 'issued'
            ORDER BY c.issued_at DESC, c.certificate_number DESC
            LIMIT 1) ce
     CROSS JOIN LATERAL (
           SELECT max(cl.claim_to) AS valued_to
             FROM certificates c JOIN claims cl ON cl.id = c.claim_id
            WHERE c.contract_id = k.id AND c.status = 'issued') v`;
  return new Map(rows.map(({ claimTo, ...r }) => [r.contractId, { ...r, claim: { claimTo } }]));
}

/**
 * Each contract's retention position on one side (or both, with `side` undefined), in four queries
 * however many contracts and certificates: the report below and the dashboard's retention summary read these.
 */
export const retentionPositions = (actor: Actor, side?: 'cert' | 'claim') =>
  positionsOf(placedWhere(actor, side));

/** The placements of the positions: every contract on the side but drafts, which hold nothing. */
const placedWhere = (actor: Actor, side?: 'cert' | 'claim'): Prisma.ContractPlacementWhereInput => ({
  ...visiblePlacements(actor, side),
  contract: { status: { not: 'draft' } },
});

/** By project, then contract. */
const PLACED_ORDER = [
  { project: { name: 'asc' } },
  { contract: { name: 'asc' } },
  { id: 'asc' },
] as const satisfies Prisma.ContractPlacementOrderByWithRelationInput[];

/** The report's positions are read this many contracts at a time. */
const REPORT_BATCH = 500;

async function positionsOf(where: Prisma.ContractPlacementWhereInput) {
  const placements = await db().contractPlacement.findMany({
    where,
    orderBy: PLACED_ORDER,
    select: {
      side: true,
      project: { select: { id: true, name: true } },
      contract: {
        include: {
          retention: true,
          ...PARTY_NAMES,
        },
      },
    },
  });
  const latest = await latestIssuedCerts(placements.map((p) => p.contract.id));
  const [lines, items] = await Promise.all([
    db().certLineItem.findMany({
      where: { certId: { in: [...latest.values()].map((c) => c.id) } },
      select: { certId: true, lineItemId: true, toDateValue: true },
    }),
    db().lineItem.findMany({ where: { contractId: { in: [...latest.keys()] } } }),
  ]);
  const itemsOf = groupBy(items, (i) => i.contractId);
  const linesOf = groupBy(lines, (l) => l.certId);
  return placements.map(({ side: placed, project, contract: c }) => {
    const cert = latest.get(c.id);
    return {
      side: placed,
      project,
      contract: c,
      counterparty: counterpartyName(placed, c),
      cert: cert ?? null,
      position: cert
        ? retentionPosition(c, itemsOf.get(c.id) ?? [], {
            hasRetention: cert.hasRetention,
            valuedTo: cert.valuedTo,
            lines: linesOf.get(cert.id) ?? [],
          })
        : null,
    };
  });
}

/**
 * The positions a batch of contracts at a time, in the report's order: the placements' ids are
 * read first (the keyset, in order), then each batch's positions as retentionPositions reads them,
 * so the report's memory and each read stay bounded however many contracts the account has.
 */
async function positionBatches(actor: Actor, side: 'cert' | 'claim') {
  const ids = (
    await db().contractPlacement.findMany({
      where: placedWhere(actor, side),
      orderBy: PLACED_ORDER,
      select: { id: true },
    })
  ).map((p) => p.id);
  return (async function* () {
    for (let start = 0; start < ids.length; start += REPORT_BATCH) {
      yield await positionsOf({ id: { in: ids.slice(start, start + REPORT_BATCH) } });
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
