'use client';
// What the account calls the claims and certificates it issues (lib/domain/document-terms.ts):
// two choices of fixed words, so plain radio groups with nothing to validate beyond them.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { CERT_TERM_WORDS, CLAIM_TERM_WORDS } from '@/lib/domain/document-terms';
import type { TAccountConfig } from '@/lib/schemas/account';
import type { AccountConfigUpdate } from '@/lib/server/account/update-account-config';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function DocumentTermsForm({ accountId, initial }: { accountId: string; initial: TAccountConfig }) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const saved = await api<AccountConfigUpdate>(`/api/account/${accountId}/config`, {
      method: 'PUT',
      json: values,
    });
    setSaving(false);
    if (!saved.ok) return;
    const { claims_retitled: claims, certificates_retitled: certs } = saved.data;
    const retitled = [
      claims ? plural(claims, 'claim', 'claims') : null,
      certs ? plural(certs, 'certificate', 'certificates') : null,
    ].filter(Boolean);
    ui.toast(
      retitled.length
        ? `Document names saved; ${retitled.join(' and ')} not yet issued now use them.`
        : 'Document names saved.',
    );
    router.refresh();
  };

  const group = <K extends keyof TAccountConfig>(
    key: K,
    legend: string,
    words: readonly TAccountConfig[K][],
    hint: string,
  ) => (
    <fieldset className="fieldset" aria-describedby={`${key}-hint`}>
      <legend>{legend}</legend>
      <p id={`${key}-hint`} className="hint">
        {hint}
      </p>
      {words.map((word) => (
        <label key={word} className="checkbox">
          <input
            type="radio"
            name={key}
            value={word}
            checked={values[key] === word}
            onChange={() => setValues({ ...values, [key]: word })}
          />
          {word}
        </label>
      ))}
    </fieldset>
  );

  return (
    <form onSubmit={save} className="form">
      {group(
        'claim_term',
        'Our claims are called',
        CLAIM_TERM_WORDS,
        'The title of the claims this account issues, for example “Progress Claim 3 – November 2026”.',
      )}
      {group(
        'cert_term',
        'Our certificates are called',
        CERT_TERM_WORDS,
        'The title of the certificates this account issues, for example “Payment Schedule 2”.',
      )}
      <div className="actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save document names'}
        </button>
      </div>
    </form>
  );
}
