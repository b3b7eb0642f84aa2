'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import styles from './contacts.module.css';

/** Deletes a company after the §8 confirmation; a refusal (a party to a contract) is alerted by useApi. */
export function DeleteCompanyButton({
  accountId,
  companyId,
  name,
}: {
  accountId: string;
  companyId: string;
  name: string;
}) {
  const router = useRouter();
  const api = useApi();
  const ui = useUi();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (!(await ui.confirmDelete('company'))) return;
    setBusy(true);
    const deleted = await api(`/api/company/account/${accountId}/company/${companyId}`, { method: 'DELETE' });
    setBusy(false);
    if (!deleted.ok) return;
    ui.toast(`${name} was deleted`);
    router.refresh();
  };

  return (
    <button
      type="button"
      className={`link-button ${styles.deleteButton}`}
      aria-label={`Delete ${name}`}
      disabled={busy}
      onClick={onClick}
    >
      Delete
    </button>
  );
}
