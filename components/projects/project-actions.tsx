'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { availableActions } from '@/lib/domain/transition';
import { PROJECT_MACHINE, type ProjectStatus } from '@/lib/domain/project-status';
import { projectPage, projectSettingsPage, projectsPage } from '@/lib/paths/page-paths';
import { projectApi } from '@/lib/paths/api-paths';
import styles from './projects.module.css';

/**
 * The project page's actions (spec §2, §4), each shown only when the state machine and the
 * caller's permissions allow it; the server checks both again.
 */
export function ProjectActions(props: {
  accountId: string;
  projectId: string;
  status: ProjectStatus;
  isPinned: boolean;
  canEdit: boolean;
  canCreate: boolean;
  canDelete: boolean;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const base = projectApi(props.accountId, props.projectId);
  const allowed = availableActions(PROJECT_MACHINE, props.status);

  const run = async (label: string, call: () => Promise<boolean>) => {
    setBusy(label);
    const ok = await call();
    setBusy(null);
    return ok;
  };
  const post = (path: string, json?: unknown) =>
    api<{ id?: string }>(`${base}/${path}`, { method: 'POST', json });

  const duplicate = () =>
    run('duplicate', async () => {
      const res = await post('duplicate');
      if (res.ok && res.data.id) router.push(projectPage(props.accountId, res.data.id));
      return res.ok;
    });
  const change = (action: 'archive' | 'reopen') =>
    run(action, async () => {
      const res = await post(action);
      if (res.ok) {
        ui.toast(action === 'archive' ? 'Project archived.' : 'Project re-opened.');
        router.refresh();
      }
      return res.ok;
    });
  const pin = () =>
    run('pin', async () => {
      const res = await post('pin', { is_pinned: !props.isPinned });
      if (res.ok) router.refresh();
      return res.ok;
    });
  const remove = async () => {
    if (!(await ui.confirmDelete('project'))) return;
    await run('delete', async () => {
      const res = await api(base, { method: 'DELETE' });
      if (res.ok) {
        ui.toast('Project deleted.');
        router.push(projectsPage(props.accountId));
      }
      return res.ok;
    });
  };

  const button = (key: string, label: string, onClick: () => void, danger = false) => (
    <button
      type="button"
      className={danger ? 'button danger' : 'button secondary'}
      disabled={busy !== null}
      onClick={onClick}
    >
      {busy === key ? 'Working…' : label}
    </button>
  );
  return (
    <div className={`actions ${styles.projectActions}`}>
      {props.canEdit && (
        <Link className="button secondary" href={projectSettingsPage(props.accountId, props.projectId)}>
          Settings
        </Link>
      )}
      {props.canEdit && button('pin', props.isPinned ? 'Unpin' : 'Pin', pin)}
      {props.canCreate && button('duplicate', 'Duplicate', duplicate)}
      {props.canEdit && allowed.includes('archive') && button('archive', 'Archive', () => change('archive'))}
      {props.canEdit && allowed.includes('reopen') && button('reopen', 'Re-open', () => change('reopen'))}
      <a className="button secondary" href={`${base}/report`} download>
        Download CSV report
      </a>
      {props.canCreate && props.canDelete && button('delete', 'Delete', remove, true)}
    </div>
  );
}
