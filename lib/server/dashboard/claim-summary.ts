import 'server-only';
// GET …/read_claim_summary?claim_date&is_all (spec §3 "Claim summary item: id, claim_status,
// total_contract_value, claimed_to_date_value, cert_to_date_value"): the caller's claim contracts
// with the claim whose period covers `claim_date` (by default today) — all of them with is_all, else
// only those that have such a claim. The contract figures are the projects pages' own
// (project-contract-figures.ts), so the dashboard never shows a second version of them.
import { Prisma, type ClaimStatus } from '@/lib/db/generated/client';
import { db, selectRows } from '@/lib/db/client';
import { claimOpenPage } from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import { figuresOf, projectContractFigures } from '../projects/project-contract-figures';
import { loadDashboardData } from './dashboard-data';
import { placed } from './dashboard-rows';

/** On each of the caller's claim contracts, the last claim (by number) whose period covers `day`. */
async function claimsCovering(actor: Actor, day: string) {
  const rows = await selectRows<{ contractId: string; id: string; name: string; status: ClaimStatus }>(
    db(),
    Prisma.sql`
      WITH ${placed(actor)}
      SELECT DISTINCT ON (cl.contract_id) cl.contract_id AS "contractId", cl.id, cl.name, cl.status
        FROM placed pl
        JOIN claims cl ON cl.contract_id = pl.contract_id
       WHERE pl.side = 'claim' AND cl.claim_from <= ${day}::date AND ${day}::date <= cl.claim_to
       ORDER BY cl.contract_id, cl.number DESC`,
  );
  return new Map(rows.map((r) => [r.contractId, r]));
}

export async function readClaimSummary(
  actor: Actor,
  q: { claim_date?: string; is_all?: boolean },
  now = new Date(),
) {
  const data = await loadDashboardData(actor, now);
  const day = q.claim_date ?? data.today;
  const contracts = data.contracts.filter((c) => c.side === 'claim');
  const [figures, covering] = await Promise.all([
    projectContractFigures(contracts.map((c) => c.id)),
    claimsCovering(actor, day),
  ]);
  const items = contracts.flatMap((contract) => {
    const claim = covering.get(contract.id);
    if (!claim && !q.is_all) return [];
    const f = figuresOf(figures, contract.id);
    return [
      {
        id: contract.id,
        name: contract.name,
        project_name: contract.project.name,
        claim_id: claim?.id ?? null,
        claim_name: claim?.name ?? null,
        claim_status: claim?.status ?? null,
        total_contract_value: f.total_contract_value,
        claimed_to_date_value: f.claimed_to_date_value,
        cert_to_date_value: f.cert_to_date_value,
        href: claim
          ? claimOpenPage(
              {
                accountId: actor.accountId,
                projectId: contract.project.id,
                contractId: contract.id,
                contractType: 'claim',
                claimId: claim.id,
              },
              claim.status,
            )
          : null,
      },
    ];
  });
  return { claim_date: day, is_all: q.is_all ?? false, items };
}
