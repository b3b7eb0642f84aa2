'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import type { TEmailPreferences } from '@/lib/schemas/account';

const OPTIONS: { key: keyof TEmailPreferences; label: string }[] = [
  { key: 'workflow_required', label: 'Approval steps where I am a required approver' },
  { key: 'workflow_optional', label: 'Approval steps where I am an optional approver' },
  { key: 'has_due_alerts', label: 'Alerts about claims and certificates that are due or overdue' },
  { key: 'alert_summary', label: 'Alerts in my daily or weekly summary instead of one email each' },
];

/** Four on/off choices: plain checkboxes, nothing to validate beyond what they can express. */
export function EmailPreferencesForm({
  accountId,
  initial,
}: {
  accountId: string;
  initial: TEmailPreferences;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const saved = await api(`/api/account/${accountId}/email_preferences`, { method: 'PUT', json: values });
    setSaving(false);
    if (!saved.ok) return;
    ui.toast('Email preferences saved.');
    router.refresh();
  };

  return (
    <form onSubmit={save} className="form">
      <fieldset className="fieldset">
        <legend>Email me about</legend>
        {OPTIONS.map((option) => (
          <label key={option.key} className="check">
            <input
              type="checkbox"
              checked={values[option.key]}
              onChange={(e) => setValues({ ...values, [option.key]: e.target.checked })}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      <div className="actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save preferences'}
        </button>
      </div>
    </form>
  );
}
