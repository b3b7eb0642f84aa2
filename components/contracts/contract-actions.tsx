'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import type { ContractAction } from '@/lib/domain/contract-status';
import { projectPage, type ContractIds } from '@/lib/paths/page-paths';
import { contractApi } from '@/lib/paths/api-paths';
import { DeleteContractButton } from './delete-contract-button';
import { MoveContractDialog } from './move-contract-dialog';

/** §6, exact: the confirmation before leaving a contract. */
export const LEAVE_MESSAGE =
  'You will no longer have access to the contract. To access it again you will need a new invite from the other party.';

const ACTIONS: Record<ContractAction, { label: string; done: string; confirm?: string }> = {
  start: { label: 'Start contract', done: 'The contract has started.' },
  finalise: {
    label: 'Finalise',
    done: 'The contract is finalised.',
    confirm: 'No more claims can be made on a finalised contract until it is re-opened.',
  },
  reopen: { label: 'Re-open', done: 'The contract is open again.' },
  archive: {
    label: 'Archive',
    done: 'The contract is archived.',
    confirm: 'An archived contract is hidden from current lists. It can be re-opened later.',
  },
};

/**
 * The contract's actions that its state and the user's permissions allow (spec §4): the server
 * sends `actions` already filtered, and checks again on every request.
 */
export function ContractActions(props: {
  ids: ContractIds;
  actions: ContractAction[];
  canEdit: boolean;
  canLeave: boolean;
  /** A draft no other account shares, for a user who may create contracts here. */
  canDelete: boolean;
  moveTargets: { id: string; name: string }[];
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const run = async (action: ContractAction) => {
    const { confirm, done, label } = ACTIONS[action];
    if (confirm && !(await ui.confirm(label, confirm, { ok: label }))) return;
    setBusy(true);
    const res = await api(contractApi(props.ids, action), { method: 'POST' });
    setBusy(false);
    if (!res.ok) return;
    ui.toast(done);
    router.refresh();
  };
  const leave = async () => {
    if (!(await ui.confirm('Leave contract', LEAVE_MESSAGE, { ok: 'Leave contract' }))) return;
    setBusy(true);
    const res = await api<{ project_id: string }>(contractApi(props.ids, 'leave'), { method: 'POST' });
    setBusy(false);
    if (res.ok) router.push(projectPage(props.ids.accountId, res.data.project_id));
  };

  if (!props.actions.length && !props.canEdit && !props.canLeave && !props.canDelete) return null;
  return (
    <div className="actions" role="group" aria-label="Contract actions">
      {props.actions.map((action) => (
        <button key={action} type="button" className="button" disabled={busy} onClick={() => run(action)}>
          {ACTIONS[action].label}
        </button>
      ))}
      {props.canEdit && <MoveContractDialog ids={props.ids} projects={props.moveTargets} />}
      {props.canLeave && (
        <button type="button" className="button danger" disabled={busy} onClick={leave}>
          Leave contract
        </button>
      )}
      {props.canDelete && <DeleteContractButton ids={props.ids} />}
    </div>
  );
}
