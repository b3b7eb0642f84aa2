import type { Metadata } from 'next';
import { AddUserForm } from '@/components/manage-account/add-user-form';
import { requirePageSession } from '@/lib/server/pages/page-session';

export const metadata: Metadata = { title: 'Add user' };

export default async function AddUserPage() {
  const session = await requirePageSession();
  return (
    <>
      <h1>Add user</h1>
      <section className="card form-card">
        <p>Add someone to {session.current.accountName}.</p>
        <AddUserForm accountId={session.current.accountId} />
      </section>
    </>
  );
}
