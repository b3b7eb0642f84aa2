import type { Metadata } from 'next';
import { AccountForm } from '@/components/manage-account/account-form';
import { ImageUpload } from '@/components/manage-account/image-upload';
import type { TAccountDetails } from '@/lib/schemas/account';
import { readAccount } from '@/lib/server/account/read-account';
import { requirePageSession } from '@/lib/server/session/page-session';

export const metadata: Metadata = { title: 'Edit account' };

export default async function AccountEditPage() {
  const session = await requirePageSession();
  const account = await readAccount(session.actor);
  const initial: TAccountDetails = {
    account_name: account.account_name,
    country: account.country as TAccountDetails['country'],
    currency: account.currency,
    time_zone: account.time_zone,
    gst_rate: account.gst_rate,
  };
  return (
    <>
      <h1>Edit account</h1>
      <section className="card" aria-labelledby="logo-heading">
        <h2 id="logo-heading">Logo</h2>
        <ImageUpload
          uploadUrl={`/api/account/${account.account_id}/logo`}
          current={account.image_base64}
          label="Logo"
          alt="Account logo"
        />
      </section>
      <section className="card form-card" aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <AccountForm
          accountId={account.account_id}
          initial={initial}
          timeZones={Intl.supportedValuesOf('timeZone')}
        />
      </section>
    </>
  );
}
