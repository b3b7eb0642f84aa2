import 'server-only';
// The internal report for the payer's directors (issue 31; MBIE's example "Internal Report") as the
// API answers it (lib/domain/retention-internal-report.ts), and as its screen, PDF and CSV state it:
// the same figures, shaped once here from the positions read.
import type { InternalReport } from '@/lib/domain/retention-internal-report';
import { RELEASE_LABELS } from '@/lib/domain/retention-position';
import { holdingLabel } from './holding-json';
import type { PayerPositions } from './payer-position';

const BALANCES = ['withheld', 'released', 'used', 'held', 'deposited', 'undeposited'] as const;

export function internalReportJson(p: PayerPositions): InternalReport {
  const contracts = p.contracts.map((c) => ({
    project: c.project,
    contract: c.contract,
    payee: c.payee,
    jurisdiction: c.jurisdiction,
    scheme: c.rules?.scheme ?? null,
    holding: c.holding ? { id: c.holding.id, kind: c.holding.kind, label: holdingLabel(c.holding) } : null,
    balances: c.balances,
    undeposited: c.undeposited
      ? {
          amount: c.undeposited.amount,
          since: c.undeposited.since,
          due_on: c.undeposited.dueOn,
          overdue: c.undeposited.overdue,
        }
      : null,
    releases: c.releases.map((r) => ({ ...r, label: RELEASE_LABELS[r.kind] })),
  }));
  const total = (key: (typeof BALANCES)[number]) => contracts.reduce((s, c) => s + c.balances[key], 0);
  return {
    account: p.account.name,
    currency: p.account.currency,
    made_on: p.today,
    totals: {
      ...(Object.fromEntries(BALANCES.map((k) => [k, total(k)])) as Record<
        (typeof BALANCES)[number],
        number
      >),
      deposit_overdue: sumOf(
        contracts.flatMap((c) => (c.undeposited?.overdue ? [c.undeposited.amount] : [])),
      ),
      release_overdue: sumOf(
        contracts.flatMap((c) => c.releases.filter((r) => r.overdue).map((r) => r.amount)),
      ),
    },
    contracts,
    instruments: p.instruments.map((i) => ({
      id: i.holdingId,
      label: i.label,
      expires_on: i.expiresOn,
      cover_amount: i.coverAmount,
      contracts: i.contracts,
      held: i.held,
      problems: i.problems,
    })),
    trust_accounts: p.trustAccounts.map((t) => ({
      id: t.holdingId,
      label: t.label,
      contracts: t.contracts,
      deposited: t.deposited,
      reconciliation: t.reconciliation
        ? {
            statement_on: t.reconciliation.statementOn,
            difference: t.reconciliation.difference,
            state: t.reconciliation.state,
          }
        : null,
    })),
  };
}

const sumOf = (amounts: number[]) => amounts.reduce((s, a) => s + a, 0);
