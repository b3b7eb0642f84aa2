'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import type { DeleteContractAnswer } from '@/lib/server/contracts/delete-contract';
import { projectPage, type ContractIds } from '@/lib/paths/page-paths';
import { contractApi } from '@/lib/paths/api-paths';

/**
 * §2 delete contract: the §8 delete confirmation, then DELETE …/contract/{c} and back to the
 * project. Offered for a draft no other account shares (readContract's can_delete); the server
 * decides again and answers 409 with its reason, which the alert shows.
 */
export function DeleteContractButton({ ids }: { ids: ContractIds }) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!(await ui.confirmDelete('contract'))) return;
    setBusy(true);
    const res = await api<DeleteContractAnswer>(contractApi(ids), { method: 'DELETE' });
    setBusy(false);
    if (!res.ok) return;
    ui.toast('The contract has been deleted.');
    router.push(projectPage(ids.accountId, res.data.project_id));
  };
  return (
    <button type="button" className="button danger" disabled={busy} onClick={remove}>
      Delete contract
    </button>
  );
}
