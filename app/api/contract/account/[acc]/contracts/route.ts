import { route } from '@/lib/api/route';
import { ZAccountParams } from '@/lib/schemas/common';
import { ZContractListQuery } from '@/lib/schemas/contracts';
import { listContracts } from '@/lib/server/contracts/list-contracts';

/**
 * GET ?filter=active|archived|overdue|due_in_3_days|due_in_7_days&project_id (spec §2 contract
 * filters): { contracts: [{ id, name, contract_number, side, status, project, counterparty,
 * cert_due_date, cert_due_num, overdue_type }] }.
 */
export const GET = route(
  { auth: 'account', params: ZAccountParams, query: ZContractListQuery },
  async ({ actor, query }) => listContracts(actor, query),
);
