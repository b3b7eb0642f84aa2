import 'server-only';
// The payer's retention position across its account (issue 31): every cert contract with a
// retention ledger or naming a holding — its payee, where its retention is held, its balances,
// what is not yet deposited and by when, and its releases due — then each instrument's checks
// (expired, expiring, not covering: CCA s18FB) and each trust account's latest reconciliation
// (s18E). What the internal report for the directors states. Four statements in one round,
// however many contracts, holdings and entries.
import { db } from '@/lib/db/client';
import { isoDate } from '@/lib/domain/date-columns';
import { reconciliationState } from '@/lib/domain/retention-reconciliation';
import { dayIn } from '@/lib/domain/zoned-dates';
import { counterpartyName, PARTY_NAMES } from '../parties/counterparty';
import { visiblePlacements } from '../permissions/visible-to-caller';
import type { Actor } from '../session/resolve-actor';
import { holdingLabel } from './holding-json';
import {
  contractRetentionPosition,
  instrumentChecks,
  POSITION_CONTRACT,
  rowsByContract,
} from './payer-retention-terms';

export async function payerPositions(actor: Actor, now = new Date()) {
  const [account, placements, rows, holdings] = await Promise.all([
    db().account.findUniqueOrThrow({
      where: { id: actor.accountId },
      select: { name: true, currency: true, timeZone: true },
    }),
    db().contractPlacement.findMany({
      where: {
        ...visiblePlacements(actor, 'cert'),
        AND: [
          {
            OR: [
              { retentionHoldingId: { not: null } },
              { contract: { retentionEntries: { some: { accountId: actor.accountId } } } },
            ],
          },
        ],
      },
      orderBy: [{ project: { name: 'asc' } }, { contract: { name: 'asc' } }],
      select: {
        project: { select: { id: true, name: true } },
        retentionHolding: true,
        contract: {
          select: { id: true, name: true, contractNumber: true, ...POSITION_CONTRACT, ...PARTY_NAMES },
        },
      },
    }),
    // The account's ledgers, every contract's in one read (a contract not listed above is left out).
    db().retentionLedgerEntry.findMany({ where: { accountId: actor.accountId }, orderBy: { seq: 'asc' } }),
    db().retentionHolding.findMany({
      where: { accountId: actor.accountId },
      orderBy: [{ kind: 'asc' }, { createdAt: 'asc' }],
      include: {
        // The latest: the newest statement day, the last made on it (as unexplained-shortfalls.ts).
        reconciliations: { orderBy: [{ statementOn: 'desc' }, { createdAt: 'desc' }], take: 1 },
      },
    }),
  ]);
  const today = dayIn(now, account.timeZone);
  const ledgers = rowsByContract(rows);
  const contracts = placements.map(({ project, retentionHolding: holding, contract: c }) => ({
    project,
    contract: { id: c.id, name: c.name, number: c.contractNumber },
    payee: counterpartyName('cert', c),
    holding,
    ...contractRetentionPosition(c, holding, ledgers.get(c.id) ?? [], today),
  }));
  const named = contracts.map((c) => ({ holdingId: c.holding?.id ?? null, held: c.balances.held }));
  const trustAccounts = holdings
    .filter((h) => h.kind === 'trust_account')
    .map((h) => {
      const naming = contracts.filter((c) => c.holding?.id === h.id);
      const latest = h.reconciliations[0];
      return {
        holdingId: h.id,
        label: holdingLabel(h),
        contracts: naming.length,
        /** What the ledgers of the contracts naming it say is in it today. */
        deposited: naming.reduce((sum, c) => sum + c.balances.deposited, 0),
        reconciliation: latest
          ? {
              statementOn: isoDate(latest.statementOn),
              ...reconciliationState({
                statementBalance: Number(latest.statementBalance),
                ledgerBalance: Number(latest.ledgerBalance),
                explanation: latest.explanation,
              }),
            }
          : null,
      };
    });
  return {
    account: { name: account.name, currency: account.currency },
    today,
    contracts,
    instruments: instrumentChecks(holdings, named, today),
    trustAccounts,
  };
}

export type PayerPositions = Awaited<ReturnType<typeof payerPositions>>;
