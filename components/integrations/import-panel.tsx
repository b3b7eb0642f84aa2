'use client';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { integrationApi } from '@/lib/paths/api-paths';
import type { TProvider } from '@/lib/schemas/integrations';

interface Job {
  id: string;
  name: string;
  number: string | null;
  project_id: string | null;
}
interface Subcontract {
  id: string;
  title: string;
  number: string | null;
  vendor: { name: string } | null;
  schedule_of_values: unknown[];
  contract_id: string | null;
}
interface Imported {
  project_created: boolean;
  contract_created: boolean;
  lines: { created: number; updated: number; unchanged: number; kept: string[] };
}

/** What an import did, in a sentence. */
function importedText(r: Imported): string {
  const l = r.lines;
  const made = r.contract_created ? 'Contract created' : 'Contract updated';
  const kept = l.kept.length ? `, ${l.kept.length} kept (claimed against)` : '';
  return `${made}: ${l.created} new lines, ${l.updated} updated, ${l.unchanged} unchanged${kept}.`;
}

/**
 * Import from a connected system: choose a job, then import one of its subcontracts as a contract
 * (on the payer's side by default). Importing again updates the same project and contract.
 */
export function ImportPanel({
  accountId,
  provider,
  title,
}: {
  accountId: string;
  provider: TProvider;
  title: string;
}) {
  const api = useApi();
  const ui = useUi();
  const [jobs, setJobs] = useState<Job[] | null>(null);
  const [job, setJob] = useState('');
  const [subs, setSubs] = useState<Subcontract[] | null>(null);
  const [side, setSide] = useState<'cert' | 'claim'>('cert');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const loadJobs = async () => {
    setBusy(true);
    const res = await api<{ jobs: Job[] }>(integrationApi(provider, accountId, 'jobs'));
    setBusy(false);
    if (res.ok) setJobs(res.data.jobs);
  };
  const loadSubs = async (jobId: string) => {
    setJob(jobId);
    setSubs(null);
    if (!jobId) return;
    setBusy(true);
    const res = await api<{ subcontracts: Subcontract[] }>(
      `${integrationApi(provider, accountId, 'subcontracts')}?job=${encodeURIComponent(jobId)}`,
    );
    setBusy(false);
    if (res.ok) setSubs(res.data.subcontracts);
  };
  const importSub = async (sub: Subcontract) => {
    setBusy(true);
    const res = await api<Imported & { contract_id: string }>(integrationApi(provider, accountId, 'import'), {
      method: 'POST',
      json: { job_id: job, subcontract_id: sub.id, side },
    });
    setBusy(false);
    if (!res.ok) return;
    const text = importedText(res.data);
    setDone(`${sub.title}: ${text}`);
    ui.toast('Imported.');
    setSubs(
      (list) => list?.map((s) => (s.id === sub.id ? { ...s, contract_id: res.data.contract_id } : s)) ?? null,
    );
  };

  const selectId = `import-job-${provider}`;
  return (
    <div className="form">
      <h3>Import from {title}</h3>
      {jobs === null ? (
        <button type="button" className="button secondary" disabled={busy} onClick={() => void loadJobs()}>
          {busy ? 'Loading…' : 'Load jobs'}
        </button>
      ) : (
        <>
          <label htmlFor={selectId}>Job</label>
          <select id={selectId} value={job} disabled={busy} onChange={(e) => void loadSubs(e.target.value)}>
            <option value="">Choose a job</option>
            {jobs.map((j) => (
              <option key={j.id} value={j.id}>
                {j.number ? `${j.number} ` : ''}
                {j.name}
                {j.project_id ? ' (imported)' : ''}
              </option>
            ))}
          </select>
          <label htmlFor={`${selectId}-side`}>This account is the</label>
          <select
            id={`${selectId}-side`}
            value={side}
            onChange={(e) => setSide(e.target.value as 'cert' | 'claim')}
          >
            <option value="cert">payer (we certify the subcontractor&apos;s claims)</option>
            <option value="claim">payee (we claim)</option>
          </select>
        </>
      )}
      {subs && (
        <ul>
          {subs.length === 0 && <li className="muted">This job has no subcontracts.</li>}
          {subs.map((s) => (
            <li key={s.id}>
              <strong>{s.title}</strong> {s.number && <span className="muted">{s.number}</span>}{' '}
              {s.vendor && <span>— {s.vendor.name}</span>}{' '}
              <span className="muted small">({s.schedule_of_values.length} lines)</span>{' '}
              <button
                type="button"
                className="button small"
                disabled={busy}
                onClick={() => void importSub(s)}
              >
                {s.contract_id ? `Import ${s.title} again` : `Import ${s.title}`}
              </button>
            </li>
          ))}
        </ul>
      )}
      {done && <p role="status">{done}</p>}
    </div>
  );
}
