import type { Metadata } from 'next';
import Link from 'next/link';
import { countryInfo, type CountryInfo } from '@/lib/domain/countries';
import { can } from '@/lib/domain/permissions';
import { readAccount } from '@/lib/server/account/read-account';
import { readAccountConfig } from '@/lib/server/account/read-account-config';
import { requirePageSession } from '@/lib/server/pages/page-session';

export const metadata: Metadata = { title: 'Account' };

export default async function AccountViewPage() {
  const session = await requirePageSession();
  const [account, config] = await Promise.all([readAccount(session.actor), readAccountConfig(session.actor)]);
  const country = countryInfo(account.country as CountryInfo['iso']);
  return (
    <>
      <h1>Account</h1>
      <section className="card" aria-labelledby="account-details">
        <h2 id="account-details">{account.account_name}</h2>
        {account.image_base64 && (
          // A data URL from our own upload: next/image adds nothing for it.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={account.image_base64}
            alt="Account logo"
            className="square-image"
            width={96}
            height={96}
          />
        )}
        <dl className="details">
          <dt>Country</dt>
          <dd>{country.name}</dd>
          <dt>Currency</dt>
          <dd>{account.currency}</dd>
          <dt>Time zone</dt>
          <dd>{account.time_zone}</dd>
          <dt>{country.taxName} rate</dt>
          <dd>{account.gst_rate} %</dd>
          <dt>Claims are called</dt>
          <dd>{config.claim_term}</dd>
          <dt>Certificates are called</dt>
          <dd>{config.cert_term}</dd>
        </dl>
        {can({ account: session.actor.role }, 'account', 'edit') && (
          <Link href={`/manage-account/edit?account_id=${account.account_id}`} className="button">
            Edit account
          </Link>
        )}
      </section>
    </>
  );
}
