import 'server-only';
import { db } from '@/lib/db/client';
import type { LineItemKind } from '@/lib/db/generated/client';
import type { ScheduleList } from '@/lib/schemas/line-items';
import { loadContractPage, pageError } from './load-contract-page';
import { listLineItems } from '../line-items/list-line-items';

export interface ScheduleRouteParams {
  proId: string;
  type: string;
  contractId: string;
}

export interface SchedulePageData {
  accountId: string;
  currency: string;
  project: { id: string; name: string };
  contract: { id: string; name: string; side: 'claim' | 'cert' };
  list: ScheduleList;
}

/**
 * What a schedule page (base contract, variations, materials) shows, through the same service as
 * GET …/lineitem. The contract checks (404 for a contract the account has not placed in that
 * project or another side's [type], /access-denied for a permission gap) are the contract layout's,
 * shared with it for the request.
 */
export async function loadSchedulePage(
  params: ScheduleRouteParams,
  kind: LineItemKind,
): Promise<SchedulePageData> {
  const { session, contract, ids, side } = await loadContractPage(
    params.proId,
    params.type,
    params.contractId,
  );
  const [list, project] = await Promise.all([
    listLineItems(session.actor, ids, kind).catch(pageError),
    // loadContractPage tied this project to the caller's account already.
    db().project.findFirstOrThrow({
      where: { id: ids.projectId, accountId: session.actor.accountId },
      select: { id: true, name: true },
    }),
  ]);
  return {
    accountId: session.current.accountId,
    currency: session.current.currency,
    project,
    contract: { id: contract.id, name: contract.name, side },
    list,
  };
}
