import { formatMoney } from '@/lib/domain/money-format';
import { longDayText } from '@/lib/domain/zoned-dates';
import type { InvitationView } from '@/lib/server/invitations/read-invitation';
import styles from './invitations.module.css';

const ROLE = {
  cert: 'Certifier (payer): you receive its payment claims and answer them with payment certificates.',
  claim: 'Subcontractor (payee): you make payment claims against its schedule of values.',
} as const;

/** The contract an invitation is for, as the invitee reads it before answering. */
export function InvitationSummary({ view, timeZone }: { view: InvitationView; timeZone: string }) {
  const expires = longDayText(view.invitation.expires_at, timeZone);
  return (
    <section className="card" aria-labelledby="invitation-contract">
      <h2 id="invitation-contract">
        {view.contract.name}
        {view.contract.contract_number && <span className="muted"> ({view.contract.contract_number})</span>}
      </h2>
      <dl className={styles.facts}>
        <dt>Invited by</dt>
        <dd>{view.inviter.account_name}</dd>
        <dt>Project</dt>
        <dd>{view.project.name}</dd>
        <dt>Your role</dt>
        <dd>{ROLE[view.invitation.side]}</dd>
        <dt>Contract value</dt>
        <dd>{formatMoney(view.contract.value, { currency: view.contract.currency })}</dd>
        <dt>Sent to</dt>
        <dd>{view.invitation.contact_email}</dd>
        <dt>Link expires</dt>
        <dd>{expires}</dd>
      </dl>
    </section>
  );
}
