'use client';
import { useEffect, useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { InvitationList } from './invitation-list';
import type { InvitationsJson } from './invitations-json';
import { InviteForm } from './invite-form';
import styles from './invitations.module.css';
import { SelfInviteForm } from './self-invite-form';

/**
 * "Invite the other party" panel, for the contract page (spec §3 Invitation, §5, §7).
 *
 * Props:
 * - `accountId`: the account the page renders for (the `acc` of /api/contract/account/{acc}/…).
 * - `projectId`: the project that account placed the contract in (`contract_group/{g}`).
 * - `contractId`: the contract (`contract/{c}`).
 * - `side`: the caller's side (the page's `[type]` segment): 'claim' (payee) invites the certifier,
 *   'cert' (payer) invites the subcontractor.
 *
 * It loads GET …/invitations and shows who the other party is, a form to invite them (only with
 * contract edit while their side is open: the contacts of the counterparty company one click
 * away, or — with no company named yet — the §5 self-invitation form), and the invitations sent,
 * with their states and, for editors, resend and delete. The server enforces every rule again.
 */
export function InvitePanel({
  accountId,
  projectId,
  contractId,
  side,
  timeZone,
}: {
  accountId: string;
  projectId: string;
  contractId: string;
  side: 'claim' | 'cert';
  /** The account's: expiry days are read in it. */
  timeZone: string;
}) {
  const api = useApi();
  const apiBase = `/api/contract/account/${accountId}/contract_group/${projectId}/contract/${contractId}`;
  const [view, setView] = useState<InvitationsJson | null>(null);
  const [failed, setFailed] = useState(false);
  const other = side === 'claim' ? 'certifier (payer)' : 'subcontractor (payee)';

  useEffect(() => {
    let current = true; // a response for a contract the panel no longer shows is dropped
    void api<InvitationsJson>(`${apiBase}/invitations`).then((res) => {
      if (!current) return;
      if (res.ok) setView(res.data);
      else setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [api, apiBase]);

  const { counterparty } = view ?? {};
  return (
    <section className="card" aria-labelledby="invite-panel-heading" aria-busy={!view && !failed}>
      <h2 id="invite-panel-heading">Invite the other party</h2>
      {failed && <p className="empty">The invitations could not be loaded.</p>}
      {!view && !failed && <p role="status">Loading invitations…</p>}
      {view && counterparty && (
        <>
          <p>
            {counterparty.account_name
              ? `${counterparty.account_name} is on this contract as the ${other}.`
              : counterparty.company
                ? `Invite ${counterparty.company.name} to join as the ${other}.`
                : `Name the ${other} and invite them to join.`}
          </p>
          {view.can_invite &&
            (counterparty.company ? (
              <InviteForm apiBase={apiBase} contacts={counterparty.contacts} onSent={setView} />
            ) : (
              <SelfInviteForm apiBase={apiBase} accountId={accountId} onSent={setView} />
            ))}
          <h3 className={styles.listHeading}>Invitations sent</h3>
          <InvitationList
            apiBase={apiBase}
            invitations={view.invitations}
            canEdit={view.can_edit}
            onChange={setView}
            timeZone={timeZone}
          />
        </>
      )}
    </section>
  );
}
