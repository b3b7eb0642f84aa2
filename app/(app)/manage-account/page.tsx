import { redirect } from 'next/navigation';
import { requirePageSession } from '@/lib/server/pages/page-session';

/** The Manage Account tab opens on the account's details. */
export default async function ManageAccountPage() {
  const session = await requirePageSession();
  redirect(`/manage-account/view?account_id=${session.current.accountId}`);
}
