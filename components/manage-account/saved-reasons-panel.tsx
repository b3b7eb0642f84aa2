'use client';
// Manage Account → Saved reasons: add a reason to the account's list and remove one. The server
// checks every rule again (who, how long, how many).
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { savedReasonsApi } from '@/lib/paths/api-paths';
import type { SavedReasonView } from '@/lib/schemas/saved-reasons';

export function SavedReasonsPanel({ accountId, reasons }: { accountId: string; reasons: SavedReasonView[] }) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await api(savedReasonsApi(accountId), { method: 'POST', json: { text } });
    setBusy(false);
    if (!result.ok) return;
    ui.toast('Reason saved');
    setText('');
    router.refresh();
  };

  const remove = async (reason: SavedReasonView) => {
    if (!(await ui.confirmDelete('saved reason'))) return;
    const result = await api(savedReasonsApi(accountId, reason.id), { method: 'DELETE' });
    if (!result.ok) return;
    ui.toast('Reason removed');
    router.refresh();
  };

  return (
    <>
      <form onSubmit={add} className="form" aria-labelledby="add-reason-heading">
        <h2 id="add-reason-heading">Add a reason</h2>
        <label htmlFor="saved-reason-text">Reason</label>
        <textarea
          id="saved-reason-text"
          className="input"
          rows={3}
          required
          maxLength={2_000}
          value={text}
          placeholder="e.g. Work not complete at the site inspection"
          onChange={(e) => setText(e.target.value)}
        />
        <div className="actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving…' : 'Save reason'}
          </button>
        </div>
      </form>

      <h2>Reasons of this account</h2>
      {reasons.length === 0 ? (
        <p className="muted">No saved reasons yet.</p>
      ) : (
        <div className="table-scroll" role="region" tabIndex={0} aria-label="Reasons of this account">
          <table className="table">
            <caption className="visually-hidden">Saved reasons of this account</caption>
            <thead>
              <tr>
                <th scope="col">Reason</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {reasons.map((reason) => (
                <tr key={reason.id}>
                  <td style={{ whiteSpace: 'pre-wrap' }}>{reason.text}</td>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`Remove the saved reason “${reason.text.slice(0, 60)}”`}
                      onClick={() => void remove(reason)}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
