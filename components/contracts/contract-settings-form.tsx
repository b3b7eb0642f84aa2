'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import type { TContractSettings } from '@/lib/schemas/contracts';
import styles from './contracts.module.css';

type Key = keyof TContractSettings;

const LABELS: Record<Key, [string, string]> = {
  maintenance_mode: [
    'Maintenance mode',
    'Shows both parties a warning on every page of this contract not to issue claims or certificates.',
  ],
  certify_pending_variation: [
    'Certify pending variations',
    'Variations still waiting for approval can be claimed and certified.',
  ],
  claim_less_paid_to_date: [
    'Claims less paid to date',
    'New claims deduct the payments you have recorded against earlier certificates instead of the previous claim. The figure is fixed when a claim is issued.',
  ],
  claim_bulk_email: ['Send claims as one email', 'All recipients of an issued claim get one email together.'],
  cert_bulk_email: [
    'Send certificates as one email',
    'All recipients of an issued certificate get one email together.',
  ],
  enable_integration_link: [
    'Link to the project-management system',
    'Claims and certificates of this contract are pushed to your integration.',
  ],
};

/**
 * Contract settings (spec §3 setting). Only the switches this side may change are offered;
 * `pendingLockedReason`: the other party decides whether pending variations can be certified
 * (lib/domain/contract-decisions), so that switch shows its value, disabled, and says why.
 */
export function ContractSettingsForm(props: {
  api: string;
  side: 'claim' | 'cert';
  hasIntegrations: boolean;
  values: TContractSettings;
  pendingLockedReason?: string | null;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const keys: Key[] = [
    'maintenance_mode',
    'certify_pending_variation',
    ...(props.side === 'claim'
      ? (['claim_less_paid_to_date', 'claim_bulk_email'] as const)
      : (['cert_bulk_email'] as const)),
    ...(props.hasIntegrations ? (['enable_integration_link'] as const) : []),
  ];
  const [values, setValues] = useState(() => Object.fromEntries(keys.map((k) => [k, !!props.values[k]])));
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const res = await api(props.api, { method: 'PATCH', json: values });
    setBusy(false);
    if (!res.ok) return;
    ui.toast('The settings are saved.');
    router.refresh();
  };
  return (
    <form className="form" onSubmit={save} aria-label="Contract settings">
      {keys.map((key) => {
        const locked = key === 'certify_pending_variation' ? props.pendingLockedReason : null;
        return (
          <div key={key} className={styles.switchRow}>
            <label className="checkbox" htmlFor={key}>
              <input
                id={key}
                type="checkbox"
                aria-describedby={`${key}-hint`}
                checked={values[key]}
                disabled={!!locked}
                onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.checked }))}
              />{' '}
              {LABELS[key][0]}
            </label>
            <p id={`${key}-hint`} className="hint">
              {locked ?? LABELS[key][1]}
            </p>
          </div>
        );
      })}
      <button type="submit" className="button" disabled={busy}>
        Save settings
      </button>
    </form>
  );
}
