import 'server-only';
// GET …/read_retention_summary (spec §2 dashboard "retention summary"): retention as the latest
// issued certificate of each contract fixes it (the retention report's own positions,
// lib/server/reports/retention-report.ts) — as certifier what the account holds, as claimer what is
// held from it — totalled per side, with each contract's next release date.
import { sum } from '@/lib/domain/money';
import { contractPage } from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import { retentionPositions } from '../reports/retention-report';

type Positions = Awaited<ReturnType<typeof retentionPositions>>;

function sideTotals(actor: Actor, positions: Positions) {
  const held = positions.filter((r) => r.position && r.position.retained > 0);
  const total = (key: 'retained' | 'held' | 'pcdDue' | 'dlpDue') => sum(held.map((r) => r.position![key]));
  return {
    retained: total('retained'),
    released: sum(held.flatMap((r) => [r.position!.pcdReleased, r.position!.dlpReleased])),
    held: total('held'),
    due_at_practical_completion: total('pcdDue'),
    due_at_defects_end: total('dlpDue'),
    contracts: held.map(({ project, contract, counterparty, position: p, side }) => ({
      contract_id: contract.id,
      contract_name: contract.name,
      project_name: project.name,
      counterparty,
      held: p!.held,
      pcd_date: p!.pcdDate,
      dlp_end: p!.dlpEnd,
      href: contractPage({
        accountId: actor.accountId,
        projectId: project.id,
        side,
        contractId: contract.id,
      }),
    })),
  };
}

export async function readRetentionSummary(actor: Actor) {
  const positions = await retentionPositions(actor);
  return {
    /** Held from the account on its claim contracts: owed to it on release. */
    claim: sideTotals(
      actor,
      positions.filter((p) => p.side === 'claim'),
    ),
    /** Held by the account on its cert contracts: owed by it on release. */
    cert: sideTotals(
      actor,
      positions.filter((p) => p.side === 'cert'),
    ),
  };
}

export type RetentionSummary = Awaited<ReturnType<typeof readRetentionSummary>>;
