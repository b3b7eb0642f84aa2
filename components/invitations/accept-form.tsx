'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { contractPage, dashboardPage, LINK_EXPIRED_PAGE } from '@/lib/paths/page-paths';
import { acceptRequestFromForm, ZAcceptForm, type TAcceptForm } from '@/lib/schemas/invitations';
import styles from './invitations.module.css';

/** 410: used or expired meanwhile; 409: the other side was taken meanwhile. Either way the link is spent. */
const SPENT = new Set([409, 410]);

interface Accepted {
  account_id: string;
  project_id: string;
  contract_id: string;
  type: 'claim' | 'cert';
}

/** The contract page of the account that joined (spec §2 /contract/{proId}/{type}/{contractId}). */
const joinedContractPage = (a: Accepted) =>
  contractPage({ accountId: a.account_id, projectId: a.project_id, side: a.type, contractId: a.contract_id });

interface AccountChoice {
  account_id: string;
  account_name: string;
  can_create_project: boolean;
  projects: { id: string; name: string }[];
}

function firstChoice(account: AccountChoice | undefined): string {
  return account?.can_create_project ? 'new' : (account?.projects[0]?.id ?? '');
}

/** Accept (into an existing or a new project of one of the user's accounts) or decline. */
export function AcceptForm({
  code,
  accounts,
  suggestedProjectName,
  signUpHref,
}: {
  code: string;
  accounts: AccountChoice[];
  suggestedProjectName: string;
  signUpHref: string;
}) {
  const router = useRouter();
  const api = useApi();
  const ui = useUi();
  const form = useForm<TAcceptForm>({
    resolver: zodResolver(ZAcceptForm),
    defaultValues: {
      account_id: accounts[0]?.account_id ?? '',
      project_choice: firstChoice(accounts[0]),
      new_project_name: suggestedProjectName,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [accountId, choice] = useWatch({ control: form.control, name: ['account_id', 'project_choice'] });
  const account = accounts.find((a) => a.account_id === accountId);

  const answered = (path: string, message: string) => {
    ui.toast(message);
    router.push(path);
    router.refresh();
  };

  const onAccept = form.handleSubmit(async (values) => {
    const res = await api<Accepted>(`/api/invitation/${code}/accept`, {
      method: 'POST',
      json: acceptRequestFromForm(values),
    });
    if (res.ok) answered(joinedContractPage(res.data), 'You have joined the contract.');
    else if (SPENT.has(res.status)) router.push(LINK_EXPIRED_PAGE);
  });

  const onDecline = async () => {
    if (!(await ui.confirm('Decline invitation', 'Decline this invitation? The sender will be told.')))
      return;
    const res = await api(`/api/invitation/${code}/decline`, { method: 'POST' });
    if (res.ok) answered(dashboardPage(), 'You have declined the invitation.');
    else if (SPENT.has(res.status)) router.push(LINK_EXPIRED_PAGE);
  };

  return (
    <section className="card" aria-labelledby="answer-heading">
      <h2 id="answer-heading">Your answer</h2>
      {accounts.length === 0 ? (
        <p>
          To accept, you need a ClaimCert account of your own in which you are the owner or an admin.{' '}
          <Link href={signUpHref}>Create an account</Link>, then open this page again.
        </p>
      ) : (
        <form onSubmit={onAccept} noValidate className="form">
          <label htmlFor="account_id">Account</label>
          <select
            id="account_id"
            {...form.register('account_id', {
              onChange: (e) =>
                form.setValue(
                  'project_choice',
                  firstChoice(accounts.find((a) => a.account_id === e.target.value)),
                ),
            })}
          >
            {accounts.map((a) => (
              <option key={a.account_id} value={a.account_id}>
                {a.account_name}
              </option>
            ))}
          </select>
          <label htmlFor="project_choice">Project</label>
          <select
            id="project_choice"
            aria-invalid={!!errors.project_choice}
            {...form.register('project_choice')}
          >
            {account?.can_create_project && <option value="new">Create a new project</option>}
            {account?.projects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          {errors.project_choice && <p className="field-error">{errors.project_choice.message}</p>}
          {choice === 'new' && (
            <>
              <label htmlFor="new_project_name">New project name</label>
              <input
                id="new_project_name"
                aria-invalid={!!errors.new_project_name}
                aria-describedby={errors.new_project_name ? 'new_project_name-error' : undefined}
                {...form.register('new_project_name')}
              />
              {errors.new_project_name && (
                <p id="new_project_name-error" className="field-error">
                  {errors.new_project_name.message}
                </p>
              )}
            </>
          )}
          <div className={`actions ${styles.acceptActions}`}>
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? 'Accepting…' : 'Accept'}
            </button>
            <button type="button" className="button secondary" onClick={onDecline} disabled={isSubmitting}>
              Decline
            </button>
          </div>
        </form>
      )}
      {accounts.length === 0 && (
        <div className="actions">
          <button type="button" className="button secondary" onClick={onDecline}>
            Decline
          </button>
        </div>
      )}
    </section>
  );
}
