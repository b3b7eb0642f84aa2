import 'server-only';
import { db } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { sum } from '@/lib/domain/money';
import { isContractDue, type ContractDueInput } from '@/lib/domain/project-due';
import { jurisdictionOrNull } from '@/lib/domain/working-days';
import { dayIn } from '@/lib/domain/zoned-dates';
import { projectContractFigures, figuresOf } from './project-contract-figures';
import { termsToApi } from './defaults-data';

/** One contract as a project shows it (spec §3 Project: claim_contracts and cert_contracts). */
export interface ProjectContract {
  id: string;
  name: string;
  contract_number: string | null;
  side: 'claim' | 'cert';
  status: string;
  /** The other party: the payer of a claim contract, the payee of a cert contract. */
  counterparty: string | null;
  total_contract_value: number;
  claimed_to_date_value: number;
  cert_to_date_value: number;
  is_due: boolean;
}

export interface ProjectTotals {
  total_contract_value: number;
  claimed_to_date_value: number;
  cert_to_date_value: number;
}

const projectSelect = (accountId: string) =>
  ({
    id: true,
    name: true,
    projectNumber: true,
    status: true,
    isPinned: true,
    createdAt: true,
    // Only its version: the bytes are served on their own (read-project-image.ts).
    image: { select: { updatedAt: true } },
    placements: {
      where: { accountId },
      orderBy: { createdAt: 'asc' },
      select: {
        side: true,
        contract: {
          select: {
            id: true,
            name: true,
            contractNumber: true,
            status: true,
            country: true,
            region: true,
            paymentTerms: true,
            payerCompany: { select: { name: true } },
            payeeCompany: { select: { name: true } },
            payerAccount: { select: { name: true } },
            payeeAccount: { select: { name: true } },
          },
        },
      },
    },
  }) satisfies Prisma.ProjectSelect;

type Loaded = Prisma.ProjectGetPayload<{ select: ReturnType<typeof projectSelect> }>;
export type ProjectRow = Omit<Loaded, 'placements'> & {
  contracts: ProjectContract[];
  totals: ProjectTotals;
  isDue: boolean;
};

/** "Today" where the account works: due dates are calendar days in its time zone. */
export async function accountToday(accountId: string): Promise<string> {
  const account = await db().account.findUniqueOrThrow({
    where: { id: accountId },
    select: { timeZone: true },
  });
  return dayIn(new Date(), account.timeZone);
}

/**
 * Projects of the caller's account matching `where`, each with the contracts the account placed in
 * it, their totals and due flags: two queries whatever the number of projects and contracts.
 */
export async function loadProjectRows(
  accountId: string,
  where: Prisma.ProjectWhereInput,
  today: string,
): Promise<ProjectRow[]> {
  const projects = await db().project.findMany({
    where: { ...where, accountId },
    select: projectSelect(accountId),
  });
  const figures = await projectContractFigures(
    projects.flatMap((p) => p.placements.map((pl) => pl.contract.id)),
  );
  return projects.map(({ placements, ...project }) => {
    const contracts = placements.map(({ side, contract: c }) => {
      const f = figuresOf(figures, c.id);
      const due: ContractDueInput =
        side === 'claim'
          ? {
              side,
              status: c.status,
              lastClaimedTo: f.lastClaimedTo,
              paymentTerms: c.paymentTerms && termsToApi(c.paymentTerms),
              jurisdiction: jurisdictionOrNull(c.country, c.region),
            }
          : { side, status: c.status, nextCertDue: f.nextCertDue };
      return {
        id: c.id,
        name: c.name,
        contract_number: c.contractNumber,
        side,
        status: c.status,
        counterparty:
          side === 'claim'
            ? (c.payerAccount?.name ?? c.payerCompany?.name ?? null)
            : (c.payeeAccount?.name ?? c.payeeCompany?.name ?? null),
        total_contract_value: f.total_contract_value,
        claimed_to_date_value: f.claimed_to_date_value,
        cert_to_date_value: f.cert_to_date_value,
        is_due: isContractDue(today, due),
      };
    });
    return {
      ...project,
      contracts,
      totals: {
        total_contract_value: sum(contracts.map((c) => c.total_contract_value)),
        claimed_to_date_value: sum(contracts.map((c) => c.claimed_to_date_value)),
        cert_to_date_value: sum(contracts.map((c) => c.cert_to_date_value)),
      },
      // An archived project is put away: it is not counted as due whatever its contracts hold.
      isDue: project.status !== 'archived' && contracts.some((c) => c.is_due),
    };
  });
}
