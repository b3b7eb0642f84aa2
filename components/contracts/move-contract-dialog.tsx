'use client';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useApi } from '@/components/ui/use-api';
import { projectPage, type ContractIds } from '@/lib/paths/page-paths';
import { contractApi } from '@/lib/paths/api-paths';

/** Move a contract into another of the account's projects; then the project is shown (spec §2). */
export function MoveContractDialog({
  ids,
  projects,
}: {
  ids: ContractIds;
  projects: { id: string; name: string }[];
}) {
  const api = useApi();
  const router = useRouter();
  const selectId = useId();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState(projects[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  if (projects.length === 0) return null;
  const move = async () => {
    setBusy(true);
    const res = await api<{ project_id: string }>(contractApi(ids, 'move'), {
      method: 'POST',
      json: { project_id: target },
    });
    setBusy(false);
    if (!res.ok) return;
    setOpen(false);
    router.push(projectPage(ids.accountId, res.data.project_id));
  };
  return (
    <>
      <button type="button" className="button secondary" onClick={() => setOpen(true)}>
        Move to another project
      </button>
      <Modal
        open={open}
        title="Move contract"
        onClose={() => setOpen(false)}
        actions={
          <>
            <button type="button" className="button secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" className="button" onClick={move} disabled={busy || !target}>
              Move
            </button>
          </>
        }
      >
        <div className="form">
          <label htmlFor={selectId}>Project</label>
          <select id={selectId} value={target} onChange={(e) => setTarget(e.target.value)}>
            {projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      </Modal>
    </>
  );
}
