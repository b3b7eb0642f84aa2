import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import type { ContractStatus } from '@/lib/db/generated/enums';

/** Contracts that count as active for a company (spec §3 active_contracts). */
const ACTIVE_CONTRACT_STATUSES: ContractStatus[] = ['started', 'reopened'];

const ACTIVE = { status: { in: ACTIVE_CONTRACT_STATUSES } } satisfies Prisma.ContractWhereInput;

/** One query for a company, its contacts and its active contracts, however many are listed. */
export const COMPANY_VIEW_SELECT = {
  id: true,
  name: true,
  contacts: {
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, email: true, phone: true, role: true },
  },
  _count: { select: { payerContracts: { where: ACTIVE }, payeeContracts: { where: ACTIVE } } },
} satisfies Prisma.CompanySelect;

type CompanyRow = Prisma.CompanyGetPayload<{ select: typeof COMPANY_VIEW_SELECT }>;

export interface ContactView {
  contact_id: string;
  contact_name: string;
  contact_email: string | null;
  contact_tel: string | null;
  contact_role: string | null;
}

/** A company as the API and pages show it, with the spec's §3 field names. */
export interface CompanyView {
  entity_id: string;
  entity_name: string;
  active_contracts: number;
  contacts: ContactView[];
}

export function toCompanyView(row: CompanyRow): CompanyView {
  return {
    entity_id: row.id,
    entity_name: row.name,
    active_contracts: row._count.payerContracts + row._count.payeeContracts,
    contacts: row.contacts.map((c) => ({
      contact_id: c.id,
      contact_name: c.name,
      contact_email: c.email,
      contact_tel: c.phone,
      contact_role: c.role,
    })),
  };
}

/** The company with this id in the caller's account, or null: never another account's. */
export async function loadCompanyView(
  client: Db | Tx,
  accountId: string,
  companyId: string,
): Promise<CompanyView | null> {
  const row = await client.company.findFirst({
    where: { id: companyId, accountId },
    select: COMPANY_VIEW_SELECT,
  });
  return row && toCompanyView(row);
}
