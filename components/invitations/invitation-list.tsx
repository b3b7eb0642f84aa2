'use client';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { mediumDayText } from '@/lib/domain/zoned-dates';
import { SENT_MESSAGE, type InvitationsJson } from './invitations-json';

type Invitation = InvitationsJson['invitations'][number];

const STATE_LABEL: Record<Invitation['state'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

/** The account's invitations with their states; resend and delete for users with contract edit. */
export function InvitationList({
  apiBase,
  invitations,
  canEdit,
  onChange,
  timeZone,
}: {
  apiBase: string;
  invitations: Invitation[];
  canEdit: boolean;
  onChange: (view: InvitationsJson) => void;
  timeZone: string;
}) {
  const api = useApi();
  const ui = useUi();
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (invitation: Invitation, action: 'resend' | 'delete') => {
    if (action === 'delete' && !(await ui.confirmDelete('invitation'))) return;
    setBusy(invitation.id);
    const res = await api<InvitationsJson>(
      action === 'resend'
        ? `${apiBase}/invitations/${invitation.id}/send`
        : `${apiBase}/invitations/${invitation.id}`,
      { method: action === 'resend' ? 'POST' : 'DELETE' },
    );
    setBusy(null);
    if (!res.ok) return;
    ui.toast(action === 'resend' ? SENT_MESSAGE : 'The invitation has been deleted.');
    onChange(res.data);
  };

  if (invitations.length === 0) return <p className="empty">No invitations sent yet.</p>;
  return (
    // Focusable, so the table can be scrolled sideways from the keyboard on a narrow screen.
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Invitations sent">
      <table className="table">
        <caption className="visually-hidden">Invitations sent</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">State</th>
            <th scope="col">Link expires</th>
            {canEdit && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {invitations.map((inv) => (
            <tr key={inv.id}>
              <td>{inv.contact_name}</td>
              <td>{inv.contact_email}</td>
              <td>
                <span className={`status status-invitation-${inv.state}`}>{STATE_LABEL[inv.state]}</span>
              </td>
              <td>{inv.state === 'accepted' ? '—' : mediumDayText(inv.expires_at, timeZone)}</td>
              {canEdit && (
                <td>
                  {inv.state !== 'accepted' && (
                    <div className="actions">
                      <button
                        type="button"
                        className="link-button"
                        disabled={busy === inv.id}
                        onClick={() => act(inv, 'resend')}
                      >
                        {busy === inv.id ? 'Working…' : `Resend to ${inv.contact_email}`}
                      </button>
                      <button
                        type="button"
                        className="link-button"
                        disabled={busy === inv.id}
                        onClick={() => act(inv, 'delete')}
                      >
                        Delete invitation to {inv.contact_email}
                      </button>
                    </div>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
